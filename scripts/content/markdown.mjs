// Markdown body → the typed blocks the site renders (app/content/types/media.ts), at build time.
// Paragraph and list text keep a plain copy (search, feed, summaries) and, when they carry
// links or emphasis, their HTML. Images on a line of their own become picture blocks.
import { toHtml } from 'hast-util-to-html';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { toString as plainText } from 'mdast-util-to-string';

const INLINE_MARKUP = new Set(['link', 'emphasis', 'strong', 'inlineCode', 'break', 'delete']);
const CITE = /^(?:—|--)\s*/;

const hasMarkup = (nodes) =>
  nodes.some((node) => INLINE_MARKUP.has(node.type) || (node.children && hasMarkup(node.children)));

/**
 * @param {string} markdown the body
 * @param {{ line: number, image: (src: string, alt: string, line: number) => unknown,
 *   link: (href: string, line: number) => string }} hooks
 *   `image` returns the block's image reference; `link` checks a link and returns its final href.
 */
export function markdownToBlocks(markdown, hooks) {
  const tree = fromMarkdown(markdown);
  const at = (node) => (node.position?.start.line ?? 1) + hooks.line - 1;
  const fail = (node, message) => {
    throw new Error(`line ${at(node)}: ${message}`);
  };
  const inline = (node) => {
    visitLinks(node, (link) => {
      link.url = hooks.link(link.url, at(link));
    });
    visitImages(node, (image) =>
      fail(image, 'an image must stand on a line of its own: ![alt text](photo.jpg)'),
    );
    const text = plainText(node).replace(/\s+/g, ' ').trim();
    if (!hasMarkup(node.children ?? [])) return { text };
    // Converted as a paragraph and serialised without it: the caller decides the element.
    const paragraph = toHast({ type: 'paragraph', children: node.children });
    return { text, html: toHtml(paragraph.children).replace(/\s*\n\s*/g, ' ') };
  };

  return tree.children.map((node) => {
    switch (node.type) {
      case 'heading':
        return { type: 'heading', text: plainText(node).trim() };
      case 'paragraph': {
        const [only] = node.children;
        if (node.children.length === 1 && only.type === 'image') {
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
          if (item.children.length !== 1 || item.children[0].type !== 'paragraph') {
            fail(item, 'a list item must be one line of text (no nested lists)');
          }
          return inline(item.children[0]);
        });
        const list = { type: 'list', items: items.map((item) => item.text) };
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

function visitLinks(node, visit) {
  for (const child of node.children ?? []) {
    if (child.type === 'link') visit(child);
    visitLinks(child, visit);
  }
}

function visitImages(node, visit) {
  for (const child of node.children ?? []) {
    if (child.type === 'image' || child.type === 'imageReference') visit(child);
    visitImages(child, visit);
  }
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
