import { useEffect, useRef } from 'react';
import { withoutPath } from './editor-state';
import { inputId, pathLabel } from './field-paths';
import type { FieldDescriptor } from './schema-fields';

/** Where a problem's link goes: the input itself, or the group that holds it. */
function targetOf(path: string) {
  if (path === 'slug') return 'field-slug';
  if (path === 'body') return 'field-body';
  return inputId(path);
}

/**
 * Every problem the server found, at the top, each linking to its field; the first invalid
 * field takes the focus when they arrive.
 */
export function ErrorSummary({
  problems,
  fields,
}: {
  problems: readonly { field: string; message: string }[];
  fields: readonly FieldDescriptor[];
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const first = problems.find((p) => p.field !== '');
    const target = first && document.getElementById(targetOf(first.field));
    if (target) target.focus();
    else heading.current?.focus();
  }, [problems]);
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-md border-2 border-accent-text bg-surface p-4"
    >
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-fg">
        {problems.length === 1 ? 'One thing to fix' : `${problems.length} things to fix`}
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {problems.map((problem) => (
          <li key={`${problem.field}:${problem.message}`}>
            <a
              href={`#${targetOf(problem.field)}`}
              className="font-semibold text-accent-text underline underline-offset-4"
            >
              {pathLabel(fields, problem.field)}
            </a>
            <span className="text-fg">: {withoutPath(problem.field, problem.message)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
