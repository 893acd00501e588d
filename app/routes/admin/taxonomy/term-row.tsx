// One entry of a /admin/taxonomy list (term-panel.tsx): its name and how many use it, its Move
// up / Move down buttons and drag handle, renaming in place, and removing after a confirmation.
import { Form } from 'react-router';
import { RowCard } from '../admin-shell';
import { listButtonClass } from '../content/form/list-button';
import { DragHandle } from '../content/list/drag-handle';
import { dragRow, type usePointerReorder } from '../content/list/use-pointer-reorder';
import { ButtonLink, ConfirmDialog, Field, KitButton, MenuItem, RowMenu } from '../kit';
import type { TaxonomyRefusal } from './taxonomy-route.server';
import type { ListWords, PanelTerm } from './term-panel';

const count = (n: number, words: ListWords) => `${n} ${n === 1 ? words.one : words.many}`;

export function TermRow({
  words,
  terms,
  term,
  index,
  renamingId,
  refusal,
  isHydrated,
  drag,
}: {
  words: ListWords;
  terms: readonly PanelTerm[];
  term: PanelTerm;
  index: number;
  renamingId: number | null;
  refusal?: TaxonomyRefusal;
  isHydrated: boolean;
  drag: ReturnType<typeof usePointerReorder>;
}) {
  const { kind } = words;
  const errorFor = (form: string) => (refusal?.form === form ? refusal.message : undefined);
  const isRenaming = renamingId === term.id || refusal?.form === `rename-${kind}-${term.id}`;
  const dialogId = `remove-${kind}-${term.id}`;
  const others = terms.filter((other) => other.id !== term.id);
  return (
    <RowCard
      id={`${kind}-${term.id}`}
      data-term={term.slug}
      {...dragRow}
      style={drag.rowStyle(index)}
    >
      {isRenaming ? (
        <Form method="post" className="flex flex-1 flex-col gap-3 md:flex-row md:items-end">
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={term.id} />
          <div className="flex-1">
            <Field
              label={`New name for “${term.label}”`}
              name="label"
              hint={
                term.uses === 0
                  ? `No ${words.many} use it yet.`
                  : `Its ${count(term.uses, words)} show the new name at once.`
              }
              error={errorFor(`rename-${kind}-${term.id}`)}
              input={{
                maxLength: 40,
                defaultValue:
                  refusal?.form === `rename-${kind}-${term.id}` ? refusal.typed : term.label,
                autoFocus: true,
              }}
            />
          </div>
          <div className="flex gap-2">
            <KitButton type="submit" tone="primary">
              Rename
            </KitButton>
            <ButtonLink to="/admin/taxonomy">Cancel</ButtonLink>
          </div>
        </Form>
      ) : (
        <>
          <div className="flex min-w-0 items-start gap-3">
            {terms.length > 1 && (
              <div className="flex shrink-0 items-center gap-1">
                {isHydrated && <DragHandle handlers={drag.handleProps(index)} />}
                <Form method="post" className="flex gap-1">
                  <input type="hidden" name="kind" value={kind} />
                  <input type="hidden" name="id" value={term.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="move-up"
                    disabled={index === 0}
                    className={listButtonClass}
                  >
                    <span aria-hidden="true">↑</span>
                    <span className="sr-only">
                      Move up “{term.label}” (now {index + 1} of {terms.length})
                    </span>
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="move-down"
                    disabled={index === terms.length - 1}
                    className={listButtonClass}
                  >
                    <span aria-hidden="true">↓</span>
                    <span className="sr-only">
                      Move down “{term.label}” (now {index + 1} of {terms.length})
                    </span>
                  </button>
                </Form>
              </div>
            )}
            <div className="flex min-w-0 flex-col gap-1">
              <h3 className="font-semibold break-words text-fg">{term.label}</h3>
              <p className="text-sm text-fg-muted">
                {term.uses === 0 ? `No ${words.many} yet` : count(term.uses, words)}
              </p>
              {[dialogId, `move-${kind}-${term.id}`].map(
                (form) =>
                  errorFor(form) && (
                    <p key={form} className="text-sm font-medium text-accent-text">
                      {errorFor(form)}
                    </p>
                  ),
              )}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ButtonLink to={`?rename=${kind}-${term.id}#${kind}-list-title`}>
              Rename<span className="sr-only"> “{term.label}”</span>
            </ButtonLink>
            <RowMenu label={term.label}>
              <MenuItem destructive commandfor={dialogId} command="show-modal">
                Remove “{term.label}”…
              </MenuItem>
            </RowMenu>
            <ConfirmDialog
              id={dialogId}
              title={`Remove the ${kind === 'tag' ? 'tag' : 'category'} “${term.label}”?`}
              consequence={removalWords(term, words, others.length)}
              confirm={kind === 'tag' ? 'Remove the tag' : 'Remove the category'}
            >
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="id" value={term.id} />
              {kind === 'category' && term.uses > 0 && others.length > 0 && (
                <div className="mb-3">
                  <Field label={`Move its ${count(term.uses, words)} to`} name="moveTo">
                    {(props) => (
                      <select {...props}>
                        {others.map((other) => (
                          <option key={other.id} value={other.id}>
                            {other.label}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </div>
              )}
            </ConfirmDialog>
          </div>
        </>
      )}
    </RowCard>
  );
}

/** What removing a term does, in words. */
function removalWords(term: PanelTerm, words: ListWords, others: number): string {
  if (words.kind === 'tag') {
    return term.uses === 0
      ? 'No post has it. Its page goes (it answers Not Found).'
      : `It comes off ${count(term.uses, words)} (their other tags stay) and its page goes (it answers Not Found).`;
  }
  if (others === 0) return 'It is the only category: add another one first.';
  return term.uses === 0
    ? 'No project is in it. Its gallery filter goes.'
    : `${count(term.uses, words)} ${term.uses === 1 ? 'is' : 'are'} in it: choose where they move. Its gallery filter goes.`;
}
