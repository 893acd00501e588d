/**
 * Pictures named in a Markdown body (`![alt](photo.jpg "caption")` on a line of its own): found
 * by the Markdown parser, so a rewrite (file name ⇄ stored media name) touches only their URLs
 * and leaves every other byte of the body as written.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';

interface Node {
  type: string;
  url?: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: Node[];
}

/** Each body picture's URL and where it stands in the text. */
function pictureUrls(body: string): { url: string; start: number; end: number }[] {
  const found: { url: string; start: number; end: number }[] = [];
  const visit = (node: Node) => {
    if (node.type === 'image' && node.url && node.position) {
      const from = node.position.start.offset ?? 0;
      const source = body.slice(from, node.position.end.offset);
      // The URL follows "](", optionally in <…>, as the parser read it.
      const at = source.indexOf(node.url, source.lastIndexOf('](') + 2);
      if (at >= 0)
        found.push({ url: node.url, start: from + at, end: from + at + node.url.length });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(fromMarkdown(body) as Node);
  return found;
}

/** The URLs of the pictures in a body, in order. */
export const bodyPictures = (body: string) => pictureUrls(body).map((found) => found.url);

/** The body with each picture URL replaced by `rename(url)` (unchanged where it returns it). */
export function renameBodyPictures(body: string, rename: (url: string) => string): string {
  let result = body;
  for (const { url, start, end } of pictureUrls(body).reverse()) {
    result = result.slice(0, start) + rename(url) + result.slice(end);
  }
  return result;
}
