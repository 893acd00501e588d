import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReplyDraftOffer } from '../../../../server/replies/reply-form';
import type { LeadActionData, LeadDetail } from '../leads/lead-data';
import { ReplySection } from './reply-section';

const lead = {
  id: 12,
  name: 'Dana Reyes',
  events: [] as LeadDetail['events'],
} as LeadDetail;

const reply = {
  isMailOn: true,
  to: 'dana@example.com',
  subject: 'Re: Quote request #12 from the website',
  body: '',
  templateId: null,
  templates: [{ id: 3, name: 'Visit offer' }],
};

/** What the next render shows (the stub's route component is made once, at module level). */
let shown: { actionData?: LeadActionData; isMailOn?: boolean; draft?: ReplyDraftOffer } = {};

function Section() {
  return (
    <ReplySection
      lead={lead}
      reply={{ ...reply, isMailOn: shown.isMailOn ?? true, draft: shown.draft ?? null }}
      actionData={shown.actionData}
    />
  );
}

const Stub = createRoutesStub([{ path: '/admin/leads/:id', Component: Section }]);

function renderSection(props: typeof shown, path = '/admin/leads/12') {
  shown = props;
  return render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReplySection', () => {
  it('offers the templates, the address, a threading subject and Send', async () => {
    renderSection({});
    expect(await screen.findByRole('heading', { name: 'Reply to Dana Reyes' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start from a template')).toHaveDisplayValue('No template');
    expect(screen.getByRole('option', { name: 'Visit offer' })).toBeInTheDocument();
    expect(screen.getByText('Dana Reyes <dana@example.com>')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Re: Quote request #12 from the website');
    expect(screen.getByLabelText('Reply')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeEnabled();
  });

  it('shows a refusal at its field with what was typed', async () => {
    renderSection({
      actionData: {
        ok: false,
        id: 12,
        intent: 'reply',
        field: 'replyBody',
        message: 'Write the reply first.',
        reply: { subject: 'Re: my own subject', body: '  ' },
      },
    });
    const body = await screen.findByLabelText('Reply');
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveAccessibleDescription('Write the reply first.');
    expect(screen.getByLabelText('Subject')).toHaveValue('Re: my own subject');
    expect(screen.getByLabelText('Subject')).not.toHaveAttribute('aria-invalid');
  });

  it('says the reply went out after its redirect, and takes focus there', async () => {
    renderSection({}, '/admin/leads/12?done=reply-sent');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Reply to Dana Reyes is in the outbox');
    expect(notice).toHaveFocus();
  });

  it('offers a kept draft back: Restore fills the form, nothing is posted until Send', async () => {
    const posted: Record<string, string>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        posted.push(Object.fromEntries(init.body as FormData) as Record<string, string>);
        return Response.json({ discarded: true });
      }),
    );
    const user = userEvent.setup();
    const draft = {
      savedAt: 'Mon 1 Jun 2026, 10:42 PDT',
      subject: 'Re: your porch',
      body: 'Hello Dana, Tuesday works.',
      templateId: 3,
    };
    renderSection({ draft });
    const offer = await screen.findByRole('region', {
      name: 'You have unsaved changes from Mon 1 Jun 2026, 10:42 PDT.',
    });
    expect(screen.getByLabelText('Reply')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(offer).not.toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Re: your porch');
    expect(screen.getByLabelText('Reply')).toHaveValue('Hello Dana, Tuesday works.');
    expect(posted).toEqual([]);
  });

  it('discards a kept draft on request: the slot is emptied and the offer goes', async () => {
    const posted: Record<string, string>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        posted.push(Object.fromEntries(init.body as FormData) as Record<string, string>);
        return Response.json({ discarded: true });
      }),
    );
    const user = userEvent.setup();
    renderSection({
      draft: { savedAt: 'Mon 1 Jun 2026, 10:42 PDT', subject: 'S', body: 'B', templateId: null },
    });
    const offer = await screen.findByRole('region', { name: /unsaved changes/ });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(offer).not.toBeInTheDocument());
    expect(posted).toEqual([{ intent: 'discard', kind: 'reply', target: '12' }]);
    expect(screen.getByLabelText('Reply')).toHaveValue('');
  });

  it('has no form when mail is off, only why', async () => {
    renderSection({ isMailOn: false });
    expect(await screen.findByText(/Mail is off: reply from your own mail/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  });
});
