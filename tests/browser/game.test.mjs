// game.test.mjs: the browser test of the book's game ("Appendix: a
// game"; make check-browser runs it as browser-game).
//
//     node tests/browser/game.test.mjs [docs/appendix-a-game.html]
//
// One page load from file://: the module loads from game-wasm.js with no
// error and no request leaving the page; the game stands still until its
// picture has the focus; then arrows and Space, pressed for a few seconds,
// move the player right and make it jump (read from the data- attributes
// the page's script keeps current, and from window.intersectGame); the
// picture is drawn (pixels other than the background); clicking elsewhere
// pauses it; R starts again from the first frame. The step's own
// behaviour is tested in C (tests/unit_game.c).

import { test, check, none, open, close, run } from './harness.mjs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const PAGE = resolve(process.argv[2] || 'docs/appendix-a-game.html');

const state = (page) => page.evaluate(() => {
  const g = window.intersectGame;
  const root = document.getElementById('game');
  return g ? { x: g.game_x(), y: g.game_y(), frame: g.game_frame(), jumps: g.game_jumps(),
    dataX: Number(root.dataset.x), dataJumps: Number(root.dataset.jumps) } : null;
});

test('the game plays: arrows and Space move the player right and make it jump', async () => {
  const o = await open(pathToFileURL(PAGE).href);
  try {
    const { page } = o;
    const s0 = await state(page);
    check(s0 !== null, 'window.intersectGame is missing: the module did not load');
    await page.waitForTimeout(300);
    const idle = await state(page);
    check(idle.frame === 0, `the game ran ${idle.frame} steps before it had the focus`);
    const canvas = page.locator('#game canvas');
    await canvas.scrollIntoViewIfNeeded();
    await canvas.click();
    await page.keyboard.down('ArrowRight');
    await page.waitForTimeout(1200);
    let low = (await state(page)).y;
    await page.keyboard.down('Space');
    for (let i = 0; i < 10; i++) {
      await page.waitForTimeout(60);
      low = Math.min(low, (await state(page)).y);
    }
    await page.keyboard.up('Space');
    await page.waitForTimeout(800);
    await page.keyboard.up('ArrowRight');
    const s1 = await state(page);
    check(s1.frame > 60, `only ${s1.frame} steps ran in 2.5 s`);
    check(s1.x > s0.x + 40, `the player did not run right: x ${s0.x} then ${s1.x}`);
    check(s1.jumps >= 1, `the player did not jump (jumps ${s1.jumps})`);
    check(low < s0.y - 20, `the player did not rise: y ${s0.y}, highest ${low}`);
    check(Math.abs(s1.dataX - s1.x) < 5, `data-x ${s1.dataX} is not the player's x ${s1.x}`);
    check(s1.dataJumps === s1.jumps, `data-jumps ${s1.dataJumps}, jumps ${s1.jumps}`);
    const drawn = await page.evaluate(() => {
      const c = document.querySelector('#game canvas');
      const px = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < px.length; i += 4) if (px[i] > 0) n++;
      return n;
    });
    check(drawn > 2000, `only ${drawn} pixels drawn`);
    await page.mouse.click(5, 5);
    const paused = (await state(page)).frame;
    await page.waitForTimeout(300);
    check((await state(page)).frame === paused, 'the game ran on after it lost the focus');
    await canvas.click();
    await page.keyboard.press('KeyR');
    const again = await state(page);
    check(again.frame < 10 && Math.abs(again.x - s0.x) < 2,
      `R did not start again: frame ${again.frame}, x ${again.x} (start ${s0.x})`);
    none(o.errors, 'errors on the page');
    none(o.foreign, 'requests that left the page');
  } finally {
    await close(o);
  }
});

await run('game');
