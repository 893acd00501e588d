// Portfolio project artwork, 1200x800.
import {
  band,
  C,
  canvas,
  car,
  cloud,
  crane,
  D,
  E,
  G,
  mini,
  mix,
  O,
  P,
  p,
  palm,
  R,
  rng,
  S,
  scaffold,
  sky,
  sun,
  T,
  tree,
  waves,
} from './primitives.mjs';

const wood = mix(C.amber, C.charcoal, 0.3);
const glass = mix(C.steel, C.white, 0.35);

function communityCenter() {
  const c = canvas(1200, 800);
  let roof = 'M170 362';
  for (let i = 0; i < 8; i++) roof += p`L${222.5 + i * 105} ${i % 2 ? 362 : 286}`;
  roof += 'L1030 362Z';
  const people = [
    [300, C.amber],
    [420, C.deep],
    [660, C.steel],
    [700, C.charcoal],
    [930, C.amber],
  ];
  return c.svg(
    sky(c, C.white, C.paper, 620),
    cloud(200, 140, 1.2),
    cloud(860, 110, 0.9),
    R(0, 600, 1200, 200, C.sand),
    c.stripes(0, 640, 1200, 160, 80, C.paper, 3, false),
    D(roof, C.charcoal),
    R(180, 362, 840, 238, C.white),
    R(180, 362, 180, 238, C.soft),
    c.stripes(180, 362, 180, 238, 18, wood, 3),
    R(840, 362, 180, 238, C.sand),
    c.win(860, 400, 140, 160, 2, 3, C.steel, 0.4),
    R(360, 410, 480, 190, glass),
    c.stripes(360, 410, 480, 190, 60, C.white, 4),
    S('M360 470H840', C.white, 4),
    R(360, 372, 480, 30, C.white),
    T(600, 395, 'COMMUNITY CENTER', 22, C.charcoal, {
      'text-anchor': 'middle',
      'letter-spacing': 5,
    }),
    R(520, 470, 160, 12, C.charcoal),
    R(560, 482, 80, 118, C.deep),
    tree(110, 620, 1.6),
    tree(1110, 620, 1.9, C.deep),
    tree(1000, 660, 1.1),
    R(420, 660, 120, 12, wood),
    R(430, 672, 8, 16, C.charcoal),
    R(522, 672, 8, 16, C.charcoal),
    people
      .map(([x, col], i) =>
        mini(
          x,
          690 + (i % 2) * 30,
          1.5,
          col,
          ['#dcaa84', '#8a5a3b', '#f2cfb0', '#b97d56', '#5f3d2a'][i],
        ),
      )
      .join(''),
  );
}

function healthcare() {
  const c = canvas(1200, 800);
  return c.svg(
    sky(c, mix(C.steel, C.white, 0.7), C.white, 650),
    cloud(120, 120, 1),
    R(0, 640, 1200, 160, C.concrete),
    R(0, 640, 1200, 14, C.charcoal),
    R(100, 460, 170, 180, C.sand),
    c.win(115, 480, 140, 100, 3, 2, C.steel),
    R(260, 200, 600, 440, C.white),
    R(250, 192, 620, 14, C.charcoal),
    c.win(280, 230, 560, 290, 8, 5, C.steel, 0.38),
    R(860, 150, 110, 490, C.steel),
    c.stripes(860, 150, 110, 490, 40, C.white, 3, false, 0.6),
    R(872, 170, 86, 86, C.white),
    R(905, 182, 20, 62, C.amber),
    R(884, 203, 62, 20, C.amber),
    R(400, 548, 320, 14, C.charcoal),
    S('M420 562V640M700 562V640', C.charcoal, 6),
    R(470, 570, 180, 70, glass),
    S('M560 570V640', C.white, 3),
    tree(60, 660, 1.3),
    tree(1120, 660, 1.5, C.deep),
    D('M740 720v-70h140l50 34v36z', C.white),
    D('M880 650l46 32h-46z', glass),
    R(740, 686, 190, 10, C.amber),
    R(780, 660, 10, 26, C.amber),
    R(772, 668, 26, 10, C.amber),
    O(775, 722, 16, C.charcoal),
    O(895, 722, 16, C.charcoal),
    R(1000, 560, 10, 80, C.charcoal),
    R(975, 520, 60, 44, C.white, { stroke: C.charcoal, 'stroke-width': 4 }),
    T(1005, 553, 'H', 30, C.steel, { 'text-anchor': 'middle' }),
  );
}

function seaside() {
  const c = canvas(1200, 800);
  const tiers = [
    [60, 520, 500, 120],
    [100, 420, 420, 100],
    [140, 330, 340, 90],
  ];
  let parasols = '';
  for (const x of [170, 250, 330, 410])
    parasols += D(p`M${x - 26} 420a26 16 0 0 1 52 0z`, C.amber) + S(p`M${x} 420v-0`, C.charcoal, 3);
  return c.svg(
    sky(c, C.soft, C.paper, 440),
    sun(900, 440, 90, C.amber),
    R(0, 440, 1200, 190, C.steel),
    R(840, 450, 120, 6, C.soft),
    R(860, 470, 80, 6, C.soft),
    R(880, 490, 40, 6, C.soft),
    waves(640, 530, 6, C.white),
    P([1040, 500, 1040, 420, 1090, 500], C.white),
    D('M1020 506h90l-14 14h-64z', C.charcoal),
    band(c, 620, 20, C.sand, 'beach'),
    tiers
      .map(
        ([x, y, w, h]) =>
          R(x, y, w, h, C.white) +
          c.win(x + 20, y + 20, w - 40, h - 30, Math.round(w / 70), 1, glass, 0.25) +
          R(x - 12, y - 8, w + 24, 10, C.sand),
      )
      .join(''),
    parasols,
    R(560, 380, 200, 260, 'none', { stroke: C.charcoal, 'stroke-width': 5 }),
    S('M560 467H760M560 554H760M627 380V640M694 380V640', C.charcoal, 4),
    R(560, 554, 200, 86, C.white),
    crane(600, 640, 500, { jl: 110, jr: 220, hook: 0.5, drop: 0.3 }),
    palm(880, 720, 240, 40),
    palm(1080, 760, 300, -50),
    E(300, 740, 140, 14, C.concrete, { opacity: 0.4 }),
    R(220, 700, 70, 12, C.amber, { rx: 6 }),
    R(320, 700, 70, 12, C.amber, { rx: 6 }),
  );
}

function mall() {
  const c = canvas(1200, 800);
  const r = rng('mall');
  let city = '';
  for (let x = 0; x < 1200; x += 70 + r() * 50)
    city += R(x, 360 - r() * 220, 60 + r() * 40, 400, C.concrete);
  let mullions = 'M500 640V420M600 640V400M700 640V420M440 560H760M440 480H760';
  mullions += 'M470 440A130 100 0 0 1 730 440';
  let bays = '';
  for (const x0 of [160, 800])
    for (let i = 0; i < 3; i++) {
      const x = x0 + i * 82;
      bays +=
        R(x, 520, 70, 120, C.deep) +
        P([x - 6, 500, x + 76, 500, x + 84, 530, x - 14, 530], i % 2 ? C.soft : C.amber);
    }
  return c.svg(
    sky(c, C.white, C.paper, 680),
    G({ opacity: 0.45 }, city),
    R(880, 190, 180, 180, 'none', { stroke: C.charcoal, 'stroke-width': 5 }),
    S('M880 250H1060M880 310H1060M940 190V370M1000 190V370', C.charcoal, 4),
    crane(1000, 370, 330, { jl: 100, jr: 180, hook: 0.3, drop: 0.3 }),
    R(140, 370, 920, 270, C.sand),
    R(130, 360, 940, 16, C.charcoal),
    D('M440 640V430A160 120 0 0 1 760 430V640Z', glass),
    S(mullions, C.white, 4),
    S('M470 630L580 520M620 630L730 520', C.deep, 8),
    R(190, 400, 200, 64, C.charcoal, { rx: 6 }),
    R(214, 418, 30, 32, C.amber, { rx: 3 }),
    S('M220 418a9 9 0 0 1 18 0', C.amber, 4),
    T(258, 445, 'MALL', 30, C.white, { 'letter-spacing': 6 }),
    bays,
    R(0, 640, 1200, 160, C.concrete),
    c.stripes(0, 690, 1200, 70, 90, C.white, 4, true, 0.6),
    [
      [60, C.amber],
      [240, C.steel],
      [420, C.white],
      [780, C.deep],
      [960, C.amber],
    ]
      .map(([x, col]) => car(x, 740, 130, col))
      .join(''),
  );
}

function modern() {
  const c = canvas(1200, 800);
  const r = rng('modern');
  let stars = '';
  for (let i = 0; i < 26; i++)
    stars += O(r() * 1200, r() * 300, 1.5 + r() * 2, C.white, { opacity: 0.6 });
  const build = (o = {}) =>
    G(
      o,
      R(360, 480, 400, 140, C.soft),
      c.stripes(360, 480, 400, 140, 50, C.charcoal, 4),
      R(480, 360, 600, 120, C.white),
      R(520, 390, 520, 50, C.deep),
      c.stripes(520, 390, 520, 50, 40, C.steel, 3),
      R(300, 250, 360, 110, C.charcoal),
      c.stripes(300, 250, 360, 110, 14, mix(C.charcoal, C.concrete, 0.4), 4),
      R(340, 290, 150, 40, C.soft),
      R(460, 474, 620, 8, C.concrete),
    );
  return c.svg(
    sky(c, C.deep, C.steel, 640),
    stars,
    O(180, 140, 44, C.soft, { opacity: 0.8 }),
    R(0, 620, 1200, 180, C.charcoal),
    R(120, 650, 960, 100, mix(C.deep, C.steel, 0.5)),
    build(),
    build({ transform: 'matrix(1 0 0 -0.45 0 930)', opacity: 0.25 }),
    S('M760 480V620M1040 480V620', C.white, 6),
    R(100, 616, 1000, 8, C.concrete),
    S('M1130 620V360', C.charcoal, 8),
    O(1130, 340, 60, mix(C.deep, C.charcoal, 0.4)),
    O(1100, 380, 40, mix(C.deep, C.charcoal, 0.4)),
  );
}

function warehouse() {
  const c = canvas(1200, 800);
  let doors = '';
  for (let i = 0; i < 5; i++) {
    const x = 340 + i * 150;
    doors +=
      R(x, 430, 110, 170, C.concrete) +
      c.stripes(x, 430, 110, 170, 14, mix(C.concrete, C.charcoal, 0.3), 2, false) +
      R(x + 35, 396, 40, 26, C.white) +
      T(x + 55, 417, String(i + 1), 22, C.charcoal, { 'text-anchor': 'middle' }) +
      R(x - 10, 580, 10, 20, C.charcoal) +
      R(x + 110, 580, 10, 20, C.charcoal);
  }
  return c.svg(
    sky(c, C.white, C.paper, 620),
    R(0, 600, 1200, 200, mix(C.concrete, C.white, 0.3)),
    S('M0 640H1200', C.amber, 6, { 'stroke-dasharray': '40 30' }),
    P([80, 312, 600, 250, 1120, 312], C.charcoal),
    R(100, 310, 1000, 290, C.sand),
    c.stripes(100, 310, 1000, 290, 14, mix(C.sand, C.concrete, 0.5), 2),
    R(100, 380, 200, 220, C.white),
    c.win(115, 400, 170, 80, 3, 1, C.steel, 0.2),
    R(160, 510, 70, 90, C.deep),
    T(200, 360, 'DISTRIBUTION', 20, C.deep, { 'text-anchor': 'middle' }),
    R(320, 380, 780, 12, C.amber),
    doors,
    R(60, 690, 130, 10, wood),
    R(70, 620, 110, 70, C.soft),
    S('M125 620v70M70 655h110', wood, 3),
    D('M230 720v-70h60l30 30v40z', C.amber),
    S('M200 740V600M186 740V600', C.charcoal, 6),
    O(250, 724, 16, C.charcoal),
    O(305, 724, 16, C.charcoal),
    R(620, 630, 430, 120, C.steel),
    R(650, 660, 200, 40, C.white, { opacity: 0.9 }),
    T(750, 690, '{{SHORT_NAME}}', 26, C.steel, { 'text-anchor': 'middle', 'letter-spacing': 4 }),
    D('M1050 750V650h60l40 50v50z', C.amber),
    R(1070, 662, 42, 34, glass),
    [680, 730, 990, 1110].map((x) => O(x, 756, 22, C.charcoal)).join(''),
  );
}

function luxuryHome() {
  const c = canvas(1200, 800);
  return c.svg(
    sky(c, C.soft, C.white, 640),
    sun(980, 150, 60, C.amber),
    R(0, 620, 1200, 180, C.sand),
    R(0, 612, 1200, 16, mix(C.deep, C.steel, 0.3)),
    R(180, 440, 720, 180, C.white),
    R(230, 470, 400, 150, glass),
    c.stripes(230, 470, 400, 150, 80, C.white, 4),
    R(660, 440, 240, 180, C.soft),
    c.stripes(660, 440, 240, 180, 16, wood, 3),
    R(300, 320, 560, 120, C.white),
    R(330, 350, 500, 70, C.deep),
    c.stripes(330, 350, 500, 70, 100, C.white, 3),
    R(280, 308, 600, 14, C.charcoal),
    R(160, 432, 760, 12, C.charcoal),
    R(870, 400, 120, 6, C.white, { opacity: 0.8 }),
    P([100, 650, 1100, 650, 1160, 760, 40, 760], C.white),
    P([130, 660, 1070, 660, 1120, 745, 80, 745], mix(C.steel, C.white, 0.25)),
    waves(200, 690, 12, C.white, 3, 0.5),
    waves(260, 720, 12, C.white, 3, 0.35),
    R(220, 600, 90, 12, C.amber, { rx: 6, transform: 'rotate(-10 265 606)' }),
    R(340, 596, 90, 12, C.amber, { rx: 6, transform: 'rotate(-10 385 602)' }),
    palm(1040, 620, 260, -30),
    tree(100, 620, 1.8, C.steel),
  );
}

function historic() {
  const c = canvas(1200, 800);
  let cols = '';
  for (let i = 0; i < 6; i++) {
    const x = 232 + i * 136;
    cols +=
      R(x, 310, 56, 250, C.white) +
      c.stripes(x + 4, 310, 48, 250, 12, C.sand, 2) +
      R(x - 10, 296, 76, 16, C.paper) +
      R(x - 8, 548, 72, 12, C.paper);
  }
  return c.svg(
    sky(c, C.sand, C.paper, 640),
    R(0, 620, 1200, 180, C.concrete),
    R(200, 300, 800, 260, mix(C.sand, C.concrete, 0.5)),
    D('M540 560V450a60 60 0 0 1 120 0V560Z', C.deep),
    cols,
    R(190, 244, 820, 54, C.white),
    c.win(196, 284, 808, 12, 40, 1, C.concrete, 0.4),
    P([170, 246, 600, 112, 1030, 246], C.white),
    P([240, 232, 600, 130, 960, 232], 'none', { stroke: C.sand, 'stroke-width': 6 }),
    O(600, 196, 26, C.sand),
    R(160, 560, 880, 20, C.white),
    R(140, 580, 920, 20, C.paper),
    R(120, 600, 960, 22, C.sand),
    R(690, 90, 360, 510, C.steel, { opacity: 0.22 }),
    scaffold(690, 90, 360, 510, 4, 6),
    mini(760, 255, 1.3, C.amber),
    mini(920, 425, 1.3, C.deep),
    S('M1080 40V600M1080 40H980V200', C.charcoal, 4),
    R(960, 200, 40, 30, C.concrete),
  );
}

export const jobs = {
  projects: {
    'community-center': communityCenter,
    'healthcare-facility': healthcare,
    'seaside-resort-expansion': seaside,
    'urban-mall-development': mall,
    'modern-architecture': modern,
    'industrial-warehouse': warehouse,
    'luxury-home-renovation': luxuryHome,
    'historic-restoration': historic,
  },
};
