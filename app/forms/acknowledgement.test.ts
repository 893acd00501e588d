import { describe, expect, it } from 'vitest';
import { acknowledgementMail } from './acknowledgement';

// The acknowledgement goes to whatever address was typed: it carries no typed words (issue 28).

const TYPED = {
  name: 'Visit https://evil.example now',
  email: 'victim@example.com',
  phone: '+1 555 0100 call this number',
  company: 'Prize Department',
  website: 'https://evil.example/claim',
  subject: 'You won a prize',
  message: 'Claim it at https://evil.example/claim before Friday',
};

const input = (overrides: object = {}) => ({
  kind: 'quote' as const,
  submission: {
    kind: 'quote' as const,
    ...TYPED,
    service: 'house-renovation',
    details: {
      siteAddress: '1 Phish Street',
      budget: '25k-50k',
      start: 'asap',
      visitTimes: 'see https://evil.example',
    },
  },
  reference: 'Q-00K7',
  answer: { words: 'by Monday 10 AM', at: '2026-11-30T18:00:00.000Z' },
  sentAt: 'Saturday, November 28, 2026 at 9:14 AM PST',
  contact: { phone: { display: '(555) 010-0000', href: 'tel:+15550100000' }, email: 'x' },
  serviceTitle: (slug: string) => (slug === 'house-renovation' ? 'House Renovation' : undefined),
  ...overrides,
});

describe('the visitor’s acknowledgement', () => {
  it('carries the reference, the choices made and what happens next, and nothing typed', () => {
    const mail = acknowledgementMail(input() as Parameters<typeof acknowledgementMail>[0]);
    expect(mail.subject).toMatch(/\(Q-00K7\)$/);
    expect(mail.body).toContain('Your reference: Q-00K7');
    expect(mail.body).toContain('We answer by Monday 10 AM.');
    expect(mail.body).toContain('Service: House Renovation');
    expect(mail.body).toContain('Budget: $25,000 to $50,000');
    expect(mail.body).toContain('Wants to start: As soon as possible');
    expect(mail.body).toContain('What happens next:');
    const text = `${mail.subject}\n${mail.body}`;
    for (const typed of [...Object.values(TYPED), '1 Phish Street', 'evil.example']) {
      expect(text).not.toContain(typed);
    }
  });

  it('leaves out a choice the site does not know rather than echo it', () => {
    const mail = acknowledgementMail(
      input({
        submission: {
          kind: 'message',
          ...TYPED,
          service: 'https://evil.example',
          details: { budget: 'https://evil.example' },
        },
        kind: 'message',
      }) as Parameters<typeof acknowledgementMail>[0],
    );
    expect(mail.body).not.toContain('evil.example');
    expect(mail.body).not.toContain('You chose:');
  });
});
