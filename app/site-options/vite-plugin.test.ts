import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { mainMenu } from '../content/navigation';
import { siteOptionsPlugin } from './vite-plugin';

/** The constants the plugin hands Vite for the given options. */
function defines(...args: Parameters<typeof siteOptionsPlugin>) {
  const { config } = siteOptionsPlugin(...args);
  if (typeof config !== 'function') throw new Error('the plugin sets no config');
  return (
    config.call(undefined as never, {}, { command: 'build', mode: 'production' }) as UserConfig
  ).define as Record<string, string>;
}

describe('siteOptionsPlugin', () => {
  it('hands the app the main menu for the given options as a constant', () => {
    const menu = JSON.parse(
      defines({ home: 'home-two', showOtherHomeLayouts: false, showDemoPages: false })
        .__SITE_MAIN_MENU__ ?? '',
    );
    expect(menu[0]).toEqual({ label: 'Home', to: '/' });
    expect(JSON.stringify(menu)).not.toContain('/team-three');
  });

  it('uses the brand file’s options by default, which is the menu the app shows', () => {
    expect(JSON.parse(defines().__SITE_MAIN_MENU__ ?? '')).toEqual(mainMenu);
  });
});
