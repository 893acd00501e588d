/**
 * What the statistics read from a browser's User-Agent, on the server (decision 036): the device
 * class and the browser family. Parsed with `bowser` (MIT, well kept); nothing else of the
 * header is kept.
 */
import Bowser from 'bowser';
import type { DeviceClass } from './tables.ts';

/** The browser families a visitor key is made with (the common definition of issue 20). */
export type BrowserFamily = 'Chrome' | 'Firefox' | 'Safari' | 'Edge' | 'Other';

/** Longest User-Agent parsed: a real one is a few hundred characters. */
const MAX_UA = 512;

function parserOf(userAgent: string | null | undefined) {
  const ua = (userAgent ?? '').slice(0, MAX_UA).trim();
  if (!ua) return undefined;
  try {
    return Bowser.getParser(ua);
  } catch {
    return undefined;
  }
}

/** Phone, tablet or desktop; anything else (TVs, unknown) counts as desktop. */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const platform = parserOf(userAgent)?.getPlatformType(true);
  if (platform === 'mobile') return 'phone';
  if (platform === 'tablet') return 'tablet';
  return 'desktop';
}

const FAMILIES: Record<string, BrowserFamily> = {
  chrome: 'Chrome',
  chromium: 'Chrome',
  firefox: 'Firefox',
  safari: 'Safari',
  'microsoft edge': 'Edge',
};

/** Chrome, Firefox, Safari, Edge, or Other. */
export function browserFamily(userAgent: string | null | undefined): BrowserFamily {
  const name = parserOf(userAgent)?.getBrowserName(true) ?? '';
  return FAMILIES[name] ?? 'Other';
}
