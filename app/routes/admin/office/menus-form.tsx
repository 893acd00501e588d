import { useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-router';
import type { PortfolioColumnCount } from '../../../site-options/hideable-pages';
import type { MenuChoice } from '../../../site-options/menu-choices';
import type { SiteMenus } from '../../../site-options/site-menus';
import { KitButton } from '../kit';
import { type EditorEntry, fromEditor, type MenuKey, toEditor } from './menu-entries';
import { MenuList } from './menu-list';

const box = 'flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-card';
const legend = 'text-h3 font-bold text-fg';
const hint = 'text-sm text-fg-muted';
const check = 'size-5 shrink-0 accent-[var(--color-accent)]';

const LISTS: { key: MenuKey; title: string; intro: string; depth: number }[] = [
  {
    key: 'main',
    title: 'Header menu',
    intro:
      'The menu at the top of every page and in the phone menu. An entry is a link or a submenu; a submenu may hold one more level (as Pages › Team does).',
    depth: 3,
  },
  {
    key: 'quickLinks',
    title: 'Footer: Quick links',
    intro: 'The first list of links in the footer.',
    depth: 1,
  },
  {
    key: 'supportLinks',
    title: 'Footer: Support',
    intro:
      'The second list of links in the footer. “Privacy policy” leads to your privacy notice once it is published.',
    depth: 1,
  },
];

/** The menus and pages form: the menus travel as one field, checked on the server. */
export function MenusForm({
  menus,
  isDefault,
  hiddenPages,
  hideable,
  portfolioColumns,
  choices,
}: {
  menus: SiteMenus;
  isDefault: boolean;
  hiddenPages: readonly string[];
  hideable: readonly { path: string; label: string }[];
  portfolioColumns: PortfolioColumnCount;
  choices: readonly MenuChoice[];
}) {
  const [lists, setLists] = useState(() => toEditor(menus));
  const [said, setSaid] = useState('');
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const choicesId = useId();

  // After a move, an addition or a removal, focus goes where the person can go on from.
  useEffect(() => {
    if (!focusNext) return;
    formRef.current?.querySelector<HTMLElement>(`[data-focus="${focusNext}"]`)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const change = (key: MenuKey, entries: EditorEntry[], words?: string, focus?: string) => {
    setLists((now) => ({ ...now, [key]: entries }));
    if (words) setSaid(words);
    if (focus) setFocusNext(focus);
  };

  return (
    <>
      <Form method="post" ref={formRef} className="flex max-w-5xl flex-col gap-6">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="menus" value={JSON.stringify(fromEditor(lists))} />
        <p className="sr-only" role="status">
          {said}
        </p>
        <datalist id={choicesId}>
          {choices.map((choice) => (
            <option key={choice.to} value={choice.to} label={choice.label} />
          ))}
        </datalist>
        {LISTS.map((list) => (
          <fieldset key={list.key} className={box}>
            <legend className={`${legend} float-left w-full`}>{list.title}</legend>
            <p className={hint}>{list.intro}</p>
            <MenuList
              listKey={list.key}
              entries={lists[list.key]}
              depth={1}
              maxDepth={list.depth}
              choicesId={choicesId}
              onChange={(entries, words, focus) => change(list.key, entries, words, focus)}
            />
          </fieldset>
        ))}
        <fieldset className={box} aria-describedby="menus-hidden-hint">
          <legend className={`${legend} float-left w-full`}>Pages on the site</legend>
          <p id="menus-hidden-hint" className={hint}>
            A hidden page answers “Page not found”, leaves the sitemap and the menus, and is no
            longer offered as a menu link. Show it again and it is back at once.
          </p>
          <ul className="grid gap-1 sm:grid-cols-2">
            {hideable.map((page) => (
              <li key={page.path}>
                <label className="inline-flex min-h-11 items-center gap-3 text-fg">
                  <input
                    type="checkbox"
                    name="hidden"
                    value={page.path}
                    defaultChecked={hiddenPages.includes(page.path)}
                    className={check}
                  />
                  Hide {page.label} <span className="text-fg-muted">({page.path})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset className={box}>
          <legend className={`${legend} float-left w-full`}>Portfolio page</legend>
          <p className={hint}>How many columns the projects are shown in at /portfolio.</p>
          <div className="flex flex-wrap gap-x-6">
            {([2, 3, 4] as const).map((count) => (
              <label key={count} className="inline-flex min-h-11 items-center gap-3 text-fg">
                <input
                  type="radio"
                  name="portfolioColumns"
                  value={count}
                  defaultChecked={portfolioColumns === count}
                  className={check}
                />
                {count} columns
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <KitButton type="submit" tone="primary">
            Save menus and pages
          </KitButton>
        </div>
      </Form>
      <Form method="post" className={`${box} max-w-5xl`} aria-labelledby="menus-reset">
        <h2 id="menus-reset" className={legend}>
          Reset to the default
        </h2>
        <p className="text-fg">
          {isDefault
            ? 'The site shows the default menus (the template’s own).'
            : 'Bring back the default menus (the template’s own) in the header and footer. Pages and the portfolio’s columns stay as they are.'}
        </p>
        <div>
          <KitButton type="submit" name="intent" value="reset" disabled={isDefault}>
            Reset the menus to the default
          </KitButton>
        </div>
      </Form>
    </>
  );
}
