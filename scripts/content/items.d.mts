/** One checked entry as the item builders take it. */
export interface ItemEntry<I> {
  slug: string;
  data: Record<string, unknown> & { order?: number; date?: string };
  body: readonly unknown[];
  image: (image: { src: string; alt: string }) => I;
}

/** How each collection sorts its entries and builds an item from one. */
export declare const collections: Record<
  'posts' | 'services' | 'projects' | 'team' | 'testimonials',
  {
    type: string;
    sort: (
      a: { slug: string; data: Record<string, unknown> },
      b: { slug: string; data: Record<string, unknown> },
    ) => number;
    item: <I>(entry: ItemEntry<I>, index: number) => unknown;
  }
>;
