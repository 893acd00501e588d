import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  earlyTapsScript,
  FIRST_PAINT_ATTR,
  HYDRATED_ATTR,
  WANT_EVENT,
  WANTED_ATTR,
} from './early-taps';

const byId = (id: string) => document.getElementById(id) as HTMLElement;
/** Lets the script's MutationObserver see an attribute change. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => {
  // The pre-rendered page: a shell button, a deferred block with a button and a counter, and a
  // platform invoker.
  document.body.innerHTML = `
    <button type="button" id="shell">Menu</button>
    <div data-defer="grid" id="grid"><button type="button" id="more">Load More</button>
      <span data-counter id="count">89</span></div>
    <button type="button" id="native" commandfor="x" command="show-modal">Open</button>
    <dialog id="x"></dialog>
    <button type="button" id="orphan" commandfor="y" command="show-modal">Menu</button>
    <div data-defer="drawer" id="drawer"></div>
    <form><button id="send">Send</button></form>`;
  // Runs the fixed inline script exactly as the page does (jsdom does not run <script> here).
  new Function(earlyTapsScript)();
});

describe('earlyTapsScript', () => {
  it('notes at first paint whether each counter was on screen', () => {
    expect(byId('count')).toHaveAttribute(FIRST_PAINT_ATTR, 'on-screen');
  });

  it('leaves platform invokers and submit buttons to the browser', () => {
    const onClick = vi.fn();
    document.addEventListener('click', onClick);
    byId('native').click();
    byId('send').addEventListener('click', (event) => event.preventDefault());
    byId('send').click();
    expect(onClick).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', onClick);
  });

  it('holds a tap before the app hydrates and replays it once, on the same element', async () => {
    const onClick = vi.fn();
    byId('shell').addEventListener('click', onClick);
    byId('shell').click();
    byId('shell').click();
    expect(onClick).not.toHaveBeenCalled();
    document.documentElement.setAttribute(HYDRATED_ATTR, '');
    await settle();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('asks a deferred block to load and replays its tap only once the block has hydrated', async () => {
    const block = byId('grid');
    const onWant = vi.fn();
    const onClick = vi.fn();
    block.addEventListener(WANT_EVENT, onWant);
    byId('more').addEventListener('click', onClick);
    byId('more').click();
    expect(block).toHaveAttribute(WANTED_ATTR);
    expect(onWant).toHaveBeenCalledTimes(1);
    await settle();
    expect(onClick).not.toHaveBeenCalled();
    block.setAttribute(HYDRATED_ATTR, '');
    await settle();
    expect(onClick).toHaveBeenCalledTimes(1);
    byId('more').click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('holds an invoker whose target is missing until its block is back, then replays it', async () => {
    document.documentElement.setAttribute(HYDRATED_ATTR, '');
    const onClick = vi.fn();
    byId('orphan').addEventListener('click', onClick);
    byId('orphan').click();
    expect(onClick).not.toHaveBeenCalled();
    const drawer = byId('drawer');
    drawer.innerHTML = '<dialog id="y"></dialog>';
    drawer.setAttribute(HYDRATED_ATTR, '');
    await settle();
    expect(onClick).toHaveBeenCalledTimes(1);
    byId('orphan').click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
