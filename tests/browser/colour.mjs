// colour.mjs: what the browser tests check of the figure palette: every
// colour legible on the page's background (WCAG contrast), and every two
// colours that carry meaning told apart by readers with a colour vision
// deficiency (simulated with Machado, Oliveira and Fernandes 2009,
// severity 1, then compared as CIE L*a*b* distances).

// Parses "rgb(r, g, b)" or "#rrggbb" into [r, g, b] in 0..255.
export function parseColour(s) {
  s = s.trim();
  let m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(s);
  if (m) return m.slice(1, 4).map((h) => parseInt(h, 16));
  m = /^rgba?\(\s*([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)/.exec(s);
  if (m) return m.slice(1, 4).map(Number);
  throw new Error(`cannot parse colour ${JSON.stringify(s)}`);
}

const toLinear = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
const toSrgb = (c) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

// WCAG 2 contrast ratio of two colours.
export function contrast(a, b) {
  const lum = (c) => { const [r, g, bl] = c.map(toLinear); return 0.2126 * r + 0.7152 * g + 0.0722 * bl; };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

const MACHADO = {
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
};
export const DEFICIENCIES = ['normal', ...Object.keys(MACHADO)];

// The colour as a reader with the given deficiency sees it.
export function simulate(c, kind) {
  if (kind === 'normal') return c;
  const lin = c.map(toLinear);
  return MACHADO[kind].map((row) => {
    const v = row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2];
    return Math.min(255, Math.max(0, toSrgb(Math.min(1, Math.max(0, v)))));
  });
}

// CIE L*a*b* (D65) of an sRGB colour.
function lab(c) {
  const [r, g, b] = c.map(toLinear);
  const xyz = [(0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883];
  const f = (t) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const [fx, fy, fz] = xyz.map(f);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

// CIE76 distance between two colours (about 2.3 is just noticeable).
export function deltaE(a, b) {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}
