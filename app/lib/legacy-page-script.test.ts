import { describe, expect, it, vi } from 'vitest';
import { legacyPageScript } from './legacy-page-script';

const script = legacyPageScript('/blog', 2, '/404-error');

/** Runs the script against a stand-in page at `url`; returns where it sent the visitor. */
function run(url: string) {
  const { pathname, search, hash } = new URL(url, 'https://example.com');
  const replace = vi.fn();
  const parent = { style: { visibility: '' } };
  const document = { currentScript: { parentElement: parent } };
  new Function('location', 'document', script)({ pathname, search, hash, replace }, document);
  return { to: replace.mock.calls[0]?.[0], visibility: parent.style.visibility };
}

describe('legacyPageScript', () => {
  it("sends ?page=N to the page's own URL and hides the content meanwhile", () => {
    expect(run('/blog?page=2')).toEqual({ to: '/blog/page/2', visibility: 'hidden' });
    expect(run('/blog?page=2#top')).toEqual({ to: '/blog/page/2#top', visibility: 'hidden' });
  });

  it('sends a page that does not exist, or any other value, to the Not Found destination', () => {
    for (const value of ['3', '0', '02', 'x', '', 'constructor', '__proto__'])
      expect(run(`/blog?page=${value}`).to, value).toBe('/404-error');
  });

  it('leaves the first page alone without a query or with ?page=1', () => {
    expect(run('/blog')).toEqual({ to: undefined, visibility: '' });
    expect(run('/blog?page=1')).toEqual({ to: undefined, visibility: '' });
  });

  it('cannot be closed early by the markup around it', () => {
    expect(legacyPageScript('/</script>', 1, '/x')).not.toContain('</script>');
  });
});
