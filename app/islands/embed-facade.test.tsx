// The map's facade island over the markup React renders on the server.
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbedFacade } from '../components/embed-facade';
import { siteArt } from '../content';
import { start } from './embed-facade';

const SRC = 'https://maps.example.com/embed?q=office';

function serve() {
  document.body.innerHTML = renderToString(
    <EmbedFacade
      poster={siteArt.contact}
      src={SRC}
      title="Our office on the map"
      loadLabel="Show interactive map"
      openHref="https://maps.example.com/?q=office"
      openLabel="Open in maps"
    />,
  );
  const figure = document.querySelector<HTMLElement>('[data-island="embed-facade"]');
  if (!figure) throw new Error('no embed facade island in the markup');
  start(figure);
  return userEvent.setup();
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the embed facade island', () => {
  it('loads nothing from the third party until asked, then the frame in the poster’s place', async () => {
    const user = serve();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/loads from a third party when you ask/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show interactive map' }));
    const embed = screen.getByTitle('Our office on the map');
    expect(embed.tagName).toBe('IFRAME');
    expect(embed).toHaveAttribute('src', SRC);
    expect(embed).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Map provided by a third party.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      'https://maps.example.com/?q=office',
    );
  });
});
