// Tab order: the page's focus moves through the stage in VoiceOver's reading order, not the order of
// the boxes in the document.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextStop, readingOrder, tabSequence } from '../../Sources/CollectionWeb/Page/tabbing.js';

const rect = (left, top, width, height) => ({ left, top, right: left + width, bottom: top + height });
/** A node of a fake stage: a view with a frame, child views and own controls. */
const node = (name, frame, { stop = false, skipped = false, views = [], controls = [], listed = null } = {}) =>
  ({ name, frame, stop, skipped, views, controls, listed });
const adapter = {
  listed: (n) => n.listed,
  views: (n) => n.views,
  controls: (n) => n.controls,
  rect: (n) => n.frame,
  isStop: (n) => n.stop,
  isSkipped: (n) => n.skipped,
};
const names = (nodes) => nodes.map((n) => n.name);

test('when siblings sit on lines, then they read top to bottom and leading to trailing, a taller neighbour joining its line', () => {
  const title = { name: 'title', rect: rect(16, 10, 100, 20) };
  const button = { name: 'button', rect: rect(250, 4, 60, 36) };
  const below = { name: 'below', rect: rect(16, 50, 100, 20) };
  assert.deepEqual(names(readingOrder([below, button, title], false)), ['title', 'button', 'below']);
  assert.deepEqual(names(readingOrder([below, button, title], true)), ['button', 'title', 'below'], 'right to left: trailing first');
});

test('when a collection reused its cells out of order, then Tab still goes down the rows; a container is read whole before its next sibling', () => {
  // The document holds the rows as reuse left them: row 2, row 0, row 1.
  const row = (index) => node(`row ${index}`, rect(0, 100 + 44 * index, 320, 44), {
    views: [node(`switch ${index}`, rect(260, 106 + 44 * index, 51, 31), { stop: true })],
  });
  const list = node('list', rect(0, 100, 320, 400), { views: [row(2), row(0), row(1)] });
  const bar = node('bar', rect(0, 0, 320, 100), { views: [node('Edit', rect(270, 50, 40, 30), { stop: true }), node('Back', rect(8, 50, 60, 30), { stop: true })] });
  const stage = node('stage', rect(0, 0, 320, 600), { views: [list, bar] });
  const sequence = tabSequence(stage, null, adapter, false);
  assert.deepEqual(names(sequence), ['Back', 'Edit', 'switch 0', 'switch 1', 'switch 2']);
  assert.equal(nextStop(sequence, sequence[2], false).name, 'switch 1');
  assert.equal(nextStop(sequence, sequence[2], true).name, 'Edit');
});

test('when the focus is on something that is no stop (a cell the engine focused), then it has its place and Tab goes on from there', () => {
  const cell0 = node('cell 0', rect(0, 0, 320, 44), { controls: [node('Delete', rect(250, 10, 60, 24))] });
  const cell1 = node('cell 1', rect(0, 44, 320, 44), { controls: [node('Flag', rect(250, 54, 60, 24))] });
  const stage = node('stage', rect(0, 0, 320, 400), { views: [cell1, cell0] });
  const sequence = tabSequence(stage, cell1, adapter, false);
  assert.deepEqual(names(sequence), ['Delete', 'cell 1', 'Flag']);
  assert.equal(nextStop(sequence, cell1, false).name, 'Flag', 'its own actions come next');
});

test('when a box is skipped (hidden, inert, undrawn), then nothing inside it is a stop', () => {
  const sheet = node('sheet', rect(0, 200, 320, 400), { views: [node('Done', rect(260, 210, 50, 30), { stop: true })] });
  const behind = node('behind', rect(0, 0, 320, 600), { skipped: true, views: [node('Buy', rect(10, 10, 50, 30), { stop: true })] });
  const stage = node('stage', rect(0, 0, 320, 600), { views: [behind, sheet] });
  assert.deepEqual(names(tabSequence(stage, null, adapter, false)), ['Done']);
});

test('when Tab runs past either end, or starts from outside the sequence, then it leaves or enters at the first stop', () => {
  const a = node('a', rect(0, 0, 10, 10), { stop: true }), b = node('b', rect(0, 20, 10, 10), { stop: true });
  const sequence = tabSequence(node('stage', rect(0, 0, 100, 100), { views: [b, a] }), null, adapter, false);
  assert.equal(nextStop(sequence, b, false), null, 'past the last: the page leaves the stage');
  assert.equal(nextStop(sequence, a, true), null, 'before the first: back to the stage');
  assert.equal(nextStop(sequence, 'the stage', false), a);
  assert.equal(nextStop(sequence, 'the stage', true), null);
  assert.equal(nextStop([], 'the stage', false), null, 'nothing to reach');
});

test('when the app set a container\'s reading order (accessibilityElements), then Tab follows it, deep views included, and passes over the rest', () => {
  const save = node('Save', rect(260, 10, 50, 30), { stop: true });
  const title = node('Title field', rect(10, 60, 300, 30), { stop: true });
  const help = node('Help', rect(10, 10, 50, 30), { stop: true });
  const row = node('row', rect(0, 50, 320, 50), { views: [title] });
  const form = node('form', rect(0, 0, 320, 200), { views: [help, save, row], listed: [title, save] });
  assert.deepEqual(names(tabSequence(node('stage', rect(0, 0, 320, 600), { views: [form] }), null, adapter, false)), ['Title field', 'Save']);
});
