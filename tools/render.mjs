// render.mjs: turns the HTML body that tools/nwhtml writes into the book's
// pages, or into one page.
//
//     node tools/render.mjs build/body.html docs/ [build/figures [docs/intersect.wasm]]
//     node tools/render.mjs build/body.html page.html [build/figures]
//
// Given a directory, it writes the book (tools/book.mjs cuts the body into
// pages: index.html, a page per chapter, indexes.html) and one-page.html,
// the whole book; given a .html file, that one page. The files the pages
// share (book.css, book.js, and for the examples examples.js and
// intersect-wasm.js) go beside them.
//
// It typesets every formula with MathJax (TeX in, SVG out, with MathJax's
// assistive MathML beside each SVG, so the page reads without JavaScript
// and with a screen reader), builds the contents list from the headings,
// inlines the figures (SVG files drawn by the figure program, see
// figuresOf), and fills in the page template tools/page.html, whose
// style and page script it writes once, beside the pages, as book.css
// and book.js (see splitTemplate). A TeX error
// stops it with exit status 1 and nothing written. The same body gives
// the same page, byte for byte: `make check-docs-current` relies on it.

import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import MathJax from 'mathjax';
import { splitBook, sectionList, onePageBody, linkSectionNames, chunkNotesFrom, chunkNotesOf, ONE_PAGE } from './book.mjs';
import { wholeFunctionsOf } from './whole.mjs';
import { slimFormula } from './mathslim.mjs';
import { fillFront } from './front.mjs';

const TEMPLATE = new URL('./page.html', import.meta.url);

// The formulas nwhtml writes: <span class="math inline" data-line="f:n">\(TeX\)</span>
// and <div class="math display" data-line="f:n">\[TeX\]</div>, the TeX
// HTML-escaped; numberOf() adds data-eq="3.4" to a display formula.
const MATH = /<(span|div) class="math (inline|display)"(?: data-line="([^"]*)")?(?: data-eq="([^"]*)")?>([\s\S]*?)<\/\1>/g;

// Headings that go into the contents list.
const HEADING = /<h([1-3]) id="([^"]+)">([\s\S]*?)<\/h\1>/g;

// Undoes the HTML escaping nwhtml applied to TeX and names.
function unescapeHtml(s) {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

// Escapes text for HTML.
function escapeHtml(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

// Returns the text of a piece of HTML, tags dropped.
function textOf(html) {
  return unescapeHtml(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
}

// The page title: the text of the first h1, or the project's name.
function titleOf(body) {
  const m = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body);
  return m ? textOf(m[1].replace(MATH, (all, tag, kind, line, eq, tex) => textOf(tex))) : 'intersect';
}

// Numbers the sections and the display formulas, in one pass over the
// body in page order. Parts (h1) are 1, 2, ...; their sections (h2) 3.1,
// 3.2; subsections (h3) 3.2.1. The first h1 is the page's title, and the
// headings before the first part (the introduction) and the indexes at
// the end stay unnumbered. A heading gets its number in a
// <span class="secnum">, which the contents list copies. A display
// formula gets data-eq="3.4" (the part's number and its place in the
// part; plain 1, 2, ... before the first part), which typeset() turns
// into the id "eq-3-4" and a number "(3.4)" at the right.
const NUMBERED = new RegExp(`${HEADING.source}|<div class="math display"(?: data-line="[^"]*")?`, 'g');

function numberOf(body) {
  const count = [0, 0, 0, 0]; // parts, sections, subsections; [0] unused
  let equations = 0;
  let seenTitle = false;
  return body.replace(NUMBERED, (all, level, id, inner) => {
    if (!level) {
      equations++;
      const n = count[1] ? `${count[1]}.${equations}` : `${equations}`;
      return `${all} data-eq="${n}"`;
    }
    const l = Number(level);
    if (l === 1 && !seenTitle) {
      seenTitle = true;
      return all;
    }
    seenTitle = true;
    if (id.startsWith('index-of-') || (l > 1 && count[1] === 0)) return all;
    count[l]++;
    for (let k = l + 1; k <= 3; k++) count[k] = 0;
    if (l === 1) equations = 0;
    const number = count.slice(1, l + 1).join('.');
    return `<h${level} id="${id}"><span class="secnum">${number}</span> ${inner}</h${level}>`;
  });
}

// Builds the contents list from the h1, h2 and h3 headings, nested as
// they are: parts (h1), sections (h2), subsections (h3). A first h1
// before any other heading is the page's title and is left out. A
// heading's own HTML is kept (its math is typeset with the rest of the
// page), less links and ids, which must not repeat.
function contentsOf(body) {
  return sectionList(body);
}

// Figures. In intersect.nw a figure is raw HTML:
//     <figure class="figure" id="fig-NAME">
//     <div data-figure="NAME"></div>
//     <figcaption>What the figure draws.</figcaption>
//     </figure>
// The slot is replaced by the file NAME.svg from the figures directory
// (inlined, so it follows the page's theme); the figures are numbered in
// page order ("Figure 3."), and a reference <a class="figref"
// href="#fig-NAME"></a> in the prose gets the text "Figure 3". A missing
// SVG file, a figure without a caption, or a reference to no figure is an
// error.
const FIGURE = /<figure class="figure" id="(fig-[a-z0-9-]+)">([\s\S]*?)<\/figure>/g;
const FIGURE_SLOT = /<div data-figure="([a-z0-9-]+)"><\/div>/g;
const FIGURE_REF = /<a class="figref" href="#(fig-[a-z0-9-]+)"><\/a>/g;

function figuresOf(body, dir) {
  const errors = [];
  const number = new Map();
  let out = body.replace(FIGURE, (all, id, inner) => {
    const n = number.size + 1;
    number.set(id, n);
    if (!inner.includes('<figcaption>')) errors.push(`figure ${id}: no <figcaption>`);
    const filled = inner
      .replace(FIGURE_SLOT, (slot, name) => {
        try {
          return readFileSync(`${dir}/${name}.svg`, 'utf8').trim();
        } catch {
          errors.push(`figure ${id}: no file ${dir}/${name}.svg`);
          return slot;
        }
      })
      .replace('<figcaption>', `<figcaption><span class="figure-number">Figure ${n}.</span> `);
    return `<figure class="figure" id="${id}">${filled}</figure>`;
  });
  out = out.replace(FIGURE_REF, (all, id) => {
    if (!number.has(id)) {
      errors.push(`reference to ${id}: no such figure`);
      return all;
    }
    return `<a class="figref" href="#${id}">Figure ${number.get(id)}</a>`;
  });
  return { body: out, errors, count: number.size };
}

// Live examples. In intersect.nw an example is one line, right after the
// heading of the test it shows:
//     <div data-example="NAME"></div>
// The figure program wrote its first frame, ex-NAME.svg, and its facts,
// ex-NAME.json (label, handles, the moments the tests check, the first
// frame's readout). The slot becomes a figure holding the still frame and
// the readout, which is what a reader without JavaScript or WebAssembly
// sees; tools/examples.js brings it to life. An example that is not right
// after a heading, used twice, or missing its files is an error, and so is,
// on the whole page (when the module is given), an example the program
// drew that the page never uses.
const EXAMPLE_SLOT = /(<\/h[1-4]>\s*)?<div data-example="([a-z0-9-]+)"><\/div>/g;

function handleWords(handles) {
  const names = handles.map((h) => `the ${h.name}`);
  return names.length < 2 ? names.join('')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

// The colour key every example can open: what each colour it draws
// means (the roles of svg/draw.h, as the appendix's table gives them).
// Plain HTML, a <details>, so it opens without JavaScript; the swatches
// take their colours from the page's palette, so they follow the theme.
const ROLES = ['clear', 'hit', 'fixed', 'query', 'ink', 'muted'];
const ROLE_MEANING = {
  clear: 'not colliding',
  hit: 'colliding (also hatched)',
  fixed: 'where the Hit or the sweep puts it',
  query: 'the point, segment or path tested',
  ink: 'the other shapes, labels, the Hit\'s arrows',
  muted: 'guides: paths, slabs, grown shapes',
};

function colourKey(roles) {
  const items = roles.filter((r) => r in ROLE_MEANING).map((r) =>
    `<li><span class="example-swatch fig-${r}" aria-hidden="true"></span>${r}: ${escapeHtml(ROLE_MEANING[r])}</li>`);
  return `<details class="example-key"><summary>Colours</summary><ul>${items.join('')}</ul></details>`;
}

function examplesOf(body, dir, whole) {
  const errors = [];
  const used = new Set();
  const out = body.replace(EXAMPLE_SLOT, (all, heading, name) => {
    if (!heading) errors.push(`example ${name}: not right after a heading`);
    if (used.has(name)) errors.push(`example ${name}: used twice`);
    used.add(name);
    let facts, still;
    try {
      facts = JSON.parse(readFileSync(`${dir}/ex-${name}.json`, 'utf8'));
      still = readFileSync(`${dir}/ex-${name}.svg`, 'utf8').trim();
    } catch (err) {
      errors.push(`example ${name}: ${err.message}`);
      return all;
    }
    const rows = facts.rows.map(([k, v]) =>
      `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
    const moments = escapeHtml(JSON.stringify(facts.moments));
    // The stage has the picture's size from the start (the still's
    // width and height), so the canvas that replaces the still is the
    // same size and nothing below moves when the example comes alive.
    const size = still.match(/<svg [^>]*?width="([\d.]+)" height="([\d.]+)"/);
    const stageStyle = size ? ` style="max-width: ${size[1]}px; aspect-ratio: ${size[1]} / ${size[2]}"` : '';
    return `${heading || ''}<figure class="example" id="ex-${name}" data-example="${name}" data-moments="${moments}">
<div class="example-stage"${stageStyle}>${still.replace('<svg ', '<svg data-still="" ')}</div>
<div class="example-controls">${colourKey(facts.roles || ROLES)}</div>
<dl class="example-readout" aria-live="off">${rows}</dl>
<figcaption><span class="figure-number">Live example.</span> ${escapeHtml(facts.label)}
<span class="example-howto"><span class="example-live-only">Drag ${escapeHtml(handleWords(facts.handles))}, or reach a handle with Tab and move it with the arrow keys.</span>
<span class="example-still-only">This is its first frame; it moves when the page can run JavaScript and WebAssembly.</span></span></figcaption>
</figure>`;
  });
  let drawn = [];
  if (whole) try {
    drawn = readdirSync(dir).filter((f) => /^ex-.*\.json$/.test(f)).map((f) => f.slice(3, -5));
  } catch { /* no directory: no examples drawn */ }
  for (const name of drawn)
    if (!used.has(name)) errors.push(`example ${name}: drawn but not used in the page`);
  return { body: out, errors, count: used.size };
}

// The scripts that run the examples: the module, then examples.js (see
// SHARED below), each one file shared by every page. The module is
// intersect-wasm.js (see wasmScript), loaded with <script src>: a page
// opened from file:// may not fetch() a .wasm file, but it may load a
// script beside it, and the browser reads it once for all the pages.
const WASM_SCRIPT = 'intersect-wasm.js';

function examplesScript(wasmFile, examplesFile) {
  if (!wasmFile) return '';
  return `<script src="${wasmFile.href}"></script>\n<script src="${examplesFile.href}"></script>`;
}

// The shared script that carries the module, as base64, in lines of
// 100 characters.
function wasmScript(wasmPath) {
  const lines = readFileSync(wasmPath).toString('base64').match(/.{1,100}/g) || [];
  return `/* intersect-wasm.js: the live examples' WebAssembly module (intersect.wasm)
   as base64, shared by every page of the book; written by tools/render.mjs. */
window.intersectWasm = [
${lines.map((l) => `'${l}'`).join(',\n')}
].join('');
`;
}

// The shared files. Every page has the same style and the same page
// script, and the pages with examples the same examples' script: written
// into each page they were a quarter of its weight, and the browser read
// them again on every page. So they are written once, beside the pages,
// and each page links them:
//   book.css      the template's <style> blocks, in order (MathJax's
//                 styles for its SVG output are one of them: they are the
//                 same on every page);
//   book.js       the template's scripts in <body>, in order, but one
//                 marked <script data-early>, which stays where it is;
//   examples.js   tools/examples.js, on the pages with examples.
// tools/page.html stays the one file to edit: this cuts it up when it
// renders. A script in <head> stays in the page: the one there sets the
// reader's theme before the first paint, and a script fetched from a
// file would hold the page back to do that small job (and it is a few
// lines). So does the few lines' script marked data-early, after the
// rail, which must run before the first paint too: it folds the contents
// on a phone, and done later that moves the whole page up. Each link carries a digest of the file's text
// (book.css?v=1a2b3c4d5e), so a browser that kept an old copy fetches
// the new one, and tools/checkpage.mjs can tell a stale file from the
// page that links it. The query is ignored from file://.
const SHARED = { css: 'book.css', js: 'book.js', examples: 'examples.js' };
const STYLE_BLOCK = /<style>\n?([\s\S]*?)<\/style>\n?/g;
const SCRIPT_BLOCK = /<script>\n?([\s\S]*?)<\/script>\n?/g;
const SLOT = {
  css: '<!-- the shared style -->',
  js: '<!-- the shared script -->',
};

// A shared file: its name, its text (with a line saying where it comes
// from), and the address a page links it by.
function sharedFile(name, what, text) {
  const body = `/* ${name}: ${what}, shared by every page that links it;\n`
    + `   written by tools/render.mjs: edit the source, not this file. */\n${text.trimEnd()}\n`;
  return digested(name, body);
}

// A file and the address that names its text: name?v=DIGEST, the first
// ten hex digits of the text's SHA-256.
function digested(name, text) {
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 10);
  return { name, text, href: `${name}?v=${digest}` };
}

// Cuts the template into the page (with the links in place of the
// blocks) and the text of book.css and book.js. The first <style> block
// becomes the stylesheet's <link>, the first script in <body> the
// script's <script src>; the others go.
function splitTemplate(template, slots) {
  const body = /^<body>$/m.exec(template);
  if (!body) throw new Error('tools/page.html: no line <body>');
  const at = body.index;
  const styles = [];
  const scripts = [];
  const keep = (list, slot) => (all, text) => {
    list.push(text);
    return list.length === 1 ? `${slot}\n` : '';
  };
  const head = template.slice(0, at).replace(STYLE_BLOCK, keep(styles, SLOT.css));
  const tail = template.slice(at).replace(SCRIPT_BLOCK, keep(scripts, SLOT.js));
  if (!styles.length) throw new Error('tools/page.html: no <style> in <head>');
  if (!scripts.length) throw new Error('tools/page.html: no <script> in <body>');
  const css = sharedFile(SHARED.css, 'the style of the book\'s pages, from the <style> blocks of tools/page.html',
    fill(styles.join('\n'), slots));
  const js = sharedFile(SHARED.js, 'the script of the book\'s pages, from the scripts in <body> of tools/page.html',
    fill(scripts.join('\n'), slots));
  const page = (head + tail)
    .replace(SLOT.css, `<link rel="stylesheet" href="${css.href}">`)
    .replace(SLOT.js, `<script src="${js.href}"></script>`);
  return { page, css, js };
}

// Fills in the template's {{name}} slots, in one pass, so that text put
// in one slot is never taken for another slot. (A replacer function,
// not a string, so a '$' in the page means nothing special.)
function fill(template, slots) {
  return template.replace(/\{\{([a-z-]+)\}\}/g, (all, name) => {
    if (!(name in slots)) throw new Error(`tools/page.html: no value for ${all}`);
    return slots[name];
  });
}

// Starts MathJax: TeX with the AMS packages and without `noundefined`, so
// an unknown macro is an error; a TeX error is thrown rather than typeset
// in red; SVG output with one glyph cache for the whole page (fontCache
// 'global'): each glyph's path is written once, in a hidden <svg> that
// defsOf() returns, and every formula refers to it with <use>. That
// halves the page against one cache per formula ('local'), and needs no
// JavaScript: the references are plain SVG. An inline formula is one
// SVG (linebreaks.inline off): MathJax 4 would otherwise cut it into
// pieces the browser may put on two lines.
async function startMathJax() {
  await MathJax.init({
    loader: { load: ['input/tex', 'output/svg', 'a11y/assistive-mml'] },
    tex: {
      packages: { '[+]': ['ams'], '[-]': ['noundefined'] },
      formatError(jax, err) { throw err; },
    },
    svg: { fontCache: 'global', linebreaks: { inline: false } },
    startup: { typeset: false },
  });
}

// The glyphs a page refers to, as one hidden SVG to put once in that
// page. MathJax keeps one cache for the whole run; its glyph ids name
// the glyph (MJX-NCM-N-30 is the digit 0), so each page takes from it
// the glyphs its own formulas use, in the cache's order.
function defsOf(page) {
  const adaptor = MathJax.startup.adaptor;
  const all = adaptor.outerHTML(MathJax.startup.output.fontCache.getCache());
  const used = new Set([...page.matchAll(/href="#(MJX-[^"]+)"/g)].map((m) => m[1]));
  const glyphs = [...all.matchAll(/<path id="([^"]+)"[^>]*>(?:<\/path>)?/g)]
    .filter((m) => used.has(m[1])).map((m) => m[0]).join('');
  return `<svg id="MJX-SVG-global-cache" class="mathjax-glyphs" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" width="0" height="0"><defs>${glyphs}</defs></svg>`;
}

// Writes a typeset formula. A numbered display formula (data-eq="3.4",
// see numberOf) becomes a row: the formula, in its own box that scrolls
// when it is wider than the column, and its number at the right.
function formulaHtml(tag, kind, svg, eq) {
  const math = `<${tag} class="math ${kind}">${svg}</${tag}>`;
  if (!eq) return math;
  return `<div class="equation" id="eq-${eq.replace(/\./g, '-')}">${math}<span class="eq-num">(${eq})</span></div>`;
}

// Typesets every formula of the page, in order (so MathJax's glyph cache
// is filled the same way on every run). A formula already typeset, on
// this page or an earlier one, is taken from the memo. Returns the page
// and the errors.
const typesetMemo = new Map();

// A formula that is only a number, such as \(100{,}000\) or \(0.5\),
// is written as text: it reads and looks the same, and a typeset number
// costs a page seven or eight DOM nodes (container, svg, glyph uses, the
// assistive MathML), which a chapter with a few dozen of them feels
// against its budget. The minus sign becomes a real minus, as TeX draws it.
const PLAIN_NUMBER = /^-?[0-9]+(?:\{,\}[0-9]{3})*(?:\.[0-9]+)?$/;
const plainNumber = (tex) => tex.replace(/\{,\}/g, ',').replace(/^-/, '\u2212');

async function typeset(page) {
  const adaptor = MathJax.startup.adaptor;
  const found = [...page.matchAll(MATH)];
  const errors = [];
  const out = [];
  let at = 0;
  for (const m of found) {
    const [all, tag, kind, where, eq, content] = m;
    const display = kind === 'display';
    const open = display ? '\\[' : '\\(';
    const close = display ? '\\]' : '\\)';
    let tex = unescapeHtml(content).trim();
    if (tex.startsWith(open) && tex.endsWith(close)) tex = tex.slice(2, -2);
    out.push(page.slice(at, m.index));
    at = m.index + all.length;
    if (!display && PLAIN_NUMBER.test(tex)) {
      out.push(plainNumber(tex));
      continue;
    }
    try {
      const key = `${display ? 'D' : 'I'}${tex}`;
      // MathJax copies the TeX of every node into a data-latex attribute,
      // for its menu and explorer, which these pages do not load: a tenth
      // of a chapter's weight, dropped (the assistive MathML stays).
      // Then its SVG is slimmed (tools/mathslim.mjs), once MathJax's
      // error marks have been looked for.
      if (!typesetMemo.has(key)) {
        const raw = adaptor.outerHTML(await MathJax.tex2svgPromise(tex, { display }))
          .replace(/ data-latex="[^"]*"/g, '');
        if (raw.includes('data-mjx-error') || raw.includes('<merror')) {
          throw new Error('MathJax marked the formula as an error');
        }
        typesetMemo.set(key, slimFormula(raw));
      }
      const svg = typesetMemo.get(key);
      out.push(formulaHtml(tag, kind, svg, eq));
    } catch (err) {
      errors.push(`${where || 'page'}: TeX error: ${err.message}\n    in ${open}${tex}${close}`);
      out.push(all);
    }
  }
  out.push(page.slice(at));
  return { page: out.join(''), errors, count: found.length };
}

// Where the glyph cache goes, filled in when every formula is typeset.
const GLYPHS_SLOT = '<!-- mathjax glyphs -->';

// Reads the body, builds the pages, typesets them, writes them. With
// OUT.html, one page (the whole body, as one-page.html is); with a
// directory, the book (see book.mjs): the front page, the chapters, the
// indexes and one-page.html, and intersect-wasm.js beside them.
async function main() {
  // --whole=H,C,NWHTML: the whole-function views (tools/whole.mjs), from
  // the downloadable header H and code file C, highlighted by NWHTML.
  // --scripts=DIR: where the scripts the text links are (see digestScripts).
  const args = process.argv.slice(2);
  const options = Object.fromEntries(args.filter((a) => a.startsWith('--'))
    .map((a) => [a.slice(2, a.indexOf('=') < 0 ? a.length : a.indexOf('=')), a.slice(a.indexOf('=') + 1)]));
  const [bodyPath, outPath, figureDir = 'build/figures', wasmPath] = args.filter((a) => !a.startsWith('--'));
  if (!bodyPath || !outPath) {
    console.error('usage: node tools/render.mjs [--whole=H,C,NWHTML] [--scripts=DIR] BODY.html (OUT.html | OUT-DIR) [FIGURE-DIR [WASM]]');
    process.exit(2);
  }
  const figures = figuresOf(readFileSync(bodyPath, 'utf8'), figureDir);
  const examples = examplesOf(figures.body, figureDir, Boolean(wasmPath));
  const failures = figures.errors.concat(examples.errors);
  if (options.whole) {
    const [h, c, nwhtml] = options.whole.split(',');
    const whole = wholeFunctionsOf(examples.body, readFileSync(h, 'utf8'), readFileSync(c, 'utf8'), nwhtml);
    examples.body = whole.body;
    failures.push(...whole.errors);
  }
  if (failures.length) {
    for (const e of failures) console.error(`render.mjs: ${e}`);
    process.exit(1);
  }
  // The front page's made parts (tools/front.mjs): the chapter list, the
  // table of tests and the helpers, from the header and the numbered body.
  const front = fillFront(onePageBody(linkSectionNames(numberOf(examples.body))),
    options.whole ? readFileSync(options.whole.split(',')[0], 'utf8') : '', figureDir);
  if (front.errors.length) {
    for (const e of front.errors) console.error(`render.mjs: ${e}`);
    process.exit(1);
  }
  const body = front.body;
  const single = outPath.endsWith('.html');
  await startMathJax();
  const mathjaxCss = MathJax.startup.adaptor.textContent(MathJax.svgStylesheet()).trim();
  const shared = splitTemplate(readFileSync(TEMPLATE, 'utf8'), { 'mathjax-css': mathjaxCss });
  const template = shared.page;
  const wasmFile = wasmPath ? digested(WASM_SCRIPT, wasmScript(wasmPath)) : null;
  const examplesFile = sharedFile(SHARED.examples, 'the script of the live examples, from tools/examples.js',
    readFileSync(new URL('./examples.js', import.meta.url), 'utf8'));
  const notes = chunkNotesFrom(body);
  const hasExamples = (html) => html.includes('<figure class="example"');
  const pageOf = (file, slots) => ({ file, html: fill(template, {
    'mathjax-glyphs': GLYPHS_SLOT,
    'chunk-notes': chunkNotesOf(slots.body, notes),
    examples: hasExamples(slots.body) ? examplesScript(wasmFile, examplesFile) : '',
    ...slots,
  }) });
  const oneTitle = titleOf(body);
  const pages = [];
  if (!single) {
    for (const p of splitBook(body).pages) {
      pages.push(pageOf(p.file, { title: escapeHtml(p.title), contents: p.contents, body: p.body.trimEnd(),
        'pager-top': p.pagerTop, 'pager-bottom': p.pagerBottom, 'book-link': BOOK_LINK.chapters }));
    }
  }
  pages.push(pageOf(single ? outPath : ONE_PAGE, {
    title: escapeHtml(single ? oneTitle : `${oneTitle} (the whole book on one page)`),
    contents: contentsOf(body), body: body.trimEnd(), 'pager-top': '', 'pager-bottom': '',
    'book-link': single ? '' : BOOK_LINK.onePage,
  }));
  const errors = [];
  let count = 0;
  for (const p of pages) {
    const done = await typeset(p.html);
    p.html = done.page;
    for (const e of done.errors) if (!errors.includes(e)) errors.push(e);
    count = Math.max(count, done.count);
  }
  MathJax.done();
  if (errors.length) {
    for (const e of errors) console.error(e);
    console.error(`render.mjs: ${errors.length} formula${errors.length > 1 ? 's' : ''} failed; ${outPath} not written`);
    process.exit(1);
  }
  if (!single) mkdirSync(outPath, { recursive: true });
  const where = (file) => (single ? file : `${outPath}/${file}`);
  // The shared files go beside the pages (beside the one page, given a file).
  const beside = (file) => (single ? outPath.replace(/[^/]*$/, file) : `${outPath}/${file}`);
  // A script the text itself links, such as the game's (game.js), gets
  // the digest of its file too: the file beside the pages, or, with
  // --scripts=DIR, in DIR (where the build put it before the pages).
  const scriptPath = (name) => [beside(name), options.scripts && `${options.scripts}/${name}`]
    .find((f) => f && existsSync(f));
  const digestScripts = (html) => html.replace(/<script src="([a-z0-9][a-z0-9._-]*\.js)"><\/script>/g,
    (all, name) => (scriptPath(name)
      ? `<script src="${digested(name, readFileSync(scriptPath(name), 'utf8')).href}"></script>` : all));
  for (const p of pages) {
    writeFileSync(where(p.file), digestScripts(p.html.replace(GLYPHS_SLOT, () => defsOf(p.html))));
  }
  for (const f of [shared.css, shared.js]) writeFileSync(beside(f.name), f.text);
  if (wasmPath) {
    writeFileSync(beside(wasmFile.name), wasmFile.text);
    writeFileSync(beside(examplesFile.name), examplesFile.text);
  }
  console.error(`render.mjs: ${count} formulas typeset, ${figures.count} figures, ${examples.count} live examples, `
    + `wrote ${single ? outPath : `${pages.length} pages to ${outPath}`}`);
}

// The line in the rail that leads from the chapters to the whole book
// on one page, and back.
const BOOK_LINK = {
  chapters: '<p class="book-link"><a href="one-page.html">The whole book on one page</a> (to find or print)</p>',
  onePage: '<p class="book-link"><a href="index.html">The book, chapter by chapter</a></p>',
};

main().catch((err) => {
  console.error(`render.mjs: ${err.stack || err}`);
  process.exit(1);
});
