// whole.mjs: the "whole function" views of the page (used by render.mjs).
//
// A function of the library is written in pieces: its body names chunks
// that are defined elsewhere, and a reader cannot copy it from the page.
// For every public function (one the header declares), the page gets the
// function's text as the downloadable intersect.c has it (tangled, every
// chunk in place, no #line), highlighted like the chunks, folded in a
// <details> under the first chunk that holds the function's first line,
// with a button the page's script makes copy it.
//
// The same two helpers (publicFunctions, functionText) are what
// tools/checkpage.mjs checks the views against; it has its own copies, so
// that a mistake here cannot hide itself.

import { spawnSync } from 'node:child_process';

// The functions a header declares: a line at the start of a declaration
// that is not static, a typedef or a macro, with a name and "(", and a
// declaration that ends in ";" (a prototype), not a body.
export function publicFunctions(header) {
  const names = [];
  const lines = header.split('\n');
  lines.forEach((line, i) => {
    const m = /^(?!static\b|typedef\b|extern\b|#)[A-Za-z_][\w \t*]*?\b([A-Za-z_]\w*)\(/.exec(line);
    if (!m) return;
    let j = i;
    while (j < lines.length && !/[;{]\s*$/.test(lines[j])) j++;
    if (j < lines.length && lines[j].trimEnd().endsWith(';') && !names.includes(m[1])) names.push(m[1]);
  });
  return names;
}

// The text of the function name as the code file defines it: from the
// line that starts its definition (its name and "(" at the start of a
// line, not static, followed by a body, not a ";") to the "}" that ends
// it at the start of a line, each line ending in a newline. null if the
// file does not define it.
export function functionText(code, name) {
  const lines = code.split('\n');
  const start = new RegExp(`^(?!static\\b)[A-Za-z_][\\w \\t*]*?\\b${name}\\(`);
  for (let i = 0; i < lines.length; i++) {
    if (!start.test(lines[i])) continue;
    let j = i;
    while (j < lines.length && !/[;{]\s*$/.test(lines[j])) j++;
    if (j >= lines.length || lines[j].trimEnd().endsWith(';')) continue;
    while (j < lines.length && lines[j] !== '}') j++;
    if (j < lines.length) return `${lines.slice(i, j + 1).join('\n')}\n`;
  }
  return null;
}

// Undoes HTML escaping.
function unescapeHtml(s) {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

const CHUNK = /<div class="chunk" id="[^"]+">\n[\s\S]*?<pre class="code"><code>([\s\S]*?)<\/code><\/pre>\n<div class="chunk-foot">[\s\S]*?<\/div>\n(?=<\/div>\n)/g;

// Adds the views to the body. header and code are the texts of the
// downloadable intersect.h and intersect.c; highlighter is nwhtml, run as
// `nwhtml -highlight -lines`. Returns the body, the errors (a public
// function the code file does not define, or no chunk shows its first
// line) and the number of views.
export function wholeFunctionsOf(body, header, code, highlighter) {
  const errors = [];
  const wanted = new Map(); // first line of a definition -> [names]
  for (const name of publicFunctions(header)) {
    const text = functionText(code, name);
    if (!text) { errors.push(`whole function ${name}: intersect.c does not define it`); continue; }
    const first = text.slice(0, text.indexOf('\n'));
    if (!wanted.has(first)) wanted.set(first, []);
    wanted.get(first).push({ name, text });
  }
  let count = 0;
  const out = body.replace(CHUNK, (chunk, html) => {
    const lines = unescapeHtml(html.replace(/<[^>]*>/g, '')).split('\n');
    const views = [];
    lines.forEach((line, i) => {
      const found = wanted.get(line);
      if (!found) return;
      // A definition, not the prototype in the header's chunk: its
      // first line is followed by a body, not a ';'.
      let j = i;
      while (j < lines.length && !/[;{]\s*$/.test(lines[j])) j++;
      if (j >= lines.length || lines[j].trimEnd().endsWith(';')) return;
      wanted.delete(line);
      for (const { name, text } of found) {
        const r = spawnSync(highlighter, ['-highlight', '-lines'], { input: text, encoding: 'utf8' });
        if (r.status !== 0) { errors.push(`whole function ${name}: ${highlighter} failed: ${r.stderr || r.error}`); continue; }
        count++;
        views.push(`<details class="whole" id="whole-${name}"><summary>The whole function <code>${name}</code>, every chunk in place</summary>
<button type="button" class="whole-copy" data-copy="whole-${name}">Copy</button>
<pre class="code"><code>${r.stdout}</code></pre></details>\n`);
      }
    });
    return chunk + views.join('');
  });
  for (const found of wanted.values())
    for (const { name } of found) errors.push(`whole function ${name}: no chunk shows its first line`);
  return { body: out, errors, count };
}
