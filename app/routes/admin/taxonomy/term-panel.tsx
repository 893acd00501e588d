// One list of /admin/taxonomy (the project categories, or the tags): its entries with how many
// projects or posts use each (one row each: term-row.tsx), moving by drag, and adding.
import { useEffect, useRef } from 'react';
import { Form, useLocation } from 'react-router';
import { usePointerReorder } from '../content/list/use-pointer-reorder';
import { useIsHydrated } from '../content/use-is-hydrated';
import { Field, KitButton, Panel } from '../kit';
import type { TaxonomyRefusal } from './taxonomy-route.server';
import { TermRow } from './term-row';

export interface PanelTerm {
  id: number;
  slug: string;
  label: string;
  uses: number;
}

/** The words of one list. */
export interface ListWords {
  kind: 'category' | 'tag';
  title: string;
  intro: string;
  /** "project" / "post", and their plurals. */
  one: string;
  many: string;
  /** The add field's label: "New category". */
  addLabel: string;
  addButton: string;
  empty: string;
  /** What the order decides: "The gallery's filters show them in this order." */
  orderNote: string;
}

export function TermPanel({
  words,
  terms,
  renamingId,
  refusal,
}: {
  words: ListWords;
  terms: readonly PanelTerm[];
  renamingId: number | null;
  refusal?: TaxonomyRefusal;
}) {
  const { kind } = words;
  const isHydrated = useIsHydrated();
  const moveForm = useRef<HTMLFormElement>(null);
  const moveId = useRef<HTMLInputElement>(null);
  const movePlace = useRef<HTMLInputElement>(null);
  // A drag's drop posts the term and its new place, as Move up / Move down post one step.
  const drag = usePointerReorder((from, to) => {
    const term = terms[from];
    if (!term || !moveId.current || !movePlace.current) return;
    moveId.current.value = String(term.id);
    movePlace.current.value = String(to);
    moveForm.current?.requestSubmit();
  });
  // After Move up / Move down, the keyboard stays on the moved row: on the same button, or on
  // its other one when the row reached an end (a disabled button cannot hold focus).
  const { hash, search } = useLocation();
  useEffect(() => {
    const by = new URLSearchParams(search).get('by');
    if (!hash.startsWith(`#${kind}-`) || (by !== 'move-up' && by !== 'move-down')) return;
    const row = document.getElementById(hash.slice(1));
    const other = by === 'move-up' ? 'move-down' : 'move-up';
    const same = row?.querySelector<HTMLButtonElement>(`button[value="${by}"]`);
    (same && !same.disabled
      ? same
      : row?.querySelector<HTMLButtonElement>(`button[value="${other}"]`)
    )?.focus();
  }, [hash, search, kind]);
  const errorFor = (form: string) => (refusal?.form === form ? refusal.message : undefined);
  return (
    <Panel id={`${kind}-list-title`} title={words.title} intro={words.intro}>
      {terms.length === 0 && <p className="text-fg-muted">{words.empty}</p>}
      {terms.length > 1 && (
        <p className="text-sm text-fg-muted">
          {words.orderNote} Move one with its Move up and Move down buttons
          {isHydrated ? ', or drag it by its handle' : ''}.
        </p>
      )}
      <Form method="post" ref={moveForm} hidden>
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" ref={moveId} />
        <input type="hidden" name="place" ref={movePlace} />
      </Form>
      <ul className="flex flex-col gap-3">
        {terms.map((term, index) => (
          <TermRow
            key={term.id}
            words={words}
            terms={terms}
            term={term}
            index={index}
            renamingId={renamingId}
            refusal={refusal}
            isHydrated={isHydrated}
            drag={drag}
          />
        ))}
      </ul>
      <Form method="post" className="flex flex-col gap-3 md:flex-row md:items-end">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="kind" value={kind} />
        <div className="flex-1">
          <Field
            label={words.addLabel}
            name="label"
            error={errorFor(`add-${kind}`)}
            input={{
              maxLength: 40,
              defaultValue: refusal?.form === `add-${kind}` ? refusal.typed : undefined,
            }}
          />
        </div>
        <KitButton type="submit" tone="primary">
          {words.addButton}
        </KitButton>
      </Form>
    </Panel>
  );
}
