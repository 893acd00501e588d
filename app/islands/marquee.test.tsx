import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsultingSection } from '../sections/home/consulting-section';
import { PortfolioTicker } from '../sections/home/portfolio-ticker';
import { start } from './marquee';

const items = ['Community', 'Healthcare', 'Seaside'].map((label) => ({
  label,
  to: `/portfolio/${label.toLowerCase()}`,
}));

/** A section's server HTML with the island started on it, as the boot does. */
function serve(section: React.ReactNode): HTMLElement {
  document.body.innerHTML = renderToString(<MemoryRouter>{section}</MemoryRouter>);
  const element = document.querySelector<HTMLElement>('[data-island="marquee"]');
  if (!element) throw new Error('no marquee island in the markup');
  start(element);
  return element;
}
const serveTicker = () => serve(<PortfolioTicker items={items} />);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('marquee island (portfolio ticker)', () => {
  it('its pause control stops and restarts the rows, naming and drawing its state', () => {
    const element = serveTicker();
    const row = element.querySelector('.marquee');
    expect(row).not.toHaveAttribute('data-paused');
    const button = screen.getByRole('button', { name: 'Pause project ticker' });
    expect(button).toHaveAttribute('data-paused', 'false');
    fireEvent.click(button);
    expect(row).toHaveAttribute('data-paused');
    expect(button).toHaveAccessibleName('Play project ticker');
    expect(button).toHaveAttribute('data-paused', 'true');
    fireEvent.click(button);
    expect(row).not.toHaveAttribute('data-paused');
    expect(button).toHaveAccessibleName('Pause project ticker');
  });

  it('a row returns to its start when keyboard focus leaves it', () => {
    const element = serveTicker();
    const row = element.querySelector<HTMLElement>('.marquee');
    if (!row) throw new Error('no row');
    const link = screen.getByRole('link', { name: 'Seaside' });
    link.focus();
    row.scrollLeft = 120;
    fireEvent.focusOut(link, { relatedTarget: screen.getByRole('link', { name: 'Community' }) });
    expect(row.scrollLeft).toBe(120);
    fireEvent.focusOut(link, { relatedTarget: screen.getByRole('button') });
    expect(row.scrollLeft).toBe(0);
  });
});

describe('marquee island (consulting rows)', () => {
  it('one pause control stops and restarts both rows', () => {
    const element = serve(
      <ConsultingSection
        counter={{ value: 25, suffix: '+', label: 'Years of consulting' }}
        heading="Consulting"
        text="Sectors we build for."
        categories={items}
      />,
    );
    const rows = Array.from(element.querySelectorAll('.marquee'));
    expect(rows).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Pause sector rows' }));
    expect(rows.every((row) => row.hasAttribute('data-paused'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Play sector rows' }));
    expect(rows.some((row) => row.hasAttribute('data-paused'))).toBe(false);
  });
});
