// Fails when a pre-rendered page needs more than JS_BUDGET of gzip JS before it is interactive,
// or fetches more than FETCH_FILES_BUDGET script files or FETCH_BYTES_BUDGET of gzip script
// before the visitor interacts (measured in Chromium, see scripts/lib/fetched-scripts.mjs).
// A page with islands (decision 047) has the issue's budgets instead: ISLANDS_BYTES_BUDGET (or
// the large one) of script before interaction, inline scripts included, in ISLANDS_FILES_BUDGET files.
// Every pre-rendered page is measured, and the pages the server answers in SERVED_ROUTES.
// Usage: node scripts/budget.mjs [/route …]   (after npm run build)
//        node scripts/budget.mjs --first-load  (no browser: the first half; npm test's e2e suite
//        measures what each route fetches before interaction in its visit of every route)

import {
  FETCH_BYTES_BUDGET,
  FETCH_FILES_BUDGET,
  ISLANDS_FILES_BUDGET,
  islandsBytesBudget,
} from './lib/fetch-budget.mjs';
import { fetchedScripts } from './lib/fetched-scripts.mjs';
import { isMain } from './lib/paths.mjs';
import { allRouteBytes, htmlBytes, JS_BUDGET, kb } from './lib/route-bytes.mjs';

export { FETCH_BYTES_BUDGET, FETCH_FILES_BUDGET };

/**
 * Public pages the server answers rather than a pre-rendered file, measured from the HTML it
 * sends: an unknown address (the Not Found page, a content page's budget: issue 30).
 */
export const SERVED_ROUTES = ['/no-such-page'];

/**
 * Why a row is over budget, or an empty list. A page with islands (decision 047) has the issue's
 * budgets: its script before interaction, inline scripts included, and its file count.
 */
export function overBudget({ route, js, inline = 0, islands = false, fetched }) {
  const reasons = [];
  if (islands) {
    const limit = islandsBytesBudget(route);
    if (js + inline > limit) reasons.push('first-load JS with inline scripts');
    if (fetched.files > ISLANDS_FILES_BUDGET) reasons.push('script files');
    if (fetched.bytes + inline > limit) reasons.push('script bytes with inline scripts');
    return reasons;
  }
  if (js > JS_BUDGET) reasons.push('first-load JS');
  if (fetched.files > FETCH_FILES_BUDGET) reasons.push('script files');
  if (fetched.bytes > FETCH_BYTES_BUDGET) reasons.push('script bytes');
  return reasons;
}

/** Whether a row's first-load JS is over its budget (inline scripts counted with islands). */
const overFirstLoad = ({ route, js, inline = 0, islands = false }) =>
  islands ? js + inline > islandsBytesBudget(route) : js > JS_BUDGET;

/** Prints the first-load half only (no browser): for `npm test`, whose e2e suite measures the rest. */
export function checkFirstLoad({ print = console.log } = {}) {
  const rows = allRouteBytes();
  const over = rows.filter((r) => overFirstLoad(r));
  for (const r of over) {
    print(
      r.islands
        ? `${r.route}: first-load JS with inline scripts ${kb(r.js + r.inline)} KB gz, over ${kb(islandsBytesBudget(r.route))}`
        : `${r.route}: first-load JS ${kb(r.js)} KB gz, over ${kb(JS_BUDGET)}`,
    );
  }
  const js = rows.reduce((a, b) => (b.js > a.js ? b : a), rows[0]);
  print(
    `First-load JS ${over.length ? `over budget on ${over.length} of` : 'within budget on'} ${rows.length} routes; ` +
      `largest ${kb(js.js)} KB gz (${js.route}, limit ${kb(JS_BUDGET)}). Scripts fetched before interaction: ` +
      'checked by tests/e2e/pages.spec.ts in npm test, or here without --first-load.',
  );
  return over;
}

/** Prints the table and returns the rows over budget. */
export async function checkBudget({ routes, print = console.log } = {}) {
  const asked = routes?.length ? new Set(routes) : null;
  const sizes = allRouteBytes().filter((r) => !asked || asked.has(r.route));
  const served = SERVED_ROUTES.filter((route) => !asked || asked.has(route));
  const fetched = await fetchedScripts([...sizes.map((r) => r.route), ...served]);
  const rows = [
    ...sizes.map((r) => ({ ...r, fetched: fetched.get(r.route) })),
    ...served.map((route) => {
      const { html = '', ...measured } = fetched.get(route) ?? {};
      return { ...htmlBytes(route, html), fetched: measured };
    }),
  ];
  const width = Math.max(5, ...rows.map((r) => r.route.length));
  print(
    `${'route'.padEnd(width)}  JS KB gz  inline KB gz  CSS KB gz  HTML KB gz  fetched files  fetched KB gz`,
  );
  for (const r of rows) {
    const reasons = overBudget(r);
    const flag = reasons.length ? `  OVER: ${reasons.join(', ')}` : '';
    print(
      `${r.route.padEnd(width)}  ${kb(r.js).padStart(8)}  ${kb(r.inline).padStart(12)}  ${kb(r.css).padStart(9)}  ${kb(r.html).padStart(10)}  ${String(r.fetched.files).padStart(13)}  ${kb(r.fetched.bytes).padStart(13)}${flag}`,
    );
  }
  const over = rows.filter((r) => overBudget(r).length > 0);
  const most = (key) => rows.reduce((a, b) => (key(b) > key(a) ? b : a), rows[0]);
  const js = most((r) => r.js);
  const files = most((r) => r.fetched.files);
  const bytes = most((r) => r.fetched.bytes);
  print(
    over.length === 0
      ? `Budget OK: ${rows.length} routes; largest first-load JS ${kb(js.js)} KB gz (${js.route}, limit ${kb(JS_BUDGET)}); ` +
          `before interaction at most ${files.fetched.files} script files (${files.route}, limit ${FETCH_FILES_BUDGET}) ` +
          `and ${kb(bytes.fetched.bytes)} KB gz (${bytes.route}, limit ${kb(FETCH_BYTES_BUDGET)})`
      : `Budget exceeded on ${over.length} of ${rows.length} routes (limits: first-load JS ${kb(JS_BUDGET)} KB gz; ` +
          `before interaction ${FETCH_FILES_BUDGET} script files and ${kb(FETCH_BYTES_BUDGET)} KB gz)`,
  );
  return over;
}

if (isMain(import.meta.url)) {
  try {
    const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
    const over = process.argv.includes('--first-load')
      ? checkFirstLoad()
      : await checkBudget({ routes });
    process.exit(over.length === 0 ? 0 : 1);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
