// Applying the engine's transactions: each `frame` message inserts, removes, moves and updates the
// page's boxes, one per view, and starts the animations the engine began. The page keeps no state of
// its own beyond the boxes it was told to create.

import { applyAccessibility, updateInert } from './accessibility.js';
import { CONTINUOUS_SHAPE, color, drawsContinuous, easing, gradientImage, matrixOf, radii, snappedToPixels, transformOf } from './style.js';
import { shapeElement } from './shapes.js';
import { accessibilityActionEvent } from './wire.js';

/** Whether this browser draws corner shapes: without them continuous corners stay circular at their radius. */
const CORNER_SHAPES = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('corner-shape', CONTINUOUS_SHAPE);

/** The page's boxes, by the engine's view identifier, and what changes them. */
export class FrameApplier {
  /**
   * @param document the page's document
   * @param stage the element the root view fills
   * @param content a ContentPainter
   * @param outbox the Outbox custom actions the user chooses are queued in (none: none are offered)
   */
  constructor({ document, stage, content, outbox }) {
    this.document = document;
    this.content = content;
    this.perform = outbox ? (view, name) => outbox.queue(accessibilityActionEvent(view, 'custom', name)) : null;
    /** id → { el, inner, content, bg, props, look } */
    this.views = new Map();
    this.rootId = null;
    const inner = document.createElement('div');
    inner.className = 'inner';
    // Pinned to the top-left corner: in right-to-left the static position would be the right edge.
    Object.assign(inner.style, { position: 'absolute', left: '0', top: '0', width: '0', height: '0' });
    stage.appendChild(inner);
    this.stageView = { el: stage, inner, props: null };
    /** What `updateInert` made inert behind the topmost modal box, and that box. */
    this.modality = { inert: new Set(), modal: null };
  }

  /** Applies one transaction, in the protocol's order: removed, inserted, moved, updated, content, animations. */
  apply(frame, measure) {
    const views = this.views;
    // A box that had the page's focus may leave (its view removed, reused or moved): the stage then
    // takes the focus back, so keys and Tab go on from the stage instead of from the document's start.
    const stage = this.stageView.el;
    const active = this.document.activeElement;
    const focusedInside = Boolean(active && active !== stage && stage.contains(active));
    if (this.rootId !== frame.root) {
      views.delete(this.rootId);
      this.rootId = frame.root;
      views.set(this.rootId, this.stageView);
    }
    for (const id of frame.removed || []) {
      const view = views.get(id);
      if (!view || view === this.stageView) continue;
      view.el.remove();
      views.delete(id);
    }
    for (const insertion of frame.inserted || []) this.insert(insertion);
    for (const move of frame.moved || []) {
      const view = views.get(move.id);
      const parent = views.get(move.parent);
      if (view && parent) place(view.el, parent, move.index);
    }
    for (const update of frame.updated || []) {
      const view = views.get(update.id);
      if (!view) continue;
      if (view === this.stageView) { setOffset(view, update.props); continue; }
      stopAnimations(view);
      setProps(view, update.props);
    }
    for (const change of frame.content || []) {
      const view = views.get(change.id);
      if (!view || view === this.stageView) continue;
      this.content.setContent(view, change.content);
      this.content.setBackground(view, change.background);
      applyAccessibility(this.document, view, change.a11y, this.perform);
    }
    // Labels truncated at the head or in the middle, fitted to their boxes' widths once both are set.
    for (const change of [...(frame.inserted || []), ...(frame.updated || []), ...(frame.content || [])]) {
      const view = views.get(change.id);
      if (view && view !== this.stageView && view.props) this.content.fitLine(view, Number(view.props.w));
    }
    for (const animation of frame.animations || []) this.animate(views.get(animation.id), animation, frame.time);
    for (const request of frame.measure || []) measure(request);
    if (this.modality.modal || this.stageView.el.querySelector('[aria-modal="true"]')) {
      updateInert(this.document, this.stageView.el, this.modality);
    }
    if (focusedInside && !stage.contains(this.document.activeElement)) stage.focus({ preventScroll: true });
    if (Array.isArray(frame.announce)) this.announce(frame.announce);
    // The assistive focus an app moved (UIAccessibility's screen or layout changed, with a view).
    const focus = Number.isInteger(frame.axFocus) ? views.get(frame.axFocus) : null;
    if (focus && focus !== this.stageView) {
      focus.el.tabIndex = -1;
      focus.el.focus({ preventScroll: true });
    }
  }

  /**
   * Speaks `texts` (UIAccessibility's announcements) through the page's polite live region: each
   * frame's texts replace the last, as a new node, so a repeated text is spoken again.
   */
  announce(texts) {
    const region = this.document.getElementById('announcer');
    const spoken = texts.filter((text) => typeof text === 'string' && text.length > 0).slice(0, 16).map((text) => text.slice(0, 2_000));
    if (!region || spoken.length === 0) return;
    const line = this.document.createElement('p');
    line.textContent = spoken.join(' ');
    region.replaceChildren(line);
  }

  insert(insertion) {
    const parent = this.views.get(insertion.parent);
    if (!parent || this.views.has(insertion.id)) return;
    const el = this.document.createElement('div');
    el.className = 'v';
    el.dataset.id = String(insertion.id);
    el.dataset.kind = String(insertion.kind).slice(0, 64);
    const inner = this.document.createElement('div');
    inner.className = 'inner';
    el.appendChild(inner);
    const view = { el, inner, content: null, bg: null, props: null, look: null, layers: null, layersKey: null, hint: null, actions: null };
    this.views.set(insertion.id, view);
    setProps(view, insertion.props);
    this.content.setBackground(view, insertion.background);
    this.content.setContent(view, insertion.content);
    applyAccessibility(this.document, view, insertion.a11y, this.perform);
    place(el, parent, insertion.index);
  }

  animate(view, animation, frameTime) {
    if (!view || view === this.stageView) return;
    stopAnimations(view);
    const options = {
      duration: Math.max(0, animation.duration * 1000),
      delay: Math.max(0, (animation.start - frameTime) * 1000),
      easing: easing(animation),
      fill: 'backwards',
    };
    const from = animation.from, to = animation.to;
    view.el.animate([keyframe(from, from, to), keyframe(to, from, to)], options);
    if (from.ox !== to.ox || from.oy !== to.oy) {
      view.inner.animate([
        { transform: `translate(${-from.ox}px, ${-from.oy}px)` },
        { transform: `translate(${-to.ox}px, ${-to.oy}px)` },
      ], options);
    }
  }
}

/** The keyframe of `props` in an animation from `from` to `to` (looks animate when either has one). */
export function keyframe(props, from, to) {
  const drawn = snappedToPixels(props, pixelScale());
  const frame = { transform: transformOf(drawn), opacity: props.alpha, width: `${drawn.w}px`, height: `${drawn.h}px` };
  if (from.look || to.look) {
    frame.backgroundColor = props.look && props.look.bg ? color(props.look.bg) : 'transparent';
    frame.borderRadius = props.look && props.look.radius ? radii(props.look, CORNER_SHAPES && drawsContinuous(props.look, props.w, props.h)) : '0px';
  }
  return frame;
}

function place(el, parent, index) {
  const siblings = parent.inner.children;
  const reference = index >= 0 && index < siblings.length ? siblings[index] : null;
  if (reference !== el) parent.inner.insertBefore(el, reference);
}

/** Device pixels per point (1 outside a browser). */
function pixelScale() {
  return typeof window !== 'undefined' && Number(window.devicePixelRatio) > 0 ? Number(window.devicePixelRatio) : 1;
}

function setProps(view, props) {
  const style = view.el.style;
  const drawn = snappedToPixels(props, pixelScale());
  style.width = `${drawn.w}px`;
  style.height = `${drawn.h}px`;
  style.transform = transformOf(drawn);
  style.opacity = String(props.alpha);
  style.display = props.hidden ? 'none' : '';
  style.zIndex = String(props.z);
  view.el.classList.toggle('clips', Boolean(props.clips));
  setLook(view, props.look, props.w, props.h);
  setOffset(view, props);
  view.props = props;
}

/** A layer's background, corners, border (drawn above the content and subviews) and shadow, on a view of `w` × `h`. */
function setLook(view, look, w, h) {
  const el = view.el, style = el.style;
  if (!look) {
    if (view.look) {
      style.backgroundColor = style.backgroundImage = style.borderRadius = style.boxShadow = '';
      style.removeProperty('--bw');
      style.removeProperty('--bc');
      el.classList.remove('bordered', 'continuous');
      setLayers(view, null, w, h);
    }
    view.look = null;
    return;
  }
  paintLook(el, look, w, h);
  setLayers(view, look, w, h);
  view.look = look;
}

/** Paints `look`'s background, gradient, corners, border and shadow on `el`, a box of `w` × `h`. */
function paintLook(el, look, w, h) {
  const style = el.style;
  style.backgroundColor = color(look.bg);
  style.backgroundImage = gradientImage(look.grad, w, h);
  const continuous = CORNER_SHAPES && drawsContinuous(look, w, h);
  style.borderRadius = look.radius ? radii(look, continuous) : '';
  el.classList.toggle('continuous', continuous);
  if (look.border && look.border.w > 0) {
    style.setProperty('--bw', `${Math.max(0, Number(look.border.w) || 0)}px`);
    style.setProperty('--bc', color(look.border.c));
    el.classList.add('bordered');
  } else {
    el.classList.remove('bordered');
  }
  const s = look.shadow;
  style.boxShadow = s ? `${Number(s.x) || 0}px ${Number(s.y) || 0}px ${Math.max(0, Number(s.blur) || 0)}px ${color(s.c)}` : '';
}

/** The most sublayers drawn in one view's tree (a bound on what one message can make the page build). */
const MAXIMUM_LAYERS = 256;

/**
 * Draws what a view's layer holds above its background — its shape (a shape layer's path), then its
 * sublayers (`look.layers`, back to front, each with its own shape and sublayers) — in a box between
 * the view's content and its subviews, rebuilt when they change.
 */
function setLayers(view, look, w, h) {
  const layers = look && Array.isArray(look.layers) && look.layers.length > 0 ? look.layers : null;
  const shape = look && look.shape ? look.shape : null;
  const key = layers || shape ? JSON.stringify([shape, layers, shape ? [w, h] : null]) : null;
  if (key === (view.layersKey || null)) return;
  view.layersKey = key;
  if (!key) {
    if (view.layers) { view.layers.remove(); view.layers = null; }
    return;
  }
  if (!view.layers) {
    view.layers = view.el.ownerDocument.createElement('div');
    view.layers.className = 'layers';
    view.el.insertBefore(view.layers, view.inner);
  }
  const budget = { left: MAXIMUM_LAYERS };
  const drawn = shape ? shapeElement(view.el.ownerDocument, shape, w, h) : null;
  view.layers.replaceChildren(...(drawn ? [drawn] : []), ...layerElements(view.el.ownerDocument, layers, budget, 0));
}

/** Elements for `layers` (each drawing its shape, then its sublayers), at most `budget.left` in all and 16 deep. */
export function layerElements(document, layers, budget, depth) {
  const elements = [];
  if (!Array.isArray(layers) || depth >= 16) return elements;
  for (const layer of layers) {
    if (budget.left <= 0 || !layer || typeof layer !== 'object') break;
    budget.left -= 1;
    const el = document.createElement('div');
    el.className = 'l';
    const number = (v) => (Number.isFinite(Number(v)) ? Number(v) : 0);
    const w = Math.max(0, number(layer.w)), h = Math.max(0, number(layer.h));
    Object.assign(el.style, { left: `${number(layer.x)}px`, top: `${number(layer.y)}px`, width: `${w}px`, height: `${h}px` });
    if (layer.alpha !== undefined && layer.alpha !== null) el.style.opacity = String(Math.min(Math.max(number(layer.alpha), 0), 1));
    if (layer.clips) el.classList.add('clips');
    const matrix = matrixOf(layer.transform);
    if (matrix) {
      el.style.transform = matrix;
      const unit = (v) => Math.min(Math.max(number(v === undefined || v === null ? 0.5 : v), -100), 100);
      el.style.transformOrigin = `${unit(layer.ax) * w}px ${unit(layer.ay) * h}px`;
    }
    if (layer.look) {
      paintLook(el, layer.look, w, h);
      const drawn = layer.look.shape ? shapeElement(document, layer.look.shape, w, h) : null;
      if (drawn) el.append(drawn);
      el.append(...layerElements(document, layer.look.layers, budget, depth + 1));
    }
    elements.push(el);
  }
  return elements;
}

function setOffset(view, props) {
  view.inner.style.transform = props.ox || props.oy ? `translate(${-props.ox}px, ${-props.oy}px)` : '';
}

function stopAnimations(view) {
  for (const running of view.el.getAnimations()) running.cancel();
  for (const running of view.inner.getAnimations()) running.cancel();
}
