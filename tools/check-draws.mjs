// check-draws.mjs: the tests' random cases must be the same under every
// compiler. C leaves the order in which a call's arguments are evaluated
// unspecified, so V(rng_unit(), rng_unit()) may draw x first under gcc
// and y first under clang (or under gcc at another -O level): the same
// seed then makes another case, and a failing seed does not reproduce.
// This check finds every call with two or more arguments that draw a
// random number, and fails if there is one. The same holds for the two
// sides of an operator (rng_unit() - rng_unit(), a[rng_int(0, 3)] =
// rng_unit()) and for the items of a braced initializer ({rng_unit(),
// rng_unit()}): C does not say which is evaluated first. Only &&, ||, ?:
// and the comma operator order an expression's parts, and a statement's
// parts come one after another, so those are read as separate pieces. A function "draws" when it is
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

// Preprocessor lines become spaces too (for reading statements; a macro's
// calls are still read by the argument check).
function stripDirectives(src) {
  return src.replace(/^[ \t]*#(?:[^\n]*\\\n)*[^\n]*/gm, (m) => m.replace(/[^\n]/g, ' '));
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

// ---- draws on both sides of an operator, or in one initializer ----------

// The index of the bracket that closes the one at i.
function closing(src, i) {
  let d = 0;
  for (let k = i; k < src.length; k++) {
    if ('([{'.includes(src[k])) d++;
    else if (')]}'.includes(src[k]) && --d === 0) return k;
  }
  return src.length;
}

// Splits text at the given separators where no bracket is open.
function splitTop(text, seps) {
  const parts = [];
  let d = 0, from = 0;
  for (let k = 0; k < text.length; k++) {
    const ch = text[k];
    if ('([{'.includes(ch)) d++;
    else if (')]}'.includes(ch)) d--;
    else if (d === 0) {
      const sep = seps.find((t) => text.startsWith(t, k));
      if (sep) { parts.push(text.slice(from, k)); from = k + sep.length; k += sep.length - 1; }
    }
  }
  parts.push(text.slice(from));
  return parts;
}

const CONTROL = ['if', 'while', 'for', 'switch', 'return', 'sizeof', 'do', 'else'];

// How many parts of one unsequenced expression draw: each call that draws
// (itself or in its arguments) counts once, and so does a bracket group;
// the insides of calls and groups are checked on their own. The ternary
// "?" and ":" and the logical operators order what they join.
function unsequenced(expr, draws, where) {
  for (const part of splitTop(expr, ['&&', '||', '?', ':'])) {
    let units = 0;
    const re = /\b([A-Za-z_]\w*)\s*\(|\(|\[|\{/g;
    let m;
    while ((m = re.exec(part))) {
      const open = re.lastIndex - 1;
      const end = closing(part, open);
      const inner = part.slice(open + 1, end);
      if (callsAny(part.slice(m.index, end + 1), draws) || (!m[1] && callsAny(inner, draws))) units++;
      if (part[open] === '{') initializer(inner, draws, where);
      else for (const arg of splitTop(inner, [','])) unsequenced(arg, draws, where);
      re.lastIndex = end + 1;
    }
    if (units >= 2) bad.push(`${where}: draws ${units} times in one expression, in no fixed order: ${part.trim().replace(/\s+/g, ' ').slice(0, 80)}`);
  }
}

// The items of a braced initializer are in no fixed order either.
function initializer(inner, draws, where) {
  const items = splitTop(inner, [',']);
  const drawn = items.filter((a) => callsAny(a, draws));
  if (drawn.length >= 2) bad.push(`${where}: an initializer draws in ${drawn.length} of its items`);
  for (const item of items) unsequenced(item.replace(/^\s*(\.\w+|\[[^\]]*\])\s*=/, ''), draws, where);
}

// Whether the "{" at k opens an initializer (after "=", ",", "(", or the
// type of a compound literal) rather than a block (after a condition, a
// macro's arguments, "else" or "do").
function initializerAt(body, k) {
  const before = body.slice(0, k).replace(/\s+$/, '');
  if (/[=,(]$/.test(before)) return true;
  if (!before.endsWith(')')) return false;
  let d = 0, i = before.length - 1;
  for (; i >= 0; i--) {
    if (before[i] === ')') d++;
    else if (before[i] === '(' && --d === 0) break;
  }
  const word = /([A-Za-z_]\w*)\s*$/.exec(before.slice(0, i));
  return !word || word[1] === 'return';
}

// Each statement of each function body, split where C orders the parts:
// at ";", at the braces of a block, after a control keyword's condition.
let statements = 0;
for (const file of process.argv.slice(2)) {
  const src = stripDirectives(strip(readFileSync(file, 'utf8')));
  const draws = drawing(functions(src), libDraws);
  for (const [name, body] of functions(src)) {
    const where = `${file}: in ${name}`;
    let k = 1;
    const end = body.length - 1;
    let from = k;
    const flush = (to) => {
      let text = body.slice(from, to);
      // a control keyword's condition is a full expression of its own
      for (;;) {
        const c = /^\s*(?:else\s+)?(?:if|while|switch|for)\s*\(/.exec(text);
        if (!c) break;
        const open = c[0].length - 1;
        const close = closing(text, open);
        for (const piece of text.slice(open + 1, close).split(';')) unsequenced(piece, draws, where);
        text = text.slice(close + 1);
      }
      text = text.replace(/^\s*(?:else|do|return)\b/, '').replace(/^\s*(?:case\b[^:]*|default\s*):/, '');
      if (text.trim()) { statements++; for (const piece of splitTop(text, [','])) unsequenced(piece, draws, where); }
    };
    for (; k < end; k++) {
      const ch = body[k];
      if (ch === '(' || ch === '[') { k = closing(body, k); continue; }
      if (ch === '{') {
        if (initializerAt(body, k)) { k = closing(body, k); continue; }
        flush(k);
        from = k + 1;
      } else if (ch === ';' || ch === '}') { flush(k); from = k + 1; }
    }
    flush(end);
  }
}

for (const b of bad) console.log(b);
console.log(`check-draws: ${calls} calls and ${statements} statements read, ${bad.length} with more than one draw in no fixed order`);
process.exit(bad.length ? 1 : 0);
