// tests/differential/sat.mjs -- our overlap tests and push vectors against
// SAT.js (npm package sat), an independent implementation of the separating
// axis test in JavaScript doubles.
//
// Reads the cases satgen.c writes (one line each: our answer, the
// long-double referee's verdict, the inputs) and runs the SAT.js test on
// the same shapes: testPolygonPolygon, testCircleCircle, testPolygonCircle,
// testCirclePolygon. Compares hit or miss, and our hit.delta (the push that
// moves the second shape out) with Response.overlapV (the vector to
// subtract from the first shape; adding it to the second is the same push).
//
// Conventions encoded (each disagreement is decided by the referee and
// counted under its name):
// - touching: SAT.js counts shapes that only touch as colliding, with an
//   overlap of 0; we do not (the referee says they touch exactly);
// - near-touching: within SAT.js's rounding of touching either answer is
//   its; ours must be "touch or near" on its side;
// - concentric circles: SAT.js normalizes a zero vector and pushes by
//   (0, 0); ours pushes by the sum of the radii in some direction, which
//   the referee checks is a shortest push;
// - ties: two axes with the same overlap give two shortest pushes; SAT.js
//   picks one, we may pick the other: both the same length, ours checked
//   to be a shortest push;
// - SAT.js's polygon-circle test picks the push from the Voronoi regions of
//   the circle's center; with the center inside the polygon that is not
//   always the shortest: counted as a peer error when the referee says ours
//   is the shortest.
//
// Prints, per function, the counts, the first inputs of each failure in %a,
// and "N passed, N failed".
import { createRequire } from "module";
import readline from "readline";

const require = createRequire(import.meta.url);
const SAT = require("sat");
const V = SAT.Vector;

// %a of a double, as C prints it (glibc): 0x1.8p+1, -0x0p+0, 0x0.0000000000001p-1022.
function hexa(x) {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x < 0 ? "-inf" : "inf";
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, x);
  const hi = dv.getUint32(0), lo = dv.getUint32(4);
  const sign = hi >>> 31 ? "-" : "";
  const exp = (hi >>> 20) & 0x7ff;
  const mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  if (exp === 0 && mant === 0n) return sign + "0x0p+0";
  let digits = mant.toString(16).padStart(13, "0").replace(/0+$/, "");
  const lead = exp === 0 ? "0" : "1";
  const e = exp === 0 ? -1022 : exp - 1023;
  return `${sign}0x${lead}${digits ? "." + digits : ""}p${e >= 0 ? "+" : ""}${e}`;
}

const kinds = {
  isect_aabb_aabb: ["box", "box"],
  isect_circle_circle: ["circle", "circle"],
  isect_aabb_circle: ["box", "circle"],
  isect_circle_aabb: ["circle", "box"],
  isect_triangle_aabb: ["tri", "box"],
  isect_triangle_triangle: ["tri", "tri"],
  isect_triangle_circle: ["tri", "circle"],
};
const size = { box: 4, circle: 3, tri: 6 };

function makeShape(kind, v) {
  if (kind === "circle") return new SAT.Circle(new V(v[0], v[1]), v[2]);
  if (kind === "box") {
    const [cx, cy, hx, hy] = v;
    return new SAT.Polygon(new V(0, 0), [
      new V(cx - hx, cy - hy), new V(cx + hx, cy - hy), new V(cx + hx, cy + hy), new V(cx - hx, cy + hy)]);
  }
  // a triangle, counterclockwise (SAT.js's polygon-circle test needs it)
  let [ax, ay, bx, by, cx, cy] = v;
  if ((bx - ax) * (cy - ay) - (by - ay) * (cx - ax) < 0) [bx, by, cx, cy] = [cx, cy, bx, by];
  return new SAT.Polygon(new V(0, 0), [new V(ax, ay), new V(bx, by), new V(cx, cy)]);
}

function describe(kind, v) {
  const p = (x, y) => `(${hexa(x)}, ${hexa(y)})`;
  if (kind === "circle") return `{${p(v[0], v[1])}, ${hexa(v[2])}}`;
  if (kind === "box") return `{${p(v[0], v[1])}, ${p(v[2], v[3])}}`;
  return `{${p(v[0], v[1])}, ${p(v[2], v[3])}, ${p(v[4], v[5])}}`;
}

const tallies = new Map();
let passed = 0, failed = 0, lines = 0, ended = -1;

function tally(fn) {
  if (!tallies.has(fn)) tallies.set(fn, { cases: 0, agree: 0, fail: 0, conv: new Map(), first: null });
  return tallies.get(fn);
}

function input(fn, ka, kb, v) {
  const n = size[ka];
  return `${fn}(${describe(ka, v.slice(0, n))}, ${describe(kb, v.slice(n))})`;
}

const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
const response = new SAT.Response();

for await (const line of rl) {
  const f = line.trim().split(/\s+/);
  if (f[0] === "END") { ended = Number(f[1]); continue; }
  if (!(f[0] in kinds)) continue;
  lines++;
  const fn = f[0];
  const hit = f[1] === "1";
  const dx = Number(f[2]), dy = Number(f[3]);
  const sd = Number(f[4]);
  const valid = f[7] === "1", touch = f[8] === "1";
  const sc = Number(f[9]);
  const n = Number(f[10]);
  const v = f.slice(11, 11 + n).map(Number);
  const [ka, kb] = kinds[fn];
  const a = makeShape(ka, v.slice(0, size[ka]));
  const b = makeShape(kb, v.slice(size[ka]));
  response.clear();
  let peer;
  if (ka === "circle" && kb === "circle") peer = SAT.testCircleCircle(a, b, response);
  else if (ka === "circle") peer = SAT.testCirclePolygon(a, b, response);
  else if (kb === "circle") peer = SAT.testPolygonCircle(a, b, response);
  else peer = SAT.testPolygonPolygon(a, b, response);

  const t = tally(fn);
  t.cases++;
  const conv = (name) => { t.conv.set(name, (t.conv.get(name) || 0) + 1); passed++; };
  const fail = (why) => {
    t.fail++; failed++;
    if (t.fail <= 3) console.log(`FAIL ${fn} vs SAT.js: ${why}\n  input: ${input(fn, ka, kb, v)}`);
    if (!t.first) t.first = `${why}: ${input(fn, ka, kb, v)}`;
  };
  const peerWrong = (why) => {
    if (!t.conv.has("peer-wrong")) console.log(`PEER-WRONG ${fn} vs SAT.js: ${why}\n  input: ${input(fn, ka, kb, v)}`);
    conv("peer-wrong");
  };
  const agree = () => { t.agree++; passed++; };

  // SAT.js decides in double from the same inputs: its band is its rounding.
  const bandPeer = 64 * Number.EPSILON * sc, bandOurs = 64 * Number.EPSILON * sc;
  const tol = 4096 * Number.EPSILON * sc;
  if (hit !== peer) {
    if (touch && peer && !hit) conv("touching(peer-counts-it)");
    else if (Math.abs(sd) <= bandPeer + bandOurs) {
      if ((hit && sd < bandOurs) || (!hit && sd > -bandOurs)) conv("near-touching(peer-rounding)");
      else fail(hit ? "ours hits though the referee says apart" : "ours misses an overlap");
    } else if ((sd < 0) === hit) peerWrong(peer ? "peer hits, referee says apart" : "peer misses, referee says overlap");
    else fail(hit ? "ours hits, referee and peer say apart" : "ours misses, referee and peer say overlap");
    continue;
  }
  // agreeing is not enough: the referee must not say otherwise
  if (!hit) {
    if (sd > -(bandPeer + bandOurs)) agree();
    else fail("ours and the peer miss, the referee says overlap");
    continue;
  }
  if (sd >= bandPeer + bandOurs) { fail("ours and the peer hit, the referee says apart"); continue; }
  if (touch) { fail("touching counted as overlap (the peer counts it too, by its convention)"); continue; }
  const ov = response.overlapV;
  const lenOurs = Math.hypot(dx, dy), lenPeer = Math.hypot(ov.x, ov.y);
  if (Math.abs(dx - ov.x) <= tol && Math.abs(dy - ov.y) <= tol) { agree(); continue; }
  if (ka === "circle" && kb === "circle" && v[0] === v[3] && v[1] === v[4]) {
    if (valid) conv("concentric(peer-zero-push)");
    else fail("concentric circles: our push is not the sum of the radii");
    continue;
  }
  if (!valid) { fail(`our push (${hexa(dx)}, ${hexa(dy)}) is not a shortest way out; SAT.js pushes (${hexa(ov.x)}, ${hexa(ov.y)})`); continue; }
  if (Math.abs(lenOurs - lenPeer) <= tol) conv("tie(another-shortest-push)");
  else peerWrong(`SAT.js pushes (${ov.x}, ${ov.y}), not a shortest way out; ours is`);
}

console.log(`\n${"function (double)".padEnd(34)} ${"peer".padEnd(26)} ${"cases".padStart(8)} ${"agree".padStart(8)} ${"failed".padStart(8)}  conventions`);
for (const [fn, t] of tallies) {
  const conv = [...t.conv].map(([k, n]) => ` ${k} ${n};`).join("");
  console.log(`${fn.padEnd(34)} ${"SAT.js".padEnd(26)} ${String(t.cases).padStart(8)} ${String(t.agree).padStart(8)} ${String(t.fail).padStart(8)} ${conv}`);
}
for (const [fn, t] of tallies) if (t.first) console.log(`first failure of ${fn} vs SAT.js: ${t.first}`);
if (ended !== lines) {
  console.log(`sat.mjs: read ${lines} cases, the generator wrote ${ended < 0 ? "no END line" : ended}`);
  failed++;
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
