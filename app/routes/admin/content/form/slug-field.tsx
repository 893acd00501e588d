import { useEffect, useRef } from 'react';
import { RequiredMark } from '../../../../components/form/form-field';
import { controlClass, describedBy, Problem } from './field-shell';
import { useContentApi } from './use-content-api';
import { useTypedEarly } from './use-typed-early';

/**
 * The item's address. A new item's follows its title until someone types here; each change is
 * checked with the server (the store's rule, and whether another item has it) as you type.
 */
export function SlugField({
  value,
  onChange,
  base,
  problem,
  isNew,
  isLive,
  collection,
  item,
}: {
  value: string;
  onChange: (slug: string, isTyped: boolean) => void;
  base: string | null;
  problem?: string;
  isNew: boolean;
  isLive: boolean;
  collection: string;
  /** The item's id, or 'new'. */
  item: string;
}) {
  const api = useContentApi<{ slugCheck?: { slug: string; problem?: string } }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useTypedEarly(input, value, (typed) => onChange(typed, true));
  const checked = api.data?.slugCheck;
  const { submit } = api;
  useEffect(() => {
    clearTimeout(timer.current);
    if (value === '') return;
    timer.current = setTimeout(
      () => submit({ intent: 'check-slug', collection, item, slug: value }),
      400,
    );
    return () => clearTimeout(timer.current);
  }, [value, submit, collection, item]);
  const live = checked?.slug === value ? checked.problem : undefined;
  const shown = live ?? problem;
  const id = 'field-slug';
  const hint = isLive
    ? 'Changes on the site when you publish; the old address keeps working (it redirects here).'
    : isNew
      ? 'Made from the title until you change it. Lower-case letters, digits and hyphens.'
      : 'Lower-case letters, digits and hyphens.';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        Address
        <RequiredMark />
      </label>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {hint}
      </p>
      <div className="flex min-w-0 items-center gap-1">
        {base && <span className="shrink-0 font-mono text-sm text-fg-muted">{base}/</span>}
        <input
          id={id}
          ref={input}
          name="slug"
          value={value}
          onChange={(event) => onChange(event.target.value, true)}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy(id, hint, shown)}
          className={`${controlClass} font-mono`}
        />
      </div>
      <div aria-live="polite">
        <Problem id={id} problem={shown} />
      </div>
    </div>
  );
}
