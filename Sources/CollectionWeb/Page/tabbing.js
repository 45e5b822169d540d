// Tab order: Tab and Shift-Tab move the page's focus through what the engine draws in VoiceOver's
// reading order (top to bottom by lines, then in the reading direction, container by container, as
// the testing kit's `accessibilityElements` reads), not in the order of the boxes in the document —
// which follows the view hierarchy, and for a collection view the order in which its cells were
// reused. The walk is pure over a small adapter, so it is tested without a browser.

/**
 * `entries` (each with a `rect`: left, top, right, bottom) in reading order: sorted by their middles
 * from the top, an entry whose middle lies within a line's height joins that line (a title beside a
 * taller button), and each line runs leading to trailing. Returns a new array.
 * - Complexity: O(n log n).
 */
export function readingOrder(entries, rightToLeft) {
  const middle = (rect) => (rect.top + rect.bottom) / 2;
  const placed = [...entries].sort((a, b) => middle(a.rect) - middle(b.rect));
  const lines = [];
  for (const entry of placed) {
    const last = lines[lines.length - 1];
    if (last && middle(entry.rect) <= last.bottom) {
      last.entries.push(entry);
      last.bottom = Math.max(last.bottom, entry.rect.bottom);
    } else {
      lines.push({ bottom: entry.rect.bottom, entries: [entry] });
    }
  }
  const along = rightToLeft ? (a, b) => b.rect.right - a.rect.right : (a, b) => a.rect.left - b.rect.left;
  return lines.flatMap((line) => line.entries.sort(along));
}

/**
 * The tab stops under `root`, in reading order, with `active` among them wherever it is met (so a
 * focused element that is no stop, a cell the engine focused, still has a place). The `adapter` says
 * of a node: `views(node)` its child views, `controls(node)` its own focusable elements that are no
 * views (a text field's editor, its custom action buttons), `rect(node)`, `isStop(node)`,
 * `isSkipped(node)` (hidden, inert or not drawn: it and what it holds are passed over), and
 * `listed(node)`: the views inside it the app listed in its reading order, or `null`.
 * - Complexity: O(nodes) and a sort of each node's children.
 */
export function tabSequence(root, active, adapter, rightToLeft) {
  const sequence = [];
  const visit = (node) => {
    if (adapter.isSkipped(node)) return;
    if (node !== root && (adapter.isStop(node) || node === active)) sequence.push(node);
    for (const control of adapter.controls(node)) {
      if (control === active || !adapter.isSkipped(control)) sequence.push(control);
    }
    // A container whose order the app set (`accessibilityElements`) is read in that order, and its
    // other subviews are passed over, as VoiceOver does.
    const listed = adapter.listed ? adapter.listed(node) : null;
    const children = listed ?? readingOrder(adapter.views(node).map((view) => ({ view, rect: adapter.rect(view) })), rightToLeft)
      .map((entry) => entry.view);
    for (const view of children) visit(view);
  };
  visit(root);
  return sequence;
}

/**
 * Where Tab (or Shift-Tab, `backwards`) goes from `active` in `sequence`: the next stop, or `null` past
 * either end (the page then leaves the stage). From no place in the sequence (the stage itself), Tab
 * goes to the first stop and Shift-Tab leaves.
 */
export function nextStop(sequence, active, backwards) {
  const index = sequence.indexOf(active);
  if (index < 0) return backwards ? null : (sequence[0] ?? null);
  const next = sequence[index + (backwards ? -1 : 1)];
  return next === undefined ? null : next;
}

/** The adapter over the page's boxes: a view is a `.v` element, its subviews' boxes in its `.inner`. */
export const domAdapter = {
  views: (el) => {
    const inner = el.querySelector(':scope > .inner');
    return inner ? [...inner.children].filter((child) => child.classList.contains('v')) : [];
  },
  controls: (el) => [...el.querySelectorAll('input, textarea, button')].filter((control) => control.closest('.v') === el),
  rect: (el) => el.getBoundingClientRect(),
  isStop: (el) => el.getAttribute('tabindex') === '0',
  listed: (el) => {
    const order = el.getAttribute('data-ax-order');
    if (order === null) return null;
    return order.split(' ').filter((id) => /^[0-9]+$/.test(id))
      .map((id) => el.querySelector(`.v[data-id="${id}"]`)).filter((view) => view !== null);
  },
  isSkipped: (el) => el.inert || el.getAttribute('aria-hidden') === 'true' || el.disabled === true || el.getClientRects().length === 0,
};

/**
 * Where Tab goes when it leaves the stage past its last stop: the first focusable element after the
 * stage in the document, else (wrapping, as the browser's order does) the first outside it, else the
 * stage itself — never back into the stage by the document's order.
 */
export function focusAfterStage(document, stage) {
  let wrapped = null;
  for (const el of document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')) {
    if (stage.contains(el) || el.tabIndex < 0 || el.disabled || el.inert || el.getClientRects().length === 0) continue;
    if (stage.compareDocumentPosition(el) & globalThis.Node.DOCUMENT_POSITION_FOLLOWING) return el;
    wrapped = wrapped ?? el;
  }
  return wrapped ?? stage;
}
