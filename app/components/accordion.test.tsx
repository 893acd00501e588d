import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = ['One', 'Two', 'Three'].map((title) => ({
  id: title,
  title,
  content: <p>{title} answer</p>,
}));

describe('Accordion', () => {
  it('opens the first panel by default and groups panels under one name', () => {
    const { container } = render(<Accordion name="faq" items={items} />);
    const panels = container.querySelectorAll('details');
    expect(panels).toHaveLength(3);
    expect(panels[0]).toHaveAttribute('open');
    expect(panels[1]).not.toHaveAttribute('open');
    for (const panel of panels) expect(panel).toHaveAttribute('name', 'faq');
  });

  it('shows each title in a summary, in order', () => {
    render(<Accordion name="faq" items={items} />);
    const titles = Array.from(document.querySelectorAll('summary')).map((s) => s.textContent);
    expect(titles).toEqual(['One', 'Two', 'Three']);
    expect(screen.getByText('One answer')).toBeInTheDocument();
  });

  it('can start with every panel closed', () => {
    const { container } = render(<Accordion name="x" items={items} defaultOpen={-1} />);
    expect(container.querySelectorAll('details[open]')).toHaveLength(0);
  });
});
