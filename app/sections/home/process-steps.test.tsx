import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { processSteps } from '../../content';
import { countOf } from '../../lib/count-words';
import { ProcessSteps } from './process-steps';

const lead = () => screen.getByRole('heading', { level: 2 }).parentElement?.textContent ?? '';

describe('ProcessSteps', () => {
  it('counts the steps it shows in its lead', () => {
    render(<ProcessSteps steps={processSteps} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(processSteps.length);
    const counted = countOf(processSteps.length, 'step', 'steps', { capital: true });
    expect(lead()).toContain(`${counted}, each with a written sign-off`);
  });

  it('says five when a fifth step is added, and one step in the singular', () => {
    const fifth = { number: '05', title: 'Aftercare', description: 'A visit a year later.' };
    const { unmount } = render(<ProcessSteps steps={[...processSteps.slice(0, 4), fifth]} />);
    expect(lead()).toContain('Five steps, each with a written sign-off');
    unmount();
    render(<ProcessSteps steps={processSteps.slice(0, 1)} />);
    expect(lead()).toContain('One step, each with a written sign-off');
  });
});
