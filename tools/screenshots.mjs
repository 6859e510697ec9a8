// screenshots.mjs: pictures of the book for a review or a release note.
//
//     node tools/screenshots.mjs docs build/intersect.pdf build/shots
//
// Writes into the last directory, in headless Chromium (CHROMIUM, default
// /usr/bin/chromium), light theme:
//   front-1280.png         the front page's first screen at 1280 x 800
//   front-1280-full.png    the whole front page at 1280 px wide
//   chapter-1280.png       the top of a chapter (Axis-aligned boxes) at 1280 x 800
//   chapter-390.png        the same on a phone, 390 x 844, contents folded
//   chapter-390-dark.png   the same in the dark theme
//   example-390.png        the chapter's first live example on the phone, running
//   print-page-N.png       pages of the PDF (pdftoppm, 80 dpi): a chapter's
//                          first page, a page of code, the answers appendix
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [docs = 'docs', pdf = 'build/intersect.pdf', out = 'build/shots'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const url = (f) => pathToFileURL(resolve(docs, f)).href;
const CHAPTER = 'axis-aligned-boxes.html';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium' });
async function shot(file, name, viewport, options = {}) {
  const context = await browser.newContext({ viewport, colorScheme: options.dark ? 'dark' : 'light' });
  const page = await context.newPage();
  await page.goto(url(file), { waitUntil: 'load' });
  await page.evaluate(() => window.intersectExamples && window.intersectExamples.ready);
  if (options.example) {
    const fig = page.locator('figure.example').first();
    await fig.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    await fig.screenshot({ path: join(out, name) });
  } else {
    await page.screenshot({ path: join(out, name), fullPage: !!options.full });
  }
  console.log(`screenshots.mjs: ${join(out, name)}`);
  await context.close();
}
await shot('index.html', 'front-1280.png', { width: 1280, height: 800 });
await shot('index.html', 'front-1280-full.png', { width: 1280, height: 800 }, { full: true });
await shot(CHAPTER, 'chapter-1280.png', { width: 1280, height: 800 });
await shot(CHAPTER, 'chapter-390.png', { width: 390, height: 844 });
await shot(CHAPTER, 'chapter-390-dark.png', { width: 390, height: 844 }, { dark: true });
await shot(CHAPTER, 'example-390.png', { width: 390, height: 844 }, { example: true });
await browser.close();

// The PDF's pages: the first page of "Axis-aligned boxes", a page of code
// a little later, and the last page (the answers appendix).
const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8', maxBuffer: 1 << 28 });
const pages = text.split('\f');
const first = pages.findIndex((p) => /^\s*3\s+Axis-aligned boxes\s*$/m.test(p)) + 1;
const code = pages.findIndex((p, k) => k >= first && /⟨.*⟩\s*≡/.test(p)) + 1;
const last = pages.filter((p) => p.trim()).length;
for (const n of [first, code, last].filter((n) => n > 0)) {
  execFileSync('pdftoppm', ['-f', String(n), '-l', String(n), '-r', '80', '-png', '-singlefile', pdf, join(out, `print-page-${n}`)]);
  console.log(`screenshots.mjs: ${join(out, `print-page-${n}.png`)}`);
}
