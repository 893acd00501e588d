// Awards (800x600), timeline (800x560) and partner marks (240x96).
import {
  C,
  canvas,
  check,
  cloud,
  D,
  E,
  G,
  mini,
  mix,
  O,
  P,
  p,
  R,
  rng,
  S,
  sky,
  sun,
  T,
} from './primitives.mjs';

const rays = (cx, cy, col, op) => {
  let d = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const b = a + 0.12;
    d += p`M${cx} ${cy}L${cx + Math.cos(a) * 900} ${cy + Math.sin(a) * 900}L${cx + Math.cos(b) * 900} ${cy + Math.sin(b) * 900}Z`;
  }
  return D(d, col, { opacity: op });
};
const year = (x, y, s, col) =>
  T(x, y, s, 44, col, { 'text-anchor': 'middle', 'letter-spacing': 6 });

function trophy() {
  const c = canvas(800, 600);
  const gold = c.lg(
    [
      [0, C.soft],
      [1, C.amber],
    ],
    1,
    0,
  );
  return c.svg(
    R(0, 0, 800, 600, C.deep),
    rays(400, 240, C.white, 0.05),
    D('M300 110h200v60a100 100 0 0 1 -200 0z', gold),
    S('M300 130h-50v30a50 50 0 0 0 60 48M500 130h50v30a50 50 0 0 1 -60 48', C.amber, 14),
    R(385, 268, 30, 60, C.amber),
    R(340, 324, 120, 22, C.soft, { rx: 4 }),
    R(310, 346, 180, 90, C.charcoal, { rx: 6 }),
    R(350, 372, 100, 36, C.soft, { rx: 3 }),
    P(
      [
        400, 140, 412, 168, 442, 170, 418, 188, 426, 218, 400, 200, 374, 218, 382, 188, 358, 170,
        388, 168,
      ],
      C.white,
    ),
    R(0, 470, 800, 130, C.charcoal),
    year(400, 550, '2017', C.soft),
  );
}

function medal() {
  const c = canvas(800, 600);
  let star = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? 34 : 78;
    star += `${i ? 'L' : 'M'}${p`${400 + Math.cos(a) * r} ${300 + Math.sin(a) * r}`}`;
  }
  return c.svg(
    R(0, 0, 800, 600, C.sand),
    O(400, 300, 240, C.paper, { opacity: 0.7 }),
    P([330, 40, 400, 40, 440, 220, 370, 220], C.steel),
    P([470, 40, 400, 40, 360, 220, 430, 220], C.deep),
    O(400, 300, 120, C.amber),
    O(400, 300, 100, C.soft),
    O(400, 300, 100, 'none', { stroke: C.amber, 'stroke-width': 4, 'stroke-dasharray': '4 8' }),
    D(`${star}Z`, C.amber),
    year(400, 520, '2005', C.deep),
  );
}

function plaque() {
  const c = canvas(800, 600);
  return c.svg(
    R(0, 0, 800, 600, C.steel),
    c.grid(0, 0, 800, 600, 40, C.white, 0.1),
    R(200, 60, 400, 470, mix(C.amber, C.charcoal, 0.45), { rx: 24 }),
    R(230, 90, 340, 410, C.soft, { rx: 12 }),
    D('M300 150h200v110q0 70 -100 100q-100 -30 -100 -100z', C.deep),
    P([340, 250, 400, 190, 460, 250], C.white),
    R(355, 250, 90, 60, C.white),
    R(388, 270, 24, 40, C.amber),
    R(290, 390, 220, 14, C.amber, { rx: 7 }),
    R(320, 420, 160, 10, C.deep, { rx: 5, opacity: 0.5 }),
    year(400, 480, '1990', C.deep),
    O(240, 100, 8, C.concrete),
    O(560, 100, 8, C.concrete),
  );
}

function wreath() {
  const c = canvas(800, 600);
  let leaves = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI / 2 + side * (0.35 + i * 0.27);
      const x = 400 + Math.cos(a) * 180;
      const y = 270 + Math.sin(a) * 180;
      const deg = (a * 180) / Math.PI + (side > 0 ? -60 : 60);
      leaves += E(x, y, 34, 13, i % 2 ? C.steel : C.deep, {
        transform: `rotate(${f1(deg)} ${f1(x)} ${f1(y)})`,
      });
    }
  }
  return c.svg(
    R(0, 0, 800, 600, C.paper),
    c.grid(0, 0, 800, 600, 30, C.concrete, 0.25),
    leaves,
    P([370, 430, 400, 410, 430, 430, 420, 470, 400, 450, 380, 470], C.amber),
    O(400, 270, 110, C.white),
    S('M400 190L350 340M400 190L450 340M366 290h68', C.charcoal, 10, { 'stroke-linecap': 'round' }),
    O(400, 186, 14, C.amber),
    year(400, 560, '1968', C.steel),
  );
}
const f1 = (v) => +v.toFixed(1);

/* Timeline, 800x560 */
function start() {
  const c = canvas(800, 560);
  return c.svg(
    sky(c, C.soft, C.paper, 440),
    sun(620, 380, 70, C.amber),
    R(0, 430, 800, 130, C.sand),
    R(160, 250, 300, 180, C.white),
    P([140, 256, 310, 170, 480, 256], C.deep),
    R(220, 320, 120, 110, C.charcoal),
    c.stripes(220, 320, 120, 110, 14, C.concrete, 2, false),
    R(370, 310, 60, 50, C.steel),
    R(200, 214, 220, 36, C.amber, { rx: 4 }),
    T(310, 240, '{{SHORT_NAME}} & CO.', 20, C.white, {
      'text-anchor': 'middle',
      'letter-spacing': 2,
    }),
    D('M500 480v-60h110l40 30v30z', C.steel),
    R(560, 430, 36, 20, mix(C.steel, C.white, 0.5)),
    O(530, 484, 18, C.charcoal),
    O(620, 484, 18, C.charcoal),
    R(520, 454, 60, 8, C.amber),
    mini(120, 470, 1.8, C.amber),
  );
}

function office() {
  const c = canvas(800, 560);
  return c.svg(
    sky(c, C.white, mix(C.steel, C.white, 0.6), 470),
    R(0, 460, 800, 100, C.concrete),
    R(200, 90, 400, 370, C.deep),
    c.win(220, 110, 360, 230, 5, 5, mix(C.steel, C.white, 0.4), 0.3),
    R(300, 360, 200, 100, C.steel),
    S('M400 360V460', C.white, 4),
    R(280, 346, 240, 14, C.charcoal),
    S('M240 420Q400 450 560 420', C.amber, 12),
    D('M400 430l-40 -26v52zM400 430l40 -26v52z', C.amber),
    O(400, 430, 10, C.soft),
    mini(250, 520, 1.6, C.steel),
    mini(560, 520, 1.6, C.amber, '#8a5a3b'),
    mini(610, 520, 1.4, C.charcoal, '#f2cfb0'),
    cloud(80, 120, 1),
  );
}

function management() {
  const c = canvas(800, 560);
  const r = rng('mgmt');
  const lanes = [C.sand, mix(C.steel, C.white, 0.7), mix(C.amber, C.white, 0.6)];
  let cards = '';
  for (let l = 0; l < 3; l++)
    for (let i = 0; i < 3 - (l === 2 ? 1 : 0); i++)
      cards +=
        R(110 + l * 200, 150 + i * 80, 160, 60, C.white, {
          rx: 8,
          transform: `rotate(${f1((r() - 0.5) * 4)} ${190 + l * 200} ${180 + i * 80})`,
        }) +
        R(124 + l * 200, 166 + i * 80, 80 + r() * 50, 10, C.concrete, { rx: 5 }) +
        O(250 + l * 200, 190 + i * 80, 9, [C.amber, C.steel, C.deep][(l + i) % 3]);
  return c.svg(
    R(0, 0, 800, 560, C.paper),
    c.grid(0, 0, 800, 560, 28, C.concrete, 0.25),
    R(80, 70, 640, 400, C.white, { rx: 16, stroke: C.charcoal, 'stroke-width': 8 }),
    lanes
      .map(
        (col, l) =>
          R(100 + l * 200, 100, 180, 350, col, { rx: 10 }) +
          R(120 + l * 200, 116, 90, 14, C.charcoal, { rx: 7 }),
      )
      .join(''),
    cards,
    check(590, 430, 1.2, C.deep, 6),
    R(250, 480, 300, 40, C.charcoal),
  );
}

function research() {
  const c = canvas(800, 560);
  return c.svg(
    R(0, 0, 800, 560, C.steel),
    c.grid(0, 0, 800, 560, 40, C.white, 0.1),
    R(0, 400, 800, 160, C.charcoal),
    R(0, 392, 800, 16, C.concrete),
    [0, 1, 2]
      .map(
        (i) =>
          R(120 + i * 80, 270 - i * 20, 56, 122 + i * 20, mix(C.concrete, C.white, 0.4)) +
          E(148 + i * 80, 270 - i * 20, 28, 8, C.white),
      )
      .join(''),
    R(400, 200, 150, 150, C.white, { rx: 10 }),
    S('M420 320L460 280L490 300L530 230', C.amber, 6, {
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
    R(400, 350, 150, 42, C.deep),
    R(560, 250, 20, 142, C.deep),
    D('M590 392h120l-20 -40h-40v-130h-20v130h-20z', C.deep),
    O(650, 210, 22, C.amber),
    S('M650 232V340', C.deep, 14),
    O(90, 120, 24, C.amber),
    O(170, 90, 16, C.soft),
    O(180, 160, 18, C.white),
    S('M90 120L170 90L180 160Z', C.white, 4),
  );
}

function winning() {
  const c = canvas(800, 560);
  const r = rng('confetti');
  let conf = '';
  for (let i = 0; i < 30; i++)
    conf += R(r() * 800, r() * 300, 10, 18, [C.amber, C.soft, C.white, C.steel][i % 4], {
      transform: `rotate(${f1(r() * 180)} ${f1(r() * 800)} ${f1(r() * 300)})`,
    });
  return c.svg(
    R(0, 0, 800, 560, C.charcoal),
    O(400, 230, 220, C.deep),
    conf,
    R(310, 380, 180, 180, C.steel),
    R(130, 430, 180, 130, mix(C.steel, C.deep, 0.5)),
    R(490, 460, 180, 100, mix(C.steel, C.deep, 0.5)),
    T(400, 470, '1', 64, C.white, { 'text-anchor': 'middle' }),
    D('M340 170h120v40a60 60 0 0 1 -120 0z', C.amber),
    S('M340 182h-32v18a32 32 0 0 0 40 30M460 182h32v18a32 32 0 0 1 -40 30', C.amber, 10),
    R(388, 268, 24, 60, C.amber),
    R(350, 326, 100, 54, C.soft, { rx: 4 }),
  );
}

/* Partners: monochrome mid-grey marks on transparent backgrounds */
const grey = mix(C.concrete, C.charcoal, 0.25);
const mark = (glyph, name, sub) => {
  const c = canvas(240, 96);
  return c.svg(
    G({ fill: grey }, glyph),
    T(88, 50, name, 24, grey, { 'letter-spacing': 0.5 }),
    T(89, 70, sub, 11, grey, { 'letter-spacing': 3, 'font-weight': 400 }),
  );
};
const partners = {
  'keystone-steel': () =>
    mark(
      D('M16 76V48A32 32 0 0 1 80 48V76H66V48A18 18 0 0 0 30 48V76ZM38 22h20l-4 16h-12z'),
      'Keystone',
      'STEEL WORKS',
    ),
  'northgate-glass': () =>
    mark(D('M14 76V20h14l28 34V20h14v56h-14L28 42v34z'), 'Northgate', 'GLASS & FACADES'),
  'atlas-timber': () =>
    mark(
      R(14, 22, 62, 14, grey, { rx: 7 }) +
        R(22, 41, 54, 14, grey, { rx: 7 }) +
        R(14, 60, 62, 14, grey, { rx: 7 }),
      'Atlas',
      'TIMBER SUPPLY',
    ),
  'meridian-concrete': () =>
    mark(
      D(
        'M46 16a32 32 0 1 1 0 64a32 32 0 1 1 0 -64zM46 28a20 20 0 1 0 0 40a20 20 0 1 0 0 -40z',
        grey,
        { 'fill-rule': 'evenodd' },
      ) + R(41, 10, 10, 76, grey),
      'Meridian',
      'CONCRETE',
    ),
  'halden-engineering': () =>
    mark(
      D('M46 14l30 17v34l-30 17l-30 -17v-34zM46 34l-13 7v14l13 8l13 -8v-14z', grey, {
        'fill-rule': 'evenodd',
      }),
      'Halden',
      'ENGINEERING',
    ),
  'brightline-electric': () =>
    mark(
      P([52, 12, 20, 54, 42, 54, 34, 86, 72, 40, 50, 40, 60, 12], grey),
      'Brightline',
      'ELECTRICAL',
    ),
};

export const jobs = {
  awards: {
    'national-building-excellence': trophy,
    'regional-safety-leadership': medal,
    'best-new-contractor': plaque,
    'civic-design-prize': wreath,
  },
  history: {
    'start-company': start,
    'opening-office': office,
    'project-management': management,
    'open-research-team': research,
    'winning-award': winning,
  },
  partners,
};
