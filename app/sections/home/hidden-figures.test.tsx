/**
 * A figure the office hid (an empty group or list in the stats document) leaves its badge or
 * band out cleanly: no empty box, no stray heading (issue 32, "Figures and claims").
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { experience, reviewsBadge, siteArt } from '../../content';
import type { ExperienceClaim } from '../../content/types';
import { CountersBand } from '../counters-band';
import { AwardsList } from './awards-list';
import { Certifications } from './certifications';
import { ConsultingSection } from './consulting-section';
import { ExperienceBlock } from './experience-block';
import { HomeBanner } from './home-banner';
import { StatsBand } from './stats-band';

const banner = (proof?: { value: string; label: string }) => (
  <MemoryRouter>
    <HomeBanner
      eyebrow="Build"
      heading="Building Construction Solutions"
      text="Homes and workplaces."
      image={siteArt.hero}
      primary={{ label: 'Get Started', to: '/request-quote' }}
      proof={proof}
    />
  </MemoryRouter>
);

describe('a hidden figure', () => {
  it('shows the banner’s badge from the stats document, and none when hidden', () => {
    const { unmount } = render(banner(reviewsBadge ?? undefined));
    expect(screen.getByText(reviewsBadge?.value ?? 'missing')).toBeTruthy();
    unmount();
    render(banner(undefined));
    expect(screen.queryByText(/Client reviews/)).toBeNull();
  });

  it('leaves the experience badge and promises out, the heading staying', () => {
    const block = (claim: ExperienceClaim | null) => (
      <MemoryRouter>
        <ExperienceBlock
          image={siteArt.experience}
          foundedYear={1989}
          currentYear={2026}
          quoteTo="/request-quote"
          claim={claim}
        />
      </MemoryRouter>
    );
    const { unmount } = render(block(experience));
    expect(screen.getByText('37+')).toBeTruthy();
    unmount();
    render(block(null));
    expect(screen.queryByText('37+')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('heading', { name: /since 1989/ })).toBeTruthy();
  });

  it('draws no band or section at all when every counter, certificate or award is removed', () => {
    const { container } = render(
      <>
        <CountersBand counters={[]} />
        <StatsBand highlight={null} stats={[]} />
        <Certifications items={[]} />
        <AwardsList awards={[]} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('keeps the consulting section without its figure', () => {
    render(
      <MemoryRouter>
        <ConsultingSection
          counter={null}
          heading="Consulting for every kind of building"
          text="Advice first."
          categories={[{ label: 'Residential', to: '/portfolio' }]}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { name: 'Consulting for every kind of building' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Years of Consulting/i)).toBeNull();
  });
});
