import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub, Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Content from '../content';
import type { FieldDescriptor } from '../form/schema-fields';
import type { EditData } from './edit-screen';

const title: FieldDescriptor = {
  key: 'title',
  label: 'Title',
  messages: [],
  isOptional: false,
  kind: 'text',
  isLong: false,
};

const changed = { iso: '2026-06-01T16:00:00Z', ago: 'just now', by: 'Dana' };

/** An edit screen's data for version `version` of a service titled `text`. */
const editData = (version: number, text = 'Roof inspection'): EditData =>
  ({
    collection: { name: 'services', label: 'Services', one: 'service', publicBase: '/services' },
    hasBody: false,
    hasSlug: false,
    about: null,
    title: text,
    item: {
      id: 7,
      slug: 'roof-inspection',
      status: 'published',
      version,
      liveVersion: 1,
      hasUnpublishedChanges: version > 1,
      scheduledFor: null,
      publishedAt: null,
      publicPath: null,
      changed,
    },
    fields: [title],
    values: { title: text },
    body: '',
    media: [],
    timeZone: 'America/Los_Angeles',
    publishAtInput: '2026-06-01T10:00',
    revisions: [],
    diff: null,
    autosave: null,
  }) as unknown as EditData;

type ContentProps = Parameters<typeof Content>[0];

/** Lets the test hand the screen a new version, as the router does after a restore. */
let show: (data: EditData) => void = () => undefined;
let first = editData(2);

function Screen() {
  const [data, setData] = useState(first);
  show = setData;
  return (
    <>
      <Link to="/admin/leads">Leads</Link>
      {/* The route's own component, as the router renders it after each load. */}
      <Content {...({ loaderData: { view: 'edit', ...data } } as unknown as ContentProps)} />
    </>
  );
}

function LeadsScreen() {
  return <h1>Leads</h1>;
}

/** Every post to the edit route waits here until the test lets it go. */
let posts: { intent: string; answer: () => void }[] = [];

function renderScreen(data = editData(2)) {
  first = data;
  posts = [];
  const Stub = createRoutesStub([
    {
      path: '/admin/content/:collection/:item',
      Component: Screen,
      action: async ({ request }) => {
        const form = await request.formData();
        await new Promise<void>((answer) =>
          posts.push({ intent: String(form.get('intent')), answer }),
        );
        return { ok: true };
      },
    },
    { path: '/admin/leads', Component: LeadsScreen },
  ]);
  return render(<Stub initialEntries={['/admin/content/services/7']} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the edit screen’s Save and Publish', () => {
  it('stay the same elements when a new version replaces the form, so a press then is not lost', async () => {
    renderScreen();
    const publish = await screen.findAllByRole('button', { name: 'Publish now', hidden: true });
    const field = screen.getByRole('textbox', { name: /Title/ });
    act(() => show(editData(3, 'Roof inspection (restored)')));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue(
        'Roof inspection (restored)',
      ),
    );
    // The form is the new version's, the buttons the ones that were pressed.
    expect(screen.getByRole('textbox', { name: /Title/ })).not.toBe(field);
    expect(screen.getAllByRole('button', { name: 'Publish now', hidden: true })).toEqual(publish);
  });

  it('say why they wait while a save is on its way, and take no second press', async () => {
    const user = userEvent.setup();
    renderScreen();
    const [publish] = await screen.findAllByRole('button', { name: 'Publish now', hidden: true });
    if (!publish) throw new Error('no Publish now');
    await user.click(publish);
    await waitFor(() => expect(publish).toHaveAttribute('aria-disabled', 'true'));
    expect(publish).toHaveAccessibleDescription('Saving…');
    await user.click(publish);
    const [save] = screen.getAllByRole('button', { name: 'Save draft', hidden: true });
    if (save) await user.click(save);
    expect(posts.map((p) => p.intent)).toEqual(['publish']);
    act(() => posts[0]?.answer());
    await waitFor(() => expect(publish).not.toHaveAttribute('aria-disabled'));
    await user.click(publish);
    await waitFor(() => expect(posts.map((p) => p.intent)).toEqual(['publish', 'publish']));
  });
});

describe('unsaved changes in the editor', () => {
  it('let another screen open at once when nothing is typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ savedAt: '2026-06-01T17:42:00.000Z' })),
    );
    const user = userEvent.setup();
    renderScreen();
    // Nothing typed: no question.
    await user.click(await screen.findByRole('link', { name: 'Leads' }));
    expect(await screen.findByRole('heading', { name: 'Leads' })).toBeInTheDocument();
  });

  it('holds a link while something is typed, with a dialog to stay or leave', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ savedAt: '2026-06-01T17:42:00.000Z' })),
    );
    // jsdom has no modal dialogs: opening one marks it open.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
    const user = userEvent.setup();
    renderScreen();
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), ' and gutters');
    await user.click(screen.getByRole('link', { name: 'Leads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue(
      'Roof inspection and gutters',
    );
    await user.click(screen.getByRole('link', { name: 'Leads' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Leads' })).toBeInTheDocument();
  });
});
