// The page around the stage: groups of screens and the kinds of settings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupScreens, isToggle } from '../../Sources/CollectionWeb/Page/screens.js';

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
