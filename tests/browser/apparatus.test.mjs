// apparatus.test.mjs: the browser tests of what frames the code and the
// formulas (make check-browser): nothing cut off on a desktop, a visible
// cue on whatever scrolls sideways on a phone, inline formulas kept on
// one line, the chunk notes folded, and the whole-function views with
// their copy button.
//
//     node tests/browser/apparatus.test.mjs [docs/index.html [docs/intersect.c]]
//
// The runner and the browser come from harness.mjs.

import { test, check, none, open, close, run, shared } from './harness.mjs';
import { readFileSync } from 'node:fs';
import { resolve, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const PAGE = resolve(process.argv[2] || 'docs/index.html');
const CODE = resolve(process.argv[3] || join(dirname(PAGE), 'intersect.c'));
const PAGE_URL = pathToFileURL(PAGE).href;

// The definition of name in the downloadable intersect.c, as a reader
// would cut it out: from the line that starts with its return type and
// "name(" to the first "}" alone on a line.
function definition(code, name) {
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (/^static\b/.test(lines[i]) || !new RegExp(`^[A-Za-z_][\\w \\t*]*\\b${name}\\(`).test(lines[i])) continue;
    const end = lines.indexOf('}', i);
    const text = lines.slice(i, end + 1).join('\n');
    if (end > i && text.indexOf('{') >= 0 && !text.slice(0, text.indexOf('{')).includes(';')) return `${text}\n`;
  }
  return null;
}

// ---------------------------------------------------------------------
// Checks run inside the page.

// Opens every <details> in the text (the chunk notes and the whole
// functions), so what they hold is measured too; closeAgain() closes
// the ones it opened (the pages are shared by the tests).
const openAll = () => {
  document.querySelectorAll('main details:not([open])').forEach((d) => { d.open = true; d.dataset.testOpened = ''; });
};
const closeAgain = () => {
  document.querySelectorAll('main details[data-test-opened]').forEach((d) => { d.open = false; delete d.dataset.testOpened; });
};

// The page (JavaScript on) at a width: one page at 360 px, one at the
// desktop widths, resized as a test needs (a page this size takes
// seconds to load; a resize lays it out again, which is all a test of
// another width needs).
async function pageAt(width) {
  const o = await shared(PAGE_URL, { viewport: { width: width < 1000 ? 360 : 1280, height: 800 } });
  if (o.page.viewportSize().width !== width) await o.page.setViewportSize({ width, height: 800 });
  return o;
}

// Code blocks, display formulas and figures whose content is wider than
// their box (cut, or scrolling to show the rest), and boxes that reach
// past the window's right edge.
const cutOff = () => {
  const problems = [];
  const what = (e) => `${e.localName}.${[...e.classList].join('.')}${e.id ? `#${e.id}` : ''}` +
    ` in ${e.closest('[id]')?.id || 'main'}`;
  const boxes = document.querySelectorAll('main pre, main .math.display, main figure');
  boxes.forEach((e) => {
    if (e.getClientRects().length === 0) return; // not shown
    if (e.scrollWidth > e.clientWidth + 1) problems.push(`${what(e)}: ${e.scrollWidth} px of content in ${e.clientWidth} px`);
    const r = e.getBoundingClientRect();
    if (r.right > document.documentElement.clientWidth + 0.5) problems.push(`${what(e)}: reaches ${Math.round(r.right)} px, past the window`);
  });
  if (boxes.length < 300) problems.push(`only ${boxes.length} code blocks, formulas and figures: the check is looking at the wrong page`);
  return problems;
};

// Every box that scrolls sideways, and whether it has the cue: shadow
// layers (radial gradients) that stay put and covers that scroll with the
// content (attachment local).
const sidewaysBoxes = () => {
  const out = [];
  document.querySelectorAll('main *').forEach((e) => {
    if (e.scrollWidth <= e.clientWidth + 1) return;
    const s = getComputedStyle(e);
    if (s.overflowX === 'visible' || s.overflowX === 'clip') return;
    if (e.closest('svg, mjx-assistive-mml')) return;
    const shadows = (s.backgroundImage.match(/radial-gradient/g) || []).length;
    out.push({ what: `${e.localName}.${[...e.classList].join('.')} in ${e.closest('[id]')?.id || 'main'}`,
      cue: shadows >= 2 && s.backgroundAttachment.includes('local') && s.backgroundAttachment.includes('scroll'),
      hidden: s.overflowX === 'hidden' });
  });
  return out;
};

// Inline formulas: each one svg, white-space: nowrap on the formula and
// its container, and on one line box.
const inlineProblems = () => {
  const problems = [];
  const maths = document.querySelectorAll('.math.inline');
  maths.forEach((m, i) => {
    const c = m.querySelector('mjx-container');
    const name = `inline formula ${i} (${m.querySelector('[data-latex]')?.getAttribute('data-latex') || '?'})`;
    if (!c) { problems.push(`${name}: no container`); return; }
    if (getComputedStyle(m).whiteSpace !== 'nowrap' || getComputedStyle(c).whiteSpace !== 'nowrap') {
      problems.push(`${name}: white-space is ${getComputedStyle(m).whiteSpace} / ${getComputedStyle(c).whiteSpace}`);
    }
    if (c.querySelectorAll(':scope > svg').length !== 1) problems.push(`${name}: ${c.querySelectorAll(':scope > svg').length} svgs`);
    if (m.getClientRects().length === 0) return; // not shown (a folded note)
    const tops = new Set([...m.getClientRects()].map((r) => Math.round(r.top)));
    if (tops.size > 1) problems.push(`${name}: on ${tops.size} lines`);
  });
  if (maths.length < 100) problems.push(`only ${maths.length} inline formulas`);
  return problems;
};

// ---------------------------------------------------------------------
// The tests.

test('1280 px: no code block, display formula or figure is cut, notes and whole functions open too', async () => {
  const o = await pageAt(1280);
  none(await o.page.evaluate(cutOff), 'cut at 1280 px');
  await o.page.evaluate(openAll);
  none(await o.page.evaluate(cutOff), 'cut at 1280 px with every <details> open');
  await o.page.evaluate(closeAgain);
});

for (const width of [1280, 360]) {
  test(`${width} px: no inline formula breaks across lines`, async () => {
    const o = await pageAt(width);
    none(await o.page.evaluate(inlineProblems), 'inline formula problems');
    await o.page.evaluate(openAll);
    none(await o.page.evaluate(inlineProblems), 'inline formula problems with every <details> open');
    await o.page.evaluate(closeAgain);
  });
}

test('chunk headers keep number, name and links; the notes are one short line, folded', async () => {
  const o = await pageAt(1280);
  const r = await o.page.evaluate(() => {
    const problems = [];
    const chunks = document.querySelectorAll('main .chunk');
    chunks.forEach((c) => {
      const num = c.querySelector('.chunk-head a.chunk-num');
      const name = c.querySelector('.chunk-head a.chunk-name');
      if (!num || num.getAttribute('href') !== `#${c.id}` || !/^\d+$/.test(num.textContent.trim())) problems.push(`${c.id}: no number linking to itself`);
      if (!name || !/^#/.test(name.getAttribute('href') || '') || !/^⟨.*⟩$/.test(name.textContent.trim())) problems.push(`${c.id}: no name with a link`);
      const foot = c.querySelector('.chunk-foot');
      if (!foot) return;
      const lh = parseFloat(getComputedStyle(foot).lineHeight) || 22;
      const cs = getComputedStyle(foot);
      const inner = foot.getBoundingClientRect().height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
      if (inner > 1.8 * lh) problems.push(`${c.id}: the note is ${Math.round(inner / lh)} lines tall: ${JSON.stringify(foot.innerText.slice(0, 100))}`);
      const d = foot.querySelector('details');
      if (d && d.open && !d.querySelector('[id^="def-"]')) problems.push(`${c.id}: the note's details start open`);
    });
    const refs = document.querySelectorAll('.chunk-foot details.chunk-refs');
    return { chunks: chunks.length, refs: refs.length, problems };
  });
  check(r.chunks > 200, `only ${r.chunks} chunks`);
  check(r.refs > 100, `only ${r.refs} folded notes`);
  none(r.problems, 'chunk problems');
});

test('every whole function is the function of intersect.c, and its button copies exactly that', async () => {
  const code = readFileSync(CODE, 'utf8');
  const o = await pageAt(1280);
  let clipboard = true;
  try {
    await o.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  } catch {
    clipboard = false;
  }
  const { page } = o;
  // The views it opens are closed again at the end.
  await page.evaluate(() => document.querySelectorAll('main details.whole:not([open])')
    .forEach((d) => { d.dataset.testOpened = ''; }));
  // One real click, by the mouse, on the first view's button.
  const first = page.locator('details.whole').first();
  await first.locator('summary').click();
  await first.locator('button.whole-copy').click();
  const firstName = (await first.getAttribute('id')).slice(6);
  const firstCopied = await page.evaluate(() => window.intersectCopied);
  check(firstCopied === definition(code, firstName), `${firstName}: a mouse click copied ${JSON.stringify((firstCopied || '').slice(0, 80))}...`);
  // Then every view's button, clicked from the page (faster than moving
  // the mouse to each of them): what was copied, and the clipboard after.
  const results = await page.evaluate(async (readBack) => {
    const out = [];
    for (const d of document.querySelectorAll('details.whole')) {
      d.open = true;
      window.intersectCopied = undefined;
      const button = d.querySelector('button.whole-copy');
      button.click();
      // The copy is done when the button says so (the clipboard is async).
      for (let i = 0; i < 100 && button.textContent === 'Copy'; i++) await new Promise((ok) => setTimeout(ok, 10));
      const clip = readBack ? await navigator.clipboard.readText().catch(() => null) : null;
      out.push({ name: d.id.slice(6), copied: window.intersectCopied, clip });
    }
    return out;
  }, clipboard);
  const names = results.map((r) => r.name);
  check(names.length >= 40, `only ${names.length} whole functions`);
  let read = 0;
  for (const { name, copied, clip } of results) {
    const expected = definition(code, name);
    check(expected, `${name}: not defined in ${CODE}`);
    check(copied === expected, `${name}: the button copied ${JSON.stringify((copied || '').slice(0, 80))}..., not the function`);
    if (clip !== null) {
      read++;
      check(clip === expected, `${name}: the clipboard holds ${JSON.stringify(clip.slice(0, 80))}...`);
    }
  }
  console.log(`    ${names.length} whole functions copied; the clipboard itself read back ${read} times`);
  none(o.errors, 'errors');
  await page.evaluate(closeAgain);
});

test('360 px: no sideways scroll of the page; every box that scrolls sideways shows a cue', async () => {
  const o = await pageAt(360);
  const d = await o.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  check(d <= 0, `the page scrolls sideways by ${d} px`);
  for (const pass of ['closed', 'open']) {
    if (pass === 'open') await o.page.evaluate(openAll);
    const boxes = await o.page.evaluate(sidewaysBoxes);
    check(boxes.filter((b) => /^pre/.test(b.what)).length > 10, `${pass}: only ${boxes.length} boxes scroll sideways: the test shows nothing`);
    check(boxes.some((b) => /math\.display/.test(b.what)), `${pass}: no display formula scrolls sideways: the test shows nothing`);
    none(boxes.filter((b) => !b.cue).map((b) => `${b.what}: no scroll cue`), `boxes without a cue (${pass})`);
    none(boxes.filter((b) => b.hidden).map((b) => `${b.what}: overflow hidden (cut)`), `cut boxes (${pass})`);
  }
  await o.page.evaluate(closeAgain);
});

test('360 px: the cue shows at the edge where there is more, and goes at the end', async () => {
  const o = await pageAt(360);
  for (const sel of ['main > .chunk > pre.code', '.math.display']) {
    const handle = await o.page.evaluateHandle((s) => [...document.querySelectorAll(s)]
      .find((e) => e.scrollWidth > e.clientWidth + 40), sel);
    check(await handle.evaluate((e) => Boolean(e)), `${sel}: none scrolls sideways`);
    await handle.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const edge = async () => {
      const box = await handle.evaluate((e) => { const r = e.getBoundingClientRect();
        // above a scroll bar, if any (clientHeight leaves it out)
        return { x: r.right - 8, y: r.top + e.clientTop + 2, width: 6, height: Math.max(4, e.clientHeight - 4) }; });
      return (await o.page.screenshot({ clip: box })).toString('base64');
    };
    await handle.evaluate((e) => { e.scrollLeft = 0; });
    // Only the right edge: the text under it differs once scrolled, so
    // compare against a copy whose text is hidden.
    await o.page.addStyleTag({ content: '.cue-probe, .cue-probe * { color: transparent !important; fill: transparent !important; stroke: transparent !important; text-decoration-color: transparent !important; }' });
    await handle.evaluate((e) => e.classList.add('cue-probe'));
    const start = await edge();
    await handle.evaluate((e) => { e.scrollLeft = e.scrollWidth; });
    const end = await edge();
    check(start !== end, `${sel}: the right edge looks the same with more to scroll to and at the end: no cue`);
    await handle.evaluate((e) => { e.classList.remove('cue-probe'); e.scrollLeft = 0; });
  }
});

test('JavaScript off: the notes and the whole functions open, their text selectable; no copy button', async () => {
  const o = await open(PAGE_URL, { javaScriptEnabled: false });
  const { page } = o;
  const refs = page.locator('details.chunk-refs').nth(5);
  await refs.locator('summary').click();
  check(await refs.evaluate((d) => d.open && d.querySelector('p').getBoundingClientRect().height > 0), 'a note does not open');
  const whole = page.locator('details.whole').first();
  await whole.locator('summary').click();
  const r = await whole.evaluate((d) => ({ open: d.open, pre: d.querySelector('pre').getBoundingClientRect().height,
    select: getComputedStyle(d.querySelector('pre')).userSelect,
    button: getComputedStyle(d.querySelector('button.whole-copy')).display }));
  check(r.open && r.pre > 40, 'a whole function does not open');
  check(r.select !== 'none', 'the whole function cannot be selected');
  check(r.button === 'none', `the copy button shows without JavaScript (display ${r.button})`);
  await close(o);
});

test('a code line too long for the column wraps under its indent, with a mark', async () => {
  // 1100 px: a window where the column is narrow enough for some lines.
  const o = await pageAt(1100);
  const r = await o.page.evaluate(() => {
    const lines = [...document.querySelectorAll('main > .chunk > pre.code .line')];
    const wrapped = lines.filter((l) => l.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(l).lineHeight));
    const l = wrapped[0];
    if (!l) return { lines: lines.length, wrapped: 0 };
    const s = getComputedStyle(l);
    const rows = [...l.getClientRects()];
    const range = document.createRange();
    range.selectNodeContents(l);
    const boxes = [...range.getClientRects()].filter((b) => b.width > 0);
    const lefts = boxes.map((b) => b.left);
    return { lines: lines.length, wrapped: wrapped.length, image: s.backgroundImage, size: s.backgroundSize,
      rows: rows.length, first: Math.min(...lefts), indent: l.style.getPropertyValue('--i') || '0',
      rest: Math.min(...boxes.filter((b) => b.top > boxes[0].top + 2).map((b) => b.left)),
      ch: (() => { const c = document.createElement('span'); c.textContent = '0'; l.appendChild(c);
        const w = c.getBoundingClientRect().width; c.remove(); return w; })() };
  });
  check(r.lines > 50, `only ${r.lines} code lines long enough to wrap`);
  check(r.wrapped > 0, 'no line wraps at 1100 px: the test shows nothing');
  check(/gradient/.test(r.image), `a wrapped line has no mark: background ${r.image}`);
  // Its continuation starts 4 columns right of where the line's own text starts.
  const expected = r.first + (Number(r.indent) + 4) * r.ch;
  check(Math.abs(r.rest - expected) < r.ch, `the continuation starts at ${r.rest}, not ${expected}`);
});

test('code shows one row per line where nothing wraps: the line spans add no blank row', async () => {
  for (const width of [360, 1440]) {
    const o = await pageAt(width);
    const r = await o.page.evaluate(() => {
      const bad = [];
      const pres = document.querySelectorAll('main > .chunk > pre.code');
      pres.forEach((pre) => {
        const code = pre.querySelector('code');
        const text = code.textContent;
        const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
        const rows = Math.round(code.getBoundingClientRect().height / parseFloat(getComputedStyle(pre).lineHeight));
        if (rows !== lines) bad.push(`${pre.parentNode.id}: ${rows} rows for ${lines} lines`);
      });
      return { count: pres.length, spans: document.querySelectorAll('main > .chunk > pre.code .line').length, bad };
    });
    check(r.count > 200 && r.spans > 50, `${width} px: ${r.count} chunks, ${r.spans} line spans: the test shows nothing`);
    none(r.bad, `${width} px: chunks whose rows are not their lines`);
  }
});

// ---------------------------------------------------------------------

run(PAGE).catch((err) => {
  console.error(`apparatus.test.mjs: ${err.stack || err}`);
  process.exit(1);
});
