/** name → { types: export → its type, build(data, image) → export → value }. */
export declare const documents: Record<
  string,
  {
    types: Record<string, string>;
    build: <I>(
      data: Record<string, unknown>,
      image: (image: { src: string; alt: string }) => I,
    ) => Record<string, unknown>;
  }
>;
/** Every { src, alt } picture in checked data, in document order. */
export declare function picturesIn(value: unknown): { src: string; alt: string }[];
