// mathslim.mjs: makes a typeset formula lighter without changing how it
// looks or what a screen reader hears.
//
// MathJax's SVG output mirrors the formula's MathML tree: every node of
// it becomes a <g>, most of them with nothing but a data-mml-node
// attribute, or only a transform, around a single child. A chapter page
// holds three hundred formulas, and these wrappers were a fifth of all its
// DOM nodes (a page's budget is 8,000). So, inside the SVG:
//
//   - the data-* attributes go: only MathJax's menu and explorer read
//     them, and these pages do not load either;
//   - a <g> with no attributes left is replaced by its children (a group
//     without attributes draws exactly its children);
//   - a <g> with only a transform and one child hands the transform to the
//     child, written before the child's own: the list "A B" means "apply
//     B, then A", which is what the group did.
//
// The assistive MathML beside the SVG is what a screen reader reads, and
// is left as it is. Input this does not expect (text inside the SVG, an
// unclosed tag) is returned unchanged.

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>]+="[^"]*")*)\s*(\/?)>/g;
const ATTR = /\s+([^\s=>]+)="([^"]*)"/g;
// Elements that can take a transform from the group around them.
const TAKES_TRANSFORM = new Set(['g', 'use', 'rect', 'path']);

function parse(svg) {
  const root = { children: [] };
  const stack = [root];
  let at = 0;
  for (const m of svg.matchAll(TAG)) {
    if (svg.slice(at, m.index).trim() !== '') return null;
    at = m.index + m[0].length;
    const [, close, name, attrs, self] = m;
    if (close) {
      const open = stack.pop();
      if (open.name !== name) return null;
      continue;
    }
    const node = { name, attrs: [...attrs.matchAll(ATTR)].map((a) => [a[1], a[2]]), children: [] };
    stack[stack.length - 1].children.push(node);
    if (!self) stack.push(node);
  }
  if (svg.slice(at).trim() !== '' || stack.length !== 1) return null;
  return root.children;
}

function slim(node) {
  const children = node.children.flatMap(slim);
  const attrs = node.attrs.filter(([name]) => !name.startsWith('data-'));
  const self = { ...node, attrs, children };
  if (node.name !== 'g') return [self];
  if (attrs.length === 0) return children;
  if (attrs.length === 1 && attrs[0][0] === 'transform' && children.length === 1
      && TAKES_TRANSFORM.has(children[0].name)) {
    const child = children[0];
    const own = child.attrs.find(([name]) => name === 'transform');
    const transform = own ? `${attrs[0][1]} ${own[1]}` : attrs[0][1];
    const rest = child.attrs.filter(([name]) => name !== 'transform');
    return [{ ...child, attrs: [['transform', transform], ...rest] }];
  }
  return [self];
}

function write(node) {
  const attrs = node.attrs.map(([k, v]) => ` ${k}="${v}"`).join('');
  return `<${node.name}${attrs}>${node.children.map(write).join('')}</${node.name}>`;
}

// The formula's HTML (an <mjx-container> with an <svg> and the assistive
// MathML), its SVG slimmed.
export function slimFormula(html) {
  const start = html.indexOf('<svg');
  const end = html.lastIndexOf('</svg>');
  if (start < 0 || end < start) return html;
  const tree = parse(html.slice(start, end + '</svg>'.length));
  if (!tree || tree.length !== 1) return html;
  // The outer <svg> keeps its attributes (size, viewBox, aria-hidden).
  const [svg] = tree;
  const slimmed = { ...svg, children: svg.children.flatMap(slim) };
  return html.slice(0, start) + write(slimmed) + html.slice(end + '</svg>'.length);
}
