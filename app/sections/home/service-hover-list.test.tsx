import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Service } from '../../content/types';
import { ServiceHoverList } from './service-hover-list';

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

function Page() {
  return <ServiceHoverList services={services} getPath={(slug) => `/services/${slug}`} />;
}
const Stub = createRoutesStub([{ path: '/', Component: Page }]);

function renderList() {
  render(<Stub />);
  return screen.getAllByRole('listitem');
}

const activeTitles = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-active'))
    .map((item) => item.querySelector('h3')?.textContent);

describe('ServiceHoverList', () => {
  it('lists every service with a link to its page and expands the first', async () => {
    const items = renderList();
    expect(items).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Service Three' })).toHaveAttribute(
      'href',
      '/services/three',
    );
    expect(activeTitles()).toEqual(['Service One']);
  });

  it('expands the hovered item and collapses the others', () => {
    const items = renderList();
    fireEvent.pointerEnter(items[2] as HTMLElement);
    expect(activeTitles()).toEqual(['Service Three']);
  });

  it('expands the item that receives keyboard focus', () => {
    renderList();
    act(() => screen.getByRole('link', { name: 'Service Four' }).focus());
    expect(activeTitles()).toEqual(['Service Four']);
  });
});
