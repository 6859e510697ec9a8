// checkpage.mjs: checks a built page for what the weave pipeline must
// never leave behind.
//
//     node tools/checkpage.mjs docs/*.html
//
// It checks each page given, and fails (exit status 1, listing each
// problem) if a page has
//   - TeX that was not typeset: \( \) \[ \] or $$ in the text outside
//     code, or a MathJax error marker;
//   - a placeholder nwhtml failed to put back (private-use characters);
//   - an internal link href="#x" (or xlink:href) with no element id="x";
//   - a link to another page of the book, href="page.html#x" (or
//     "page.html"), to a page that is not there beside it or has no
//     element id="x";
//   - an id used twice;
//   - a raw pipe table: a line of a paragraph that looks like a table
//     row ("| a | b |") or a table's delimiter row ("|---|:--:|"), which
//     is what a Markdown table becomes when the back end does not read
//     it as a table;
//   - a stylesheet (<link rel="stylesheet">) or script (<script src>) it
//     links that is not there beside it, or whose text is not the one the
//     link's digest names (href="book.css?v=DIGEST": the first ten hex
//     digits of the file's SHA-256; a stale file);
//   - style or script written into the page that should be shared: a
//     <style> element, or a script of more than 2,000 characters of
//     code; and a page of the book (one with the contents rail) that
//     does not link book.css and book.js.
//
// Given the downloadable files too,
//
//     node tools/checkpage.mjs docs/*.html docs/intersect.h docs/intersect.c
//
// it also checks them, once, against the page that holds the whole book
// (one-page.html if it is among the pages, else the first page), and fails if
//   - a download holds a #line directive, lacks a line of the licence
//     (the file LICENSE beside tools/) or the version line (the file
//     VERSION);
//   - a public function (one the header declares) has no whole-function
//     view (<details class="whole" id="whole-NAME">), or its view's text
//     is not the function's text in the downloaded intersect.c (cut out
//     by name here, independently of tools/whole.mjs), or the view is not
//     in a chunk that shows the function's first line.
// Plain node, no packages: the page is scanned with regular expressions,
// which is enough for HTML this project writes itself.

import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

// A tag, allowing '>' inside quoted attribute values (MathJax's data-latex).
const TAG = /<(?:[^"'>]|"[^"]*"|'[^']*')*>/g;

// Elements whose text is code or markup, not prose: TeX-like text in
// them is fine.
const NOT_PROSE = /<(pre|code|script|style|svg|mjx-assistive-mml)\b[\s\S]*?<\/\1>/g;

// Decodes the character references HTML attributes and text may hold.
function decodeEntities(s) {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (all, e) => {
    const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (e[0] !== '#') return named[e.toLowerCase()];
    return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });
}

// Returns the line number of offset i in s.
function lineOf(s, i) {
  let n = 1;
  for (let k = s.indexOf('\n'); k !== -1 && k < i; k = s.indexOf('\n', k + 1)) n++;
  return n;
}

// Shortens text around offset i for a message.
function around(s, i, n = 40) {
  return JSON.stringify(s.slice(Math.max(0, i - n), i + n));
}

// Lists every element id with the offsets where it occurs.
function collectIds(html, problems) {
  const ids = new Map();
  for (const m of html.matchAll(/<[a-zA-Z][^\s>]*\s(?:[^"'>]|"[^"]*"|'[^']*')*>/g)) {
    for (const a of m[0].matchAll(/\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const id = decodeEntities(a[1] ?? a[2]);
      if (id === '') problems.push(`line ${lineOf(html, m.index)}: empty id`);
      if (!ids.has(id)) ids.set(id, []);
      ids.get(id).push(m.index);
    }
  }
  for (const [id, where] of ids) {
    if (where.length > 1) {
      problems.push(`id "${id}" is used ${where.length} times (lines ${where.map((i) => lineOf(html, i)).join(', ')})`);
    }
  }
  return ids;
}

// Checks that every internal link points at an id; returns their number.
function checkLinks(html, ids, problems) {
  let count = 0;
  for (const m of html.matchAll(/\s(?:xlink:)?href\s*=\s*(?:"#([^"]*)"|'#([^']*)')/g)) {
    count++;
    const raw = decodeEntities(m[1] ?? m[2]);
    if (raw === '' || raw === 'top') continue; // both scroll to the top
    let target = raw;
    try { target = decodeURIComponent(raw); } catch { /* keep it raw */ }
    if (!ids.has(target)) problems.push(`line ${lineOf(html, m.index)}: link to #${raw}, but no element has that id`);
  }
  return count;
}

// Checks that every link to another page of the book (a relative
// address ending in .html, with or without #id) finds the page beside
// this one, and the id on it; returns their number. idsOfPage(file)
// gives a page's ids, or null if there is no such page.
function checkPageLinks(html, idsOfPage, problems) {
  let count = 0;
  for (const m of html.matchAll(/\s(?:xlink:)?href\s*=\s*"([a-z0-9][a-z0-9._-]*\.html)(?:#([^"]*))?"/g)) {
    count++;
    const [, file, raw] = m;
    const ids = idsOfPage(file);
    if (!ids) {
      problems.push(`line ${lineOf(html, m.index)}: link to ${file}, but there is no such page`);
      continue;
    }
    if (raw === undefined || raw === '' || raw === 'top') continue;
    let target = decodeEntities(raw);
    try { target = decodeURIComponent(target); } catch { /* keep it raw */ }
    if (!ids.has(target)) problems.push(`line ${lineOf(html, m.index)}: link to ${file}#${raw}, but ${file} has no element with that id`);
  }
  return count;
}

// Checks for placeholders left behind; returns their number.
function checkPlaceholders(html, problems) {
  let count = 0;
  for (const m of html.matchAll(/[\uE000-\uF8FF]/g)) {
    if (count++ < 10) problems.push(`line ${lineOf(html, m.index)}: private-use character U+${m[0].codePointAt(0).toString(16).toUpperCase()} (a placeholder left behind?) near ${around(html, m.index)}`);
  }
  return count;
}

// Checks the prose for TeX that was not typeset, and the page for
// MathJax's error markers.
function checkTeX(html, problems) {
  const blank = (m) => m.replace(/[^\n]/g, ' '); // keep offsets and lines
  const prose = html.replace(/<!--[\s\S]*?-->/g, blank).replace(NOT_PROSE, blank).replace(TAG, blank);
  for (const m of prose.matchAll(/\\\(|\\\)|\\\[|\\\]|\$\$/g)) {
    problems.push(`line ${lineOf(prose, m.index)}: raw TeX "${m[0]}" in the text near ${around(prose, m.index).replace(/\s+/g, ' ')}`);
  }
  for (const m of html.matchAll(/data-mjx-error|<mjx-merror\b|<merror\b/g)) {
    problems.push(`line ${lineOf(html, m.index)}: MathJax error marker ${m[0]}`);
  }
}

// A table row written with pipes: a bar at each end and at least one
// between, as "| a | b |".
const PIPE_ROW = /^[ \t]*\|(?:[^|\n]*\|){2,}[ \t]*$/;
// A delimiter row, with or without the outer bars: cells of dashes (or
// the en and em dashes smart punctuation makes of them), each with an
// optional colon at either end, as "|---|:--:|" or "--- | ---".
const DELIMITER_CELL = '[ \\t]*:?[-\u2013\u2014]+:?[ \\t]*';
const DELIMITER_ROW = new RegExp(`^[ \\t]*\\|?${DELIMITER_CELL}(?:\\|${DELIMITER_CELL})+\\|?[ \\t]*$`);

// Checks the paragraphs for tables written with pipes that were left as
// text; returns the number of real tables.
function checkPipeTables(html, problems) {
  const blank = (m) => m.replace(/[^\n]/g, ' '); // keep offsets and lines
  const text = html.replace(/<!--[\s\S]*?-->/g, blank).replace(NOT_PROSE, blank);
  for (const p of text.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)) {
    const lines = decodeEntities(p[1].replace(TAG, blank)).split('\n');
    const k = lines.findIndex((line) => PIPE_ROW.test(line) || DELIMITER_ROW.test(line));
    if (k >= 0) {
      problems.push(`line ${lineOf(html, p.index) + k}: raw pipe table (a table the weave left as text) in a paragraph: ${JSON.stringify(lines[k].trim())}`);
    }
  }
  return (html.match(/<table\b/g) || []).length;
}

// The largest script a page may carry in itself: the theme script in
// <head> (it must run before the first paint) is a few hundred
// characters; anything as large as this belongs in a shared file.
const MAX_INLINE_SCRIPT = 2000;

// Checks the stylesheets and scripts the page links, beside it, and that
// the shared style and script are linked, not copied in; returns the
// number of files linked.
function checkShared(html, dir, problems) {
  const blank = (m) => m.replace(/[^\n]/g, ' '); // keep offsets and lines
  const text = html.replace(/<!--[\s\S]*?-->/g, blank);
  const linked = [];
  for (const m of text.matchAll(/<link\b[^>]*>/g)) {
    if (!/\srel="stylesheet"/.test(m[0])) continue;
    const href = /\shref="([^"]*)"/.exec(m[0]);
    linked.push({ at: m.index, address: href ? href[1] : '' });
  }
  for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\ssrc="([^"]*)"/.exec(m[1]);
    if (src) { linked.push({ at: m.index, address: src[1] }); continue; }
    if (/\stype="application\/json"/.test(m[1])) continue; // data, not code
    if (m[2].length > MAX_INLINE_SCRIPT) {
      problems.push(`line ${lineOf(html, m.index)}: a script of ${m[2].length} characters in the page (shared code belongs in a file the pages link)`);
    }
  }
  for (const m of text.matchAll(/<style\b/g)) {
    // An SVG may style itself; the page's style is shared (book.css).
    const inSvg = text.lastIndexOf('<svg', m.index) > text.lastIndexOf('</svg>', m.index);
    if (!inSvg) problems.push(`line ${lineOf(html, m.index)}: a <style> in the page (the style is shared: book.css)`);
  }
  const names = [];
  for (const { at, address } of linked) {
    const m = /^([a-z0-9][a-z0-9._-]*)(?:\?v=([0-9a-f]+))?$/.exec(address);
    if (!m) {
      problems.push(`line ${lineOf(html, at)}: links ${JSON.stringify(address)}, not a file beside the page`);
      continue;
    }
    const [, file, digest] = m;
    names.push(file);
    let body;
    try { body = readFileSync(join(dir, file)); } catch {
      problems.push(`line ${lineOf(html, at)}: links ${file}, but there is no such file beside the page`);
      continue;
    }
    const actual = createHash('sha256').update(body).digest('hex').slice(0, digest ? digest.length : 0);
    if (digest && actual !== digest) {
      problems.push(`line ${lineOf(html, at)}: links ${address}, but ${file} is ${file}?v=${actual} (stale: render the pages again)`);
    }
  }
  if (/<nav id="contents"/.test(html)) {
    for (const file of ['book.css', 'book.js']) {
      if (!names.includes(file)) problems.push(`a page of the book that does not link ${file}`);
    }
  }
  return linked.length;
}

// The functions the header declares: a prototype (a declaration ending in
// ';') that starts at the beginning of a line with a return type.
function declared(header) {
  const names = new Set();
  const text = header.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  for (const m of text.matchAll(/^([A-Za-z_][\w \t*]*?)\b([A-Za-z_]\w*)\(([^;{]*)\)\s*;/gm)) {
    if (/^(static|typedef|extern|return)\b/.test(m[1].trim()) || m[1].trim() === '') continue;
    names.add(m[2]);
  }
  return [...names];
}

// The definition of name in the code file: from the line that begins
// with its return type and "name(" to the first line that is "}" alone.
function definition(code, name) {
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!new RegExp(`^[A-Za-z_][\\w \\t*]*\\b${name}\\(`).test(lines[i]) || /^static\b/.test(lines[i])) continue;
    const end = lines.indexOf('}', i);
    const head = lines.slice(i, end + 1).join('\n');
    const brace = head.indexOf('{');
    if (end < 0 || brace < 0 || head.slice(0, brace).includes(';')) continue;
    return `${head}\n`;
  }
  return null;
}

// Checks the downloads and the whole-function views; returns the number
// of views checked.
function checkDownloads(html, headerPath, codePath, problems) {
  const here = new URL('..', import.meta.url);
  const licence = readFileSync(new URL('LICENSE', here), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
  const version = readFileSync(new URL('VERSION', here), 'utf8').trim();
  const files = { [headerPath]: readFileSync(headerPath, 'utf8'), [codePath]: readFileSync(codePath, 'utf8') };
  for (const [path, text] of Object.entries(files)) {
    const lines = text.split('\n');
    const k = lines.findIndex((l) => /^\s*#\s*line\b/.test(l));
    if (k >= 0) problems.push(`${path}:${k + 1}: a #line directive in a download`);
    const trimmed = new Set(lines.map((l) => l.trim()));
    const missing = licence.filter((l) => !trimmed.has(l));
    if (missing.length) problems.push(`${path}: the licence is not in the download (no line ${JSON.stringify(missing[0])})`);
    if (!text.includes(`Version ${version}.`)) problems.push(`${path}: no version line "Version ${version}."`);
  }
  const code = files[codePath];
  const names = declared(files[headerPath]);
  if (names.length === 0) problems.push(`${headerPath}: declares no function`);
  for (const name of names) {
    const text = definition(code, name);
    if (!text) { problems.push(`${codePath}: no definition of ${name}`); continue; }
    const open = html.indexOf(`<details class="whole" id="whole-${name}">`);
    if (open < 0) { problems.push(`${name}: no whole-function view`); continue; }
    const pre = /<pre class="code"><code>([\s\S]*?)<\/code><\/pre>/.exec(html.slice(open));
    const shown = pre ? decodeEntities(pre[1].replace(TAG, '')) : '';
    if (shown !== text) {
      const a = shown.split('\n');
      const b = text.split('\n');
      const k = a.findIndex((l, i) => l !== b[i]);
      problems.push(`${name}: the whole-function view differs from ${codePath} at its line ${k + 1}: ${JSON.stringify(a[k])} for ${JSON.stringify(b[k])}`);
    }
    const chunk = html.lastIndexOf('<div class="chunk"', open);
    const body = chunk < 0 ? null : /<pre class="code"><code>([\s\S]*?)<\/code><\/pre>/.exec(html.slice(chunk, open));
    const first = text.slice(0, text.indexOf('\n'));
    if (!body || !decodeEntities(body[1].replace(TAG, '')).split('\n').includes(first)) {
      problems.push(`${name}: the whole-function view is not under the chunk that defines it`);
    }
  }
  return names.length;
}

// Checks one page; returns its problems and a line saying what was checked.
function checkPage(path, idsOfPage, downloads) {
  const html = readFileSync(path, 'utf8');
  const problems = [];
  const ids = collectIds(html, problems);
  const links = checkLinks(html, ids, problems);
  const pageLinks = checkPageLinks(html, idsOfPage, problems);
  const placeholders = checkPlaceholders(html, problems);
  checkTeX(html, problems);
  const tables = checkPipeTables(html, problems);
  const shared = checkShared(html, dirname(path), problems);
  const formulas = (html.match(/<mjx-container\b/g) || []).length;
  const whole = downloads ? checkDownloads(html, downloads.header, downloads.code, problems) : -1;
  return { problems, summary: `${ids.size} ids, all unique; ${links} internal links and ${pageLinks} links to other pages, all resolve; ${formulas} formulas typeset, no raw TeX, no MathJax errors; ${tables} tables, no raw pipe table; ${shared} shared files linked, each there and current, no style or script copied in; ${placeholders} placeholders left${whole >= 0 ? `; downloads clean, with the licence and the version; ${whole} whole-function views, each the function's text` : ''}: OK` };
}

// The pages to check, and optionally the two downloads: those are checked
// once, with the whole-function views, against the page that holds the
// whole book (one-page.html when it is given, else the first page).
function main() {
  const args = process.argv.slice(2);
  const paths = args.filter((a) => a.endsWith('.html'));
  const header = args.find((a) => a.endsWith('.h'));
  const code = args.find((a) => a.endsWith('.c'));
  if (!paths.length || Boolean(header) !== Boolean(code) || paths.length + (header ? 2 : 0) !== args.length) {
    console.error('usage: node tools/checkpage.mjs PAGE.html... [INTERSECT.h INTERSECT.c]');
    process.exit(2);
  }
  const wholePage = paths.find((p) => basename(p) === 'one-page.html') || paths[0];
  let failed = 0;
  for (const path of paths) {
    // The ids of the pages this one links to, read once each.
    const seen = new Map();
    const idsOfPage = (file) => {
      const where = join(dirname(path), file);
      if (!seen.has(where)) {
        let ids = null;
        try { ids = collectIds(readFileSync(where, 'utf8'), []); } catch { /* no such page */ }
        seen.set(where, ids);
      }
      return seen.get(where);
    };
    const downloads = header && path === wholePage ? { header, code } : null;
    const { problems, summary } = checkPage(path, idsOfPage, downloads);
    if (problems.length) {
      failed++;
      for (const p of problems) console.error(`${path}: ${p}`);
      console.error(`checkpage: ${path}: ${problems.length} problem${problems.length > 1 ? 's' : ''}`);
    } else {
      console.log(`checkpage: ${path}: ${summary}`);
    }
  }
  if (failed) process.exit(1);
}

main();
