// Accessibility: what the engine says assistive technologies learn of each view (UIKit's
// accessibility attributes, Guides/Accessibility.md), written as ARIA on the view's box, so a screen
// reader hears what VoiceOver would. Texts go through attributes and textContent only; roles come from
// a fixed table, so nothing received becomes markup or an arbitrary role.

/**
 * The ARIA role of each engine role; absent roles add none (drawn text is its own name). An adjustable
 * element is a spin button: ARIA's slider requires a numeric value and range, which UIKit's adjustable
 * trait does not carry (its value is text); a spin button is stepped by the arrow keys and needs neither.
 */
const ROLES = {
  searchField: 'searchbox', adjustable: 'spinbutton', switch: 'switch', button: 'button', link: 'link',
  heading: 'heading', image: 'img', item: 'listitem', collection: 'list', element: 'group', dialog: 'dialog',
};

/** The attributes this module writes, so a change removes what no longer holds. */
const ATTRIBUTES = ['role', 'aria-label', 'aria-current', 'aria-disabled', 'aria-checked',
  'aria-hidden', 'aria-posinset', 'aria-setsize', 'aria-valuetext', 'aria-describedby', 'aria-level', 'data-ax-id',
  'data-activatable', 'data-adjustable', 'aria-modal', 'data-ax-order'];

/** The roles Tab reaches and Return or Space activates (an enabled one). */
const ACTIVATABLE = new Set(['button', 'link', 'switch']);

/** The longest text written into an attribute. */
const MAX_TEXT = 2_000;
/** The most custom actions offered on one element. */
const MAX_ACTIONS = 32;
/** The most views a container's reading order lists. */
const MAX_ORDER = 1_000;

const text = (value) => (typeof value === 'string' && value.length > 0 ? value.slice(0, MAX_TEXT) : null);
const count = (value) => (Number.isInteger(value) && value > 0 ? String(value) : null);
/** An element's custom action names: strings only, none empty, at most MAX_ACTIONS, each cut. */
const actionNames = (value) => (Array.isArray(value)
  ? value.filter((name) => typeof name === 'string' && name.length > 0).slice(0, MAX_ACTIONS).map((name) => name.slice(0, MAX_TEXT))
  : []);

/**
 * The attributes for `a11y` (the protocol's Accessibility), by the element they go on: `box` (the
 * view's own element), `items` (the element holding its subviews' boxes, for a collection's items),
 * `editor` (a text field's input) — with the hint, whether the element has the keyboard focus, and
 * the names of the custom actions to offer as buttons inside it.
 */
export function ariaFor(a11y) {
  const box = {}, items = {}, editor = {};
  const none = { box, items, editor, hint: null, focused: false, actions: [] };
  if (!a11y || typeof a11y !== 'object') return none;
  const role = Object.prototype.hasOwnProperty.call(ROLES, a11y.role) ? a11y.role : null;
  const label = text(a11y.label), value = text(a11y.value), hint = text(a11y.hint);
  if (a11y.hidden === true) box['aria-hidden'] = 'true';
  if (text(a11y.id)) box['data-ax-id'] = text(a11y.id);
  // The reading order the app set (`accessibilityElements`): view ids, which Tab follows (tabbing.js).
  if (Array.isArray(a11y.order)) {
    box['data-ax-order'] = a11y.order.filter((id) => Number.isInteger(id) && id >= 0).slice(0, MAX_ORDER).join(' ');
  }
  if (a11y.role === 'textField') {
    if (label) editor['aria-label'] = label;
    if (a11y.disabled === true) editor['aria-disabled'] = 'true';
    return { box, items, editor, hint, focused: a11y.focused === true, actions: [] };
  }
  if (!role) return none;
  if (role === 'collection') {
    // The items' boxes are children of the collection's inner element: the list role goes there.
    items.role = ROLES.collection;
    if (label) items['aria-label'] = label;
    return none;
  }
  box.role = ROLES[role];
  if (role === 'heading') box['aria-level'] = '2';
  if (role === 'dialog') {
    // A presented sheet or alert: what is behind it becomes inert (`updateInert`).
    box['aria-modal'] = 'true';
    if (label) box['aria-label'] = label;
    return { box, items, editor, hint: null, focused: false, actions: [] };
  }
  // VoiceOver reads the label, then the value: both go in the name, except where ARIA has a place for the value.
  if (role === 'switch') {
    box['aria-checked'] = a11y.checked === true ? 'true' : 'false';
    if (label) box['aria-label'] = label;
  } else if (role === 'adjustable') {
    if (label) box['aria-label'] = label;
    if (value) box['aria-valuetext'] = value;
    // In the tab order; the arrow keys step it (`accessibilityIncrement()` / `Decrement()`).
    if (a11y.disabled !== true && a11y.hidden !== true) box['data-adjustable'] = 'true';
  } else {
    const name = [label, value].filter(Boolean).join(', ');
    if (name) box['aria-label'] = name;
  }
  if (role === 'item') {
    // A list item has no selected state in ARIA (an option has, but an option cannot hold the
    // controls a cell may hold): a selected item is the list's current one.
    if (a11y.selected === true) box['aria-current'] = 'true';
    if (count(a11y.pos) && count(a11y.size)) {
      box['aria-posinset'] = count(a11y.pos);
      box['aria-setsize'] = count(a11y.size);
    }
  }
  if (a11y.disabled === true) box['aria-disabled'] = 'true';
  else if (ACTIVATABLE.has(role) && a11y.hidden !== true) box['data-activatable'] = 'true';
  return { box, items, editor, hint, focused: a11y.focused === true, actions: actionNames(a11y.actions) };
}

/** Writes `attributes` on `el`, removing the module's attributes that are not among them. */
function write(el, attributes) {
  if (!el) return;
  for (const name of ATTRIBUTES) {
    if (name === 'aria-describedby') continue;
    if (Object.prototype.hasOwnProperty.call(attributes, name)) el.setAttribute(name, attributes[name]);
    else el.removeAttribute(name);
  }
}

/**
 * Applies a view's accessibility (`a11y`, possibly absent) to its box: `view` is the page's record
 * of the view ({ el, inner, content, hint, actions }). Called on insertion and on every content
 * change. `perform(id, name)` sends a custom action the user chose (UIAccessibilityCustomAction).
 */
export function applyAccessibility(document, view, a11y, perform) {
  const { box, items, editor, hint, focused, actions } = ariaFor(a11y);
  write(view.el, box);
  write(view.inner, items);
  const input = view.content && view.content.querySelector ? view.content.querySelector('input') : null;
  if (input) {
    for (const name of ['aria-label', 'aria-disabled']) {
      if (Object.prototype.hasOwnProperty.call(editor, name)) input.setAttribute(name, editor[name]);
      else input.removeAttribute(name);
    }
  }
  // The keyboard focus the engine moved: the page's own focus follows it while the user is on the
  // stage, so a screen reader announces the item; keys still reach the stage's listener (they bubble).
  const stage = document.getElementById('stage');
  const onStage = (el) => Boolean(stage && el && stage.contains(el));
  if (focused) {
    view.el.tabIndex = -1;
    if (onStage(document.activeElement) && document.activeElement !== view.el) view.el.focus({ preventScroll: true });
  } else if (box['data-activatable'] || box['data-adjustable']) {
    // A button, link or switch the engine draws is in the page's tab order, as a native control is.
    view.el.tabIndex = 0;
  } else if (view.el.hasAttribute('tabindex')) {
    view.el.removeAttribute('tabindex');
    if (document.activeElement === view.el && stage) stage.focus({ preventScroll: true });
  }
  // A hint is a description: a hidden text the box points at.
  if (hint) {
    if (!view.hint) {
      view.hint = document.createElement('span');
      view.hint.hidden = true;
      view.hint.id = `hint-${view.el.dataset.id}`;
      view.el.appendChild(view.hint);
    }
    view.hint.textContent = hint;
    view.el.setAttribute('aria-describedby', view.hint.id);
  } else {
    if (view.hint) { view.hint.remove(); view.hint = null; }
    view.el.removeAttribute('aria-describedby');
  }
  applyActions(document, view, typeof perform === 'function' ? actions : [], perform);
}

/**
 * The element's custom actions as buttons inside its box (ARIA has no custom actions): a screen
 * reader reads them after the element, Tab reaches them from it, and they show while focused.
 */
function applyActions(document, view, names, perform) {
  if (names.length === 0) {
    if (view.actions) { view.actions.remove(); view.actions = null; }
    return;
  }
  const key = JSON.stringify(names);
  if (view.actions && view.actions.dataset.names === key) return;
  if (!view.actions) {
    view.actions = document.createElement('div');
    view.actions.className = 'ax-actions';
    view.el.appendChild(view.actions);
  }
  view.actions.dataset.names = key;
  view.actions.replaceChildren(...names.map((name) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = name;
    button.addEventListener('click', () => perform(Number(view.el.dataset.id), name));
    return button;
  }));
}

/**
 * Makes what lies behind the topmost modal box (a presented sheet or alert, `aria-modal`) inert, as
 * VoiceOver reads only a modal view: every box before it among its own and its ancestors' siblings
 * leaves the tab order and the accessibility tree; boxes drawn above it (a menu) stay. `state` keeps
 * what was made inert and the last modal box; when the modal box appears, the page's focus moves into
 * it if it was on the stage. Returns the modal box, if any.
 */
export function updateInert(document, stage, state) {
  const modals = stage.querySelectorAll('[aria-modal="true"]');
  const modal = modals.length > 0 ? modals[modals.length - 1] : null;
  const behind = new Set();
  for (let el = modal; el && el !== stage; el = el.parentElement) {
    for (let sibling = el.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (sibling.classList.contains('v')) behind.add(sibling);
    }
  }
  for (const el of state.inert) if (!behind.has(el)) el.inert = false;
  for (const el of behind) el.inert = true;
  state.inert = behind;
  if (modal && modal !== state.modal) {
    const active = document.activeElement;
    if (!active || active === document.body || stage.contains(active) && !modal.contains(active)) {
      if (!modal.hasAttribute('tabindex')) modal.tabIndex = -1;
      modal.focus({ preventScroll: true });
    }
  }
  state.modal = modal;
  return modal;
}
