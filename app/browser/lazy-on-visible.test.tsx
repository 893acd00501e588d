import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnVisible, watchBlock } from './lazy-on-visible';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('watchBlock', () => {
  it('starts when the visitor reaches for the block, or at once if they already did', () => {
    const block = document.createElement('div');
    const start = vi.fn();
    const stop = watchBlock(block, false, start);
    expect(start).not.toHaveBeenCalled();
    block.dispatchEvent(new Event('defer-want'));
    expect(start).toHaveBeenCalledTimes(1);
    stop();
    const wanted = document.createElement('div');
    wanted.setAttribute('data-wanted', '');
    watchBlock(wanted, false, start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('starts at once when it should load near the viewport but nothing can observe it', () => {
    const observer = globalThis.IntersectionObserver;
    // @ts-expect-error: a browser without IntersectionObserver
    delete globalThis.IntersectionObserver;
    const start = vi.fn();
    watchBlock(document.createElement('div'), true, start);
    globalThis.IntersectionObserver = observer;
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('watchBlock on hover', () => {
  it('starts when a pointer moves over something inside, even if the event stops on the way', () => {
    const block = document.createElement('div');
    const inner = document.createElement('button');
    block.append(inner);
    document.body.append(block);
    // React stops events aimed at a block it has not hydrated at the document, as this does.
    const stopAtRoot = (event: Event) => event.stopPropagation();
    const start = vi.fn();
    const stop = watchBlock(block, false, start, true);
    document.addEventListener('pointerover', stopAtRoot, true);
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    inner.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    stop();
    inner.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    document.removeEventListener('pointerover', stopAtRoot, true);
    block.remove();
  });
});

describe('lazyOnVisible', () => {
  it('waits until reached for, then renders the block in a marked wrapper flagged once hydrated', async () => {
    const DeferredGreeting = lazyOnVisible('greeting', async () => Greeting);
    const { container } = render(<DeferredGreeting name="Ada" />);
    const wrapper = container.querySelector('[data-defer="greeting"]');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByText('Hello Ada')).toBeNull();
    wrapper?.dispatchEvent(new Event('defer-want'));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(wrapper).toContainElement(screen.getByText('Hello Ada'));
    await waitFor(() => expect(wrapper).toHaveAttribute('data-hydrated'));
  });

  it('renders at once after a client-side navigation', async () => {
    document.documentElement.setAttribute('data-hydrated', '');
    const DeferredGreeting = lazyOnVisible('later', async () => Greeting);
    render(<DeferredGreeting name="Grace" />);
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    document.documentElement.removeAttribute('data-hydrated');
  });
});
