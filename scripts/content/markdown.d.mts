/** A Markdown body as the site's blocks; `image` makes a block's picture, `link` checks a link. */
export declare function markdownToBlocks<I>(
  markdown: string,
  hooks: {
    line: number;
    image: (src: string, alt: string, line: number) => I;
    link: (href: string, line: number) => string;
  },
): (
  | { type: 'paragraph'; text: string; html?: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: string[]; html?: string[] }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'image'; image: I; caption?: string }
)[];
