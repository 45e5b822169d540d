// Applying transactions: the keyframes of an animation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keyframe } from '../../Sources/CollectionWeb/Page/frames.js';

const props = (x, alpha, look) => ({ x, y: 0, w: 10, h: 20, alpha, look });

test('when neither end of an animation has a look, then its keyframes move, fade and resize only', () => {
  assert.deepEqual(keyframe(props(5, 0.5), props(0, 1), props(5, 0.5)), { transform: 'translate(5px, 0px)', opacity: 0.5, width: '10px', height: '20px' });
});

test('when one end has a look, then both keyframes carry a background and corners (transparent and square where none)', () => {
  const look = { bg: { r: 1, g: 0, b: 0, a: 1 }, radius: 4 };
  const from = props(0, 1), to = props(5, 1, look);
  assert.equal(keyframe(from, from, to).backgroundColor, 'transparent');
  assert.equal(keyframe(from, from, to).borderRadius, '0px');
  assert.equal(keyframe(to, from, to).backgroundColor, 'rgba(255, 0, 0, 1)');
  assert.equal(keyframe(to, from, to).borderRadius, '4px');
});
