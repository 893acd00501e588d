// The production install, proved on a copy (issue 29; docs/decisions/043-production-install.md).
// The built project is copied without node_modules to a temporary folder, installed there with
// `npm install --omit=dev`, and served with `npm run serve` on an SQLite file: the office signs
// in, uploads a photo, publishes a post with it through the editor's form, and the post's page
// and share card are fetched. Any runtime import of a devDependency, or a server that needs a
// Node the production install does not bring, fails it.
//
// Usage (after `npm run build`): npm run test:prod-install; `npm test` runs it as a step of its
// own beside the other checks of the build. It installs from the registry (npm's cache makes it
// quick on a second run): about a minute, most of it the install.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { findFreePort } from '../../common/free-port.ts';

const root = resolve(import.meta.dirname, '../..');

/** What a production image does not get: the checkout's tooling, reports and dependencies. */
const LEFT_OUT = new Set([
  'node_modules',
  '.git',
  'reports',
  'test-results',
  'playwright-report',
  'screenshots',
  'data',
  'tests',
]);
const EMAIL = 'owner@example.com';
const PASSWORD = 'production-install-check';
const SLUG = 'installed-for-production';
const TITLE = 'Installed for production';

function fail(message: string): never {
  throw new Error(message);
}

/**
 * The environment of a process in the copy: npm's variables of the caller's `npm run` and the
 * checkout's node_modules/.bin are taken off, so the copy runs on what its own install brought.
 */
function copyEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key) && key !== 'NODE_ENV' && key !== 'INIT_CWD') env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.includes(`${sep}node_modules${sep}`))
    .join(delimiter);
  return { ...env, ...extra };
}

/** Runs a command in `cwd` to its end, echoing its output; resolves with the exit code. */
function run(command: string, args: string[], cwd: string): Promise<number | null> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env: copyEnv(), stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      done(null);
    });
    child.on('close', done);
  });
}

/** Starts `npm run serve` in the copy; resolves once the server prints its address. */
function serve(
  cwd: string,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn('npm', ['run', 'serve'], {
    cwd,
    env: copyEnv(env),
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('npm run serve did not start in 60 s')),
      60_000,
    );
    let output = '';
    child.stdout?.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
      const match = /Serving on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run serve exited with code ${code}`));
    });
  });
}

/** Ends the server and npm above it (its own process group), and waits for the exit. */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || !child.pid) return done();
    child.once('exit', () => done());
    process.kill(-child.pid, 'SIGTERM');
  });
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function check(base: string) {
  const signIn = await fetch(`${base}/admin/sign-in`, {
    method: 'POST',
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
    headers: { Origin: base },
    redirect: 'manual',
  });
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
  if (signIn.status !== 303 || !cookie) fail(`signing in answered ${signIn.status}`);
  console.log('signed in');

  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#4a7a5c' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)]), 'new-roof.jpg');
  const upload = await fetch(`${base}/admin/media`, {
    method: 'POST',
    body: form,
    headers: { cookie, Origin: base, Accept: 'application/json' },
  });
  if (upload.status !== 201) fail(`the upload answered ${upload.status}: ${await upload.text()}`);
  const { media } = (await upload.json()) as { media: { name: string }[] };
  const name = media[0]?.name ?? fail('the upload stored no photo');
  console.log(`uploaded ${name}`);

  const publish = await fetch(`${base}/admin/content/posts/new`, {
    method: 'POST',
    body: new URLSearchParams({
      intent: 'publish',
      slug: SLUG,
      title: TITLE,
      date: '2026-11-28',
      description: 'A post published on the production install.',
      'image.src': name,
      'image.alt': 'A new roof, photographed on site',
      comments: '0',
      'quote.text': '',
      'quote.cite': '',
      body: '## What changed\n\nThe roof, in **one** week.',
    }),
    headers: { cookie, Origin: base },
    redirect: 'manual',
  });
  const location = publish.headers.get('location') ?? '';
  if (publish.status !== 303 || !location.includes('published')) {
    fail(
      `publishing answered ${publish.status} ${location}: ${(await publish.text()).slice(0, 500)}`,
    );
  }
  console.log('published');

  const page = await fetch(`${base}/blog/${SLUG}`);
  const html = await page.text();
  if (page.status !== 200) fail(`the post answered ${page.status}`);
  if (!html.includes(TITLE)) fail('the post page does not show its title');
  if (!html.includes('<strong>one</strong>')) fail('the post page does not show its body');
  const img = /<img[^>]*alt="A new roof, photographed on site"[^>]*>/.exec(html)?.[0] ?? '';
  const src = / src="(\/media\/[^"]+)"/.exec(img)?.[1] ?? fail('the post page shows no photo');
  const picture = await fetch(`${base}${src}`);
  await picture.arrayBuffer();
  if (picture.status !== 200 || !picture.headers.get('content-type')?.startsWith('image/')) {
    fail(`the post's photo ${src} answered ${picture.status}`);
  }
  console.log(`the post page shows its title, body and photo (${src})`);

  const card = await fetch(`${base}/og/blog/${SLUG}.png`);
  const bytes = Buffer.from(await card.arrayBuffer());
  if (card.status !== 200 || card.headers.get('content-type') !== 'image/png') {
    fail(`the share card answered ${card.status} ${card.headers.get('content-type')}`);
  }
  const { width, height } = await sharp(bytes).metadata();
  if (width !== 1200 || height !== 630) fail(`the share card is ${width}×${height}, not 1200×630`);
  console.log(`the share card is a ${width}×${height} PNG (${bytes.length} bytes)`);
}

async function main() {
  if (!existsSync(join(root, 'build/server/index.js')))
    fail('The build is missing: run npm run build first');
  const began = Date.now();
  const folder = mkdtempSync(join(tmpdir(), 'prod-install-'));
  const copy = join(folder, 'site');
  let server: ChildProcess | undefined;
  try {
    cpSync(root, copy, {
      recursive: true,
      filter: (source) => !LEFT_OUT.has(relative(root, source).split('/')[0] ?? ''),
    });
    console.log(`copied the built project to ${copy} in ${seconds(began)}`);
    const started = Date.now();
    const code = await run(
      'npm',
      ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'],
      copy,
    );
    if (code !== 0) fail(`npm install --omit=dev exited with ${code}`);
    console.log(`npm install --omit=dev: ${seconds(started)}`);
    if (existsSync(join(copy, 'node_modules/vite'))) fail('the install brought devDependencies');

    const port = await findFreePort(4600);
    const running = await serve(copy, {
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(folder, 'site.db')}`,
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
    });
    server = running.child;
    console.log(`npm run serve: serving ${seconds(began)} after the start`);
    await check(running.url);
    console.log(
      `production install: served, published a post with a photo, drew its share card (${seconds(began)} in all)`,
    );
  } finally {
    if (server) await stop(server);
    rmSync(folder, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`production install: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
