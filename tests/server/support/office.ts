import { QUOTE_SWITCHABLE } from '../../../app/forms/quote-fields';
import { testToken } from './form-tokens';
import { reach, type Target } from './site';

/**
 * Saves the office settings screen as an owner's browser posts it: the spec's required quote
 * fields, the acknowledgement on and Los Angeles time unless `settings` says otherwise.
 */
export function saveOffice(
  target: Target,
  cookie: string,
  {
    timeZone = 'America/Los_Angeles',
    required = QUOTE_SWITCHABLE as readonly string[],
    acknowledge = true,
  }: { timeZone?: string; required?: readonly string[]; acknowledge?: boolean } = {},
) {
  const body = new URLSearchParams({ intent: 'save', timeZone, form_token: testToken() });
  for (const name of required) body.append('required', name);
  if (acknowledge) body.set('acknowledge', 'on');
  const { base, send } = reach(target);
  return send(`${base}/admin/office`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { Origin: base, cookie },
  });
}
