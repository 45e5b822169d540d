// The page around the stage: groups of screens and the kinds of settings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupScreens, isToggle, revealedScrollTop } from '../../Sources/CollectionWeb/Page/screens.js';

test('when screens name groups, then groups come in the order each first appears; a missing group is the default', () => {
  const groups = groupScreens([
    { id: 'a', group: 'Lists' }, { id: 'b', group: 'Grids' }, { id: 'c', group: 'Lists' }, { id: 'd' }, { id: 'e', group: 7 },
  ]);
  assert.deepEqual(groups.map(([group, screens]) => [group, screens.map((s) => s.id)]), [['Lists', ['a', 'c']], ['Grids', ['b']], ['', ['d', 'e']]]);
});

test('when a setting runs from 0 to 1 in steps of 1, then it is a switch; anything else is a slider', () => {
  assert.ok(isToggle({ minimum: 0, maximum: 1, step: 1 }));
  assert.ok(!isToggle({ minimum: 0, maximum: 1, step: 0.5 }));
  assert.ok(!isToggle({ minimum: 0, maximum: 2, step: 1 }));
});

test('when the current screen\'s entry is below or above the list\'s view, then the list scrolls just enough to show it; in view, it stays', () => {
  // A 600-point list scrolled to 0: an entry at 900 (30 tall) ends at the bottom edge.
  assert.equal(revealedScrollTop(0, 600, 900, 30), 330);
  // Scrolled past an entry at 100: it comes to the top edge.
  assert.equal(revealedScrollTop(400, 600, 100, 30), 100);
  // In view: no movement.
  assert.equal(revealedScrollTop(50, 600, 300, 30), 50);
  // Taller than the view: its top shows.
  assert.equal(revealedScrollTop(0, 20, 100, 30), 100);
  // A hidden list (no height) or nonsense leaves the position as it is.
  assert.equal(revealedScrollTop(7, 0, 900, 30), 7);
  assert.equal(revealedScrollTop(7, NaN, 900, 30), 7);
});
