import { type RefObject, useEffect } from 'react';

/**
 * For the address and the body, which are not schema fields (the fields' early typing is read
 * for the whole form: typed-before-code.ts). Keeps what was typed into a controlled field
 * before the page's code ran: the browser holds
 * that text, React's state does not, and the next render would put the state back and lose it.
 * On mount, a field whose text differs from its state hands its text to `set`.
 */
export function useTypedEarly(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  set: (typed: string) => void,
) {
  // Once, on the first commit: later the field and its state move together.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read the early text once only
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) set(typed);
  }, []);
}
