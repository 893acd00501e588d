import { describe, expect, it } from 'vitest';
import { officeMail } from './compose.ts';

// Through the app (an owner's server and address, a message posted): tests/server/mail-screen.test.ts.

const QUOTE = {
  kind: 'quote' as const,
  name: 'Rosa Diaz',
  email: 'rosa.diaz@example.com',
  phone: '+1 555 0101',
  message: 'A new deck.',
};

describe("the office's new-lead mail", () => {
  it("links to the lead's page under the site's address, with no personal data in the link", () => {
    const mail = officeMail(
      QUOTE,
      42,
      'office@example.com',
      undefined,
      undefined,
      'https://www.example.com',
    );
    const links = mail.body.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toEqual(['https://www.example.com/admin/leads/42']);
    expect(mail.body).toContain('Open the lead: https://www.example.com/admin/leads/42\n');
  });
});
