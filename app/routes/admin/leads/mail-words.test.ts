import { describe, expect, it } from 'vitest';
import { mailWords } from './mail-words';

describe('mailWords', () => {
  it('says a given-up mail could not be sent, with its cause and where to retry it', () => {
    expect(mailWords({ mail: 'failed', mailError: 'SMTP 550' })).toBe(
      'The mail could not be sent: SMTP 550. Retry from Jobs that failed.',
    );
    expect(mailWords({ mail: 'pending', mailError: 'ECONNREFUSED' })).toBe(
      'Not mailed yet: it is retried automatically.',
    );
    expect(mailWords({ mail: 'sent', mailError: null })).toBe('Mailed to the office.');
    expect(mailWords({ mail: 'none', mailError: null })).toBe('');
  });
});
