// Markdown body → the typed blocks the site renders (app/content/types/media.ts): at build time
// (scripts/content/generate.mjs), in the editor's preview and checks, and on the server for
// what is published now. Paragraph and list text keep a plain copy (search, feed, summaries)
// and, when they carry links or emphasis, their HTML. Images on a line of their own become
// picture blocks.
import { toHtml } from 'hast-util-to-html';
import type { Nodes, Paragraph, PhrasingContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { toString as plainText } from 'mdast-util-to-string';

/** What a body's checks and pictures come from: where it starts in its file, and two hooks. */
export interface MarkdownHooks<I> {
  /** The file's line of the body's first line (front matter comes before it). */
  line: number;
  /** The block's picture for an image on a line of its own. */
  image: (src: string, alt: string, line: number) => I;
  /** Checks a link and returns its final href. */
  link: (href: string, line: number) => string;
}

export type MarkdownBlock<I> =
  | { type: 'paragraph'; text: string; html?: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: string[]; html?: string[] }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'image'; image: I; caption?: string };

const INLINE_MARKUP = new Set(['link', 'emphasis', 'strong', 'inlineCode', 'break', 'delete']);
const CITE = /^(?:—|--)\s*/;

const childrenOf = (node: Nodes): Nodes[] => ('children' in node ? node.children : []);

const hasMarkup = (nodes: Nodes[]): boolean =>
  nodes.some((node) => INLINE_MARKUP.has(node.type) || hasMarkup(childrenOf(node)));

/** A Markdown body as the site's blocks; throws `line N: …` for what the site cannot show. */
export function markdownToBlocks<I>(markdown: string, hooks: MarkdownHooks<I>): MarkdownBlock<I>[] {
  const tree = fromMarkdown(markdown);
  const at = (node: Nodes) => (node.position?.start.line ?? 1) + hooks.line - 1;
  const fail = (node: Nodes, message: string): never => {
    throw new Error(`line ${at(node)}: ${message}`);
  };
  const inline = (node: Paragraph): { text: string; html?: string } => {
    visit(node, (child) => {
      if (child.type === 'link') child.url = hooks.link(child.url, at(child));
    });
    visit(node, (child) => {
      if (child.type === 'image' || child.type === 'imageReference') {
        fail(child, 'an image must stand on a line of its own: ![alt text](photo.jpg)');
      }
    });
    const text = plainText(node).replace(/\s+/g, ' ').trim();
    if (!hasMarkup(node.children)) return { text };
    // Converted as a paragraph and serialised without it: the caller decides the element.
    const paragraph = toHast({ type: 'paragraph', children: node.children as PhrasingContent[] });
    const html = 'children' in paragraph ? toHtml(paragraph.children) : '';
    return { text, html: html.replace(/\s*\n\s*/g, ' ') };
  };

  return tree.children.map((node): MarkdownBlock<I> => {
    switch (node.type) {
      case 'heading':
        return { type: 'heading', text: plainText(node).trim() };
      case 'paragraph': {
        const [only] = node.children;
        if (node.children.length === 1 && only?.type === 'image') {
          return {
            type: 'image',
            image: hooks.image(only.url, only.alt ?? '', at(only)),
            ...(only.title ? { caption: only.title } : {}),
          };
        }
        return { type: 'paragraph', ...inline(node) };
      }
      case 'list': {
        const items = node.children.map((item) => {
          const [first] = item.children;
          if (item.children.length !== 1 || first?.type !== 'paragraph') {
            return fail(item, 'a list item must be one line of text (no nested lists)');
          }
          return inline(first);
        });
        const list: MarkdownBlock<I> = { type: 'list', items: items.map((item) => item.text) };
        if (items.some((item) => item.html)) {
          list.html = items.map((item) => item.html ?? escapeHtml(item.text));
        }
        return list;
      }
      case 'blockquote': {
        const paragraphs = node.children.map((child) =>
          child.type === 'paragraph'
            ? plainText(child).trim()
            : fail(child, 'a quote holds text only'),
        );
        const last = paragraphs.at(-1) ?? '';
        const cite = paragraphs.length > 1 && CITE.test(last) ? last.replace(CITE, '') : undefined;
        const text = (cite ? paragraphs.slice(0, -1) : paragraphs).join(' ');
        return cite ? { type: 'quote', text, cite } : { type: 'quote', text };
      }
      default:
        return fail(
          node,
          `"${node.type}" is not supported here: use paragraphs, ## headings, - lists, > quotes and images`,
        );
    }
  });
}

/** Calls `each` on every node below `node`, depth first. */
function visit(node: Nodes, each: (node: Nodes) => void) {
  for (const child of childrenOf(node)) {
    each(child);
    visit(child, each);
  }
}

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
