// General site artwork: banners, slides, section pictures and the 404 illustration.

import { person } from './people.mjs';
import {
  C,
  canvas,
  cloud,
  crane,
  D,
  E,
  G,
  iso,
  mini,
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
  tree,
} from './primitives.mjs';

const glass = mix(C.steel, C.white, 0.35);
const skyline = (c, seed, y0, col, op, maxH = 260, from = 0, to = c.W) => {
  const r = rng(seed);
  let d = '';
  for (let x = from; x < to; x += 60 + r() * 60)
    d += p`M${x} ${y0}V${y0 - 60 - r() * maxH}h${50 + r() * 40}V${y0}Z`;
  return D(d, col, { opacity: op });
};
/** A steel frame: columns and floor beams. */
const frame = (x, y, w, h, bays, floors, col = C.steel, sw = 8) => {
  let d = '';
  for (let i = 0; i <= bays; i++) d += p`M${x + (i * w) / bays} ${y + h}V${y}`;
  for (let j = 0; j <= floors; j++) d += p`M${x - 6} ${y + (j * h) / floors}H${x + w + 6}`;
  return S(d, col, sw);
};

function hero() {
  const c = canvas(1600, 1000);
  return c.svg(
    sky(c, C.soft, C.paper, 900),
    sun(1180, 430, 150, C.amber),
    skyline(c, 'hero', 900, C.concrete, 0.45, 300),
    R(700, 560, 180, 340, C.white),
    c.win(715, 580, 150, 300, 3, 8, glass, 0.35),
    R(920, 480, 300, 420, C.deep),
    c.win(935, 500, 270, 380, 5, 9, mix(C.soft, C.white, 0.3), 0.4),
    frame(920, 200, 300, 280, 4, 4, C.charcoal, 8),
    R(910, 476, 320, 10, C.concrete),
    scaffold(1220, 520, 80, 380, 1, 5),
    crane(1330, 900, 820, { jl: 160, jr: 40, col: C.amber, load: null }),
    crane(1040, 200, 130, {
      jl: 140,
      jr: 300,
      col: C.charcoal,
      hook: 0.5,
      drop: 0.6,
      load: C.amber,
    }),
    crane(560, 900, 560, { jl: 100, jr: 260, col: C.steel, hook: 0.8, drop: 0.5, load: C.white }),
    R(0, 900, 1600, 100, C.charcoal),
    R(0, 860, 1600, 40, C.sand),
    c.stripes(0, 860, 1600, 40, 60, C.amber, 20),
  );
}

function about() {
  const c = canvas(900, 1000);
  return c.svg(
    sky(c, mix(C.steel, C.white, 0.6), C.paper, 1000),
    sun(220, 240, 90, C.soft),
    R(140, 520, 420, 480, C.white),
    c.win(160, 540, 380, 440, 4, 6, glass, 0.35),
    frame(140, 200, 420, 320, 4, 4, C.deep, 10),
    R(130, 514, 440, 12, C.concrete),
    crane(680, 1000, 840, { jl: 160, jr: 30, col: C.amber, load: null }),
    S('M540 146V330', C.charcoal, 3),
    S('M540 330l-70 30M540 330l70 30', C.charcoal, 3),
    R(440, 360, 200, 18, C.steel),
    R(440, 356, 200, 6, C.deep),
    R(440, 378, 200, 6, C.deep),
    mini(300, 200, 2.2, C.amber, '#b97d56'),
    mini(420, 360, 2.2, C.soft, '#f2cfb0'),
  );
}

function videoPoster() {
  const c = canvas(1600, 900);
  const r = rng('lights');
  let lit = '';
  for (let i = 0; i < 22; i++)
    lit += R(200 + r() * 1200, 520 + r() * 240, 18, 12, C.soft, { opacity: 0.5 + r() * 0.5 });
  return c.svg(
    sky(c, C.deep, C.amber, 800),
    sun(800, 780, 170, C.soft),
    skyline(c, 'video', 800, C.charcoal, 0.85, 260),
    lit,
    frame(620, 400, 360, 400, 4, 5, C.charcoal, 10),
    crane(1100, 800, 640, {
      jl: 180,
      jr: 300,
      col: C.charcoal,
      hook: 0.3,
      drop: 0.4,
      load: C.charcoal,
    }),
    crane(300, 800, 520, { jl: 120, jr: 280, col: C.charcoal, load: null }),
    O(1111, 118, 8, C.amber),
    O(311, 238, 8, C.amber),
    R(0, 800, 1600, 100, C.charcoal),
  );
}

function contact() {
  const c = canvas(1600, 1000);
  return c.svg(
    R(0, 0, 1600, 1000, C.sand),
    D('M0 720Q400 640 700 760T1600 700V820Q1200 860 800 880T0 830Z', glass),
    c.stripes(0, 0, 1600, 1000, 200, C.white, 18),
    c.stripes(0, 0, 1600, 1000, 200, C.white, 18, false),
    S('M0 1000L1000 0', C.white, 30),
    R(1020, 220, 180, 180, mix(C.steel, C.white, 0.6)),
    R(220, 220, 180, 180, mix(C.steel, C.white, 0.6)),
    tree(1060, 330, 1, C.steel),
    tree(1150, 380, 0.8, C.steel),
    tree(280, 350, 0.9, C.steel),
    iso(800, 660, 120, 120, 160, [C.white, C.concrete, C.steel]),
    iso(920, 600, 80, 100, 90, [C.white, C.sand, C.concrete]),
    E(800, 560, 90, 24, C.charcoal, { opacity: 0.2 }),
    D('M800 560c-30 -60 -110 -120 -110 -200a110 110 0 0 1 220 0c0 80 -80 140 -110 200z', C.amber),
    O(800, 360, 46, C.white),
    O(800, 360, 20, C.deep),
  );
}

function whyChoose() {
  const c = canvas(1600, 1000);
  return c.svg(
    sky(c, C.steel, C.deep, 1000),
    c.grid(0, 0, 1600, 1000, 50, C.white, 0.08),
    frame(200, 160, 1200, 640, 6, 4, mix(C.steel, C.white, 0.3), 8),
    R(0, 800, 1600, 200, C.charcoal),
    person(450, 1000, 2.6, {
      skin: '#dcaa84',
      hair: C.charcoal,
      style: 'short',
      top: C.white,
      hat: C.white,
      vest: C.amber,
    }),
    person(1150, 1000, 2.6, {
      skin: '#f2cfb0',
      hair: '#a8713f',
      style: 'long',
      top: C.sand,
      shirt: C.white,
      glasses: true,
    }),
    person(800, 1000, 3, {
      skin: '#8a5a3b',
      hair: C.charcoal,
      style: 'crop',
      top: C.amber,
      hat: C.amber,
      vest: C.soft,
    }),
  );
}

function experience() {
  const c = canvas(1600, 1000);
  const r = rng('exp');
  const blocks = [];
  const cells = [];
  for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) cells.push([i, j]);
  cells.sort((a, b) => a[0] + a[1] - b[0] - b[1]);
  for (const [i, j] of cells) {
    const x = 900 + (i - j) * 130;
    const y = 340 + (i + j) * 75;
    const h = 40 + r() * 220;
    const hot = i === 1 && j === 2;
    blocks.push(
      iso(
        x,
        y + 130,
        110,
        110,
        hot ? 340 : h,
        hot ? [C.soft, C.amber, mix(C.amber, C.charcoal, 0.25)] : [C.white, C.sand, C.concrete],
      ),
    );
  }
  return c.svg(
    R(0, 0, 1600, 1000, C.paper),
    c.grid(0, 0, 1600, 1000, 40, C.concrete, 0.3),
    blocks.join(''),
    crane(1250, 600, 440, { jl: 120, jr: 200, col: C.deep, hook: 0.4, drop: 0.5 }),
    T(120, 140, 'SINCE {{FOUNDED_YEAR}}', 44, C.deep, { 'letter-spacing': 10 }),
  );
}

function slide1() {
  const c = canvas(1600, 1000);
  const towers = [
    [760, 380, 180, C.deep, 6],
    [960, 240, 200, C.steel, 5],
    [1180, 420, 170, C.white, 4],
    [1370, 300, 160, C.deep, 4],
  ];
  return c.svg(
    sky(c, mix(C.steel, C.white, 0.7), C.white, 900),
    cloud(300, 200, 1.6),
    cloud(1300, 140, 1.1),
    skyline(c, 'slide1', 900, C.concrete, 0.35, 240),
    towers
      .map(
        ([x, y, w, col, cols]) =>
          R(x, y, w, 900 - y, col) +
          c.win(
            x + 14,
            y + 24,
            w - 28,
            860 - y,
            cols,
            Math.round((860 - y) / 50),
            col === C.white ? glass : mix(C.soft, C.white, 0.4),
            0.4,
          ),
      )
      .join(''),
    P([960, 240, 1060, 170, 1160, 240], C.amber),
    R(0, 880, 1600, 120, C.sand),
    [700, 900, 1150, 1350, 1560]
      .map((x, i) => tree(x, 900, 1.3 + (i % 2) * 0.4, i % 2 ? C.deep : C.steel))
      .join(''),
  );
}

function slide2() {
  const c = canvas(1600, 1000);
  return c.svg(
    sky(c, C.deep, mix(C.amber, C.deep, 0.3), 1000),
    sun(1250, 700, 160, C.amber),
    frame(500, 260, 1000, 740, 5, 5, C.charcoal, 18),
    S('M500 260L700 408M700 260L500 408M1300 556L1500 704M1500 556L1300 704', C.charcoal, 8),
    crane(1420, 1000, 980, { jl: 80, jr: -60, col: C.charcoal, load: null }),
    S('M950 40V230', C.charcoal, 4),
    S('M950 230l-120 40M950 230l120 40', C.charcoal, 4),
    R(790, 270, 320, 30, C.amber),
    R(790, 262, 320, 10, mix(C.amber, C.charcoal, 0.3)),
    R(790, 298, 320, 10, mix(C.amber, C.charcoal, 0.3)),
    mini(700, 408, 3, C.amber),
    mini(1100, 556, 3, C.soft),
    mini(1240, 556, 3, C.white),
  );
}

function slide3() {
  const c = canvas(1600, 1000);
  let stair = '';
  for (let i = 0; i < 9; i++) stair += R(1050 + i * 40, 760 - i * 50, 160, 16, C.white);
  return c.svg(
    R(0, 0, 1600, 1000, C.paper),
    P([0, 0, 400, 180, 400, 760, 0, 1000], C.sand),
    P([1600, 0, 1200, 180, 1200, 760, 1600, 1000], mix(C.sand, C.concrete, 0.35)),
    P([0, 1000, 400, 760, 1200, 760, 1600, 1000], C.concrete),
    P([0, 0, 1600, 0, 1200, 180, 400, 180], C.white),
    R(400, 180, 800, 580, mix(C.steel, C.white, 0.55)),
    c.stripes(400, 180, 800, 580, 160, C.white, 10),
    c.stripes(400, 180, 800, 580, 145, C.white, 10, false),
    P([420, 760, 1180, 760, 1400, 1000, 200, 1000], C.soft, { opacity: 0.6 }),
    stair,
    S('M1040 770L1400 350', C.charcoal, 6),
    D('M160 860h120l-16 100h-88z', C.charcoal),
    E(220, 770, 40, 100, C.deep),
    E(180, 800, 30, 80, C.steel, { transform: 'rotate(-25 180 800)' }),
    E(260, 800, 30, 80, C.steel, { transform: 'rotate(25 260 800)' }),
    R(560, 820, 420, 70, C.charcoal, { rx: 20 }),
    R(560, 780, 420, 50, C.steel, { rx: 20 }),
  );
}

function industry() {
  const c = canvas(1200, 800);
  const w = C.soft;
  return c.svg(
    R(0, 0, 1200, 800, C.charcoal),
    c.grid(240, 60, 960, 740, 30, C.white, 0.07),
    R(0, 0, 1200, 60, C.deep),
    [0, 1, 2, 3, 4]
      .map((i) => R(260 + i * 56, 14, 36, 32, i === 1 ? C.amber : C.steel, { rx: 6 }))
      .join(''),
    R(0, 60, 240, 740, mix(C.charcoal, C.deep, 0.5)),
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          R(24, 100 + i * 56, 120, 12, C.concrete, { rx: 6 }) +
          R(176, 94 + i * 56, 40, 24, i % 3 ? C.amber : C.steel, { rx: 12 }) +
          O(i % 3 ? 204 : 188, 106 + i * 56, 9, C.white),
      )
      .join(''),
    G(
      { fill: 'none', stroke: w, 'stroke-width': 3 },
      iso(720, 660, 260, 260, 300, ['none', 'none', 'none']),
      iso(720, 360, 170, 170, 150, ['none', 'none', 'none']),
    ),
    S('M720 660V360M495 530V230M945 530V230', w, 2, { 'stroke-dasharray': '8 8' }),
    S(
      'M720 660l-225 -130M720 560l-225 -130M720 460l-225 -130M720 660l225 -130M720 560l225 -130M720 460l225 -130',
      C.white,
      1.5,
      { opacity: 0.4 },
    ),
    R(900, 160, 200, 52, C.amber, { rx: 8 }),
    T(1000, 194, '24.60 m', 22, C.charcoal, { 'text-anchor': 'middle' }),
    S('M900 186H800L760 230', C.amber, 3),
    P([560, 430, 560, 490, 576, 476, 590, 504, 600, 498, 588, 472, 608, 470], C.white),
  );
}

function notFound() {
  const c = canvas(800, 500);
  const cone = (x) =>
    P([x, 470, x + 30, 380, x + 60, 470], C.amber) +
    R(x + 12, 415, 36, 12, C.white) +
    R(x - 10, 466, 80, 10, C.charcoal);
  return c.svg(
    R(0, 0, 800, 500, C.paper),
    c.grid(0, 0, 800, 500, 25, C.concrete, 0.3),
    T(170, 380, '4', 230, C.deep, { 'text-anchor': 'middle' }),
    T(630, 380, '4', 230, C.deep, { 'text-anchor': 'middle' }),
    O(400, 300, 74, 'none', { stroke: C.concrete, 'stroke-width': 8, 'stroke-dasharray': '14 12' }),
    crane(360, 470, 420, { jl: 80, jr: 240, col: C.steel, load: null }),
    S('M452 64V150', C.charcoal, 3),
    G(
      { transform: 'rotate(-12 452 200)' },
      O(452, 208, 62, 'none', { stroke: C.amber, 'stroke-width': 34 }),
    ),
    R(0, 470, 800, 30, C.charcoal),
    cone(60),
    cone(690),
  );
}

export const jobs = {
  site: {
    hero,
    about,
    'video-poster': videoPoster,
    contact,
    'why-choose': whyChoose,
    experience,
    'slide-1': slide1,
    'slide-2': slide2,
    'slide-3': slide3,
    industry,
    'not-found': notFound,
  },
};
