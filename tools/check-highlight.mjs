// check-highlight.mjs: compares the page's C highlighter with clang's
// lexer, an independent tokenizer, on the tangled code.
//
//     node tools/check-highlight.mjs NWHTML FILE.c...
//
// For each file, `NWHTML -highlight` gives the back end's classes, and
// `clang -Xclang -dump-raw-tokens` gives clang's raw tokens (comments and
// white space kept, nothing preprocessed). Keywords come from clang too:
// every distinct word of the files is lexed once more with
// `-dump-tokens` in C99, which gives a keyword a token kind of its own. Then, token by
// token, outside preprocessor lines:
//   - a comment (clang) is exactly a "cm" span, and the reverse;
//   - a string or character literal is exactly an "st" span;
//   - a number is exactly a "nu" span;
//   - a keyword is a "kw" or "ty" span; a "kw" span is a keyword; a "ty"
//     or "nu" word that is not a keyword is one of the standard library
//     names the highlighter colours on purpose (LIBRARY_WORDS);
//   - every other token has no class.
// A preprocessor directive (a '#' first on its line, to the end of the
// line and its continuations) is one "pp" span, comments after it aside,
// and nothing else is "pp". Prints each disagreement and a closing line
// "N passed, N failed" (one check per file and rule); exit status 1 on a
// disagreement.

import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Names from the standard headers the highlighter colours although they
// are not keywords (types as "ty", constants as "nu").
const LIBRARY_WORDS = new Set(['bool', 'true', 'false', 'NULL', 'size_t', 'ptrdiff_t', 'FILE',
  'int8_t', 'int16_t', 'int32_t', 'int64_t', 'uint8_t', 'uint16_t', 'uint32_t', 'uint64_t',
  'intptr_t', 'uintptr_t']);

const LITERALS = /^(string_literal|wide_string_literal|utf8_string_literal|utf16_string_literal|utf32_string_literal|char_constant|wide_char_constant|utf8_char_constant|utf16_char_constant|utf32_char_constant)$/;

// The back end's class of every byte of the source (null for none), from
// its HTML. Strings are latin1 here, so one character is one byte.
function classesOf(html, length) {
  const classes = new Array(length).fill(null);
  const entities = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
  let at = 0;
  let cls = null;
  for (const m of html.matchAll(/<span class="([a-z]+)">|<\/span>|&(?:amp|lt|gt|quot);|[^<&]+/g)) {
    if (m[0].startsWith('<span')) cls = m[1];
    else if (m[0] === '</span>') cls = null;
    else {
      const text = entities[m[0]] ?? m[0];
      for (let k = 0; k < text.length; k++) classes[at++] = cls;
    }
  }
  if (at !== length) throw new Error(`the highlighted text has ${at} bytes, the source ${length}`);
  return classes;
}

// clang's raw tokens: { kind, start, end } byte offsets. In raw mode with
// white space kept the tokens tile the file, so each ends where the next
// begins.
function rawTokens(file, source) {
  return tokensFromDump(clangDump('-dump-raw-tokens', file), source);
}

// Runs clang with a token-dumping action on file; returns the dump (clang
// writes it on standard error).
function clangDump(action, file) {
  const r = spawnSync('clang', ['-std=c99', '-fsyntax-only', '-Xclang', action, file],
    { encoding: 'latin1', maxBuffer: 1 << 28 });
  if (r.error) throw new Error(`cannot run clang: ${r.error.message}`);
  return r.stderr;
}

// Parses clang's token dump (on stderr for -dump-raw-tokens; spelling
// may span lines) into tokens with byte offsets.
function tokensFromDump(dump, source) {
  const lineStart = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStart.push(i + 1);
  const tokens = [];
  for (const m of dump.matchAll(/(?:^|\n)([a-z_0-9]+) '[\s\S]*?'\t[^\n]*?Loc=<[^\n>]*?:(\d+):(\d+)>/g)) {
    const start = lineStart[Number(m[2]) - 1] + Number(m[3]) - 1;
    if (tokens.length) tokens[tokens.length - 1].end = start;
    tokens.push({ kind: m[1], start, end: source.length });
  }
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i].start <= tokens[i - 1].start) throw new Error('clang tokens out of order: cannot read the dump');
  }
  return tokens;
}

// The C99 keywords among the given words, as clang's cooked lexer sees them.
function keywordsOf(words) {
  const dir = mkdtempSync(join(tmpdir(), 'check-highlight-'));
  try {
    const file = join(dir, 'words.c');
    const list = [...words];
    writeFileSync(file, list.join('\n') + '\n');
    const r = clangDump('-dump-tokens', file); // the words are no program: errors follow the dump
    const keywords = new Set();
    // A keyword's token kind is its own spelling ("static 'static'"); any
    // other word is "identifier 'foo'".
    for (const m of r.matchAll(/(?:^|\n)(\w+) '([A-Za-z_]\w*)'/g)) {
      if (m[1] === m[2]) keywords.add(m[2]);
    }
    return keywords;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The byte ranges of preprocessor directives: from a '#' that is the
// first token of its line to the end of the line, continuations included.
function directiveRanges(tokens, source) {
  const ranges = [];
  let lineHasToken = false;
  for (const t of tokens) {
    const text = source.slice(t.start, t.end);
    if (t.kind === 'hash' && !lineHasToken) {
      let end = t.start;
      for (;;) {
        const nl = source.indexOf('\n', end);
        if (nl === -1) { end = source.length; break; }
        if (source[nl - 1] !== '\\') { end = nl; break; }
        end = nl + 1;
      }
      ranges.push([t.start, end]);
    }
    if (t.kind === 'unknown' && /\n/.test(text)) lineHasToken = false;
    else if (t.kind === 'comment' && /\n/.test(text)) lineHasToken = true;
    else if (t.kind !== 'unknown') lineHasToken = true;
  }
  return ranges;
}

function checkFile(nwhtml, file, results) {
  const source = readFileSync(file, 'latin1');
  const html = execFileSync(nwhtml, ['-highlight'], { input: readFileSync(file), maxBuffer: 1 << 28 }).toString('latin1');
  const classes = classesOf(html, source.length);
  const tokens = rawTokens(file, source);
  const words = new Set(tokens.filter((t) => t.kind === 'raw_identifier').map((t) => source.slice(t.start, t.end)));
  const keywords = keywordsOf(words);
  const inDirective = new Array(source.length).fill(false);
  for (const [a, b] of directiveRanges(tokens, source)) for (let i = a; i < b; i++) inDirective[i] = true;

  const problems = { comments: [], literals: [], numbers: [], keywords: [], plain: [], directives: [] };
  const where = (t) => {
    const line = source.slice(0, t.start).split('\n').length;
    return `${file}:${line}: ${JSON.stringify(source.slice(t.start, Math.min(t.end, t.start + 50)))}`;
  };
  // Is the token exactly one span of class cls (the bytes just outside
  // it are not of that class)?
  const exactly = (t, cls) => classes.slice(t.start, t.end).every((c) => c === cls)
    && classes[t.start - 1] !== cls && classes[t.end] !== cls;
  const counted = { comments: 0, literals: 0, numbers: 0, keywords: 0, plain: 0, directives: 0 };

  for (const t of tokens) {
    const text = source.slice(t.start, t.end);
    if (t.kind === 'comment') {
      counted.comments++;
      for (let i = t.start; i < t.end; i++) {
        if (classes[i] !== 'cm') { problems.comments.push(`${where(t)}: a comment, highlighted ${classes[i]}`); break; }
      }
      continue;
    }
    if (inDirective[t.start]) {
      counted.directives++;
      if (t.kind !== 'unknown' && classes[t.start] !== 'pp') {
        problems.directives.push(`${where(t)}: in a directive, highlighted ${classes[t.start]}`);
      }
      continue;
    }
    if (LITERALS.test(t.kind)) {
      counted.literals++;
      if (!exactly(t, 'st')) problems.literals.push(`${where(t)}: a ${t.kind}, not exactly one "st" span`);
    } else if (t.kind === 'numeric_constant') {
      counted.numbers++;
      if (!exactly(t, 'nu')) problems.numbers.push(`${where(t)}: a number, not exactly one "nu" span`);
    } else if (t.kind === 'raw_identifier') {
      counted.keywords++;
      const cls = classes[t.start];
      const uniform = classes.slice(t.start, t.end).every((c) => c === cls);
      if (!uniform) problems.keywords.push(`${where(t)}: a word split between classes`);
      else if (keywords.has(text) && cls !== 'kw' && cls !== 'ty') {
        problems.keywords.push(`${where(t)}: the keyword ${text} is highlighted ${cls}`);
      } else if (!keywords.has(text) && cls === 'kw') {
        problems.keywords.push(`${where(t)}: ${text} is not a C99 keyword, highlighted kw`);
      } else if (!keywords.has(text) && cls && !LIBRARY_WORDS.has(text)) {
        problems.keywords.push(`${where(t)}: ${text} is not a keyword, highlighted ${cls}`);
      }
    } else {
      counted.plain++;
      for (let i = t.start; i < t.end; i++) {
        if (classes[i] !== null) {
          problems.plain.push(`${where(t)}: a ${t.kind}, highlighted ${classes[i]}`);
          break;
        }
      }
    }
  }
  // Nothing outside a directive is "pp".
  for (let i = 0; i < source.length; i++) {
    if (classes[i] === 'pp' && !inDirective[i]) {
      problems.directives.push(`${file}:${source.slice(0, i).split('\n').length}: "pp" outside a directive`);
      break;
    }
  }
  for (const [rule, list] of Object.entries(problems)) {
    results.push({ name: `${file}: ${rule} agree with clang (${counted[rule]} tokens)`, rule,
      count: counted[rule], problems: list });
  }
}

function main() {
  const [nwhtml, ...files] = process.argv.slice(2);
  if (!nwhtml || files.length === 0) {
    console.error('usage: node tools/check-highlight.mjs NWHTML FILE.c...');
    process.exit(2);
  }
  const results = [];
  for (const f of files) checkFile(nwhtml, f, results);
  // A rule that met no token anywhere checked nothing: that is a failure.
  for (const rule of new Set(results.map((r) => r.rule))) {
    const n = results.filter((r) => r.rule === rule).reduce((sum, r) => sum + r.count, 0);
    results.push({ name: `the files have ${rule} to compare (${n})`, problems: n ? [] : [`no ${rule} in any file`] });
  }
  let passed = 0;
  let failed = 0;
  for (const r of results) {
    if (r.problems.length === 0) {
      passed++;
      console.log(`ok: ${r.name}`);
    } else {
      failed++;
      console.log(`FAIL: ${r.name}`);
      for (const p of r.problems.slice(0, 10)) console.log(`    ${p}`);
      if (r.problems.length > 10) console.log(`    ... ${r.problems.length - 10} more`);
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main();
