import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { fieldControlClass } from '../../../components/form/form-field';
import { KitButton } from '../kit';
import { type EditorEntry, type MenuKey, moved, newId } from './menu-entries';

/** Says what changed, and where focus goes next: (entries, words, focus target). */
type OnChange = (entries: EditorEntry[], words?: string, focus?: string) => void;

const iconButton = 'min-h-11 min-w-11 px-3';

/**
 * One list of a menu (the top row, a submenu, a footer list): each entry's label and address,
 * move up and down, remove; a submenu's own list inside it. Keyboard only works throughout:
 * after a move the same button keeps focus, after a removal focus goes to the next entry.
 */
export function MenuList({
  listKey,
  entries,
  depth,
  maxDepth,
  choicesId,
  onChange,
  owner,
}: {
  listKey: MenuKey;
  entries: EditorEntry[];
  depth: number;
  maxDepth: number;
  choicesId: string;
  onChange: OnChange;
  /** The submenu this list belongs to ("Pages"), for the buttons' names. */
  owner?: string;
}) {
  const where = owner ? ` to ${owner}` : '';
  const replace = (index: number, entry: EditorEntry) =>
    onChange(entries.map((one, at) => (at === index ? entry : one)));
  const add = (entry: EditorEntry, words: string) =>
    onChange([...entries, entry], words, `${entry.id}-label`);

  return (
    <div className="flex flex-col gap-3">
      {entries.length > 0 && (
        <ol
          className={`flex flex-col gap-3 ${depth > 1 ? 'border-l-2 border-border-strong pl-3 sm:pl-5' : ''}`}
        >
          {entries.map((entry, index) => {
            const name = entry.label.trim() || 'this entry';
            const move = (by: -1 | 1) => {
              const after = index + by;
              const edge = after === 0 || after === entries.length - 1;
              const button = by === -1 ? 'up' : 'down';
              const other = by === -1 ? 'down' : 'up';
              onChange(
                moved(entries, index, by),
                `${name} moved to place ${after + 1} of ${entries.length}.`,
                `${entry.id}-${edge ? other : button}`,
              );
            };
            const remove = () => {
              const next = entries.filter((one) => one.id !== entry.id);
              const then = next[index] ?? next[index - 1];
              onChange(
                next,
                `${name} removed.`,
                then ? `${then.id}-label` : `${listKey}-add-${depth}-${owner ?? ''}`,
              );
            };
            return (
              <li
                key={entry.id}
                className="flex flex-col gap-3 rounded-md border border-border p-3"
              >
                <div className="flex flex-col gap-3 xl:flex-row xl:items-end">
                  <div className="grid flex-1 gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] md:items-end">
                    <label className="flex flex-col gap-1 text-sm font-semibold text-fg">
                      {entry.children ? 'Submenu label' : 'Label'}
                      <input
                        type="text"
                        required
                        maxLength={40}
                        value={entry.label}
                        data-focus={`${entry.id}-label`}
                        onChange={(event) =>
                          replace(index, { ...entry, label: event.target.value })
                        }
                        className={fieldControlClass}
                      />
                    </label>
                    {!entry.children && (
                      <label className="flex flex-col gap-1 text-sm font-semibold text-fg">
                        Leads to
                        <input
                          type="text"
                          required
                          inputMode="url"
                          list={choicesId}
                          value={entry.to ?? ''}
                          placeholder="/about-us or https://…"
                          onChange={(event) => replace(index, { ...entry, to: event.target.value })}
                          className={fieldControlClass}
                        />
                      </label>
                    )}
                  </div>
                  {/* On a phone the three buttons are their icons (their names say the rest), so
                      they stay on one row beside each other. */}
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <KitButton
                      className={iconButton}
                      disabled={index === 0}
                      data-focus={`${entry.id}-up`}
                      onClick={() => move(-1)}
                      aria-label={`Move ${name} up`}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                      <span className="max-sm:sr-only">Up</span>
                    </KitButton>
                    <KitButton
                      className={iconButton}
                      disabled={index === entries.length - 1}
                      data-focus={`${entry.id}-down`}
                      onClick={() => move(1)}
                      aria-label={`Move ${name} down`}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                      <span className="max-sm:sr-only">Down</span>
                    </KitButton>
                    <KitButton
                      className={iconButton}
                      onClick={remove}
                      aria-label={`Remove ${name}`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="max-sm:sr-only">Remove</span>
                    </KitButton>
                  </div>
                </div>
                {entry.children && (
                  <MenuList
                    listKey={listKey}
                    entries={entry.children}
                    depth={depth + 1}
                    maxDepth={maxDepth}
                    choicesId={choicesId}
                    owner={name}
                    onChange={(children, words, focus) =>
                      onChange(
                        entries.map((one, at) => (at === index ? { ...entry, children } : one)),
                        words,
                        focus,
                      )
                    }
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <KitButton
          data-focus={`${listKey}-add-${depth}-${owner ?? ''}`}
          onClick={() => add({ id: newId(), label: '', to: '' }, `A new link was added${where}.`)}
        >
          <Plus aria-hidden="true" className="size-4" /> Add a link{where}
        </KitButton>
        {depth < maxDepth && (
          <KitButton
            onClick={() =>
              add(
                { id: newId(), label: '', children: [{ id: newId(), label: '', to: '' }] },
                `A new submenu with one link was added${where}.`,
              )
            }
          >
            <Plus aria-hidden="true" className="size-4" /> Add a submenu{where}
          </KitButton>
        )}
      </div>
    </div>
  );
}
