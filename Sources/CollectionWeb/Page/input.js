// The stage's input: pointer, wheel and keys become the protocol's events, queued for the next frame
// message. The engine hit-tests, scrolls and selects; the page only reports what the user did.

import { domAdapter, focusAfterStage, nextStop, tabSequence } from './tabbing.js';
import { accessibilityActionEvent, isEngineKey, keyEvent, pointerEvent, wheelEvent } from './wire.js';

/**
 * Whether `event` happened in a control of the page's own on the stage — a text field's editor or an
 * element's custom action buttons — which keeps its own keys and pointer.
 */
const isEditor = (event) => (event.target instanceof globalThis.HTMLInputElement && event.target.classList.contains('tf'))
  || (event.target instanceof globalThis.Element && event.target.closest('.ax-actions') !== null);

/** Sends what happens on `stage` to `outbox`. */
export function attachInput(stage, outbox) {
  const stagePoint = (event) => {
    const rect = stage.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  stage.addEventListener('wheel', (event) => {
    event.preventDefault();
    outbox.queue(wheelEvent(event, stagePoint(event), stage.clientHeight));
  }, { passive: false });

  let pressed = false;
  const pointer = (event, phase) => outbox.queuePointer(pointerEvent(phase, stagePoint(event), event));
  // A right click opens the app's context menu (a secondary click), never the browser's.
  stage.addEventListener('contextmenu', (event) => { if (!isEditor(event)) event.preventDefault(); });
  stage.addEventListener('pointerdown', (event) => {
    if (event.button === 2 && !isEditor(event)) {
      outbox.queue(pointerEvent('down', stagePoint(event), event, true));
      return;
    }
    if (event.button !== 0 || isEditor(event)) return;
    stage.focus();
    pressed = true;
    stage.setPointerCapture(event.pointerId);
    pointer(event, 'down');
  });
  stage.addEventListener('dragstart', (event) => event.preventDefault());
  stage.addEventListener('pointermove', (event) => { if (pressed) pointer(event, 'moved'); });
  stage.addEventListener('pointerup', (event) => { if (pressed) { pressed = false; pointer(event, 'up'); } });
  stage.addEventListener('pointercancel', (event) => { if (pressed) { pressed = false; pointer(event, 'cancelled'); } });

  // Shift-Tab from what follows the stage comes back to the stage's last stop in reading order.
  stage.ownerDocument.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || !event.shiftKey || stage.contains(event.target)) return;
    if (event.target !== focusAfterStage(stage.ownerDocument, stage)) return;
    const sequence = tabSequence(stage, null, domAdapter, stage.classList.contains('rtl'));
    const last = sequence[sequence.length - 1];
    if (!last) return;
    event.preventDefault();
    last.focus({ preventScroll: true });
  });
  stage.addEventListener('keydown', (event) => {
    // Tab and Shift-Tab go through the stage in VoiceOver's reading order (tabbing.js); past the last
    // stop, Tab leaves for what follows the stage (or wraps), and past the first, Shift-Tab returns to the stage.
    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      const document = stage.ownerDocument;
      const active = document.activeElement;
      const sequence = tabSequence(stage, active, domAdapter, stage.classList.contains('rtl'));
      const next = nextStop(sequence, active, event.shiftKey);
      const target = next ?? (event.shiftKey ? (active === stage ? null : stage) : focusAfterStage(document, stage));
      if (target) {
        event.preventDefault();
        target.focus({ preventScroll: true });
      }
      return;
    }
    // Return or Space on a button the engine draws (focused by Tab) activates it, as on a native one.
    const target = event.target;
    if ((event.key === 'Enter' || event.key === ' ') && target instanceof globalThis.Element && target.dataset.activatable === 'true') {
      event.preventDefault();
      outbox.queue(accessibilityActionEvent(Number(target.dataset.id), 'activate'));
      return;
    }
    // The arrow keys on a focused adjustable element (a spin button to the page) step it, as VoiceOver's swipes do.
    const steps = { ArrowUp: 'increment', ArrowRight: 'increment', ArrowDown: 'decrement', ArrowLeft: 'decrement' };
    if (steps[event.key] && target instanceof globalThis.Element && target.dataset.adjustable === 'true') {
      event.preventDefault();
      outbox.queue(accessibilityActionEvent(Number(target.dataset.id), steps[event.key]));
      return;
    }
    if (isEditor(event) || !isEngineKey(event.key)) return;
    event.preventDefault();
    outbox.queue(keyEvent(event));
  });
}
