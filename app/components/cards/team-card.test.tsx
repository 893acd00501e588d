import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamMember } from '../../content/types';
import { TeamCard } from './team-card';

const member: TeamMember = {
  slug: 'ada-stone',
  name: 'Ada Stone',
  position: 'Site Inspector',
  category: 'inspector',
  image: { src: '/ada.svg', alt: 'Portrait of Ada Stone', width: 600, height: 700 },
  socials: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/in/ada', icon: 'linkedin' },
    { label: 'X', href: 'https://x.com/ada', icon: 'x' },
  ],
};

describe('TeamCard', () => {
  it('shows the portrait, name and role', () => {
    render(<TeamCard member={member} />);
    expect(screen.getByRole('img', { name: 'Portrait of Ada Stone' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ada Stone' })).toBeInTheDocument();
    expect(screen.getByText('Site Inspector')).toBeInTheDocument();
  });

  it('has no social links unless asked for', () => {
    render(<TeamCard member={member} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('links each profile in a new tab with a name that says whose and where', () => {
    render(<TeamCard member={member} showSocials />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName('Ada Stone on LinkedIn (opens in a new tab)');
    expect(links[1]).toHaveAttribute('href', 'https://x.com/ada');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
