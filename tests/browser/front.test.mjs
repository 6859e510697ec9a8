// front.test.mjs: the browser test of the book's front page (make
// check-browser).
//
//     node tests/browser/front.test.mjs [docs]
//
// One page load of docs/index.html, from file://. The table of tests
// and the list of helpers link every public function of intersect.h
// (read from docs/intersect.h, not from the page, so a function the
// page forgets is caught); every link of the front page lands (its page
// exists and holds its id); each test's row has its section and its
// live example; the core path is marked and is the one "Start here"
// names; the usage example and its output are there; nothing is cut at
// 1280 px and nothing scrolls the page sideways at 360 px.

import { test, check, none, open, close, run } from './harness.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const DIR = resolve(process.argv[2] || 'docs');
const FRONT = 'index.html';

// The public functions: every line of the header that starts (no
// indent, not a macro or a comment) with a declaration or definition
// of an isect_ function.
function headerFunctions() {
  const names = new Set();
  const text = readFileSync(join(DIR, 'intersect.h'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const line of text.split('\n')) {
    const m = /^(?![#\s])[^(=;]*?\b(isect_\w+)\(/.exec(line);
    if (m) names.add(m[1]);
  }
  return [...names];
}

// The ids of a page of the book, read once.
const idsOf = new Map();
function pageIds(file) {
  if (!idsOf.has(file)) {
    const html = readFileSync(join(DIR, file), 'utf8');
    idsOf.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  return idsOf.get(file);
}

let facts;
let o;

test('the front page opens without errors and within the budget', async () => {
  o = await open(pathToFileURL(join(DIR, FRONT)).href);
  facts = await o.page.evaluate(() => {
    const row = (tr) => [...tr.cells].map((td) => ({
      text: td.textContent.trim(),
      hrefs: [...td.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    }));
    const start = document.getElementById('start-here');
    const startLinks = [];
    for (let el = start && start.nextElementSibling; el && !/^H[1-6]$/.test(el.tagName); el = el.nextElementSibling) {
      if (el.matches('ol.chapter-list')) continue;
      for (const a of el.querySelectorAll('a')) startLinks.push(a.getAttribute('href'));
    }
    return {
      nodes: document.getElementsByTagName('*').length,
      rows: [...document.querySelectorAll('table.test-table tbody tr')].map(row),
      helpers: [...document.querySelectorAll('ul.helper-list a')].map((a) => ({ text: a.textContent.trim(), href: a.getAttribute('href') })),
      links: [...document.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href')),
      chapters: [...document.querySelectorAll('ol.chapter-list li')].map((li) => ({
        href: li.querySelector('a').getAttribute('href'), core: li.classList.contains('core'),
        badge: Boolean(li.querySelector('.badge')) })),
      startLinks,
      figure: document.querySelectorAll('main .front-figure svg').length,
      usage: [...document.querySelectorAll('main pre')].map((p) => p.textContent),
    };
  });
  none(o.errors, 'errors');
  none(o.foreign, 'requests to another host');
  check(facts.nodes < 8000, `${facts.nodes} DOM nodes`);
  check(facts.figure === 1, `${facts.figure} figures at the top`);
});

test('the table of tests and the helpers link every public function of intersect.h', async () => {
  const fns = headerFunctions();
  check(fns.length > 50, `only ${fns.length} functions read from the header`);
  const linked = new Map();
  for (const r of facts.rows) {
    const m = /#def-(isect_\w+)$/.exec(r[3] ? r[3].hrefs[0] || '' : '');
    if (m) linked.set(m[1], 'test');
  }
  for (const h of facts.helpers) {
    const m = /#def-(isect_\w+)$/.exec(h.href);
    if (m && !linked.has(m[1])) linked.set(m[1], 'helper');
  }
  none(fns.filter((f) => !linked.has(f)), 'public functions not linked from the front page');
  none([...linked.keys()].filter((f) => !fns.includes(f)), 'functions on the front page that the header does not declare');
  // The tests are the functions that answer yes or no about shapes: each
  // is a row. A function that builds or changes a grid (its first
  // parameter is the isect_grid it changes) answers whether it could, and
  // is listed with the helpers.
  const header = readFileSync(join(DIR, 'intersect.h'), 'utf8');
  const tests = fns.filter((f) => new RegExp(`^bool\\s+${f}\\((?!isect_grid \\*)`, 'm').test(header));
  none(tests.filter((f) => linked.get(f) !== 'test'), 'tests not in the table');
  check(facts.rows.length === tests.length, `${facts.rows.length} rows for ${tests.length} tests`);
});

test('each row: shapes, static or swept, result, and links to the function, its section and its example', async () => {
  const problems = [];
  for (const r of facts.rows) {
    const name = r[3] ? r[3].text : '?';
    if (r.length !== 6) { problems.push(`${name}: ${r.length} cells`); continue; }
    if (!/ × /.test(r[0].text)) problems.push(`${name}: shapes "${r[0].text}"`);
    if (!/^(static|swept)$/.test(r[1].text)) problems.push(`${name}: "${r[1].text}" for static or swept`);
    if (r[1].text === 'swept' && !/swept/.test(r[0].text)) problems.push(`${name}: swept, but no swept shape`);
    if (/sweep/.test(name) !== (r[1].text === 'swept')) problems.push(`${name}: ${r[1].text}`);
    if (!/^(Hit|Sweep|yes\/no)$/.test(r[2].text)) problems.push(`${name}: result "${r[2].text}"`);
    if (!/^isect_\w+$/.test(name)) problems.push(`function cell "${name}"`);
    if (!/#(?!def-|ex-)[a-z0-9-]+$/.test(r[4].hrefs[0] || '')) problems.push(`${name}: section link ${r[4].hrefs[0]}`);
    if (!/#ex-[a-z0-9-]+$/.test(r[5].hrefs[0] || '')) problems.push(`${name}: example link ${r[5].hrefs[0]}`);
    // The function is defined on the page its section is on.
    const page = (href) => (href.includes('#') ? href.slice(0, href.indexOf('#')) : '') || FRONT;
    if (page(r[3].hrefs[0]) !== page(r[4].hrefs[0])) problems.push(`${name}: defined on ${page(r[3].hrefs[0])}, section on ${page(r[4].hrefs[0])}`);
  }
  none(problems, 'bad rows');
});

test('every link on the front page lands: its page exists and holds its id', async () => {
  const problems = [];
  for (const href of new Set(facts.links)) {
    if (/^[a-z]+:/.test(href)) continue; // the prerequisites' links to the web
    const [file, id] = href.split('#');
    const target = file || FRONT;
    if (!existsSync(join(DIR, target))) { problems.push(`${href}: no file ${target}`); continue; }
    if (id !== undefined && target.endsWith('.html') && !pageIds(target).has(decodeURIComponent(id))) {
      problems.push(`${href}: no id "${id}" on ${target}`);
    }
  }
  check(facts.links.length > 100, `only ${facts.links.length} links`);
  none(problems, 'links that do not land');
});

test('the core path is marked in the chapter list, and is what "Start here" names', async () => {
  const chapterPage = (href) => href.split('#')[0];
  const core = facts.chapters.filter((c) => c.core);
  check(facts.chapters.length >= 15, `${facts.chapters.length} chapters listed`);
  check(core.length >= 3 && core.length < facts.chapters.length / 2, `${core.length} core chapters`);
  none(facts.chapters.filter((c) => c.core !== c.badge).map((c) => c.href), 'chapters whose badge and class disagree');
  const named = new Set(facts.startLinks.map(chapterPage).filter((f) => facts.chapters.some((c) => chapterPage(c.href) === f)));
  const marked = new Set(core.map((c) => chapterPage(c.href)));
  check([...named].sort().join() === [...marked].sort().join(),
    `"Start here" names ${[...named].join(', ')}; the list marks ${[...marked].join(', ')}`);
});

test('the usage example and its output, and how to build and test', async () => {
  const code = facts.usage.find((t) => t.includes('#include "intersect.h"'));
  check(code && /int main\(void\)/.test(code) && /isect_\w+\(/.test(code), 'no usage example with main and a test');
  check(facts.usage.some((t) => /^normal \(1, 0\), player at \(12, 3\)\s*$/.test(t)), 'the output line is not shown');
  check(facts.usage.some((t) => /^make\b/m.test(t) && /^make test\b/m.test(t)), 'no make and make test');
  check(facts.links.includes('intersect.h') && facts.links.includes('intersect.c'), 'no download links');
});

test('nothing cut at 1280 px; no sideways scroll at 360 px', async () => {
  const cut = () => [...document.querySelectorAll('main pre, main table, main figure, main .math.display')]
    .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'auto')
    .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
  none(await o.page.evaluate(cut), 'cut at 1280 px');
  const table = await o.page.evaluate(() => {
    const t = document.querySelector('table.test-table');
    return { scroll: t.scrollWidth, client: t.clientWidth };
  });
  check(table.scroll <= table.client, `the table scrolls at 1280 px (${table.scroll} > ${table.client})`);
  await o.page.setViewportSize({ width: 360, height: 740 });
  const wide = await o.page.evaluate(() => document.documentElement.scrollWidth);
  check(wide <= 360, `the page is ${wide} px wide at 360 px`);
  await close(o);
});

run(`${DIR}/${FRONT} (the front page)`).catch((err) => {
  console.error(`front.test.mjs: ${err.stack || err}`);
  process.exit(1);
});
