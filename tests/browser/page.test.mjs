// page.test.mjs: the browser tests of the woven page (make check-browser).
//
//     node tests/browser/page.test.mjs [PAGE.html...]
//
// Each test that reads a page runs on every page given (make
// check-browser gives a chapter page, docs/axis-aligned-boxes.html, and
// the whole book, docs/one-page.html); a test of what the shared script
// does (the theme switch, the page over http) on the first only. The
// tests of the book's pages together are in book.test.mjs.
//
// The runner and the browser come from harness.mjs (Debian's chromium
// through playwright-core; "N passed, N failed" at the end).

import { test as addTest, check, none, open, close, run, browser, shared } from './harness.mjs';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve, dirname, extname, join, normalize, basename } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { parseColour, contrast, simulate, deltaE, DEFICIENCIES } from './colour.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const PAGES = (process.argv.length > 2 ? process.argv.slice(2) : ['docs/one-page.html']).map((p) => resolve(p));
const FIRST_URL = pathToFileURL(PAGES[0]).href;
const FIXTURE_URL = pathToFileURL(join(HERE, 'fixtures/figures.html')).href;

// The pages the tests share (harness.mjs, shared()), one per page and
// setting: light at 1280 px, dark, 360 px, and JavaScript off (resized
// between 1280 and 360 px as a test needs). A page the size of the whole
// book takes seconds to load and lay out; most checks only read it.
const LIGHT = {};
const DARK = { colorScheme: 'dark' };
const NARROW = { viewport: { width: 360, height: 800 } };
const NO_JS = { javaScriptEnabled: false };
async function sharedAt(url, options = LIGHT) {
  return shared(url, options);
}
async function noScriptAt(url, width) {
  const o = await shared(url, NO_JS);
  if (width && o.page.viewportSize().width !== width) await o.page.setViewportSize({ width, height: 800 });
  return o;
}

// ---------------------------------------------------------------------
// Checks run inside the page (each returns a list of problems).

// Sideways scrolling of the page itself (a box that scrolls on its own,
// such as a wide formula or a code block, is fine).
const sidewaysScroll = () => {
  const d = document.documentElement;
  return d.scrollWidth > d.clientWidth ? [`page is ${d.scrollWidth} px wide in a ${d.clientWidth} px window`] : [];
};

// Formulas: each .math holds an svg and its assistive MathML; no TeX
// delimiters left in the text outside code; every glyph <use> refers to
// an existing glyph; the first formulas have a size (their glyphs drew).
const formulaProblems = () => {
  const problems = [];
  const maths = document.querySelectorAll('.math');
  if (maths.length === 0) problems.push('no formula on the page');
  maths.forEach((m, i) => {
    if (!m.querySelector('mjx-container svg')) problems.push(`formula ${i}: no svg`);
    if (!m.querySelector('mjx-assistive-mml math')) problems.push(`formula ${i}: no assistive MathML`);
  });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.parentElement.closest('pre, code, script, style, svg, mjx-assistive-mml')) continue;
    const m = /\\\(|\\\)|\\\[|\\\]|\$\$/.exec(n.data);
    if (m) problems.push(`raw TeX ${m[0]} in "${n.data.trim().slice(0, 60)}"`);
  }
  document.querySelectorAll('.math use').forEach((u) => {
    const href = u.getAttribute('href') || u.getAttribute('xlink:href');
    if (!href || !document.getElementById(href.slice(1))) problems.push(`glyph ${href} missing`);
  });
  [...maths].slice(0, 20).forEach((m, i) => {
    const box = m.querySelector('svg g').getBBox();
    if (!(box.width > 0 && box.height > 0)) problems.push(`formula ${i} draws nothing`);
  });
  return problems;
};

// Figures: exactly one inline drawing (an svg that is a child of the
// figure; formulas in the caption are MathJax's own svgs), role="img", a
// non-empty aria-label, and a class on every shape element inside it.
const figureProblems = () => {
  const problems = [];
  document.querySelectorAll('figure.figure').forEach((f) => {
    const id = f.id || '(no id)';
    const svgs = f.querySelectorAll(':scope > svg');
    if (svgs.length !== 1) { problems.push(`${id}: ${svgs.length} svg elements, not 1`); return; }
    const svg = svgs[0];
    if (svg.getAttribute('role') !== 'img') problems.push(`${id}: svg without role="img"`);
    if (!(svg.getAttribute('aria-label') || '').trim()) problems.push(`${id}: svg without an aria-label`);
    svg.querySelectorAll('path, rect, circle, line, polygon, polyline, ellipse').forEach((s) => {
      if (!s.getAttribute('class')) problems.push(`${id}: a <${s.localName}> without a class`);
    });
  });
  return problems;
};

// Internal links: every href="#x" (HTML and SVG) lands on an element id.
const linkProblems = () => {
  const problems = [];
  let count = 0;
  document.querySelectorAll('[href^="#"], [*|href^="#"]').forEach((a) => {
    const href = a.getAttribute('href') || a.getAttributeNS('http://www.w3.org/1999/xlink', 'href');
    if (!href || !href.startsWith('#')) return;
    count++;
    const id = decodeURIComponent(href.slice(1));
    if (id && !document.getElementById(id)) problems.push(`link to ${href} lands nowhere`);
  });
  if (count < 100) problems.push(`only ${count} internal links: the check is looking at the wrong page`);
  return problems;
};

// The palette: every variable the figures read, per theme.
const FIG_VARS = ['--fig-ink', '--fig-muted', '--fig-clear', '--fig-hit', '--fig-fixed', '--fig-query'];
const PALETTE_VARS = ['--bg', '--fg', '--muted', '--link', '--rule', '--panel', '--kw', '--cm', '--st', '--nu',
  ...FIG_VARS, '--fig-fill-opacity'];
const paletteOf = (names) => {
  const s = getComputedStyle(document.documentElement);
  return Object.fromEntries(names.map((n) => [n, s.getPropertyValue(n).trim()]));
};

const bodyBackground = () => getComputedStyle(document.body).backgroundColor;

// ---------------------------------------------------------------------
// The tests.

// The tests of one page: PAGE is its path, and the name of each test
// says which page it ran on.
function pageTests(PAGE) {
  const PAGE_URL = pathToFileURL(PAGE).href;
  const NAME = basename(PAGE);
  const whole = NAME === 'one-page.html';
  const test = (name, fn) => addTest(`${name} [${NAME}]`, fn);
  // A test of what the shared script does, the same on every page
  // (book.js): run on the first page given only (make check-browser
  // gives the chapter first, a tenth of the whole book's load).
  const behaviour = (name, fn) => { if (PAGE === PAGES[0]) test(name, fn); };
  const sharedPage = async () => (await sharedAt(PAGE_URL)).page;

  for (const scheme of ['light', 'dark']) {
    test(`no console error, no foreign request (${scheme} theme)`, async () => {
      const o = await sharedAt(PAGE_URL, scheme === 'dark' ? DARK : LIGHT);
      await o.page.mouse.wheel(0, 20000); // run the scroll handler too
      // Two frames: the scroll handler runs in the first.
      await o.page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      none(o.errors, 'errors');
      none(o.foreign, 'requests to another host');
    });
  }

  for (const width of [1280, 360]) {
    for (const javaScriptEnabled of [true, false]) {
      test(`no sideways scroll at ${width} px (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
        const o = javaScriptEnabled ? await sharedAt(PAGE_URL, width === 360 ? NARROW : LIGHT)
          : await noScriptAt(PAGE_URL, width);
        // As loaded (on a narrow screen, with JavaScript, the contents
        // start folded), then with the contents open.
        const was = await o.page.evaluate(() => document.querySelector('#contents details').open);
        none(await o.page.evaluate(sidewaysScroll), 'problems');
        await o.page.evaluate(() => { document.querySelector('#contents details').open = true; });
        none(await o.page.evaluate(sidewaysScroll), 'problems with the contents open');
        await o.page.evaluate((open) => { document.querySelector('#contents details').open = open; }, was);
      });
    }
  }

  test('every formula is typeset, with JavaScript off too', async () => {
    none(await (await sharedPage()).evaluate(formulaProblems), 'formula problems');
    const o = await noScriptAt(PAGE_URL); // at any width: the checks do not depend on it
    none(await o.page.evaluate(formulaProblems), 'formula problems with JavaScript off');
  });

  test('a display formula wider than the column scrolls in its own box', async () => {
    const o = await sharedAt(PAGE_URL, NARROW);
    const r = await o.page.evaluate(() => {
      const boxes = [...document.querySelectorAll('.math.display')];
      const wide = boxes.filter((b) => b.scrollWidth > b.clientWidth + 1);
      return { count: boxes.length, wide: wide.length,
        scrolls: wide.every((b) => ['auto', 'scroll'].includes(getComputedStyle(b).overflowX)) };
    });
    check(r.count > 0, 'no display formula');
    check(r.wide > 0, 'no display formula is wider than 360 px: the test shows nothing');
    check(r.scrolls, 'a wide display formula does not scroll in its own box');
  });

  // Tables: each is a real table (a header row, cells, formulas in cells
  // drawn at their size); none is cut at 1280 px; on a 360 px phone a
  // wider one scrolls in its own box, and the text wraps only at spaces.
  const tableFacts = () => [...document.querySelectorAll('main table')].map((t) => ({
    heads: t.querySelectorAll('thead th').length,
    cells: t.querySelectorAll('tbody td').length,
    wide: t.scrollWidth > t.clientWidth + 1,
    scrolls: ['auto', 'scroll'].includes(getComputedStyle(t).overflowX),
    flatFormulas: [...t.querySelectorAll('.math svg')].filter((v) => v.getBoundingClientRect().width < 4).length,
    brokenWords: [...t.querySelectorAll('th, td')].filter((c) => getComputedStyle(c).overflowWrap === 'anywhere').length,
  }));

  test('tables render as tables, uncut at 1280 px, scrolling in their own box at 360 px', async () => {
    for (const width of [1280, 360]) {
      const o = await sharedAt(PAGE_URL, width === 360 ? NARROW : LIGHT);
      const tables = await o.page.evaluate(tableFacts);
      if (whole) check(tables.length >= 2, `${width} px: ${tables.length} tables (the roles and the far-from-origin measurement)`);
      tables.forEach((t, i) => {
        check(t.heads > 0 && t.cells > 0, `${width} px: table ${i} has ${t.heads} header cells and ${t.cells} cells`);
        check(t.flatFormulas === 0, `${width} px: table ${i} has ${t.flatFormulas} formulas drawn flat`);
        check(t.brokenWords === 0, `${width} px: table ${i} breaks words inside ${t.brokenWords} cells`);
        if (width === 1280) check(!t.wide, `1280 px: table ${i} is cut (wider than the column)`);
        else if (t.wide) check(t.scrolls, `360 px: table ${i} is wider than the window and does not scroll`);
      });
      if (width === 360 && whole) check(tables.some((t) => t.wide), '360 px: no table is wider than the window: the test shows nothing');
      none(await o.page.evaluate(sidewaysScroll), `${width} px: sideways scroll`);
    }
  });

  test('sections and display formulas are numbered', async () => {
    const o = { page: await sharedPage() };
    const r = await o.page.evaluate(() => ({
      head: document.querySelector('#box-vs-segment')?.textContent.trim(),
      rail: document.querySelector('#contents a[href="#box-vs-segment"]')?.textContent.trim(),
      eqs: [...document.querySelectorAll('.equation')].map((e) => {
        const n = e.querySelector('.eq-num');
        const m = e.querySelector('.math.display');
        return { id: e.id, num: n?.textContent, right: n && m && n.getBoundingClientRect().left >= m.getBoundingClientRect().right - 1 };
      }),
      displays: document.querySelectorAll('.math.display').length,
    }));
    check(/^3\.2\s+Box vs segment$/.test(r.head || ''), `heading reads ${JSON.stringify(r.head)}`);
    check(/^3\.2\s+Box vs segment$/.test(r.rail || ''), `contents entry reads ${JSON.stringify(r.rail)}`);
    check(r.eqs.length === r.displays, `${r.displays} display formulas, ${r.eqs.length} numbered`);
    for (const e of r.eqs) {
      check(/^\((\d+\.)?\d+\)$/.test(e.num || ''), `${e.id}: number ${JSON.stringify(e.num)}`);
      check(e.id === `eq-${e.num.slice(1, -1).replace('.', '-')}`, `${e.id} is numbered ${e.num}`);
      check(e.right, `${e.id}: the number is not at the right of the formula`);
    }

  });

  test('every figure: one inline svg, role="img", a label, a class on every shape', async () => {
    const o = { page: await sharedPage() };
    none(await o.page.evaluate(figureProblems), 'figure problems');

  });

  test('every internal link lands on an existing id', async () => {
    const o = { page: await sharedPage() };
    none(await o.page.evaluate(linkProblems), 'broken links');

  });

  // Reload the page until `holds` is true in it, for at most ten seconds;
  // true if it came true.
  async function reloadUntil(page, holds) {
    const until = Date.now() + 10000;
    for (;;) {
      await page.waitForTimeout(250);
      await page.reload({ waitUntil: 'load' });
      if (await page.evaluate(holds)) return true;
      if (Date.now() > until) return false;
    }
  }

  behaviour('the theme switch flips the theme, repaints, and persists across a reload', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const o = await open(PAGE_URL, { context });
    const { page } = o;
    const light = await page.evaluate(bodyBackground);
    check(await page.isVisible('.theme button[data-theme-choice=dark]'), 'no visible Dark button');
    await page.click('.theme button[data-theme-choice=dark]');
    check(await page.evaluate(() => document.documentElement.dataset.theme) === 'dark', 'data-theme is not dark');
    const dark = await page.evaluate(bodyBackground);
    check(dark !== light, `the background stayed ${light}`);
    // Chromium hands a page's localStorage writes to its browser process
    // a moment later; a reload on a busy machine can start before they
    // land (seen in full make test runs, even half a second after the
    // click). A reader does not reload within milliseconds, so the test
    // waits for the condition, not for a fixed time: it reloads until the
    // choice shows, for at most ten seconds. A choice that is never kept
    // still fails.
    const isDark = () => document.documentElement.dataset.theme === 'dark';
    check(await reloadUntil(page, isDark), 'dark did not persist');
    check(await page.evaluate(bodyBackground) === dark, 'the reloaded page is not dark');
    check(await page.getAttribute('.theme button[data-theme-choice=dark]', 'aria-pressed') === 'true',
      'the Dark button is not shown pressed after a reload');
    await page.click('.theme button[data-theme-choice=system]');
    check(await page.evaluate(() => !document.documentElement.hasAttribute('data-theme')), 'Auto left a data-theme');
    check(await page.evaluate(bodyBackground) === light, 'Auto in a light system is not light');
    const isAuto = () => !document.documentElement.hasAttribute('data-theme');
    check(await reloadUntil(page, isAuto), 'Auto did not persist');
    none(o.errors, 'errors');
    await context.close();
  });

  test('the stored theme is applied in <head>, before any style (no flash)', async () => {
    const o = { page: await sharedPage() };
    const r = await o.page.evaluate(() => {
      const first = document.querySelector('script, style, link[rel=stylesheet]');
      return { inHead: first && first.parentElement === document.head, tag: first && first.localName,
        text: first ? first.textContent : '' };
    });
    check(r.inHead && r.tag === 'script' && r.text.includes('data-theme'),
      'the first script or style in the page is not the theme script in <head>');

  });

  // The rail's entry for a late section: four fifths down the entries of
  // this page (on the whole book, chapter 14 or so; today's bug put the
  // entry off screen from chapter 4 on).
  const lateSection = () => {
    const ids = [...document.querySelectorAll('#contents details a[href^="#"]')]
      .map((a) => a.getAttribute('href').slice(1))
      .filter((id) => /^H[23]$/.test(document.getElementById(id)?.tagName));
    return ids[Math.floor(ids.length * 0.8)];
  };
  // Whether the marked entry is inside the rail's visible box and the window.
  const markedInView = () => {
    const a = document.querySelector('#contents a[aria-current]');
    if (!a) return 'nothing is marked';
    const r = a.getBoundingClientRect();
    const n = document.getElementById('contents').getBoundingClientRect();
    const top = Math.max(n.top, 0);
    const bottom = Math.min(n.bottom, window.innerHeight);
    return r.top >= top - 1 && r.bottom <= bottom + 1 ? '' : `the marked entry is at ${Math.round(r.top)}..${Math.round(r.bottom)} px, the rail shows ${Math.round(top)}..${Math.round(bottom)} px`;
  };

  test('the current section is marked in the contents while scrolling, and stays in view', async () => {
    const o = await sharedAt(PAGE_URL);
    const current = async () => o.page.evaluate(() =>
      document.querySelector('#contents a[aria-current]')?.getAttribute('href'));
    const late = await o.page.evaluate(lateSection);
    check(late, 'no late section in the contents');
    for (const id of ['box-vs-segment', late]) {
      await o.page.evaluate((h) => document.getElementById(h).scrollIntoView(), id);
      await o.page.waitForFunction((h) =>
        document.querySelector('#contents a[aria-current]')?.getAttribute('href') === `#${h}`, id, { timeout: 10000 })
        .catch(() => {});
      check(await current() === `#${id}`, `at #${id} the contents mark ${await current()}`);
      const inView = await o.page.evaluate(markedInView);
      check(inView === '', `at #${id}: ${inView}`);
    }
    check(await o.page.evaluate(() => document.querySelectorAll('#contents a[aria-current]').length) === 1,
      'more than one entry is marked');
  });

  test('a chunk name shows where the chunk is defined and used, on hover and on focus', async () => {
    const o = await sharedAt(PAGE_URL);
    const { page } = o;
    const use = page.locator('pre.code a.use').first();
    await use.focus();
    await page.waitForSelector('#chunk-tip:not([hidden])', { timeout: 10000 });
    const tip = await page.textContent('#chunk-tip');
    check(/defined in \d/.test(tip) && /used in \d/.test(tip), `focus shows ${JSON.stringify(tip)}`);
    check(await use.getAttribute('aria-describedby') === 'chunk-tip', 'the focused link is not described by the note');
    await page.keyboard.press('Escape');
    check(await page.isHidden('#chunk-tip'), 'Escape does not hide the note');
    const head = page.locator('.chunk-head a.chunk-name').nth(3);
    await head.hover();
    await page.waitForSelector('#chunk-tip:not([hidden])', { timeout: 10000 });
    check(/defined in \d/.test(await page.textContent('#chunk-tip')), 'hover shows no note');
    await page.mouse.move(0, 0);
    await page.waitForSelector('#chunk-tip', { state: 'hidden', timeout: 10000 });
  });

  test('print: no rail, no switch, light colours, code wrapped, figures kept whole', async () => {
    const o = await sharedAt(PAGE_URL, DARK);
    await o.page.emulateMedia({ media: 'print' });
    const r = await o.page.evaluate(() => {
      const cs = (sel) => (document.querySelector(sel) ? getComputedStyle(document.querySelector(sel)) : null);
      return {
        rail: cs('#contents').display,
        theme: cs('.theme').display,
        bg: getComputedStyle(document.body).backgroundColor,
        pre: cs('pre.code').whiteSpace,
        figure: (() => { const f = document.createElement('figure'); f.className = 'figure';
          document.querySelector('main').appendChild(f); const v = getComputedStyle(f).breakInside; f.remove(); return v; })(),
      };
    });
    check(r.rail === 'none', `the rail is ${r.rail} in print`);
    check(r.theme === 'none', `the theme switch is ${r.theme} in print`);
    check(r.bg === 'rgb(255, 255, 255)', `the printed background is ${r.bg}`);
    check(r.pre === 'pre-wrap', `code is ${r.pre} in print`);
    check(r.figure === 'avoid', `a figure breaks: ${r.figure}`);
    await o.page.emulateMedia({ media: 'screen' });
  });

  behaviour('the page works over http from a local server, downloads included', async () => {
    const root = dirname(PAGE);
    const server = createServer(async (req, res) => {
      const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
      const file = join(root, path === '/' ? 'index.html' : path);
      if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
      try {
        const body = await readFile(file);
        const type = { '.html': 'text/html; charset=utf-8', '.h': 'text/plain', '.c': 'text/plain', '.js': 'text/javascript',
          '.css': 'text/css' }[extname(file)];
        res.writeHead(200, { 'content-type': type || 'application/octet-stream' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
    try {
      const url = `http://127.0.0.1:${server.address().port}/${NAME}`;
      const o = await open(url);
      check((await o.page.title()).length > 0, 'no title');
      // The shared style and script came over http too.
      check(await o.page.evaluate(() => getComputedStyle(document.querySelector('.chunk')).borderTopStyle) === 'solid',
        'the shared style (book.css) does not apply');
      check(await o.page.isVisible('.theme button[data-theme-choice=dark]'), 'the shared script (book.js) did not run');
      none(o.errors, 'errors');
      none(o.foreign, 'requests to another host');
      none(await o.page.evaluate(formulaProblems), 'formula problems');
      for (const f of ['intersect.h', 'intersect.c']) {
        const href = await o.page.getAttribute(`#contents a[href="${f}"]`, 'href');
        check(href === f, `no download link for ${f}`);
        const res = await o.context.request.get(new URL(href, url).href);
        check(res.ok() && (await res.text()).includes('isect_'), `${f} does not download`);
      }
      await close(o);
    } finally {
      await new Promise((ok) => server.close(ok));
    }
  });
}

for (const page of PAGES) pageTests(page);

addTest('the figure check catches bad figures (fixture page)', async () => {
  const o = await open(FIXTURE_URL);
  const problems = await o.page.evaluate(figureProblems);
  const expected = ['fig-no-svg: 0 svg', 'fig-two-svgs: 2 svg', 'fig-no-role: svg without role',
    'fig-empty-label: svg without an aria-label', 'fig-unstyled: a <polygon> without a class'];
  for (const e of expected) check(problems.some((p) => p.startsWith(e)), `not reported: ${e}`);
  check(!problems.some((p) => p.startsWith('fig-good')), `the good figure is reported: ${problems}`);
  check(problems.length === expected.length, `unexpected reports: ${problems.join('; ')}`);
  await close(o);
});

addTest('dark from the system and dark from the switch are the same palette', async () => {
  const sys = await open(FIRST_URL, { colorScheme: 'dark' });
  const fromSystem = await sys.page.evaluate(paletteOf, PALETTE_VARS);
  await close(sys);
  const chosen = await open(FIRST_URL, { colorScheme: 'light' });
  await chosen.page.click('.theme button[data-theme-choice=dark]');
  const fromSwitch = await chosen.page.evaluate(paletteOf, PALETTE_VARS);
  await chosen.page.click('.theme button[data-theme-choice=light]');
  const light = await chosen.page.evaluate(paletteOf, PALETTE_VARS);
  await close(chosen);
  for (const v of PALETTE_VARS) {
    check(fromSystem[v] !== '', `${v} is not defined`);
    check(fromSystem[v] === fromSwitch[v], `${v}: ${fromSystem[v]} from the system, ${fromSwitch[v]} from the switch`);
  }
  check(light['--bg'] !== fromSystem['--bg'], 'light and dark have the same background');
});

addTest('the figure palette: legible in both themes, told apart with a colour vision deficiency', async () => {
  const meaning = ['--fig-clear', '--fig-hit', '--fig-fixed', '--fig-query'];
  for (const scheme of ['light', 'dark']) {
    const o = await open(FIRST_URL, { colorScheme: scheme });
    const p = await o.page.evaluate(paletteOf, PALETTE_VARS);
    await close(o);
    const bg = parseColour(p['--bg']);
    for (const v of FIG_VARS) {
      const c = contrast(parseColour(p[v]), bg);
      check(c >= 3, `${scheme}: ${v} ${p[v]} has contrast ${c.toFixed(2)} on ${p['--bg']} (under 3)`);
    }
    const opacity = Number(p['--fig-fill-opacity']);
    check(opacity > 0 && opacity < 1, `${scheme}: --fig-fill-opacity is ${p['--fig-fill-opacity']}`);
    for (const d of DEFICIENCIES) {
      for (let i = 0; i < meaning.length; i++) {
        for (let j = i + 1; j < meaning.length; j++) {
          const e = deltaE(simulate(parseColour(p[meaning[i]]), d), simulate(parseColour(p[meaning[j]]), d));
          check(e >= 10, `${scheme}, ${d}: ${meaning[i]} and ${meaning[j]} differ by only ${e.toFixed(1)}`);
        }
      }
    }
  }
});

// ---------------------------------------------------------------------

run(PAGES.map((p) => basename(p)).join(', ')).catch((err) => {
  console.error(`page.test.mjs: ${err.stack || err}`);
  process.exit(1);
});
