// `npm run dev`: content and brand problems in the browser's error overlay until they are
// fixed, and PORT. The plugins run against a stand-in for Vite's dev server that records what
// it would send to the browser; the content step and the brand check themselves are real.
import { EventEmitter } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { brandCheck } from '../plugins/brand-check.ts';
import { devPort, portFrom } from '../plugins/dev-port.ts';
import { contentCollections } from './content/vite-plugin.mjs';

const root = join(import.meta.dirname, '..');

/** What a dev server needs of the plugins' hooks, recording what goes to the browser. */
function devServer(projectRoot) {
  const watcher = Object.assign(new EventEmitter(), { add: () => {} });
  const listeners = new Map();
  const sent = [];
  const logged = [];
  return {
    sent,
    logged,
    watcher,
    config: {
      root: projectRoot,
      logger: { info: (text) => logged.push(text), error: (text) => logged.push(text) },
    },
    ws: {
      send: (payload) => sent.push(payload),
      on: (event, listener) => listeners.set(event, listener),
    },
    /** A browser tab connecting (a page opened or reloaded); returns what it was sent. */
    connect() {
      const received = [];
      listeners.get('vite:client:connect')?.(undefined, { send: (p) => received.push(p) });
      return received;
    },
  };
}

const POST = `---
title: Roofing in winter
date: 2026-04-02
description: Why we book roofs in autumn.
image:
  src: cover.svg
  alt: A roof
---

A roof fails in November.
`;

describe('content problems in the dev overlay', () => {
  it('shows the problem, on reload too, and reloads the page once it is fixed', async () => {
    const contentDir = mkdtempSync(join(tmpdir(), 'dev-content-'));
    mkdirSync(join(contentDir, 'posts'));
    writeFileSync(
      join(contentDir, 'posts', 'cover.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8"></svg>',
    );
    const post = join(contentDir, 'posts', 'roofing-in-winter.md');
    const outDir = mkdtempSync(join(tmpdir(), 'dev-generated-'));
    const server = devServer(root);
    contentCollections({ contentDir, outDir }).configureServer(server);

    writeFileSync(post, POST.replace('src: cover.svg', 'src: photo.jpg'));
    server.watcher.emit('change', post);
    await vi.waitFor(() => expect(server.sent).toHaveLength(1), { timeout: 15_000 });
    const [{ type, err }] = server.sent;
    expect(type).toBe('error');
    expect(err.message.split('\n')[0]).toMatch(
      /roofing-in-winter\.md: image\.src: "photo\.jpg" not found beside the file/,
    );
    expect(err.stack).toBe('');
    expect(server.connect()).toEqual([{ type: 'error', err }]);

    // A restart (a config file such as app/brand.ts changed) starts the plugin afresh: the
    // problem still shows on the pages that reconnect.
    const restarted = devServer(root);
    contentCollections({ contentDir, outDir }).configureServer(restarted);
    await vi.waitFor(() => expect(restarted.connect()).toEqual([{ type: 'error', err }]));

    writeFileSync(post, POST);
    server.watcher.emit('change', post);
    await vi.waitFor(() => expect(server.sent).toHaveLength(2), { timeout: 15_000 });
    expect(server.sent[1]).toEqual({ type: 'full-reload', path: '*' });
    expect(server.connect()).toEqual([]);
  });
});

describe('brand problems in the dev overlay', () => {
  it('checks app/brand.ts at start and on each change, and reloads once it is fixed', async () => {
    const project = mkdtempSync(join(tmpdir(), 'dev-brand-'));
    cpSync(join(root, 'app/styles/tokens.css'), join(project, 'app/styles/tokens.css'));
    const brandFile = join(project, 'app/brand.ts');
    const good = readFileSync(join(root, 'app/brand.ts'), 'utf8');
    writeFileSync(brandFile, good.replace(/color: '#([0-9a-f]{6})'/, "color: '$1'"));
    const server = devServer(project);
    const started = brandCheck().configureServer(server);
    started();
    await vi.waitFor(() => expect(server.sent).toHaveLength(1), { timeout: 15_000 });
    expect(server.sent[0].err.message).toMatch(
      /^app\/brand\.ts: color: expected a colour as "#rrggbb"/,
    );
    expect(server.connect()).toEqual([server.sent[0]]);

    writeFileSync(brandFile, good);
    server.watcher.emit('change', brandFile);
    await vi.waitFor(() => expect(server.sent).toHaveLength(2), { timeout: 15_000 });
    expect(server.sent[1]).toEqual({ type: 'full-reload', path: '*' });
    expect(server.connect()).toEqual([]);
  });
});

describe('PORT for npm run dev', () => {
  it('uses PORT strictly when set, and Vite’s own choice when not', () => {
    expect(devPort({ PORT: '4400' }).config()).toEqual({
      server: { port: 4400, strictPort: true },
    });
    expect(devPort({}).config()).toEqual({});
    expect(portFrom(' ')).toBeUndefined();
  });

  it('refuses a PORT that is not a port number, saying what it got', () => {
    expect(() => portFrom('http')).toThrow(
      'PORT should be a port number from 1 to 65535, got "http"',
    );
    expect(() => portFrom('70000')).toThrow(/got "70000"/);
  });
});
