// Shared drawing primitives for the generated artwork. Output is kept terse (1-decimal
// numbers, patterns for repeated windows) so every SVG stays a few kilobytes.

/** The fixed palette; every picture draws from it (plus skin and hair tones for people). */
export const C = {
  paper: '#efe9df',
  sand: '#d9cdb8',
  concrete: '#a79f92',
  charcoal: '#23262b',
  steel: '#4d6a7d',
  deep: '#2f4757',
  amber: '#e0892b',
  soft: '#f3c58b',
  white: '#fbfaf7',
};
export const SKIN = ['#f2cfb0', '#dcaa84', '#b97d56', '#8a5a3b', '#5f3d2a'];
export const HAIR = ['#23262b', '#5a3b28', '#a8713f', '#a79f92', '#3b2a20'];

/** Blends two palette colours; used for in-between shades (shadows, wood, soil). */
export function mix(a, b, t) {
  const h = (s) => [1, 3, 5].map((i) => Number.parseInt(s.slice(i, i + 2), 16));
  const [x, y] = [h(a), h(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Seeded PRNG (mulberry32 on a string hash) so the output is byte-for-byte repeatable. */
export function rng(seed) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const f = (v) => (typeof v === 'number' ? String(+v.toFixed(1)) : v);
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const A = (o) =>
  Object.entries(o)
    .filter(([, v]) => v != null && v !== false)
    .map(([k, v]) => ` ${k}="${f(v)}"`)
    .join('');
const join = (k) => (Array.isArray(k) ? k.flat(Infinity).join('') : k);
export const el = (t, a = {}, k) =>
  k == null || k === '' ? `<${t}${A(a)}/>` : `<${t}${A(a)}>${join(k)}</${t}>`;
/** Tagged template for path data: rounds every interpolated number. */
export const p = (s, ...v) =>
  s.reduce((acc, str, i) => acc + str + (i < v.length ? f(v[i]) : ''), '');

export const R = (x, y, w, h, fill, o = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...o });
export const O = (cx, cy, r, fill, o = {}) => el('circle', { cx, cy, r, fill, ...o });
export const E = (cx, cy, rx, ry, fill, o = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...o });
export const P = (pts, fill, o = {}) => el('polygon', { points: pts.map(f).join(' '), fill, ...o });
export const D = (d, fill, o = {}) => el('path', { d, fill, ...o });
export const S = (d, stroke, w = 2, o = {}) =>
  el('path', { d, fill: 'none', stroke, 'stroke-width': w, ...o });
export const L = (pts, stroke, w = 2, o = {}) =>
  el('polyline', { points: pts.map(f).join(' '), fill: 'none', stroke, 'stroke-width': w, ...o });
export const G = (a, ...k) => el('g', a, k);
export const T = (x, y, s, size, fill, o = {}) =>
  el(
    'text',
    {
      x,
      y,
      'font-family': 'Arial,Helvetica,sans-serif',
      'font-size': size,
      'font-weight': 700,
      fill,
      ...o,
    },
    esc(s),
  );

/** A canvas collects shared defs (gradients, patterns) and wraps the body in an <svg>. */
export function canvas(W, H) {
  const defs = [];
  let n = 0;
  const c = {
    W,
    H,
    id: () => `d${(n++).toString(36)}`,
    /** Linear gradient, vertical by default; returns a `url(#…)` fill. */
    lg(stops, x2 = 0, y2 = 1) {
      const id = c.id();
      const s = stops.map(([o, col, op]) =>
        el('stop', { offset: o, 'stop-color': col, 'stop-opacity': op }),
      );
      defs.push(el('linearGradient', { id, x2, y2 }, s));
      return `url(#${id})`;
    },
    pat(w, h, body, o = {}) {
      const id = c.id();
      defs.push(
        el('pattern', { id, width: w, height: h, patternUnits: 'userSpaceOnUse', ...o }, body),
      );
      return `url(#${id})`;
    },
    /** A grid of windows (or any repeated cell) filling a rectangle. */
    win(x, y, w, h, cols, rows, fill, gap = 0.36, o = {}) {
      const cw = w / cols;
      const ch = h / rows;
      const cell = R((cw * gap) / 2, (ch * gap) / 2, cw * (1 - gap), ch * (1 - gap), fill, o);
      return R(x, y, w, h, c.pat(cw, ch, cell, { x, y }));
    },
    /** Blueprint grid lines. */
    grid(x, y, w, h, s, stroke, op = 0.25, sw = 1) {
      return R(x, y, w, h, c.pat(s, s, S(p`M${s} 0H0V${s}`, stroke, sw), { x, y }), {
        opacity: op,
      });
    },
    /** Parallel stripes (cladding, shutters, siding). */
    stripes(x, y, w, h, s, stroke, sw = 2, vertical = true, op) {
      const d = vertical ? p`M${s / 2} 0V${s}` : p`M0 ${s / 2}H${s}`;
      return R(x, y, w, h, c.pat(s, s, S(d, stroke, sw), { x, y }), { opacity: op });
    },
    svg: (...body) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${
        defs.length ? `<defs>${defs.join('')}</defs>` : ''
      }${join(body)}</svg>`,
  };
  return c;
}

/** Isometric prism: front-bottom corner (x,y), w along the left axis, d along the right, h up. */
export function iso(x, y, w, d, h, [top, left, right], o = {}) {
  const lx = -0.866 * w;
  const ly = -0.5 * w;
  const rx = 0.866 * d;
  const ry = -0.5 * d;
  return [
    P([x, y, x + lx, y + ly, x + lx, y + ly - h, x, y - h], left, o),
    P([x, y, x + rx, y + ry, x + rx, y + ry - h, x, y - h], right, o),
    P([x, y - h, x + lx, y + ly - h, x + lx + rx, y + ly + ry - h, x + rx, y + ry - h], top, o),
  ].join('');
}
/** The matrix that maps a flat plan (u right, v down) onto an isometric floor at (x,y). */
export const isoM = (x, y, k = 1) =>
  `matrix(${f(0.866 * k)} ${f(0.5 * k)} ${f(-0.866 * k)} ${f(0.5 * k)} ${f(x)} ${f(y)})`;

/** Lattice tower crane; x is the mast's left edge, by its base. */
export function crane(
  x,
  by,
  h,
  { jl = 120, jr = 360, col = C.amber, hook = 0.62, drop = 0.45, load = C.steel, sw = 3 } = {},
) {
  const top = by - h;
  const mw = 22;
  let z = p`M${x} ${by}`;
  for (let y = by, i = 0; y > top; y -= mw, i++) z += p`L${i % 2 ? x : x + mw} ${y - mw}`;
  const jy = top - 14;
  let j = p`M${x - jl} ${jy + 14}`;
  for (let xx = x - jl, i = 0; xx < x + mw + jr; xx += 20, i++)
    j += p`L${xx + 20} ${i % 2 ? jy + 14 : jy}`;
  const hx = x + mw + jr * hook;
  const hy = top + h * drop;
  return G(
    {},
    R(x, top, mw, h, 'none', { stroke: col, 'stroke-width': sw + 1 }),
    S(z, col, sw),
    R(x - jl, jy, jl + mw + jr, 14, 'none', { stroke: col, 'stroke-width': sw }),
    S(j, col, sw - 1),
    P([x - 2, jy, x + mw / 2, jy - 56, x + mw + 2, jy], col),
    S(p`M${x - jl + 10} ${jy}L${x + mw / 2} ${jy - 56}L${x + mw + jr - 20} ${jy}`, col, 2),
    R(x - jl, jy + 14, 56, 34, C.charcoal),
    R(x + mw, jy + 14, 26, 24, col),
    S(p`M${hx} ${jy + 14}V${hy}`, C.charcoal, 2),
    R(hx - 6, jy + 12, 12, 6, C.charcoal),
    S(p`M${hx} ${hy}v10a6 6 0 1 1 -8 -2`, C.charcoal, 3),
    load
      ? [
          S(p`M${hx} ${hy + 12}l-50 28M${hx} ${hy + 12}l50 28`, C.charcoal, 2),
          R(hx - 70, hy + 40, 140, 14, load),
        ]
      : '',
  );
}

/** Scaffolding: standards, ledgers, diagonal braces and amber boards. */
export function scaffold(x, y, w, h, bays, lv, col = C.charcoal, board = C.amber) {
  const bw = w / bays;
  const lh = h / lv;
  let d = '';
  for (let i = 0; i <= bays; i++) d += p`M${x + i * bw} ${y}V${y + h}`;
  for (let j = 0; j <= lv; j++) d += p`M${x - 8} ${y + j * lh}H${x + w + 8}`;
  for (let i = 0; i < bays; i++) d += i % 2 ? p`M${x + i * bw} ${y}l${bw} ${h}` : '';
  let b = '';
  for (let j = 1; j < lv; j++) b += p`M${x} ${y + j * lh - 4}H${x + w}`;
  return S(b, board, 7) + S(d, col, 4);
}

export const tree = (x, by, s, col = C.steel, trunk = C.charcoal) =>
  R(x - 4 * s, by - 40 * s, 8 * s, 40 * s, trunk) +
  O(x, by - 62 * s, 30 * s, col) +
  O(x - 14 * s, by - 48 * s, 20 * s, col) +
  O(x + 16 * s, by - 50 * s, 22 * s, col);

export const pine = (x, by, s, col = C.deep) =>
  R(x - 3 * s, by - 16 * s, 6 * s, 16 * s, C.charcoal) +
  P([x, by - 100 * s, x + 22 * s, by - 14 * s, x - 22 * s, by - 14 * s], col);

export function palm(x, by, h, lean = 30, leaf = C.deep, trunk = '#8a6a47') {
  const tx = x + lean;
  const ty = by - h;
  let leaves = '';
  const fronds = [
    [-100, 30],
    [-80, -30],
    [-10, -60],
    [70, -40],
    [105, 25],
    [45, 60],
    [-50, 60],
  ];
  for (const [dx, dy] of fronds) {
    const len = Math.hypot(dx, dy);
    const [nx, ny] = [-dy * 0.13, dx * 0.13];
    const [mx, my] = [tx + dx / 2, ty + dy / 2 - len * 0.28];
    leaves += D(
      p`M${tx} ${ty}Q${mx + nx} ${my + ny} ${tx + dx} ${ty + dy}Q${mx - nx} ${my - ny} ${tx} ${ty}Z`,
      leaf,
    );
  }
  return (
    S(p`M${x} ${by}Q${x + lean * 0.1} ${by - h * 0.6} ${tx} ${ty}`, trunk, 12, {
      'stroke-linecap': 'round',
    }) + leaves
  );
}

export const cloud = (x, y, s, col = C.white, o = {}) =>
  G(
    o,
    O(x, y, 30 * s, col),
    O(x + 34 * s, y - 14 * s, 38 * s, col),
    O(x + 74 * s, y, 28 * s, col),
    R(x, y, 74 * s, 28 * s, col),
  );

/** Tiny person for scenes: head and a rounded body. */
export const mini = (x, by, s, col, skin = SKIN[1]) =>
  D(p`M${x - 9 * s} ${by}v${-26 * s}a${9 * s} ${9 * s} 0 0 1 ${18 * s} 0v${26 * s}z`, col) +
  O(x, by - 40 * s, 7 * s, skin);

export function car(x, by, w, col) {
  const h = w * 0.32;
  return (
    D(
      p`M${x} ${by - 10}v${-h * 0.5}l${w * 0.18} -4l${w * 0.14} ${-h * 0.45}h${w * 0.36}l${w * 0.16} ${h * 0.45}l${w * 0.16} 6v${h * 0.5 - 2}z`,
      col,
    ) +
    O(x + w * 0.22, by - 8, w * 0.09, C.charcoal) +
    O(x + w * 0.78, by - 8, w * 0.09, C.charcoal)
  );
}

/** Sky with a soft gradient and a sun or moon. */
export const sky = (c, top, bottom, h = c.H) =>
  R(
    0,
    0,
    c.W,
    h,
    c.lg([
      [0, top],
      [1, bottom],
    ]),
  );
export const sun = (x, y, r, col = C.amber) =>
  O(x, y, r * 1.5, col, { opacity: 0.18 }) + O(x, y, r, col);

/** Wavy horizontal band top edge, filled down to `bottom`. */
export function band(c, y, amp, col, seed, bottom = c.H) {
  const r = rng(seed);
  let d = p`M0 ${y}`;
  for (let x = 0; x < c.W; x += 150)
    d += p`Q${x + 75} ${y + (r() - 0.5) * amp * 2} ${x + 150} ${y}`;
  return D(`${d}${p`V${bottom}H0Z`}`, col);
}

export const waves = (x, y, n, col, sw = 3, op = 0.6) => {
  let d = '';
  for (let i = 0; i < n; i++) d += p`M${x + i * 60} ${y}q15 -8 30 0t30 0`;
  return S(d, col, sw, { opacity: op, 'stroke-linecap': 'round' });
};

/** Simple pitched-roof house used in icons and small scenes. */
export function house(
  x,
  by,
  w,
  h,
  { wall = C.white, roof = C.charcoal, door = C.amber, win = C.steel } = {},
) {
  return (
    R(x, by - h, w, h, wall) +
    P([x - w * 0.08, by - h, x + w / 2, by - h - w * 0.45, x + w * 1.08, by - h], roof) +
    R(x + w * 0.4, by - h * 0.5, w * 0.2, h * 0.5, door) +
    R(x + w * 0.1, by - h * 0.75, w * 0.2, h * 0.25, win) +
    R(x + w * 0.7, by - h * 0.75, w * 0.2, h * 0.25, win)
  );
}

export const check = (x, y, s, col = C.white, sw = 6) =>
  S(p`M${x - 10 * s} ${y}l${7 * s} ${8 * s}l${14 * s} ${-16 * s}`, col, sw, {
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
