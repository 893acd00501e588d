/**
 * The people of the spam corpus (spam-corpus.spec.ts): each opens a page, reads a moment, fills
 * a form the way people do (typing key by key at their own pace, or choosing a saved address
 * that Chromium's autofill fills) and sends it, with or without JavaScript, each from an
 * address of their own.
 */
import type { Page } from '@playwright/test';
import { autofill } from './autofill';

export type HumanForm = 'contact' | 'quote' | 'comment' | 'newsletter';

export interface Human {
  n: number;
  form: HumanForm;
  email: string;
  autofill: boolean;
}

const POST = 'top-mistakes-to-avoid-during-home-renovation';
const MESSAGES = [
  'Could you look at the damp patch on our kitchen ceiling?',
  'We would like a price for a loft conversion next spring.',
  'Is a site visit possible next week? Mornings suit us best.',
  'Our porch roof leaks after heavy rain, can you help?',
  'Looking for a quote to refit a small office, about 60 m².',
];

/** A person's pace: a few tens of milliseconds per key, varying from person to person. */
const keyDelay = (n: number) => 15 + ((n * 7) % 30);
/** People look at a page before they start on its form: half a second to a second and a half. */
const readPause = (n: number) => 500 + ((n * 137) % 1000);

/** The people: a mix of forms, every third with a saved address. */
export function humans(count: number): Human[] {
  const forms: HumanForm[] = ['contact', 'quote', 'contact', 'newsletter', 'quote', 'comment'];
  return Array.from({ length: count }, (_, n) => ({
    n,
    form: forms[n % forms.length] as HumanForm,
    email: `person${n}@visitor.example`,
    autofill: n % 3 === 0,
  }));
}

/** The saved address of person `n`, as Chromium's autofill would hold it. */
const savedAddress = (human: Human) => ({
  NAME_FIRST: 'Sam',
  NAME_LAST: `Visitor${human.n}`,
  EMAIL_ADDRESS: human.email,
  PHONE_HOME_WHOLE_NUMBER: `+1555010${String(1000 + human.n).slice(-4)}`,
  COMPANY_NAME: `Household ${human.n}`,
  ADDRESS_HOME_LINE1: `${human.n} Oak Street`,
  ADDRESS_HOME_CITY: 'Portland',
  ADDRESS_HOME_ZIP: '97209',
  ADDRESS_HOME_COUNTRY: 'US',
});

async function type(page: Page, selector: string, text: string, human: Human) {
  await page.locator(selector).pressSequentially(text, { delay: keyDelay(human.n) });
}

/** What autofill left empty, typed by hand (as a person completes a half-filled form). */
async function typeIfEmpty(page: Page, selector: string, text: string, human: Human) {
  if ((await page.locator(selector).inputValue()) === '') await type(page, selector, text, human);
}

/** One person's visit: open, read, fill, send; resolves once the site says it is sent. */
export async function visit(page: Page, base: string, human: Human, withScript: boolean) {
  const { n } = human;
  const path = {
    contact: '/contact-us',
    quote: '/request-quote',
    comment: `/blog/${POST}`,
    newsletter: '/about-us',
  }[human.form];
  const form = {
    contact: 'form[aria-label="Send Message"]',
    quote: 'form[aria-label="Request a quote"]',
    comment: 'form[aria-label="Post Comment"]',
    newsletter: 'form[aria-label="Subscribe to our newsletter"]',
  }[human.form];
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': `203.0.${Math.floor(n / 200)}.${(n % 200) + 1}`,
  });
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(readPause(n));
  const message = MESSAGES[n % MESSAGES.length] as string;
  const field = (name: string) => `${form} [name="${name}"]`;
  if (human.form === 'quote') {
    if (human.autofill) await autofill(page, field('firstName'), savedAddress(human));
    await typeIfEmpty(page, field('firstName'), 'Sam', human);
    await typeIfEmpty(page, field('lastName'), `Visitor${n}`, human);
    await typeIfEmpty(page, field('email'), human.email, human);
    await typeIfEmpty(page, field('phone'), `+1 555 010 ${1000 + n}`, human);
    await typeIfEmpty(page, field('company'), `Household ${n}`, human);
    await type(page, field('website'), `https://home${n}.example`, human);
    await page.locator(field('service')).selectOption({ index: 1 + (n % 3) });
    await type(page, field('message'), message, human);
  } else if (human.form === 'newsletter') {
    if (human.autofill) await autofill(page, field('email'), savedAddress(human));
    await typeIfEmpty(page, field('email'), human.email, human);
  } else {
    if (human.autofill) await autofill(page, field('name'), savedAddress(human));
    await typeIfEmpty(page, field('name'), `Sam Visitor${n}`, human);
    await typeIfEmpty(page, field('email'), human.email, human);
    await type(page, field(human.form === 'comment' ? 'comment' : 'message'), message, human);
  }
  await page.locator(`${form} button[type="submit"]`).click();
  if (withScript) {
    // A quote or message ends on its confirmation in the form's place; the others keep a line.
    const confirms = human.form === 'quote' || human.form === 'contact';
    await page
      .locator(confirms ? '[data-sent-confirmation]' : `${form} [data-form-status="sent"]`)
      .waitFor();
  } else {
    await page.waitForURL(/\/thank-you\//);
  }
}
