import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contactDetails } from '../../content/contact';
import { contactView } from '../../content/contact-view';
import { site } from '../../content/site';
import type { ContactView } from '../../content/types';
import { ContactContext } from '../use-contact';
import { SiteFooter } from './site-footer';

/** The seed's contact details, as the root loader gives them before the office edits any. */
const seedContact = contactView(contactDetails);

const image = { src: '/x.svg', alt: 'A site', width: 80, height: 80 };
const posts = [
  {
    slug: 'first-post',
    title: 'First post',
    day: 12,
    month: 'March',
    published: '2026-03-12',
    image,
  },
  {
    slug: 'second-post',
    title: 'Second post',
    day: 9,
    month: 'March',
    published: '2026-03-09',
    image,
  },
];

function renderFooter(year = 2031, contact: ContactView = seedContact) {
  render(
    <MemoryRouter>
      <ContactContext value={contact}>
        <SiteFooter posts={posts} year={year} />
      </ContactContext>
    </MemoryRouter>,
  );
  return { footer: screen.getByRole('contentinfo') };
}

const linksUnder = (heading: string) => {
  const list = screen.getByRole('heading', { name: heading }).parentElement?.querySelector('ul');
  return within(list as HTMLElement)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('SiteFooter', () => {
  it('invites the visitor to get started with their dream project', () => {
    renderFooter();
    expect(screen.getByRole('heading', { name: /dream project awaits/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /get started/i })).toHaveAttribute(
      'href',
      '/request-quote',
    );
  });

  it('lists exactly the quick links and support links of the spec', () => {
    renderFooter();
    expect(linksUnder('Quick links')).toEqual([
      ['About Us', '/about-us'],
      ['Blog', '/blog'],
      ['Testimonials', '/testimonial'],
      ['Contact Us', '/contact-us'],
    ]);
    expect(linksUnder('Support')).toEqual([
      ['Term & Conditions', '/contact-us'],
      ['Privacy policy', '/contact-us'],
    ]);
  });

  it('links every social network of the brand in a new tab', () => {
    renderFooter();
    const socials = screen.getAllByRole('link', { name: /on .+ \(opens in a new tab\)/ });
    expect(socials.map((link) => link.getAttribute('href'))).toEqual(
      seedContact.socials.map((social) => social.href),
    );
    for (const link of socials) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows every office with a map link that opens in a new tab', () => {
    renderFooter();
    const maps = screen.getAllByRole('link', { name: /opens maps in a new tab/ });
    expect(maps).toHaveLength(seedContact.offices.length);
    seedContact.offices.forEach((office, index) => {
      expect(maps[index]?.textContent).toContain(office.label);
      expect(maps[index]).toHaveAttribute('href', office.mapHref);
    });
    for (const link of maps) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the published contact details it is given, not the seed’s', () => {
    const published = contactView({
      ...contactDetails,
      offices: contactDetails.offices.map((office, index) =>
        index === 0 ? { ...office, phone: '+1 (555) 010-7788', street: '9 Quay Road' } : office,
      ),
    });
    renderFooter(2031, published);
    const footer = screen.getByRole('contentinfo');
    const calls = within(footer).getAllByRole('link', { name: /\+1 \(555\) 010-7788/ });
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toHaveAttribute('href', 'tel:+15550107788');
    expect(footer.textContent).toContain('9 Quay Road');
    expect(footer.textContent).not.toContain(seedContact.phone.display);
  });

  it('links the recent posts with their day and month', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'First post' })).toHaveAttribute(
      'href',
      '/blog/first-post',
    );
    expect(screen.getByText('12 March')).toBeInTheDocument();
  });

  it('shows the copyright line with the year it is given and the company name', () => {
    renderFooter(2031);
    expect(screen.getByText(`© 2031 ${site.name}`, { exact: false })).toBeInTheDocument();
  });

  it('signs up with a plain post form to /newsletter (what it does with script: its island)', () => {
    renderFooter();
    const form = screen.getByRole('form', { name: 'Subscribe to our newsletter' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter');
    expect(form).toHaveAttribute('data-island', 'site-form');
  });
});
