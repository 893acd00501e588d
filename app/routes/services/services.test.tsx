import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { services } from '../../content';
import { countOf } from '../../lib/count-words';
import { buildTimeLoaderArgs } from '../../lib/fixtures/loader-args';
import Services, { loader } from './services';

type ServicesProps = Parameters<typeof Services>[0];

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** What the page under test is given (set by renderServices before it renders). */
let shown: LoaderData = { services: [] };

function Page() {
  return <Services {...({ loaderData: shown } as unknown as ServicesProps)} />;
}
const Stub = createRoutesStub([{ path: '/', Component: Page }]);

/** The services page with the cards its loader gives, plus `extra` copies (a seventh service …). */
async function renderServices(extra = 0) {
  const data = await loader(buildTimeLoaderArgs());
  const first = data.services[0];
  if (!first) throw new Error('the content has no service');
  const added = Array.from({ length: extra }, (_, index) => ({
    ...first,
    slug: `added-service-${index + 1}`,
    title: `Added Service ${index + 1}`,
  }));
  shown = { services: [...data.services, ...added] };
  render(<Stub />);
  await screen.findByRole('heading', { level: 2, name: /under one roof/ });
  const grid = document.querySelector<HTMLElement>('[data-services-grid]');
  if (!grid) throw new Error('the services grid is missing');
  return { cards: within(grid).getAllByRole('listitem'), count: shown.services.length };
}

const lead = () => document.querySelector('#services-heading')?.parentElement?.textContent ?? '';

describe('/services', () => {
  it('says how many specialist teams there are: as many as the cards it shows', async () => {
    const { cards, count } = await renderServices();
    expect(cards).toHaveLength(services.length);
    const teams = countOf(count, 'specialist team', 'specialist teams', { capital: true });
    expect(lead()).toContain(`${teams} who plan together`);
  });

  it('counts a seventh service when one is added', async () => {
    const { cards } = await renderServices(7 - services.length);
    expect(cards).toHaveLength(7);
    expect(lead()).toContain('Seven specialist teams who plan together');
    expect(lead()).not.toMatch(/\bSix\b/);
  });
});
