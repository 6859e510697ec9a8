// check-draws.mjs: the tests' random cases must be the same under every
// compiler. C leaves the order in which a call's arguments are evaluated
// unspecified, so V(rng_unit(), rng_unit()) may draw x first under gcc
// and y first under clang (or under gcc at another -O level): the same
// seed then makes another case, and a failing seed does not reproduce.
// This check finds every call with two or more arguments that draw a
// random number, and fails if there is one. A function "draws" when it is
// one of testlib.h's generators, or a generator of the file's own (it
// writes a variable named ...state), or, in the same file (or testlib.h),
// calls one.
//
//     node tools/check-draws.mjs tests/*.c tests/*.h
//
// The fix is to draw into variables first, one statement each.

import { readFileSync } from 'node:fs';

const BASE = ['rng_unit', 'rng_int', 'rng_chance', 'rng_next', 'scale_pick', 'scale_coord',
  'scale_size', 'case_coord'];

// Comments and string or character literals become spaces (lines kept).
function strip(src) {
  return src.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g,
    (m) => m.replace(/[^\n]/g, ' '));
}

// Top-level function definitions: name -> body text.
function functions(src) {
  const out = new Map();
  const re = /\b([A-Za-z_]\w*)\s*\(([^;{}()]|\([^()]*\))*\)\s*\{/g;
  let m;
  while ((m = re.exec(src))) {
    let depth = 0, i = m.index;
    for (let k = 0; k < m.index; k++) depth += src[k] === '{' ? 1 : src[k] === '}' ? -1 : 0;
    if (depth !== 0) continue;
    i = re.lastIndex - 1;
    let d = 0, j = i;
    for (; j < src.length; j++) {
      if (src[j] === '{') d++;
      else if (src[j] === '}' && --d === 0) break;
    }
    out.set(m[1], src.slice(i, j + 1));
    re.lastIndex = j + 1;
  }
  return out;
}

function callsAny(text, names) {
  for (const n of names) if (new RegExp(`\\b${n}\\s*\\(`).test(text)) return true;
  return false;
}

// A generator of a file's own: a function that writes a variable whose
// name ends in "state" (rng_state, lcg_state, state), as every seeded
// generator in the tests does.
const OWN_STATE = /\b\w*state\s*(?:[-+*^|&]|<<|>>)?=(?!=)/;

// The names that draw, closed under "calls one that draws".
function drawing(fns, start) {
  const set = new Set(start);
  for (const [name, body] of fns) if (OWN_STATE.test(body)) set.add(name);
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, body] of fns)
      if (!set.has(name) && callsAny(body, set)) { set.add(name); changed = true; }
  }
  return set;
}

const lib = strip(readFileSync(new URL('../tests/testlib.h', import.meta.url), 'utf8'));
const libDraws = drawing(functions(lib), BASE);
const bad = [];
let calls = 0;

for (const file of process.argv.slice(2)) {
  const src = strip(readFileSync(file, 'utf8'));
  const draws = drawing(functions(src), libDraws);
  const re = /\b([A-Za-z_]\w*)\s*\(/g;
  let m;
  while ((m = re.exec(src))) {
    if (['if', 'while', 'for', 'switch', 'return', 'sizeof'].includes(m[1])) continue;
    // split the argument list at its top-level commas
    const args = [];
    let d = 0, k = re.lastIndex, from = k;
    for (; k < src.length; k++) {
      const ch = src[k];
      if (ch === '(' || ch === '[' || ch === '{') d++;
      else if (ch === ')' || ch === ']' || ch === '}') {
        if (d === 0) break;
        d--;
      } else if (ch === ',' && d === 0) { args.push(src.slice(from, k)); from = k + 1; }
    }
    args.push(src.slice(from, k));
    calls++;
    const drawn = args.filter((a) => callsAny(a, draws));
    if (drawn.length >= 2) {
      const line = src.slice(0, m.index).split('\n').length;
      bad.push(`${file}:${line}: ${m[1]}(...) draws in ${drawn.length} of its arguments`);
    }
  }
}

for (const b of bad) console.log(b);
console.log(`check-draws: ${calls} calls read, ${bad.length} draw in more than one argument`);
process.exit(bad.length ? 1 : 0);
