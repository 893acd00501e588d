import { pageTarget } from './paginate';

/** JSON that is safe inside an inline `<script>` (no `</script>` can close it early). */
const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * An inline script for the first page of a paged list, run as the page is parsed: an old
 * `?page=N` link leaves for that page's own URL (or the Not Found destination when page N does
 * not exist) before any script loads. A static host serves the first page for every query, so
 * this is the only place the query can be read before the wrong posts show; the script also
 * hides its parent (the main content) so they never paint while the next page loads.
 * The targets come from `pageTarget`, so it agrees with the route's loaders.
 */
export function legacyPageScript(basePath: string, count: number, notFound: string): string {
  const targets = Object.fromEntries(
    Array.from({ length: count }, (_, index) => {
      const page = String(index + 1);
      return [page, pageTarget(basePath, page, count, notFound)];
    }),
  );
  return `(function(){var p=new URLSearchParams(location.search).get("page");if(p===null)return;var t=${inlineJson(targets)},u=Object.hasOwn(t,p)?t[p]:${inlineJson(notFound)};if(u===location.pathname)return;document.currentScript.parentElement.style.visibility="hidden";location.replace(u+location.hash)})()`;
}
