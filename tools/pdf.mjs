// pdf.mjs: the book as a PDF handout, printed from docs/one-page.html by
// Debian's headless chromium (playwright-core; never a downloaded browser).
//
//   node tools/pdf.mjs docs/one-page.html build/intersect.pdf
//
// The page's own print style (the @media print block in tools/page.html)
// does the layout: A4, the page numbers, a new page for each chapter, the
// rail and the controls hidden, code wrapped, figures kept whole. This
// script adds what only the printed book has: the answers to the
// exercises, taken out of their folded <details> in each chapter and
// gathered in an appendix at the end, "Answers to the exercises", with a
// pointer to it where each one stood. On screen the answers stay folded
// in place; a chapter page printed alone from the browser prints its
// answers opened where they are.
//
// Environment: CHROMIUM (default /usr/bin/chromium).

import { chromium } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node tools/pdf.mjs docs/one-page.html OUT.pdf');
  process.exit(2);
}

// Moves every chapter's answers into one appendix at the end of <main>.
// Answers are a <details class="answers">, or a <details> whose summary
// says "Answers" (the older form). Runs in the page.
function gatherAnswers() {
  const main = document.querySelector('main');
  const isAnswers = (d) => d.classList.contains('answers') ||
    (d.querySelector(':scope > summary')?.textContent.trim() === 'Answers');
  const found = [...main.querySelectorAll('details')].filter(isAnswers);
  if (!found.length) return 0;
  const appendix = document.createElement('section');
  appendix.className = 'print-answers';
  appendix.id = 'answers-to-the-exercises';
  const h1 = document.createElement('h1');
  h1.textContent = 'Answers to the exercises';
  appendix.append(h1);
  let lastChapter = null;
  let target = appendix.id;
  found.forEach((d, i) => {
    // The chapter is the nearest <h1> before the answers.
    const heads = [...main.querySelectorAll('h1')];
    const chapter = heads.filter((h) =>
      h.compareDocumentPosition(d) & Node.DOCUMENT_POSITION_FOLLOWING).pop();
    if (chapter && chapter !== lastChapter) {
      const h2 = document.createElement('h2');
      h2.id = `answers-${i + 1}`;
      const a = document.createElement('a');
      a.href = `#${chapter.id}`;
      a.textContent = chapter.textContent.trim();
      h2.append(a);
      appendix.append(h2);
      lastChapter = chapter;
      target = h2.id;
    }
    const pointer = document.createElement('p');
    pointer.className = 'print-answers-pointer';
    const link = document.createElement('a');
    link.href = `#${target}`;
    link.textContent = 'Answers to the exercises';
    pointer.append('The answers are in the appendix ', link, ', at the end of the book.');
    const body = [...d.childNodes].filter((n) => !(n.nodeName === 'SUMMARY'));
    const holder = document.createElement('div');
    holder.className = 'print-answers-body';
    holder.append(...body);
    appendix.append(holder);
    d.replaceWith(pointer);
  });
  main.append(appendix);
  return found.length;
}

// One try: a fresh browser loads the page, gathers the answers and
// prints. The caller closes the browser (current).
let current = null;
async function printOnce() {
  current = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const context = await current.newContext({ colorScheme: 'light', reducedMotion: 'reduce' });
  // The whole book is a big page: on a busy machine it takes longer to
  // load and print than playwright's default of 30 s.
  context.setDefaultTimeout(TIMEOUT * 1000);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const t0 = Date.now();
  const say = (what) => console.log(`pdf.mjs: ${what} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  await page.goto(pathToFileURL(resolve(input)).href, { waitUntil: 'load' });
  const answers = await page.evaluate(gatherAnswers);
  await page.emulateMedia({ media: 'print' });
  say('loaded, printing');
  // The page size, margins and page numbers come from the page's @page
  // rule. (No tagged PDF and no outline: on the whole book they make
  // chromium's print step much slower.)
  await page.pdf({ path: output, preferCSSPageSize: true, printBackground: true });
  say(`wrote ${output}, ${answers} set${answers === 1 ? '' : 's'} of answers in the appendix`);
  return errors;
}

// Chromium's print step has been seen to stall for good on a busy
// machine (its print compositor gone, the page waiting): a try that takes
// longer than PDF_TIMEOUT seconds (default 150; a print takes about 25 s
// on a quiet machine) is abandoned and the next
// one starts with a fresh browser; three tries, then it fails.
const TIMEOUT = Number(process.env.PDF_TIMEOUT || 150);
for (let attempt = 1; ; attempt++) {
  let timer;
  const stalled = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no PDF after ${TIMEOUT} s`)), TIMEOUT * 1000);
  });
  try {
    const errors = await Promise.race([printOnce(), stalled]);
    if (errors.length) {
      console.error(`pdf.mjs: errors on the page:\n${errors.join('\n')}`);
      process.exitCode = 1;
    }
    break;
  } catch (err) {
    console.error(`pdf.mjs: try ${attempt}: ${err.message}`);
    if (attempt === 3) {
      process.exitCode = 1;
      break;
    }
  } finally {
    clearTimeout(timer);
    // Close the browser, not waiting long for a stalled one.
    await Promise.race([current?.close().catch(() => {}), new Promise((r) => setTimeout(r, 10000))]);
  }
}
