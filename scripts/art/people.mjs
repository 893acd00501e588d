// Abstract, friendly geometric people: testimonial avatars and team portraits.
import { C, canvas, D, E, G, HAIR, mix, O, P, p, R, rng, S, SKIN } from './primitives.mjs';

/**
 * A head-and-shoulders figure. (cx, by) is the bottom centre; s scales a figure about 190 units tall.
 * hair: short | long | bun | curly | bald | crop; hat: a hard-hat colour or undefined.
 */
export function person(cx, by, s, o) {
  const {
    skin,
    hair = C.charcoal,
    style = 'short',
    top,
    shirt = C.white,
    tie,
    hat,
    glasses,
    vest,
    lanyard,
  } = o;
  const hy = by - 150 * s;
  const hr = 36 * s;
  const x = (v) => cx + v * s;
  const y = (v) => hy + v * s;
  const out = [];
  if (style === 'long')
    out.push(
      D(
        p`M${x(-44)} ${y(0)}Q${x(-48)} ${y(-48)} ${cx} ${y(-48)}Q${x(48)} ${y(-48)} ${x(44)} ${y(0)}L${x(50)} ${y(78)}H${x(-50)}Z`,
        hair,
      ),
    );
  out.push(
    D(
      p`M${x(-72)} ${by}V${by - 44 * s}Q${x(-72)} ${by - 94 * s} ${x(-26)} ${by - 100 * s}H${x(26)}Q${x(72)} ${by - 94 * s} ${x(72)} ${by - 44 * s}V${by}Z`,
      top,
    ),
  );
  out.push(R(x(-12), y(24), 24 * s, 40 * s, mix(skin, C.charcoal, 0.12)));
  out.push(P([x(-24), by - 100 * s, cx, by - 66 * s, x(24), by - 100 * s], shirt));
  if (tie)
    out.push(
      P(
        [
          x(-6),
          by - 92 * s,
          x(6),
          by - 92 * s,
          x(10),
          by - 40 * s,
          cx,
          by - 28 * s,
          x(-10),
          by - 40 * s,
        ],
        tie,
      ),
    );
  if (vest)
    out.push(
      S(
        p`M${x(-44)} ${by}V${by - 80 * s}M${x(44)} ${by}V${by - 80 * s}M${x(-72)} ${by - 30 * s}H${x(72)}`,
        vest,
        10 * s,
      ),
    );
  if (lanyard)
    out.push(
      S(p`M${x(-20)} ${by - 98 * s}L${cx} ${by - 50 * s}L${x(20)} ${by - 98 * s}`, lanyard, 4 * s) +
        R(x(-10), by - 50 * s, 20 * s, 26 * s, C.white, { rx: 3 * s }),
    );
  out.push(
    O(x(-hr / s), y(4), 8 * s, skin) + O(x(hr / s), y(4), 8 * s, skin) + O(cx, hy, hr, skin),
  );
  const cap = p`M${x(-38)} ${y(6)}A${38 * s} ${40 * s} 0 0 1 ${x(38)} ${y(6)}Q${x(26)} ${y(-22)} ${x(-8)} ${y(-16)}Q${x(-28)} ${y(-12)} ${x(-38)} ${y(6)}Z`;
  if (style === 'curly')
    for (let a = 0; a <= 10; a++)
      out.push(
        O(
          cx + Math.cos(Math.PI + (a * Math.PI) / 10) * 34 * s,
          hy + Math.sin(Math.PI + (a * Math.PI) / 10) * 30 * s - 4 * s,
          13 * s,
          hair,
        ),
      );
  if (style === 'bun' && !hat) out.push(O(cx, y(-42), 15 * s, hair));
  if (style === 'crop')
    out.push(
      D(
        p`M${x(-37)} ${y(-2)}A${37 * s} ${37 * s} 0 0 1 ${x(37)} ${y(-2)}Q${cx} ${y(-22)} ${x(-37)} ${y(-2)}Z`,
        hair,
      ),
    );
  else if (style !== 'bald' && !hat) out.push(D(cap, hair));
  if (hat)
    out.push(
      D(p`M${x(-40)} ${y(-6)}A${40 * s} ${40 * s} 0 0 1 ${x(40)} ${y(-6)}Z`, hat) +
        R(x(-50), y(-10), 100 * s, 10 * s, hat, { rx: 5 * s }) +
        R(x(-5), y(-46), 10 * s, 36 * s, mix(hat, C.charcoal, 0.2)),
    );
  const ink = C.charcoal;
  out.push(O(x(-13), y(6), 3.6 * s, ink) + O(x(13), y(6), 3.6 * s, ink));
  out.push(
    S(p`M${x(-10)} ${y(19)}Q${cx} ${y(27)} ${x(10)} ${y(19)}`, ink, 3 * s, {
      'stroke-linecap': 'round',
    }),
  );
  out.push(
    E(x(-22), y(16), 6 * s, 4 * s, C.amber, { opacity: 0.25 }) +
      E(x(22), y(16), 6 * s, 4 * s, C.amber, { opacity: 0.25 }),
  );
  if (glasses)
    out.push(
      S(p`M${x(-3)} ${y(6)}h${6 * s}`, ink, 2.4 * s) +
        O(x(-13), y(6), 10 * s, 'none', { stroke: ink, 'stroke-width': 2.4 * s }) +
        O(x(13), y(6), 10 * s, 'none', { stroke: ink, 'stroke-width': 2.4 * s }),
    );
  return out.join('');
}

/** Testimonial clients: 160x160 avatars. */
export const clients = [
  {
    name: 'margaret-ellison',
    bg: C.soft,
    ring: C.amber,
    fig: { skin: SKIN[0], hair: HAIR[3], style: 'bun', top: C.deep, glasses: true },
  },
  {
    name: 'daniel-okafor',
    bg: C.sand,
    ring: C.steel,
    fig: { skin: SKIN[4], hair: HAIR[0], style: 'crop', top: C.steel, shirt: C.white },
  },
  {
    name: 'priya-raman',
    bg: mix(C.steel, C.white, 0.55),
    ring: C.deep,
    fig: { skin: SKIN[2], hair: HAIR[0], style: 'long', top: C.amber },
  },
  {
    name: 'tomas-lindqvist',
    bg: C.paper,
    ring: C.concrete,
    fig: { skin: SKIN[1], hair: HAIR[2], style: 'short', top: C.charcoal, shirt: C.soft },
  },
  {
    name: 'aisha-bello',
    bg: mix(C.amber, C.white, 0.35),
    ring: C.deep,
    fig: { skin: SKIN[3], hair: HAIR[0], style: 'curly', top: C.white, shirt: C.steel },
  },
];

export function avatar({ bg, ring, fig }) {
  const c = canvas(160, 160);
  return c.svg(
    R(0, 0, 160, 160, bg),
    O(80, 70, 58, ring, { opacity: 0.22 }),
    person(80, 172, 0.74, fig),
  );
}

/** Background motifs that hint at each team role. */
const motif = {
  founder: (r) => {
    let d = '';
    for (let i = 0; i < 7; i++) {
      const h = 120 + r() * 220;
      d += p`M${40 + i * 76} 560V${560 - h}h56V560`;
    }
    return S(d, C.white, 4, { opacity: 0.35 });
  },
  writer: () => {
    let d = '';
    for (let i = 0; i < 9; i++) d += p`M70 ${90 + i * 34}h${i % 3 === 2 ? 220 : 400}`;
    return S(d, C.white, 10, { opacity: 0.3, 'stroke-linecap': 'round' });
  },
  manager: (r) => {
    let b = '';
    for (let i = 0; i < 6; i++)
      b += R(60 + i * 50 + r() * 30, 80 + i * 44, 110 + r() * 120, 26, i % 2 ? C.white : C.deep, {
        rx: 6,
        opacity: 0.55,
      });
    return S('M60 60V350M230 60V350M400 60V350', C.white, 2, { opacity: 0.4 }) + b;
  },
  designer: () =>
    [C.amber, C.soft, C.white, C.steel, C.deep]
      .map((col, i) =>
        R(300, 60, 44, 250, col, {
          rx: 10,
          transform: `rotate(${-60 + i * 22} 322 300)`,
          opacity: 0.7,
        }),
      )
      .join('') +
    O(130, 150, 80, 'none', {
      stroke: C.white,
      'stroke-width': 4,
      opacity: 0.4,
      'stroke-dasharray': '14 10',
    }),
  inspector: () => {
    let d = '';
    for (let i = 0; i < 5; i++)
      d += p`M80 ${110 + i * 60}l14 16l26 -30M140 ${106 + i * 60}h${160 + (i % 2) * 80}`;
    return S(d, C.white, 8, {
      opacity: 0.4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  },
  engineer: () => {
    let d = 'M40 300H560M40 120H560';
    for (let i = 0; i < 8; i++) d += p`M${40 + i * 65} 300L${72 + i * 65} 120L${105 + i * 65} 300`;
    return S(d, C.white, 6, { opacity: 0.32, 'stroke-linejoin': 'round' });
  },
};

/** Team portraits: 600x700. */
export const members = [
  {
    name: 'harold-whitcombe',
    cat: 'founder',
    bg: [C.deep, C.steel],
    fig: {
      skin: SKIN[1],
      hair: HAIR[3],
      style: 'short',
      top: C.charcoal,
      tie: C.amber,
      glasses: true,
    },
  },
  {
    name: 'elena-marchetti',
    cat: 'manager',
    bg: [C.amber, C.soft],
    fig: { skin: SKIN[0], hair: HAIR[1], style: 'long', top: C.deep, lanyard: C.steel },
  },
  {
    name: 'marcus-adeyemi',
    cat: 'engineer',
    bg: [C.steel, mix(C.steel, C.white, 0.5)],
    fig: { skin: SKIN[4], hair: HAIR[0], style: 'crop', top: C.deep, hat: C.amber, vest: C.soft },
  },
  {
    name: 'sofia-navarro',
    cat: 'designer',
    bg: [C.charcoal, C.deep],
    fig: { skin: SKIN[2], hair: HAIR[0], style: 'bun', top: C.white, shirt: C.amber },
  },
  {
    name: 'owen-gallagher',
    cat: 'inspector',
    bg: [C.concrete, C.sand],
    fig: {
      skin: SKIN[1],
      hair: HAIR[2],
      style: 'short',
      top: C.steel,
      hat: C.white,
      vest: C.amber,
    },
  },
  {
    name: 'naomi-fischer',
    cat: 'writer',
    bg: [C.steel, C.deep],
    fig: {
      skin: SKIN[0],
      hair: HAIR[2],
      style: 'long',
      top: C.soft,
      shirt: C.white,
      glasses: true,
    },
  },
  {
    name: 'kwame-mensah',
    cat: 'manager',
    bg: [mix(C.amber, C.charcoal, 0.25), C.amber],
    fig: { skin: SKIN[3], hair: HAIR[0], style: 'bald', top: C.white, shirt: C.steel, tie: C.deep },
  },
  {
    name: 'lucia-tan',
    cat: 'engineer',
    bg: [C.deep, C.charcoal],
    fig: {
      skin: SKIN[1],
      hair: HAIR[0],
      style: 'bun',
      top: C.concrete,
      hat: C.white,
      vest: C.amber,
    },
  },
];

export function portrait({ name, cat, bg, fig }) {
  const c = canvas(600, 700);
  return c.svg(
    R(
      0,
      0,
      600,
      700,
      c.lg([
        [0, bg[0]],
        [1, bg[1]],
      ]),
    ),
    G({}, motif[cat](rng(name))),
    O(300, 330, 190, C.white, { opacity: 0.12 }),
    person(300, 720, 2.55, fig),
  );
}
