// book.mjs: cuts the woven body into the pages of the book (render.mjs
// calls it once the body is numbered and its figures and examples are in).
//
// The body nwhtml writes is the whole book in order: the title (the
// first h1) and the introduction, then one h1 per chapter, then the two
// indexes (each a <section> with an h1). splitBook() makes of it:
//
//   index.html             the front page: the title and the
//                          introduction up to "How to read the code"
//                          (its made parts, the chapter list and the
//                          table of tests, come from front.mjs), and
//                          the other ways in (frontOf)
//   how-to-read-the-code.html  the rest of the introduction: how to
//                          read the code, and the two files
//   SLUG.html              one page per chapter, SLUG its h1's id
//                          (helpers.html, axis-aligned-boxes.html, ...)
//   indexes.html           the index of chunks and the index of
//                          identifiers of the library
//   indexes-of-the-examples.html  the same two indexes for the live
//                          examples (the appendix's chunks and what they
//                          define, the ex_* functions): a page of their
//                          own keeps each page within its budget
//
// and one-page.html, the whole body on one page, is made by render.mjs
// as before. Every id lives on exactly one page; a link "#id" to an id
// on another page becomes "PAGE.html#id" (linkPages), so chunk,
// identifier, figure, equation and section links work across pages
// both ways. The contents rail of a page lists the chapters and, under
// the current one, its sections (railOf); each chapter page has links
// to the previous and next chapter above and below its text (pagerOf).
// The notes shown beside a chunk's name (where it is defined and used)
// come from the index of chunks, carried by each page for the chunks it
// names (chunkNotesOf).

// Headings, as render.mjs numbers them.
const HEADING = /<h([1-3]) id="([^"]+)">([\s\S]*?)<\/h\1>/g;
const H1 = /<h1 id="([^"]+)">([\s\S]*?)<\/h1>/g;
const ID = /<[a-zA-Z][^\s>]*(?:\s+[^\s>="']+(?:="[^"]*")?)*?\s+id="([^"]*)"/g;
const HREF = /(\s(?:xlink:)?href=")#([^"]*)"/g;

export const FRONT = 'index.html';
export const INDEXES = 'indexes.html';
export const EXAMPLE_INDEXES = 'indexes-of-the-examples.html';
export const ONE_PAGE = 'one-page.html';
// The introduction's section that starts its second page: what a
// reader needs before the first chapter, but not on the front page.
const READING = 'how-to-read-the-code';
// The chapters (the appendices) whose chunks and identifiers are the
// examples' internals.
const EXAMPLES_CHAPTER = /^appendix/;

function unescapeHtml(s) {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

export function escapeHtml(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

// The text of a piece of HTML, tags dropped (a formula as its TeX).
export function textOf(html) {
  return unescapeHtml(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
}

// A heading's HTML for a list: its links and ids dropped (they must not
// repeat).
function labelOf(inner) {
  return inner.replace(/<\/?a\b[^>]*>/g, '').replace(/ id="[^"]*"/g, '').trim();
}

// The ids a piece of HTML defines.
function idsOf(html) {
  return [...html.matchAll(ID)].map((m) => m[1]);
}

// The headings of a piece of HTML but its first h1 (the page's own
// heading) as a nested list, each entry a link to "#id" (the sections of
// one page).
export function sectionList(html) {
  const heads = [...html.matchAll(HEADING)];
  if (heads.length && heads[0][1] === '1') heads.shift();
  if (!heads.length) return '';
  const root = { level: 0, children: [] };
  const stack = [root];
  for (const [, level, id, inner] of heads) {
    const node = { level: Number(level), link: `<a href="#${id}">${labelOf(inner)}</a>`, children: [] };
    while (stack[stack.length - 1].level >= node.level) stack.pop();
    stack[stack.length - 1].children.push(node);
    stack.push(node);
  }
  const list = (nodes) => `<ol>\n${nodes.map((n) => n.children.length
    ? `<li>${n.link}\n${list(n.children)}</li>`
    : `<li>${n.link}</li>`).join('\n')}\n</ol>`;
  return list(root.children);
}

// Splits the body into the title and introduction, the chapters, and
// the indexes. Returns { front, chapters: [{ id, file, heading, text,
// html }], indexes }.
function cut(body) {
  const at = body.search(/<section class="chunk-index">/);
  const indexes = at >= 0 ? body.slice(at) : '';
  const rest = at >= 0 ? body.slice(0, at) : body;
  const h1s = [...rest.matchAll(H1)];
  // The first h1 is the book's title: the front page holds it and what
  // follows up to the first chapter.
  const starts = h1s.slice(1).map((m) => m.index);
  const intro = starts.length ? rest.slice(0, starts[0]) : rest;
  const split = intro.search(new RegExp(`<h2 id="${READING}">`));
  const front = split >= 0 ? intro.slice(0, split) : intro;
  const reading = split >= 0 ? {
    id: READING, file: `${READING}.html`,
    heading: labelOf(/<h2 id="[^"]+">([\s\S]*?)<\/h2>/.exec(intro.slice(split))[1]),
    html: intro.slice(split),
  } : null;
  if (reading) reading.text = textOf(reading.heading);
  const chapters = h1s.slice(1).map((m, i) => ({
    id: m[1],
    file: `${m[1]}.html`,
    heading: labelOf(m[2]),
    text: textOf(m[2]),
    html: rest.slice(starts[i], i + 1 < starts.length ? starts[i + 1] : rest.length),
  }));
  return { front, reading, title: h1s.length ? h1s[0] : null, chapters, indexes };
}

// Splits each index's list in two: the library's entries, and the live
// examples' (an entry whose first link, the chunk or the definition it
// names, is on an appendix's page). Each part gets an h2.
function splitIndexes(indexes, pageOf, examplesFiles) {
  return indexes.replace(/(<section class="(chunk-index|ident-index)">\n<h([12]) id="([^"]+)">[\s\S]*?<\/h\3>\n)<ul>\n([\s\S]*?)<\/ul>\n<\/section>/g,
    (all, head, cls, level, id, items) => {
      const lines = items.split('\n').filter((l) => l);
      const library = [];
      const examples = [];
      for (const li of lines) {
        const m = /href="#([^"]*)"/.exec(li);
        (m && examplesFiles.has(pageOf.get(m[1])) ? examples : library).push(li);
      }
      if (!examples.length) return all;
      const sub = Number(level) + 1;
      const what = cls === 'chunk-index' ? 'chunks' : 'identifiers';
      return `${head}<h${sub} id="${id}-library">The library's ${what}</h${sub}>\n<ul>\n${library.join('\n')}\n</ul>\n`
        + `<h${sub} id="${id}-examples">The live examples' ${what} (the appendices)</h${sub}>\n<ul>\n${examples.join('\n')}\n</ul>\n</section>`;
    });
}

// Moves the examples' parts of the split indexes to a page of their own:
// returns { library, examples }, the examples' page under an h1 of its
// own (empty when there are none).
const EXAMPLES_PART = /<h([23]) id="(index-of-(?:chunks|identifiers)-examples)">[\s\S]*?<\/h\1>\n<ul>\n[\s\S]*?<\/ul>\n/g;
function separateIndexes(indexes) {
  const parts = [...indexes.matchAll(EXAMPLES_PART)].map((m) => m[0].replace(/^<h3/, '<h2').replace(/<\/h3>/, '</h2>'));
  if (!parts.length) return { library: indexes, examples: '' };
  const examples = `<section class="example-index">\n<h1 id="indexes-of-the-examples">Indexes of the live examples</h1>\n`
    + `<p>The chunks of the appendices and the identifiers they define: how the live examples are drawn. The library's own are on <a href="#index-of-chunks">the indexes</a>.</p>\n`
    + `${parts.join('')}</section>\n`;
  return { library: indexes.replace(EXAMPLES_PART, ''), examples };
}

// Turns "#id" links to an id that is not on this page into
// "PAGE.html#id". An id that is nowhere is left for checkpage to report.
export function linkPages(html, file, pageOf) {
  return html.replace(HREF, (all, attr, id) => {
    const page = pageOf.get(id);
    return page && page !== file ? `${attr}${page}#${id}"` : all;
  });
}

// The notes on chunks, from the index of chunks: the id of a chunk's
// first definition, and the text of its entry ("⟨Vectors⟩: defined in
// 3; used in 1.").
export function chunkNotesFrom(indexes) {
  const notes = new Map();
  const section = /<section class="chunk-index">([\s\S]*?)<\/section>/.exec(indexes);
  if (!section) return notes;
  for (const m of section[1].matchAll(/<li><a href="#([^"]+)">[\s\S]*?<\/li>/g)) {
    notes.set(m[1], textOf(m[0]));
  }
  return notes;
}

// The notes for the chunks a page names (in its code and chunk headings),
// as a JSON script the page's script reads.
export function chunkNotesOf(html, notes) {
  const out = {};
  for (const m of html.matchAll(/<a class="(?:use|chunk-name)"[^>]*? href="(?:[^"#]*)#([^"]+)"/g)) {
    if (notes.has(m[1])) out[m[1]] = notes.get(m[1]);
  }
  const keys = Object.keys(out).sort();
  if (!keys.length) return '';
  const json = JSON.stringify(Object.fromEntries(keys.map((k) => [k, out[k]])))
    .replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="chunk-notes">${json}</script>`;
}

// The contents rail of a page: the front page, every chapter and the
// indexes, one line each, with the current page's sections under it.
// The current page's own entry links to its heading, so the script can
// mark it; the others link to their pages.
function railOf(book, current) {
  const entries = [{ file: FRONT, id: book.titleId, heading: 'Introduction', html: book.front }]
    .concat(book.reading ? [book.reading] : [])
    .concat(book.chapters)
    .concat([{ file: INDEXES, id: 'index-of-chunks', heading: 'Indexes', html: book.indexes }])
    .concat(book.exampleIndexes ? [{ file: EXAMPLE_INDEXES, id: 'indexes-of-the-examples', heading: 'Indexes of the examples', html: book.exampleIndexes }] : []);
  const items = entries.map((c) => {
    if (c.file !== current) return `<li><a href="${c.file}">${c.heading}</a></li>`;
    const sections = c.html ? sectionList(c.html) : '';
    return `<li class="current-chapter"><a href="#${c.id}">${c.heading}</a>${sections ? `\n${sections}` : ''}</li>`;
  });
  return `<ol class="chapters">\n${items.join('\n')}\n</ol>`;
}

// Links to the previous and next pages of the book (the front page
// first, the indexes last), and to the front page.
function pagerOf(order, i, where) {
  const prev = order[i - 1];
  const next = order[i + 1];
  const parts = [];
  parts.push(prev ? `<a class="pager-prev" rel="prev" href="${prev.file}"><span aria-hidden="true">&larr;</span> ${prev.label}</a>` : '<span></span>');
  if (order[i].file !== FRONT) parts.push(`<a class="pager-home" href="${FRONT}">Contents</a>`);
  parts.push(next ? `<a class="pager-next" rel="next" href="${next.file}">${next.label} <span aria-hidden="true">&rarr;</span></a>` : '<span></span>');
  return `<nav class="pager pager-${where}" aria-label="${where === 'top' ? 'Chapters' : 'Chapters, again'}">${parts.join('\n')}</nav>`;
}

// The front page's text: the title and the introduction, with the
// other ways in (the indexes, the book on one page) after the list of
// chapters that front.mjs made; without one (no slot for it), a plain
// list of the chapters and those ways in, at the end.
function frontOf(book) {
  const theirs = book.exampleIndexes ? `\n(and <a href="${EXAMPLE_INDEXES}">those of the live examples</a>)` : '';
  const also = `<p class="also">Also: the <a href="${INDEXES}">indexes of chunks and identifiers</a>${theirs}, and
<a href="${ONE_PAGE}">the whole book on one page</a> (to search with the browser's find, or to print).</p>`;
  const front = book.front.trimEnd();
  const at = front.indexOf('<ol class="chapter-list">');
  if (at < 0) {
    // No list made from a slot: a plain one, at the end.
    const items = book.chapters.map((c) => `<li><a href="${c.file}">${c.heading}</a></li>`);
    return `${front}
<section class="book-contents" aria-labelledby="chapters">
<h2 id="chapters">Chapters</h2>
<ol class="chapter-list">
${items.join('\n')}
</ol>
${also}
</section>
`;
  }
  const end = front.indexOf('</ol>', at) + '</ol>'.length;
  return `${front.slice(0, end)}\n${also}${front.slice(end)}\n`;
}

// Section names in the prose. The text refers to a section by its name
// in italics ("see *Starting in contact*"); on one long page a reader
// finds it with the browser's find, across pages they cannot. So an
// <em> whose text is exactly a section's heading becomes a link to that
// heading, unless it sits in that very section or in a link already. A
// name that several headings share links to the one in the same chapter,
// or to none.
export function linkSectionNames(body) {
  const heads = [...body.matchAll(/<h([1-4]) id="([^"]+)">([\s\S]*?)<\/h\1>/g)].map((m) => ({
    level: Number(m[1]), id: m[2], at: m.index,
    text: textOf(m[3].replace(/<span class="secnum">[^<]*<\/span>/g, '')),
  }));
  const byText = new Map();
  for (const h of heads) byText.set(h.text, (byText.get(h.text) || []).concat(h));
  const chapterAt = (at) => {
    let c = -1;
    for (const h of heads) { if (h.at > at) break; if (h.level === 1) c = h.at; }
    return c;
  };
  const sectionAt = (at) => {
    let s = null;
    for (const h of heads) { if (h.at > at) break; s = h; }
    return s;
  };
  return body.replace(/<em>([^<]+)<\/em>/g, (all, inner, at) => {
    let found = byText.get(textOf(inner));
    if (!found) return all;
    if (found.length > 1) found = found.filter((h) => chapterAt(h.at) === chapterAt(at));
    if (found.length !== 1) return all;
    const target = found[0];
    const here = sectionAt(at);
    if (here && here.id === target.id) return all;
    if (body.lastIndexOf('<a ', at) > body.lastIndexOf('</a>', at)) return all;
    if (body.lastIndexOf('<pre', at) > body.lastIndexOf('</pre>', at)) return all;
    return `<a class="secref" href="#${target.id}">${all}</a>`;
  });
}

// Splits the body into pages. Returns { pages: [{ file, title, body,
// contents, pagerTop, pagerBottom }], indexes, pageOf } with every link
// already pointing at the page that holds its target.
export function splitBook(body) {
  const parts = cut(body);
  const titleId = parts.title ? parts.title[1] : '';
  const bookTitle = parts.title ? textOf(parts.title[2]) : 'intersect';
  const examplesFiles = new Set(parts.chapters.filter((c) => EXAMPLES_CHAPTER.test(c.id)).map((c) => c.file));

  // Which page holds each id (the indexes' own new ids included).
  const pageOf = new Map();
  const claim = (file, html) => { for (const id of idsOf(html)) if (!pageOf.has(id)) pageOf.set(id, file); };
  claim(FRONT, parts.front);
  if (!parts.front.includes('<ol class="chapter-list">')) claim(FRONT, '<h2 id="chapters">');
  if (parts.reading) claim(parts.reading.file, parts.reading.html);
  for (const c of parts.chapters) claim(c.file, c.html);
  const separated = separateIndexes(splitIndexes(parts.indexes, pageOf, examplesFiles));
  const indexes = separated.library;
  const exampleIndexes = separated.examples;
  claim(EXAMPLE_INDEXES, exampleIndexes);
  claim(INDEXES, indexes);

  const book = { titleId, front: parts.front, reading: parts.reading, chapters: parts.chapters, indexes, exampleIndexes };
  const order = [{ file: FRONT, label: 'Introduction', title: bookTitle, body: frontOf(book) }]
    .concat(parts.reading ? [{ file: parts.reading.file, label: parts.reading.heading, title: `${parts.reading.text} · ${bookTitle}`, body: parts.reading.html }] : [])
    .concat(parts.chapters.map((c) => ({ file: c.file, label: c.heading, title: `${c.text} · ${bookTitle}`, body: c.html })))
    .concat(indexes ? [{ file: INDEXES, label: 'Indexes', title: `Indexes · ${bookTitle}`, body: indexes }] : [])
    .concat(exampleIndexes ? [{ file: EXAMPLE_INDEXES, label: 'Indexes of the examples', title: `Indexes of the live examples · ${bookTitle}`, body: exampleIndexes }] : []);
  const pages = order.map((p, i) => ({
    file: p.file,
    title: p.title,
    body: linkPages(p.body, p.file, pageOf),
    contents: linkPages(railOf(book, p.file), p.file, pageOf),
    pagerTop: p.file === FRONT ? '' : pagerOf(order, i, 'top'),
    pagerBottom: pagerOf(order, i, 'bottom'),
  }));
  return { pages, indexes, pageOf, title: bookTitle };
}

// The whole book on one page keeps the indexes split as the book has
// them.
export function onePageBody(body) {
  const parts = cut(body);
  if (!parts.indexes) return body;
  const examplesFiles = new Set(parts.chapters.filter((c) => EXAMPLES_CHAPTER.test(c.id)).map((c) => c.file));
  const pageOf = new Map();
  for (const c of parts.chapters) for (const id of idsOf(c.html)) pageOf.set(id, c.file);
  const at = body.search(/<section class="chunk-index">/);
  return body.slice(0, at) + splitIndexes(parts.indexes, pageOf, examplesFiles);
}
