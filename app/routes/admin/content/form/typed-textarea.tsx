import { type TextareaHTMLAttributes, useRef } from 'react';
import { useTypedEarly } from './use-typed-early';

/** A long text whose early typing survives hydration. */
export function TypedTextarea({
  common,
  value,
  set,
}: {
  common: TextareaHTMLAttributes<HTMLTextAreaElement>;
  value: string;
  set: (typed: string) => void;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useTypedEarly(ref, value, set);
  return (
    <textarea
      {...common}
      ref={ref}
      rows={3}
      value={value}
      onChange={(event) => set(event.target.value)}
    />
  );
}
