// The page's side of the wire (Guides/WebProtocol.md): the limits it keeps, the messages it sends,
// and the queue of input and measurement answers waiting for the next frame message. No DOM here.

export const PROTOCOL_VERSION = 1;
/** The most input events one frame message carries (the protocol's `maximumEvents`). */
export const MAX_EVENTS = 256;
/** The longest text a text field sends (the protocol's `maximumTextLength`). */
export const MAX_TEXT = 256;
/** The most measurement answers one frame message carries (the protocol's `maximumAnswers`). */
export const MAX_ANSWERS = 1024;
/** The longest screen identifier the page asks for (the protocol's `maximumScreenIdentifierLength`). */
export const MAX_SCREEN_ID = 64;

/** The messages the server sends, by `type`: the page handles each of these and ignores others. */
export const SERVER_MESSAGE_TYPES = ['welcome', 'frame', 'report', 'idle', 'notice', 'image', 'error'];

/** Input and measurement answers waiting for the next frame message. */
export class Outbox {
  constructor() {
    this.events = [];
    this.answers = [];
    /** The latest pointer move not sent yet: moves within one frame collapse into the last. */
    this.move = null;
  }

  /** Queues an event; past `MAX_EVENTS` the oldest goes. */
  queue(event) {
    if (this.events.length >= MAX_EVENTS) this.events.shift();
    this.events.push(event);
  }

  /** Queues a pointer record: a move replaces the move before it; anything else sends that move first. */
  queuePointer(record) {
    if (record.phase === 'moved') { this.move = record; return; }
    if (this.move) { this.queue(this.move); this.move = null; }
    this.queue(record);
  }

  /**
   * Drops the input not sent yet (events and the pending move): the page is leaving the screen it
   * was aimed at, and a tap queued there must not land on the next screen. Measurement answers stay.
   */
  discardInput() {
    this.events = [];
    this.move = null;
  }

  /** Keeps a measurement answer for the next frame message. */
  answer(answer) {
    this.answers.push(answer);
  }

  /**
   * The frame message for time `now`: the viewport when it differs from `lastViewport`, then up to
   * `MAX_EVENTS` events (the pending move last) and `MAX_ANSWERS` answers, taken from the queue.
   */
  frameMessage(now, viewport, lastViewport) {
    const message = { type: 'frame', time: now };
    if (!lastViewport || viewport.width !== lastViewport.width || viewport.height !== lastViewport.height) {
      message.viewport = viewport;
    }
    if (this.move) { this.events.push(this.move); this.move = null; }
    if (this.events.length) message.events = this.events.splice(0, MAX_EVENTS);
    if (this.answers.length) message.answers = this.answers.splice(0, MAX_ANSWERS);
    return message;
  }
}

/** The first message: the protocol version, the viewport and the screen the address names, if any. */
export function helloMessage(viewport, hash) {
  const hello = { type: 'hello', version: PROTOCOL_VERSION, viewport };
  let requested;
  try { requested = decodeURIComponent(String(hash || '').replace(/^#/, '')) || undefined; } catch { requested = undefined; }
  if (requested && requested.length <= MAX_SCREEN_ID) hello.screen = requested;
  return hello;
}

/** The modifier keys held during `event`, by the protocol's names. */
export function modifiers(event) {
  const names = [];
  if (event.shiftKey) names.push('shift');
  if (event.ctrlKey) names.push('control');
  if (event.altKey) names.push('alt');
  if (event.metaKey) names.push('meta');
  return names;
}

/** A wheel event as the protocol carries it: lines and pages in points, Shift turning vertical into horizontal. */
export function wheelEvent(event, point, pageHeight) {
  const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? pageHeight : 1;
  let dx = event.deltaX * scale, dy = event.deltaY * scale;
  if (event.shiftKey && dx === 0) { dx = dy; dy = 0; }
  return { kind: 'wheel', x: point.x, y: point.y, dx, dy };
}

/** The keys the stage sends to the engine (with any single character). */
export const KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End', ' ', 'Enter', 'Escape', 'Tab']);

/** Whether the stage sends `key` to the engine. */
export function isEngineKey(key) {
  return KEYS.has(key) || [...String(key)].length === 1;
}

// The messages and events the page sends: built here only, so their shapes are checked against
// the protocol's schema (Guides/WebProtocol.schema.json) by the page's tests.

/** Shows another screen. */
export const navigateMessage = (screen) => ({ type: 'navigate', screen });
/** Presses a screen's action button. */
export const actionMessage = (name) => ({ type: 'action', name });
/** Sets a screen's (or the page's) setting. */
export const settingMessage = (name, value) => ({ type: 'setting', name, value });
/** Types into a screen's search field. */
export const textMessage = (name, text) => ({ type: 'text', name, text });

/** A pointer event at `point` (the stage's coordinates); a secondary click is a mouse's, and says so. */
export function pointerEvent(phase, point, event, secondary = false) {
  const record = { kind: 'pointer', phase, x: point.x, y: point.y, pointer: !secondary && event.pointerType === 'touch' ? 'touch' : 'mouse' };
  if (secondary) record.button = 'secondary';
  record.modifiers = modifiers(event);
  return record;
}

/** A key press for the engine. */
export const keyEvent = (event) => ({ kind: 'key', key: event.key, modifiers: modifiers(event) });

/** What happened in text field `view`'s editor (`change`, `focus`, `blur`, `submit`), with its text. */
export const textInputEvent = (view, phase, text) => ({ kind: 'text', view, phase, text: String(text).slice(0, MAX_TEXT) });

/**
 * The user acted on element `view`: `activate` (Return or Space on a focused button, a screen
 * reader's click), `increment`, `decrement`, or `custom` with the name of one of its custom actions.
 */
export function accessibilityActionEvent(view, action, name) {
  const event = { kind: 'accessibility', view, action };
  if (action === 'custom') event.name = String(name).slice(0, MAX_TEXT);
  return event;
}
