// A shape layer's path as an SVG element: the path data, fill and stroke the engine sends, each
// value checked (colours clamped, numbers finite, names from a fixed list) and set as attributes,
// never inserted as markup.
import { color } from './style.js';

const SVG = 'http://www.w3.org/2000/svg';

/** The longest path data drawn (a bound on what one message can make the page parse). */
export const MAXIMUM_PATH_DATA = 65536;

const CAPS = new Set(['butt', 'round', 'square']);
const JOINS = new Set(['miter', 'round', 'bevel']);

/** Path data made only of SVG path commands and numbers, within the bound; '' otherwise. */
export function pathData(d) {
  if (typeof d !== 'string' || d.length > MAXIMUM_PATH_DATA || !/^[MLQCZ0-9 .eE+-]*$/.test(d)) return '';
  return d;
}

/** The SVG attributes that draw `shape` (the wire's `Shape`); null when it draws nothing. */
export function shapeAttributes(shape) {
  if (!shape || typeof shape !== 'object') return null;
  const d = pathData(shape.d);
  if (!d) return null;
  const number = (v, fallback) => (Number.isFinite(Number(v)) ? Number(v) : fallback);
  const attributes = { d, fill: shape.fill ? color(shape.fill) : 'none', 'fill-rule': shape.rule === 'evenodd' ? 'evenodd' : 'nonzero' };
  const lineWidth = Math.max(0, number(shape.lw, 0));
  if (shape.stroke && lineWidth > 0) {
    attributes.stroke = color(shape.stroke);
    attributes['stroke-width'] = String(lineWidth);
    attributes['stroke-linecap'] = CAPS.has(shape.cap) ? shape.cap : 'butt';
    attributes['stroke-linejoin'] = JOINS.has(shape.join) ? shape.join : 'miter';
    attributes['stroke-miterlimit'] = String(Math.max(1, number(shape.miter, 10)));
    const from = Math.min(Math.max(number(shape.from, 0), 0), 1), to = Math.min(Math.max(number(shape.to, 1), 0), 1);
    if (from > 0 || to < 1) {
      // The path's length counted as 1: one dash from `from` to `to`, then a gap past the end.
      if (to <= from) return attributes.fill === 'none' ? null : withoutStroke(attributes);
      attributes.pathLength = '1';
      attributes['stroke-dasharray'] = `${to - from} 2`;
      attributes['stroke-dashoffset'] = String(-from);
    } else if (Array.isArray(shape.dash)) {
      const lengths = shape.dash.slice(0, 64).map((v) => Math.max(0, number(v, 0)));
      if (lengths.some((v) => v > 0)) {
        attributes['stroke-dasharray'] = lengths.join(' ');
        attributes['stroke-dashoffset'] = String(number(shape.phase, 0));
      }
    }
  } else if (attributes.fill === 'none') {
    return null;
  }
  return attributes;
}

function withoutStroke(attributes) {
  const { d, fill } = attributes;
  return { d, fill, 'fill-rule': attributes['fill-rule'] };
}

/** An `<svg>` of `w` × `h` (overflowing: strokes and paths may reach outside) drawing `shape`; null when it draws nothing. */
export function shapeElement(document, shape, w, h) {
  const attributes = shapeAttributes(shape);
  if (!attributes) return null;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'shape');
  svg.setAttribute('width', String(Math.max(0, Number(w) || 0)));
  svg.setAttribute('height', String(Math.max(0, Number(h) || 0)));
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  for (const [name, value] of Object.entries(attributes)) path.setAttribute(name, value);
  svg.append(path);
  return svg;
}
