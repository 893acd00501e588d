// `npm run bench:spam`: the spam corpus's people in full, 100 typing in Chromium against the
// real server (tests/e2e/spam-corpus.spec.ts, which `npm test` runs with six). Prints how many
// reached the inbox and the median visit. Usage: npm run bench:spam [-- --people 100]
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ensureBuild } from './start.mjs';

const { values } = parseArgs({ options: { people: { type: 'string', default: '100' } } });
ensureBuild();
const run = spawn('npx', ['playwright', 'test', 'tests/e2e/spam-corpus.spec.ts'], {
  stdio: 'inherit',
  env: { ...process.env, SPAM_CORPUS_PEOPLE: values.people },
});
run.on('exit', (code) => {
  process.exitCode = code ?? 1;
});
