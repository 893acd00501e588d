import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Service } from '../content/types';
import { ServiceHoverList } from '../sections/home/service-hover-list';
import { start } from './service-hover-list';

const services = ['One', 'Two', 'Three', 'Four'].map(
  (title, index): Service => ({
    slug: title.toLowerCase(),
    number: `0${index + 1}`,
    icon: 'layers',
    title: `Service ${title}`,
    description: `About ${title}`,
    image: { src: `/${title}.svg`, alt: title, width: 1200, height: 800 },
    body: [],
    checklist: [],
  }),
);

/** The panels as the server renders them, with their island started. */
function serverPanels() {
  document.body.innerHTML = renderToString(
    <MemoryRouter>
      <ServiceHoverList services={services} getPath={(slug) => `/services/${slug}`} />
    </MemoryRouter>,
  );
  const section = document.querySelector<HTMLElement>('[data-island="service-hover-list"]');
  if (!section) throw new Error('no service list island in the markup');
  start(section);
  return screen.getAllByRole('listitem');
}

const activeTitles = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-active'))
    .map((item) => item.querySelector('h3')?.textContent);

const part = (item: HTMLElement | undefined, name: string) =>
  item?.querySelector(`[data-service-part="${name}"]`);

describe('the service hover list island', () => {
  it('starts from the server markup: every service linked to its page, the first expanded', () => {
    expect(serverPanels()).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Service Three' })).toHaveAttribute(
      'href',
      '/services/three',
    );
    expect(activeTitles()).toEqual(['Service One']);
  });

  it('expands the hovered panel and collapses the others, looks included', () => {
    const items = serverPanels();
    fireEvent.pointerEnter(items[2] as HTMLElement);
    expect(activeTitles()).toEqual(['Service Three']);
    expect(items[2]).toHaveClass('bg-inverse-bg');
    expect(part(items[2], 'reveal')).toHaveClass('grid-rows-[1fr]');
    expect(part(items[2], 'picture')).toHaveClass('opacity-100');
    expect(part(items[2], 'text')).toHaveClass('text-inverse-muted');
    expect(items[0]).toHaveClass('bg-surface');
    expect(items[0]).not.toHaveClass('bg-inverse-bg');
    expect(part(items[0], 'reveal')).toHaveClass('grid-rows-[0fr]');
    expect(part(items[0], 'icon')).toHaveClass('bg-surface-muted');
  });

  it('expands the panel that receives keyboard focus', () => {
    serverPanels();
    screen.getByRole('link', { name: 'Service Four' }).focus();
    expect(activeTitles()).toEqual(['Service Four']);
  });
});
