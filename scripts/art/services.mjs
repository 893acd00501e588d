// Service artwork, 1200x800.
import {
  C,
  canvas,
  D,
  E,
  G,
  iso,
  isoM,
  mix,
  O,
  P,
  p,
  R,
  rng,
  S,
  scaffold,
  sky,
  sun,
  T,
} from './primitives.mjs';

const wood = mix(C.amber, C.charcoal, 0.35);

function flooring() {
  const c = canvas(1200, 800);
  const r = rng('flooring');
  let joints = '';
  for (let row = 0; row < 8; row++) {
    const y = row * 60;
    joints += p`M0 ${y}H600`;
    const end = row === 7 ? 360 : 600;
    for (let u = 40 + r() * 160; u < end; u += 150 + r() * 90) joints += p`M${u} ${y}v60`;
  }
  let grain = '';
  for (let i = 0; i < 26; i++)
    grain += p`M${r() * 520 + 20} ${Math.floor(r() * 8) * 60 + 18 + r() * 24}h${40 + r() * 60}`;
  const M = isoM(600, 110);
  return c.svg(
    R(0, 0, 1200, 800, C.paper),
    c.grid(0, 0, 1200, 800, 40, C.concrete, 0.35),
    P([80.4, 410, 600, 710, 600, 740, 80.4, 440], C.concrete),
    P([600, 710, 1119.6, 410, 1119.6, 440, 600, 740], C.steel),
    G(
      { transform: M },
      R(0, 0, 600, 600, C.sand),
      c.stripes(0, 420, 600, 180, 16, C.white, 3, false, 0.6),
      R(0, 0, 600, 420, C.soft),
      R(0, 420, 360, 60, C.soft),
      S(grain, C.amber, 2, { opacity: 0.35 }),
      S(joints, wood, 2.5),
      R(360, 420, 200, 60, C.charcoal, { opacity: 0.18 }),
    ),
    G(
      { transform: `translate(0 -90) ${M}` },
      R(360, 420, 200, 60, C.soft, { stroke: wood, 'stroke-width': 3 }),
    ),
    [0, 1, 2, 3, 4]
      .map((i) => iso(300, 780 - i * 14, 240, 50, 14, [C.soft, C.amber, wood]))
      .join(''),
    G(
      { transform: 'rotate(-28 980 650)' },
      R(970, 560, 16, 170, C.charcoal, { rx: 6 }),
      R(930, 540, 96, 44, C.deep, { rx: 8 }),
    ),
    D('M760 700l70 -40l20 12l-70 40z', C.amber),
  );
}

function architecture() {
  const c = canvas(1200, 800);
  const w = C.white;
  const lv = [640, 527, 414, 300];
  let dims = 'M300 690H820M300 680v20M820 680v20M880 300V640M870 300h20M870 640h20M180 640H940';
  for (const y of lv) dims += p`M232 ${y}h36`;
  return c.svg(
    R(0, 0, 1200, 800, C.deep),
    c.grid(0, 0, 1200, 800, 40, w, 0.08),
    c.grid(0, 0, 1200, 800, 200, w, 0.16, 2),
    G(
      { fill: 'none', stroke: w, 'stroke-width': 3 },
      R(300, 300, 520, 340),
      R(700, 230, 120, 70),
      S('M300 527H820M300 414H820M280 300H840', w, 3),
      R(545, 560, 70, 80),
    ),
    c.win(320, 320, 360, 200, 4, 2, 'none', 0.3, { stroke: w, 'stroke-width': 2.5 }),
    c.win(700, 320, 110, 300, 1, 3, C.soft, 0.3, { opacity: 0.5 }),
    S(dims, w, 2),
    lv
      .map(
        (y, i) =>
          P([250, y, 240, y - 14, 260, y - 14], C.soft) +
          T(150, y - 4, `+${(i * 3.6).toFixed(2)}`, 20, w),
      )
      .join(''),
    T(560, 724, '18 400', 22, w, { 'text-anchor': 'middle' }),
    T(920, 476, '10 800', 22, w, { transform: 'rotate(-90 920 476)', 'text-anchor': 'middle' }),
    R(900, 620, 260, 140, 'none', { stroke: w, 'stroke-width': 3 }),
    S('M900 680H1160M1030 680V760', w, 2),
    T(918, 660, 'ELEVATION A', 24, C.soft),
    T(918, 728, '1:100', 22, w),
    T(1048, 728, 'A-201', 22, w),
    D('M930 110H1150L930 330ZM965 170V260L1055 170Z', C.amber, {
      'fill-rule': 'evenodd',
      opacity: 0.92,
    }),
    G(
      { transform: 'rotate(40 1040 400)' },
      R(1030, 300, 22, 200, C.soft),
      P([1030, 500, 1052, 500, 1041, 530], C.charcoal),
    ),
  );
}

function interior() {
  const c = canvas(1200, 800);
  const swatch = [C.deep, C.steel, C.sand, C.soft, C.amber, C.charcoal];
  return c.svg(
    R(0, 0, 1200, 560, C.paper),
    R(700, 0, 500, 560, C.sand),
    c.stripes(700, 0, 500, 560, 50, mix(C.sand, C.concrete, 0.5), 2),
    R(0, 560, 1200, 240, mix(C.sand, C.concrete, 0.45)),
    c.stripes(0, 560, 1200, 240, 40, C.concrete, 2, false, 0.6),
    P([230, 650, 930, 650, 1020, 770, 140, 770], C.soft, { stroke: C.amber, 'stroke-width': 8 }),
    R(380, 130, 180, 220, C.white, { stroke: C.charcoal, 'stroke-width': 8 }),
    O(470, 210, 46, C.amber),
    P([400, 330, 470, 250, 540, 330], C.steel),
    R(590, 170, 140, 140, C.white, { stroke: C.charcoal, 'stroke-width': 8 }),
    D('M610 290v-40a50 50 0 0 1 100 0v40z', C.sand),
    D('M635 290v-36a25 25 0 0 1 50 0v36z', C.deep),
    R(290, 400, 560, 150, C.steel, { rx: 28 }),
    R(300, 505, 540, 80, mix(C.steel, C.deep, 0.4), { rx: 14 }),
    S('M480 510v70M660 510v70', C.deep, 3),
    R(240, 470, 100, 150, C.deep, { rx: 24 }),
    R(800, 470, 100, 150, C.deep, { rx: 24 }),
    R(270, 616, 16, 24, C.charcoal),
    R(854, 616, 16, 24, C.charcoal),
    R(360, 440, 110, 90, C.soft, { rx: 16, transform: 'rotate(-8 415 485)' }),
    R(690, 440, 110, 90, C.white, { rx: 16, transform: 'rotate(7 745 485)' }),
    P([820, 232, 900, 232, 980, 450, 740, 450], C.soft, { opacity: 0.3 }),
    S('M990 700V300Q990 160 860 175', C.charcoal, 10, { 'stroke-linecap': 'round' }),
    D('M805 238a55 55 0 0 1 110 0z', C.amber),
    E(990, 702, 54, 12, C.charcoal),
    D('M80 600h100l-14 100h-72z', C.concrete),
    [
      [-40, C.deep],
      [-12, C.steel],
      [18, C.deep],
      [44, C.steel],
    ]
      .map(([a, col]) => E(130, 520, 22, 80, col, { transform: `rotate(${a} 130 600)` }))
      .join(''),
    R(460, 676, 280, 20, C.charcoal, { rx: 4 }),
    R(480, 696, 12, 60, C.charcoal),
    R(708, 696, 12, 60, C.charcoal),
    swatch
      .map((col, i) =>
        R(588, 560, 26, 120, col, { rx: 6, transform: `rotate(${-50 + i * 20} 601 672)` }),
      )
      .join(''),
    O(601, 672, 7, C.white),
  );
}

function renovation() {
  const c = canvas(1200, 800);
  let rafters = '';
  for (let x = 620; x < 930; x += 36) rafters += p`M${x} ${150 + (x - 590) * 0.63}V370`;
  let tiles = '';
  for (let y = 180; y < 372; y += 26) tiles += p`M${590 - (y - 150) * 1.58} ${y}H590`;
  return c.svg(
    sky(c, C.soft, C.paper, 680),
    sun(1030, 140, 64, C.amber),
    R(0, 680, 1200, 120, C.sand),
    R(0, 680, 1200, 10, C.concrete),
    R(280, 360, 620, 320, C.concrete),
    c.stripes(620, 360, 280, 320, 22, mix(C.concrete, C.charcoal, 0.2), 2, false),
    R(280, 360, 340, 320, C.white),
    P([240, 372, 590, 150, 590, 372], C.charcoal),
    S(tiles, C.deep, 3),
    P([590, 150, 940, 372, 590, 372], C.sand),
    S(rafters, C.amber, 6),
    S('M240 372L590 150L940 372', C.charcoal, 10, { 'stroke-linejoin': 'round' }),
    R(330, 440, 130, 120, C.steel, { stroke: C.charcoal, 'stroke-width': 6 }),
    S('M395 440v120M330 500h130', C.charcoal, 4),
    R(520, 520, 80, 160, C.deep),
    R(700, 440, 130, 120, C.deep, { opacity: 0.6 }),
    S('M700 440l130 120M830 440l-130 120', C.amber, 8),
    scaffold(660, 290, 300, 390, 3, 4),
    S('M180 690L262 380M232 690L314 380', C.charcoal, 6),
    S(
      'M190 650h50M200 610h50M210 570h50M221 530h50M231 490h50M242 450h50M252 410h50',
      C.charcoal,
      5,
    ),
    R(600, 455, 40, 90, C.white, { stroke: C.charcoal, 'stroke-width': 4, rx: 8 }),
    S('M620 545v30l40 10v100', C.amber, 8, {
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    D('M690 700h120l-14 30h-92z', C.steel),
    R(720, 694, 60, 10, C.white),
  );
}

function foundation() {
  const c = canvas(1200, 800);
  const mid = mix(C.sand, C.concrete, 0.55);
  const dots = c.pat(
    46,
    46,
    O(10, 12, 4, C.charcoal, { opacity: 0.25 }) + O(32, 34, 3, C.charcoal, { opacity: 0.25 }),
  );
  const conc = mix(C.concrete, C.white, 0.55);
  const hatch = c.pat(24, 24, S('M0 24L24 0', C.concrete, 2));
  let rebar = '';
  for (let x = 470; x <= 730; x += 52) rebar += O(x, 552, 7, C.charcoal);
  const pier = (x) =>
    R(x - 7, 510, 14, 270, C.steel) +
    E(x, 700, 36, 9, C.amber) +
    E(x, 752, 36, 9, C.amber) +
    R(x - 26, 488, 52, 30, C.deep, { rx: 4 }) +
    P([x, 380, x - 22, 420, x + 22, 420], C.amber) +
    R(x - 7, 418, 14, 50, C.amber);
  return c.svg(
    R(0, 0, 1200, 300, C.paper),
    R(140, 50, 920, 250, C.white),
    c.stripes(140, 50, 920, 250, 20, C.sand, 2, false),
    R(230, 110, 150, 120, C.steel),
    R(820, 110, 150, 120, C.steel),
    R(530, 130, 140, 170, C.deep),
    R(0, 296, 1200, 12, C.charcoal),
    D('M0 306H1200V440Q1000 420 800 445T400 430T0 450Z', C.sand),
    D('M0 450Q200 430 400 440T800 455T1200 440V620Q900 600 600 625T0 610Z', mid),
    R(0, 430, 1200, 200, dots),
    D('M0 610Q300 630 600 615T1200 620V800H0Z', C.concrete),
    R(0, 600, 1200, 200, dots),
    R(520, 300, 160, 210, conc),
    R(440, 500, 320, 80, conc),
    R(520, 300, 160, 210, hatch, { opacity: 0.5 }),
    R(440, 500, 320, 80, hatch, { opacity: 0.5 }),
    S('M520 300V500H440V580H760V500H680V300', C.charcoal, 3),
    S('M545 310V530M655 310V530M450 530H750', C.charcoal, 3, { opacity: 0.6 }),
    rebar,
    S('M570 320l20 40l-14 22l30 40l-8 30l22 30', C.charcoal, 5, { 'stroke-linejoin': 'round' }),
    pier(405),
    pier(795),
    O(300, 560, 20, C.steel),
    O(300, 560, 12, C.white),
    S('M240 380H300V540', C.charcoal, 2),
    T(60, 372, 'DRAIN', 22, C.charcoal),
    S('M795 760H900', C.charcoal, 2),
    T(910, 768, 'HELICAL PIER', 22, C.charcoal),
  );
}

function planning() {
  const c = canvas(1200, 800);
  const r = rng('planning');
  const cols = [C.amber, C.steel, C.deep, C.amber, C.steel, C.soft];
  let bars = '';
  let x = 300;
  for (let i = 0; i < 6; i++) {
    const w = Math.min(90 + r() * 120, 810 - x);
    bars +=
      R(160, 190 + i * 48, 100, 14, C.concrete, { rx: 7 }) +
      R(x, 184 + i * 48, w, 26, cols[i], { rx: 6 });
    x = Math.min(x + w * (0.45 + r() * 0.4), 600);
  }
  let notes = '';
  for (let i = 0; i < 6; i++)
    notes +=
      R(900 + (i % 2) * 120, 110 + Math.floor(i / 2) * 120, 96, 96, i % 3 ? C.soft : C.white, {
        transform: `rotate(${(r() - 0.5) * 10} ${948 + (i % 2) * 120} ${158 + Math.floor(i / 2) * 120})`,
      }) + O(948 + (i % 2) * 120, 120 + Math.floor(i / 2) * 120, 6, C.amber);
  return c.svg(
    R(0, 0, 1200, 800, C.sand),
    R(120, 80, 720, 440, C.white, { stroke: C.charcoal, 'stroke-width': 10, rx: 6 }),
    c.stripes(300, 140, 520, 340, 65, C.sand, 2),
    R(120, 80, 720, 50, C.deep),
    T(150, 114, 'PROGRAMME', 24, C.white),
    T(640, 114, 'Q1 — Q4', 22, C.soft),
    bars,
    S('M640 140V480', C.amber, 4, { 'stroke-dasharray': '10 8' }),
    P([760, 430, 776, 446, 760, 462, 744, 446], C.charcoal),
    notes,
    R(0, 600, 1200, 40, C.steel),
    R(0, 640, 1200, 160, C.deep),
    [0, 1, 2]
      .map(
        (i) =>
          R(
            150 + i * 26,
            540 - i * 22,
            300,
            44,
            [C.white, mix(C.steel, C.white, 0.6), C.white][i],
            { rx: 22 },
          ) + E(150 + i * 26 + 300, 562 - i * 22, 10, 22, C.concrete),
      )
      .join(''),
    D('M520 600a90 80 0 0 1 180 0z', C.amber),
    R(490, 590, 240, 16, C.amber, { rx: 8 }),
    R(602, 522, 16, 70, mix(C.amber, C.charcoal, 0.2)),
    R(800, 520, 280, 76, C.charcoal, { rx: 12 }),
    c.grid(816, 532, 248, 52, 13, C.soft, 0.5),
    R(900, 540, 60, 36, C.amber, { opacity: 0.8 }),
  );
}

export const jobs = {
  services: {
    'flooring-installation': flooring,
    'building-architecture': architecture,
    'interior-design': interior,
    'house-renovation': renovation,
    'foundation-repair': foundation,
    'construction-planning': planning,
  },
};
