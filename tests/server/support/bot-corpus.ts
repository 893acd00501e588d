/**
 * The scripted bots of the spam corpus (tests/server/spam-corpus.test.ts): each kind posts the way a kind
 * of form spammer does, to the site (a server's address, or the app asked in process), each
 * from an address of its own unless it is the one that floods from one address. Every bot's
 * email names its kind, so where it landed can be counted per kind.
 */
import { HONEYPOT_FIELD, TOKEN_FIELD } from '../../../app/forms/parse-form';
import { createFormTokens, MIN_FILL_MS, MIN_SIGN_UP_MS } from '../../../server/spam/form-token';
import { TEST_FORM_SECRET } from './form-tokens';
import { reach, type Target as Site } from './site';
import { inLanes } from './spam-corpus';

const POST = 'how-weather-can-impact-a-construction-project';
const TOKEN = new RegExp(`name="${TOKEN_FIELD}" value="([^"]+)"`);
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** A bot's number within its kind (`bot-links-7` → 7). */
const indexOf = (n: string) => Number(n.split('-').at(-1));
/**
 * How long a patient bot holds its scraped token before it posts: past every form's "sent too
 * fast" time, so that only its other traits can send it to Spam. A busy machine only makes the
 * token older.
 */
const PATIENT_MS = MIN_FILL_MS + 100;
/** How often a fast bot tries again when the machine, not the bot, was slow (see `fast`). */
const FAST_TRIES = 10;

/**
 * What a bot sends: where, the fields beside the token it brings, and the form's "sent too
 * fast" time (the sign-up's is shorter: common/fill-times.ts).
 */
type Target = { path: string; fields: (n: string) => Record<string, string>; fillMs: number };

const TARGETS: Target[] = [
  {
    path: '/contact-us',
    fillMs: MIN_FILL_MS,
    fields: (n) => ({ name: `Bot ${n}`, email: `${n}@spam.example`, message: `Great site ${n}` }),
  },
  {
    path: '/api/forms/message',
    fillMs: MIN_FILL_MS,
    fields: (n) => ({ name: `Bot ${n}`, email: `${n}@spam.example`, subject: 'SEO offer' }),
  },
  {
    path: '/request-quote',
    fillMs: MIN_FILL_MS,
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
    fillMs: MIN_FILL_MS,
    fields: (n) => ({ name: `Bot ${n}`, email: `${n}@spam.example`, comment: `Nice ${n}` }),
  },
  { path: '/newsletter', fields: (n) => ({ email: `${n}@spam.example` }), fillMs: MIN_SIGN_UP_MS },
];

/** The page whose token a bot scrapes before it posts to `path`. */
const pageOf = (path: string) => (path.startsWith('/api/') ? '/contact-us' : path);

export interface Bot {
  kind: string;
  /** The email of the post that counts (a fast bot's last try: see `fast`). */
  email: string;
  /** Sends the post; resolves with the HTTP status. */
  send: () => Promise<number>;
}

/** A fast bot's try that the machine made slow: its email and how long it took, end to end. */
export interface SlowTry {
  email: string;
  ms: number;
}

/** The corpus against `site`: each bot from an address of its own (`nextIp`). */
export function botCorpus(site: Site) {
  const { base, send } = reach(site);
  const old = (daysAgo: number) =>
    createFormTokens(Buffer.from(TEST_FORM_SECRET), () => Date.now() - daysAgo * 86_400_000);
  const stranger = createFormTokens(Buffer.from('a-key-that-is-not-this-sites-own-key-at-all'));
  let ipCount = 0;
  const nextIp = () => {
    ipCount++;
    return `198.18.${Math.floor(ipCount / 250)}.${(ipCount % 250) + 1}`;
  };
  const post = async (path: string, fields: Record<string, string>, ip: string) => {
    const response = await send(`${base}${path}`, {
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
      await send(`${base}${pageOf(path)}`, { headers: { 'X-Forwarded-For': ip } })
    ).text();
    return html.match(TOKEN)?.[1] ?? '';
  };
  const bots: Bot[] = [];
  /** Fast bots' tries that took their form's fill time or longer, end to end (see `fast`). */
  const slowTries: SlowTry[] = [];
  const add = (
    kind: string,
    count: number,
    make: (n: string, target: Target, ip: string, bot: Bot) => () => Promise<number>,
  ) => {
    for (let i = 0; i < count; i++) {
      const n = `bot-${kind}-${i}`;
      const target = TARGETS[i % TARGETS.length] as Target;
      const bot: Bot = { kind, email: `${n}@spam.example`, send: async () => 0 };
      bot.send = make(n, target, nextIp(), bot);
      bots.push(bot);
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
  // Fast posts: a scraped page and a clean post, sent a few milliseconds later. The server's
  // time from handing out the token to reading the post lies inside the bot's time from asking
  // for the page to getting the post's answer; when that is under the form's fill time, the
  // post was too fast by the server's clock too, however busy the machine. A try that took
  // longer (a starved server) was not fast: stored like any post, and tried again as a new
  // sender, so the corpus measures the rule, not the machine.
  add('fast', 100, (n, t, ip, bot) => async () => {
    for (let attempt = 0; ; attempt++) {
      const name = attempt === 0 ? n : `${n}-try${attempt}`;
      const started = performance.now();
      const token = await scrape(t.path, ip);
      const status = await post(t.path, { ...t.fields(name), [TOKEN_FIELD]: token }, ip);
      const ms = performance.now() - started;
      bot.email = `${name}@spam.example`;
      const slow = ms >= t.fillMs;
      if (slow) slowTries.push({ email: bot.email, ms: Math.round(ms) });
      if (!slow || attempt + 1 >= FAST_TRIES || (status !== 303 && status !== 200)) return status;
    }
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
  return { bots, add, post, scrape, nextIp, slowTries };
}

/**
 * The patient bots, which hold a scraped token past every fill time (PATIENT_MS) before they
 * post: link spam, bots that reuse one captured token many times, and one that floods from one
 * address. Their pages are scraped first and held once, all together.
 */
export async function patientBots(corpus: ReturnType<typeof botCorpus>, site: Site) {
  const { add, post, scrape } = corpus;
  const { base, send } = reach(site);
  const pageToken = await scrape('/contact-us', '198.19.0.1');
  const scriptToken = ((await (await send(`${base}/api/form-token`)).json()) as { token: string })
    .token;
  // Link spam: the message is links. A sign-up has no text to fill with links: that bot
  // writes to the contact form instead.
  const linkBots = Array.from({ length: 80 }, (_, i) => {
    const target = TARGETS[i % TARGETS.length] as Target;
    return { target: target.path === '/newsletter' ? (TARGETS[0] as Target) : target, token: '' };
  });
  // A flood from one address, each post with a good token scraped a while before.
  const floodIp = '198.19.9.9';
  const floodTokens: string[] = [];
  await Promise.all([
    inLanes(linkBots, 4, async (bot, lane) => {
      bot.token = await scrape(bot.target.path, `198.19.1.${lane + 1}`);
    }),
    inLanes(Array.from({ length: 60 }), 4, async () => {
      floodTokens.push(await scrape('/contact-us', floodIp));
    }),
  ]);
  await wait(PATIENT_MS);
  add('links', linkBots.length, (n, _target, ip) => () => {
    const { target: t, token } = linkBots[indexOf(n)] as (typeof linkBots)[number];
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
  add('rate', 60, (n, t) => () => {
    const token = floodTokens.pop() ?? '';
    return post(t.path, { ...t.fields(n), [TOKEN_FIELD]: token }, floodIp);
  });
}
