// `npm run dev` as a new developer runs it: a real Vite dev server on a copy of the project
// (so a content edit touches nothing in the checkout), asked for the pages a reader and the
// office open. scripts/dev-server.test.mjs drives the plugins against a stand-in for Vite and
// never renders a page, which is how a dev server answering 500 everywhere went unseen.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../common/free-port.ts';
import { eventually } from './support/eventually';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn } from './support/site';

const root = join(import.meta.dirname, '../..');
const POST = 'how-weather-can-impact-a-construction-project';
const PAGES = ['/', `/blog/${POST}`, '/portfolio/community-center', '/admin/sign-in'];

let project: string;
let dev: ChildProcess;
let base: string;
let log = '';

/** The checkout without build output; node_modules as hard links (no copying, no sharing). */
async function copyProject() {
  const dir = mkdtempSync(join(tmpdir(), 'site-dev-'));
  for (const name of ['app', 'common', 'content', 'plugins', 'public', 'scripts', 'server']) {
    cpSync(join(root, name), join(dir, name), { recursive: true });
  }
  for (const name of [
    'package.json',
    'react-router.config.ts',
    'tsconfig.json',
    'vite.config.ts',
  ]) {
    cpSync(join(root, name), join(dir, name));
  }
  await copyModules(dir);
  // Vite's own cache is written in place: the copy gets one of its own.
  rmSync(join(dir, 'node_modules/.vite'), { recursive: true, force: true });
  return dir;
}

/** node_modules as hard links (instant); a real copy where /tmp is another file system. */
async function copyModules(dir: string) {
  const run = (flags: string) =>
    new Promise<number | null>((done) =>
      spawn('cp', [flags, join(root, 'node_modules'), join(dir, 'node_modules')]).on('exit', done),
    );
  if ((await run('-al')) === 0) return;
  rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
  const code = await run('-a');
  if (code !== 0) throw new Error(`cp -a node_modules exited with ${code}`);
}

/** The module scripts a page loads first (Vite's client, the router's entry and manifest). */
function moduleUrls(html: string): string[] {
  const urls = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
  const imports = [...html.matchAll(/import(?:\(| )"([^"]+)"/g)].map((m) => m[1]);
  return [...urls, ...imports].filter((url): url is string => Boolean(url?.startsWith('/')));
}

beforeAll(async () => {
  project = await copyProject();
  const port = await findFreePort(5300);
  base = `http://127.0.0.1:${port}`;
  dev = spawn('npm', ['run', 'dev'], {
    cwd: project,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(project, 'dev.db')}`,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    },
  });
  dev.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  dev.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  await eventually(async () => ((await fetch(base)).status > 0 ? true : undefined), 90_000);
}, 120_000);

afterAll(() => {
  // npm, react-router and the Node it relaunches: the whole group.
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the home page, a post, a project and the sign-in page, with their scripts', async () => {
    for (const path of PAGES) {
      const response = await fetch(`${base}${path}`);
      const html = await response.text();
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(html).toContain('</html>');
      const scripts = moduleUrls(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const url of scripts) {
        const script = await fetch(`${base}${url}`);
        expect({ url, status: script.status }).toEqual({ url, status: 200 });
      }
    }
    expect(log).not.toMatch(/error/i);
  }, 120_000);

  it('signs the first owner in: the admin has the server’s services', async () => {
    const cookie = await signIn(base);
    const inbox = await fetch(`${base}/admin`, { headers: { cookie }, redirect: 'manual' });
    expect(inbox.status).toBe(200);
    expect(log).not.toMatch(/error/i);
  }, 60_000);

  it('shows an edit to a content file on the next reload', async () => {
    const file = join(project, 'content/posts', `${POST}.md`);
    const title = `Weather and building, edited ${Date.now()}`;
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
    await eventually(async () => {
      const html = await (await fetch(`${base}/blog/${POST}`)).text();
      return html.includes(title) ? true : undefined;
    }, 30_000);
    expect(log).not.toMatch(/error/i);
  }, 60_000);
});
