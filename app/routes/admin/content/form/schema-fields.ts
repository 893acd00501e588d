/**
 * A collection's Valibot schema read as the editor's form: one field descriptor per entry, with
 * its type, whether it is required, its limits and the schema's own messages. The form renders
 * from these (runs on the server; the descriptors are plain data the loader sends).
 */
import { image as imageSchema } from '../../../../content/schemas/fields';
import { fieldLabel, isLongText } from './field-labels';
import type { PagePlaceholders } from './placeholder-words';

interface FieldCommon {
  /** The entry's key in its object ('' for a list's item). */
  key: string;
  label: string;
  /** What the schema expects, in its own words (shown under the label). */
  hint?: string;
  /** Every message the schema gives this field, in order. */
  messages: string[];
  isOptional: boolean;
  /** What the field's page fills in ({count}, {columns}), from the schema's `v.metadata`. */
  placeholders?: PagePlaceholders;
}

export type FieldDescriptor = FieldCommon &
  (
    | {
        kind: 'text';
        isLong: boolean;
        isUrl?: boolean;
        minLength?: number;
        maxLength?: number;
        /** A regular expression's source the value must match. */
        pattern?: string;
      }
    | { kind: 'number'; isInteger: boolean; min?: number; max?: number }
    | { kind: 'date' }
    /** `labels`: what each option reads as, when it is not the option itself (a person's name). */
    | { kind: 'choice'; options: string[]; labels?: Record<string, string> }
    /** Some of a fixed set (a list of a picklist): one checkbox each, in the options' order. */
    | { kind: 'choices'; options: string[]; labels?: Record<string, string>; minItems?: number }
    | { kind: 'boolean' }
    /** A stored picture and its alt text: `{ src, alt }`. */
    | { kind: 'picture' }
    | {
        kind: 'list';
        item: FieldDescriptor;
        minItems?: number;
        maxItems?: number;
      }
    | { kind: 'group'; fields: FieldDescriptor[] }
  );

export type FieldKind = FieldDescriptor['kind'];

/** The parts of a Valibot schema or action this module reads. */
interface Node {
  type: string;
  kind?: string;
  message?: unknown;
  requirement?: unknown;
  /** A `v.title()` action's words: the field's label in place of its key's. */
  title?: unknown;
  /** A `v.metadata()` action's data. */
  metadata?: { placeholders?: PagePlaceholders };
  options?: readonly unknown[];
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  pipe?: readonly Node[];
}

const textOf = (message: unknown) => (typeof message === 'string' ? message : undefined);

/**
 * The schema without its pipe, and the pipe's actions: a pipe's first item is its schema, which
 * may be a pipe itself (`v.pipe(whole('a year'), v.minValue(1800))`), so its actions come first.
 */
function unpipe(node: Node): { root: Node; actions: Node[] } {
  if (!node.pipe) return { root: node, actions: [] };
  const [first, ...actions] = node.pipe;
  if (first && first !== node && first.pipe) {
    const inner = unpipe(first);
    return { root: inner.root, actions: [...inner.actions, ...actions] };
  }
  return { root: node, actions };
}

function messagesOf(root: Node, actions: Node[]): string[] {
  const found = [textOf(root.message), ...actions.map((action) => textOf(action.message))];
  return found.filter((message): message is string => message !== undefined);
}

function limits(actions: Node[]) {
  const out: { min?: number; max?: number; exact?: number; pattern?: string; isUrl?: boolean } = {};
  for (const action of actions) {
    const requirement = action.requirement;
    if (action.type === 'min_length' || action.type === 'min_value') out.min = Number(requirement);
    if (action.type === 'max_length' || action.type === 'max_value') out.max = Number(requirement);
    if (action.type === 'length') out.exact = Number(requirement);
    if (action.type === 'non_empty') out.min = Math.max(out.min ?? 0, 1);
    if (action.type === 'regex' && requirement instanceof RegExp) out.pattern = requirement.source;
    if (action.type === 'url') out.isUrl = true;
  }
  return out;
}

/** The descriptor of one schema entry (`key` in its object). */
export function describeField(key: string, schema: unknown, isOptional = false): FieldDescriptor {
  const node = schema as Node;
  if (node.type === 'optional' || node.type === 'exact_optional' || node.type === 'nullish') {
    return describeField(key, node.wrapped, true);
  }
  const { root, actions } = unpipe(node);
  const messages = messagesOf(root, actions);
  // The hint: the pipe's first words about the value, else the type's.
  const hint =
    actions.map((action) => textOf(action.message)).find(Boolean) ?? textOf(root.message);
  const title = textOf(actions.find((action) => action.type === 'title')?.title);
  const placeholders = actions.find((action) => action.type === 'metadata')?.metadata?.placeholders;
  const common: FieldCommon = {
    key,
    label: title ?? fieldLabel(key),
    hint,
    messages,
    isOptional,
    ...(placeholders ? { placeholders } : {}),
  };
  const limit = limits(actions);

  if (schema === imageSchema) return { ...common, kind: 'picture' };
  switch (root.type) {
    case 'string':
      return {
        ...common,
        kind: 'text',
        isLong: isLongText(key),
        ...(limit.isUrl ? { isUrl: true } : {}),
        ...(limit.min !== undefined ? { minLength: limit.min } : {}),
        ...(limit.max !== undefined ? { maxLength: limit.max } : {}),
        ...(limit.pattern ? { pattern: limit.pattern } : {}),
      };
    case 'number':
      return {
        ...common,
        kind: 'number',
        isInteger: actions.some((action) => action.type === 'integer'),
        ...(limit.min !== undefined ? { min: limit.min } : {}),
        ...(limit.max !== undefined ? { max: limit.max } : {}),
      };
    case 'boolean':
      return { ...common, kind: 'boolean' };
    case 'picklist':
      return { ...common, kind: 'choice', options: (root.options ?? []).map(String) };
    case 'union':
      // A calendar date: the schemas accept a YAML date or its YYYY-MM-DD text.
      if (root.options?.some((option) => (option as Node).type === 'date')) {
        return { ...common, kind: 'date' };
      }
      break;
    case 'array': {
      const exact = limit.exact;
      const item = root.item && unpipe(root.item).root;
      if (item?.type === 'picklist') {
        const options = (item.options ?? []).map(String);
        return {
          ...common,
          kind: 'choices',
          options,
          ...(limit.min ? { minItems: limit.min } : {}),
        };
      }
      return {
        ...common,
        kind: 'list',
        item: describeField('', root.item),
        ...(exact !== undefined || limit.min !== undefined ? { minItems: exact ?? limit.min } : {}),
        ...(exact !== undefined || limit.max !== undefined ? { maxItems: exact ?? limit.max } : {}),
      };
    }
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return { ...common, kind: 'group', fields: describeFields(root) };
  }
  throw new Error(`the editor has no control for "${key || 'a list item'}" (${root.type})`);
}

/** The descriptors of an object schema's entries, in the schema's order. */
export function describeFields(schema: unknown): FieldDescriptor[] {
  const entries = (schema as Node).entries;
  if (!entries) throw new Error('the editor builds forms from object schemas only');
  return Object.entries(entries).map(([key, entry]) => describeField(key, entry));
}
