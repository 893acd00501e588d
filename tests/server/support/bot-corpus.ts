/**
 * The scripted bots of the spam corpus (tests/server/spam-corpus.test.ts): each kind posts the way a kind
 * of form spammer does, to the real server, each from an address of its own unless it is the
 * one that floods from one address. Every bot's email names its kind, so where it landed can
 * be counted per kind.
 */
import { HONEYPOT_FIELD, TOKEN_FIELD } from '../../../app/forms/parse-form';
import { createFormTokens } from '../../../server/spam/form-token';
import { TEST_FORM_SECRET } from './form-tokens';

const POST = 'how-weather-can-impact-a-construction-project';
const TOKEN = new RegExp(`name="${TOKEN_FIELD}" value="([^"]+)"`);
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** A bot's number within its kind (`bot-links-7` → 7). */
const indexOf = (n: string) => Number(n.split('-').at(-1));

/** What a bot sends: where, and the fields beside the token it brings. */
type Target = { path: string; fields: (n: string) => Record<string, string> };

const TARGETS: Target[] = [
  {
    path: '/contact-us',
    fields: (n) => ({ name: `Bot ${n}`, email: `${n}@spam.example`, message: `Great site ${n}` }),
  },
  {
    path: '/api/forms/message',
    fields: (n) => ({ name: `Bot ${n}`, email: `${n}@spam.example`, subject: 'SEO offer' }),
  },
  {
    path: '/request-quote',
    fields: (n) => ({
      firstName: 'Bot',
      lastName: n,
      email: `${n}@spam.example`,
      phone: '+1 555 000 1234',
      company: 'Leads Inc',
      website: 'https://leads.example',
      service: 'house-renovation',
      message: `We sell leads ${n}`,
    }),
  },
  {
    path: `/blog/${POST}`,
    fields: (n) => ({ name: `Bot ${n}`, email: `${n}@spam.example`, comment: `Nice ${n}` }),
  },
  { path: '/newsletter', fields: (n) => ({ email: `${n}@spam.example` }) },
];

/** The page whose token a bot scrapes before it posts to `path`. */
const pageOf = (path: string) => (path.startsWith('/api/') ? '/contact-us' : path);

export interface Bot {
  kind: string;
  email: string;
  /** Sends the post; resolves with the HTTP status. */
  send: () => Promise<number>;
}

/** The corpus against `base`; `ip(i)` is each bot's address, `floodIp` the flooder's. */
export function botCorpus(base: string) {
  const old = (daysAgo: number) =>
    createFormTokens(Buffer.from(TEST_FORM_SECRET), () => Date.now() - daysAgo * 86_400_000);
  const stranger = createFormTokens(Buffer.from('a-key-that-is-not-this-sites-own-key-at-all'));
  let ipCount = 0;
  const nextIp = () => {
    ipCount++;
    return `198.18.${Math.floor(ipCount / 250)}.${(ipCount % 250) + 1}`;
  };
  const post = async (path: string, fields: Record<string, string>, ip: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
      headers: { Origin: base, 'X-Forwarded-For': ip },
    });
    await response.arrayBuffer();
    return response.status;
  };
  const scrape = async (path: string, ip: string) => {
    const html = await (
      await fetch(`${base}${pageOf(path)}`, { headers: { 'X-Forwarded-For': ip } })
    ).text();
    return html.match(TOKEN)?.[1] ?? '';
  };
  const bots: Bot[] = [];
  const add = (
    kind: string,
    count: number,
    make: (n: string, target: Target, ip: string) => () => Promise<number>,
  ) => {
    for (let i = 0; i < count; i++) {
      const n = `bot-${kind}-${i}`;
      const target = TARGETS[i % TARGETS.length] as Target;
      bots.push({ kind, email: `${n}@spam.example`, send: make(n, target, nextIp()) });
    }
  };

  // Field stuffing: scrapes the page, fills every field it finds (the honeypot too), posts at once.
  add('stuffing', 120, (n, t, ip) => async () => {
    const token = await scrape(t.path, ip);
    return post(
      t.path,
      { ...t.fields(n), [HONEYPOT_FIELD]: `${n} filler`, [TOKEN_FIELD]: token },
      ip,
    );
  });
  // Fast posts: a scraped page and a clean post, sent a few milliseconds later.
  add('fast', 100, (n, t, ip) => async () => {
    const token = await scrape(t.path, ip);
    return post(t.path, { ...t.fields(n), [TOKEN_FIELD]: token }, ip);
  });
  // Missing tokens: the form's action posted straight, as most form spam is.
  add('no-token', 160, (n, t, ip) => () => post(t.path, t.fields(n), ip));
  // Forged tokens: made-up, altered, or signed with another key.
  add('forged', 60, (n, t, ip) => async () => {
    const forms = [
      () => `1.p.${Date.now().toString(36)}.${'A'.repeat(22)}.${'B'.repeat(43)}`,
      () => stranger.issue('s'),
      () => 'token',
    ];
    const token = (forms[indexOf(n) % forms.length] as () => string)();
    return post(t.path, { ...t.fields(n), [TOKEN_FIELD]: token }, ip);
  });
  // Expired tokens: a page scraped long ago and posted now.
  add(
    'expired',
    40,
    (n, t, ip) => () =>
      post(t.path, { ...t.fields(n), [TOKEN_FIELD]: old(8 + (indexOf(n) % 20)).issue('p') }, ip),
  );
  // Link spam: a patient bot (waits like a person) whose message is links.
  add('links', 80, (n, target, ip) => async () => {
    // A sign-up has no text to fill with links: that bot writes to the contact form instead.
    const t = target.path === '/newsletter' ? (TARGETS[0] as Target) : target;
    const token = await scrape(t.path, ip);
    await wait(1600);
    const links = Array.from(
      { length: 4 + (indexOf(n) % 4) },
      (_, k) => `https://pills${k}.example/buy`,
    );
    const fields = {
      ...t.fields(n),
      message: `Cheap ${links.join(' ')}`,
      comment: `[url=https://x.example]${n}[/url]`,
    };
    return post(t.path, { ...fields, [TOKEN_FIELD]: token }, ip);
  });
  return { bots, add, post, scrape, nextIp };
}

/** Bots that reuse one captured token many times, and one that floods from one address. */
export async function patientBots(corpus: ReturnType<typeof botCorpus>, base: string) {
  const { add, post, scrape } = corpus;
  const pageToken = await scrape('/contact-us', '198.19.0.1');
  const scriptToken = ((await (await fetch(`${base}/api/form-token`)).json()) as { token: string })
    .token;
  await wait(1600);
  add(
    'replay-page',
    80,
    (n, t, ip) => () => post(t.path, { ...t.fields(n), [TOKEN_FIELD]: pageToken }, ip),
  );
  add(
    'replay-script',
    80,
    (n, t, ip) => () => post(t.path, { ...t.fields(n), [TOKEN_FIELD]: scriptToken }, ip),
  );
  // A flood from one address, each post with a good token scraped a while before.
  const floodIp = '198.19.9.9';
  const tokens: string[] = [];
  for (let i = 0; i < 60; i++) tokens.push(await scrape('/contact-us', floodIp));
  await wait(1600);
  add('rate', 60, (n, t) => () => {
    const token = tokens.pop() ?? '';
    return post(t.path, { ...t.fields(n), [TOKEN_FIELD]: token }, floodIp);
  });
}
