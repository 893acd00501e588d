import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { services } from '../../content';
import { pageIntros } from '../../content/generated/pages';
import { buildTimeLoaderArgs } from '../../lib/fixtures/loader-args';
import { fillIntro } from '../../lib/intro-placeholders';
import Services, { loader, meta } from './services';

type ServicesProps = Parameters<typeof Services>[0];
type LoaderData = Awaited<ReturnType<typeof loader>>;

/** What the page under test is given (set by renderServices before it renders). */
let shown: LoaderData | undefined;

function Page() {
  return <Services {...({ loaderData: shown } as unknown as ServicesProps)} />;
}
const Stub = createRoutesStub([{ path: '/', Component: Page }]);

/** The services page as its loader gives it at build time (the seed). */
async function renderServices() {
  shown = await loader(buildTimeLoaderArgs('/services'));
  render(<Stub />);
  const heading = await screen.findByRole('heading', { level: 2 });
  const grid = document.querySelector<HTMLElement>('[data-services-grid]');
  if (!grid) throw new Error('the services grid is missing');
  return { heading, cards: within(grid).getAllByRole('listitem'), data: shown };
}

const intro = () => document.querySelector('#services-heading')?.parentElement?.textContent ?? '';

// The words are the office's (content/settings/pages.yml): the test takes them from the seed,
// never from here, so an edit the editor accepts keeps it green.
describe('/services', () => {
  it('shows the introduction of the pages document, with {count} filled from the cards it lists', async () => {
    const { heading, cards, data } = await renderServices();
    expect(cards).toHaveLength(services.length);
    const expected = fillIntro(pageIntros.services, { count: cards.length });
    expect(data.intro).toEqual(expected);
    expect(heading).toHaveTextContent(expected.title);
    expect(intro()).toContain(expected.eyebrow);
    expect(intro()).toContain(expected.lead);
    expect(intro()).not.toMatch(/[{}]/);
  });

  it('takes its meta description from the loader', async () => {
    const data = await loader(buildTimeLoaderArgs('/services'));
    const tags = meta({ loaderData: data } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ name: 'description', content: data.intro.description });
    expect(data.intro.description).not.toContain('{{');
  });
});
