// CSS values from the engine's values: colours, corner radii, transforms, timing curves, fonts.
// Pure functions: every value received is clamped or checked, never inserted as markup.

/** An engine colour ({ r, g, b, a } in 0…1) as CSS; '' for none. */
export function color(c) {
  if (!c) return '';
  const channel = (v) => Math.round(Math.min(Math.max(Number(v) || 0, 0), 1) * 255);
  return `rgba(${channel(c.r)}, ${channel(c.g)}, ${channel(c.b)}, ${Math.min(Math.max(Number(c.a) || 0, 0), 1)})`;
}

/**
 * How far a continuous corner of radius r reaches along each edge (Core Animation's continuous
 * curve starts its bend about 1.53 r from the corner), and the CSS superellipse over that reach
 * whose middle sits where a circular corner's does: r (1 - 1/√2) in from the corner, so the
 * corner looks as round as its radius says and only the bend is smoother. 2^-1/n = 1 - 0.2929 / 1.528
 * gives the exponent n ≈ 3.26, CSS's superellipse(log2 n).
 */
export const CONTINUOUS_REACH = 1.528;
export const CONTINUOUS_SHAPE = 'superellipse(1.7)';

/**
 * Whether `look`'s corners are drawn continuous on a view of `w` × `h`: asked for, and the longer
 * reach still fits half the shorter side (a capsule keeps circular ends, as Core Animation's does).
 */
export function drawsContinuous(look, w, h) {
  const r = Math.max(0, Number(look.radius) || 0);
  return Boolean(look.continuous) && r > 0 && r * CONTINUOUS_REACH <= Math.min(Number(w) || 0, Number(h) || 0) / 2;
}

/**
 * Corner radii in CSS order (top-left, top-right, bottom-right, bottom-left) for a corner mask; a
 * continuous corner (`continuous`, from `drawsContinuous`) reaches `CONTINUOUS_REACH` times further.
 */
export function radii(look, continuous = false) {
  const r = Math.max(0, Number(look.radius) || 0) * (continuous ? CONTINUOUS_REACH : 1);
  if (look.corners === undefined || look.corners === null) return `${r}px`;
  const mask = Number(look.corners) || 0;
  return [1, 2, 8, 4].map((bit) => (mask & bit ? `${r}px` : '0')).join(' ');
}

/**
 * A view's geometry on the device's pixel grid (`scale` device pixels per point): a view thinner than
 * one device pixel along an axis (a 0.5-point separator on a 1× screen) is drawn one device pixel
 * thick, its position floored to the grid so it stays inside its parent, and shows as one crisp row
 * rather than a blurred pair. Every other view is returned as it is.
 */
export function snappedToPixels(props, scale) {
  const s = Number(scale) > 0 ? Number(scale) : 1, pixel = 1 / s;
  let { x, y, w, h } = props;
  if (h > 0 && h < pixel) { y = Math.floor(y * s + 1e-6) / s; h = pixel; }
  if (w > 0 && w < pixel) { x = Math.floor(x * s + 1e-6) / s; w = pixel; }
  return x === props.x && y === props.y && w === props.w && h === props.h ? props : { ...props, x, y, w, h };
}

/**
 * A gradient layer's gradient (`grad`: kind, stops, start and end in the unit coordinates of the
 * bounds) as a CSS image on a box of `w` × `h`; '' when there is nothing to draw.
 *
 * Axial: CSS's gradient line runs through the box's centre, so the start and end points are projected
 * onto it and the stops placed between their projections (Core Animation extends the end colours
 * beyond them, as CSS does). Radial: an ellipse centred on the start point whose radii reach the end
 * point along each axis. Conic: clockwise about the start point from the line towards the end point.
 */
export function gradientImage(grad, w, h) {
  if (!grad || !Array.isArray(grad.stops) || grad.stops.length === 0) return '';
  const width = Math.max(0, Number(w) || 0), height = Math.max(0, Number(h) || 0);
  const unit = (v) => (Number.isFinite(Number(v)) ? Number(v) : 0);
  const sx = unit(grad.sx) * width, sy = unit(grad.sy) * height, ex = unit(grad.ex) * width, ey = unit(grad.ey) * height;
  const stops = grad.stops.slice(0, 64).map((stop) => ({ c: color(stop.c), at: Math.min(Math.max(unit(stop.at), -1e6), 1e6) }));
  if (stops.length === 1) stops.push(stops[0]);
  const list = (place) => stops.map((stop) => `${stop.c} ${round(place(stop.at))}%`).join(', ');
  const dx = ex - sx, dy = ey - sy;
  switch (grad.kind) {
    case 'radial': {
      const rx = Math.abs(dx), ry = Math.abs(dy);
      if (rx === 0 || ry === 0) return `linear-gradient(${stops[stops.length - 1].c}, ${stops[stops.length - 1].c})`;
      return `radial-gradient(${round(rx)}px ${round(ry)}px at ${round(sx)}px ${round(sy)}px, ${list((at) => at * 100)})`;
    }
    case 'conic': {
      const angle = dx === 0 && dy === 0 ? 0 : Math.atan2(dx, -dy) * 180 / Math.PI;
      return `conic-gradient(from ${round(angle)}deg at ${round(sx)}px ${round(sy)}px, ${list((at) => at * 100)})`;
    }
    default: {
      const length = Math.hypot(dx, dy);
      if (length === 0) return `linear-gradient(${stops[stops.length - 1].c}, ${stops[stops.length - 1].c})`;
      // CSS angles: 0deg points up, clockwise; the gradient line's length reaches the far corners.
      const angle = Math.atan2(dx, -dy);
      const line = Math.abs(width * Math.sin(angle)) + Math.abs(height * Math.cos(angle));
      const along = (x, y) => (line === 0 ? 0.5 : ((x - width / 2) * Math.sin(angle) - (y - height / 2) * Math.cos(angle)) / line + 0.5);
      const from = along(sx, sy), to = along(ex, ey);
      return `linear-gradient(${round(angle * 180 / Math.PI)}deg, ${list((at) => (from + at * (to - from)) * 100)})`;
    }
  }
}

/** `value` to at most three decimals. */
function round(value) {
  return Math.round(value * 1000) / 1000;
}

/** A view's CSS transform: its position, then its own affine (6 values) or 3D (16 values) transform. */
export function transformOf(props) {
  const matrix = matrixOf(props.transform);
  return `translate(${props.x}px, ${props.y}px)` + (matrix ? ` ${matrix}` : '');
}

/** A transform the engine sends (6 values: CSS `matrix`; 16: `matrix3d`) as CSS; '' for none or a malformed one. */
export function matrixOf(transform) {
  const values = Array.isArray(transform) ? transform.map(Number) : null;
  if (!values || (values.length !== 6 && values.length !== 16) || !values.every(Number.isFinite)) return '';
  return `${values.length === 6 ? 'matrix' : 'matrix3d'}(${values.join(', ')})`;
}

/** The engine's animation curves as CSS easings (springs: `springEasing`). */
export const EASINGS = {
  easeInOut: 'cubic-bezier(0.42, 0, 0.58, 1)',
  easeIn: 'cubic-bezier(0.42, 0, 1, 1)',
  easeOut: 'cubic-bezier(0, 0, 0.58, 1)',
  linear: 'linear',
};

/** A spring with the engine's damping ratio, sampled into a CSS linear() easing. */
export function springEasing(damping) {
  const zeta = Math.min(Math.max(Number(damping) || 1, 0.05), 1);
  const omega = 2 * Math.PI / 0.5;
  const points = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    let value;
    if (zeta >= 1) {
      value = 1 - (1 + omega * t) * Math.exp(-omega * t);
    } else {
      const wd = omega * Math.sqrt(1 - zeta * zeta);
      value = 1 - Math.exp(-zeta * omega * t) * (Math.cos(wd * t) + (zeta * omega / wd) * Math.sin(wd * t));
    }
    points.push(i === 40 ? 1 : Math.round(value * 1000) / 1000);
  }
  return `linear(${points.join(', ')})`;
}

/** The CSS easing of an animation the engine started. */
export function easing(animation) {
  return animation.curve === 'spring' ? springEasing(animation.damping) : (EASINGS[animation.curve] || 'ease-in-out');
}

/** Font weights by the engine's names. */
export const WEIGHTS = { ultraLight: 100, thin: 200, light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900 };
/** Text alignments by the engine's names. */
export const ALIGNMENTS = { natural: 'start', left: 'left', right: 'right', center: 'center', justified: 'justify' };
/** The class names a styled part may carry. */
export const CLASS_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** A hue (0…359) from an image's name: the placeholder of an app image the page has no bytes for. */
export function hue(name) {
  let hash = 0;
  for (const ch of String(name)) hash = (hash * 31 + ch.codePointAt(0)) % 360;
  return hash;
}

/** The red, green and blue (0…1) of a hue (degrees), saturation and lightness (0…1). */
function hslComponents(h, s, l) {
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  return [0, 8, 4].map((n) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
}

/** The contrast ratio of white against the colour `rgb` (components 0…1), as WCAG computes it. */
export function contrastWithWhite(rgb) {
  const linear = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
  return 1.05 / (luminance + 0.05);
}

/**
 * The fill of an app image's placeholder (its initial in white on a colour of its name's hue): as
 * light as the hue allows while the white initial keeps a contrast of at least 4.5:1, so yellows
 * and greens darken where blues stay bright.
 */
export function placeholderFill(name) {
  const h = hue(name);
  let l = 0.5;
  while (l > 0.2 && contrastWithWhite(hslComponents(h, 0.55, l)) < 4.5) l -= 0.02;
  return `hsl(${h}, 55%, ${Math.round(l * 100)}%)`;
}

/** The components of a placeholder fill (`hsl(h, s%, l%)`), for tests. */
export function placeholderComponents(fill) {
  const [h, s, l] = fill.match(/[\d.]+/g).map(Number);
  return hslComponents(h, s / 100, l / 100);
}
