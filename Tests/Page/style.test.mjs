// CSS values from the engine's values: clamped, never markup.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTINUOUS_REACH, color, contrastWithWhite, drawsContinuous, easing, hue, placeholderComponents, placeholderFill, radii, snappedToPixels, springEasing, transformOf } from '../../Sources/CollectionWeb/Page/style.js';

test('when a colour is out of range or not a number, then it is clamped into CSS', () => {
  assert.equal(color({ r: 1, g: 0.5, b: 0, a: 1 }), 'rgba(255, 128, 0, 1)');
  assert.equal(color({ r: 2, g: -1, b: 'x', a: 7 }), 'rgba(255, 0, 0, 1)');
  assert.equal(color({ r: 0, g: 0, b: 0, a: '<script>' }), 'rgba(0, 0, 0, 0)');
  assert.equal(color(null), '');
});

test('when some corners are masked, then only those are rounded, in CSS order', () => {
  assert.equal(radii({ radius: 8 }), '8px');
  assert.equal(radii({ radius: 8, corners: 1 | 2 }), '8px 8px 0 0', 'the top corners (min-x min-y, max-x min-y)');
  assert.equal(radii({ radius: 8, corners: 4 | 8 }), '0 0 8px 8px', 'the bottom corners');
  assert.equal(radii({ radius: -3, corners: 15 }), '0px 0px 0px 0px');
});

test('when a view has a transform, then it follows its position as a 2D or 3D matrix', () => {
  assert.equal(transformOf({ x: 1, y: 2 }), 'translate(1px, 2px)');
  assert.equal(transformOf({ x: 0, y: 0, transform: [1, 0, 0, 1, 5, 6] }), 'translate(0px, 0px) matrix(1, 0, 0, 1, 5, 6)');
  assert.match(transformOf({ x: 0, y: 0, transform: Array(16).fill(0) }), /matrix3d\((0, ){15}0\)$/);
});

test('when an animation uses a spring, then its easing starts at 0 and ends exactly at 1; an unknown curve eases in and out', () => {
  const spring = springEasing(0.5);
  assert.match(spring, /^linear\(0, /);
  assert.match(spring, /, 1\)$/);
  assert.equal(spring.split(',').length, 41);
  assert.ok(spring.split(', ').slice(1, -1).map(Number).some((v) => v > 1), 'an underdamped spring overshoots');
  assert.ok(springEasing(1).split(', ').slice(1, -1).map((v) => Number(v.replace(/\)$/, ''))).every((v) => v <= 1), 'a critically damped one does not');
  assert.equal(easing({ curve: 'linear' }), 'linear');
  assert.equal(easing({ curve: 'bogus' }), 'ease-in-out');
  assert.equal(easing({ curve: 'spring', damping: 'x' }), springEasing(1));
});

test('when an app image has no bytes, then its placeholder hue is stable for its name', () => {
  assert.equal(hue('photo'), hue('photo'));
  assert.ok(hue('a') >= 0 && hue('a') < 360);
});

test('when corners are continuous and the longer reach fits, then they reach 1.528 times the radius; a capsule keeps circular ends', () => {
  assert.ok(drawsContinuous({ radius: 10, continuous: true }, 100, 60));
  assert.equal(radii({ radius: 10 }, true), `${10 * CONTINUOUS_REACH}px`);
  assert.equal(radii({ radius: 10, corners: 2 }, true), `0 ${10 * CONTINUOUS_REACH}px 0 0`);
  assert.ok(!drawsContinuous({ radius: 25, continuous: true }, 100, 60), 'a reach of 38 does not fit half of 60');
  assert.ok(!drawsContinuous({ radius: 10 }, 100, 60), 'circular unless asked');
  assert.ok(!drawsContinuous({ radius: 'x', continuous: true }, NaN, 60), 'nonsense is circular');
});

test('when a view is thinner than a device pixel, then it is drawn one pixel thick on the grid, inside its parent; others are untouched', () => {
  const line = { x: 16, y: 43.5, w: 304, h: 0.5, alpha: 1 };
  assert.deepEqual(snappedToPixels(line, 1), { x: 16, y: 43, w: 304, h: 1, alpha: 1 }, 'a 1× screen: one row, above the cell\'s bottom edge');
  assert.equal(snappedToPixels(line, 2), line, 'a 2× screen draws half a point as one pixel already');
  assert.deepEqual(snappedToPixels({ x: 10.5, y: 0, w: 0.5, h: 20 }, 1), { x: 10, y: 0, w: 1, h: 20 }, 'a vertical hairline');
  const box = { x: 0.25, y: 0.75, w: 40, h: 20 };
  assert.equal(snappedToPixels(box, 1), box, 'a view a pixel or more thick keeps its place');
  assert.equal(snappedToPixels({ x: 0, y: 0, w: 0, h: 0 }, 1).h, 0, 'an empty view stays empty');
  assert.deepEqual(snappedToPixels(line, NaN), snappedToPixels(line, 1), 'nonsense scale counts as 1×');
});

test('when an app image has no bytes, then its white initial keeps a contrast of 4.5:1 on the placeholder of every hue, and blues stay lighter than yellows', () => {
  const names = [];
  for (let i = 0; i < 2000; i += 1) names.push(`Person ${i}`);
  const hues = new Set();
  for (const name of names) {
    hues.add(hue(name));
    const ratio = contrastWithWhite(placeholderComponents(placeholderFill(name)));
    assert.ok(ratio >= 4.5, `${name}: ${placeholderFill(name)} gives ${ratio.toFixed(2)}:1`);
  }
  assert.ok(hues.size > 300, 'the names cover the hue circle');
  const lightness = (fill) => Number(fill.match(/([\d.]+)%\)$/)[1]);
  const blue = names.find((n) => hue(n) === 220), yellow = names.find((n) => hue(n) === 60);
  assert.ok(blue && yellow && lightness(placeholderFill(blue)) > lightness(placeholderFill(yellow)));
});
