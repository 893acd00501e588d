// A Chromium driven over the DevTools protocol through a tab target, for `npm run bench:islands`.
// Chromium refuses to prerender in a tab that a DevTools client drives through its page target
// directly (PrerenderingDisabledByDevTools): Playwright attaches that way. A client attached to
// the tab, and through it to the tab's pages, leaves prerendering on, as in a visitor's browser.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const wait = (ms) => new Promise((done) => setTimeout(done, ms));
/** How long a DevTools call may go unanswered (a starved machine is slow, not that slow). */
const CALL_TIMEOUT_MS = 30_000;

/** Reads the port Chromium chose (`--remote-debugging-port=0`) from its profile folder. */
async function devtoolsAddress(profile, child) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with code ${child.exitCode}`);
    try {
      const [port, path] = readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n');
      if (port && path) return `ws://127.0.0.1:${port}${path}`;
    } catch {
      // Not written yet.
    }
    await wait(50);
  }
  throw new Error('Chromium did not open its DevTools port in time');
}

/**
 * Launches Chromium (`executable`, `args`) and opens one tab. Returns `send(method, params)` on
 * the tab's current page, `on(method, listener)` for its events (any page's), `evaluate(expression)`
 * there, `prerenderedWhere(test)` in a page being prerendered, `browser(method, params)` and
 * `close()`. `network: true` reports every page's requests (`Network.requestWillBeSent`). The page
 * the tab shows changes when a prerendered page is activated: `send` and
 * `evaluate` follow it.
 */
export async function openTab(
  executable,
  args,
  { width = 1280, height = 800, network = false } = {},
) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-tab-'));
  const child = spawn(
    executable,
    [
      ...args,
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      `--window-size=${width},${height}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const socket = new WebSocket(await devtoolsAddress(profile, child));
  await new Promise((done, fail) => {
    socket.addEventListener('open', done, { once: true });
    socket.addEventListener('error', fail, { once: true });
  });
  let nextId = 1;
  const pending = new Map();
  const listeners = new Map();
  /** The tab's page sessions (the shown page, pages in the back/forward cache, prerendered ones). */
  const pages = new Set();
  let tabSession;
  socket.addEventListener('message', ({ data }) => {
    const message = JSON.parse(String(data));
    if (message.id) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.fail(new Error(`${call.method}: ${message.error.message}`));
      else call?.done(message.result);
      return;
    }
    if (message.method === 'Target.attachedToTarget') {
      const { sessionId, targetInfo } = message.params;
      if (targetInfo.type === 'tab') tabSession = sessionId;
      if (targetInfo.type === 'page') {
        pages.add(sessionId);
        // `network`: every page's requests (a prerendered page's too) reported to `on`.
        if (network) raw('Network.enable', {}, sessionId).catch(() => {});
      }
      return;
    }
    if (message.method === 'Target.detachedFromTarget') {
      pages.delete(message.params.sessionId);
      return;
    }
    for (const listener of listeners.get(message.method) ?? []) {
      try {
        listener(message.params);
      } catch (error) {
        console.error(`${message.method} listener:`, error);
      }
    }
  });
  /** Every call still waiting fails when the browser goes (a crash, an OOM kill). */
  const failPending = (why) => {
    for (const [id, call] of pending) {
      pending.delete(id);
      call.fail(new Error(`${call.method}: ${why}`));
    }
  };
  socket.addEventListener('close', () => failPending('the DevTools connection closed'));
  child.once('exit', (code) => failPending(`Chromium exited (${code})`));
  const raw = (method, params = {}, sessionId = undefined, timeoutMs = CALL_TIMEOUT_MS) =>
    new Promise((done, fail) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        fail(new Error(`${method}: no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(id, {
        done: (value) => {
          clearTimeout(timer);
          done(value);
        },
        fail: (error) => {
          clearTimeout(timer);
          fail(error);
        },
        method,
      });
      if (socket.readyState !== WebSocket.OPEN) failPending('the DevTools connection closed');
      else socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  const close = async () => {
    socket.close();
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes may still be writing the profile: a leftover in /tmp is harmless.
    await wait(200);
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {}
  };
  try {
    // Attach to tabs only; each tab then attaches to its pages (the prerendered ones included).
    await raw('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: true,
      filter: [{ type: 'tab' }],
    });
    const until = Date.now() + 10_000;
    while (!tabSession && Date.now() < until) await wait(20);
    if (!tabSession) throw new Error('No tab to attach to');
    await raw(
      'Target.setAutoAttach',
      { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
      tabSession,
    );
    while (pages.size === 0 && Date.now() < until) await wait(20);
  } catch (error) {
    await close();
    throw error;
  }
  /**
   * The session of a page that `test` (an expression) holds true in, if any. The pages are asked
   * at once, each for a few seconds: a page frozen in the back/forward cache may not answer
   * until it is shown again, and waiting for it in turn (30 s) hid the page being looked for.
   */
  const pageWhere = async (test) => {
    const sessions = [...pages];
    const answers = await Promise.all(
      sessions.map((sessionId) =>
        raw('Runtime.evaluate', { expression: test, returnByValue: true }, sessionId, 3_000)
          .then(({ result }) => result.value === true)
          .catch(() => false),
      ),
    );
    return sessions.find((_, index) => answers[index]);
  };
  const SHOWN = "!document.prerendering && document.visibilityState === 'visible'";
  /** The session of the page the tab shows (a prerendered page once it is activated). */
  const shown = async () => {
    const sessionId = await pageWhere(SHOWN);
    if (!sessionId) throw new Error('The tab shows no page');
    return sessionId;
  };
  const send = async (method, params = {}) => raw(method, params, await shown());
  const evaluateIn = async (sessionId, expression) => {
    const { result, exceptionDetails } = await raw(
      'Runtime.evaluate',
      { expression, returnByValue: true, awaitPromise: true },
      sessionId,
    );
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? 'evaluate');
    return result.value;
  };
  /** Evaluates `expression` in the page the tab shows. */
  const evaluate = async (expression) => evaluateIn(await shown(), expression);
  /** Whether a page being prerendered holds `test` (an expression) true. */
  const prerenderedWhere = async (test) =>
    (await pageWhere(`document.prerendering === true && (${test})`)) !== undefined;
  const on = (method, listener) => {
    if (!listeners.has(method)) listeners.set(method, []);
    listeners.get(method).push(listener);
  };
  /** A command to the browser itself (no page), as `Tracing.start`. */
  const browser = (method, params = {}) => raw(method, params);
  return { send, evaluate, prerenderedWhere, on, browser, close };
}
