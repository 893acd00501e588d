import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyOnVisible, whenNearViewport, whenWanted } from './lazy-on-visible';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('whenNearViewport', () => {
  it('resolves at once for a block that is not in the document (client-side navigation)', async () => {
    await expect(whenNearViewport('not-here')).resolves.toBeUndefined();
  });
});

describe('whenWanted', () => {
  it('resolves when the visitor reaches for the block, or at once if they already did', async () => {
    document.body.innerHTML = '<div data-defer="a"></div><div data-defer="b" data-wanted></div>';
    let isResolved = false;
    const wanted = whenWanted('a').then(() => {
      isResolved = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isResolved).toBe(false);
    document.querySelector('[data-defer="a"]')?.dispatchEvent(new Event('defer-want'));
    await wanted;
    expect(isResolved).toBe(true);
    await expect(whenWanted('b')).resolves.toBeUndefined();
    document.body.innerHTML = '';
  });
});

describe('lazyOnVisible', () => {
  it('renders the block inside a marked wrapper and flags it once hydrated', async () => {
    const DeferredGreeting = lazyOnVisible('greeting', async () => Greeting);
    const { container } = render(<DeferredGreeting name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    const wrapper = container.querySelector('[data-defer="greeting"]');
    expect(wrapper).toContainElement(screen.getByText('Hello Ada'));
    await waitFor(() => expect(wrapper).toHaveAttribute('data-hydrated'));
  });
});
