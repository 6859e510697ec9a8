// pdf.test.mjs: the printed book. Two halves.
//
// The print layout, in chromium with print media emulated on a viewport
// as wide and as tall as an A4 page's text area (the @page rule in
// tools/page.html: 210 x 297 mm less the margins), on the one-page book
// and on one chapter page: nothing is wider than the column (code,
// formulas, tables, figures); nothing that must not be split (a figure, a
// live example's still frame, a display formula, a wrapped line of code,
// a table row) is taller than a page, so its break-inside: avoid can
// always keep it whole; the rail, pager and controls are hidden; the
// answers to the exercises print opened.
//
// The PDF that `make pdf` wrote (tools/pdf.mjs): A4; a sane page count;
// pdftoppm renders every page at a low resolution and no page is blank,
// and nothing is drawn in the margins (so nothing is cut at an edge),
// the page number aside; pdftotext -bbox finds every word inside the text
// area (a figure or a code line sliced at a page's foot would leave its
// words below it), each chapter's heading at the top of a page, the
// page numbers in order, and the appendix of answers.
//
//   node tests/browser/pdf.test.mjs docs/one-page.html docs/CHAPTER.html build/intersect.pdf
//
// Needs poppler-utils (pdftoppm, pdftotext, pdfinfo; tools/setup.sh).

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { test, run, check, none, open, browser } from './harness.mjs';

const run_ = promisify(execFile);
const [ONE, CHAPTER, PDF] = process.argv.slice(2);
if (!ONE || !CHAPTER || !PDF) {
  console.error('usage: node tests/browser/pdf.test.mjs docs/one-page.html docs/CHAPTER.html build/intersect.pdf');
  process.exit(2);
}

// The page and its margins, as tools/page.html's @page rule sets them (mm).
const PAGE = { w: 210, h: 297, top: 16, right: 15, bottom: 18, left: 15 };
const MM = 96 / 25.4;    // CSS px per mm
const PT = 72 / 25.4;    // PDF points per mm
const TEXT_W = Math.floor((PAGE.w - PAGE.left - PAGE.right) * MM);
const TEXT_H = Math.floor((PAGE.h - PAGE.top - PAGE.bottom) * MM);

// Measures the print layout of the page open in o. Runs in the page.
function measure({ textH }) {
  const main = document.querySelector('main');
  const box = main.getBoundingClientRect();
  const name = (el) => {
    const id = el.id || el.closest('[id]')?.id || '';
    return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${id ? ` near #${id}` : ''}`;
  };
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const wide = [];
  const tall = [];
  for (const el of main.querySelectorAll('pre, .math.display, table, figure, .figure, .example, svg, img')) {
    if (!visible(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.left < box.left - 1 || r.right > box.right + 1) wide.push(`${name(el)}: ${Math.round(r.left - box.left)}..${Math.round(r.right - box.left)} of ${Math.round(box.width)} px`);
    // Wider inside than its box: it would scroll on screen, and in
    // print what does not fit is cut off or runs into the margin.
    else if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) wide.push(`${name(el)} overflows: ${el.scrollWidth} > ${el.clientWidth} px`);
  }
  // What must stay whole is kept whole by break-inside: avoid, which
  // chromium can honour only for a box no taller than a page (a taller
  // one is sliced at the page's foot).
  const loose = [];
  for (const el of main.querySelectorAll('figure, .figure, .example, .equation, .math.display, tr, pre.code .line, svg, img')) {
    if (!visible(el)) continue;
    const h = el.getBoundingClientRect().height;
    if (h > textH) tall.push(`${name(el)}: ${Math.round(h)} px, a page holds ${textH}`);
    const avoid = (e) => getComputedStyle(e).breakInside === 'avoid';
    if (!el.matches('svg, img') && !avoid(el)) loose.push(name(el));
  }
  const shown = (sel) => [...document.querySelectorAll(sel)].filter(visible).length;
  const answers = [...main.querySelectorAll('details')].filter((d) =>
    d.classList.contains('answers') || d.querySelector(':scope > summary')?.textContent.trim() === 'Answers');
  const answersShown = answers.filter((d) => {
    const body = [...d.children].find((c) => c.tagName !== 'SUMMARY');
    return body && body.getBoundingClientRect().height > 0;
  }).length;
  const linesCut = [...main.querySelectorAll('pre.code')].filter(visible)
    .filter((p) => getComputedStyle(p).whiteSpace !== 'pre-wrap').length;
  return { wide, tall, loose, controls: shown('#contents, .pager, .theme, .whole, .example-controls, .example-canvas'),
    answers: answers.length, answersShown, linesCut };
}

async function printLayout(file) {
  // Without JavaScript: the live examples show their still frames, as
  // in print, and the big page loads faster.
  // The one-page book is big: on a busy machine it may take longer to
  // load than playwright's default of 30 s.
  const context = await browser.newContext({ viewport: { width: TEXT_W, height: TEXT_H }, javaScriptEnabled: false });
  context.setDefaultTimeout(300000);
  const o = await open(pathToFileURL(resolve(file)).href, { context });
  await o.page.emulateMedia({ media: 'print' });
  const r = await o.page.evaluate(measure, { textH: TEXT_H });
  await context.close();
  none(r.wide, `things wider than the printed column (${TEXT_W} px) in ${file}`);
  none(r.tall, `things that must stay whole but are taller than a printed page in ${file}`);
  none(r.loose, `things that must stay whole but may break across pages in ${file}`);
  check(r.controls === 0, `${r.controls} rail, pager or control elements print in ${file}`);
  check(r.linesCut === 0, `${r.linesCut} code blocks do not wrap in print in ${file}`);
  check(r.answersShown === r.answers, `${r.answers - r.answersShown} of ${r.answers} sets of answers print folded in ${file}`);
  console.log(`    ${file}: ${r.answers} set(s) of answers print opened`);
}

test('print layout of the one-page book: nothing wider than the column or taller than a page', async () => {
  await printLayout(ONE);
});

test('print layout of a chapter page alone: the same', async () => {
  await printLayout(CHAPTER);
});

// The chapters' headings (the <h1>s) of the one-page book, as text.
async function chapterTitles() {
  const html = await readFile(ONE, 'utf8');
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...main.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)]
    .map((m) => m[1].replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim());
}

const squash = (s) => s.replace(/\s+/g, '').replace(/[’']/g, "'");

let pages = 0;
let size = null;

test('the PDF: A4, a sane number of pages', async () => {
  const { stdout } = await run_('pdfinfo', [PDF]);
  pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  const m = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout);
  size = m && { w: Number(m[1]), h: Number(m[2]) };
  check(size && Math.abs(size.w - PAGE.w * PT) < 2 && Math.abs(size.h - PAGE.h * PT) < 2,
    `the page is ${size && `${size.w} x ${size.h}`} pt, not A4`);
  const chapters = (await chapterTitles()).length;
  // At least 3 pages a chapter, and at most 20 on average: a chapter with
  // much code (the grid's, the world's) prints on about 30 pages, most on
  // 5 to 15; the book came to 435 pages for 29 chapters, then to 539 for
  // 33 (16.3 a chapter) as the speed sections grew. A layout that broke the
  // page after every figure or chunk would double that.
  check(pages >= 3 * chapters && pages <= 20 * chapters, `${pages} pages for ${chapters} chapters`);
  console.log(`    ${pages} A4 pages, ${chapters} chapters`);
});

test('every page: not blank, nothing drawn in the margins but the page number', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'intersect-pdf-'));
  const DPI = 24;
  const px = DPI / 25.4;   // pixels per mm
  try {
    // Two halves at once: the machine has two cores.
    const half = Math.ceil(pages / 2);
    await Promise.all([[1, half], [half + 1, pages]].filter(([f, l]) => f <= l).map(([f, l]) =>
      run_('pdftoppm', ['-r', String(DPI), '-gray', '-f', String(f), '-l', String(l), PDF, join(dir, 'p')])));
    const files = (await readdir(dir)).filter((f) => f.endsWith('.pgm')).sort();
    check(files.length === pages, `pdftoppm wrote ${files.length} of ${pages} pages`);
    const blank = [];
    const margin = [];
    for (const [i, f] of files.entries()) {
      const buf = await readFile(join(dir, f));
      const head = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(buf.toString('latin1', 0, 40));
      const w = Number(head[1]);
      const h = Number(head[2]);
      const data = buf.subarray(head[0].length);
      // The text area, one pixel of slack (antialiasing) on each side.
      const x0 = Math.floor(PAGE.left * px) - 1;
      const x1 = Math.ceil(w - PAGE.right * px) + 1;
      const y0 = Math.floor(PAGE.top * px) - 1;
      const y1 = Math.ceil(h - PAGE.bottom * px) + 1;
      // The page number: centred in the bottom margin.
      const nx0 = Math.floor(w * 0.4);
      const nx1 = Math.ceil(w * 0.6);
      let ink = 0;
      const outside = new Set();
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          if (data[y * w + x] > 200) continue;
          if (x >= x0 && x < x1 && y >= y0 && y < y1) ink++;
          else if (!(y >= y1 && x >= nx0 && x < nx1)) {
            outside.add(x < x0 ? 'left' : x >= x1 ? 'right' : y < y0 ? 'top' : 'bottom');
          }
        }
      }
      if (ink < 30) blank.push(`page ${i + 1}: ${ink} dark pixels`);
      if (outside.size) margin.push(`page ${i + 1}: ink in the ${[...outside].join(', ')} margin`);
    }
    none(blank, 'blank pages');
    none(margin, 'pages with something in a margin (cut at an edge?)');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('every word inside the text area; chapters start pages; page numbers; the answers appendix', async () => {
  const { stdout } = await run_('pdftotext', ['-bbox', PDF, '-'], { maxBuffer: 256 << 20 });
  const pageTexts = stdout.split(/<page\b/).slice(1);
  check(pageTexts.length === pages, `pdftotext found ${pageTexts.length} of ${pages} pages`);
  const box = { x0: PAGE.left * PT - 2, x1: (PAGE.w - PAGE.right) * PT + 2,
    y0: PAGE.top * PT - 2, y1: (PAGE.h - PAGE.bottom) * PT + 2 };
  const outside = [];
  const badNumber = [];
  const tops = [];
  pageTexts.forEach((t, i) => {
    const words = [...t.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
      .map((m) => ({ x0: +m[1], y0: +m[2], x1: +m[3], y1: +m[4], text: m[5] }));
    const body = words.filter((w) => w.y0 < box.y1);
    const foot = words.filter((w) => w.y0 >= box.y1);
    if (foot.map((w) => w.text).join(' ') !== String(i + 1)) badNumber.push(`page ${i + 1}: "${foot.map((w) => w.text).join(' ')}"`);
    for (const w of body) {
      if (w.x0 < box.x0 || w.x1 > box.x1 || w.y0 < box.y0 || w.y1 > box.y1) {
        outside.push(`page ${i + 1}: "${w.text}" at (${w.x0.toFixed(0)}, ${w.y0.toFixed(0)})-(${w.x1.toFixed(0)}, ${w.y1.toFixed(0)}) pt`);
      }
    }
    // The page's opening text: its words in reading order (pdftotext
    // writes them so), enough of them for a heading that wraps.
    tops.push(squash(body.slice(0, 12).map((w) => w.text).join('')));
  });
  none(outside, 'words outside the text area (cut at a page edge?)');
  none(badNumber, 'pages whose foot is not their number');
  const titles = await chapterTitles();
  const notAtTop = titles.filter((t) => !tops.some((top) => top.startsWith(squash(t))));
  none(notAtTop, 'chapters that do not start a page');
  const html = await readFile(ONE, 'utf8');
  if (/<details class="answers"|<summary>Answers<\/summary>/.test(html)) {
    const at = tops.findIndex((top) => top.startsWith(squash('Answers to the exercises')));
    check(at >= 0, 'no page starts with the appendix "Answers to the exercises"');
    check(at >= pages - 40, `the answers start on page ${at + 1} of ${pages}, not near the end`);
  }
});

run(`the printed book (${PDF})`);
