import { isServerOnlyPath } from './server-paths';

/** A site-internal link written in a content file's body. */
export interface ContentLink {
  /** The content file, relative to the project. */
  file: string;
  /** The link as written (after `other-post.md` became its address). */
  href: string;
}

/**
 * The links that lead nowhere: not a pre-rendered page, not a server page, not a file in the
 * build. The build fails on any, naming the file, so a visitor never follows a dead link.
 */
export function brokenContentLinks(
  links: readonly ContentLink[],
  pages: readonly string[],
  isFile: (path: string) => boolean,
): string[] {
  const known = new Set(pages.map((page) => page.replace(/\/$/, '') || '/'));
  return links
    .filter(({ href }) => {
      const path = (href.split(/[?#]/)[0] ?? '').replace(/\/$/, '') || '/';
      return (
        !known.has(path) && !path.startsWith('/search') && !isServerOnlyPath(path) && !isFile(path)
      );
    })
    .map(({ file, href }) => `${file}: the link "${href}" leads to no page of the site`);
}
