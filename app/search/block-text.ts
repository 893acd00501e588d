import type { Block } from '../content/types';

/** The plain text of long-text blocks, as sentences, for indexing and excerpts. */
export function blockText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'list') return `${block.items.join('. ')}.`;
      if (block.type === 'image') return block.caption ?? '';
      // A heading has no full stop of its own; without one it runs into the next sentence.
      return block.type === 'heading' ? `${block.text}.` : block.text;
    })
    .join(' ');
}
