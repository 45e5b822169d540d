// Applying transactions: the keyframes of an animation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keyframe, layerElements } from '../../Sources/CollectionWeb/Page/frames.js';

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

/** Just enough of a document for building boxes: elements with a style, classes and children; SVG elements with attributes. */
function fakeDocument() {
  return {
    createElementNS(namespace, tag) {
      return { namespace, tag, attributes: {}, children: [], setAttribute(name, value) { this.attributes[name] = value; }, append(...elements) { this.children.push(...elements); } };
    },
    createElement(tag) {
      const classes = new Set();
      const style = { setProperty(name, value) { this[name] = value; }, removeProperty(name) { delete this[name]; } };
      return {
        tag, style, children: [], className: '',
        classList: {
          add: (...names) => names.forEach((name) => classes.add(name)),
          remove: (...names) => names.forEach((name) => classes.delete(name)),
          toggle: (name, on) => (on ? classes.add(name) : classes.delete(name)),
          contains: (name) => classes.has(name),
        },
        append(...elements) { this.children.push(...elements); },
      };
    },
  };
}

test('when a view has sublayers, then each is a box at its frame with its look, holding its own sublayers', () => {
  const layers = [
    { x: 0, y: 0, w: 100, h: 50, look: { grad: { kind: 'axial', stops: [{ c: { r: 1, g: 0, b: 0, a: 1 }, at: 0 }, { c: { r: 0, g: 0, b: 1, a: 1 }, at: 1 }], sx: 0.5, sy: 0, ex: 0.5, ey: 1 }, radius: 6 } },
    { x: 80, y: 5, w: 10, h: 10, alpha: 0.5, clips: true, look: { bg: { r: 0, g: 1, b: 0, a: 1 }, layers: [{ x: 1, y: 2, w: 3, h: 4 }] } },
  ];
  const [back, front] = layerElements(fakeDocument(), layers, { left: 256 }, 0);
  assert.equal(back.style.width, '100px');
  assert.match(back.style.backgroundImage, /^linear-gradient\(180deg/);
  assert.equal(back.style.borderRadius, '6px');
  assert.equal(front.style.left, '80px');
  assert.equal(front.style.opacity, '0.5');
  assert.ok(front.classList.contains('clips'));
  assert.equal(front.style.backgroundColor, 'rgba(0, 255, 0, 1)');
  assert.equal(front.children.length, 1);
  assert.equal(front.children[0].style.top, '2px');
});

test('when a sublayer is a shape, then its box draws the path first, below its own sublayers', () => {
  const shape = { d: 'M0 0L10 10', stroke: { r: 0, g: 0, b: 1, a: 1 }, lw: 2 };
  const [box] = layerElements(fakeDocument(), [{ x: 5, y: 5, w: 10, h: 10, look: { shape, layers: [{ x: 0, y: 0, w: 1, h: 1 }] } }], { left: 256 }, 0);
  assert.equal(box.children.length, 2);
  assert.equal(box.children[0].tag, 'svg');
  assert.equal(box.children[0].children[0].attributes['stroke-width'], '2');
  assert.equal(box.children[1].style.width, '1px');
});

test('when a sublayer is transformed, then its box turns about its anchor point; a malformed transform is not applied', () => {
  const [turned, plain, odd] = layerElements(fakeDocument(), [
    { x: 0, y: 0, w: 20, h: 10, transform: [0, 1, -1, 0, 0, 0], ax: 0, ay: 0.5 },
    { x: 0, y: 0, w: 20, h: 10, transform: [1, 0, 0, 1, 0, 0] },
    { x: 0, y: 0, w: 20, h: 10, transform: [1, 'x', 0, 1, 0, 0], ax: 'y' },
  ], { left: 256 }, 0);
  assert.equal(turned.style.transform, 'matrix(0, 1, -1, 0, 0, 0)');
  assert.equal(turned.style.transformOrigin, '0px 5px');
  assert.equal(plain.style.transformOrigin, '10px 5px', 'the centre when no anchor point is sent');
  assert.equal(odd.style.transform, undefined);
});

test('when sublayers are too many, too deep or malformed, then the page builds a bounded number of boxes and skips bad values', () => {
  const many = Array.from({ length: 1000 }, () => ({ x: 0, y: 0, w: 1, h: 1 }));
  assert.equal(layerElements(fakeDocument(), many, { left: 256 }, 0).length, 256);
  let deep = { x: 0, y: 0, w: 1, h: 1 };
  for (let i = 0; i < 40; i++) deep = { x: 0, y: 0, w: 1, h: 1, look: { layers: [deep] } };
  let depth = 0;
  for (let el = layerElements(fakeDocument(), [deep], { left: 256 }, 0)[0]; el; el = el.children[0]) depth += 1;
  assert.equal(depth, 16);
  const [odd] = layerElements(fakeDocument(), [{ x: 'x', y: NaN, w: -5, h: '<b>', alpha: 9 }, null], { left: 256 }, 0);
  assert.deepEqual([odd.style.left, odd.style.top, odd.style.width, odd.style.height, odd.style.opacity], ['0px', '0px', '0px', '0px', '1']);
  assert.deepEqual(layerElements(fakeDocument(), 'not a list', { left: 256 }, 0), []);
});
