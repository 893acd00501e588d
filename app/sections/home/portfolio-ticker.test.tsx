import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PortfolioTicker } from './portfolio-ticker';

const items = ['Community', 'Healthcare', 'Seaside'].map((label) => ({
  label,
  to: `/portfolio/${label.toLowerCase()}`,
}));

function Page() {
  return <PortfolioTicker items={items} />;
}
const Stub = createRoutesStub([{ path: '/', Component: Page }]);
const renderTicker = () => render(<Stub />);

describe('PortfolioTicker', () => {
  it('exposes each project link once; the looping copy is hidden and inert', () => {
    const { container } = renderTicker();
    const list = screen.getByRole('list', { name: 'Portfolio projects' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/portfolio/community', '/portfolio/healthcare', '/portfolio/seaside']);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    const copies = container.querySelectorAll('.marquee-copy');
    expect(copies).toHaveLength(2);
    expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
    expect(copies[1]).toHaveAttribute('inert');
  });

  it('has a visible pause control that stops and restarts the ticker', () => {
    const { container } = renderTicker();
    const marquee = container.querySelector('.marquee');
    expect(marquee).not.toHaveAttribute('data-paused');
    fireEvent.click(screen.getByRole('button', { name: 'Pause project ticker' }));
    expect(marquee).toHaveAttribute('data-paused');
    fireEvent.click(screen.getByRole('button', { name: 'Play project ticker' }));
    expect(marquee).not.toHaveAttribute('data-paused');
  });
});
