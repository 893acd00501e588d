// Blog post artwork, 1200x750.
import {
  C,
  canvas,
  check,
  cloud,
  D,
  E,
  G,
  house,
  iso,
  isoM,
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

function keySteps() {
  const c = canvas(1200, 750);
  let stairs = 'M60 700';
  for (let i = 0; i < 5; i++) stairs += p`V${640 - i * 90}h${216}`;
  stairs += 'V700Z';
  const top = (i) => 640 - i * 90;
  const cx = (i) => 168 + i * 216;
  const stages = [
    S(p`M${cx(0)} ${top(0)}v-90`, C.charcoal, 5) +
      P([cx(0), 460, cx(0) + 50, 476, cx(0), 492], C.amber) +
      R(cx(0) - 60, top(0) - 10, 50, 10, C.sand),
    iso(cx(1), top(1), 90, 90, 16, [
      mix(C.concrete, C.white, 0.4),
      C.concrete,
      mix(C.concrete, C.charcoal, 0.2),
    ]),
    S(
      p`M${cx(2) - 60} ${top(2)}v-80h120v80M${cx(2) - 70} ${top(2) - 80}l70 -56l70 56M${cx(2)} ${top(2)}v-136M${cx(2) - 60} ${top(2) - 40}h120`,
      C.steel,
      5,
      { 'stroke-linejoin': 'round' },
    ),
    house(cx(3) - 60, top(3), 120, 80, {
      wall: C.sand,
      roof: C.deep,
      door: C.concrete,
      win: C.concrete,
    }),
    house(cx(4) - 60, top(4), 120, 80) +
      O(cx(4) + 70, top(4) - 150, 8, C.amber) +
      O(cx(4) - 80, top(4) - 120, 5, C.amber),
  ];
  let path = 'M';
  for (let i = 0; i < 5; i++) path += p`${cx(i)} ${top(i) - 190} `;
  return c.svg(
    R(0, 0, 1200, 750, C.paper),
    c.grid(0, 0, 1200, 750, 30, C.concrete, 0.3),
    D(stairs, C.sand),
    S(stairs, C.concrete, 4),
    stages.join(''),
    S(path, C.amber, 4, { 'stroke-dasharray': '10 10' }),
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          O(cx(i), top(i) - 190, 30, C.deep) +
          T(cx(i), top(i) - 180, String(i + 1), 28, C.white, { 'text-anchor': 'middle' }),
      )
      .join(''),
  );
}

function weather() {
  const c = canvas(1200, 750);
  let rain = '';
  const r = rng('rain');
  for (let i = 0; i < 26; i++) rain += p`M${80 + r() * 420} ${260 + r() * 200}l-14 34`;
  let frame = '';
  for (let i = 0; i <= 4; i++) frame += p`M${420 + i * 90} 650V290`;
  for (let j = 0; j < 4; j++) frame += p`M410 ${650 - j * 120}H790`;
  return c.svg(
    R(0, 0, 1200, 750, C.paper),
    P(
      [0, 0, 700, 0, 460, 750, 0, 750],
      c.lg([
        [0, C.deep],
        [1, C.steel],
      ]),
    ),
    sun(950, 190, 80, C.amber),
    cloud(140, 210, 2, C.concrete),
    cloud(300, 150, 1.4, mix(C.concrete, C.charcoal, 0.3)),
    S(rain, C.white, 4, { 'stroke-linecap': 'round', opacity: 0.8 }),
    P([330, 250, 290, 340, 330, 340, 300, 430, 380, 310, 340, 310, 370, 250], C.amber),
    R(0, 650, 1200, 100, C.charcoal),
    S(frame, C.steel, 10),
    S(frame, C.charcoal, 3),
    D('M400 290Q500 250 600 292T800 280V350Q700 330 600 360T400 350Z', C.amber),
    S('M820 420q60 -20 120 0t120 0M860 480q60 -20 120 0t120 0M840 540q50 -16 100 0', C.steel, 6, {
      'stroke-linecap': 'round',
    }),
    R(1080, 380, 36, 200, C.white, { rx: 18, stroke: C.charcoal, 'stroke-width': 5 }),
    R(1090, 460, 16, 110, C.amber),
    O(1098, 590, 28, C.amber, { stroke: C.charcoal, 'stroke-width': 5 }),
  );
}

function chooseCompany() {
  const c = canvas(1200, 750);
  const card = (x, y, hi, i) => {
    let stars = '';
    for (let s = 0; s < 5; s++)
      stars += O(x + 50 + s * 34, y + 300, 10, s < 3 + i ? C.amber : C.sand);
    return (
      R(x, y, 240, 360, C.white, {
        rx: 18,
        stroke: hi ? C.amber : C.sand,
        'stroke-width': hi ? 8 : 3,
      }) +
      house(x + 60, y + 220, 120, 80, {
        roof: hi ? C.deep : C.concrete,
        door: hi ? C.amber : C.concrete,
        wall: C.paper,
      }) +
      R(x + 40, y + 240, 160, 12, C.sand, { rx: 6 }) +
      stars
    );
  };
  return c.svg(
    R(0, 0, 1200, 750, C.sand),
    O(600, 380, 330, C.paper, { opacity: 0.6 }),
    card(160, 230, false, 0),
    card(840, 230, false, 1),
    G({ transform: 'translate(0 -40)' }, card(480, 200, true, 2)),
    O(780, 200, 42, C.amber),
    check(780, 204, 1.6, C.white, 8),
    O(560, 560, 90, 'none', { stroke: C.charcoal, 'stroke-width': 22 }),
    O(560, 560, 80, C.white, { opacity: 0.3 }),
    S('M624 624L720 720', C.charcoal, 34, { 'stroke-linecap': 'round' }),
  );
}

function mistakes() {
  const c = canvas(1200, 750);
  return c.svg(
    R(0, 0, 1200, 560, C.paper),
    R(0, 0, 520, 560, mix(C.steel, C.white, 0.55)),
    D('M520 0V560H490Q510 480 480 420T500 280T470 120T510 0Z', mix(C.steel, C.white, 0.55)),
    R(0, 560, 1200, 190, C.concrete),
    R(0, 556, 1200, 12, C.charcoal),
    R(150, 220, 260, 16, wood(), { transform: 'rotate(-9 280 228)' }),
    R(180, 150, 50, 70, C.amber, { transform: 'rotate(-9 205 185)' }),
    R(260, 160, 60, 50, C.deep, { transform: 'rotate(-9 290 185)' }),
    P([700, 80, 920, 460, 480, 460], C.amber, {
      'stroke-linejoin': 'round',
      stroke: C.amber,
      'stroke-width': 30,
    }),
    R(688, 200, 24, 150, C.charcoal, { rx: 12 }),
    O(700, 400, 16, C.charcoal),
    R(900, 180, 200, 280, C.white, { rx: 12, stroke: C.charcoal, 'stroke-width': 5 }),
    R(960, 166, 80, 30, C.charcoal, { rx: 6 }),
    [0, 1, 2, 3]
      .map(
        (i) =>
          R(960, 230 + i * 54, 110, 12, C.sand, { rx: 6 }) +
          S(p`M922 ${228 + i * 54}l18 18M940 ${228 + i * 54}l-18 18`, i % 2 ? C.amber : C.steel, 5),
      )
      .join(''),
    O(260, 640, 70, C.amber),
    O(260, 640, 30, C.soft),
    R(260, 664, 420, 30, C.soft),
    c.stripes(260, 664, 420, 30, 20, C.charcoal, 2),
    G(
      { transform: 'rotate(-70 900 660)' },
      D('M860 610h80v100h-80z', C.steel),
      E(900, 610, 40, 12, C.deep),
    ),
    D('M880 700Q980 680 1060 710T1160 720Q1120 740 1000 736T880 700Z', C.soft),
  );
}
const wood = () => mix(C.amber, C.charcoal, 0.35);

function maximizeSpace() {
  const c = canvas(1200, 750);
  const desks = [];
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 2; j++)
      desks.push(
        R(60 + i * 110, 60 + j * 130, 80, 50, C.white, { stroke: C.charcoal, 'stroke-width': 3 }) +
          O(100 + i * 110, 125 + j * 130, 12, C.amber),
      );
  const arrow = (x, y, a) =>
    G(
      { transform: `rotate(${a} ${x} ${y})` },
      S(p`M${x} ${y}h60`, C.amber, 10),
      P([x + 60, y - 18, x + 90, y, x + 60, y + 18], C.amber),
    );
  return c.svg(
    sky(c, mix(C.steel, C.white, 0.75), C.white),
    P([100, 380, 600, 670, 600, 700, 100, 410], C.concrete),
    P([600, 670, 1100, 380, 1100, 410, 600, 700], C.steel),
    G(
      { transform: isoM(600, 90, 0.96) },
      R(0, 0, 600, 600, C.paper),
      c.grid(0, 0, 600, 600, 40, C.concrete, 0.5),
      desks,
      R(380, 40, 180, 220, C.steel, { opacity: 0.3 }),
      R(410, 110, 120, 70, C.white, { stroke: C.charcoal, 'stroke-width': 3 }),
      S('M0 300H240M360 300H600M360 0V300M380 40V260H560', C.charcoal, 8),
      O(300, 420, 70, C.soft),
      O(300, 420, 40, C.white),
      arrow(-20, 450, 180),
      arrow(620, 450, 0),
      arrow(150, -20, -90),
      arrow(150, 620, 90),
    ),
    G(
      { transform: `translate(0 -150) ${isoM(600, 90, 0.96)}` },
      R(0, 320, 260, 260, C.white, { opacity: 0.92, stroke: C.deep, 'stroke-width': 6 }),
      R(30, 350, 80, 50, C.sand),
      R(140, 350, 80, 50, C.sand),
    ),
    S('M550 218V368M334 343V493M118 218V368', C.deep, 6),
  );
}

function smartHome() {
  const c = canvas(1200, 750);
  let nodes = '';
  for (const [x, y] of [
    [420, 470],
    [560, 400],
    [700, 480],
  ])
    nodes +=
      S(p`M${x} ${y}H880`, C.soft, 3, { opacity: 0.5, 'stroke-dasharray': '6 8' }) +
      O(x, y, 14, C.amber);
  return c.svg(
    R(0, 0, 1200, 750, C.deep),
    c.grid(0, 0, 1200, 750, 40, C.white, 0.07),
    O(560, 420, 300, C.steel, { opacity: 0.35 }),
    P([280, 330, 560, 130, 840, 330], 'none', {
      stroke: C.white,
      'stroke-width': 8,
      'stroke-linejoin': 'round',
    }),
    S('M320 310V640H800V310', C.white, 8),
    G(
      { transform: 'skewY(-35.5)' },
      c.win(350, 545, 170, 64, 4, 2, C.steel, 0.12, { stroke: C.soft, 'stroke-width': 2 }),
    ),
    nodes,
    S(
      'M560 70a60 60 0 0 1 0 0M500 80q60 -50 120 0M470 50q90 -70 180 0M530 110q30 -24 60 0',
      C.amber,
      8,
      { 'stroke-linecap': 'round' },
    ),
    O(560, 130, 8, C.amber),
    D('M540 560a40 40 0 1 1 40 0v30h-40z', C.soft),
    R(544, 596, 32, 12, C.white),
    O(420, 560, 36, 'none', { stroke: C.white, 'stroke-width': 6 }),
    S('M402 574a26 26 0 0 1 36 -34', C.amber, 6),
    R(670, 540, 60, 50, C.white, { rx: 6 }),
    S('M682 540v-18a18 18 0 0 1 36 0v18', C.white, 6),
    R(880, 260, 200, 380, C.charcoal, { rx: 28, stroke: C.white, 'stroke-width': 6 }),
    [0, 1, 2]
      .map(
        (i) =>
          R(910, 330 + i * 90, 140, 56, C.white, { rx: 28, opacity: 0.12 }) +
          O(i === 1 ? 940 : 1020, 358 + i * 90, 20, i === 1 ? C.concrete : C.amber),
      )
      .join(''),
    R(950, 290, 60, 8, C.white, { rx: 4, opacity: 0.4 }),
  );
}

export const jobs = {
  posts: {
    'key-steps-to-ensure-a-smooth-building-process': keySteps,
    'how-weather-can-impact-a-construction-project': weather,
    'how-to-choose-the-perfect-construction-company': chooseCompany,
    'top-mistakes-to-avoid-during-home-renovation': mistakes,
    'how-to-maximize-space-in-your-commercial-building': maximizeSpace,
    'the-future-of-smart-homes-in-construction': smartHome,
  },
};
