/* examples.js: the script of the live examples, from tools/examples.js, shared by every page that links it;
   written by tools/render.mjs: edit the source, not this file. */
/* examples.js: runs the page's live examples (see the appendix of
   intersect.nw). The examples themselves are C, compiled to WebAssembly:
   this script only paints the drawing commands they produce on a canvas,
   shows their readout, and turns pointer and keyboard input into handle
   moves. render.mjs writes it once, beside the pages, and each page that
   has examples loads it after intersect-wasm.js, the module as base64;
   all the pages share both files.

   Without WebAssembly, or if anything here fails, every example keeps its
   still first frame (an SVG drawn at build time), so the page reads the
   same. For the tests, window.intersectExamples lets a page find an
   example by name and step it to any frame. */
(function () {
  'use strict';

  // The C enums of svg/draw.h, in order.
  var KIND = ['line', 'arrow', 'segment', 'box', 'roundbox', 'circle',
              'capsule', 'polygon', 'polyline', 'point', 'label'];
  var ROLE = ['clear', 'hit', 'fixed', 'query', 'ink', 'muted'];
  var DASHED = 1, OUTLINE = 2, BAND = 4;
  var ANCHOR = ['start', 'center', 'end'];

  // One frame is a sixtieth of a second; a slow tab catches up by two
  // frames at most, so examples never jump.
  var FRAME_MS = 1000 / 60, MAX_STEPS = 2;

  var examples = [];
  var byName = new Map();
  var api = {
    ready: null,                        // a promise, settled once all are mounted
    names: function () { return examples.map(function (e) { return e.name; }); },
    get: function (name) { return byName.get(name) || null; }
  };
  window.intersectExamples = api;

  var reduceMotion = window.matchMedia &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  function animateAll() { return location.hash === '#animate-all'; }

  // ---- The module -------------------------------------------------------

  function decodeBase64(text) {
    var raw = atob(text.replace(/\s+/g, ''));
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  // A C string in the module's memory.
  function cString(w, ptr) {
    var mem = new Uint8Array(w.memory.buffer);
    var end = ptr;
    while (end < mem.length && mem[end] !== 0) end++;
    return new TextDecoder().decode(mem.subarray(ptr, end));
  }

  // Readout numbers: at most three decimals, no trailing zeros, no "-0"
  // (as svg/svg.c writes the still frame's readout).
  function num(v) {
    var s = v.toFixed(3).replace(/\.?0+$/, '');
    return s === '-0' ? '0' : s;
  }

  // ---- Colours ----------------------------------------------------------

  // The palette, read from the page's --fig-* variables each time a frame
  // is painted, so a theme switch shows at once.
  function palette(el) {
    var cs = getComputedStyle(el);
    var p = {};
    ROLE.forEach(function (r) {
      p[r] = cs.getPropertyValue('--fig-' + r).trim() || cs.color;
    });
    p.fill = parseFloat(cs.getPropertyValue('--fig-fill-opacity')) || 0.18;
    p.bg = cs.getPropertyValue('--bg').trim() || '#fff';
    return p;
  }

  // The hatch on colliding areas: diagonal strokes 6 units apart, as in
  // the SVG figures. One tile per colour, kept.
  var hatchTiles = new Map();
  function hatch(ctx, colour) {
    var tile = hatchTiles.get(colour);
    if (!tile) {
      tile = document.createElement('canvas');
      tile.width = tile.height = 12;
      var t = tile.getContext('2d');
      t.strokeStyle = colour;
      t.globalAlpha = 0.55;
      t.lineWidth = 1.5;
      t.beginPath();
      for (var k = -12; k <= 12; k += 6) {   // lines of slope -1, wrapped
        t.moveTo(k, 12);
        t.lineTo(k + 12, 0);
      }
      t.stroke();
      hatchTiles.set(colour, tile);
    }
    return ctx.createPattern(tile, 'repeat');
  }

  // ---- Painting ---------------------------------------------------------

  function Example(w, index, fig) {
    this.w = w;
    this.index = index;
    this.fig = fig;
    this.name = fig.getAttribute('data-example');
    this.frame = 0;
    this.playing = !reduceMotion;
    this.held = 0;             // handles being dragged or focused
    this.visible = false;
    this.draws = 0;            // frames painted, for the tests
    this.labels = true;        // the tests turn labels off to count colours
    w.ex_reset(index);
    this.build();
    this.draw();
  }

  // The canvas, a button over each handle, the controls; the still frame
  // is hidden by the style sheet once the figure is live.
  Example.prototype.build = function () {
    var self = this, w = this.w, fig = this.fig;
    var stage = fig.querySelector('.example-stage');
    this.stage = stage;
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'example-canvas';
    this.canvas.setAttribute('role', 'img');
    var still = stage.querySelector('svg');
    this.canvas.setAttribute('aria-label', still ? still.getAttribute('aria-label') : this.name);
    stage.appendChild(this.canvas);
    this.handles = [];
    for (var h = 0; h < w.ex_handles(this.index); h++) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'example-handle';
      b.setAttribute('data-handle', String(h));
      b.setAttribute('aria-label', 'Move the ' + cString(w, w.ex_handle_name(this.index, h)) +
                     ' (arrow keys; Shift moves ten times as far)');
      stage.appendChild(b);
      this.handles.push(b);
      this.listen(b, h);
    }
    // The controls go in the row the page keeps for them (beside the
    // colour key), so the figure does not grow when it comes alive.
    var bar = fig.querySelector('.example-controls');
    var made = !bar;
    if (made) {
      bar = document.createElement('div');
      bar.className = 'example-controls';
    }
    this.playButton = document.createElement('button');
    this.playButton.type = 'button';
    this.playButton.addEventListener('click', function () {
      self.playing = !self.playing;
      self.showPlaying();
      wake();
    });
    var reset = document.createElement('button');
    reset.type = 'button';
    reset.textContent = 'Reset';
    reset.addEventListener('click', function () { self.reset(); });
    this.frameText = document.createElement('span');
    this.frameText.className = 'example-frame';
    var first = bar.firstChild;
    bar.insertBefore(this.playButton, first);
    bar.insertBefore(reset, first);
    bar.insertBefore(this.frameText, first);
    if (made) stage.parentNode.insertBefore(bar, stage.nextSibling);
    this.readout = fig.querySelector('.example-readout');
    this.showPlaying();
    fig.classList.add('is-live');
  };

  Example.prototype.showPlaying = function () {
    this.playButton.textContent = this.playing ? 'Pause' : 'Play';
    this.playButton.setAttribute('aria-pressed', this.playing ? 'false' : 'true');
  };

  // Draws the current frame in C, then paints it.
  Example.prototype.draw = function () {
    var w = this.w;
    var count = w.ex_draw(this.index, this.frame);
    // The module keeps only the last frame drawn, of any example: copy out
    // what is needed between frames.
    this.view = [w.ex_view(0), w.ex_view(1), w.ex_view(2), w.ex_view(3)];
    this.at = this.handles.map(function (b, h) { return [w.ex_at_x(h), w.ex_at_y(h)]; });
    this.paint(count);
    this.placeHandles();
    this.showReadout();
    this.frameText.textContent = 'frame ' + this.frame;
    this.draws++;
  };

  // Sizes the backing store to the canvas's size on screen times the
  // device's pixel ratio, so lines stay sharp, and maps scene units to it.
  Example.prototype.fit = function () {
    var v = this.view, vw = v[2] - v[0], vh = v[3] - v[1];
    var c = this.canvas;
    this.stage.style.maxWidth = vw + 'px';
    this.stage.style.aspectRatio = vw + ' / ' + vh;
    var cssWidth = c.clientWidth || vw;
    var ratio = window.devicePixelRatio || 1;
    var width = Math.max(1, Math.round(cssWidth * ratio));
    var height = Math.max(1, Math.round(cssWidth * vh / vw * ratio));
    if (c.width !== width || c.height !== height) {
      c.width = width;
      c.height = height;
    }
    var s = width / vw;
    return { s: s, x: -v[0] * s, y: -v[1] * s };
  };

  Example.prototype.paint = function (count) {
    var w = this.w, ctx = this.canvas.getContext('2d');
    var t = this.fit(), p = palette(this.fig);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.setTransform(t.s, 0, 0, t.s, t.x, t.y);
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    for (var k = 0; k < count; k++) {
      var cmd = {
        kind: KIND[w.ex_kind(k)], role: ROLE[w.ex_role(k)], style: w.ex_style(k),
        anchor: w.ex_anchor(k), n: w.ex_points(k), r: w.ex_r(k), p: []
      };
      for (var j = 0; j < cmd.n; j++) cmd.p.push([w.ex_x(k, j), w.ex_y(k, j)]);
      if (cmd.kind === 'label') {
        if (!this.labels) continue;
        cmd.text = cString(w, w.ex_text(k));
      }
      paintCommand(ctx, cmd, p);
    }
  };

  function strokeWidth(cmd) { return cmd.role === 'muted' ? 1.25 : 2; }

  // The outline of an area command, as a path (svg/svg.c draws the same).
  function areaPath(ctx, cmd) {
    var p = cmd.p;
    ctx.beginPath();
    switch (cmd.kind) {
    case 'box':
    case 'roundbox': {
      var r = cmd.kind === 'roundbox' ? cmd.r : 0;
      var hx = p[1][0] + r, hy = p[1][1] + r;
      if (r > 0 && ctx.roundRect) ctx.roundRect(p[0][0] - hx, p[0][1] - hy, 2 * hx, 2 * hy, r);
      else ctx.rect(p[0][0] - hx, p[0][1] - hy, 2 * hx, 2 * hy);
      break;
    }
    case 'circle':
      ctx.arc(p[0][0], p[0][1], cmd.r, 0, 2 * Math.PI);
      break;
    case 'capsule': {
      var ax = p[0][0], ay = p[0][1], dx = p[1][0], dy = p[1][1];
      var a = Math.atan2(dy, dx);
      ctx.arc(ax + dx, ay + dy, cmd.r, a - Math.PI / 2, a + Math.PI / 2);
      ctx.arc(ax, ay, cmd.r, a + Math.PI / 2, a + 3 * Math.PI / 2);
      ctx.closePath();
      break;
    }
    default:          // polygon
      p.forEach(function (q, i) { if (i) ctx.lineTo(q[0], q[1]); else ctx.moveTo(q[0], q[1]); });
      ctx.closePath();
    }
  }

  function arrow(ctx, a, b, colour) {
    var dx = b[0] - a[0], dy = b[1] - a[1], len = Math.hypot(dx, dy);
    if (len === 0) return;
    var head = len < 30 ? len * 0.3 : 9, ux = dx / len, uy = dy / len;
    var bx = b[0] - ux * head, by = b[1] - uy * head;
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(bx + ux, by + uy);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(b[0], b[1]);
    ctx.lineTo(bx - uy * head * 0.45, by + ux * head * 0.45);
    ctx.lineTo(bx + uy * head * 0.45, by - ux * head * 0.45);
    ctx.closePath();
    ctx.fillStyle = colour;
    ctx.fill();
  }

  function dot(ctx, q, radius, colour) {
    ctx.beginPath();
    ctx.arc(q[0], q[1], radius, 0, 2 * Math.PI);
    ctx.fillStyle = colour;
    ctx.fill();
  }

  function paintCommand(ctx, cmd, pal) {
    var colour = pal[cmd.role], p = cmd.p;
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineWidth = strokeWidth(cmd);
    ctx.setLineDash(cmd.style & DASHED ? [5, 4] : []);
    switch (cmd.kind) {
    case 'line':
    case 'polyline':
      ctx.beginPath();
      p.forEach(function (q, i) { if (i) ctx.lineTo(q[0], q[1]); else ctx.moveTo(q[0], q[1]); });
      ctx.stroke();
      break;
    case 'arrow':
      arrow(ctx, p[0], p[1], colour);
      break;
    case 'segment':
      arrow(ctx, p[0], p[1], colour);
      dot(ctx, p[0], 3, colour);
      break;
    case 'point':
      if (cmd.role === 'hit') {       // a ring too: a colliding point differs by shape
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.arc(p[0][0], p[0][1], 7, 0, 2 * Math.PI);
        ctx.stroke();
      }
      dot(ctx, p[0], 3.5, colour);
      break;
    case 'label':
      ctx.font = 'italic 13px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif';
      ctx.textAlign = ANCHOR[cmd.anchor] || 'start';
      ctx.textBaseline = 'middle';
      ctx.setLineDash([]);
      ctx.lineWidth = 3;
      ctx.strokeStyle = pal.bg;
      ctx.strokeText(cmd.text, p[0][0], p[0][1]);
      ctx.fillStyle = colour;
      ctx.fillText(cmd.text, p[0][0], p[0][1]);
      break;
    default:                          // the areas
      areaPath(ctx, cmd);
      if (!(cmd.style & OUTLINE)) {
        ctx.globalAlpha = cmd.style & BAND ? pal.fill * 0.8 : pal.fill;
        ctx.fillStyle = colour;
        ctx.fill();
        ctx.globalAlpha = 1;
        if (cmd.role === 'hit') {
          ctx.fillStyle = hatch(ctx, colour);
          ctx.fill();
        }
      }
      if (!(cmd.style & BAND)) ctx.stroke();
    }
    ctx.restore();
  }

  // ---- Handles ----------------------------------------------------------

  // Puts each handle's button where C says the handle is this frame. The
  // button sits at the stage's top left corner and is moved with a
  // transform, in CSS pixels of the canvas as it is now: a transform
  // moves nothing else on the page, so a running example causes no layout
  // shift. A resize redraws, and so places the handles again.
  Example.prototype.placeHandles = function () {
    var v = this.view, c = this.canvas;
    var sx = (c.clientWidth || (v[2] - v[0])) / (v[2] - v[0]);
    var sy = (c.clientHeight || (v[3] - v[1])) / (v[3] - v[1]);
    for (var h = 0; h < this.handles.length; h++) {
      var x = (this.at[h][0] - v[0]) * sx, y = (this.at[h][1] - v[1]) * sy;
      this.handles[h].style.transform = 'translate(' + x.toFixed(2) + 'px, ' + y.toFixed(2) + 'px)';
    }
  };

  // Moves handle h so that it is drawn at scene point (x, y), rounded to
  // whole units and kept inside the picture. Its home moves by the same
  // amount: the animation's offset at this frame is kept.
  Example.prototype.moveHandle = function (h, x, y) {
    var w = this.w, v = this.view;
    x = Math.min(Math.max(Math.round(x), v[0]), v[2]);
    y = Math.min(Math.max(Math.round(y), v[1]), v[3]);
    var ox = this.at[h][0] - w.ex_home_x(this.index, h);
    var oy = this.at[h][1] - w.ex_home_y(this.index, h);
    w.ex_move(this.index, h, x - ox, y - oy);
    this.draw();
  };

  // Drags (mouse, pen, touch) and keys. While a handle is dragged, or
  // being moved with the keys, the example stands still; letting go (or
  // leaving the handle with Tab, Escape or Enter) lets it carry on, if it
  // was playing. A paused example stays paused: the reader paused it, or
  // asked for reduced motion, and Play starts it.
  Example.prototype.listen = function (b, h) {
    var self = this, grab = null, keys = false;
    function scenePoint(e) {
      var r = self.canvas.getBoundingClientRect(), v = self.view;
      return [v[0] + (e.clientX - r.left) / r.width * (v[2] - v[0]),
              v[1] + (e.clientY - r.top) / r.height * (v[3] - v[1])];
    }
    b.addEventListener('pointerdown', function (e) {
      e.preventDefault();
      if (b.setPointerCapture) b.setPointerCapture(e.pointerId);
      var q = scenePoint(e);
      grab = [self.at[h][0] - q[0], self.at[h][1] - q[1]];
      self.hold(1);
    });
    b.addEventListener('pointermove', function (e) {
      if (!grab) return;
      var q = scenePoint(e);
      self.moveHandle(h, q[0] + grab[0], q[1] + grab[1]);
    });
    function release() {
      if (!grab) return;
      grab = null;
      self.hold(-1);
    }
    b.addEventListener('pointerup', release);
    b.addEventListener('pointercancel', release);
    b.addEventListener('lostpointercapture', release);
    function done() {
      if (!keys) return;
      keys = false;
      self.hold(-1);
    }
    b.addEventListener('blur', done);
    b.addEventListener('keydown', function (e) {
      var step = e.shiftKey ? 10 : 1, dx = 0, dy = 0;
      if (e.key === 'ArrowLeft') dx = -step;
      else if (e.key === 'ArrowRight') dx = step;
      else if (e.key === 'ArrowUp') dy = -step;
      else if (e.key === 'ArrowDown') dy = step;
      else if (e.key === 'Escape' || e.key === 'Enter') { done(); return; }
      else return;
      e.preventDefault();
      if (!keys) {
        keys = true;
        self.hold(1);
      }
      self.moveHandle(h, self.at[h][0] + dx, self.at[h][1] + dy);
    });
  };

  Example.prototype.hold = function (by) {
    this.held = Math.max(0, this.held + by);
    if (this.held === 0) wake();
  };

  // ---- The readout ------------------------------------------------------

  Example.prototype.showReadout = function () {
    var w = this.w, rows = w.ex_rows(), dl = this.readout;
    if (!dl) return;
    while (dl.children.length > 2 * rows) dl.removeChild(dl.lastChild);
    while (dl.children.length < 2 * rows) {
      dl.appendChild(document.createElement('dt'));
      dl.appendChild(document.createElement('dd'));
    }
    for (var k = 0; k < rows; k++) {
      var n = w.ex_row_n(k), value;
      if (n === 0) value = cString(w, w.ex_row_text(k));
      else if (n === 1) value = num(w.ex_row_v(k, 0));
      else value = '(' + num(w.ex_row_v(k, 0)) + ', ' + num(w.ex_row_v(k, 1)) + ')';
      var dt = dl.children[2 * k], dd = dl.children[2 * k + 1];
      var name = cString(w, w.ex_row_name(k));
      if (dt.textContent !== name) dt.textContent = name;
      if (dd.textContent !== value) dd.textContent = value;
    }
  };

  // ---- For the tests ----------------------------------------------------

  // Steps to frame n (from 0) and draws it; stops the animation.
  Example.prototype.show = function (n) {
    this.playing = false;
    this.showPlaying();
    this.frame = Math.max(0, Math.floor(n));
    this.draw();
    return this;
  };

  // Puts the handles back where they started, at frame 0.
  Example.prototype.reset = function () {
    this.w.ex_reset(this.index);
    this.frame = 0;
    this.draw();
    return this;
  };

  // Where handle h is drawn in the current frame, in scene units.
  Example.prototype.handleAt = function (h) {
    return this.at[h].slice();
  };

  // The readout as [name, value] pairs, as shown.
  Example.prototype.rows = function () {
    var out = [], dl = this.readout;
    for (var k = 0; dl && k + 1 < dl.children.length; k += 2)
      out.push([dl.children[k].textContent, dl.children[k + 1].textContent]);
    return out;
  };

  // Whether this example advances on the next tick.
  Example.prototype.running = function () {
    return this.playing && this.held === 0 && (this.visible || animateAll());
  };

  // ---- The clock --------------------------------------------------------

  // One loop for all examples. It runs only while some example can move,
  // and turns elapsed time into whole frames; the examples themselves see
  // only frame numbers.
  var ticking = false, last = 0, spare = 0;
  function wake() {
    if (ticking || !examples.some(function (e) { return e.running(); })) return;
    ticking = true;
    last = 0;
    requestAnimationFrame(tick);
  }
  function tick(now) {
    var steps = 0;
    if (last) {
      spare += now - last;
      steps = Math.min(MAX_STEPS, Math.floor(spare / FRAME_MS));
      spare = steps === MAX_STEPS ? 0 : spare - steps * FRAME_MS;
    }
    last = now;
    var any = false;
    examples.forEach(function (e) {
      if (!e.running()) return;
      any = true;
      if (steps > 0) {
        e.frame += steps;
        e.draw();
      }
    });
    if (any) requestAnimationFrame(tick);
    else { ticking = false; spare = 0; }
  }

  // ---- Mounting ---------------------------------------------------------

  function mount(w) {
    var index = new Map();
    for (var i = 0; i < w.ex_count(); i++) index.set(cString(w, w.ex_name(i)), i);
    document.querySelectorAll('figure.example[data-example]').forEach(function (fig) {
      var name = fig.getAttribute('data-example');
      if (!index.has(name) || byName.has(name)) return;
      var e = new Example(w, index.get(name), fig);
      examples.push(e);
      byName.set(name, e);
    });
    if ('IntersectionObserver' in window) {
      var seen = new IntersectionObserver(function (entries) {
        entries.forEach(function (en) {
          var e = byName.get(en.target.getAttribute('data-example'));
          if (e) e.visible = en.isIntersecting;
        });
        wake();
      });
      examples.forEach(function (e) { seen.observe(e.fig); });
    } else {
      examples.forEach(function (e) { e.visible = true; });
    }
    // Redraw on a theme switch or a resize (colours and sizes are read at paint time).
    var redraw = function () { examples.forEach(function (e) { e.draw(); }); };
    new MutationObserver(redraw).observe(document.documentElement,
      { attributes: true, attributeFilter: ['data-theme'] });
    if (window.matchMedia) {
      var dark = window.matchMedia('(prefers-color-scheme: dark)');
      if (dark.addEventListener) dark.addEventListener('change', redraw);
    }
    window.addEventListener('resize', redraw);
    // A stage can change size without the window doing so (the contents
    // rail folding, fonts arriving): redraw that example then.
    if ('ResizeObserver' in window) {
      var sized = new ResizeObserver(function (entries) {
        entries.forEach(function (en) {
          var e = byName.get(en.target.closest('figure').getAttribute('data-example'));
          if (e) e.draw();
        });
      });
      examples.forEach(function (e) { sized.observe(e.stage); });
    }
    window.addEventListener('hashchange', wake);
    wake();
    return examples.length;
  }

  // The module, as base64: from intersect-wasm.js, the script every page
  // of the book loads before this one (or, in a page that carries it
  // itself, from <script id="intersect-wasm">).
  var source = document.getElementById('intersect-wasm');
  var base64 = window.intersectWasm || (source && source.textContent);
  if (!base64 || typeof WebAssembly !== 'object') {
    api.ready = Promise.resolve(0);
    return;
  }
  api.ready = WebAssembly.instantiate(decodeBase64(base64), {})
    .then(function (result) { return mount(result.instance.exports); })
    .catch(function (err) {
      // Keep the still frames; say why once, for whoever debugs it.
      console.warn('intersect: live examples unavailable: ' + err);
      return 0;
    });
})();
