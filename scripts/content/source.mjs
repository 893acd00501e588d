// Writes plain data as TypeScript source, with image references turned into expressions.

/** Marks a value to be written as the given code, unquoted. */
export class Code {
  constructor(code) {
    this.code = code;
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `value` as a TypeScript expression, indented by `depth` levels. */
export function toSource(value, depth = 0) {
  const pad = '  '.repeat(depth + 1);
  const end = '  '.repeat(depth);
  if (value instanceof Code) return value.code;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${toSource(item, depth + 1)},`).join('\n')}\n${end}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const lines = entries.map(
      ([key, item]) =>
        `${pad}${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${toSource(item, depth + 1)},`,
    );
    return `{\n${lines.join('\n')}\n${end}}`;
  }
  return JSON.stringify(value);
}
