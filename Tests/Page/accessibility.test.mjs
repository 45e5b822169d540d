// Accessibility: the ARIA each engine role and state becomes, and what hostile input cannot do.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ariaFor } from '../../Sources/CollectionWeb/Page/accessibility.js';

test('when an item is selected in its section, then it is the current list item and knows its place', () => {
  const { box } = ariaFor({ role: 'item', label: 'Inbox', value: '12 unread', selected: true, pos: 5, size: 100000 });
  assert.deepEqual(box, { role: 'listitem', 'aria-label': 'Inbox, 12 unread', 'aria-current': 'true', 'aria-posinset': '5', 'aria-setsize': '100000' });
});

test('when a cell is a container of elements, then it is a list item with no name of its own', () => {
  assert.deepEqual(ariaFor({ role: 'item', pos: 1, size: 3 }).box, { role: 'listitem', 'aria-posinset': '1', 'aria-setsize': '3' });
});

test('when a collection is described, then its items element is the list and its box gets nothing', () => {
  const { box, items } = ariaFor({ role: 'collection', label: 'Photos' });
  assert.deepEqual(box, {});
  assert.deepEqual(items, { role: 'list', 'aria-label': 'Photos' });
});

test('when a switch is on, then it is a checked switch named by its label; a disabled button says so', () => {
  assert.deepEqual(ariaFor({ role: 'switch', label: 'Wi-Fi', value: '1', checked: true }).box,
    { role: 'switch', 'aria-checked': 'true', 'aria-label': 'Wi-Fi', 'data-activatable': 'true' });
  assert.deepEqual(ariaFor({ role: 'button', label: 'Get', disabled: true }).box, { role: 'button', 'aria-label': 'Get', 'aria-disabled': 'true' });
  assert.deepEqual(ariaFor({ role: 'button', label: 'Get' }).box, { role: 'button', 'aria-label': 'Get', 'data-activatable': 'true' });
});

test('when a text field or a static text is described, then the field names its editor and the text adds nothing', () => {
  const field = ariaFor({ role: 'textField', label: 'Search', disabled: true });
  assert.deepEqual(field.box, {});
  assert.deepEqual(field.editor, { 'aria-label': 'Search', 'aria-disabled': 'true' });
  assert.deepEqual(ariaFor({ role: 'text', label: 'Hello' }).box, {});
});

test('when an item has the keyboard focus, then the page is told to move its own focus there', () => {
  assert.equal(ariaFor({ role: 'item', focused: true }).focused, true);
  assert.equal(ariaFor({ role: 'item' }).focused, false);
});

test('when a subtree is hidden or has an identifier and a hint, then it is aria-hidden, tagged and described', () => {
  assert.deepEqual(ariaFor({ hidden: true, id: 'feed' }).box, { 'aria-hidden': 'true', 'data-ax-id': 'feed' });
  assert.equal(ariaFor({ role: 'button', label: 'Play', hint: 'Plays the episode' }).hint, 'Plays the episode');
});

test('when the input is hostile, then unknown roles add nothing, texts are cut, and odd places and types are dropped', () => {
  assert.deepEqual(ariaFor({ role: 'alert', label: 'x' }).box, {});
  assert.deepEqual(ariaFor({ role: '__proto__' }).box, {});
  assert.deepEqual(ariaFor(null), { box: {}, items: {}, editor: {}, hint: null, focused: false, actions: [] });
  assert.deepEqual(ariaFor('item'), { box: {}, items: {}, editor: {}, hint: null, focused: false, actions: [] });
  assert.deepEqual(ariaFor({ role: 'item', actions: 'Delete' }).actions, []);
  assert.deepEqual(ariaFor({ role: 'item', actions: ['', 4, null, 'Flag', 'x'.repeat(5_000)] }).actions, ['Flag', 'x'.repeat(2_000)]);
  assert.equal(ariaFor({ role: 'item', actions: Array(100).fill('Flag') }).actions.length, 32);
  assert.deepEqual(ariaFor({ actions: ['Flag'] }).actions, [], 'no element, no actions');
  assert.equal(ariaFor({ role: 'item', focused: 'yes' }).focused, false);
  assert.equal(ariaFor({ role: 'button', label: 'a'.repeat(10_000) }).box['aria-label'].length, 2_000);
  const odd = ariaFor({ role: 'item', label: 42, pos: -1, size: 1.5, selected: 'yes' }).box;
  assert.deepEqual(odd, { role: 'listitem' });
});

test('when an element has custom actions, then their names come through in order for the page to offer as buttons', () => {
  assert.deepEqual(ariaFor({ role: 'item', label: 'Inbox', actions: ['Delete', 'Archive', 'Flag'] }).actions, ['Delete', 'Archive', 'Flag']);
  assert.deepEqual(ariaFor({ role: 'button', label: 'Play' }).actions, []);
});

test('when an element is an enabled button, link or switch, then it is activatable (Tab reaches it); a disabled, hidden or other one is not', () => {
  for (const role of ['button', 'link', 'switch']) assert.equal(ariaFor({ role, label: 'x' }).box['data-activatable'], 'true');
  for (const role of ['heading', 'item', 'image', 'adjustable']) assert.equal(ariaFor({ role, label: 'x' }).box['data-activatable'], undefined);
  assert.equal(ariaFor({ role: 'button', label: 'x', disabled: true }).box['data-activatable'], undefined);
  assert.equal(ariaFor({ role: 'button', label: 'x', hidden: true }).box['data-activatable'], undefined);
});

test('when a view keeps assistive technologies to itself, then it is a named modal dialog with nothing else of its own', () => {
  assert.deepEqual(ariaFor({ role: 'dialog', label: 'New Greeting', actions: ['x'] }),
    { box: { role: 'dialog', 'aria-modal': 'true', 'aria-label': 'New Greeting' }, items: {}, editor: {}, hint: null, focused: false, actions: [] });
});

test('when an element is adjustable, then it is a spin button (no numeric range needed) with its value as text, in the tab order unless disabled or hidden', () => {
  assert.deepEqual(ariaFor({ role: 'adjustable', label: 'Rating', value: '3 of 5 stars' }).box,
    { role: 'spinbutton', 'aria-label': 'Rating', 'aria-valuetext': '3 of 5 stars', 'data-adjustable': 'true' });
  assert.equal(ariaFor({ role: 'adjustable', label: 'Rating', disabled: true }).box['data-adjustable'], undefined);
  assert.equal(ariaFor({ role: 'adjustable', label: 'Rating', hidden: true }).box['data-adjustable'], undefined);
});

test('when a container lists its reading order, then the box carries the view ids, numbers only and at most a thousand', () => {
  assert.equal(ariaFor({ order: [12, 3, 40] }).box['data-ax-order'], '12 3 40');
  assert.equal(ariaFor({ order: [1, -2, 2.5, '7"><script>', 9] }).box['data-ax-order'], '1 9');
  assert.equal(ariaFor({ order: Array.from({ length: 5000 }, (_, i) => i) }).box['data-ax-order'].split(' ').length, 1000);
  assert.equal(ariaFor({ order: 'nope' }).box['data-ax-order'], undefined);
});
