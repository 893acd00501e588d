import { Quote } from 'lucide-react';
import type { Block } from '../content/types';
import { Picture } from './picture';

/** Props of {@link BlockContent}. */
export interface BlockContentProps {
  /** The long text, as typed blocks. */
  blocks: readonly Block[];
  /** Level of the headings inside the text; h2 directly under a page h1, h3 under a section h2. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * Renders long text (service write-ups, blog bodies) from typed blocks:
 * the one place that decides how paragraphs, headings, lists and quotes look.
 */
export function BlockContent({
  blocks,
  headingLevel: Heading = 'h2',
  className = '',
}: BlockContentProps) {
  return (
    <div className={`flex flex-col gap-5 text-lg leading-relaxed text-fg-muted ${className}`}>
      {blocks.map((block, index) => {
        // Blocks are static and never reordered, so the index is a stable key.
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading':
            return (
              <Heading key={key} className="mt-4 text-h3 text-fg first:mt-0 md:text-2xl">
                {block.text}
              </Heading>
            );
          case 'list':
            return (
              <ul key={key} className="flex flex-col gap-2 pl-1">
                {block.items.map((item, itemIndex) => (
                  <li key={item} className="flex gap-3">
                    <span aria-hidden="true" className="mt-3 h-0.5 w-4 shrink-0 bg-accent" />
                    <RichText text={item} html={block.html?.[itemIndex]} />
                  </li>
                ))}
              </ul>
            );
          case 'quote':
            return (
              <figure
                key={key}
                className="relative my-2 rounded-lg border-l-4 border-accent bg-surface-muted p-6 md:p-8"
              >
                <Quote aria-hidden="true" className="mb-3 size-8 text-accent-text" />
                <blockquote className="text-xl font-semibold leading-snug text-fg md:text-2xl">
                  <p>{block.text}</p>
                </blockquote>
                {block.cite && (
                  <figcaption className="mt-4 text-sm font-semibold uppercase tracking-wider text-fg-muted">
                    {block.cite}
                  </figcaption>
                )}
              </figure>
            );
          case 'image':
            return (
              <figure key={key} className="my-2 flex flex-col gap-3">
                <Picture
                  image={block.image}
                  sizes="(min-width: 80rem) 50rem, (min-width: 64rem) 60vw, 100vw"
                  className="h-auto w-full rounded-lg object-cover"
                />
                {block.caption && (
                  <figcaption className="text-sm text-fg-muted">{block.caption}</figcaption>
                )}
              </figure>
            );
          default:
            return <RichText key={key} as="p" text={block.text} html={block.html} />;
        }
      })}
    </div>
  );
}

/** Links in content text: underlined, in the link colour, with a visible hover. */
const LINKS =
  '[&_a]:text-link [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent-text [&_code]:font-mono';

/**
 * Plain text, or the HTML the content step rendered from Markdown at build time (links and
 * emphasis only; it comes from the company's own files, never from a visitor).
 */
function RichText({
  as: Tag = 'span',
  text,
  html,
}: {
  as?: 'p' | 'span';
  text: string;
  html?: string;
}) {
  if (html === undefined) return <Tag>{text}</Tag>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML rendered at build from the site's own Markdown.
  return <Tag className={LINKS} dangerouslySetInnerHTML={{ __html: html }} />;
}
