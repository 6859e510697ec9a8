// examples.test.mjs: the browser tests of the page's live examples (part
// of make check-browser).
//
//     node tests/browser/examples.test.mjs [docs/one-page.html [tests/probes.txt]]
//
// make check-browser runs it on a chapter page (its examples, every
// test) and on the whole book (one-page.html): there, only what the
// chapter's run cannot show, each example of the book mounting, drawing
// its moments in both themes, showing its probes' readouts and its still
// frame; how an example behaves (drags, keys, the canvas's resolution,
// running only on screen, reduced motion) is the same script on every
// page, and is tested on the chapter, which loads in a tenth of the time.
//
// The page is opened from file://, as a reader who downloaded it would.
// The examples are stepped with the page's test hook,
// window.intersectExamples.get(NAME).show(FRAME), and read back from the
// canvas's pixels and the readout beside it.

import { test, check, none, open, close, run, shared } from './harness.mjs';
import { parseColour, contrast } from './colour.mjs';
import { readFileSync } from 'node:fs';
import { resolve, basename } from 'node:path';
import { pathToFileURL } from 'node:url';

const PAGE = resolve(process.argv[2] || 'docs/one-page.html');
const WHOLE = basename(PAGE) === 'one-page.html';
const PROBES = resolve(process.argv[3] || 'tests/probes.txt');
const PAGE_URL = pathToFileURL(PAGE).href;
const ROLES = ['clear', 'hit', 'fixed', 'query', 'ink', 'muted'];

// Opens the page and waits until every example is mounted.
async function openPage(options = {}, hash = '') {
  const o = await open(PAGE_URL + hash, options);
  await o.page.evaluate(() => window.intersectExamples.ready);
  return o;
}

// The page opened once (light, 1280 px), shared by the tests that step
// its examples and drag their handles (each resets what it moves).
async function sharedPage() {
  const o = await shared(PAGE_URL);
  await o.page.evaluate(() => window.intersectExamples.ready);
  return o;
}

// A test of how an example behaves: run on the chapter page only.
const behaviour = (name, fn) => { if (!WHOLE) test(name, fn); };

// The figures of the examples as written into the page by the build.
const NAMES = [...readFileSync(PAGE, 'utf8').matchAll(/<figure class="example" id="ex-([a-z0-9-]+)"/g)]
  .map((m) => m[1]);

// ---------------------------------------------------------------------
// Reading the canvas: the opaque pixels nearest each palette colour.

// Counts, for the example's canvas, the opaque pixels within a small
// distance of each role's palette colour. Translucent pixels (fills,
// hatching, the soft edges of lines) are not counted, so a count means
// strokes, dots or text of that colour.
async function roleCounts(page, name) {
  return page.evaluate(([n, roles]) => {
    const fig = document.getElementById('ex-' + n);
    const cs = getComputedStyle(fig);
    // The palette's colours as [r, g, b], through a 1x1 canvas (any CSS colour syntax).
    const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    const colours = roles.map((r) => {
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = cs.getPropertyValue('--fig-' + r).trim();
      probe.fillRect(0, 0, 1, 1);
      return Array.from(probe.getImageData(0, 0, 1, 1).data.slice(0, 3));
    });
    const canvas = fig.querySelector('canvas');
    const px = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const counts = Object.fromEntries(roles.map((r) => [r, 0]));
    for (let i = 0; i < px.length; i += 4) {
      if (px[i + 3] < 250) continue;
      let best = -1;
      let bestD = 40 * 40;
      colours.forEach((c, k) => {
        const d = (c[0] - px[i]) ** 2 + (c[1] - px[i + 1]) ** 2 + (c[2] - px[i + 2]) ** 2;
        if (d < bestD) { bestD = d; best = k; }
      });
      if (best >= 0) counts[roles[best]]++;
    }
    return counts;
  }, [name, ROLES]);
}

// The two moments an example promises (written into its figure by the build).
async function momentsOf(page, name) {
  return JSON.parse(await page.getAttribute(`#ex-${name}`, 'data-moments'));
}

// Steps every example to each of its moments and checks the colours.
async function momentProblems(page) {
  const problems = [];
  for (const name of NAMES) {
    for (const m of await momentsOf(page, name)) {
      // Labels off: the soft edges of their letters, on their rim of the
      // background's colour, are opaque greys that would pass for muted.
      await page.evaluate(([n, f]) => { const e = window.intersectExamples.get(n); e.labels = false; e.show(f); }, [name, m.frame]);
      const counts = await roleCounts(page, name);
      await page.evaluate((n) => { window.intersectExamples.get(n).labels = true; }, name);
      if (counts[m.shows] < 8) problems.push(`${name} frame ${m.frame}: no ${m.shows} drawn (${JSON.stringify(counts)})`);
      if (m.lacks && counts[m.lacks] > 3) problems.push(`${name} frame ${m.frame}: ${m.lacks} drawn (${JSON.stringify(counts)})`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------

test('every example mounts once, right after its heading, and draws', async () => {
  const o = await sharedPage();
  check(NAMES.length >= (WHOLE ? 30 : 2), `only ${NAMES.length} examples in the page`);
  const problems = await o.page.evaluate(() => {
    const out = [];
    const api = window.intersectExamples;
    const figs = [...document.querySelectorAll('figure.example')];
    if (api.names().length !== figs.length) out.push(`${figs.length} figures, ${api.names().length} mounted`);
    for (const fig of figs) {
      const name = fig.getAttribute('data-example');
      const before = fig.previousElementSibling;
      if (!before || !/^H[1-4]$/.test(before.tagName)) out.push(`${name}: after a ${before && before.tagName}, not a heading`);
      if (!fig.classList.contains('is-live')) out.push(`${name}: not live`);
      if (fig.querySelectorAll('canvas').length !== 1) out.push(`${name}: ${fig.querySelectorAll('canvas').length} canvases`);
      if (fig.querySelectorAll('.example-controls').length !== 1) out.push(`${name}: controls mounted twice`);
      const canvas = fig.querySelector('canvas');
      const px = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      let drawn = 0;
      for (let i = 3; i < px.length; i += 4) drawn += px[i] > 0;
      if (drawn < 100) out.push(`${name}: the canvas is blank`);
      if (fig.querySelector('.example-readout').children.length < 2) out.push(`${name}: no readout`);
      if (fig.querySelectorAll('.example-handle').length < 1) out.push(`${name}: no handle`);
      if (!fig.querySelector('canvas').getAttribute('aria-label')) out.push(`${name}: the canvas has no label`);
    }
    return out;
  });
  none(problems, 'mounting problems');
  none(o.errors, 'console errors');
});

test('at its chosen frames, every example shows the roles it promises (light, device pixel ratio 2)', async () => {
  const o = await openPage({ deviceScaleFactor: 2 });
  none(await momentProblems(o.page), 'moments not shown');
  none(o.errors, 'console errors');
  await close(o);
});

test('the same in the dark theme', async () => {
  const o = await openPage({ colorScheme: 'dark' });
  none(await momentProblems(o.page), 'moments not shown');
  none(o.errors, 'console errors');
  await close(o);
});

behaviour('the canvas backing store follows devicePixelRatio', async () => {
  for (const ratio of [1, 2, 3]) {
    const o = await openPage({ deviceScaleFactor: ratio });
    const problems = await o.page.evaluate((r) => [...document.querySelectorAll('figure.example canvas')]
      .filter((c) => Math.abs(c.width - c.clientWidth * r) > 1)
      .map((c) => `${c.closest('figure').id}: ${c.width} for ${c.clientWidth} css px at ratio ${r}`), ratio);
    none(problems, 'canvases of the wrong size');
    await close(o);
  }
});

// The probes (tests/probes.txt): NAME FRAME H@X,Y ... => ROW = VALUE | ...
function probes() {
  return readFileSync(PROBES, 'utf8').split('\n').map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [left, right] = l.split('=>');
      const [name, frame, ...moves] = left.trim().split(/\s+/);
      return {
        line: l, name, frame: Number(frame),
        moves: moves.map((m) => m.match(/^(\d+)@(-?[\d.]+),(-?[\d.]+)$/).slice(1).map(Number)),
        rows: right.split('|').map((r) => r.split('=').map((s) => s.trim())),
      };
    });
}

// Drags handle h of example name to scene point (x, y) with the mouse,
// holds it there, and returns the readout shown while holding; then lets go.
async function drag(page, name, h, x, y) {
  const fig = page.locator(`#ex-${name}`);
  await fig.scrollIntoViewIfNeeded();
  const handle = fig.locator(`.example-handle[data-handle="${h}"]`);
  const box = await handle.boundingBox();
  const target = await page.evaluate(([n, sx, sy]) => {
    const c = document.querySelector(`#ex-${n} canvas`);
    const r = c.getBoundingClientRect();
    const v = window.intersectExamples.get(n).view;
    return [r.left + (sx - v[0]) / (v[2] - v[0]) * r.width, r.top + (sy - v[1]) / (v[3] - v[1]) * r.height];
  }, [name, x, y]);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(target[0], target[1], { steps: 5 });
  const shown = await page.evaluate((n) => window.intersectExamples.get(n).rows(), name);
  const at = await page.evaluate(([n, k]) => window.intersectExamples.get(n).handleAt(k), [name, h]);
  await page.mouse.up();
  return { shown, at };
}

test('dragging handles to the probes\' places shows the readout the C tests assert', async () => {
  const o = await sharedPage();
  const problems = [];
  const list = probes().filter((p) => NAMES.includes(p.name));
  check(list.length >= (WHOLE ? 5 : 1), `only ${list.length} probes of this page's examples`);
  for (const p of list) {
    await o.page.evaluate((n) => { const e = window.intersectExamples.get(n); e.reset(); }, p.name);
    await o.page.evaluate(([n, f]) => window.intersectExamples.get(n).show(f), [p.name, p.frame]);
    let result;
    for (const [h, x, y] of p.moves) {
      result = await drag(o.page, p.name, h, x, y);
      if (Math.abs(result.at[0] - x) > 1e-6 || Math.abs(result.at[1] - y) > 1e-6)
        problems.push(`${p.line}\n      handle ${h} landed at ${result.at}`);
    }
    const shown = new Map(result.shown);
    for (const [row, value] of p.rows)
      if (shown.get(row) !== value) problems.push(`${p.line}\n      ${row} shows ${shown.get(row)}`);
    const frame = await o.page.evaluate((n) => window.intersectExamples.get(n).frame, p.name);
    if (frame !== p.frame) problems.push(`${p.name}: a paused example moved to frame ${frame} after the drag`);
  }
  none(problems, 'probes not shown');
  none(o.errors, 'console errors');
});

behaviour('a drag holds the example still; letting go lets it carry on', async () => {
  const o = await openPage();
  const name = NAMES[0];
  await o.page.locator(`#ex-${name}`).scrollIntoViewIfNeeded();
  const frame = () => o.page.evaluate((n) => window.intersectExamples.get(n).frame, name);
  await o.page.waitForFunction((n) => window.intersectExamples.get(n).frame > 5, name);
  const handle = o.page.locator(`#ex-${name} .example-handle[data-handle="0"]`);
  const box = await handle.boundingBox();
  await o.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await o.page.mouse.down();
  await o.page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 4, { steps: 3 });
  const held = await frame();
  await o.page.waitForTimeout(400);
  check(await frame() === held, `the example moved from frame ${held} to ${await frame()} while held`);
  await o.page.mouse.up();
  await o.page.waitForFunction(([n, f]) => window.intersectExamples.get(n).frame > f + 5, [name, held]);
  none(o.errors, 'console errors');
  await close(o);
});

behaviour('handles take focus and move with the arrow keys (Shift: ten units)', async () => {
  const o = await openPage();
  const name = NAMES[0];
  await o.page.evaluate((n) => window.intersectExamples.get(n).show(0), name);
  const at = () => o.page.evaluate((n) => window.intersectExamples.get(n).handleAt(0), name);
  const before = await at();
  await o.page.focus(`#ex-${name} .example-handle[data-handle="0"]`);
  check(await o.page.evaluate(() => document.activeElement.classList.contains('example-handle')),
    'the handle does not take focus');
  for (let i = 0; i < 3; i++) await o.page.keyboard.press('ArrowRight');
  await o.page.keyboard.press('Shift+ArrowDown');
  await o.page.keyboard.press('ArrowLeft');
  const after = await at();
  check(after[0] === Math.round(before[0]) + 2 && after[1] === Math.round(before[1]) + 10,
    `the handle went from ${before} to ${after}`);
  const label = await o.page.getAttribute(`#ex-${name} .example-handle[data-handle="0"]`, 'aria-label');
  check(/^Move the /.test(label), `handle label: ${label}`);
  // Tab order: the handles and controls of an example are reachable.
  await o.page.keyboard.press('Tab');
  check(await o.page.evaluate((n) => document.activeElement.closest('figure')?.id === 'ex-' + n, name),
    'Tab leaves the example before its controls');
  none(o.errors, 'console errors');
  await close(o);
});

behaviour('only examples on screen run, unless the address ends in #animate-all', async () => {
  let o = await openPage();
  const name = NAMES[Math.floor(NAMES.length / 2)];
  await o.page.locator(`#ex-${name}`).scrollIntoViewIfNeeded();
  await o.page.waitForFunction((n) => window.intersectExamples.get(n).frame > 10, name);
  const frames = await o.page.evaluate(() => {
    const api = window.intersectExamples;
    const h = window.innerHeight;
    return api.names().map((n) => {
      const r = document.getElementById('ex-' + n).getBoundingClientRect();
      return { n, frame: api.get(n).frame, visible: r.bottom > 0 && r.top < h };
    });
  });
  none(frames.filter((f) => !f.visible && f.frame !== 0).map((f) => `${f.n} ran off screen (frame ${f.frame})`),
    'examples running off screen');
  check(frames.some((f) => f.visible && f.frame > 0), 'no example on screen ran');
  await close(o);
  o = await openPage({}, '#animate-all');
  await o.page.waitForFunction(() => window.intersectExamples.names()
    .every((n) => window.intersectExamples.get(n).frame > 10));
  none(o.errors, 'console errors');
  await close(o);
});

behaviour('with reduced motion, nothing moves until Play is pressed', async () => {
  const o = await openPage({ reducedMotion: 'reduce' });
  const name = NAMES[0];
  await o.page.locator(`#ex-${name}`).scrollIntoViewIfNeeded();
  await o.page.waitForTimeout(500);
  const frame = () => o.page.evaluate((n) => window.intersectExamples.get(n).frame, name);
  check(await frame() === 0, `frame ${await frame()} without Play`);
  const play = o.page.locator(`#ex-${name} .example-controls button`).first();
  check(await play.textContent() === 'Play', `the button says ${await play.textContent()}`);
  await play.click();
  await o.page.waitForFunction((n) => window.intersectExamples.get(n).frame > 5, name);
  check(await play.textContent() === 'Pause', 'the button does not say Pause once playing');
  none(o.errors, 'console errors');
  await close(o);
});

// What a reader sees in every example figure without the live example:
// the still frame, its readout, and the caption saying it is a still.
const stillProblems = () => [...document.querySelectorAll('figure.example')].flatMap((fig) => {
  const out = [];
  const svg = fig.querySelector('.example-stage svg');
  const n = fig.id;
  if (!svg || getComputedStyle(svg).display === 'none' || svg.getBoundingClientRect().width < 100)
    out.push(`${n}: no still frame shown`);
  if (fig.querySelector('canvas') && getComputedStyle(fig.querySelector('canvas')).display !== 'none')
    out.push(`${n}: a canvas is shown`);
  if (fig.querySelector('.example-readout').children.length < 2) out.push(`${n}: no readout`);
  const still = fig.querySelector('.example-still-only');
  if (!still || getComputedStyle(still).display === 'none' || getComputedStyle(still).visibility === 'hidden')
    out.push(`${n}: the caption does not say it is a still`);
  if (!svg || !svg.getAttribute('aria-label')) out.push(`${n}: the still frame has no label`);
  return out;
});

test('without JavaScript, each example is its still first frame and readout', async () => {
  const o = await open(PAGE_URL, { javaScriptEnabled: false });
  none(await o.page.evaluate(stillProblems), 'problems');
  await close(o);
});

test('without WebAssembly, the same, and no error', async () => {
  const o = await open(PAGE_URL, { init: () => { delete window.WebAssembly; } });
  await o.page.evaluate(() => window.intersectExamples.ready);
  none(await o.page.evaluate(stillProblems), 'problems');
  none(o.errors, 'console errors');
  await close(o);
});

// ---------------------------------------------------------------------
// What a newcomer needs to follow an example: labels, visible handles, a
// colour key, and text below that stays put.

// Each example figure's height and the top of what follows it.
const figureGeometry = () => [...document.querySelectorAll('figure.example')].map((fig) => {
  const r = fig.getBoundingClientRect();
  return { id: fig.id, height: Math.round(r.height * 10) / 10 };
});

// The layout shifts (not caused by input) while every example runs and
// each example in turn is scrolled into view (so it runs), for about ms
// milliseconds in all.
// The observer starts once the examples are mounted and the page has
// painted twice, so shifts of the page's own start-up are not counted
// here (the page tests look after those); coming alive is checked by
// comparing heights with the still page.
async function shiftsWhileRunning(page, ms) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.evaluate(() => {
    window.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.shifts.push({ value: e.value, from: e.sources.map((s) => s.node
          ? `${s.node.nodeName.toLowerCase()}${s.node.id ? '#' + s.node.id : ''}.${String(s.node.className || '').split(' ')[0]}`
          : '?').join(', ') });
      }
    }).observe({ type: 'layout-shift' });
  });
  const dwell = Math.max(40, Math.round(ms / NAMES.length));
  for (const name of NAMES) {
    await page.evaluate((n) => document.getElementById('ex-' + n).scrollIntoView({ block: 'center' }), name);
    await page.waitForTimeout(dwell);
  }
  return page.evaluate(() => window.shifts);
}

// The figures' heights as stills (JavaScript off), at each width, for the
// next test to compare with the live examples.
const WIDTHS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];
const stillHeights = new Map();

test('without JavaScript: every handle is named on the still picture, every label is inside it, and every example has a colour key that opens over the text, in the palette\'s colours', async () => {
  const o = await open(PAGE_URL, { javaScriptEnabled: false, viewport: WIDTHS[0] });
  const problems = await o.page.evaluate(() => {
  // The palette's colours as the browser writes them, worked out once.
  const figs = [...document.querySelectorAll('figure.example')];
  const colourOf = {};
  const probe = document.createElement('span');
  figs[0].appendChild(probe);
  for (const role of ['clear', 'hit', 'fixed', 'query', 'ink', 'muted']) {
    probe.style.color = `var(--fig-${role})`;
    colourOf['fig-' + role] = getComputedStyle(probe).color;
  }
  probe.remove();
  return figs.flatMap((fig, index) => {
    const out = [];
    // Labels: the caption's "Drag the box, the point or ..." names the
    // handles; each is a label on the picture ("corner A" may be
    // labelled "A", as the text names it), and no label is cut.
    const svg = fig.querySelector('svg[data-still]');
    const box = svg.getBoundingClientRect();
    const labels = [...svg.querySelectorAll('text.fig-label')];
    const texts = labels.map((t) => t.textContent.trim());
    const handles = /Drag the (.*), or reach/.exec(fig.querySelector('.example-live-only').textContent)[1]
      .split(/, the | or the /);
    for (const h of handles)
      if (!texts.includes(h) && !texts.includes(h.split(' ').pop())) out.push(`${fig.id}: no label "${h}" (labels: ${texts.join(' | ')})`);
    for (const t of labels) {
      const r = t.getBoundingClientRect();
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1)
        out.push(`${fig.id}: the label "${t.textContent}" is cut by the picture's edge`);
    }
    // The colour key.
    const key = fig.querySelector('details.example-key');
    if (!key) return out.concat([`${fig.id}: no colour key`]);
    const items = [...key.querySelectorAll('li')];
    if (items.length < 3) out.push(`${fig.id}: the key lists ${items.length} colours`);
    for (const li of items) {
      const sw = li.querySelector('.example-swatch');
      const role = sw && [...sw.classList].find((c) => c.startsWith('fig-'));
      const want = colourOf[role];
      if (!sw || getComputedStyle(sw).borderTopColor !== want)
        out.push(`${fig.id}: the ${role} swatch is ${sw && getComputedStyle(sw).borderTopColor}, not ${want}`);
    }
    // Opening it (the same markup and style sheet everywhere: checked on
    // the first two, as each check lays out the whole page).
    if (index < 2) {
      const next = fig.nextElementSibling;
      const top = next ? next.getBoundingClientRect().top : 0;
      key.open = true;
      const list = key.querySelector('ul');
      if (!list || list.getBoundingClientRect().height < 20) out.push(`${fig.id}: the key does not open`);
      if (next && Math.abs(next.getBoundingClientRect().top - top) > 0.5) out.push(`${fig.id}: opening the key moves the text below`);
      key.open = false;
    }
    return out;
  });
  });
  for (const viewport of WIDTHS) {
    await o.page.setViewportSize(viewport);
    stillHeights.set(viewport.width, await o.page.evaluate(figureGeometry));
  }
  none(problems, 'label or colour key problems');
  await close(o);
});

test('live: coming alive changes no figure\'s height, and while the examples run the layout shift stays under 0.05, at 390 and 1280 px; handles stand out in both themes', async () => {
  const problems = [];
  const o = await open(PAGE_URL, { viewport: WIDTHS[0] });
  await o.page.evaluate(() => window.intersectExamples.ready);
  for (const viewport of WIDTHS) {
    await o.page.setViewportSize(viewport);
    const before = stillHeights.get(viewport.width) || [];
    check(before.length === NAMES.length, 'run the test without JavaScript first (it measures the stills)');
    const after = await o.page.evaluate(figureGeometry);
    before.forEach((b, k) => {
      if (!after[k] || Math.abs(after[k].height - b.height) > 0.5)
        problems.push(`${viewport.width} px: ${b.id} is ${b.height} px tall as a still, ${after[k] && after[k].height} px live`);
    });
    const shifts = await shiftsWhileRunning(o.page, 1500);
    const total = shifts.reduce((sum, e) => sum + e.value, 0);
    console.log(`    ${viewport.width} px: cumulative layout shift ${total.toFixed(4)} while ${NAMES.length} examples ran`);
    if (total >= 0.05) problems.push(`${viewport.width} px: layout shift ${total.toFixed(4)}; moved: ${[...new Set(shifts.map((e) => e.from))].slice(0, 5).join('; ')}`);
  }
  const ran = await o.page.evaluate(() => window.intersectExamples.names()
    .filter((n) => window.intersectExamples.get(n).frame > 0).length);
  check(ran >= Math.min(2, NAMES.length), `only ${ran} of ${NAMES.length} examples ran while measured`);
  // Handles: a ring of at least 3:1 contrast (WCAG's rule for the parts
  // of a control) on the page and on every role's fill, in both themes,
  // and at least 24 px across.
  for (const colorScheme of ['light', 'dark']) {
    await o.page.emulateMedia({ colorScheme });
    const r = await o.page.evaluate((roles) => {
      const b = document.querySelector('figure.example .example-handle');
      const cs = getComputedStyle(b);
      const fig = getComputedStyle(b.closest('figure'));
      const box = b.getBoundingClientRect();
      return { ring: cs.borderTopColor, width: parseFloat(cs.borderTopWidth), size: Math.min(box.width, box.height),
        bg: fig.getPropertyValue('--bg').trim(), fill: parseFloat(fig.getPropertyValue('--fig-fill-opacity')),
        roles: Object.fromEntries(roles.map((k) => [k, fig.getPropertyValue('--fig-' + k).trim()])) };
    }, ROLES);
    const ring = parseColour(r.ring);
    const bg = parseColour(r.bg);
    if (r.size < 24) problems.push(`${colorScheme}: handles are ${r.size} px across`);
    if (r.width < 2) problems.push(`${colorScheme}: the ring is ${r.width} px wide`);
    const grounds = [['the page', bg], ...ROLES.map((k) => {
      const c = parseColour(r.roles[k]);   // the role's fill over the page, as painted
      return [`a ${k} fill`, c.map((v, i) => v * r.fill + bg[i] * (1 - r.fill))];
    })];
    for (const [what, ground] of grounds) {
      const ratio = contrast(ring, ground);
      if (ratio < 3) problems.push(`${colorScheme}: the ring ${r.ring} on ${what} has contrast ${ratio.toFixed(2)}`);
    }
  }
  none(o.errors, 'console errors');
  await close(o);
  none(problems, 'problems');
});

run(`${PAGE} (live examples)`).catch((err) => {
  console.error(`examples.test.mjs: ${err.stack || err}`);
  process.exit(1);
});
