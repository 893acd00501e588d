export declare const PLACEHOLDERS: Record<string, string>;
/** Replaces every {{key}} in the text; an unknown key throws with the list of known ones. */
export declare function fillPlaceholders(text: string): string;
/** The same, through every string of parsed front matter. */
export declare function fillPlaceholdersDeep<T>(value: T): T;
