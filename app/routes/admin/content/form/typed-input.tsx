import { type InputHTMLAttributes, useRef } from 'react';
import { useTypedEarly } from './use-typed-early';

/** A text input whose early typing survives hydration (use-typed-early.ts). */
export function TypedInput({
  common,
  value,
  set,
}: {
  common: InputHTMLAttributes<HTMLInputElement>;
  value: string;
  set: (typed: string) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useTypedEarly(ref, value, set);
  return (
    <input {...common} ref={ref} value={value} onChange={(event) => set(event.target.value)} />
  );
}
