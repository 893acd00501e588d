/** `{ data, body, bodyLine }`; throws a readable message when the front matter is missing or bad. */
export declare function splitFrontMatter(source: string): {
  data: Record<string, unknown>;
  body: string;
  bodyLine: number;
};
