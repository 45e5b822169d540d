// CSS values from the engine's values: clamped, never markup.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTINUOUS_REACH, color, contrastWithWhite, drawsContinuous, easing, gradientImage, hue, placeholderComponents, placeholderFill, radii, snappedToPixels, springEasing, matrixOf, transformOf } from '../../Sources/CollectionWeb/Page/style.js';

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
  assert.equal(matrixOf(Array(16).fill(0)), `matrix3d(${Array(16).fill(0).join(', ')})`);
  assert.equal(matrixOf([1, 2, 3]), '', 'neither 6 nor 16 values');
  assert.equal(matrixOf([1, 'x', 0, 1, 0, 0]), '', 'a value that is not a number');
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

const red = { r: 1, g: 0, b: 0, a: 1 }, blue = { r: 0, g: 0, b: 1, a: 1 };
const gradient = (kind, sx, sy, ex, ey, stops = [{ c: red, at: 0 }, { c: blue, at: 1 }]) => ({ kind, stops, sx, sy, ex, ey });

test('when an axial gradient runs top to bottom or corner to corner, then CSS stops sit where the start and end points project', () => {
  assert.equal(gradientImage(gradient('axial', 0.5, 0, 0.5, 1), 100, 50), 'linear-gradient(180deg, rgba(255, 0, 0, 1) 0%, rgba(0, 0, 255, 1) 100%)');
  assert.equal(gradientImage(gradient('axial', 0, 0, 1, 1), 100, 50), 'linear-gradient(116.565deg, rgba(255, 0, 0, 1) 0%, rgba(0, 0, 255, 1) 100%)');
  // From the left edge to the middle: the end colour holds over the right half, as Core Animation extends it.
  assert.equal(gradientImage(gradient('axial', 0, 0.5, 0.5, 0.5), 100, 50), 'linear-gradient(90deg, rgba(255, 0, 0, 1) 0%, rgba(0, 0, 255, 1) 50%)');
  // Bottom to top, with locations: the stops run along the reversed line.
  assert.equal(gradientImage(gradient('axial', 0.5, 1, 0.5, 0, [{ c: red, at: 0.25 }, { c: blue, at: 0.75 }]), 10, 10),
    'linear-gradient(0deg, rgba(255, 0, 0, 1) 25%, rgba(0, 0, 255, 1) 75%)');
});

test('when a gradient is radial or conic, then it is centred on the start point and reaches or turns towards the end point', () => {
  assert.equal(gradientImage(gradient('radial', 0.5, 0.5, 1, 1), 100, 50), 'radial-gradient(50px 25px at 50px 25px, rgba(255, 0, 0, 1) 0%, rgba(0, 0, 255, 1) 100%)');
  assert.equal(gradientImage(gradient('conic', 0.5, 0.5, 1, 0.5), 100, 50), 'conic-gradient(from 90deg at 50px 25px, rgba(255, 0, 0, 1) 0%, rgba(0, 0, 255, 1) 100%)');
});

test('when a gradient is degenerate or its values are bad, then it draws one colour or nothing, never markup', () => {
  assert.equal(gradientImage(null, 10, 10), '');
  assert.equal(gradientImage(gradient('axial', 0, 0, 0, 1, []), 10, 10), '');
  assert.equal(gradientImage(gradient('axial', 0.5, 0.5, 0.5, 0.5), 10, 10), 'linear-gradient(rgba(0, 0, 255, 1), rgba(0, 0, 255, 1))', 'start on end: the last colour');
  assert.equal(gradientImage(gradient('radial', 0.5, 0.5, 0.5, 1), 10, 10), 'linear-gradient(rgba(0, 0, 255, 1), rgba(0, 0, 255, 1))', 'a flat ellipse: the last colour');
  const hostile = gradientImage(gradient('axial', '<b>', NaN, 'x', 1, [{ c: { r: '</style>' }, at: 'y' }]), 10, 10);
  assert.doesNotMatch(hostile, /[<>]|NaN|undefined/);
  assert.equal(gradientImage(gradient('axial', 0, 0, 0, 1, Array(500).fill({ c: red, at: 0 })), 1, 1).split('rgba').length - 1, 64, 'at most 64 stops');
});
