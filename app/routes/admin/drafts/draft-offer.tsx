import { useState } from 'react';
import { Button } from '../../../components/button';
import { useIsHydrated } from '../content/use-is-hydrated';
import { type DraftTarget, discardDraft } from './drafts-client';

const small = 'min-h-11 px-4 py-2 text-xs';

/**
 * "You have unsaved changes from <time>. Restore / Discard": a draft kept automatically, offered
 * back when the item or lead is opened again. Restore puts it in the form (nothing is saved
 * until Save); Discard empties the slot. Both need the page's code: before it runs, no offer.
 */
export function DraftOffer({
  slot,
  savedAt,
  onRestore,
  onDone,
}: {
  slot: DraftTarget;
  /** When it was kept, on the company's clock with the zone ("Fri 5 Jun 2026, 15:00 PDT"). */
  savedAt: string;
  onRestore: () => void;
  /** The offer goes (restored or discarded). */
  onDone: () => void;
}) {
  const [problem, setProblem] = useState('');
  const isHydrated = useIsHydrated();
  const discard = async () => {
    try {
      await discardDraft(slot);
      onDone();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The draft could not be discarded.');
    }
  };
  if (!isHydrated) return null;
  return (
    <section
      aria-labelledby="draft-offer-title"
      className="flex flex-col gap-3 rounded-md border-2 border-link bg-surface p-4"
    >
      <h2 id="draft-offer-title" className="text-base font-bold text-fg">
        {`You have unsaved changes from ${savedAt}.`}
      </h2>
      <p className="text-sm text-fg">
        Restore puts them back in the form (nothing is saved until you save); Discard removes them.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          className={small}
          onClick={() => {
            onRestore();
            onDone();
          }}
        >
          Restore
        </Button>
        <Button variant="outline" className={small} onClick={() => void discard()}>
          Discard
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-accent-text">
          {problem}
        </p>
      )}
    </section>
  );
}
