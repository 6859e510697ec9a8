// harness.mjs: what the browser test files share: a small runner (tests
// run one after another, in the order written; each prints "ok" or "FAIL"
// and the run ends with "N passed, N failed", exit status 1 on a failure),
// and open()/close() for pages in Debian's chromium, driven headless
// through playwright-core (never a downloaded browser) with a fresh
// profile. Environment: CHROMIUM (default /usr/bin/chromium).

import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

const tests = [];
export const test = (name, fn) => tests.push({ name, fn });

// The running browser (set by run()).
export let browser;

// Throws unless cond holds.
export function check(cond, message) {
  if (!cond) throw new Error(message);
}

// Throws listing the problems, if there are any.
export function none(problems, what) {
  if (problems.length) {
    const shown = problems.slice(0, 10).join('\n    ');
    throw new Error(`${problems.length} ${what}:\n    ${shown}${problems.length > 10 ? '\n    ...' : ''}`);
  }
}

// How many pages open() loaded (printed at the end: the pages' loads
// are most of the run's time).
let loads = 0;

// Opens url in a new context, watching for console errors, page errors
// and any request that leaves the page's own origin. Returns the page,
// its context and the lists of what went wrong. Options: viewport,
// colorScheme, javaScriptEnabled, reducedMotion, deviceScaleFactor, a
// given context, an init script run before the page's own, and
// beforeLoad(page), awaited just before the page is loaded.
export async function open(url, options = {}) {
  const { viewport = { width: 1280, height: 800 }, colorScheme = 'light', javaScriptEnabled = true,
    reducedMotion = 'no-preference', deviceScaleFactor = 1, context: given, init, beforeLoad } = options;
  const context = given || await browser.newContext({
    viewport, colorScheme, javaScriptEnabled, reducedMotion, deviceScaleFactor });
  const page = await context.newPage();
  const errors = [];
  const foreign = [];
  const origin = new URL(url).origin;
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  await page.route('**/*', (route) => {
    const u = new URL(route.request().url());
    const local = u.protocol === 'file:' || u.protocol === 'data:' || u.origin === origin;
    if (!local) {
      foreign.push(u.href);
      return route.abort();
    }
    return route.continue();
  });
  if (init) await page.addInitScript(init);
  if (beforeLoad) await beforeLoad(page);
  loads++;
  // How long to wait for the load event, not a limit on the page: the
  // whole book took over 30 s by the clock at a load average of 17 (other
  // jobs on the machine), and its own CPU time, the measure that counts,
  // is checked by book.test.mjs.
  await page.goto(url, { waitUntil: 'load', timeout: 180000 });
  return { page, context, errors, foreign };
}

// Closes what open() opened (the context, unless it was given).
export async function close(o, options = {}) {
  if (options.context) await o.page.close();
  else await o.context.close();
}

// Pages opened once and shared by the tests of a file, one per address
// and set of options (open()'s, less init and beforeLoad): a big page
// takes seconds to load and lay out, and most checks only read it. A
// test that changes a shared page (opens its <details>, scrolls it,
// resizes it) puts back what a later test reads, or says in its name
// what it leaves. Closed by run() at the end. Its errors list keeps
// every error since it was opened.
const sharedPages = new Map();
export function shared(url, options = {}) {
  const key = `${url} ${JSON.stringify(options)}`;
  if (!sharedPages.has(key)) sharedPages.set(key, open(url, options));
  return sharedPages.get(key);
}

// Runs the tests in order, then cleanup(); prints the tally.
export async function run(label, cleanup = async () => {}) {
  const started = Date.now();
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  let passed = 0;
  let failed = 0;
  try {
    for (const t of tests) {
      const t0 = Date.now();
      try {
        await t.fn();
        passed++;
        console.log(`ok: ${t.name} (${Date.now() - t0} ms)`);
      } catch (err) {
        failed++;
        console.log(`FAIL: ${t.name}\n    ${String(err.message || err).replace(/\n/g, '\n    ')}`);
      }
    }
  } finally {
    await cleanup();
    for (const o of sharedPages.values()) await o.then((x) => x.context.close(), () => {});
    sharedPages.clear();
    await browser.close();
  }
  console.log(`browser tests: ${label}, ${((Date.now() - started) / 1000).toFixed(1)} s, ${loads} pages loaded`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}
