/* game.js: the page's side of the game, tangled from intersect.nw.
   Loads the module from game-wasm.js (base64), runs game_tick at 60 Hz
   with an accumulator, and draws the list game_paint fills. */
(function () {
  'use strict';
  var root = document.getElementById('game');
  if (!root || !window.gameWasm || !window.WebAssembly) return;
  var canvas = root.querySelector('canvas');
  var status = root.querySelector('.game-status');
  var ctx = canvas.getContext('2d');
  var bin = atob(window.gameWasm), bytes = new Uint8Array(bin.length);
  for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  var w = new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports;
  var STEP = 1000 / 60, keys = 0, touch = 0, acc = 0, last = 0, running = false;
  var KEYS = { ArrowLeft: 1, KeyA: 1, ArrowRight: 2, KeyD: 2,
               ArrowUp: 4, KeyW: 4, Space: 4 };
  w.game_start();

  function ink(name) {
    return getComputedStyle(root).getPropertyValue(name).trim() || '#888';
  }
  function paint() {
    var n = w.game_paint(canvas.width, canvas.height);
    var list = new Float32Array(w.memory.buffer, w.game_list(), n * 8);
    var inks = [ink('--fg'), ink('--fig-clear'), ink('--fig-fixed'),
                 ink('--fig-query'), ink('--fig-hit')];
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    for (var k = 0; k < n; k++) {
      var d = list.subarray(k * 8, k * 8 + 8);
      ctx.fillStyle = inks[d[1]];
      ctx.beginPath();
      if (d[0] === 0) ctx.rect(d[2], d[5], d[3], d[6]);
      else if (d[0] === 1) {
        ctx.moveTo(d[2], d[5]); ctx.lineTo(d[3], d[6]); ctx.lineTo(d[4], d[7]);
      } else ctx.arc(d[2], d[5], d[3], 0, 2 * Math.PI);
      ctx.fill();
    }
    root.dataset.x = w.game_x().toFixed(2);
    root.dataset.y = w.game_y().toFixed(2);
    root.dataset.frame = w.game_frame();
    root.dataset.jumps = w.game_jumps();
    root.dataset.won = w.game_won();
    if (w.game_won())
      status.textContent = 'You reached the flag with ' + w.game_coins() +
        ' of ' + w.game_coins_total() + ' coins. Press R, or tap the ' +
        'picture, to play again.';
  }
  function frame(t) {
    if (!running) return;
    acc = Math.min(acc + (last ? t - last : STEP), 250);
    last = t;
    while (acc >= STEP) { w.game_tick(keys | touch); acc -= STEP; }
    paint();
    requestAnimationFrame(frame);
  }
  canvas.addEventListener('focus', function () {
    if (running) return;
    running = true; last = 0; acc = 0;
    status.textContent = 'Playing: arrows or A and D to run, Space, W or up ' +
      'to jump. Click elsewhere to pause.';
    requestAnimationFrame(frame);
  });
  canvas.addEventListener('blur', function () {
    running = false; keys = 0;
    status.textContent = 'Paused: click the picture to play on.';
  });
  function again() {
    w.game_start();
    acc = 0;
    paint();
  }
  canvas.addEventListener('keydown', function (e) {
    if (KEYS[e.code]) { keys |= KEYS[e.code]; e.preventDefault(); }
    if (e.code === 'KeyR') { again(); e.preventDefault(); }
  });
  canvas.addEventListener('pointerdown', function () {
    if (w.game_won()) again();
  });
  canvas.addEventListener('keyup', function (e) {
    if (KEYS[e.code]) { keys &= ~KEYS[e.code]; e.preventDefault(); }
  });
  var pad = root.querySelector('.game-touch');
  var small = '(pointer: coarse), (max-width: 600px)';
  if (window.matchMedia(small).matches) pad.hidden = false;
  pad.querySelectorAll('button').forEach(function (b) {
    var bit = Number(b.dataset.key);
    b.addEventListener('pointerdown', function (e) {
      touch |= bit; canvas.focus(); e.preventDefault();
    });
    ['pointerup', 'pointercancel', 'pointerleave'].forEach(function (ev) {
      b.addEventListener(ev, function () { touch &= ~bit; });
    });
  });
  window.intersectGame = w;
  paint();
})();
