/**
 * The Quote panel's changes on the lead screen (decision 059): `quote-save` keeps the draft (the
 * preview then shows it), `quote-send` saves and sends it. Answered as the lead screen's other
 * changes are (LeadActionData): what happened, or why not and at which field.
 */
import { data } from 'react-router';
import { DESCRIPTION_MAX, LINES_MAX, type TypedLine } from '../../../../common/quote-money';
import { isRefusal, refusal } from '../../../../common/refusal';
import type { Services } from '../../../../server/services';
import type { SignedIn } from '../../../../server/store/sessions';
import type { QuoteUploads } from '../../../forms/quote-files';
import { field } from '../../../server/admin-session.server';
import type { LeadActionData } from '../leads/lead-data';

const TERMS_READ = 5001;

/** The typed lines, in order, as far as the form sends them. */
export function typedLines(form: FormData): TypedLine[] {
  const lines: TypedLine[] = [];
  for (let index = 0; index < LINES_MAX + 5; index++) {
    const name = (part: string) => `lines.${index}.${part}`;
    if (!form.has(name('description')) && !form.has(name('unitPrice'))) break;
    lines.push({
      description: field(form, name('description'), DESCRIPTION_MAX + 1),
      quantity: field(form, name('quantity'), 30),
      unitPrice: field(form, name('unitPrice'), 30),
      taxRate: field(form, name('taxRate'), 30),
    });
  }
  return lines;
}

/** The office's quote settings from the form: owners only, as the other office settings. */
async function saveSettings(services: Services, signedIn: SignedIn, form: FormData) {
  if (signedIn.person.role !== 'owner') {
    throw refusal(403, 'Only an owner changes the quote settings.', 'currency');
  }
  const days = field(form, 'reminderDays', 5);
  const saved = await services.quotes.saveSettings(
    {
      currency: field(form, 'currency', 5).toUpperCase(),
      reminderDays: /^\d{1,2}$/.test(days) ? Number(days) : Number.NaN,
    },
    { id: signedIn.person.id, email: signedIn.person.email },
  );
  return `Quote settings saved: new quotes in ${saved.currency}, ${saved.reminderDays ? `a reminder ${saved.reminderDays} day${saved.reminderDays === 1 ? '' : 's'} before they expire` : 'no reminder'}.`;
}

export async function quoteAction(
  services: Services,
  signedIn: SignedIn,
  id: number,
  form: FormData,
  uploads?: QuoteUploads,
) {
  const intent = field(form, 'intent');
  const quotes = services.quotes;
  const actor = signedIn.person.id;
  try {
    if (intent === 'quote-settings') {
      const message = await saveSettings(services, signedIn, form);
      return { ok: true, id, intent, message } satisfies LeadActionData;
    }
    const input = {
      kind: field(form, 'kind', 10) === 'document' ? ('document' as const) : ('lines' as const),
      lines: typedLines(form),
      amount: field(form, 'amount', 30),
      validUntil: field(form, 'validUntil', 20),
      terms: field(form, 'terms', TERMS_READ),
    };
    if (intent !== 'quote-save' && intent !== 'quote-send') {
      throw data('Unknown action.', { status: 400 });
    }
    const version = await quotes.save(id, actor, input, uploads);
    if (intent === 'quote-save') {
      const message = `Quote version ${version} saved: the preview below is what the customer will see.`;
      return { ok: true, id, intent, message } satisfies LeadActionData;
    }
    const sent = await quotes.send(id, actor);
    const message = sent.mailed
      ? `Quote ${sent.reference} sent: the customer has a mail with their private link. The lead is in Quote sent.`
      : `Quote ${sent.reference} is ready, but mail is off: pass this private link on to the customer yourself: ${services.publicUrl.replace(/\/$/, '')}${sent.link}`;
    return { ok: true, id, intent, message } satisfies LeadActionData;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const answer: LeadActionData = {
      ok: false,
      id,
      intent,
      field: error.field,
      message: error.message,
      quote: {
        kind: field(form, 'kind', 10),
        amount: field(form, 'amount', 30),
        validUntil: field(form, 'validUntil', 20),
        terms: field(form, 'terms', TERMS_READ),
      },
    };
    return data(answer, { status: error.status });
  }
}
