// Fails when any pre-rendered page needs more than JS_BUDGET of gzip JS before it is interactive.
// Usage: node scripts/budget.mjs   (after npm run build)
import { isMain } from './lib/paths.mjs';
import { allRouteBytes, JS_BUDGET, kb } from './lib/route-bytes.mjs';

/** Prints the table and returns the routes over budget. */
export function checkBudget({ print = console.log } = {}) {
  const rows = allRouteBytes();
  const width = Math.max(5, ...rows.map((r) => r.route.length));
  print(`${'route'.padEnd(width)}  JS KB gz  CSS KB gz  HTML KB gz`);
  for (const r of rows) {
    const flag = r.js > JS_BUDGET ? '  OVER BUDGET' : '';
    print(
      `${r.route.padEnd(width)}  ${kb(r.js).padStart(8)}  ${kb(r.css).padStart(9)}  ${kb(r.html).padStart(10)}${flag}`,
    );
  }
  const over = rows.filter((r) => r.js > JS_BUDGET);
  const largest = rows.reduce((a, b) => (b.js > a.js ? b : a), rows[0]);
  print(
    over.length === 0
      ? `Budget OK: ${rows.length} routes, largest first-load JS ${kb(largest.js)} KB gz (${largest.route}), limit ${kb(JS_BUDGET)} KB`
      : `Budget exceeded on ${over.length} of ${rows.length} routes (limit ${kb(JS_BUDGET)} KB gz first-load JS)`,
  );
  return over;
}

if (isMain(import.meta.url)) {
  try {
    process.exit(checkBudget().length === 0 ? 0 : 1);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
