import { useEffect, useRef, useState } from 'react';
import { BlockContent } from '../../../../components/block-content';
import { Button } from '../../../../components/button';
import type { Block } from '../../../../content/types';
import { ALT_PLACEHOLDER } from '../photos/alt-placeholder';
import { MediaLibrary } from '../photos/media-library';
import { useIsHydrated } from '../use-is-hydrated';
import { controlClass, describedBy, Problem } from './field-shell';
import { useContentApi } from './use-content-api';
import { useTypedEarly } from './use-typed-early';

type Preview = { blocks: Block[]; error?: undefined } | { blocks?: undefined; error: string };

/**
 * The body: Markdown in a plain textarea, and beside it a preview the server renders with the
 * site's own pipeline (its links checked) a moment after each change.
 */
export function BodyField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (body: string) => void;
  problem?: string;
}) {
  const isHydrated = useIsHydrated();
  const api = useContentApi<{ preview?: Preview; error?: string }>();
  const [isPicking, setIsPicking] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useTypedEarly(textarea, value, onChange);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { submit } = api;
  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit({ intent: 'preview', body: value }), 400);
    return () => clearTimeout(timer.current);
  }, [value, submit]);
  const preview: Preview | undefined =
    api.data?.preview ?? (api.data?.error ? { error: api.data.error } : undefined);
  const id = 'field-body';
  const hint =
    'Markdown: ## for a heading, - for a list, > for a quote, [words](/services/name) for a link, a picture on a line of its own.';

  const insert = (text: string) => {
    const area = textarea.current;
    const at = area?.selectionStart ?? value.length;
    const before = value.slice(0, at).replace(/\n*$/, '');
    const after = value.slice(at).replace(/^\n*/, '');
    onChange(`${before}${before ? '\n\n' : ''}${text}\n\n${after}`);
  };

  return (
    <section aria-labelledby="body-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="body-title" className="text-h3 text-fg">
        Body
      </h2>
      <div className="grid gap-4 xl:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-semibold text-fg">
            Text (Markdown)
          </label>
          <p id={`${id}-hint`} className="text-sm text-fg-muted">
            {hint}
          </p>
          <textarea
            ref={textarea}
            id={id}
            name="body"
            rows={18}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy(id, hint, problem)}
            className={`${controlClass} font-mono text-sm leading-relaxed`}
          />
          <Problem id={id} problem={problem} />
          {isHydrated && (
            <div>
              <Button
                variant="outline"
                className="min-h-11 px-4 py-2 text-xs"
                onClick={() => setIsPicking(true)}
              >
                Insert a picture
              </Button>
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <h3 id="body-preview-title" className="text-sm font-semibold text-fg">
            Preview
          </h3>
          {/* A scrolling region the keyboard can reach and scroll (WCAG 2.1.1). */}
          <section
            aria-labelledby="body-preview-title"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
            tabIndex={0}
            className="max-h-[40rem] min-h-40 overflow-y-auto rounded-md border border-border bg-bg p-4"
          >
            {!isHydrated ? (
              <p className="text-sm text-fg-muted">The preview needs JavaScript.</p>
            ) : preview?.error ? (
              <p role="status" className="font-semibold text-accent-text">
                {preview.error}
              </p>
            ) : preview?.blocks ? (
              <BlockContent blocks={preview.blocks} headingLevel="h3" className="text-base" />
            ) : (
              <p className="text-sm text-fg-muted">Rendering…</p>
            )}
          </section>
        </div>
      </div>
      {isPicking && (
        <MediaLibrary
          title="Insert a picture in the body"
          onClose={() => setIsPicking(false)}
          onChoose={([picked]) => {
            if (picked) insert(`![${picked.alt || ALT_PLACEHOLDER}](${picked.name})`);
          }}
        />
      )}
    </section>
  );
}
