// The index of the decision records (docs/decisions/README.md), made from the records' own
// titles and Status lines, so it cannot drift: `node scripts/docs/decisions-index.mjs` writes it,
// and scripts/docs/decisions-index.test.mjs fails when it is stale or a record lacks a status.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const decisionsDir = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));
export const indexPath = join(decisionsDir, 'README.md');

/** Each record: its number, file, title (without the number) and status ('' when missing). */
export function readDecisions(dir = decisionsDir) {
  return readdirSync(dir)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .sort()
    .map((file) => {
      const lines = readFileSync(join(dir, file), 'utf8').split('\n');
      const heading = lines.find((line) => line.startsWith('# ')) ?? file;
      const title = heading
        .replace(/^#\s+/, '')
        .replace(/^\d{3}\s*[—:–-]?\s*/, '')
        .trim();
      const statusLine = lines.slice(0, 8).find((line) => line.startsWith('**Status:**')) ?? '';
      return {
        number: file.slice(0, 3),
        file,
        title,
        status: statusLine.replace('**Status:**', '').trim(),
      };
    });
}

/** The index's Markdown. */
export function decisionsIndex(records = readDecisions()) {
  const rows = records.map((r) => `- ${r.number} [${r.title}](${r.file}): ${r.status}`);
  return [
    '# Decision records',
    '',
    'Why the product is built the way it is, one record per choice. Each begins with a Status line:',
    '`accepted`, `proposed` while its issue is still being built, or `superseded by N` when a later',
    'record replaced it. This index is generated from the records',
    '(`node scripts/docs/decisions-index.mjs`); a test fails when it is stale.',
    '',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(indexPath, decisionsIndex());
  console.log(`wrote ${indexPath}`);
}
