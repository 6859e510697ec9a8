// front.mjs: the parts of the front page that are made, not written
// (render.mjs calls fillFront once the body is numbered and its section
// names are links).
//
// The introduction in intersect.nw holds slots, raw HTML lines:
//
//   <div data-figure-again="NAME"></div>   a figure drawn for a chapter
//                                          (NAME.svg), shown again here,
//                                          unnumbered
//   <div data-front="chapters"></div>      the list of chapters; those the
//                                          section "Start here" names are
//                                          marked as the core path
//   <div data-front="tests"></div>         the table of every test: each
//                                          public function of intersect.h
//                                          that returns bool
//   <div data-front="helpers"></div>       every other public function
//
// Each row is made from the header's declarations (what the function
// takes and gives) and from the woven body (where the function is
// defined, in which section, and the live example under that section's
// heading), so the table cannot go stale: a function added to the
// header is in it at the next weave, and a function the classifier does
// not understand is an error. Links are "#id"; book.mjs turns a link to
// another page into "PAGE.html#id".

import { readFileSync } from 'node:fs';

const HEADING = /<h([1-4]) id="([^"]+)">([\s\S]*?)<\/h\1>/g;

function unescapeHtml(s) {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

function textOf(html) {
  return unescapeHtml(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
}

// A heading's HTML for a link: its own links and ids dropped.
function labelOf(inner) {
  return inner.replace(/<\/?a\b[^>]*>/g, '').replace(/ id="[^"]*"/g, '').trim();
}

// Every function the header declares or defines (static inline ones
// too: they are public), in the header's order, with its return type
// and its parameters [{ type, name }].
export function declarations(header) {
  const text = header.replace(/\/\*[\s\S]*?\*\//g, ' ');
  const out = [];
  const seen = new Set();
  const DECL = /^(?:static\s+inline\s+)?((?:const\s+)?[A-Za-z_]\w*[\s*]+?)\s*\b(isect_\w+)\(([^)]*)\)/gm;
  for (const m of text.matchAll(DECL)) {
    const name = m[2];
    if (seen.has(name)) continue;
    seen.add(name);
    const params = m[3].split(',').map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => p && p !== 'void')
      .map((p) => {
        const pm = /^(.*?)\s*\b([A-Za-z_]\w*)$/.exec(p);
        return { type: pm[1].replace(/\s+\*/g, ' *').trim(), name: pm[2] };
      });
    out.push({ name, returns: m[1].replace(/\s+/g, ' ').trim(), params });
  }
  return out;
}

// The shape a parameter stands for.
const SHAPES = {
  isect_aabb: 'box',
  isect_minmax: 'box (min, max)',
  isect_rect: 'box (corner, size)',
  isect_circle: 'circle',
  isect_capsule: 'capsule',
  isect_triangle: 'triangle',
};

// What a test asks, from its parameters: the two shapes (the static one
// first, as every function takes them; for a sweep through a list, the
// list), static or swept, and the kind of result. Throws on a parameter it does not know, so that a new kind
// of test cannot slip into the table with a wrong row.
export function classify(fn) {
  const shapes = [];
  let swept = false;
  let both = false;
  let result = 'yes/no';
  const ps = fn.params;
  for (let i = 0; i < ps.length; i++) {
    const { type, name } = ps[i];
    const next = ps[i + 1];
    if (SHAPES[type]) {
      // A shape followed by its delta moves.
      if (name === 'moving' && next && next.name === 'delta') { swept = true; i++; }
      // A shape followed by a motion of its own (da, box_delta): both shapes
      // of the pair move ("Two moving shapes").
      else if (next && next.type === 'isect_vec' && /^(?:d[a-z]|[a-z]+_delta)$/.test(next.name)) {
        both = true;
        i++;
      }
      shapes.push(swept && name === 'moving' ? `swept ${SHAPES[type]}` : SHAPES[type]);
    } else if (type === 'const isect_shape *' && next && next.type === 'size_t') {
      shapes.push('many shapes');
      i++;
    } else if (type === 'const isect_aabb_soa *' || type === 'const isect_circle_soa *') {
      // shapes stored in columns (chapter "Many boxes at once")
      shapes.push(type === 'const isect_aabb_soa *' ? 'many boxes' : 'many circles');
    } else if (type === 'const isect_world *') {
      shapes.push(ps.some((p) => p.type === 'const isect_grid *') ? 'a world (through a grid)' : 'a world');
    } else if (type === 'const isect_grid *') {
      // the broad phase that finds the world's shapes near the query
    } else if (type === 'const isect_filter *') {
      // which shapes of the world count: an option, not a shape
    } else if (type === 'isect_vec' && /^(?:seg_)?pos$/.test(name) && next && /delta$/.test(next.name)) {
      shapes.push('segment');
      i++;
    } else if (type === 'isect_vec' && name === 'center' && next && next.name === 'radius') {
      // a circle as its two parts (isect_circle_point_push)
      shapes.push(SHAPES.isect_circle);
      i++;
    } else if (type === 'isect_vec' && name === 'point') {
      shapes.push('point');
    } else if (name === 'padding') {
      // an option of the test, not a shape
    } else if (type === 'isect_hit *') {
      result = 'Hit';
    } else if (type === 'isect_sweep *') {
      result = 'Sweep';
    } else if (type === 'isect_vec *' && both) {
      // where each of two moving shapes gets to: the Hit is the result
    } else if (type === 'size_t *' || type === 'isect_real *') {
      // which shape of a list was hit; the other segment's time
    } else {
      throw new Error(`front.mjs: ${fn.name}: no rule for its parameter "${type} ${name}"`);
    }
  }
  if (shapes.length !== 2) throw new Error(`front.mjs: ${fn.name}: ${shapes.length} shapes, not two`);
  // Both move: the row names the first "moving" and the second "swept",
  // as the function sweeps it with the relative motion.
  if (both) {
    swept = true;
    shapes[0] = `moving ${shapes[0]}`;
    if (!shapes[1].startsWith('swept ')) shapes[1] = `swept ${shapes[1]}`;
  }
  return { shapes, swept, result };
}

// The headings of the body, with where they start and end: the level,
// the id, the label (number and text) and the place of the next heading
// of the same or a higher level.
function headingsOf(body) {
  const heads = [...body.matchAll(HEADING)].map((m) => ({
    level: Number(m[1]), id: m[2], label: labelOf(m[3]), at: m.index,
  }));
  heads.forEach((h, i) => {
    const end = heads.slice(i + 1).find((k) => k.level <= h.level);
    h.end = end ? end.at : body.length;
  });
  return heads;
}

// Where a function is defined: its chapter (h1) and its section (the
// h2 that holds the definition, or the chapter when the definition is
// not in an h2), and the live example for it: the example named after
// it if there is one, else the first example in its section, else the
// first in its chapter (a chapter may show all its functions in one
// example at its top, as "Many boxes at once" does).
function placeOf(fn, body, heads) {
  const at = body.indexOf(`id="def-${fn.name}"`);
  if (at < 0) throw new Error(`front.mjs: ${fn.name}: no definition (id="def-${fn.name}") in the body`);
  const holding = heads.filter((h) => h.at < at && at < h.end);
  const chapter = holding.find((h) => h.level === 1);
  const section = holding.find((h) => h.level === 2 && chapter && h.at > chapter.at) || chapter;
  const named = `ex-${fn.name.replace(/^isect_/, '').replace(/_/g, '-')}`;
  let example = body.includes(`<figure class="example" id="${named}"`) ? named : null;
  for (const around of [section, chapter]) {
    if (example || !around) continue;
    const m = /<figure class="example" id="([^"]+)"/.exec(body.slice(around.at, around.end));
    if (m) example = m[1];
  }
  return { section, example };
}

function nameLink(fn) {
  return `<a href="#def-${fn.name}"><code>${fn.name}</code></a>`;
}

function sectionLink(section) {
  return section ? `<a href="#${section.id}">${section.label}</a>` : '';
}

// A function that builds or changes a broad phase (its first parameter is
// the grid it changes) answers whether it could, and is no test.
function builds(fn) {
  return fn.params.length > 0 && fn.params[0].type === 'isect_grid *';
}

// The table of tests: one row per public function that returns bool.
export function testTable(fns, body) {
  const heads = headingsOf(body);
  const rows = fns.filter((f) => f.returns === 'bool' && !builds(f)).map((fn) => {
    const { shapes, swept, result } = classify(fn);
    const { section, example } = placeOf(fn, body, heads);
    const shown = example ? `<a href="#${example}" aria-label="the live example of ${fn.name}">example</a>` : '';
    return `<tr><td>${shapes.join(' &times; ')}</td><td>${swept ? 'swept' : 'static'}</td><td>${result}</td>`
      + `<td>${nameLink(fn)}</td><td>${sectionLink(section)}</td><td>${shown}</td></tr>`;
  });
  return `<table class="test-table">
<thead><tr><th scope="col">Shapes</th><th scope="col">Moves?</th><th scope="col">Result</th><th scope="col">Function</th><th scope="col">Section</th><th scope="col">Live</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}

// The other public functions, grouped by the section that defines them,
// with the live examples of that section that show them.
export function helperList(fns, body) {
  const heads = headingsOf(body);
  const groups = new Map();
  for (const fn of fns.filter((f) => f.returns !== 'bool' || builds(f))) {
    const { section, example } = placeOf(fn, body, heads);
    const key = section ? section.id : '';
    if (!groups.has(key)) groups.set(key, { section, names: [], examples: [] });
    const g = groups.get(key);
    g.names.push(nameLink(fn));
    if (example && !g.examples.includes(example)) g.examples.push(example);
  }
  const shown = (g) => (g.examples.length
    ? ` (${g.examples.map((e) => `<a href="#${e}">example</a>`).join(', ')})` : '');
  const items = [...groups.values()].sort((a, b) => (a.section ? a.section.at : 0) - (b.section ? b.section.at : 0))
    .map((g) => `<li>${sectionLink(g.section)}: ${g.names.join(', ')}${shown(g)}</li>`);
  return `<ul class="helper-list">\n${items.join('\n')}\n</ul>`;
}

// The chapters (every h1 but the title and the indexes).
function chaptersOf(heads) {
  const title = heads.find((h) => h.level === 1);
  return heads.filter((h) => h.level === 1 && h !== title && !h.id.startsWith('index-of-'));
}

// The core path: the chapters the section "Start here" names in italics
// (up to its next heading), in the order it names them. Each name that
// is not a link yet becomes one (a chapter's name that another heading
// shares, such as an appendix's, is left unlinked by linkSectionNames).
// Returns the body and the ids of the core chapters.
export function corePath(body) {
  const heads = headingsOf(body);
  const start = heads.find((h) => h.id === 'start-here');
  if (!start) throw new Error('front.mjs: no section "Start here" (id start-here) to take the core path from');
  const next = heads.find((h) => h.at > start.at);
  const end = next ? next.at : body.length;
  const byText = new Map(chaptersOf(heads).map((c) => [textOf(c.label.replace(/<span class="secnum">[^<]*<\/span>/, '')), c]));
  const core = [];
  const section = body.slice(start.at, end).replace(/(<a\b[^>]*>)?<em>([^<]+)<\/em>/g, (all, link, text) => {
    const c = byText.get(textOf(text));
    if (!c) return all;
    if (!core.includes(c.id)) core.push(c.id);
    return link ? all : `<a class="secref" href="#${c.id}">${all}</a>`;
  });
  if (!core.length) throw new Error('front.mjs: the section "Start here" names no chapter in italics');
  return { body: body.slice(0, start.at) + section + body.slice(end), core };
}

// The list of chapters, the core ones marked.
export function chapterList(body, core) {
  const named = new Set(core);
  const items = chaptersOf(headingsOf(body)).map((c) => (named.has(c.id)
    ? `<li class="core"><a href="#${c.id}">${c.label}</a> <span class="badge" title="on the core path">core</span></li>`
    : `<li><a href="#${c.id}">${c.label}</a></li>`));
  return `<ol class="chapter-list">\n${items.join('\n')}\n</ol>`;
}

// A figure's SVG again, its ids (if any) given a prefix so they do not
// repeat the figure's own on the one page that shows both.
function figureAgain(name, dir) {
  const svg = readFileSync(`${dir}/${name}.svg`, 'utf8').trim();
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  let out = svg;
  for (const id of ids) {
    out = out.split(`id="${id}"`).join(`id="again-${id}"`)
      .split(`#${id}"`).join(`#again-${id}"`).split(`#${id})`).join(`#again-${id})`);
  }
  return out;
}

// Fills the slots. header is the text of intersect.h; dir the figures'
// directory. Returns { body, errors }.
export function fillFront(body, header, dir) {
  const errors = [];
  const wanted = /<div data-front="[a-z]+"><\/div>|<div data-figure-again="[a-z0-9-]+"><\/div>/;
  if (!wanted.test(body)) return { body, errors };
  let fns = [];
  let core = [];
  try {
    if (header) fns = declarations(header);
    if (body.includes('<div data-front="chapters"></div>')) ({ body, core } = corePath(body));
  } catch (err) {
    errors.push(err.message);
  }
  const make = (what) => {
    try {
      if (what === 'chapters') return chapterList(body, core);
      if (!header) throw new Error(`front.mjs: the ${what} slot needs the header (--whole=H,...)`);
      if (what === 'tests') return testTable(fns, body);
      if (what === 'helpers') return helperList(fns, body);
      throw new Error(`front.mjs: no slot "${what}"`);
    } catch (err) {
      errors.push(err.message);
      return '';
    }
  };
  const out = body
    .replace(/<div data-front="([a-z]+)"><\/div>/g, (all, what) => make(what))
    .replace(/<div data-figure-again="([a-z0-9-]+)"><\/div>/g, (all, name) => {
      try {
        return figureAgain(name, dir);
      } catch (err) {
        errors.push(`front.mjs: figure again ${name}: ${err.message}`);
        return all;
      }
    });
  return { body: out, errors };
}
