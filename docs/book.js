/* book.js: the script of the book's pages, from the scripts in <body> of tools/page.html, shared by every page that links it;
   written by tools/render.mjs: edit the source, not this file. */
/* Everything below is an extra: the page reads the same without it. */
(function () {
  'use strict';
  var root = document.documentElement;
  var KEY = 'intersect-theme';

  /* The theme switch: light, dark, or the system's ("Auto"); the choice
     is kept in localStorage and applied in <head> on the next load. */
  var themeGroup = document.querySelector('.theme');
  function showTheme() {
    var current = root.getAttribute('data-theme') || 'system';
    themeGroup.querySelectorAll('button').forEach(function (b) {
      b.setAttribute('aria-pressed', String(b.getAttribute('data-theme-choice') === current));
    });
  }
  themeGroup.addEventListener('click', function (e) {
    var b = e.target.closest('button[data-theme-choice]');
    if (!b) return;
    var choice = b.getAttribute('data-theme-choice');
    if (choice === 'system') root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', choice);
    try {
      if (choice === 'system') localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, choice);
    } catch (err) { /* no storage: the choice lasts until the page is left */ }
    showTheme();
  });
  showTheme();

  /* The current section: the last heading listed in the contents whose
     top has scrolled above a line near the top of the window is marked
     in the contents (aria-current), and kept in view in the rail. */
  var nav = document.getElementById('contents');
  var links = Array.prototype.slice.call(nav.querySelectorAll('details a[href^="#"]'));
  var heads = links.map(function (a) {
    return document.getElementById(decodeURIComponent(a.getAttribute('href').slice(1)));
  });
  var marked = null, queued = false;
  function markCurrent() {
    queued = false;
    var line = Math.min(120, window.innerHeight / 3), best = -1;
    for (var i = 0; i < heads.length; i++) {
      if (heads[i] && heads[i].getBoundingClientRect().top <= line) best = i;
      else if (heads[i]) break;
    }
    var link = best >= 0 ? links[best] : null;
    if (link === marked) return;
    if (marked) marked.removeAttribute('aria-current');
    marked = link;
    if (!link) return;
    link.setAttribute('aria-current', 'location');
    /* Where the entry is within the rail's scrolled content, from the
       two boxes on screen (the rail is sticky: its offsetTop moves as the
       page scrolls, so it cannot serve). */
    if (nav.scrollHeight > nav.clientHeight) {
      var top = link.getBoundingClientRect().top - nav.getBoundingClientRect().top + nav.scrollTop;
      if (top < nav.scrollTop + 40 || top + link.offsetHeight > nav.scrollTop + nav.clientHeight - 40) {
        nav.scrollTop = top - nav.clientHeight / 3;
      }
    }
  }
  function queueMark() {
    if (!queued) { queued = true; window.requestAnimationFrame(markCurrent); }
  }
  window.addEventListener('scroll', queueMark, { passive: true });
  window.addEventListener('resize', queueMark);
  window.addEventListener('hashchange', queueMark);
  markCurrent();

  /* Where a chunk is defined and used, shown beside its name (a use in
     the code, or a chunk's heading) on hover and on keyboard focus. The
     text comes from the chunk's entry in the index of chunks, which the
     build copies into each page for the chunks it names (the script
     #chunk-notes, keyed by the id of the chunk's first piece, which may
     be on another page). Escape hides it; the pointer may move onto it. */
  var index = {};
  try {
    var notes = document.getElementById('chunk-notes');
    if (notes) index = JSON.parse(notes.textContent);
  } catch (err) { /* no notes: no tips */ }
  function noteOf(a) {
    var href = a.getAttribute('href') || '';
    var key = href.slice(href.indexOf('#') + 1);
    return Object.prototype.hasOwnProperty.call(index, key) ? index[key] : null;
  }
  var tip = document.createElement('div');
  tip.className = 'chunk-tip';
  tip.id = 'chunk-tip';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  document.body.appendChild(tip);
  var owner = null, hideTimer = 0;
  function tipTarget(el) {
    return el && el.closest ? el.closest('a.use, a.chunk-name') : null;
  }
  function showTip(a) {
    var entry = noteOf(a);
    if (!entry) return;
    window.clearTimeout(hideTimer);
    if (owner && owner !== a) owner.removeAttribute('aria-describedby');
    owner = a;
    tip.textContent = entry;
    a.setAttribute('aria-describedby', 'chunk-tip');
    tip.hidden = false;
    var r = a.getBoundingClientRect();
    var left = Math.max(8, Math.min(r.left + window.scrollX,
      window.scrollX + document.documentElement.clientWidth - tip.offsetWidth - 8));
    tip.style.left = left + 'px';
    tip.style.top = (r.bottom + window.scrollY + 4) + 'px';
  }
  function hideTip() {
    tip.hidden = true;
    if (owner) owner.removeAttribute('aria-describedby');
    owner = null;
  }
  function hideSoon() {
    window.clearTimeout(hideTimer);
    hideTimer = window.setTimeout(hideTip, 300);
  }
  document.addEventListener('mouseover', function (e) {
    var a = tipTarget(e.target);
    if (a) showTip(a);
    else if (tip.contains(e.target)) window.clearTimeout(hideTimer);
  });
  document.addEventListener('mouseout', function (e) {
    if (tipTarget(e.target) || tip.contains(e.target)) hideSoon();
  });
  document.addEventListener('focusin', function (e) {
    var a = tipTarget(e.target);
    if (a) showTip(a); else hideTip();
  });
  document.addEventListener('focusout', function (e) {
    if (tipTarget(e.target)) hideTip();
  });
  document.addEventListener('keydown', function (e) {
    if (e.key === 'Escape' && !tip.hidden) hideTip();
  });

  /* The whole function's Copy button: puts the function's text (the
     code block's text, which is the downloadable intersect.c's) on the
     clipboard. Where the clipboard API is missing or refused (a page
     from file:// in some browsers), the text is selected and copied the
     old way, and stays selected for Ctrl+C. The last text copied is
     kept in window.intersectCopied, for the browser tests. */
  document.addEventListener('click', function (e) {
    var button = e.target.closest ? e.target.closest('button.whole-copy') : null;
    if (!button) return;
    var pre = document.getElementById(button.getAttribute('data-copy')).querySelector('pre');
    var text = pre.textContent;
    window.intersectCopied = text;
    function done(word) {
      button.textContent = word;
      window.setTimeout(function () { button.textContent = 'Copy'; }, 1500);
    }
    function fallback() {
      var range = document.createRange();
      range.selectNodeContents(pre);
      var sel = window.getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
      var ok = false;
      try { ok = document.execCommand('copy'); } catch (err) { ok = false; }
      done(ok ? 'Copied' : 'Selected: press Ctrl+C');
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done('Copied'); }, fallback);
    } else {
      fallback();
    }
  });
})();
