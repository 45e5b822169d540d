// What views draw inside their boxes: list content, labels, image views, text fields, custom
// content's parts and background configurations — and the measurements the engine asks for. All
// text goes through textContent; nothing received is ever parsed as HTML.

import { ALIGNMENTS, CLASS_NAME, WEIGHTS, color, placeholderFill } from './style.js';
import { MAX_TEXT, textInputEvent } from './wire.js';

const PRESERVE = { scaleToFill: 'none', scaleAspectFit: 'xMidYMid meet', scaleAspectFill: 'xMidYMid slice', redraw: 'none' };
const PLACE = {
  center: ['center', 'center'], top: ['center', 'start'], bottom: ['center', 'end'], left: ['start', 'center'],
  right: ['end', 'center'], topLeft: ['start', 'start'], topRight: ['end', 'start'], bottomLeft: ['start', 'end'],
  bottomRight: ['end', 'end'],
};
const FITS = { scaleToFill: 'fill', scaleAspectFit: 'contain', scaleAspectFill: 'cover', redraw: 'fill' };
/** The deepest nesting of custom content's parts the page draws. */
const MAX_PART_DEPTH = 32;
/** The most runs of attributed text the page draws. */
const MAX_RUNS = 4096;

/** The line break modes whose ellipsis CSS cannot place: the page truncates those texts itself. */
const TRUNCATIONS = { truncatingHead: 'head', truncatingMiddle: 'middle' };

/**
 * UIKit's head or middle truncation of one line: the most characters of `text` that fit `width`
 * with an ellipsis first (`head`) or in the middle (`middle`; the end keeps the odd character), as
 * `measure(string)` measures them; the text itself when it fits (or is empty). Characters are
 * code points, so a pair of surrogates is never split. A width that is not a positive number keeps
 * the ellipsis alone.
 * - Complexity: O(log n) measurements of strings of up to n characters.
 */
export function truncatedLine(text, mode, width, measure) {
  const joined = (pieces) => pieces.map((piece) => piece.text).join('');
  return joined(truncatedRuns([String(text)], mode, width, (pieces) => measure(joined(pieces))));
}

/**
 * Head or middle truncation of one line of attributed text, kept in its runs: `runs` are the runs'
 * strings; the result is the pieces to draw, each `{ run, text }` naming the run whose attributes it
 * takes — the ellipsis takes the attributes of the first character it stands for (UIKit does not
 * document whose attributes its ellipsis takes).
 * `measure(pieces)` measures a candidate line. The runs' pieces themselves when the line fits (or
 * is empty); the ellipsis alone for a width that is not a positive number.
 * - Complexity: O(log n) measurements of lines of up to n characters.
 */
/** The editor attributes of the values a text field's `input` traits give (the wire's `TextInput`). */
const INPUT_MODES = new Set(['url', 'numeric', 'tel', 'email', 'decimal', 'search']);
const ENTER_KEYS = new Set(['go', 'search', 'next', 'send', 'done']);
const CAPITALIZE = new Set(['none', 'words', 'characters']);

/**
 * Gives a text field's editor the attributes its input traits ask for: the keyboard (`inputmode`),
 * the return key's label (`enterkeyhint`), capitals, Safari's autocorrection, spell checking,
 * autofill (`autocomplete`, off unless a content type names a token) and password rules. Values the
 * page does not know are left out, so the editor's defaults stand.
 */
export function applyTextInput(input, traits) {
  const set = (name, value) => { if (value === null) input.removeAttribute(name); else input.setAttribute(name, value); };
  set('inputmode', INPUT_MODES.has(traits.mode) ? traits.mode : null);
  set('enterkeyhint', ENTER_KEYS.has(traits.enter) ? traits.enter : null);
  set('autocapitalize', CAPITALIZE.has(traits.capitalize) ? traits.capitalize : 'sentences');
  set('autocorrect', traits.autocorrect === false ? 'off' : 'on');
  set('spellcheck', traits.spellcheck === false ? 'false' : 'true');
  set('autocomplete', typeof traits.autocomplete === 'string' && /^[a-z0-9-]{1,40}$/.test(traits.autocomplete) ? traits.autocomplete : 'off');
  set('passwordrules', typeof traits.rules === 'string' && traits.rules.length <= 1000 ? traits.rules : null);
}

export function truncatedRuns(runs, mode, width, measure) {
  const characters = [];
  runs.forEach((text, run) => { for (const character of Array.from(String(text))) characters.push({ run, character }); });
  const pieces = (kept) => {
    // The characters kept, in order, with the ellipsis at the cut; neighbours of one run joined.
    const front = mode === 'head' ? 0 : Math.floor(kept / 2);
    const back = kept - front;
    const cut = characters[front] ?? characters[characters.length - 1];
    const line = [...characters.slice(0, front),
                  ...(kept < characters.length ? [{ run: cut.run, character: '…' }] : []),
                  ...characters.slice(characters.length - back)];
    const joined = [];
    for (const { run, character } of line) {
      const last = joined[joined.length - 1];
      if (last && last.run === run) last.text += character; else joined.push({ run, text: character });
    }
    return joined;
  };
  if (characters.length === 0) return [];
  const limit = Number(width);
  if (Number.isFinite(limit) && limit > 0 && measure(pieces(characters.length)) <= limit) return pieces(characters.length);
  if (!(Number.isFinite(limit) && limit > 0)) return pieces(0);
  // The most characters kept whose line still fits: fitting only grows shorter as fewer are kept.
  let low = 0, high = characters.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(pieces(middle)) <= limit) low = middle; else high = middle - 1;
  }
  return pieces(low);
}

/** Makes the elements of views' content. */
export class ContentPainter {
  /**
   * @param document the page's document
   * @param symbols a SymbolPainter
   * @param images an ImageStore
   * @param outbox the Outbox text fields queue their input in and measurements answer through
   * @param measureRoot where content is laid out to be measured (off screen)
   */
  constructor({ document, symbols, images, outbox, measureRoot }) {
    Object.assign(this, { document, symbols, images, outbox, measureRoot });
  }

  element(tag, className) {
    const el = this.document.createElement(tag);
    if (className) el.className = className;
    return el;
  }

  textElement(text) {
    const el = this.element('div', 't');
    el.textContent = String(text.text);
    el.style.fontSize = `${Number(text.font.size)}px`;
    el.style.fontWeight = String(WEIGHTS[text.font.weight] || 400);
    if (text.font.tabular === true) el.style.fontVariantNumeric = 'tabular-nums';
    el.style.color = color(text.color);
    el.style.textAlign = ALIGNMENTS[text.align] || 'start';
    if (Number(text.lines) === 1) {
      // One line ends in an ellipsis where the characters run out (UIKit's tail truncation), not at
      // the last word that fits.
      el.classList.add('one-line');
    } else if (text.lines > 0) {
      el.classList.add('clamp');
      el.style.webkitLineClamp = String(text.lines);
    }
    return el;
  }

  bitmapElement(image) {
    const src = this.images.url(image.bitmap);
    if (!src) return null;
    const img = this.element('img', 'bitmap');
    img.alt = '';
    // A drag that starts on a picture is the engine's (a scroll, a reorder), not the browser's image drag.
    img.draggable = false;
    img.src = src;
    return img;
  }

  imageElement(image, tint) {
    const bitmap = this.bitmapElement(image);
    if (bitmap) {
      bitmap.style.width = `${Number(image.w)}px`;
      bitmap.style.height = `${Number(image.h)}px`;
      bitmap.style.objectFit = 'cover';
      return bitmap;
    }
    const el = this.element('span', 'img');
    el.style.width = `${Number(image.w)}px`;
    el.style.height = `${Number(image.h)}px`;
    if (image.system) {
      // A symbol in list or custom content: drawn like an image view's, in its tint; a name the
      // library cannot draw is a neutral placeholder (the server reports it once).
      el.classList.add('symbolbox');
      el.dataset.symbol = String(image.name);
      el.style.color = color(tint || image.tint || { r: 0, g: 0.478, b: 1, a: 1 });
      el.appendChild(this.symbols.element(image.name, image.weight, 'xMidYMid meet') || this.symbols.missingElement());
      return el;
    }
    el.style.background = tint ? color(tint) : placeholderFill(image.name);
    el.style.fontSize = `${Math.max(8, Math.min(Number(image.w), Number(image.h)) * 0.5)}px`;
    el.title = String(image.name);
    el.textContent = String(image.name).slice(0, 1).toUpperCase();
    // A placeholder's letter is drawing, not text to read.
    el.setAttribute('aria-hidden', 'true');
    return el;
  }

  /** An image view's image: scaled into the bounds by its content mode, or placed at its own size. */
  imageViewElement(content, el) {
    const image = content.image;
    const mode = String(content.mode);
    el.classList.add('imageview');
    if (image.system) el.dataset.symbol = String(image.name);
    if (content.imageTint) el.style.color = color(content.imageTint);
    const place = PLACE[mode];
    if (place) {
      el.style.justifyContent = place[0];
      el.style.alignItems = place[1];
    }
    let inner = image.system ? this.symbols.element(image.name, image.weight, place ? 'xMidYMid meet' : (PRESERVE[mode] || 'none')) : this.bitmapElement(image);
    if (inner && inner.tagName === 'IMG') inner.style.objectFit = FITS[mode] || 'none';
    if (!inner && image.system) inner = this.symbols.missingElement();
    if (!inner) {
      inner = this.element('span', 'img');
      inner.style.background = content.imageTint ? color(content.imageTint) : placeholderFill(image.name);
      inner.textContent = String(image.name).slice(0, 1).toUpperCase();
    }
    if (place) {
      inner.style.width = `${Number(image.w)}px`;
      inner.style.height = `${Number(image.h)}px`;
      inner.style.flex = 'none';
    } else {
      inner.style.width = inner.style.height = '100%';
    }
    el.appendChild(inner);
  }

  partElement(part, depth = 0) {
    if (!part || depth > MAX_PART_DEPTH) return this.element('span');
    switch (part.kind) {
      case 'text': {
        const el = this.textElement(part.text);
        el.style.textAlign = '';
        return el;
      }
      case 'image': return this.imageElement(part.image, null);
      case 'swatch': {
        const el = this.element('div', 'swatch');
        el.style.background = color(part.color);
        if (part.w != null) el.style.width = `${Number(part.w)}px`; else el.style.alignSelf = 'stretch';
        if (part.h != null) el.style.height = `${Number(part.h)}px`; else el.style.flex = '1 1 auto';
        return el;
      }
      case 'vertical':
      case 'horizontal': {
        const el = this.element('div', part.kind === 'vertical' ? 'col' : 'row');
        el.style.gap = `${Number(part.spacing) || 0}px`;
        for (const child of part.parts || []) el.appendChild(this.partElement(child, depth + 1));
        return el;
      }
      case 'styled': {
        const el = this.element('div');
        for (const name of part.classes || []) if (CLASS_NAME.test(name)) el.classList.add(name);
        for (const child of part.parts || []) el.appendChild(this.partElement(child, depth + 1));
        return el;
      }
      default: return this.element('span');
    }
  }

  contentElement(content) {
    const el = this.element('div');
    const m = content.margins;
    el.style.paddingBlock = `${Number(m.top)}px ${Number(m.bottom)}px`;
    // A swiped row's content slides past its edge: a negative margin is drawn as a negative CSS margin
    // (padding cannot be negative), so the content moves instead of stopping at the edge.
    const leading = Number(m.leading), trailing = Number(m.trailing);
    el.style.paddingInline = `${Math.max(0, leading)}px ${Math.max(0, trailing)}px`;
    if (leading < 0) el.style.marginInlineStart = `${leading}px`;
    if (trailing < 0) el.style.marginInlineEnd = `${trailing}px`;
    if (content.kind === 'list') {
      el.classList.add('list');
      el.style.gap = `${Number(content.imagePadding) || 0}px`;
      // A row is at least 44 points high, its content centred, however the page's font measures.
      if (content.minHeight != null) el.style.minHeight = `${Number(content.minHeight)}px`;
      if (content.image) {
        const image = this.imageElement(content.image, content.imageTint);
        if (content.imageRadius != null) image.style.borderRadius = `${Number(content.imageRadius)}px`;
        el.appendChild(image);
      }
      const texts = this.element('div', 'texts');
      if (content.sideBySideGap != null) {
        // A value cell: the secondary text after the text, wrapping below it when both do not fit.
        texts.classList.add('side');
        texts.style.columnGap = `${Number(content.sideBySideGap) || 0}px`;
      }
      if (content.text) texts.appendChild(this.textElement(content.text));
      if (content.secondary) texts.appendChild(this.textElement(content.secondary));
      el.appendChild(texts);
    } else if (content.kind === 'textField') {
      el.classList.add('textfield');
      el.appendChild(this.textFieldElement(content));
    } else if (content.kind === 'imageView') {
      this.imageViewElement(content, el);
    } else if (content.kind === 'text') {
      el.classList.add('label');
      el.appendChild(this.labelElement(content.text));
    } else {
      el.appendChild(this.partElement(content.part));
    }
    return el;
  }

  /**
   * A text field's editor: an input the page owns (caret, selection, keyboard) whose text the engine
   * owns — every change goes to the engine, which sends back the text it kept.
   */
  textFieldElement(content) {
    const input = this.element('input', 'tf');
    input.type = content.secure ? 'password' : 'text';
    input.maxLength = MAX_TEXT;
    const viewId = () => Number(input.closest('.v')?.dataset.id);
    const send = (phase) => this.outbox.queue(textInputEvent(viewId(), phase, input.value));
    input.addEventListener('input', () => send('change'));
    input.addEventListener('focus', () => send('focus'));
    input.addEventListener('blur', () => send('blur'));
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') { event.preventDefault(); send('submit'); }
    });
    this.updateTextField(input, content);
    return input;
  }

  updateTextField(input, content) {
    const text = content.text;
    // Only when the engine's text differs (a refused change, a text set by code): keeps the caret.
    if (input.value !== String(text.text)) input.value = String(text.text);
    input.placeholder = String(content.placeholder || '');
    input.disabled = content.disabled === true;
    input.type = content.secure ? 'password' : 'text';
    input.style.fontSize = `${Number(text.font.size)}px`;
    input.style.fontWeight = String(WEIGHTS[text.font.weight] || 400);
    input.style.color = color(text.color);
    input.style.textAlign = ALIGNMENTS[text.align] || 'start';
    input.style.setProperty('--placeholder', content.placeholderColor ? color(content.placeholderColor) : '');
    applyTextInput(input, content.input || {});
  }

  /** A label's text: one line with an ellipsis (or clipped), or wrapped, clamped to its line count. */
  labelElement(text) {
    const el = this.textElement(text);
    const shadow = text.shadow;
    if (shadow) el.style.textShadow = `${Number(shadow.x) || 0}px ${Number(shadow.y) || 0}px 0 ${color(shadow.c)}`;
    // The engine resolved the alignment to a physical edge; the text runs in its own direction, so
    // an English text in a right-to-left layout still ends with the ellipsis on the right.
    el.dir = 'auto';
    const lines = Number(text.lines) || 0;
    if (lines === 1) {
      el.classList.remove('clamp');
      el.classList.add('one');
      if (text.breakMode === 'clipping') el.classList.add('clip');
      el.textContent = String(text.text).replace(/\n/g, ' ');
      if (TRUNCATIONS[text.breakMode]) {
        // Head and middle truncation are fitted to the box's width once it is known (`fitLine`).
        el.classList.add('clip');
        el.truncation = TRUNCATIONS[text.breakMode];
      }
    } else if (text.breakMode === 'charWrapping') {
      el.classList.add('chars');
    }
    if (Array.isArray(text.runs)) {
      // Attributed text: one span per run, each in its own font, colour and decoration.
      el.textContent = '';
      for (const run of text.runs.slice(0, MAX_RUNS)) {
        const span = this.element('span');
        span.textContent = lines === 1 ? String(run.text).replace(/\n/g, ' ') : String(run.text);
        span.style.fontSize = `${Number(run.font.size)}px`;
        span.style.fontWeight = String(WEIGHTS[run.font.weight] || 400);
        if (run.font.tabular === true) span.style.fontVariantNumeric = 'tabular-nums';
        span.style.color = color(run.color);
        if (run.bg) span.style.backgroundColor = color(run.bg);
        const decorations = [run.underline === true ? 'underline' : '', run.strike === true ? 'line-through' : ''].filter(Boolean);
        if (decorations.length) span.style.textDecorationLine = decorations.join(' ');
        el.appendChild(span);
      }
    }
    if (el.truncation) {
      // The runs as drawn: a fitted line is made of copies of these spans (a plain text is one run).
      el.fullRuns = Array.isArray(text.runs) ? [...el.children].map((span) => span.cloneNode(true)) : null;
      el.fullLine = el.textContent;
    }
    return el;
  }

  /**
   * Fits a label truncated at its head or middle to `width`, measuring candidate lines in its fonts
   * off screen (an attributed text keeps each run's font and colour; the ellipsis takes the run of
   * the first character it replaces); does nothing for other content, or when the width is the one
   * it was fitted to.
   * - Complexity: O(log n) measurements for a text of n characters.
   */
  fitLine(view, width) {
    const line = view.content && view.content.classList.contains('label') ? view.content.firstChild : null;
    if (!line || typeof line.fullLine !== 'string' || line.fittedWidth === width) return;
    line.fittedWidth = width;
    const probe = this.element('span');
    probe.style.whiteSpace = 'pre';
    if (!line.fullRuns) {
      Object.assign(probe.style, { fontSize: line.style.fontSize, fontWeight: line.style.fontWeight,
                                   fontVariantNumeric: line.style.fontVariantNumeric });
    }
    const runs = line.fullRuns ? line.fullRuns.map((span) => span.textContent) : [line.fullLine];
    const draw = (into, pieces) => {
      if (!line.fullRuns) { into.textContent = pieces.map((piece) => piece.text).join(''); return; }
      into.textContent = '';
      for (const piece of pieces) {
        const span = line.fullRuns[piece.run].cloneNode(false);
        span.textContent = piece.text;
        into.appendChild(span);
      }
    };
    this.measureRoot.appendChild(probe);
    const pieces = truncatedRuns(runs, line.truncation, width, (candidate) => {
      draw(probe, candidate);
      return probe.getBoundingClientRect().width;
    });
    probe.remove();
    draw(line, pieces);
  }

  /** Replaces `view`'s content (a text field keeps its editor, and so its focus and caret). */
  setContent(view, content) {
    if (content && content.kind === 'textField' && view.content && view.content.classList.contains('textfield')) {
      this.updateTextField(view.content.firstChild, content);
      return;
    }
    if (view.content) { view.content.remove(); view.content = null; }
    if (!content) return;
    const el = this.contentElement(content);
    el.classList.add('content');
    view.el.insertBefore(el, view.layers || view.inner);
    view.content = el;
  }

  /** Replaces `view`'s background configuration. */
  setBackground(view, background) {
    if (view.bg) { view.bg.remove(); view.bg = null; }
    if (!background) return;
    const el = this.element('div', 'bg');
    const i = background.insets;
    el.style.insetBlock = `${Number(i.top)}px ${Number(i.bottom)}px`;
    el.style.insetInline = `${Number(i.leading)}px ${Number(i.trailing)}px`;
    el.style.background = color(background.color);
    el.style.borderRadius = `${Number(background.radius)}px`;
    if (background.stroke && background.strokeWidth > 0) {
      el.style.border = `${Number(background.strokeWidth)}px solid ${color(background.stroke)}`;
    }
    view.el.insertBefore(el, view.el.firstChild);
    view.bg = el;
  }

  /** Measures content at the engine's fixed axis; answered with the next frame. */
  measure(request) {
    const box = this.element('div');
    const el = this.contentElement(request.content);
    if (request.width != null) box.style.width = `${request.width}px`; else box.style.width = 'max-content';
    if (request.content.kind === 'text') {
      // A label: as wide as its text, wrapping at its wrap width when it has one.
      el.style.position = 'static';
      if (request.content.maxWidth != null) box.style.maxWidth = `${Number(request.content.maxWidth)}px`;
    }
    if (request.height != null) box.style.height = `${request.height}px`;
    el.style.height = 'auto';
    box.appendChild(el);
    this.measureRoot.appendChild(box);
    const rect = el.getBoundingClientRect();
    this.outbox.answer({
      request: request.request,
      width: request.width != null ? request.width : Math.ceil(rect.width * 2) / 2,
      height: request.height != null ? request.height : Math.ceil(rect.height * 2) / 2,
    });
    box.remove();
  }
}
