export declare const PLACEHOLDERS: Record<string, string>;
export interface FillOptions {
  /** Leave an unknown {{key}} as written instead of throwing (reads of stored content). */
  keepUnknown?: boolean;
}
/** Replaces every {{key}} in the text; an unknown key throws with the list of known ones. */
export declare function fillPlaceholders(text: string, options?: FillOptions): string;
/** The same, through every string of parsed front matter. */
export declare function fillPlaceholdersDeep<T>(value: T, options?: FillOptions): T;
