// Draws the demo catalogue's product photos and the storefront hero images as SVG
// illustrations and converts them to WebP with sharp. Nothing is downloaded.
//
//   node apps/server/seed-assets/generate-images.mjs            (run from the repository root)
//   node apps/server/seed-assets/generate-images.mjs --png DIR  (also write PNG copies to DIR)
//
// Output: seed-assets/products/*.webp (800×800) and seed-assets/hero/*.webp (1600×700).
// The file names match apps/server/src/db/seed/demo-catalogue.ts.
import sharp from 'sharp';
import { mkdir, writeFile, readdir, unlink, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PRODUCTS_DIR = path.join(HERE, 'products');
const HERO_DIR = path.join(HERE, 'hero');

// ───────────────────────────── helpers ─────────────────────────────

const esc = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
const f = (n) => (Math.round(n * 10) / 10).toString();

function rgb(h) {
  let s = h.replace('#', '');
  if (s.length === 3) s = [...s].map((x) => x + x).join('');
  const n = parseInt(s, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
const hex = (a) =>
  '#' +
  a
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const mix = (a, b, t) => {
  const A = rgb(a);
  const B = rgb(b);
  return hex(A.map((v, i) => v + (B[i] - v) * t));
};
const light = (c, t) => mix(c, '#ffffff', t);
const dark = (c, t) => mix(c, '#1c130c', t);

/** Small deterministic PRNG so every run draws the same pictures. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Per-image drawing context: collects <defs> and hands out unique ids. */
function makeCtx() {
  let n = 0;
  const defs = [
    '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>',
    '<filter id="blur8" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>',
    '<filter id="blur3" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>',
    '<filter id="blur1" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="1.2"/></filter>',
    '<filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="22"/></filter>',
  ];
  const stops = (list) =>
    list
      .map(([o, col, a = 1]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${a}"/>`)
      .join('');
  return {
    defs,
    id(p = 'i') {
      n += 1;
      return `${p}${n}`;
    },
    lin(list, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
      const id = this.id('l');
      defs.push(
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
      );
      return `url(#${id})`;
    },
    rad(list, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
      const id = this.id('r');
      defs.push(
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`,
      );
      return `url(#${id})`;
    },
    clip(inner) {
      const id = this.id('c');
      defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
      return `url(#${id})`;
    },
    pattern(w, h, inner, extra = '') {
      const id = this.id('p');
      defs.push(
        `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse" ${extra}>${inner}</pattern>`,
      );
      return `url(#${id})`;
    },
  };
}

function svgDoc(w, h, build) {
  const c = makeCtx();
  const body = build(c);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${c.defs.join('')}</defs>${body}</svg>`;
}

const g = (x, y, s, inner, rot = 0) =>
  `<g transform="translate(${f(x)} ${f(y)})${rot ? ` rotate(${rot})` : ''}${s !== 1 ? ` scale(${s})` : ''}">${inner}</g>`;

function text(x, y, s, o = {}) {
  const {
    size = 40,
    fill = '#333',
    family = 'serif',
    weight = 'normal',
    style = 'normal',
    anchor = 'middle',
    ls = 0,
    opacity = 1,
    extra = '',
  } = o;
  return `<text x="${f(x)}" y="${f(y)}" font-family="${family}" font-size="${size}" font-weight="${weight}" font-style="${style}" text-anchor="${anchor}" letter-spacing="${ls}" fill="${fill}" opacity="${opacity}" ${extra}>${esc(s)}</text>`;
}

/** Text that looks burnt or pressed into a surface: a light edge under a dark fill. */
function engraved(x, y, s, o = {}) {
  const { fill = '#5b3a1f', hi = '#ffffff', hiOpacity = 0.35 } = o;
  return (
    text(x, y + 1.6, s, { ...o, fill: hi, opacity: hiOpacity }) +
    text(x, y, s, { ...o, fill, opacity: o.opacity ?? 0.9 })
  );
}

const shadow = (cx, cy, rx, ry, o = 0.28, col = '#3a2819') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${col}" opacity="${o}" filter="url(#soft)"/>`;

// ───────────────────────────── backgrounds ─────────────────────────────

/** A wall and a table top, seen from the front, with a soft window glow. */
function room(
  c,
  { wall, table, horizon = 600, glow = [400, 300], grain = 0, seed = 1, W = 800, H = 800 },
) {
  let out = `<rect width="${W}" height="${H}" fill="${c.lin([
    [0, light(wall, 0.3)],
    [1, wall],
  ])}"/>`;
  out += `<ellipse cx="${glow[0]}" cy="${glow[1]}" rx="${W * 0.55}" ry="${H * 0.5}" fill="${c.rad([
    [0, '#fff', 0.55],
    [1, '#fff', 0],
  ])}"/>`;
  out += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${c.lin([
    [0, table],
    [1, dark(table, 0.14)],
  ])}"/>`;
  if (grain) {
    const r = rng(seed);
    for (let i = 0; i < grain; i++) {
      const y = horizon + 8 + r() * (H - horizon - 8);
      const a = r() * 6 - 3;
      out += `<path d="M 0 ${f(y)} C ${W * 0.3} ${f(y + a)} ${W * 0.6} ${f(y - a)} ${W} ${f(y + a * 0.5)}" stroke="${dark(table, 0.35)}" stroke-width="${f(0.8 + r() * 1.6)}" fill="none" opacity="${f(0.08 + r() * 0.12)}"/>`;
    }
  }
  out += `<rect y="${horizon}" width="${W}" height="3" fill="${light(table, 0.4)}" opacity=".8"/>`;
  out += `<rect y="${horizon + 3}" width="${W}" height="10" fill="${dark(table, 0.3)}" opacity=".12"/>`;
  return out;
}

/** A surface seen from above (flat lay), with a faint speckle and vignette. */
function flatlay(c, color, { seed = 7, speck = 140, W = 800, H = 800 } = {}) {
  const r = rng(seed);
  let dots = '';
  for (let i = 0; i < speck; i++) {
    dots += `<circle cx="${f(r() * W)}" cy="${f(r() * H)}" r="${f(0.5 + r() * 1.5)}" fill="${dark(color, 0.3)}" opacity="${f(0.05 + r() * 0.14)}"/>`;
  }
  return (
    `<rect width="${W}" height="${H}" fill="${color}"/>` +
    `<rect width="${W}" height="${H}" fill="${c.rad(
      [
        [0, '#fff', 0.4],
        [1, '#fff', 0],
      ],
      0.42,
      0.38,
      0.7,
    )}"/>` +
    dots +
    `<rect width="${W}" height="${H}" fill="${c.rad(
      [
        [0.55, '#000', 0],
        [1, '#000', 0.14],
      ],
      0.5,
      0.5,
      0.75,
    )}"/>`
  );
}

/** Out-of-focus round lights, for festive pictures. */
function bokeh(seed, n, colors, { W = 800, H = 800, maxR = 40, opacity = 0.35 } = {}) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    const col = colors[Math.floor(r() * colors.length)];
    out += `<circle cx="${f(r() * W)}" cy="${f(r() * H)}" r="${f(8 + r() * maxR)}" fill="${col}" opacity="${f(opacity * (0.4 + r() * 0.6))}" filter="url(#blur3)"/>`;
  }
  return out;
}

// ───────────────────────────── small props ─────────────────────────────

function leaf(len, wid, color, vein = true) {
  return (
    `<path d="M 0 0 C ${f(len * 0.3)} ${f(-wid)} ${f(len * 0.75)} ${f(-wid)} ${f(len)} 0 C ${f(len * 0.75)} ${f(wid)} ${f(len * 0.3)} ${f(wid)} 0 0 Z" fill="${color}"/>` +
    (vein
      ? `<path d="M 2 0 L ${f(len * 0.92)} 0" stroke="${light(color, 0.35)}" stroke-width="1.5" opacity=".6"/>`
      : '')
  );
}

/** A sprig: a curved stem with leaves on both sides. */
function sprig(len, color, { n = 7, leafLen = 34, leafWid = 11, round = false } = {}) {
  let out = `<path d="M 0 0 Q ${f(len * 0.5)} ${f(-len * 0.12)} ${f(len)} 0" stroke="${dark(color, 0.2)}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < n; i++) {
    const t = (i + 1) / (n + 1);
    const x = len * t;
    const y = -len * 0.12 * 4 * t * (1 - t) * 0.5;
    const side = i % 2 ? 1 : -1;
    const col = i % 3 === 0 ? light(color, 0.12) : color;
    const l = leafLen * (1 - t * 0.35);
    if (round) {
      out += `<ellipse cx="${f(x)}" cy="${f(y + side * 14)}" rx="${f(l * 0.42)}" ry="${f(l * 0.36)}" fill="${col}"/>`;
    } else {
      out += g(x, y, 1, leaf(l, leafWid, col), side * 50 - 10);
    }
  }
  out += g(len, 0, 1, leaf(leafLen * 0.7, leafWid * 0.8, color), -5);
  return out;
}

function pineBranch(len, color = '#2f5b3e', seed = 4) {
  const r = rng(seed);
  let out = `<path d="M 0 0 L ${len} 0" stroke="#5a3d27" stroke-width="6" stroke-linecap="round"/>`;
  for (let x = 6; x < len; x += 7) {
    for (const side of [-1, 1]) {
      const a = (side * (40 + r() * 20) * Math.PI) / 180;
      const l = 34 + r() * 14 - (x / len) * 10;
      const col = r() > 0.5 ? color : light(color, 0.12);
      out += `<path d="M ${f(x)} 0 L ${f(x + Math.cos(a) * l * 0.6 + 10)} ${f(Math.sin(a) * l)}" stroke="${col}" stroke-width="3.2" stroke-linecap="round"/>`;
    }
  }
  return out;
}

function heart(size, color) {
  const s = size / 100;
  return `<path transform="scale(${f(s * 100) / 100})" d="M 0 30 C -10 20 -50 0 -50 -25 C -50 -45 -30 -55 -15 -50 C -5 -47 0 -40 0 -35 C 0 -40 5 -47 15 -50 C 30 -55 50 -45 50 -25 C 50 0 10 20 0 30 Z" fill="${color}"/>`;
}

function star4(r, color, o = 1) {
  return `<path d="M 0 ${-r} Q ${r * 0.18} ${-r * 0.18} ${r} 0 Q ${r * 0.18} ${r * 0.18} 0 ${r} Q ${-r * 0.18} ${r * 0.18} ${-r} 0 Q ${-r * 0.18} ${-r * 0.18} 0 ${-r} Z" fill="${color}" opacity="${o}"/>`;
}

function bow(c, color, size = 1) {
  const d = dark(color, 0.25);
  return g(
    0,
    0,
    size,
    `<path d="M -6 6 L -40 70 L -26 66 L -18 80 L 4 12 Z" fill="${d}"/>` +
      `<path d="M 6 6 L 36 72 L 22 68 L 12 80 L -4 12 Z" fill="${d}"/>` +
      `<path d="M 0 0 C -30 -50 -90 -40 -80 -5 C -72 20 -30 14 0 0 Z" fill="${c.lin([
        [0, light(color, 0.2)],
        [1, d],
      ])}"/>` +
      `<path d="M 0 0 C 30 -50 90 -40 80 -5 C 72 20 30 14 0 0 Z" fill="${c.lin([
        [0, light(color, 0.2)],
        [1, d],
      ])}"/>` +
      `<path d="M -62 -18 C -50 -28 -30 -22 -14 -6" stroke="${light(color, 0.35)}" stroke-width="3" fill="none" opacity=".6"/>` +
      `<ellipse cx="0" cy="2" rx="14" ry="12" fill="${color}"/><ellipse cx="-3" cy="-2" rx="6" ry="4" fill="${light(color, 0.4)}" opacity=".6"/>`,
  );
}

function giftTag(
  c,
  label,
  {
    w = 110,
    h = 64,
    color = '#f6efe3',
    ink = '#7a4b2a',
    size = 26,
    family = 'serif',
    style = 'italic',
  } = {},
) {
  return (
    `<path d="M 0 ${-h / 2} H ${w - 18} L ${w} ${-h / 2 + 18} V ${h / 2 - 18} L ${w - 18} ${h / 2} H 0 Z" fill="${color}" stroke="${dark(color, 0.18)}" stroke-width="1.5"/>` +
    `<circle cx="${w - 18}" cy="0" r="6" fill="none" stroke="${dark(color, 0.3)}" stroke-width="2"/>` +
    text((w - 24) / 2, size * 0.35, label, { size, fill: ink, family, style })
  );
}

// ───────────────────────────── products ─────────────────────────────

const WOOD = '#c99a63';

function cuttingBoardShape(dy = 0) {
  return `M -270 ${-150 + dy} H 150 A 30 30 0 0 1 180 ${-120 + dy} V ${-55 + dy} H 230 A 55 55 0 0 1 230 ${55 + dy} H 180 V ${120 + dy} A 30 30 0 0 1 150 ${150 + dy} H -270 A 30 30 0 0 1 -300 ${120 + dy} V ${-120 + dy} A 30 30 0 0 1 -270 ${-150 + dy} Z M 254 ${dy} A 16 16 0 1 0 222 ${dy} A 16 16 0 1 0 254 ${dy} Z`;
}

function cuttingBoard(
  c,
  { name = 'Peeters', sub = 'EST. 2019', wood = WOOD, seed = 3, engraving = true } = {},
) {
  const r = rng(seed);
  const clip = c.clip(`<path d="${cuttingBoardShape()}" fill-rule="evenodd"/>`);
  let grain = '';
  for (let i = 0; i < 18; i++) {
    const y = -150 + i * 17 + r() * 8;
    const a = r() * 14 - 7;
    grain += `<path d="M -310 ${f(y)} C -150 ${f(y + a)} 20 ${f(y - a)} 300 ${f(y + a * 0.4)}" stroke="${dark(wood, 0.4)}" stroke-width="${f(0.8 + r() * 2.2)}" fill="none" opacity="${f(0.1 + r() * 0.14)}"/>`;
  }
  grain += `<ellipse cx="90" cy="-80" rx="22" ry="9" fill="none" stroke="${dark(wood, 0.4)}" stroke-width="2" opacity=".25"/><ellipse cx="90" cy="-80" rx="10" ry="4" fill="${dark(wood, 0.35)}" opacity=".25"/>`;
  let eng = '';
  if (engraving) {
    const ink = dark(wood, 0.62);
    eng += engraved(-60, 8, name, { size: 74, style: 'italic', fill: ink, hi: light(wood, 0.5) });
    eng += `<path d="M -170 40 H -80 M -40 40 H 50" stroke="${ink}" stroke-width="2" opacity=".75"/>`;
    eng += g(-60, 40, 0.22, heart(100, ink));
    eng += engraved(-60, 82, sub, {
      size: 20,
      family: 'sans-serif',
      ls: 6,
      fill: ink,
      hi: light(wood, 0.5),
    });
    eng += g(-175, -70, 0.7, sprig(110, ink, { n: 6, leafLen: 26, leafWid: 8 }), -20);
    eng += g(
      55,
      -70,
      0.7,
      `<g transform="scale(-1 1)">${sprig(110, ink, { n: 6, leafLen: 26, leafWid: 8 })}</g>`,
      20,
    );
  }
  return (
    `<path d="${cuttingBoardShape(18)}" fill-rule="evenodd" fill="${dark(wood, 0.32)}"/>` +
    `<path d="${cuttingBoardShape()}" fill-rule="evenodd" fill="${c.lin(
      [
        [0, light(wood, 0.2)],
        [0.6, wood],
        [1, dark(wood, 0.08)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<g clip-path="${clip}">${grain}${eng}</g>` +
    `<path d="M -270 -148 H 150" stroke="${light(wood, 0.5)}" stroke-width="3" opacity=".6" stroke-linecap="round"/>`
  );
}

function bread(c) {
  const crust = '#c78a45';
  return (
    `<ellipse cx="0" cy="10" rx="150" ry="70" fill="${dark(crust, 0.35)}"/>` +
    `<ellipse cx="0" cy="0" rx="150" ry="68" fill="${c.rad(
      [
        [0, light(crust, 0.35)],
        [0.7, crust],
        [1, dark(crust, 0.25)],
      ],
      0.45,
      0.35,
      0.65,
    )}"/>` +
    [-70, -20, 30, 80]
      .map(
        (x) =>
          `<path d="M ${x - 28} -34 Q ${x} -52 ${x + 28} -22" stroke="${light(crust, 0.55)}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
      )
      .join('')
  );
}

function cheese(c) {
  const y = '#f2c660';
  return (
    `<path d="M -110 40 L 90 40 L 90 -20 Z" fill="${dark(y, 0.15)}"/>` +
    `<path d="M -110 40 L 90 -20 L 60 -60 Z" fill="${c.lin([
      [0, light(y, 0.3)],
      [1, y],
    ])}"/>` +
    `<path d="M 90 -20 L 90 40 L 110 20 L 110 -40 Z" fill="${dark(y, 0.05)}"/>` +
    `<path d="M 60 -60 L 90 -20 L 110 -40 L 82 -75 Z" fill="${light(y, 0.15)}"/>` +
    `<circle cx="-20" cy="25" r="8" fill="${dark(y, 0.25)}"/><circle cx="40" cy="12" r="11" fill="${dark(y, 0.25)}"/><circle cx="70" cy="28" r="6" fill="${dark(y, 0.25)}"/>`
  );
}

function knitFill(c, color, scale = 1) {
  const w = 18 * scale;
  const h = 14 * scale;
  return c.pattern(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${color}"/>` +
      `<path d="M 1 1 L ${w / 2} ${h - 2} L ${w - 1} 1" stroke="${dark(color, 0.2)}" stroke-width="${1.8 * scale}" fill="none" opacity=".55"/>` +
      `<path d="M 3 0 L ${w / 2} ${h - 6} L ${w - 3} 0" stroke="${light(color, 0.35)}" stroke-width="${1.2 * scale}" fill="none" opacity=".6"/>`,
  );
}

function foldedBlanket(
  c,
  { color = '#a9bda2', name = 'Lina', thread = '#f7f1e6', w = 440, h = 230, embroider = true } = {},
) {
  const x = -w / 2;
  const y = -h / 2;
  const body = `M ${x + 20} ${y} H ${x + w - 20} Q ${x + w} ${y} ${x + w} ${y + 24} V ${y + h - 16} Q ${x + w} ${y + h} ${x + w - 22} ${y + h} H ${x + 22} Q ${x} ${y + h} ${x} ${y + h - 16} V ${y + 24} Q ${x} ${y} ${x + 20} ${y} Z`;
  let out = '';
  out += `<path d="M ${x + 6} ${y + h - 30} V ${y + h + 10} Q ${x + 6} ${y + h + 22} ${x + 26} ${y + h + 22} H ${x + w - 26} Q ${x + w - 6} ${y + h + 22} ${x + w - 6} ${y + h + 10} V ${y + h - 30} Z" fill="${dark(color, 0.25)}"/>`;
  out += `<path d="M ${x + 2} ${y + h - 20} V ${y + h + 4} Q ${x + 2} ${y + h + 12} ${x + 22} ${y + h + 12} H ${x + w - 22} Q ${x + w - 2} ${y + h + 12} ${x + w - 2} ${y + h + 4} V ${y + h - 20} Z" fill="${dark(color, 0.12)}"/>`;
  out += `<path d="${body}" fill="${knitFill(c, color)}"/>`;
  out += `<path d="${body}" fill="${c.lin([
    [0, '#fff', 0.28],
    [0.25, '#fff', 0.05],
    [0.8, '#000', 0.02],
    [1, '#000', 0.14],
  ])}"/>`;
  // top fold roll and side ribbing
  out += `<path d="M ${x + 10} ${y + 30} Q ${x + w / 2} ${y + 44} ${x + w - 10} ${y + 30}" stroke="${dark(color, 0.18)}" stroke-width="3" fill="none" opacity=".5"/>`;
  out += `<path d="M ${x + 18} ${y + 10} V ${y + h - 10} M ${x + w - 18} ${y + 10} V ${y + h - 10}" stroke="${light(color, 0.3)}" stroke-width="10" opacity=".35" stroke-dasharray="4 4"/>`;
  if (embroider) {
    out += text(x + w - 46, y + h - 42, name, {
      size: 58,
      style: 'italic',
      anchor: 'end',
      fill: thread,
      extra: `stroke="${thread}" stroke-width="1.5" stroke-dasharray="5 2"`,
    });
    out += g(x + w - 28, y + h - 80, 0.15, heart(100, light(thread, 0.1)));
  }
  return out;
}

function giftBoxOpen(
  c,
  { color = '#efe4d3', tissue = '#f8d9d9', inner = '', w = 440, h = 190, band = null } = {},
) {
  const x = -w / 2;
  let out = '';
  // back wall and inside
  out += `<path d="M ${x} -20 L ${x + 40} -90 H ${-x - 40} L ${-x} -20 Z" fill="${dark(color, 0.25)}"/>`;
  out += `<path d="M ${x + 40} -90 H ${-x - 40} V -70 H ${x + 40} Z" fill="${dark(color, 0.1)}"/>`;
  // tissue peaks
  const peaks = [
    [-200, -30, -150, -120, -90, -40],
    [-120, -40, -40, -150, 20, -50],
    [0, -50, 90, -130, 150, -40],
    [110, -40, 180, -110, 215, -30],
  ];
  peaks.forEach((p, i) => {
    out += `<path d="M ${p[0]} ${p[1]} Q ${p[2]} ${p[3]} ${p[4]} ${p[5]} Z" fill="${i % 2 ? tissue : light(tissue, 0.35)}" opacity=".95"/>`;
  });
  out += inner;
  // front
  out += `<path d="M ${x} -20 H ${-x} V ${h - 30} Q ${-x} ${h - 20} ${-x - 10} ${h - 20} H ${x + 10} Q ${x} ${h - 20} ${x} ${h - 30} Z" fill="${c.lin(
    [
      [0, light(color, 0.1)],
      [1, dark(color, 0.1)],
    ],
  )}"/>`;
  out += `<rect x="${x}" y="-20" width="${w}" height="10" fill="${light(color, 0.4)}"/>`;
  if (band) {
    out += `<rect x="${x}" y="${h / 2 - 40}" width="${w}" height="34" fill="${band}"/>`;
    out += `<rect x="${x}" y="${h / 2 - 40}" width="${w}" height="34" fill="${c.lin([
      [0, '#fff', 0.2],
      [1, '#000', 0.15],
    ])}"/>`;
    out += g(w / 4, h / 2 - 23, 0.7, bow(c, band));
  }
  return out;
}

function petPortrait(c, { name = 'Moka', frame = '#d8b583' } = {}) {
  const fur = '#c98a52';
  const dk = '#6e4128';
  let dog = '';
  dog += `<circle cx="0" cy="0" r="150" fill="${c.rad([
    [0, '#f5d9c4'],
    [0.7, '#eec4a8', 0.7],
    [1, '#eec4a8', 0],
  ])}"/>`;
  dog += `<circle cx="-60" cy="40" r="90" fill="#e7b899" opacity=".25"/><circle cx="70" cy="-30" r="80" fill="#f0cfa0" opacity=".3"/>`;
  // neck + collar
  dog += `<path d="M -80 90 Q -90 170 -120 200 H 120 Q 90 170 80 90 Z" fill="${fur}"/>`;
  dog += `<path d="M -78 120 Q 0 150 78 120 L 82 142 Q 0 172 -82 142 Z" fill="#2f6d6a"/>`;
  dog += `<circle cx="0" cy="172" r="14" fill="#e3b94f"/><circle cx="-4" cy="168" r="4" fill="#fff" opacity=".6"/>`;
  // ears
  dog += `<path d="M -70 -90 C -150 -100 -160 10 -125 60 C -110 75 -85 40 -80 0 Z" fill="${dk}"/>`;
  dog += `<path d="M 70 -90 C 150 -100 160 10 125 60 C 110 75 85 40 80 0 Z" fill="${dk}"/>`;
  // head
  dog += `<path d="M 0 -130 C 70 -130 100 -80 98 -20 C 96 50 60 110 0 112 C -60 110 -96 50 -98 -20 C -100 -80 -70 -130 0 -130 Z" fill="${c.rad(
    [
      [0, light(fur, 0.25)],
      [1, dark(fur, 0.1)],
    ],
    0.45,
    0.35,
    0.7,
  )}"/>`;
  // blaze + muzzle
  dog += `<path d="M -12 -128 C -20 -70 -30 -30 -62 30 C -70 90 -30 112 0 112 C 30 112 70 90 62 30 C 30 -30 20 -70 12 -128 Z" fill="#fbf3e8"/>`;
  dog += `<ellipse cx="0" cy="55" rx="60" ry="44" fill="#fffaf3"/>`;
  // eyes
  for (const s of [-1, 1]) {
    dog += `<ellipse cx="${s * 42}" cy="-22" rx="14" ry="15" fill="#2a1a12"/><circle cx="${s * 42 - 4}" cy="-27" r="5" fill="#fff"/>`;
    dog += `<path d="M ${s * 30} -46 Q ${s * 42} -54 ${s * 56} -44" stroke="${dk}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".6"/>`;
  }
  // nose, mouth, tongue
  dog += `<path d="M -22 22 Q 0 12 22 22 Q 20 40 0 44 Q -20 40 -22 22 Z" fill="#2a1a12"/><ellipse cx="-7" cy="24" rx="7" ry="3.5" fill="#fff" opacity=".5"/>`;
  dog += `<path d="M 0 44 V 58 M 0 58 Q -16 74 -30 62 M 0 58 Q 16 74 30 62" stroke="#3b2418" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  dog += `<path d="M -12 66 Q 0 100 12 66 Z" fill="#e9797f"/>`;
  // cheek blush
  dog += `<ellipse cx="-62" cy="40" rx="16" ry="9" fill="#f2a19b" opacity=".35"/><ellipse cx="62" cy="40" rx="16" ry="9" fill="#f2a19b" opacity=".35"/>`;

  const mat = '#fbf7f0';
  return (
    `<rect x="-205" y="-255" width="410" height="510" rx="6" fill="${dark(frame, 0.35)}" transform="translate(8 10)" opacity=".3" filter="url(#blur8)"/>` +
    `<rect x="-205" y="-255" width="410" height="510" rx="4" fill="${c.lin(
      [
        [0, light(frame, 0.15)],
        [1, dark(frame, 0.15)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<rect x="-180" y="-230" width="360" height="460" fill="${dark(frame, 0.25)}"/>` +
    `<rect x="-176" y="-226" width="352" height="452" fill="${mat}"/>` +
    `<rect x="-176" y="-226" width="352" height="452" fill="${c.lin([
      [0, '#000', 0.06],
      [0.08, '#000', 0],
      [1, '#000', 0],
    ])}"/>` +
    g(0, -40, 0.88, dog) +
    text(0, 175, name, { size: 46, style: 'italic', fill: '#5b4033' }) +
    `<path d="M -40 192 H 40" stroke="#c7a98f" stroke-width="2"/>`
  );
}

function keyringTag(c, { initials = 'L.M.', leather = '#a8642e' } = {}) {
  const shape = 'M -150 -46 H 150 A 46 46 0 0 1 150 46 H -150 A 46 46 0 0 1 -150 -46 Z';
  const hole = 'M -138 0 A 14 14 0 1 0 -166 0 A 14 14 0 1 0 -138 0 Z';
  const gold = c.lin(
    [
      [0, '#f8e2a0'],
      [0.5, '#c9a243'],
      [1, '#8d6a23'],
    ],
    0,
    0,
    1,
    1,
  );
  let key = '';
  key += `<path d="M -300 -10 H -420 V -2 H -430 V 10 H -414 V 18 H -402 V 10 H -300 Z" fill="${c.lin(
    [
      [0, '#eef1f4'],
      [1, '#9aa3ad'],
    ],
  )}"/>`;
  key += `<circle cx="-270" cy="0" r="44" fill="${c.rad(
    [
      [0, '#f4f6f8'],
      [1, '#8f98a3'],
    ],
    0.35,
    0.3,
    0.8,
  )}"/><circle cx="-246" cy="0" r="11" fill="#dcc9b4"/>`;
  return (
    g(0, 0, 1, key, 0) +
    `<circle cx="-228" cy="0" r="54" fill="none" stroke="${dark('#8d6a23', 0.2)}" stroke-width="13"/>` +
    `<circle cx="-228" cy="0" r="54" fill="none" stroke="${gold}" stroke-width="10"/>` +
    `<path d="${shape} ${hole}" fill-rule="evenodd" fill="${dark(leather, 0.4)}" transform="translate(0 7)"/>` +
    `<path d="${shape} ${hole}" fill-rule="evenodd" fill="${c.lin([
      [0, light(leather, 0.15)],
      [1, dark(leather, 0.15)],
    ])}"/>` +
    `<path d="M -150 -34 H 150 A 34 34 0 0 1 150 34 H -150 A 34 34 0 0 1 -150 -34 Z" fill="none" stroke="${light(leather, 0.45)}" stroke-width="2.5" stroke-dasharray="9 6"/>` +
    `<path d="M -176 0 A 52 52 0 0 1 -200 -40" stroke="${gold}" stroke-width="10" fill="none"/>` +
    text(30, 20, initials, {
      size: 56,
      weight: 'bold',
      fill: light(leather, 0.35),
      ls: 8,
      extra: 'transform="translate(0 2)"',
      opacity: 0.6,
    }) +
    text(30, 20, initials, { size: 56, weight: 'bold', fill: dark(leather, 0.45), ls: 8 })
  );
}

function necklace(c, { name = 'Emma' } = {}) {
  const silver = c.rad(
    [
      [0, '#ffffff'],
      [0.5, '#d9dde2'],
      [1, '#8c939c'],
    ],
    0.35,
    0.3,
    0.8,
  );
  const chain = 'M 120 -20 C 150 300 300 470 400 498 C 500 470 650 300 680 -20';
  return (
    `<path d="${chain}" stroke="#6b7079" stroke-width="6" fill="none" stroke-dasharray="9 3" opacity=".9" transform="translate(2 4)"/>` +
    `<path d="${chain}" stroke="#c9ced5" stroke-width="5" fill="none" stroke-dasharray="9 3"/>` +
    `<path d="${chain}" stroke="#ffffff" stroke-width="1.5" fill="none" stroke-dasharray="4 8" opacity=".8"/>` +
    shadow(408, 600, 90, 30, 0.28) +
    `<circle cx="400" cy="503" r="13" fill="none" stroke="#aab1b9" stroke-width="5"/>` +
    `<circle cx="400" cy="590" r="82" fill="${silver}"/>` +
    `<circle cx="400" cy="590" r="74" fill="none" stroke="#ffffff" stroke-width="2" opacity=".6"/>` +
    text(400, 602, name, { size: 44, style: 'italic', fill: '#6b7079' }) +
    `<path d="M 352 540 A 64 64 0 0 1 420 526" stroke="#fff" stroke-width="5" fill="none" opacity=".7" stroke-linecap="round"/>`
  );
}

function linenPouch(c, color = '#e6dccb') {
  const body = 'M -62 -40 C -110 0 -104 110 -78 130 Q 0 150 78 130 C 104 110 110 0 62 -40 Z';
  const ruffle =
    'M -62 -40 C -90 -70 -84 -104 -60 -100 Q -40 -120 -20 -102 Q 0 -122 20 -102 Q 40 -120 60 -100 C 84 -104 90 -70 62 -40 Z';
  let weave = '';
  for (let y = -30; y < 140; y += 9) {
    weave += `<path d="M -110 ${y} H 110" stroke="${dark(color, 0.12)}" stroke-width="1" opacity=".35"/>`;
  }
  const clip = c.clip(`<path d="${body}"/>`);
  return (
    `<path d="${body}" fill="#000" opacity=".2" filter="url(#blur8)" transform="translate(8 12)"/>` +
    `<path d="${ruffle}" fill="${dark(color, 0.08)}"/>` +
    `<path d="M -40 -104 Q -34 -76 -30 -50 M 0 -112 V -52 M 40 -104 Q 34 -76 30 -50" stroke="${dark(color, 0.2)}" stroke-width="2" fill="none" opacity=".6"/>` +
    `<path d="${body}" fill="${c.rad(
      [
        [0, light(color, 0.25)],
        [1, dark(color, 0.12)],
      ],
      0.4,
      0.35,
      0.8,
    )}"/>` +
    `<g clip-path="${clip}">${weave}<path d="M -30 -30 C -50 40 -40 90 -56 130 M 26 -30 C 44 30 40 80 60 128" stroke="${dark(color, 0.15)}" stroke-width="3" fill="none" opacity=".5"/></g>` +
    `<path d="M -66 -44 Q 0 -28 66 -44" stroke="#b89b7a" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M 6 -36 C 20 -10 10 20 30 40 M 6 -36 C -10 -6 -30 20 -20 50" stroke="#b89b7a" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<circle cx="30" cy="42" r="5" fill="#a08262"/><circle cx="-20" cy="52" r="5" fill="#a08262"/>`
  );
}

const GLAZES = { oat: '#e9dcc6', blue: '#6f93ad', moss: '#8a9a6b' };

function mug(
  c,
  {
    glaze = GLAZES.oat,
    initials = 'A.V.',
    seed = 11,
    coffee = false,
    steam = false,
    clay = '#c79c74',
  } = {},
) {
  const r = rng(seed);
  const body = 'M -120 -140 L -120 128 A 120 28 0 0 0 120 128 L 120 -140 Z';
  const clip = c.clip(`<path d="${body}"/>`);
  const cyl = (col) =>
    c.lin(
      [
        [0, dark(col, 0.28)],
        [0.22, light(col, 0.22)],
        [0.5, col],
        [0.85, dark(col, 0.2)],
        [1, dark(col, 0.35)],
      ],
      0,
      0,
      1,
      0,
    );
  let speck = '';
  for (let i = 0; i < 130; i++) {
    speck += `<circle cx="${f(-120 + r() * 240)}" cy="${f(-140 + r() * 270)}" r="${f(0.8 + r() * 2)}" fill="${dark(glaze, 0.55)}" opacity="${f(0.25 + r() * 0.4)}"/>`;
  }
  let out = '';
  // handle
  out += `<path d="M 112 -88 C 210 -100 214 60 112 56" stroke="${dark(glaze, 0.3)}" stroke-width="34" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M 112 -88 C 204 -98 206 56 112 56" stroke="${glaze}" stroke-width="26" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M 130 -86 C 182 -86 192 -20 178 10" stroke="${light(glaze, 0.5)}" stroke-width="6" fill="none" stroke-linecap="round" opacity=".6"/>`;
  out += `<path d="${body}" fill="${cyl(glaze)}"/>`;
  out += `<g clip-path="${clip}">${speck}`;
  out += `<path d="M -130 98 C -70 110 -30 88 20 104 C 60 116 90 94 130 102 V 200 H -130 Z" fill="${cyl(clay)}"/>`;
  out += `<path d="M -130 98 C -70 110 -30 88 20 104 C 60 116 90 94 130 102" stroke="${dark(glaze, 0.15)}" stroke-width="3" fill="none" opacity=".6"/>`;
  for (let y = -120; y < 90; y += 38) {
    out += `<path d="M -120 ${y} Q 0 ${y + 12} 120 ${y}" stroke="${dark(glaze, 0.2)}" stroke-width="1.5" fill="none" opacity=".25"/>`;
  }
  out += `<rect x="-82" y="-140" width="26" height="240" fill="#fff" opacity=".2" filter="url(#blur8)"/>`;
  out += '</g>';
  if (initials) {
    out += text(0, 12, initials, { size: 64, fill: dark(glaze, 0.55), ls: 4, opacity: 0.85 });
  }
  // rim
  out += `<ellipse cx="0" cy="-140" rx="120" ry="28" fill="${light(glaze, 0.25)}"/>`;
  out += `<ellipse cx="0" cy="-138" rx="108" ry="22" fill="${dark(glaze, 0.35)}"/>`;
  if (coffee) {
    out += `<ellipse cx="0" cy="-130" rx="104" ry="19" fill="${c.rad(
      [
        [0, '#9a6438'],
        [1, '#4a2b17'],
      ],
      0.5,
      0.5,
      0.6,
    )}"/>`;
    out += `<ellipse cx="-25" cy="-133" rx="30" ry="5" fill="#d8b48c" opacity=".45"/>`;
  }
  if (steam) {
    out += `<g filter="url(#blur3)" opacity=".7">`;
    for (const [x, d] of [
      [-40, 0],
      [10, 1],
      [55, 0],
    ]) {
      out += `<path d="M ${x} -160 C ${x - 30 + d * 60} -200 ${x + 30 - d * 60} -230 ${x} -270 C ${x - 25} -300 ${x + 10} -330 ${x - 5} -360" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round"/>`;
    }
    out += '</g>';
  }
  return out;
}

function starMapPoster(
  c,
  {
    bg = '#1d2a4a',
    ink = '#f3e7c9',
    city = 'GENT',
    date = '14 · 06 · 2019',
    coords = '51.05° N · 3.72° E',
    seed = 21,
    w = 400,
    h = 530,
  } = {},
) {
  const r = rng(seed);
  const cx = 0;
  const cy = -60;
  const R = 150;
  let stars = '';
  for (let i = 0; i < 170; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * (R - 6);
    const s = r();
    stars += `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(s > 0.93 ? 2.8 : 0.7 + s * 1.3)}" fill="${ink}" opacity="${f(0.5 + s * 0.5)}"/>`;
  }
  const cons = [
    [-80, -100],
    [-50, -90],
    [-20, -70],
    [10, -60],
    [18, -20],
    [58, -14],
    [62, -58],
  ];
  let lines = `<path d="M ${cons.map((p) => p.join(' ')).join(' L ')} L 10 -60" stroke="${ink}" stroke-width="1.4" fill="none" opacity=".7"/>`;
  lines += cons.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.4" fill="${ink}"/>`).join('');
  const cas = [
    [40, 40],
    [70, 60],
    [95, 40],
    [118, 64],
    [136, 42],
  ];
  lines += `<path d="M ${cas.map((p) => p.join(' ')).join(' L ')}" stroke="${ink}" stroke-width="1.4" fill="none" opacity=".7"/>`;
  lines += cas.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="${ink}"/>`).join('');
  lines += g(-60, 70, 1, star4(9, ink)) + g(-110, -20, 1, star4(7, ink));
  return (
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="${c.lin([
      [0, light(bg, 0.06)],
      [1, dark(bg, 0.1)],
    ])}"/>` +
    `<rect x="${-w / 2 + 16}" y="${-h / 2 + 16}" width="${w - 32}" height="${h - 32}" fill="none" stroke="${ink}" stroke-width="1.2" opacity=".6"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="${dark(bg, 0.15)}" stroke="${ink}" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${R + 8}" fill="none" stroke="${ink}" stroke-width="1" opacity=".5"/>` +
    `<g opacity=".25" stroke="${ink}" fill="none" stroke-width="1"><circle cx="${cx}" cy="${cy}" r="${R * 0.66}"/><circle cx="${cx}" cy="${cy}" r="${R * 0.33}"/><path d="M ${cx - R} ${cy} H ${cx + R} M ${cx} ${cy - R} V ${cy + R}"/></g>` +
    stars +
    lines +
    text(0, 152, city, { size: 32, family: 'sans-serif', ls: 12, fill: ink }) +
    `<path d="M -40 168 H 40" stroke="${ink}" stroke-width="1.2" opacity=".7"/>` +
    text(0, 196, date, { size: 20, family: 'serif', style: 'italic', fill: ink }) +
    text(0, 222, coords, { size: 13, family: 'sans-serif', ls: 3, fill: ink, opacity: 0.7 })
  );
}

function framed(c, inner, { w = 400, h = 530, frame = '#2a2623', border = 20 } = {}) {
  const W = w + border * 2;
  const H = h + border * 2;
  return (
    `<rect x="${-W / 2 + 10}" y="${-H / 2 + 16}" width="${W}" height="${H}" fill="#000" opacity=".25" filter="url(#blur8)"/>` +
    `<rect x="${-W / 2}" y="${-H / 2}" width="${W}" height="${H}" fill="${c.lin(
      [
        [0, light(frame, 0.15)],
        [1, dark(frame, 0.2)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<rect x="${-w / 2 - 3}" y="${-h / 2 - 3}" width="${w + 6}" height="${h + 6}" fill="${dark(frame, 0.4)}"/>` +
    inner +
    `<path d="M ${-w / 2} ${-h / 2} L ${w / 2} ${-h / 2} L ${-w / 2 + 120} ${h / 2} L ${-w / 2} ${h / 2} Z" fill="#fff" opacity=".05"/>`
  );
}

function wineBox(
  c,
  { lines = ['Sarah', '&', 'Tom'], date = '12 · 09 · 2025', wood = '#e3c08e', seed = 5 } = {},
) {
  const r = rng(seed);
  let grain = '';
  for (let i = 0; i < 16; i++) {
    const x = -100 + i * 13 + r() * 6;
    const a = r() * 8 - 4;
    grain += `<path d="M ${f(x)} -262 C ${f(x + a)} -100 ${f(x - a)} 100 ${f(x + a * 0.4)} 262" stroke="${dark(wood, 0.35)}" stroke-width="${f(0.8 + r() * 1.6)}" fill="none" opacity="${f(0.1 + r() * 0.14)}"/>`;
  }
  const clip = c.clip('<rect x="-100" y="-260" width="200" height="520"/>');
  const ink = dark(wood, 0.62);
  let eng = '';
  // grapes and leaf
  const grapes = [
    [0, -150],
    [-14, -150],
    [14, -150],
    [-7, -137],
    [7, -137],
    [0, -124],
    [-21, -163],
    [21, -163],
    [-7, -163],
    [7, -163],
  ];
  eng += grapes
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="7" fill="none" stroke="${ink}" stroke-width="2"/>`,
    )
    .join('');
  eng += `<path d="M 0 -172 Q 4 -190 18 -196" stroke="${ink}" stroke-width="2" fill="none"/>`;
  eng += `<path d="M 18 -196 C 28 -214 46 -216 54 -206 C 46 -192 30 -188 18 -196 Z" fill="none" stroke="${ink}" stroke-width="2"/>`;
  eng += engraved(0, -50, lines[0], { size: 44, style: 'italic', fill: ink, hi: light(wood, 0.5) });
  eng += engraved(0, -6, lines[1], { size: 30, style: 'italic', fill: ink, hi: light(wood, 0.5) });
  eng += engraved(0, 44, lines[2], { size: 44, style: 'italic', fill: ink, hi: light(wood, 0.5) });
  eng += `<path d="M -50 76 H 50" stroke="${ink}" stroke-width="1.5"/>`;
  eng += engraved(0, 106, date, {
    size: 17,
    family: 'sans-serif',
    ls: 2,
    fill: ink,
    hi: light(wood, 0.5),
  });
  return (
    `<path d="M 100 -260 L 140 -285 V 235 L 100 260 Z" fill="${dark(wood, 0.22)}"/>` +
    `<path d="M -100 -260 L -60 -285 H 140 L 100 -260 Z" fill="${light(wood, 0.15)}"/>` +
    `<ellipse cx="40" cy="-272" rx="30" ry="6" fill="${dark(wood, 0.3)}"/>` +
    `<rect x="-100" y="-260" width="200" height="520" fill="${c.lin(
      [
        [0, light(wood, 0.1)],
        [1, dark(wood, 0.05)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<g clip-path="${clip}">${grain}</g>` +
    `<rect x="-86" y="-246" width="172" height="492" fill="none" stroke="${dark(wood, 0.28)}" stroke-width="2" opacity=".6"/>` +
    `<rect x="-84" y="-244" width="172" height="492" fill="none" stroke="${light(wood, 0.4)}" stroke-width="1.5" opacity=".5"/>` +
    `<ellipse cx="0" cy="-222" rx="22" ry="7" fill="${dark(wood, 0.3)}" opacity=".7"/>` +
    eng
  );
}

function wineGlass(c) {
  return (
    `<path d="M -70 -170 C -76 -90 -50 -30 0 -26 C 50 -30 76 -90 70 -170 Z" fill="#fff" opacity=".18" stroke="#fff" stroke-width="3" stroke-opacity=".7"/>` +
    `<path d="M -66 -110 C -60 -60 -40 -32 0 -30 C 40 -32 60 -60 66 -110 Z" fill="${c.lin([
      [0, '#9b2335'],
      [1, '#5e0f1d'],
    ])}"/>` +
    `<ellipse cx="0" cy="-110" rx="66" ry="10" fill="#b83246"/>` +
    `<path d="M -50 -160 C -56 -110 -46 -70 -30 -52" stroke="#fff" stroke-width="6" fill="none" opacity=".5" stroke-linecap="round"/>` +
    `<path d="M -4 -28 H 4 V 90 H -4 Z" fill="#fff" opacity=".55"/>` +
    `<ellipse cx="0" cy="94" rx="56" ry="11" fill="#fff" opacity=".35" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`
  );
}

function namePuzzle(
  c,
  { name = 'NOAH', colors = ['#e76f51', '#2a9d8f', '#e9c46a', '#457b9d'], lifted = 3 } = {},
) {
  const wood = '#efd3a2';
  const n = name.length;
  const w = 150 * n + 80;
  let out = '';
  out += `<rect x="${-w / 2}" y="-116" width="${w}" height="250" rx="26" fill="${dark(wood, 0.3)}"/>`;
  out += `<rect x="${-w / 2}" y="-130" width="${w}" height="250" rx="26" fill="${c.lin(
    [
      [0, light(wood, 0.2)],
      [1, dark(wood, 0.06)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  for (let i = 0; i < 7; i++) {
    out += `<path d="M ${-w / 2 + 20} ${-110 + i * 34} H ${w / 2 - 20}" stroke="${dark(wood, 0.25)}" stroke-width="1.2" opacity=".18"/>`;
  }
  const letter = (ch, x, y, col, rot = 0) =>
    g(
      x,
      y,
      1,
      text(0, 6, ch, {
        size: 190,
        weight: 'bold',
        family: 'sans-serif',
        fill: dark(col, 0.35),
        extra: 'dominant-baseline="middle"',
      }) +
        text(0, 0, ch, {
          size: 190,
          weight: 'bold',
          family: 'sans-serif',
          fill: col,
          extra: 'dominant-baseline="middle"',
        }) +
        text(-3, -4, ch, {
          size: 190,
          weight: 'bold',
          family: 'sans-serif',
          fill: '#fff',
          opacity: 0.15,
          extra: 'dominant-baseline="middle"',
        }) +
        `<circle cx="0" cy="-8" r="11" fill="${dark(wood, 0.2)}"/><circle cx="-2" cy="-11" r="9" fill="${light(wood, 0.1)}"/>`,
      rot,
    );
  [...name].forEach((ch, i) => {
    const x = -w / 2 + 40 + 75 + i * 150;
    // recess
    out += text(x, 2, ch, {
      size: 190,
      weight: 'bold',
      family: 'sans-serif',
      fill: dark(wood, 0.45),
      extra: 'dominant-baseline="middle"',
      opacity: 0.8,
    });
    if (i !== lifted) out += letter(ch, x - 2, -6, colors[i % colors.length]);
  });
  if (lifted >= 0 && lifted < n) {
    out += shadow(w / 2 - 60, 250, 80, 18, 0.3);
    out += letter(name[lifted], w / 2 - 70, 200, colors[lifted % colors.length], 14);
  }
  return out;
}

function giftCard(
  c,
  {
    amount = '€50',
    color = '#c8745a',
    ink = '#fbf3e6',
    ribbon = '#f3e6cf',
    accent = null,
    motif = 'dots',
    w = 500,
    h = 310,
    label = 'GIFT CARD',
  } = {},
) {
  const x = -w / 2;
  const y = -h / 2;
  let out = '';
  out += `<rect x="${x + 8}" y="${y + 14}" width="${w}" height="${h}" rx="22" fill="#000" opacity=".25" filter="url(#blur8)"/>`;
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${c.lin(
    [
      [0, light(color, 0.12)],
      [1, dark(color, 0.12)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  const clip = c.clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22"/>`);
  let deco = '';
  if (motif === 'dots') {
    const r = rng(amount.length * 13 + 7);
    for (let i = 0; i < 40; i++) {
      deco += `<circle cx="${f(x + r() * w)}" cy="${f(y + r() * h)}" r="${f(2 + r() * 5)}" fill="${ink}" opacity="${f(0.06 + r() * 0.1)}"/>`;
    }
  } else if (motif === 'rings') {
    deco += `<circle cx="${x + w - 40}" cy="${y + 40}" r="150" fill="none" stroke="${ink}" stroke-width="1.5" opacity=".15"/><circle cx="${x + w - 40}" cy="${y + 40}" r="110" fill="none" stroke="${ink}" stroke-width="1.5" opacity=".15"/>`;
  } else if (motif === 'leaves') {
    deco += `<g opacity=".22">${g(x + w - 20, y + h + 10, 1.05, sprig(190, ink, { n: 7 }), -125)}${g(x + w - 60, y - 10, 0.8, sprig(150, ink, { n: 6 }), 150)}</g>`;
  }
  out += `<g clip-path="${clip}">${deco}`;
  // ribbon
  out += `<rect x="${x + w - 150}" y="${y - 10}" width="34" height="${h + 20}" fill="${ribbon}"/>`;
  out += `<rect x="${x + w - 150}" y="${y - 10}" width="34" height="${h + 20}" fill="${c.lin(
    [
      [0, '#000', 0.12],
      [0.4, '#fff', 0.15],
      [1, '#000', 0.15],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += '</g>';
  out += g(x + w - 133, y + 70, 0.8, bow(c, ribbon));
  out += `<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="14" fill="none" stroke="${accent ?? ink}" stroke-width="1.5" opacity=".5"/>`;
  out += text(x + 44, y + 70, label, {
    size: 20,
    family: 'sans-serif',
    ls: 6,
    fill: accent ?? ink,
    anchor: 'start',
    opacity: 0.9,
  });
  out += text(x + 40, y + 200, amount, {
    size: amount.length > 3 ? 112 : 124,
    family: 'serif',
    fill: accent ?? ink,
    anchor: 'start',
  });
  out += `<path d="M ${x + 44} ${y + 236} H ${x + 200}" stroke="${accent ?? ink}" stroke-width="2" opacity=".6"/>`;
  out += text(x + 44, y + 266, 'cadeaubon · carte cadeau', {
    size: 17,
    style: 'italic',
    fill: accent ?? ink,
    anchor: 'start',
    opacity: 0.8,
  });
  return out;
}

function envelope(c, color = '#d2ad7c', w = 520, h = 330) {
  const x = -w / 2;
  const y = -h / 2;
  return (
    `<rect x="${x + 6}" y="${y + 12}" width="${w}" height="${h}" rx="8" fill="#000" opacity=".2" filter="url(#blur8)"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${c.lin([
      [0, light(color, 0.1)],
      [1, dark(color, 0.08)],
    ])}"/>` +
    `<path d="M ${x} ${y + h} L 0 ${y + h * 0.42} L ${-x} ${y + h}" fill="${dark(color, 0.06)}"/>` +
    `<path d="M ${x} ${y} L 0 ${y + h * 0.55} L ${-x} ${y}" fill="${light(color, 0.08)}" stroke="${dark(color, 0.15)}" stroke-width="1.5"/>`
  );
}

function ticket(
  c,
  {
    color = '#f4ead8',
    ink = '#5b3a29',
    icon = '',
    title = 'WORKSHOP',
    sub = 'atelier',
    persons = 1,
    number = 'N° 0427',
    w = 560,
    h = 300,
  } = {},
) {
  const x = -w / 2;
  const y = -h / 2;
  const stub = x + 150;
  const d = `M ${x + 16} ${y} H ${stub - 16} A 16 16 0 0 0 ${stub + 16} ${y} H ${-x - 16} Q ${-x} ${y} ${-x} ${y + 16} V ${-24} A 24 24 0 0 0 ${-x} 24 V ${y + h - 16} Q ${-x} ${y + h} ${-x - 16} ${y + h} H ${stub + 16} A 16 16 0 0 0 ${stub - 16} ${y + h} H ${x + 16} Q ${x} ${y + h} ${x} ${y + h - 16} V 24 A 24 24 0 0 0 ${x} -24 V ${y + 16} Q ${x} ${y} ${x + 16} ${y} Z`;
  let people = '';
  for (let i = 0; i < persons; i++) {
    const px = x + 75 + (i - (persons - 1) / 2) * 40;
    people += `<circle cx="${px}" cy="${y + 118}" r="13" fill="${ink}" opacity=".8"/><path d="M ${px - 22} ${y + 168} Q ${px - 22} ${y + 136} ${px} ${y + 136} Q ${px + 22} ${y + 136} ${px + 22} ${y + 168} Z" fill="${ink}" opacity=".8"/>`;
  }
  return (
    `<path d="${d}" fill="#000" opacity=".22" filter="url(#blur8)" transform="translate(8 14)"/>` +
    `<path d="${d}" fill="${c.lin(
      [
        [0, light(color, 0.3)],
        [1, dark(color, 0.05)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<path d="M ${stub} ${y + 22} V ${y + h - 22}" stroke="${ink}" stroke-width="2" stroke-dasharray="7 7" opacity=".5"/>` +
    people +
    text(x + 75, y + 212, `${persons} ×`, { size: 26, fill: ink }) +
    text(x + 75, y + 258, number, {
      size: 14,
      family: 'sans-serif',
      ls: 2,
      fill: ink,
      opacity: 0.7,
    }) +
    g(stub + 95, 6, 0.8, icon) +
    text(stub + 200, -14, title, {
      size: 25,
      family: 'sans-serif',
      ls: 4,
      fill: ink,
      anchor: 'start',
      weight: 'bold',
    }) +
    `<path d="M ${stub + 200} 4 H ${-x - 36}" stroke="${ink}" stroke-width="1.5" opacity=".5"/>` +
    text(stub + 200, 40, sub, {
      size: 24,
      style: 'italic',
      fill: ink,
      anchor: 'start',
      opacity: 0.85,
    })
  );
}

function iconEngraving(c) {
  const wood = '#d9ac72';
  return (
    `<rect x="-90" y="-60" width="170" height="120" rx="14" fill="${dark(wood, 0.3)}" transform="translate(0 8)"/>` +
    `<rect x="-90" y="-60" width="170" height="120" rx="14" fill="${c.lin([
      [0, light(wood, 0.15)],
      [1, wood],
    ])}"/>` +
    `<path d="M -70 10 C -40 -30 -10 40 20 -2 S 60 -10 64 -26" stroke="#5b3a1f" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<g transform="translate(64 -26) rotate(-40)"><rect x="0" y="-9" width="110" height="18" rx="9" fill="#3d4a5c"/><rect x="-20" y="-5" width="24" height="10" fill="#b7bec8"/><path d="M -20 -5 L -32 0 L -20 5 Z" fill="#8e97a3"/><rect x="30" y="-9" width="8" height="18" fill="#e76f51"/></g>` +
    `<path d="M 58 -40 C 48 -60 66 -70 56 -90" stroke="#9aa" stroke-width="3" fill="none" opacity=".6" stroke-linecap="round"/>`
  );
}

function iconPottery(c) {
  const clay = '#c4835b';
  return (
    `<ellipse cx="0" cy="70" rx="100" ry="22" fill="#6b7b8c"/><ellipse cx="0" cy="64" rx="100" ry="22" fill="#9fb0c0"/>` +
    `<path d="M -30 64 C -60 40 -66 -10 -36 -36 C -22 -50 -26 -70 -30 -78 H 30 C 26 -70 22 -50 36 -36 C 66 -10 60 40 30 64 Z" fill="${c.lin(
      [
        [0, dark(clay, 0.2)],
        [0.35, light(clay, 0.2)],
        [1, dark(clay, 0.25)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<ellipse cx="0" cy="-78" rx="30" ry="7" fill="${dark(clay, 0.35)}"/>` +
    `<path d="M -54 0 Q 0 10 54 0 M -50 24 Q 0 34 50 24" stroke="${dark(clay, 0.25)}" stroke-width="2" fill="none" opacity=".6"/>`
  );
}

function iconCandles(c) {
  return (
    g(-40, 20, 0.55, pillarCandle(c, { h: 200, name: '', flame: true })) +
    g(45, 45, 0.5, pillarCandle(c, { h: 150, name: '', flame: true, wax: '#f3d9c2' }))
  );
}

function giftBox(
  c,
  { color = '#2f5d62', ribbon = '#e9c46a', w = 340, h = 200, lid = 60, tag = '' } = {},
) {
  const x = -w / 2;
  let out = '';
  out += shadow(0, h + 6, w * 0.62, 26, 0.3);
  // box front
  out += `<rect x="${x}" y="0" width="${w}" height="${h}" fill="${c.lin([
    [0, color],
    [1, dark(color, 0.22)],
  ])}"/>`;
  out += `<rect x="${-22}" y="0" width="44" height="${h}" fill="${ribbon}"/>`;
  out += `<rect x="${-22}" y="0" width="44" height="${h}" fill="${c.lin(
    [
      [0, '#000', 0.15],
      [0.5, '#fff', 0.15],
      [1, '#000', 0.15],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  // lid
  const lx = x - 14;
  const lw = w + 28;
  out += `<rect x="${lx}" y="${-lid}" width="${lw}" height="${lid + 6}" fill="#000" opacity=".18"/>`;
  out += `<path d="M ${lx} ${-lid} L ${lx + 40} ${-lid - 60} H ${lx + lw - 40} L ${lx + lw} ${-lid} Z" fill="${light(color, 0.18)}"/>`;
  out += `<path d="M -24 ${-lid} L -12 ${-lid - 60} H 12 L 24 ${-lid} Z" fill="${light(ribbon, 0.1)}"/>`;
  out += `<path d="M ${lx + 20} ${-lid - 30} H ${lx + lw - 20} L ${lx + lw - 12} ${-lid - 18} H ${lx + 12} Z" fill="${light(ribbon, 0.05)}"/>`;
  out += `<rect x="${lx}" y="${-lid}" width="${lw}" height="${lid}" fill="${c.lin([
    [0, light(color, 0.06)],
    [1, dark(color, 0.1)],
  ])}"/>`;
  out += `<rect x="${-24}" y="${-lid}" width="48" height="${lid}" fill="${ribbon}"/>`;
  out += `<rect x="${-24}" y="${-lid}" width="48" height="${lid}" fill="${c.lin(
    [
      [0, '#000', 0.12],
      [0.5, '#fff', 0.2],
      [1, '#000', 0.12],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<rect x="${lx}" y="${-lid}" width="${lw}" height="3" fill="#fff" opacity=".3"/>`;
  out += g(0, -lid - 40, 1.1, bow(c, ribbon));
  if (tag) {
    out += `<path d="M 20 ${-lid - 30} Q 70 ${-lid + 10} 110 ${-lid + 40}" stroke="${dark(ribbon, 0.2)}" stroke-width="2" fill="none"/>`;
    out += g(108, -lid + 50, 0.9, giftTag(c, tag), 30);
  }
  return out;
}

function adventCalendar(c, { name = 'Lou', wood = '#ecd2a6', seed = 31, openDrawer = -1 } = {}) {
  const r = rng(seed);
  const accents = ['#b23a3a', '#3f6b4f', '#f4ece0', '#d9a441', '#ecd2a6'];
  let out = '';
  out += shadow(0, 292, 250, 26, 0.35);
  // roof
  out += `<path d="M -262 -138 L 0 -340 L 262 -138 Z" fill="${dark(wood, 0.35)}"/>`;
  out += `<path d="M -240 -150 L 0 -326 L 240 -150 Z" fill="${c.lin([
    [0, light(wood, 0.18)],
    [1, wood],
  ])}"/>`;
  out += `<path d="M -262 -138 L 0 -340 L 262 -138" stroke="${dark(wood, 0.2)}" stroke-width="14" fill="none" stroke-linejoin="round"/>`;
  out += `<path d="M -262 -138 L 0 -340 L 262 -138" stroke="${light(wood, 0.35)}" stroke-width="4" fill="none" stroke-linejoin="round"/>`;
  const ink = dark(wood, 0.62);
  out += engraved(0, -184, name, { size: 58, style: 'italic', fill: ink, hi: light(wood, 0.6) });
  out += g(0, -262, 1, star4(16, '#d9a441'));
  // body
  out += `<rect x="-230" y="-150" width="460" height="430" fill="${dark(wood, 0.25)}"/>`;
  out += `<rect x="-222" y="-146" width="444" height="418" fill="${dark(wood, 0.42)}"/>`;
  const nums = Array.from({ length: 24 }, (_, i) => i + 1);
  for (let i = nums.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [nums[i], nums[j]] = [nums[j], nums[i]];
  }
  const cw = 444 / 6;
  const ch = 418 / 4;
  const drawersOpen = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 6; col++) {
      const i = row * 6 + col;
      const x = -222 + col * cw;
      const y = -146 + row * ch;
      const fc = accents[Math.floor(r() * accents.length)];
      const isOpen = i === openDrawer;
      const dy = isOpen ? 26 : 0;
      if (isOpen) {
        out += `<rect x="${x + 4}" y="${y + 4}" width="${cw - 8}" height="${ch - 8}" fill="#24170c"/>`;
        drawersOpen.push([x, y, fc, nums[i]]);
        continue;
      }
      out += `<rect x="${x + 4}" y="${y + 4 + dy}" width="${cw - 8}" height="${ch - 8}" rx="3" fill="${c.lin(
        [
          [0, light(fc, 0.12)],
          [1, dark(fc, 0.08)],
        ],
      )}"/>`;
      out += `<rect x="${x + 4}" y="${y + ch - 8 + dy}" width="${cw - 8}" height="4" fill="#000" opacity=".15"/>`;
      const dark_ = fc === '#f4ece0' || fc === '#ecd2a6' || fc === '#d9a441';
      out += text(x + cw / 2, y + 44 + dy, String(nums[i]), {
        size: 28,
        family: 'serif',
        fill: dark_ ? '#5b3a1f' : '#fff8ec',
      });
      out += `<circle cx="${x + cw / 2}" cy="${y + ch - 26 + dy}" r="7" fill="${c.rad(
        [
          [0, '#f6e3a5'],
          [1, '#9a7428'],
        ],
        0.35,
        0.3,
        0.8,
      )}"/>`;
    }
  }
  for (const [x, y, fc, num] of drawersOpen) {
    // the drawer pulled towards the viewer: its inside shows above its front
    const dx = x - 6;
    const dy = y + ch * 0.55;
    const dw = cw + 4;
    out += `<rect x="${dx}" y="${dy + 20}" width="${dw + 8}" height="${ch}" fill="#000" opacity=".35" filter="url(#blur3)"/>`;
    out += `<path d="M ${dx + 4} ${dy} L ${dx + 12} ${dy - 34} H ${dx + dw - 4} L ${dx + dw + 4} ${dy} Z" fill="${dark(wood, 0.05)}"/>`;
    out += `<path d="M ${dx + 10} ${dy - 4} L ${dx + 15} ${dy - 28} H ${dx + dw - 7} L ${dx + dw - 2} ${dy - 4} Z" fill="${dark(wood, 0.3)}"/>`;
    out += `<ellipse cx="${dx + dw / 2}" cy="${dy - 16}" rx="17" ry="11" fill="${c.rad(
      [
        [0, '#fff1b8'],
        [0.5, '#e2b547'],
        [1, '#9c7417'],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`;
    out += `<path d="M ${dx + dw / 2 - 17} ${dy - 16} l -9 -7 v 14 z M ${dx + dw / 2 + 17} ${dy - 16} l 9 -7 v 14 z" fill="#c99a2e"/>`;
    out += `<rect x="${dx}" y="${dy}" width="${dw + 8}" height="${ch - 4}" rx="3" fill="${c.lin([
      [0, light(fc, 0.12)],
      [1, dark(fc, 0.08)],
    ])}"/>`;
    out += `<circle cx="${dx + dw / 2 + 4}" cy="${dy + ch - 30}" r="7.5" fill="${c.rad(
      [
        [0, '#f6e3a5'],
        [1, '#9a7428'],
      ],
      0.35,
      0.3,
      0.8,
    )}"/>`;
    const lightFront = ['#f4ece0', '#ecd2a6', '#d9a441'].includes(fc);
    out += text(dx + dw / 2 + 4, dy + 42, String(num), {
      size: 30,
      family: 'serif',
      fill: lightFront ? '#5b3a1f' : '#fff8ec',
    });
  }
  return out;
}

function bauble(c, { color = '#a4161a', name = 'Louise', string = true, stringLen = 420 } = {}) {
  let out = '';
  if (string) {
    out += `<path d="M 0 -176 V ${-176 - stringLen}" stroke="#7a1f1f" stroke-width="6"/>`;
    out += `<path d="M -2 -176 V ${-176 - stringLen}" stroke="#fff" stroke-width="1.5" opacity=".25"/>`;
  }
  out += `<circle cx="0" cy="-178" r="14" fill="none" stroke="#c9a243" stroke-width="4"/>`;
  out += `<circle cx="0" cy="0" r="150" fill="${c.rad(
    [
      [0, light(color, 0.55)],
      [0.35, light(color, 0.1)],
      [0.8, color],
      [1, dark(color, 0.45)],
    ],
    0.36,
    0.3,
    0.75,
  )}"/>`;
  out += `<path d="M -150 -40 A 150 34 0 0 0 150 -40" stroke="#e3c06a" stroke-width="3" fill="none" opacity=".9"/>`;
  out += `<path d="M -146 48 A 146 32 0 0 0 146 48" stroke="#e3c06a" stroke-width="3" fill="none" opacity=".9"/>`;
  const r = rng(name.length * 7);
  for (let i = 0; i < 9; i++) {
    const t = (i - 4) / 4.6;
    out += g(t * 130, -40 + 34 * Math.sqrt(1 - t * t) - 22, 1, star4(4 + r() * 3, '#fff', 0.75));
    out += `<circle cx="${f(t * 128)}" cy="${f(48 + 32 * Math.sqrt(1 - t * t) + 18)}" r="2.6" fill="#fff" opacity=".7"/>`;
  }
  out += text(0, 28, name, {
    size: name.length > 6 ? 56 : 64,
    style: 'italic',
    fill: '#fffdf8',
    extra: 'stroke="#fffdf8" stroke-width=".8"',
  });
  out += `<ellipse cx="-58" cy="-72" rx="36" ry="22" fill="#fff" opacity=".45" filter="url(#blur3)" transform="rotate(-30 -58 -72)"/>`;
  out += `<circle cx="-88" cy="-34" r="6" fill="#fff" opacity=".5"/>`;
  // cap
  out += `<rect x="-28" y="-168" width="56" height="26" rx="4" fill="${c.lin(
    [
      [0, '#8d6a23'],
      [0.4, '#f8e2a0'],
      [1, '#8d6a23'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += [-18, -8, 2, 12]
    .map(
      (x) => `<path d="M ${x + 3} -166 V -144" stroke="#7a5a1c" stroke-width="1.5" opacity=".6"/>`,
    )
    .join('');
  return out;
}

function mitre(c, scale = 1) {
  return g(
    0,
    0,
    scale,
    `<path d="M -50 60 L -56 -10 Q -40 -60 0 -90 Q 40 -60 56 -10 L 50 60 Z" fill="${c.lin([
      [0, '#d43a3a'],
      [1, '#9e1e1e'],
    ])}"/>` +
      `<path d="M -50 60 L -52 38 H 52 L 50 60 Z" fill="#e3b94f"/>` +
      `<path d="M -8 -50 H 8 V -20 H 26 V -6 H 8 V 30 H -8 V -6 H -26 V -20 H -8 Z" fill="#e3b94f"/>`,
  );
}

function speculoos(c, w = 90, h = 56, seed = 1) {
  const col = '#b7743a';
  return (
    `<rect x="${-w / 2}" y="${-h / 2 + 5}" width="${w}" height="${h}" rx="6" fill="${dark(col, 0.3)}"/>` +
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="6" fill="${c.lin([
      [0, light(col, 0.15)],
      [1, col],
    ])}"/>` +
    `<path d="M ${-w / 2 + 8} ${-h / 2 + 6} H ${w / 2 - 8} V ${h / 2 - 6} H ${-w / 2 + 8} Z" fill="none" stroke="${dark(col, 0.25)}" stroke-width="2" stroke-dasharray="3 3"/>` +
    (seed % 2
      ? `<path d="M -12 12 V -8 L 0 -16 L 12 -8 V 12 M -20 -2 L 20 -14 M -20 -14 L 20 -2" stroke="${dark(col, 0.3)}" stroke-width="3" fill="none"/>`
      : `<circle cx="0" cy="0" r="12" fill="none" stroke="${dark(col, 0.3)}" stroke-width="3"/><path d="M -24 0 H -14 M 14 0 H 24" stroke="${dark(col, 0.3)}" stroke-width="3"/>`)
  );
}

function mandarin(c, r = 46, seed = 3) {
  const rr = rng(seed);
  let dots = '';
  for (let i = 0; i < 26; i++) {
    const a = rr() * Math.PI * 2;
    const d = rr() * r * 0.85;
    dots += `<circle cx="${f(Math.cos(a) * d)}" cy="${f(Math.sin(a) * d)}" r="1.4" fill="#c4570f" opacity=".35"/>`;
  }
  return (
    `<circle cx="4" cy="6" r="${r}" fill="#000" opacity=".18" filter="url(#blur3)"/>` +
    `<circle cx="0" cy="0" r="${r}" fill="${c.rad(
      [
        [0, '#ffc36b'],
        [0.6, '#f08a24'],
        [1, '#c8590e'],
      ],
      0.38,
      0.35,
      0.7,
    )}"/>` +
    dots +
    `<circle cx="0" cy="${-r * 0.15}" r="4" fill="#6c7a2e"/>` +
    g(2, -r * 0.15, 1, leaf(r * 0.9, r * 0.28, '#3f7a3a'), -30)
  );
}

function treatsBoxClosed(c, { name = 'Noor' } = {}) {
  const kraft = '#c9a274';
  let out = '';
  out += shadow(0, 140, 300, 30, 0.3);
  out += `<rect x="-260" y="-30" width="520" height="160" rx="6" fill="${c.lin([
    [0, kraft],
    [1, dark(kraft, 0.2)],
  ])}"/>`;
  out += `<path d="M -276 -30 L -236 -120 H 236 L 276 -30 Z" fill="${light(kraft, 0.15)}"/>`;
  out += `<rect x="-276" y="-30" width="552" height="54" fill="${c.lin([
    [0, light(kraft, 0.05)],
    [1, dark(kraft, 0.1)],
  ])}"/>`;
  // ribbon
  out += `<rect x="-140" y="-30" width="30" height="160" fill="#b3262c"/><rect x="-140" y="-30" width="30" height="54" fill="#c53036"/>`;
  out += `<path d="M -140 -30 L -124 -120 H -100 L -110 -30 Z" fill="#c53036"/>`;
  out += g(-118, -86, 0.9, bow(c, '#c53036'));
  // label with mitre
  out += `<ellipse cx="80" cy="-76" rx="110" ry="38" fill="#f6efe3" stroke="#b3262c" stroke-width="3"/>`;
  out += g(20, -78, 0.3, mitre(c));
  out += text(94, -64, name, { size: 36, style: 'italic', fill: '#7c2a1a' });
  return out;
}

function treatsBoxOpenTop(c, { name = 'Noor' } = {}) {
  const kraft = '#c9a274';
  let out = '';
  out += `<rect x="-300" y="-220" width="600" height="440" rx="12" fill="#000" opacity=".25" filter="url(#blur8)" transform="translate(8 12)"/>`;
  out += `<rect x="-300" y="-220" width="600" height="440" rx="12" fill="${kraft}"/>`;
  out += `<rect x="-280" y="-200" width="560" height="400" rx="6" fill="${dark(kraft, 0.1)}"/>`;
  out += `<rect x="-280" y="-200" width="560" height="400" rx="6" fill="${c.lin([
    [0, '#000', 0.15],
    [0.1, '#000', 0],
    [1, '#000', 0],
  ])}"/>`;
  // crinkle paper
  const r = rng(5);
  for (let i = 0; i < 90; i++) {
    const x = -270 + r() * 540;
    const y = -190 + r() * 380;
    out += `<path d="M ${f(x)} ${f(y)} q ${f(r() * 20 - 10)} ${f(r() * 20 - 10)} ${f(r() * 30 - 15)} ${f(r() * 20 - 10)}" stroke="${r() > 0.5 ? '#e8d3b0' : '#d8ba8a'}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  }
  // chocolate Saint Nicholas in foil
  out += g(
    -170,
    -10,
    1,
    `<path d="M -50 170 Q -64 40 -40 -20 Q -60 -60 -30 -100 Q 0 -150 30 -100 Q 60 -60 40 -20 Q 64 40 50 170 Z" fill="${c.lin(
      [
        [0, '#d43a3a'],
        [1, '#8e1b1b'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
      g(0, -70, 0.5, mitre(c)) +
      `<ellipse cx="0" cy="-14" rx="22" ry="20" fill="#f7e1c8"/><path d="M -24 0 Q 0 60 24 0 Q 0 20 -24 0 Z" fill="#fff"/><path d="M -20 80 H 20" stroke="#e3b94f" stroke-width="8"/><path d="M -40 -20 Q -30 -50 -10 -40" stroke="#fff" stroke-width="5" fill="none" opacity=".4"/>`,
  );
  // speculoos stack
  out += g(0, -110, 1, speculoos(c, 110, 64, 1), -8) + g(10, -40, 1, speculoos(c, 110, 64, 2), 6);
  // mandarins
  out += g(190, -120, 1, mandarin(c, 52, 2)) + g(200, 0, 1, mandarin(c, 48, 8));
  // marzipan and nic-nacs
  out += g(
    20,
    80,
    1,
    `<ellipse cx="0" cy="0" rx="30" ry="24" fill="#f3a6b6"/><circle cx="-18" cy="-12" r="9" fill="#f3a6b6"/><circle cx="-22" cy="-10" r="2" fill="#5b2b2b"/><ellipse cx="26" cy="4" rx="8" ry="6" fill="#f7bac7"/><path d="M -10 -22 L -2 -30 L 2 -20 Z" fill="#ec8fa4"/>`,
  );
  out += g(
    -30,
    150,
    1,
    `<path d="M -20 0 C -20 -30 20 -30 20 0 C 20 20 -20 20 -20 0 Z" fill="#f5d04e"/><path d="M -6 -20 L 0 -34 L 6 -20" fill="#5c8f3a"/>`,
  );
  const nic = ['A', 'B', 'N', 'O', 'R', 'S', 'K'];
  const nicCols = ['#f5e6c8', '#f8c8d0', '#c9e4f5', '#fff1a8'];
  nic.forEach((ch, i) => {
    const x = 70 + (i % 4) * 42;
    const y = 120 + Math.floor(i / 4) * 46;
    out += g(
      x,
      y,
      1,
      `<rect x="-17" y="-17" width="34" height="34" rx="6" fill="${nicCols[i % 4]}" stroke="#d8b98c" stroke-width="2"/>` +
        text(0, 9, ch, { size: 22, family: 'sans-serif', weight: 'bold', fill: '#c0905a' }),
      ((i * 23) % 40) - 20,
    );
  });
  // name tag
  out += g(
    130,
    60,
    1,
    `<rect x="-70" y="-26" width="140" height="52" rx="26" fill="#e9cfa4" stroke="#a97d4a" stroke-width="2"/>` +
      engraved(0, 12, name, { size: 32, style: 'italic', fill: '#6b4424' }),
    -6,
  );
  return out;
}

function shoe(c) {
  const col = '#3d6fa3';
  return (
    `<path d="M -150 40 C -160 -20 -140 -80 -110 -90 L -40 -90 C -30 -40 20 -30 80 -20 C 140 -10 170 10 170 40 Z" fill="${c.lin(
      [
        [0, light(col, 0.15)],
        [1, dark(col, 0.15)],
      ],
    )}"/>` +
    `<path d="M -160 40 H 176 Q 180 62 160 64 H -150 Q -166 62 -160 40 Z" fill="#f4efe6"/>` +
    `<path d="M -160 52 H 176" stroke="#d8cfc0" stroke-width="3"/>` +
    `<path d="M 120 -8 C 150 0 168 18 170 40 H 110 Q 100 10 120 -8 Z" fill="#f4efe6" opacity=".9"/>` +
    [-20, 10, 40]
      .map(
        (x) =>
          `<path d="M ${x} ${-58 + x * 0.3} L ${x + 30} ${-40 + x * 0.3}" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join('') +
    `<path d="M -110 -90 L -40 -90" stroke="${dark(col, 0.3)}" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="-120" y="-20" width="60" height="12" rx="6" fill="#e9c46a"/>`
  );
}

function carrot(c) {
  return (
    `<path d="M -16 0 Q 0 -8 16 0 L 4 190 Q 0 198 -4 190 Z" fill="${c.lin(
      [
        [0, '#f7a440'],
        [1, '#d9661b'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    [30, 60, 95, 130]
      .map(
        (y) =>
          `<path d="M ${-12 + y * 0.05} ${y} h ${10 - y * 0.04}" stroke="#b5510f" stroke-width="2.5" opacity=".6"/>`,
      )
      .join('') +
    `<path d="M 0 0 Q -30 -60 -20 -100 M 0 0 Q 4 -70 14 -110 M 0 0 Q 30 -50 40 -84" stroke="#4f8a3c" stroke-width="8" fill="none" stroke-linecap="round"/>`
  );
}

function woodenEgg(
  c,
  { base = '#f6c6c8', pattern = 'stripes', ink = '#e76f51', rx = 56, ry = 72, seed = 1 } = {},
) {
  const clip = c.clip(`<ellipse cx="0" cy="0" rx="${rx}" ry="${ry}"/>`);
  let p = '';
  if (pattern === 'stripes') {
    for (let y = -ry; y < ry; y += 28)
      p += `<path d="M ${-rx} ${y} Q 0 ${y + 14} ${rx} ${y}" stroke="${ink}" stroke-width="8" fill="none"/>`;
  } else if (pattern === 'dots') {
    const r = rng(seed);
    for (let i = 0; i < 22; i++)
      p += `<circle cx="${f(-rx + r() * rx * 2)}" cy="${f(-ry + r() * ry * 2)}" r="${f(4 + r() * 5)}" fill="${ink}"/>`;
  } else if (pattern === 'zigzag') {
    for (let y = -40; y <= 40; y += 40) {
      let d = `M ${-rx} ${y}`;
      for (let x = -rx; x < rx; x += 20) d += ` L ${x + 10} ${y - 12} L ${x + 20} ${y}`;
      p += `<path d="${d}" stroke="${ink}" stroke-width="6" fill="none" stroke-linejoin="round"/>`;
    }
  } else if (pattern === 'flowers') {
    for (const [x, y] of [
      [-18, -30],
      [20, 6],
      [-12, 40],
    ]) {
      for (let k = 0; k < 5; k++) {
        const a = (k / 5) * Math.PI * 2;
        p += `<circle cx="${f(x + Math.cos(a) * 9)}" cy="${f(y + Math.sin(a) * 9)}" r="7" fill="${ink}"/>`;
      }
      p += `<circle cx="${x}" cy="${y}" r="5" fill="#f4d35e"/>`;
    }
  } else if (pattern === 'half') {
    p += `<rect x="${-rx}" y="0" width="${rx * 2}" height="${ry}" fill="${ink}"/><path d="M ${-rx} 0 H ${rx}" stroke="#fff" stroke-width="5" stroke-dasharray="2 8" stroke-linecap="round"/>`;
  }
  return (
    `<ellipse cx="6" cy="10" rx="${rx}" ry="${ry}" fill="#000" opacity=".2" filter="url(#blur3)"/>` +
    `<ellipse cx="0" cy="0" rx="${rx}" ry="${ry}" fill="${base}"/>` +
    `<g clip-path="${clip}">${p}</g>` +
    `<ellipse cx="0" cy="0" rx="${rx}" ry="${ry}" fill="${c.rad(
      [
        [0, '#fff', 0.5],
        [0.5, '#fff', 0],
        [1, '#000', 0.22],
      ],
      0.35,
      0.3,
      0.8,
    )}"/>`
  );
}

function paintPot(c, color) {
  return (
    `<circle cx="4" cy="6" r="40" fill="#000" opacity=".2" filter="url(#blur3)"/>` +
    `<circle cx="0" cy="0" r="40" fill="#f3f1ec" stroke="#d8d4cc" stroke-width="3"/>` +
    `<circle cx="0" cy="0" r="31" fill="${c.rad(
      [
        [0, light(color, 0.25)],
        [1, color],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>` +
    `<ellipse cx="-10" cy="-12" rx="10" ry="5" fill="#fff" opacity=".35"/>`
  );
}

function jarCandle(
  c,
  {
    wax = '#f6c9cf',
    label = 'L ♥ M',
    labelColor = '#fffaf4',
    ink = '#b24a5a',
    glass = '#ffffff',
    glassOpacity = 0.22,
    w = 200,
    h = 240,
    labelSize = 40,
    flame = true,
  } = {},
) {
  const x = -w / 2;
  let out = '';
  if (flame) {
    out += `<circle cx="0" cy="${-h / 2 - 20}" r="120" fill="#ffcf7a" opacity=".35" filter="url(#glow)"/>`;
  }
  out += shadow(0, h / 2 + 6, w * 0.6, 18, 0.3);
  const body = `M ${x} ${-h / 2} V ${h / 2 - 18} Q ${x} ${h / 2} ${x + 18} ${h / 2} H ${-x - 18} Q ${-x} ${h / 2} ${-x} ${h / 2 - 18} V ${-h / 2} Z`;
  // wax
  out += `<path d="M ${x + 8} ${-h / 2 + 40} V ${h / 2 - 22} Q ${x + 8} ${h / 2 - 8} ${x + 24} ${h / 2 - 8} H ${-x - 24} Q ${-x - 8} ${h / 2 - 8} ${-x - 8} ${h / 2 - 22} V ${-h / 2 + 40} Z" fill="${c.lin(
    [
      [0, dark(wax, 0.12)],
      [0.3, light(wax, 0.2)],
      [1, dark(wax, 0.15)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<ellipse cx="0" cy="${-h / 2 + 40}" rx="${w / 2 - 8}" ry="16" fill="${light(wax, 0.25)}"/>`;
  out += `<ellipse cx="0" cy="${-h / 2 + 40}" rx="26" ry="7" fill="${dark(wax, 0.15)}" opacity=".5"/>`;
  if (flame) {
    out += `<path d="M 0 ${-h / 2 + 38} V ${-h / 2 + 22}" stroke="#2b2b2b" stroke-width="3"/>`;
    out += `<path d="M 0 ${-h / 2 - 40} C 12 ${-h / 2 - 14} 14 ${-h / 2 + 10} 0 ${-h / 2 + 22} C -14 ${-h / 2 + 10} -12 ${-h / 2 - 14} 0 ${-h / 2 - 40} Z" fill="${c.rad(
      [
        [0, '#fffbe6'],
        [0.5, '#ffd66b'],
        [1, '#f08a24'],
      ],
      0.5,
      0.7,
      0.6,
    )}"/>`;
    out += `<ellipse cx="0" cy="${-h / 2 + 14}" rx="4" ry="7" fill="#6fa8ff" opacity=".5"/>`;
  }
  // glass
  out += `<path d="${body}" fill="${glass}" opacity="${glassOpacity}" stroke="#fff" stroke-width="3" stroke-opacity=".7"/>`;
  out += `<ellipse cx="0" cy="${-h / 2}" rx="${w / 2}" ry="14" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/>`;
  out += `<rect x="${x + 16}" y="${-h / 2 + 18}" width="14" height="${h - 50}" rx="7" fill="#fff" opacity=".45"/>`;
  out += `<rect x="${-x - 26}" y="${-h / 2 + 30}" width="6" height="${h - 80}" rx="3" fill="#fff" opacity=".3"/>`;
  // label
  if (label !== null) {
    out += `<rect x="${x + 30}" y="-14" width="${w - 60}" height="90" rx="6" fill="${labelColor}"/>`;
    out += `<rect x="${x + 36}" y="-8" width="${w - 72}" height="78" rx="4" fill="none" stroke="${ink}" stroke-width="1.2" opacity=".5"/>`;
    out += text(0, 44, label, { size: labelSize, style: 'italic', fill: ink });
  }
  return out;
}

function pillarCandle(
  c,
  {
    h = 420,
    w = 150,
    wax = '#fbf8f2',
    name = 'Elise',
    date = '',
    flame = true,
    ink = '#b8913a',
  } = {},
) {
  const x = -w / 2;
  let out = '';
  if (flame)
    out += `<circle cx="0" cy="${-h / 2 - 40}" r="120" fill="#ffd27a" opacity=".35" filter="url(#glow)"/>`;
  out += `<rect x="${x}" y="${-h / 2}" width="${w}" height="${h}" rx="8" fill="${c.lin(
    [
      [0, dark(wax, 0.12)],
      [0.3, '#ffffff'],
      [0.7, wax],
      [1, dark(wax, 0.16)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<ellipse cx="0" cy="${-h / 2}" rx="${w / 2}" ry="14" fill="${light(wax, 0.4)}"/>`;
  out += `<ellipse cx="0" cy="${-h / 2 + 2}" rx="${w / 2 - 14}" ry="9" fill="${dark(wax, 0.06)}"/>`;
  if (flame) {
    out += `<path d="M 0 ${-h / 2} V ${-h / 2 - 18}" stroke="#2b2b2b" stroke-width="3"/>`;
    out += `<path d="M 0 ${-h / 2 - 82} C 14 ${-h / 2 - 50} 16 ${-h / 2 - 24} 0 ${-h / 2 - 12} C -16 ${-h / 2 - 24} -14 ${-h / 2 - 50} 0 ${-h / 2 - 82} Z" fill="${c.rad(
      [
        [0, '#fffbe6'],
        [0.5, '#ffd66b'],
        [1, '#f08a24'],
      ],
      0.5,
      0.7,
      0.6,
    )}"/>`;
  }
  if (name) {
    // dove
    out += g(
      0,
      -h / 2 + 110,
      1,
      `<path d="M -40 10 C -20 -10 0 -10 10 -2 C 20 -30 44 -40 60 -36 C 40 -24 30 -10 26 4 C 36 4 46 10 50 16 C 30 18 10 24 -6 20 C -20 26 -36 24 -48 16 L -62 22 L -54 8 Z" fill="${ink}"/>` +
        `<circle cx="-34" cy="4" r="2" fill="#fff"/>`,
    );
    out += g(-36, -h / 2 + 150, 0.6, sprig(120, '#8a9a6b', { n: 6 }), -8);
    out += text(0, -h / 2 + 230, name, { size: 44, style: 'italic', fill: ink });
    out += `<path d="M -40 ${-h / 2 + 248} H 40" stroke="${ink}" stroke-width="1.5"/>`;
    if (date)
      out += text(0, -h / 2 + 276, date, { size: 17, family: 'sans-serif', ls: 3, fill: ink });
  }
  return out;
}

function bouquet(c) {
  let out = '';
  // stems
  const stems = [
    [-120, -250],
    [-70, -300],
    [-20, -330],
    [30, -310],
    [80, -280],
    [130, -230],
    [-150, -170],
    [160, -160],
    [0, -240],
    [-40, -200],
    [60, -200],
  ];
  for (const [x, y] of stems)
    out += `<path d="M 0 140 Q ${x * 0.3} 0 ${x} ${y}" stroke="#8f8a5d" stroke-width="4" fill="none"/>`;
  // eucalyptus
  out += g(0, 40, 1, sprig(230, '#9fb3a1', { n: 9, round: true, leafLen: 40 }), -150);
  out += g(0, 40, 1, sprig(220, '#8da592', { n: 8, round: true, leafLen: 38 }), -32);
  // pampas plumes
  const plume = (x, y, rot, col) =>
    g(
      x,
      y,
      1,
      Array.from(
        { length: 14 },
        (_, i) =>
          `<path d="M 0 ${i * 9} q ${-22 + (i % 3) * 4} -10 -30 -30 M 0 ${i * 9} q ${22 - (i % 3) * 4} -10 30 -30" stroke="${col}" stroke-width="6" fill="none" stroke-linecap="round" opacity=".85"/>`,
      ).join('') + `<path d="M 0 -20 V 130" stroke="${dark(col, 0.2)}" stroke-width="3"/>`,
      rot,
    );
  out += plume(-70, -300, -14, '#efe2c7');
  out += plume(30, -320, 6, '#f3e6cc');
  out += plume(130, -240, 24, '#e8d6b6');
  // bunny tails
  for (const [x, y] of [
    [-150, -170],
    [-20, -330],
    [160, -160],
    [60, -200],
  ]) {
    out += `<ellipse cx="${x}" cy="${y}" rx="16" ry="24" fill="#faf3e4" stroke="#e7dcc6" stroke-width="3"/>`;
  }
  // dried roses
  for (const [x, y, col] of [
    [-120, -250, '#d99a9e'],
    [0, -240, '#e3b3a8'],
    [80, -280, '#c98a8f'],
    [-40, -200, '#e7c0b2'],
  ]) {
    out += g(
      x,
      y,
      1,
      `<circle r="30" fill="${col}"/><circle r="30" fill="${c.rad([
        [0, '#fff', 0.3],
        [1, '#000', 0.2],
      ])}"/><path d="M -4 4 C -16 -8 0 -20 12 -8 C 20 4 4 18 -10 10 C -24 0 -10 -26 12 -22" stroke="${dark(col, 0.3)}" stroke-width="3" fill="none"/>`,
    );
  }
  // lavender
  for (const [x, y, a] of [
    [-180, -110, -40],
    [190, -110, 40],
  ]) {
    out += g(
      x,
      y,
      1,
      Array.from(
        { length: 8 },
        (_, i) => `<ellipse cx="${i % 2 ? 5 : -5}" cy="${-i * 11}" rx="6" ry="8" fill="#9b86c2"/>`,
      ).join(''),
      a,
    );
  }
  // kraft wrap
  out += `<path d="M -190 -60 L 0 330 L 190 -60 Q 0 0 -190 -60 Z" fill="${c.lin(
    [
      [0, '#d8b489'],
      [1, '#b38a5a'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<path d="M -190 -60 L 0 330 L -40 -30 Z" fill="#e2c39a"/>`;
  out += `<path d="M 190 -60 L 0 330 L 60 -40 Z" fill="#a8804f" opacity=".6"/>`;
  // ribbon
  out += `<path d="M -72 170 Q 0 190 72 170" stroke="#d98f8f" stroke-width="16" fill="none"/>`;
  out += g(0, 180, 0.6, bow(c, '#d98f8f'));
  out += g(
    40,
    250,
    0.9,
    `<path d="M -40 -60 L 0 -100" stroke="#a27650" stroke-width="2"/><rect x="-40" y="-60" width="80" height="56" rx="6" fill="#fbf6ee" stroke="#e0cfb6" stroke-width="2"/>` +
      g(0, -30, 0.3, heart(100, '#d98f8f')),
    12,
  );
  return out;
}

function leafShape(color, s = 1) {
  return g(
    0,
    0,
    s,
    `<path d="M 0 60 V 20 M 0 20 C -50 20 -60 -20 -40 -30 C -60 -50 -30 -80 -20 -60 C -20 -90 20 -90 20 -60 C 30 -80 60 -50 40 -30 C 60 -20 50 20 0 20 Z" fill="${color}"/><path d="M 0 60 V -60 M 0 -10 L -30 -30 M 0 -10 L 30 -30 M 0 -40 L -14 -56 M 0 -40 L 14 -56" stroke="${dark(color, 0.3)}" stroke-width="2.5" fill="none"/>`,
  );
}

function chestnut(c) {
  return (
    `<ellipse cx="4" cy="6" rx="34" ry="30" fill="#000" opacity=".2" filter="url(#blur3)"/>` +
    `<path d="M -34 8 C -34 -30 0 -40 0 -40 C 0 -40 34 -30 34 8 C 34 34 -34 34 -34 8 Z" fill="${c.rad(
      [
        [0, '#a3562b'],
        [1, '#4d2410'],
      ],
      0.35,
      0.3,
      0.8,
    )}"/>` +
    `<path d="M -30 14 C -20 34 20 34 30 14 C 20 22 -20 22 -30 14 Z" fill="#d8b98c"/>` +
    `<ellipse cx="-12" cy="-14" rx="9" ry="5" fill="#fff" opacity=".3"/>`
  );
}

function stocking(c, { name = 'Lucas', red = '#b3262c' } = {}) {
  const shape =
    'M -100 -150 V 150 C -100 240 -30 280 60 280 H 140 C 220 280 240 190 180 150 L 100 100 V -150 Z';
  const clip = c.clip(`<path d="${shape}"/>`);
  let nordic = '';
  for (let x = -100; x < 240; x += 28) {
    nordic += `<path d="M ${x} -60 l 14 -14 l 14 14 l -14 14 Z" fill="#f6efe3"/>`;
    nordic += `<circle cx="${x + 14}" cy="-20" r="4" fill="#f6efe3"/><circle cx="${x + 14}" cy="-100" r="4" fill="#f6efe3"/>`;
  }
  nordic += `<path d="M -100 -126 H 140 M -100 8 H 140" stroke="#f6efe3" stroke-width="6"/>`;
  // snowflake
  const flake = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M 0 0 L 0 -34 M 0 -20 l -8 -8 M 0 -20 l 8 -8" stroke="#f6efe3" stroke-width="5" stroke-linecap="round" fill="none" transform="rotate(${i * 60})"/>`,
  ).join('');
  return (
    `<path d="M -10 -230 Q 0 -310 10 -230" stroke="#f6efe3" stroke-width="8" fill="none"/>` +
    `<path d="${shape}" fill="#000" opacity=".2" filter="url(#blur8)" transform="translate(10 14)"/>` +
    `<path d="${shape}" fill="${knitFill(c, red, 1.2)}"/>` +
    `<g clip-path="${clip}">${nordic}${g(0, 110, 1, flake)}` +
    `<path d="M 130 160 C 160 200 160 250 120 300 H 260 V 140 Z" fill="${knitFill(c, '#f6efe3', 1.2)}"/>` +
    `<path d="M -110 170 C -60 180 -30 230 -40 300 H -120 V 170 Z" fill="${knitFill(c, '#f6efe3', 1.2)}"/>` +
    `<path d="M -100 -150 H 100 V 300 H -100 Z" fill="${c.lin(
      [
        [0, '#000', 0.15],
        [0.3, '#fff', 0.08],
        [1, '#000', 0.2],
      ],
      0,
      0,
      1,
      0,
    )}"/></g>` +
    `<rect x="-124" y="-240" width="248" height="104" rx="16" fill="${c.lin([
      [0, '#fffaf1'],
      [1, '#e8dcc8'],
    ])}"/>` +
    `<rect x="-124" y="-240" width="248" height="104" rx="16" fill="${knitFill(c, '#f6efe3', 0.8)}" opacity=".6"/>` +
    text(0, -170, name, {
      size: 54,
      style: 'italic',
      fill: red,
      extra: `stroke="${red}" stroke-width="1.6" stroke-dasharray="5 2"`,
    })
  );
}

function fairyLights(seed, { W = 800, y0 = 60, sag = 70, n = 14, x0 = -20, x1 = W + 20 } = {}) {
  const r = rng(seed);
  let out = `<path d="M ${x0} ${y0} Q ${(x0 + x1) / 2} ${y0 + sag * 2} ${x1} ${y0}" stroke="#4a3b2c" stroke-width="2" fill="none" opacity=".8"/>`;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
    const col = ['#ffd98a', '#ffe9b5', '#ffcf70'][Math.floor(r() * 3)];
    out += `<circle cx="${f(x)}" cy="${f(y + 10)}" r="26" fill="${col}" opacity=".35" filter="url(#blur8)"/>`;
    out += `<ellipse cx="${f(x)}" cy="${f(y + 10)}" rx="6" ry="9" fill="${col}"/><rect x="${f(x - 4)}" y="${f(y - 2)}" width="8" height="6" fill="#4a3b2c"/>`;
  }
  return out;
}

function plant(c, { pot = '#e9ddd0' } = {}) {
  let out = '';
  out += g(0, -60, 1, sprig(130, '#5f8a5a', { n: 7 }), -100);
  out += g(0, -60, 1, sprig(110, '#6f9a66', { n: 6 }), -60);
  out += g(0, -60, 1, sprig(110, '#557f50', { n: 6 }), -130);
  out += `<path d="M -55 -60 H 55 L 44 40 Q 42 50 32 50 H -32 Q -42 50 -44 40 Z" fill="${c.lin(
    [
      [0, light(pot, 0.1)],
      [0.4, pot],
      [1, dark(pot, 0.2)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<rect x="-60" y="-70" width="120" height="16" rx="4" fill="${light(pot, 0.2)}"/>`;
  return out;
}

// ───────────────────────────── image list ─────────────────────────────

const P = 800;
const product = (build) => svgDoc(P, P, build);

const images = {
  // ── Personalised ──
  'engraved-oak-cutting-board.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#e9e1d4', table: '#b9c4b1', horizon: 520 }) +
        g(700, 160, 0.9, sprig(200, '#8a9f7e'), 120) +
        shadow(400, 600, 320, 40, 0.3) +
        g(410, 440, 1.15, cuttingBoard(c), 0),
    ),
  'engraved-oak-cutting-board-1.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#f1e7d6', table: '#a9865f', horizon: 430, grain: 26, seed: 9 }) +
        shadow(620, 470, 160, 30, 0.3) +
        g(620, 430, 0.85, bread(c)) +
        shadow(380, 690, 330, 40, 0.35) +
        g(370, 590, 0.95, cuttingBoard(c, { engraving: true })) +
        g(640, 640, 0.7, cheese(c)),
    ),
  'engraved-oak-cutting-board-2.webp': () =>
    product(
      (c) =>
        `<rect width="800" height="800" fill="#8c6a45"/>` +
        g(520, 420, 2.5, cuttingBoard(c, { seed: 3 }), -6),
    ),
  'engraved-oak-cutting-board-3.webp': () =>
    product((c) => {
      const kraft = '#c9a274';
      const parcel =
        `<path d="${cuttingBoardShape(16)}" fill-rule="evenodd" fill="${dark(kraft, 0.3)}"/>` +
        `<path d="${cuttingBoardShape()}" fill-rule="evenodd" fill="${c.lin(
          [
            [0, light(kraft, 0.15)],
            [1, dark(kraft, 0.08)],
          ],
          0,
          0,
          1,
          1,
        )}"/>` +
        `<path d="M -300 -40 L 180 -90 M -300 60 L 180 100 M -120 -150 L -160 150 M 40 -150 L 90 150" stroke="${dark(kraft, 0.12)}" stroke-width="2" opacity=".5"/>` +
        `<path d="M -60 -150 V 150 M -300 10 H 180" stroke="#f1e8da" stroke-width="6"/>` +
        `<path d="M -60 -150 V 150 M -300 10 H 180" stroke="#d9cbb3" stroke-width="6" stroke-dasharray="3 5"/>` +
        `<path d="M -60 10 C -110 -40 -140 -10 -100 14 C -80 24 -66 16 -60 10 C -10 -40 20 -10 -20 14 C -40 24 -54 16 -60 10 M -60 10 L -100 70 M -60 10 L -30 74" stroke="#f1e8da" stroke-width="6" fill="none" stroke-linecap="round"/>` +
        g(
          -40,
          60,
          1,
          `<path d="M -20 -50 L 10 -10" stroke="#d9cbb3" stroke-width="2"/>` +
            giftTag(c, 'Voor jou', { w: 150, size: 22 }),
          18,
        );
      return (
        room(c, { wall: '#dfe6ea', table: '#efe9df', horizon: 540 }) +
        shadow(410, 610, 320, 40, 0.3) +
        g(420, 450, 1.1, parcel) +
        g(130, 690, 0.8, sprig(160, '#7e9b8a'), -20)
      );
    }),

  'embroidered-baby-blanket-with-name.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#f4ece4', table: '#e9d9c8', horizon: 560 }) +
        shadow(400, 620, 280, 36, 0.3) +
        g(400, 480, 1.2, foldedBlanket(c, { color: '#a9bda2', name: 'Lina' })) +
        g(650, 130, 0.6, star4(30, '#e8c9a0')) +
        g(120, 180, 0.4, star4(30, '#e8c9a0')),
    ),
  'embroidered-baby-blanket-with-name-1.webp': () =>
    product((c) => {
      const col = '#a9bda2';
      return (
        `<rect width="800" height="800" fill="${knitFill(c, col, 2.4)}"/>` +
        `<rect width="800" height="800" fill="${c.rad(
          [
            [0, '#fff', 0.2],
            [1, '#000', 0.18],
          ],
          0.45,
          0.4,
          0.8,
        )}"/>` +
        `<path d="M -20 180 C 200 260 500 120 820 230" stroke="#000" stroke-width="40" opacity=".08" fill="none" filter="url(#blur8)"/>` +
        `<path d="M -20 640 C 300 560 520 700 820 600" stroke="#fff" stroke-width="50" opacity=".12" fill="none" filter="url(#blur8)"/>` +
        text(410, 470, 'Lina', {
          size: 200,
          style: 'italic',
          fill: '#f7f1e6',
          extra: 'stroke="#e8dfcf" stroke-width="3" stroke-dasharray="9 4"',
        }) +
        g(640, 330, 0.55, heart(100, '#f7f1e6'))
      );
    }),
  'embroidered-baby-blanket-with-name-2.webp': () =>
    product((c) => {
      const cols = ['#9fb7d0', '#e6d2b5', '#e3b7b5', '#a9bda2'];
      let s = '';
      cols.forEach((col, i) => {
        s += g(
          i % 2 ? 6 : -6,
          170 - i * 105,
          1,
          foldedBlanket(c, { color: col, w: 420, h: 95, embroider: false }),
        );
      });
      return (
        room(c, { wall: '#f2ede6', table: '#ded3c4', horizon: 620 }) +
        shadow(400, 660, 260, 30, 0.3) +
        g(400, 460, 1.1, s)
      );
    }),
  'embroidered-baby-blanket-with-name-3.webp': () =>
    product((c) => {
      const inner = g(
        0,
        -40,
        0.85,
        foldedBlanket(c, { color: '#e3b7b5', name: 'Lina', thread: '#fffaf3' }),
      );
      return (
        flatlay(c, '#dfe7ee', { seed: 4 }) +
        shadow(400, 640, 260, 30, 0.35) +
        g(
          400,
          450,
          1.1,
          giftBoxOpen(c, { color: '#f3ece2', tissue: '#f6f0e8', inner, band: '#a9bda2' }),
        ) +
        g(640, 180, 0.8, sprig(160, '#b7c9a8', { round: true }), 150)
      );
    }),

  'custom-pet-portrait.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#dfe8e3', table: '#d6b992', horizon: 640, grain: 10 }) +
        shadow(400, 660, 230, 24, 0.35) +
        g(400, 370, 1.05, petPortrait(c, { name: 'Moka' })) +
        g(690, 620, 0.9, plant(c)),
    ),
  'personalised-leather-keyring.webp': () =>
    product(
      (c) =>
        flatlay(c, '#e4ddd2', { seed: 12 }) +
        g(720, 680, 1, sprig(220, '#8ea083'), -150) +
        g(440, 400, 1.1, keyringTag(c, { initials: 'L.M.' }), -28),
    ),
  'engraved-name-necklace.webp': () =>
    product(
      (c) =>
        flatlay(c, '#f1dcd6', { seed: 2 }) +
        g(640, 640, 0.95, linenPouch(c), -12) +
        necklace(c, { name: 'Emma' }) +
        g(90, 700, 0.8, sprig(150, '#c9a3a0', { round: true }), -50),
    ),

  'hand-thrown-mug-with-initials.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#efe6da', table: '#c9b49a', horizon: 570 }) +
        shadow(420, 630, 200, 26, 0.35) +
        g(390, 470, 1.1, mug(c, { glaze: GLAZES.oat, initials: 'A.V.' })) +
        g(680, 560, 0.6, plant(c, { pot: '#d9c3b0' })),
    ),
  'hand-thrown-mug-with-initials-1.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#e8ece6', table: '#d8c7ad', horizon: 560 }) +
        shadow(150, 612, 110, 16) +
        shadow(400, 640, 120, 18) +
        shadow(650, 612, 110, 16) +
        g(140, 520, 0.6, mug(c, { glaze: GLAZES.blue, initials: 'J', seed: 2 })) +
        g(640, 520, 0.6, mug(c, { glaze: GLAZES.moss, initials: 'M', seed: 3 })) +
        g(390, 540, 0.72, mug(c, { glaze: GLAZES.oat, initials: 'A.V.', seed: 4 })),
    ),
  'hand-thrown-mug-with-initials-2.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#2f3b44', table: '#6e5640', horizon: 600, glow: [380, 250] }) +
        shadow(420, 680, 220, 28, 0.45) +
        g(
          390,
          540,
          1.05,
          mug(c, { glaze: GLAZES.blue, initials: 'A.V.', coffee: true, steam: true, seed: 5 }),
        ),
    ),
  'hand-thrown-mug-with-initials-3.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#f3e9e1', table: '#e0cdbd', horizon: 560 }) +
        g(
          560,
          470,
          0.8,
          giftBox(c, { color: '#e3b7b5', ribbon: '#fdf7ef', w: 260, h: 170, lid: 44 }),
        ) +
        shadow(250, 640, 140, 20) +
        g(240, 530, 0.78, mug(c, { glaze: GLAZES.moss, initials: 'A.V.', seed: 6 })),
    ),

  'personalised-star-map-print.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#cfd8cf', table: '#8a6a4d', horizon: 680, glow: [300, 200] }) +
        g(400, 360, 0.95, framed(c, starMapPoster(c), { frame: '#2a2623' })) +
        g(140, 690, 0.75, plant(c, { pot: '#f1ece4' })) +
        g(
          640,
          660,
          1,
          `<rect x="-40" y="-50" width="80" height="50" fill="#e6d8c4"/><rect x="-40" y="-50" width="80" height="8" fill="#d2c0a6"/>`,
        ),
    ),
  'personalised-star-map-print-1.webp': () =>
    product(
      (c) => `<rect width="800" height="800" fill="#1d2a4a"/>` + g(400, 520, 2.6, starMapPoster(c)),
    ),
  'personalised-star-map-print-2.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#efe7dc', table: '#c8a57c', horizon: 640, grain: 12 }) +
        shadow(400, 650, 240, 18, 0.3) +
        g(
          400,
          360,
          0.95,
          `<rect x="-200" y="-265" width="400" height="530" fill="#000" opacity=".2" filter="url(#blur8)" transform="translate(12 10)"/>` +
            starMapPoster(c, { bg: '#f6efe3', ink: '#22304f', seed: 22 }),
        ) +
        g(660, 610, 0.8, sprig(180, '#8a9f7e'), -80),
    ),

  'engraved-wooden-wine-box.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#ece3dc', table: '#7b5a44', horizon: 660 }) +
        shadow(340, 700, 170, 20, 0.4) +
        g(320, 400, 1, wineBox(c)) +
        shadow(600, 700, 80, 12, 0.3) +
        g(590, 600, 0.95, wineGlass(c)),
    ),
  'childrens-wooden-name-puzzle.webp': () =>
    product(
      (c) =>
        flatlay(c, '#dce9ef', { seed: 5 }) +
        shadow(400, 440, 340, 60, 0.25) +
        g(400, 360, 0.95, namePuzzle(c, { name: 'NOAH' })) +
        g(120, 120, 1, star4(22, '#f4d35e')) +
        g(700, 700, 1, star4(18, '#e76f51')),
    ),

  // ── Gift cards ──
  'gift-card-25.webp': () =>
    product(
      (c) =>
        flatlay(c, '#efe9e1', { seed: 14 }) +
        g(430, 380, 0.95, envelope(c), -8) +
        g(
          390,
          430,
          1.05,
          giftCard(c, { amount: '€25', color: '#8fa88a', ribbon: '#f6efe3', motif: 'leaves' }),
          4,
        ) +
        g(690, 690, 0.8, sprig(160, '#9fb3a1', { round: true }), -140),
    ),
  'gift-card-50.webp': () =>
    product(
      (c) =>
        flatlay(c, '#f3e6da', { seed: 15 }) +
        g(430, 380, 0.95, envelope(c), 6) +
        g(
          390,
          430,
          1.05,
          giftCard(c, { amount: '€50', color: '#c8745a', ribbon: '#f6e8d2', motif: 'dots' }),
          -5,
        ) +
        g(110, 120, 0.8, sprig(150, '#c49a7c'), 40),
    ),
  'gift-card-100.webp': () =>
    product(
      (c) =>
        flatlay(c, '#e9e4dc', { seed: 16 }) +
        g(430, 380, 0.95, envelope(c), -5) +
        g(
          390,
          430,
          1.05,
          giftCard(c, {
            amount: '€100',
            color: '#22304f',
            ribbon: '#d9b45a',
            accent: '#e5c77e',
            motif: 'rings',
          }),
          3,
        ) +
        g(680, 130, 1, star4(20, '#d9b45a')) +
        g(720, 190, 1, star4(10, '#d9b45a')),
    ),
  'wood-engraving-workshop-voucher.webp': () =>
    product((c) => {
      return (
        flatlay(c, '#e5dccf', { seed: 40 }) +
        g(
          560,
          660,
          0.5,
          `<path d="${cuttingBoardShape(0)}" fill="#000" opacity=".25" filter="url(#blur8)" transform="translate(10 16)"/>` +
            cuttingBoard(c, { name: 'Anna', sub: 'HANDMADE' }),
          -8,
        ) +
        g(130, 700, 0.9, sprig(170, '#8a9f7e'), -40) +
        g(400, 330, 1.1, ticket(c, { icon: iconEngraving(c), persons: 1, number: 'N° 0427' }), -4)
      );
    }),
  'pottery-workshop-voucher-for-two.webp': () =>
    product(
      (c) =>
        flatlay(c, '#d9e3e6', { seed: 41 }) +
        g(
          400,
          400,
          1.1,
          ticket(c, {
            color: '#f3e3d3',
            ink: '#6b3d2a',
            icon: iconPottery(c),
            persons: 2,
            number: 'N° 0318',
          }),
          3,
        ) +
        g(130, 660, 0.7, mug(c, { glaze: GLAZES.blue, initials: '', seed: 7 }), -10),
    ),
  'candle-making-workshop-voucher.webp': () =>
    product(
      (c) =>
        flatlay(c, '#efe2d6', { seed: 42 }) +
        g(
          400,
          380,
          1.1,
          ticket(c, {
            color: '#fbf5ec',
            ink: '#7a4b3a',
            icon: iconCandles(c),
            persons: 1,
            number: 'N° 0512',
          }),
          -3,
        ) +
        g(660, 660, 0.55, jarCandle(c, { label: null, wax: '#f1dcc4' })),
    ),
  'build-your-own-gift-box-card.webp': () =>
    product((c) => {
      const art =
        `<rect x="-160" y="-220" width="320" height="440" rx="14" fill="#fbf6ee"/>` +
        `<rect x="-146" y="-206" width="292" height="412" rx="8" fill="none" stroke="#c8745a" stroke-width="1.5" opacity=".6"/>` +
        g(0, 20, 0.55, giftBox(c, { color: '#2f5d62', ribbon: '#e9c46a' })) +
        text(0, -150, '1 + 1 + 1', { size: 40, fill: '#2f5d62' }) +
        text(0, 176, 'your box · jouw doos · ta boîte', {
          size: 15,
          style: 'italic',
          fill: '#6b4f3a',
        });
      return (
        flatlay(c, '#f1e0d6', { seed: 43 }) +
        g(500, 420, 0.9, envelope(c, '#e3cfb2', 420, 300), 12) +
        `<g transform="translate(340 410) rotate(-6)"><rect x="-160" y="-220" width="320" height="440" rx="14" fill="#000" opacity=".22" filter="url(#blur8)" transform="translate(8 12)"/>${art}</g>`
      );
    }),
  'build-your-own-gift-box-card-1.webp': () =>
    product((c) => {
      const inner =
        g(-120, -60, 0.42, mug(c, { glaze: GLAZES.oat, initials: 'A.V.', seed: 8 })) +
        g(20, -70, 0.45, jarCandle(c, { label: '', flame: false, wax: '#efd5b8' })) +
        g(140, -40, 0.35, keyringTag(c, { initials: 'L.M.' }), -70);
      return (
        room(c, { wall: '#f0e4da', table: '#d7c3ae', horizon: 600 }) +
        g(400, 470, 1.15, giftBoxOpen(c, { color: '#2f5d62', tissue: '#f3d9c8', inner }))
      );
    }),
  'build-your-own-gift-box-card-2.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#e9eef0', table: '#cdbfae', horizon: 600 }) +
        g(400, 420, 1.2, giftBox(c, { color: '#2f5d62', ribbon: '#e9c46a', tag: '♥' })),
    ),
  'build-your-own-gift-box-card-3.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#f4ece6', table: '#d9c9b8', horizon: 640 }) +
        g(
          400,
          520,
          1,
          giftBox(c, { color: '#2f5d62', ribbon: '#e9c46a', w: 360, h: 120, lid: 40 }),
        ) +
        g(
          400,
          330,
          0.8,
          giftBox(c, { color: '#e3b7b5', ribbon: '#fdf7ef', w: 340, h: 110, lid: 40 }),
        ) +
        g(
          400,
          170,
          0.6,
          giftBox(c, { color: '#c8745a', ribbon: '#f6e8d2', w: 320, h: 110, lid: 40 }),
        ),
    ),
  'end-of-school-year-gift-card-15.webp': () =>
    product((c) => {
      const apple =
        `<path d="M 0 -20 C -40 -50 -90 -20 -80 30 C -70 80 -30 100 0 86 C 30 100 70 80 80 30 C 90 -20 40 -50 0 -20 Z" fill="${c.rad(
          [
            [0, '#f37d6b'],
            [1, '#c0392b'],
          ],
          0.35,
          0.3,
          0.8,
        )}"/>` +
        `<path d="M 0 -20 Q 4 -50 12 -60" stroke="#6b4424" stroke-width="6" fill="none" stroke-linecap="round"/>` +
        g(10, -50, 1, leaf(46, 14, '#5c8f3a'), -30) +
        `<ellipse cx="-40" cy="0" rx="14" ry="8" fill="#fff" opacity=".35" transform="rotate(-40 -40 0)"/>`;
      const pencil = `<rect x="-150" y="-12" width="260" height="24" fill="#f4c542"/><rect x="-150" y="-12" width="260" height="8" fill="#f8d870"/><path d="M 110 -12 L 150 0 L 110 12 Z" fill="#f1d7b0"/><path d="M 138 -4 L 150 0 L 138 4 Z" fill="#333"/><rect x="-180" y="-12" width="30" height="24" fill="#e98c9a"/><rect x="-156" y="-13" width="8" height="26" fill="#b9bcc2"/>`;
      return (
        flatlay(c, '#dbe8e0', { seed: 44 }) +
        g(
          400,
          400,
          1.05,
          giftCard(c, {
            amount: '€15',
            color: '#f2c14e',
            ink: '#5a3e1b',
            ribbon: '#e76f51',
            motif: 'dots',
          }),
          -3,
        ) +
        g(630, 660, 0.9, apple) +
        g(200, 690, 0.9, pencil, -12)
      );
    }),
  'wedding-gift-card-75.webp': () =>
    product((c) => {
      const rings =
        `<circle cx="-26" cy="0" r="44" fill="none" stroke="${c.lin(
          [
            [0, '#f8e2a0'],
            [1, '#a8852f'],
          ],
          0,
          0,
          1,
          1,
        )}" stroke-width="10"/>` +
        `<circle cx="26" cy="0" r="44" fill="none" stroke="${c.lin(
          [
            [0, '#f8e2a0'],
            [1, '#a8852f'],
          ],
          0,
          0,
          1,
          1,
        )}" stroke-width="10"/>`;
      return (
        flatlay(c, '#ece6df', { seed: 45 }) +
        g(430, 370, 0.95, envelope(c, '#fbfaf7'), 7) +
        g(
          390,
          440,
          1.05,
          giftCard(c, {
            amount: '€75',
            color: '#f6efe3',
            ink: '#a8852f',
            ribbon: '#ffffff',
            motif: 'rings',
          }) + g(10, -92, 0.5, rings),
          -4,
        ) +
        g(110, 130, 0.9, sprig(170, '#b8c2a8', { round: true }), 30)
      );
    }),

  // ── Seasonal ──
  'wooden-advent-calendar-with-name.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#efe6da', table: '#c7a987', horizon: 680 }) +
        g(400, 420, 0.95, adventCalendar(c, { name: 'Lou' })) +
        g(740, 750, 0.8, pineBranch(200), -168),
    ),
  'wooden-advent-calendar-with-name-1.webp': () =>
    product(
      (c) =>
        `<rect width="800" height="800" fill="#5b3f28"/>` +
        g(500, 420, 2.3, adventCalendar(c, { name: 'Lou', openDrawer: 8 })),
    ),
  'wooden-advent-calendar-with-name-2.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#2f4a3c', table: '#6a4a33', horizon: 690, glow: [400, 300] }) +
        bokeh(8, 18, ['#ffd98a', '#ffe9b5'], { maxR: 30, opacity: 0.3 }) +
        g(400, 440, 0.85, adventCalendar(c, { name: 'Lou' })) +
        g(40, 760, 1, pineBranch(280, '#3f7350', 2), -10) +
        g(760, 760, 1, pineBranch(260, '#3f7350', 3), -170) +
        fairyLights(5, { y0: 40, sag: 60 }),
    ),
  'wooden-advent-calendar-with-name-3.webp': () =>
    product(
      (c) =>
        `<rect width="800" height="800" fill="#e9dcc6"/>` +
        g(400, 830, 2.6, adventCalendar(c, { name: 'Lou' })),
    ),

  'christmas-bauble-with-name.webp': () =>
    product(
      (c) =>
        `<rect width="800" height="800" fill="${c.lin([
          [0, '#f4ece3'],
          [1, '#e6d6c4'],
        ])}"/>` +
        bokeh(3, 14, ['#e8c98f', '#ffffff'], { maxR: 40, opacity: 0.4 }) +
        shadow(420, 700, 140, 20, 0.18) +
        g(400, 440, 1.25, bauble(c, { color: '#a4161a', name: 'Louise' })) +
        g(0, 0, 1, pineBranch(300, '#2f5b3e', 6), 8),
    ),
  'christmas-bauble-with-name-1.webp': () =>
    product(
      (c) =>
        `<rect width="800" height="800" fill="${c.lin([
          [0, '#f3efe8'],
          [1, '#e4dccf'],
        ])}"/>` +
        g(170, 470, 0.75, bauble(c, { color: '#2f5b3e', name: 'Mila', stringLen: 360 })) +
        g(400, 360, 0.75, bauble(c, { color: '#a4161a', name: 'Louise', stringLen: 260 })) +
        g(630, 500, 0.75, bauble(c, { color: '#1f3057', name: 'Arthur', stringLen: 400 })),
    ),
  'christmas-bauble-with-name-2.webp': () =>
    product(
      (c) =>
        `<rect width="800" height="800" fill="${c.lin([
          [0, '#1b2a24'],
          [1, '#0f1a16'],
        ])}"/>` +
        bokeh(11, 40, ['#ffd98a', '#ffb85c', '#fff0c8'], { maxR: 36, opacity: 0.55 }) +
        g(-40, 150, 1, pineBranch(900, '#2f6b48', 9), 6) +
        g(410, 470, 1.1, bauble(c, { color: '#1f3057', name: 'Arthur', stringLen: 150 })),
    ),
  'christmas-bauble-with-name-3.webp': () =>
    product((c) => {
      const inner = g(0, -60, 0.5, bauble(c, { color: '#a4161a', name: 'Louise', string: false }));
      return (
        flatlay(c, '#e3ddd3', { seed: 9 }) +
        g(
          400,
          470,
          1.1,
          giftBoxOpen(c, {
            color: '#efe6d8',
            tissue: '#e9c9c4',
            inner,
            w: 380,
            h: 170,
            band: '#a4161a',
          }),
        ) +
        g(680, 150, 0.9, pineBranch(160, '#2f5b3e', 4), 130)
      );
    }),

  'saint-nicholas-treats-box.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#f0e2d0', table: '#9c6b48', horizon: 600, grain: 14 }) +
        g(400, 520, 1.15, treatsBoxClosed(c, { name: 'Noor' })) +
        g(130, 690, 1, mandarin(c, 48, 4)) +
        g(230, 720, 0.9, speculoos(c, 90, 56, 1), 14) +
        g(640, 710, 1, mandarin(c, 42, 6)) +
        g(120, 150, 0.6, star4(30, '#e3b94f')) +
        g(690, 200, 0.4, star4(30, '#e3b94f')),
    ),
  'saint-nicholas-treats-box-1.webp': () =>
    product(
      (c) =>
        flatlay(c, '#b9463c', { seed: 19 }) +
        g(400, 400, 1.2, treatsBoxOpenTop(c, { name: 'Noor' })),
    ),
  'saint-nicholas-treats-box-2.webp': () =>
    product(
      (c) =>
        room(c, { wall: '#e9dccb', table: '#8d6447', horizon: 560, grain: 12, seed: 3 }) +
        g(560, 470, 0.7, treatsBoxClosed(c, { name: 'Noor' })) +
        g(205, 400, 1, carrot(c), 10) +
        shadow(250, 690, 190, 24, 0.35) +
        g(250, 620, 1.05, shoe(c)),
    ),
  'saint-nicholas-treats-box-3.webp': () =>
    product(
      (c) =>
        flatlay(c, '#7d5238', { seed: 20, speck: 80 }) +
        g(260, 290, 2.2, speculoos(c, 90, 56, 1), -10) +
        g(330, 560, 2, speculoos(c, 90, 56, 2), 12) +
        g(600, 260, 2.3, mandarin(c, 46, 11)) +
        g(640, 620, 1.8, mandarin(c, 46, 12)),
    ),

  'easter-egg-decorating-kit.webp': () =>
    product((c) => {
      const eggs = [
        ['#f6c6c8', 'stripes', '#e76f51'],
        ['#cfe5d4', 'dots', '#2a9d8f'],
        ['#fbe7a9', 'zigzag', '#e76f51'],
        ['#d7e3f4', 'flowers', '#e98c9a'],
        ['#f7d9c4', 'half', '#8fb996'],
        ['#efe0f5', 'dots', '#9b86c2'],
      ];
      let out = flatlay(c, '#f3efe6', { seed: 23 });
      out += `<rect x="90" y="130" width="500" height="340" rx="20" fill="#000" opacity=".18" filter="url(#blur8)" transform="translate(8 12)"/><rect x="90" y="130" width="500" height="340" rx="20" fill="#d8b489"/><rect x="106" y="146" width="468" height="308" rx="12" fill="#c9a274"/>`;
      eggs.forEach(([base, pattern, ink], i) => {
        const x = 180 + (i % 3) * 160;
        const y = 220 + Math.floor(i / 3) * 160;
        out += `<ellipse cx="${x}" cy="${y + 10}" rx="62" ry="62" fill="#b38a5a"/>`;
        out += g(x, y, 0.95, woodenEgg(c, { base, pattern, ink, seed: i + 1 }), i % 2 ? 8 : -8);
      });
      const pots = ['#e76f51', '#f4d35e', '#2a9d8f', '#e98c9a', '#9b86c2'];
      pots.forEach((col, i) => {
        out += g(140 + i * 110, 600, 0.95, paintPot(c, col));
      });
      out += g(
        560,
        720,
        1,
        `<rect x="-150" y="-7" width="240" height="14" rx="7" fill="#c99a63"/><rect x="90" y="-9" width="30" height="18" fill="#b9bcc2"/><path d="M 120 -10 C 150 -12 170 -4 180 0 C 170 4 150 12 120 10 Z" fill="#e76f51"/>`,
        -8,
      );
      out += g(
        700,
        300,
        1,
        `<rect x="-150" y="-6" width="220" height="12" rx="6" fill="#8fb996"/><rect x="70" y="-8" width="26" height="16" fill="#b9bcc2"/><path d="M 96 -8 C 124 -10 140 -3 150 0 C 140 3 124 10 96 8 Z" fill="#2a9d8f"/>`,
        80,
      );
      return out;
    }),
  'valentines-candle-with-message.webp': () =>
    product((c) => {
      const r = rng(77);
      let petals = '';
      for (let i = 0; i < 12; i++) {
        const x = 60 + r() * 680;
        const y = 620 + r() * 150;
        if (x > 270 && x < 530 && y < 700) continue;
        petals += g(
          x,
          y,
          0.35 + r() * 0.2,
          heart(100, r() > 0.5 ? '#d8434f' : '#e86a75'),
          r() * 80 - 40,
        );
      }
      return (
        room(c, { wall: '#f1d7d6', table: '#e5bfc0', horizon: 600, glow: [400, 220] }) +
        petals +
        g(400, 470, 1.25, jarCandle(c, { label: 'L ♥ M' })) +
        g(650, 200, 0.3, heart(100, '#e86a75')) +
        g(140, 260, 0.2, heart(100, '#e86a75'))
      );
    }),
  'mothers-day-dried-flower-bouquet.webp': () =>
    product((c) => flatlay(c, '#f3e3dc', { seed: 25 }) + g(400, 450, 1.05, bouquet(c), -8)),
  'autumn-candle-set.webp': () =>
    product((c) => {
      const amber = (label, wax) =>
        jarCandle(c, {
          label,
          labelSize: 26,
          wax,
          glass: '#d98e3b',
          glassOpacity: 0.35,
          labelColor: '#f6efe3',
          ink: '#6b3d2a',
          w: 170,
          h: 200,
        });
      return (
        room(c, { wall: '#efe1cf', table: '#8b5e3c', horizon: 600, grain: 14, seed: 8 }) +
        g(180, 500, 0.95, amber('apple', '#f3dcc0')) +
        g(620, 500, 0.95, amber('cedar', '#efe2cf')) +
        g(400, 540, 1.05, amber('chestnut', '#f1d6b5')) +
        g(120, 700, 0.9, leafShape('#d9772b'), -30) +
        g(700, 690, 0.8, leafShape('#b5452a'), 40) +
        g(270, 720, 1, chestnut(c)) +
        g(560, 740, 0.9, chestnut(c))
      );
    }),
  'christmas-stocking-with-embroidered-name.webp': () =>
    product(
      (c) =>
        `<rect width="800" height="800" fill="${c.lin([
          [0, '#e9e2d6'],
          [1, '#d8cdbd'],
        ])}"/>` +
        `<rect x="0" y="0" width="800" height="90" fill="#8a6a4d"/><rect x="0" y="86" width="800" height="10" fill="#6e523a"/>` +
        g(-20, 96, 1, pineBranch(860, '#2f5b3e', 12), 2) +
        fairyLights(7, { y0: 96, sag: 20, n: 16 }) +
        g(370, 440, 0.95, stocking(c, { name: 'Lucas' })),
    ),
  'personalised-communion-candle.webp': () =>
    product((c) => {
      let gyps =
        g(300, 745, 1, sprig(200, '#9aab85', { n: 8 }), 188) +
        g(500, 740, 1, sprig(190, '#8a9f7e', { n: 8 }), -6);
      const r = rng(55);
      for (let i = 0; i < 16; i++) {
        const x = 150 + r() * 500;
        const y = 722 + r() * 60;
        if (x > 320 && x < 480) continue;
        gyps += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(4 + r() * 4)}" fill="#ffffff"/><circle cx="${f(x)}" cy="${f(y)}" r="2" fill="#efe3b8"/>`;
      }
      return (
        room(c, { wall: '#e8ebe4', table: '#d9cdbd', horizon: 700 }) +
        shadow(400, 715, 120, 16, 0.35) +
        g(400, 480, 1, pillarCandle(c, { name: 'Elise', date: '10 · 05 · 2026' })) +
        gyps
      );
    }),
};

// ───────────────────────────── hero images ─────────────────────────────

const HW = 1600;
const HH = 700;

const heroes = {
  'home-hero.webp': () =>
    svgDoc(HW, HH, (c) => {
      let out = room(c, {
        wall: '#f1e3d0',
        table: '#a87c58',
        horizon: 540,
        glow: [420, 220],
        grain: 18,
        seed: 2,
        W: HW,
        H: HH,
      });
      // window light falling in from the left
      out += `<path d="M 140 0 L 420 0 L 820 540 L 420 540 Z" fill="#fff8e8" opacity=".35" filter="url(#blur8)"/>`;
      out += `<path d="M 480 0 L 600 0 L 980 540 L 820 540 Z" fill="#fff8e8" opacity=".25" filter="url(#blur8)"/>`;
      out += fairyLights(3, { W: HW, y0: 24, sag: 34, n: 26, x0: -20, x1: HW + 20 });
      // wall shelf (objects stand on y = 262)
      const shelfY = 262;
      out += `<rect x="930" y="${shelfY}" width="400" height="16" fill="#8b5e3c"/><rect x="930" y="${shelfY}" width="400" height="3" fill="#b7845a"/><rect x="930" y="${shelfY + 16}" width="400" height="8" fill="#000" opacity=".12"/>`;
      out += g(
        1000,
        shelfY - 156 * 0.4,
        0.4,
        mug(c, { glaze: GLAZES.blue, initials: '', seed: 30 }),
      );
      out += g(
        1110,
        shelfY - 156 * 0.4,
        0.4,
        mug(c, { glaze: GLAZES.oat, initials: '', seed: 31 }),
      );
      out += g(
        1210,
        shelfY - 120 * 0.36,
        0.36,
        jarCandle(c, { label: null, flame: false, wax: '#efd5b8' }),
      );
      out += g(1282, shelfY - 50 * 0.5, 0.5, plant(c, { pot: '#e9ddd0' }));
      // table scene
      out += shadow(1040, 600, 230, 26, 0.3);
      out += g(1060, 480, 0.55, cuttingBoard(c, { name: 'Peeters' }), -8);
      out += shadow(1450, 600, 170, 20, 0.3);
      out += g(
        1450,
        505,
        0.62,
        giftBox(c, { color: '#2f5d62', ribbon: '#e9c46a', w: 300, h: 150, lid: 46 }),
      );
      out += g(
        1450,
        373,
        0.46,
        giftBox(c, { color: '#e3b7b5', ribbon: '#fdf7ef', w: 280, h: 110, lid: 40 }),
      );
      out += shadow(860, 612, 90, 14);
      out += g(
        850,
        540,
        0.48,
        mug(c, { glaze: GLAZES.moss, initials: 'A.V.', steam: true, coffee: true, seed: 32 }),
      );
      out += g(1240, 560, 0.55, jarCandle(c, { label: 'merci', labelSize: 34 }));
      out += g(700, 650, 0.8, sprig(200, '#8a9f7e'), -10);
      out += g(1560, 640, 0.7, mandarin(c, 40, 3));
      out += g(1330, 660, 0.6, mandarin(c, 40, 5));
      return out;
    }),
  'products-hero.webp': () =>
    svgDoc(HW, HH, (c) => {
      let out = `<rect width="${HW}" height="${HH}" fill="${c.lin([
        [0, '#e3e9e1'],
        [1, '#d3ddd2'],
      ])}"/>`;
      out += `<ellipse cx="520" cy="260" rx="900" ry="420" fill="${c.rad([
        [0, '#fff', 0.5],
        [1, '#fff', 0],
      ])}"/>`;
      const top = 300;
      const low = 620;
      const shelf = (y) =>
        `<rect x="560" y="${y}" width="1040" height="22" fill="#b8875c"/><rect x="560" y="${y + 22}" width="1040" height="10" fill="#000" opacity=".12"/><rect x="560" y="${y}" width="1040" height="4" fill="#d9ab7e"/>`;
      out += shelf(top) + shelf(low);
      // `on(y, bottom, s)`: centre y for a drawing whose local bottom is `bottom`, standing on y
      const on = (y, bottom, s) => y - bottom * s;
      // top shelf
      out += g(
        660,
        on(top, 156, 0.42),
        0.42,
        mug(c, { glaze: GLAZES.oat, initials: 'A.V.', seed: 40 }),
      );
      out += g(
        790,
        on(top, 156, 0.42),
        0.42,
        mug(c, { glaze: GLAZES.blue, initials: 'J', seed: 41 }),
      );
      out += g(960, on(top, 285, 0.34), 0.34, framed(c, starMapPoster(c), { frame: '#2a2623' }));
      out += g(1130, on(top, 120, 0.38), 0.38, jarCandle(c, { label: 'L ♥ M', flame: false }));
      out += g(1275, on(top, 255, 0.33), 0.33, petPortrait(c, { name: 'Moka' }));
      out += g(
        1460,
        on(top, 110, 0.45),
        0.45,
        giftBox(c, { color: '#c8745a', ribbon: '#f6e8d2', w: 260, h: 110, lid: 40 }),
      );
      // baubles hanging from the top shelf
      out += g(
        1040,
        480,
        0.3,
        bauble(c, { color: '#a4161a', name: 'Louise', stringLen: (480 - top - 22) / 0.3 - 176 }),
      );
      out += g(
        1140,
        455,
        0.3,
        bauble(c, { color: '#1f3057', name: 'Arthur', stringLen: (455 - top - 22) / 0.3 - 176 }),
      );
      // bottom shelf
      out += g(700, on(low, 272, 0.32), 0.32, adventCalendar(c, { name: 'Lou' }));
      out += g(880, on(low, 260, 0.38), 0.38, wineBox(c));
      out += g(
        1300,
        on(low, 190, 0.45),
        0.45,
        pillarCandle(c, { name: 'Elise', h: 380, flame: false }),
      );
      out += g(
        1470,
        on(low, 110, 0.5),
        0.5,
        giftBox(c, { color: '#2f5d62', ribbon: '#e9c46a', w: 260, h: 110, lid: 40 }),
      );
      out += g(80, 690, 1.2, sprig(260, '#9fb3a1', { round: true }), -60);
      out += g(300, 720, 0.9, sprig(200, '#8da592', { round: true }), -100);
      return out;
    }),
};

// ───────────────────────────── render ─────────────────────────────

async function render(svg, file, width, height, maxBytes) {
  let quality = 90;
  for (;;) {
    const buf = await sharp(Buffer.from(svg), { density: 72 })
      .resize(width, height)
      .webp({ quality, effort: 6, smartSubsample: true })
      .toBuffer();
    if (buf.length <= maxBytes || quality <= 40) {
      await writeFile(file, buf);
      return { bytes: buf.length, quality };
    }
    quality -= 6;
  }
}

async function main() {
  const pngIdx = process.argv.indexOf('--png');
  const pngDir = pngIdx > 0 ? process.argv[pngIdx + 1] : null;
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
  await mkdir(PRODUCTS_DIR, { recursive: true });
  await mkdir(HERO_DIR, { recursive: true });
  if (pngDir) await mkdir(pngDir, { recursive: true });

  if (!only) {
    // Remove stale product images that are no longer drawn.
    for (const name of await readdir(PRODUCTS_DIR)) {
      if (name.endsWith('.webp') && !(name in images)) await unlink(path.join(PRODUCTS_DIR, name));
    }
  }

  let total = 0;
  const jobs = [
    ...Object.entries(images).map(([name, fn]) => [name, fn, PRODUCTS_DIR, P, P, 60 * 1024]),
    ...Object.entries(heroes).map(([name, fn]) => [name, fn, HERO_DIR, HW, HH, 120 * 1024]),
  ];
  for (const [name, fn, dir, w, h, max] of jobs) {
    if (only && !name.includes(only)) continue;
    const svg = fn();
    const out = path.join(dir, name);
    const { bytes, quality } = await render(svg, out, w, h, max);
    total += bytes;
    if (pngDir)
      await sharp(Buffer.from(svg))
        .png()
        .toFile(path.join(pngDir, name.replace(/\.webp$/, '.png')));
    console.log(
      `${path.relative(HERE, out).padEnd(58)} ${(bytes / 1024).toFixed(1).padStart(6)} KB  q${quality}`,
    );
  }
  const size = async (dir) => {
    let s = 0;
    for (const n of await readdir(dir)) s += (await stat(path.join(dir, n))).size;
    return s;
  };
  console.log(
    `\nwritten: ${(total / 1024).toFixed(0)} KB; products/ now ${((await size(PRODUCTS_DIR)) / 1024).toFixed(0)} KB, hero/ ${((await size(HERO_DIR)) / 1024).toFixed(0)} KB`,
  );
}

await main();
