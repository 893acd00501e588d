export declare const BRAND_FILE: string;
/** Each problem of a brand value as "field: expected …, got …" ([] when it is right). */
export declare function brandProblems(brand: unknown): string[];
/** An error whose first line names app/brand.ts, the field and what was expected. */
export declare function brandError(problems: string[], intro?: string): Error & { readable: true };
/** Throws a readable error when the brand value is wrong. */
export declare function assertBrand(brand: unknown): void;
/** The palette's failing pairs as a readable error naming app/brand.ts and its colour. */
export declare function paletteError(failures: string[]): Error & { readable: true };
/** Loads app/brand.ts afresh; a file that does not parse becomes a readable error. */
export declare function loadBrand(file: string): Promise<unknown>;
