/**
 * A body's live preview: the Markdown through the site's own pipeline (the build's and the
 * store's markdownToBlocks, links checked against every item), as the blocks BlockContent
 * renders; or the pipeline's own sentence naming the line at fault.
 */

import { checkLink } from '../../../../../common/links.ts';
import { markdownToBlocks } from '../../../../../common/markdown.ts';
import { mediaUrl } from '../../../../../common/media-url';
import { fillPlaceholders } from '../../../../../common/placeholders.ts';
import type { Services } from '../../../../../server/services';
import type { Block, Image } from '../../../../content/types';
import { officeBodyProblem } from '../form/office-words';

export type BodyPreview =
  | { blocks: Block[]; error?: undefined }
  | { blocks?: undefined; error: string };

/** Every item's slug of the linkable collections (drafts too: the store checks the same). */
async function linkableSlugs(services: Services) {
  const slugs: Record<string, Set<string>> = {};
  for (const collection of ['posts', 'services', 'projects']) {
    const items = await services.content.editor.list(collection);
    slugs[collection] = new Set(items.map((item) => item.slug));
  }
  return slugs;
}

export async function bodyPreview(services: Services, body: string): Promise<BodyPreview> {
  const slugs = await linkableSlugs(services);
  const media = new Map((await services.content.media.list()).map((m) => [m.name, m]));
  try {
    const blocks = markdownToBlocks(fillPlaceholders(body), {
      line: 1,
      image: (src: string, alt: string, line: number): Image => {
        const found = media.get(src);
        if (!found) throw new Error(`line ${line}: no stored picture "${src}"`);
        return { src: mediaUrl(found.name), alt, width: found.width, height: found.height };
      },
      link: (href: string, line: number) => checkLink(href, slugs, line),
    }) as Block[];
    return { blocks };
  } catch (error) {
    // In the office's words, as the form's problems are (form/office-words.ts).
    return { error: officeBodyProblem(error instanceof Error ? error.message : String(error)) };
  }
}
