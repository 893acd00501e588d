// Links written in content bodies. Another item can be linked by its file name
// ([our flooring work](../services/flooring-installation.md)) or its address
// (/services/flooring-installation); a missing item fails here (the build's content step, the
// editor's preview and checks, the server's reads), any other missing page at the end of the
// build (react-router.config.ts checks `contentLinks` against every page).

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SECTION: Record<string, string> = {
  posts: '/blog',
  services: '/services',
  projects: '/portfolio',
};

/** The link's final href; throws when it names a content item that does not exist. */
export function checkLink(
  href: string,
  slugs: Record<string, ReadonlySet<string>>,
  line: number,
): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    // Only links a visitor can safely follow: no javascript:, data: or file: addresses.
    if (SAFE_SCHEMES.has(scheme)) return href;
    throw new Error(
      `line ${line}: link "${href}": only https://, http://, mailto: and tel: links are allowed`,
    );
  }
  if (href.startsWith('#')) return href;
  const file = /^(?:\.\.\/(posts|services|projects)\/|\.\/)?([a-z0-9-]+)\.md(#.*)?$/.exec(href);
  if (file) {
    const collection = file[1];
    const slug = file[2] ?? '';
    const candidates = collection ? [collection] : Object.keys(SECTION);
    const found = candidates.find((name) => slugs[name]?.has(slug));
    if (!found) throw new Error(`line ${line}: link "${href}": there is no such content file`);
    return `${SECTION[found]}/${slug}${file[3] ?? ''}`;
  }
  if (!href.startsWith('/')) {
    throw new Error(
      `line ${line}: link "${href}": write a site address starting with / or a content file name (other-post.md)`,
    );
  }
  const [path] = href.split(/[?#]/);
  for (const [name, base] of Object.entries(SECTION)) {
    const match = new RegExp(`^${base}/([^/]+)$`).exec(path ?? '');
    if (match && !(name === 'posts' && match[1] === 'page') && !slugs[name]?.has(match[1] ?? '')) {
      throw new Error(
        `line ${line}: link "${href}": there is no ${name.slice(0, -1)} "${match[1]}"`,
      );
    }
  }
  return href;
}
