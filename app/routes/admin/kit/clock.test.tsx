import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClockNote, CompanyClock, CompanyTime, wallClock, zoneWords } from './clock';

describe('the company clock', () => {
  it('shows a stored UTC time on the company’s wall clock, summer and winter', () => {
    // 15:00 UTC is 08:00 in Los Angeles in summer (PDT, -7) and 07:00 in winter (PST, -8).
    expect(wallClock('2026-06-05T15:00:00Z', 'America/Los_Angeles')).toBe('Fri 5 Jun 2026, 08:00');
    expect(wallClock('2026-12-04T15:00:00Z', 'America/Los_Angeles')).toBe('Fri 4 Dec 2026, 07:00');
    // Past midnight in UTC, still the evening before on the company's clock.
    expect(wallClock('2026-03-01T05:30:00Z', 'America/New_York')).toBe('Sun 1 Mar 2026, 00:30');
    expect(wallClock('2026-03-01T04:30:00Z', 'America/New_York')).toBe('Sat 28 Feb 2026, 23:30');
    expect(wallClock('2026-06-05T15:00:00Z', 'Europe/London')).toBe('Fri 5 Jun 2026, 16:00');
  });

  it('names the zone once, in words and as the settings have it', () => {
    expect(zoneWords('America/Los_Angeles')).toBe('Pacific Time (America/Los_Angeles)');
    expect(zoneWords('UTC')).toMatch(/UTC/);
  });

  it('renders each time as <time datetime> without the zone, and the zone in one note', () => {
    const { container } = render(
      <CompanyClock zone="Europe/London">
        <ClockNote />
        <p>
          <CompanyTime iso="2026-01-10T09:05:00Z" /> and <CompanyTime iso="2026-07-10T09:05:00Z" />
        </p>
      </CompanyClock>,
    );
    const times = container.querySelectorAll('time');
    expect([...times].map((time) => time.getAttribute('datetime'))).toEqual([
      '2026-01-10T09:05:00Z',
      '2026-07-10T09:05:00Z',
    ]);
    expect([...times].map((time) => time.textContent)).toEqual([
      'Sat 10 Jan 2026, 09:05',
      'Fri 10 Jul 2026, 10:05',
    ]);
    expect(screen.getByText(/Times are on the company’s clock/).textContent).toContain(
      'Europe/London',
    );
    expect(container.textContent?.match(/Europe\/London/g)).toHaveLength(1);
  });
});
