import type * as v from 'valibot';

/** The HTML attributes a field gets from its schema, so the browser checks what the server checks. */
export interface FieldConstraints {
  required?: boolean;
  maxLength?: number;
  type?: 'email' | 'url';
  pattern?: string;
}

type AnySchema = v.GenericSchema & {
  type: string;
  pipe?: readonly {
    type: string;
    kind: string;
    requirement?: unknown;
    metadata?: { inputType?: unknown; optionalOf?: AnySchema };
  }[];
  wrapped?: AnySchema;
};
type ObjectSchema = { entries: Record<string, v.GenericSchema> };

/** The HTML pattern a `^(?:…)$` regex was built from; other regexes give none. */
function htmlPattern(requirement: unknown): string | undefined {
  if (!(requirement instanceof RegExp)) return undefined;
  return /^\^\(\?:(.*)\)\$$/.exec(requirement.source)?.[1];
}

function constraintsOfField(schema: AnySchema): FieldConstraints {
  // An optional field never requires a value; its inner pipe still limits the length.
  if (schema.type === 'optional' && schema.wrapped) {
    const { required: _optional, ...rest } = constraintsOfField(schema.wrapped);
    return rest;
  }
  const constraints: FieldConstraints = {};
  // A field the office made optional (fields.ts emptyOr): the inner field's checks, not required.
  const inner = schema.pipe?.find((action) => action.metadata?.optionalOf)?.metadata?.optionalOf;
  if (inner) {
    const { required: _optional, ...rest } = constraintsOfField(inner);
    return rest;
  }
  if (schema.type === 'picklist') constraints.required = true;
  for (const action of schema.pipe ?? []) {
    if (action.type === 'non_empty') constraints.required = true;
    if (action.type === 'max_length') constraints.maxLength = Number(action.requirement);
    if (action.type === 'email') constraints.type = 'email';
    // A check of our own says which input type it stands for (fields.ts emailAddress).
    if (action.type === 'metadata' && action.metadata?.inputType === 'email') {
      constraints.type = 'email';
    }
    if (action.type === 'url') constraints.type = 'url';
    const pattern = action.type === 'regex' ? htmlPattern(action.requirement) : undefined;
    if (pattern) constraints.pattern = pattern;
  }
  return constraints;
}

/** Each field's HTML constraints, read from the form's schema (the one source of the rules). */
export function constraintsOf<S extends ObjectSchema>(
  schema: S,
): Record<keyof S['entries'] & string, FieldConstraints> {
  return Object.fromEntries(
    Object.entries(schema.entries).map(([name, field]) => [
      name,
      constraintsOfField(field as AnySchema),
    ]),
  ) as Record<keyof S['entries'] & string, FieldConstraints>;
}
