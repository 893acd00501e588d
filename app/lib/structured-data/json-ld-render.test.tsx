import { render, waitFor } from '@testing-library/react';
import { createRoutesStub, Meta } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonLdMeta } from './json-ld';

/** A page that renders only the document's meta tags. */
function MetaOnly() {
  return <Meta />;
}

describe('jsonLdMeta rendered by the router', () => {
  it('writes one application/ld+json script whose text cannot close it early', async () => {
    const title = 'Tiles </script><script>alert(1)</script> & grout';
    const Stub = createRoutesStub([
      {
        path: '/',
        meta: () => [jsonLdMeta([{ '@type': 'Thing', name: title }])],
        Component: MetaOnly,
      },
    ]);
    const { container } = render(<Stub />);
    const script = await waitFor(() => {
      const found = container.querySelector('script[type="application/ld+json"]');
      if (!found) throw new Error('no JSON-LD script yet');
      return found;
    });
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(script.innerHTML).not.toContain('<');
    expect(script.innerHTML).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script.innerHTML)['@graph'][0].name).toBe(title);
  });
});
