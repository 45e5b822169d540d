import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAXIMUM_PATH_DATA, pathData, shapeAttributes, shapeElement } from '../../Sources/CollectionWeb/Page/shapes.js';

const red = { r: 1, g: 0, b: 0, a: 1 };

/** Just enough of a document for SVG: namespaced elements with attributes and children. */
function fakeDocument() {
  return {
    createElementNS(namespace, tag) {
      const attributes = {};
      return {
        namespace, tag, attributes, children: [],
        setAttribute(name, value) { attributes[name] = value; },
        append(...elements) { this.children.push(...elements); },
      };
    },
  };
}

test('when a shape is filled, then its path is filled with its rule and no stroke', () => {
  assert.deepEqual(shapeAttributes({ d: 'M0 0L10 0L10 10Z', fill: red, rule: 'evenodd' }),
    { d: 'M0 0L10 0L10 10Z', fill: 'rgba(255, 0, 0, 1)', 'fill-rule': 'evenodd' });
});

test('when a shape is stroked, then width, cap, join, miter limit and dashes are set; a trimmed stroke is one dash along a length of 1', () => {
  const dashed = shapeAttributes({ d: 'M0 0L9 9', stroke: red, lw: 2, cap: 'round', join: 'bevel', miter: 4, dash: [3, 1], phase: 1 });
  assert.equal(dashed.fill, 'none');
  assert.deepEqual([dashed['stroke-width'], dashed['stroke-linecap'], dashed['stroke-linejoin'], dashed['stroke-miterlimit']], ['2', 'round', 'bevel', '4']);
  assert.deepEqual([dashed['stroke-dasharray'], dashed['stroke-dashoffset']], ['3 1', '1']);
  const trimmed = shapeAttributes({ d: 'M0 0L9 9', stroke: red, lw: 1, from: 0.25, to: 0.75 });
  assert.deepEqual([trimmed.pathLength, trimmed['stroke-dasharray'], trimmed['stroke-dashoffset']], ['1', '0.5 2', '-0.25']);
  assert.equal(shapeAttributes({ d: 'M0 0L9 9', stroke: red, lw: 1, from: 0.5, to: 0.5 }), null, 'nothing of the path stroked and no fill draws nothing');
  assert.equal(shapeAttributes({ d: 'M0 0L9 9', fill: red, stroke: red, lw: 1, from: 0.5, to: 0.5 }).stroke, undefined);
});

test('when path data or values are malformed, then nothing is drawn or the defaults are used', () => {
  assert.equal(pathData('M0 0"/><script>'), '');
  assert.equal(pathData('M0 0 '.repeat(MAXIMUM_PATH_DATA)), '');
  assert.equal(pathData(42), '');
  assert.equal(shapeAttributes({ d: 'M0 0<b>', fill: red }), null);
  assert.equal(shapeAttributes(null), null);
  assert.equal(shapeAttributes({ d: 'M0 0L1 1' }), null, 'no fill and no stroke draws nothing');
  const odd = shapeAttributes({ d: 'M0 0L1 1', stroke: red, lw: '3', cap: 'arrow', join: 'url(x)', miter: -5, dash: ['x', -2, 4], phase: NaN });
  assert.deepEqual([odd['stroke-linecap'], odd['stroke-linejoin'], odd['stroke-miterlimit']], ['butt', 'miter', '1']);
  assert.deepEqual([odd['stroke-dasharray'], odd['stroke-dashoffset']], ['0 0 4', '0']);
  assert.equal(shapeAttributes({ d: 'M0 0L1 1', stroke: red, lw: -1 }), null, 'a stroke without a width draws nothing');
});

test('when a shape element is built, then it is an SVG of the layer size holding one path with the attributes', () => {
  const svg = shapeElement(fakeDocument(), { d: 'M0 0L1 1', stroke: red, lw: 1 }, 20, 'x');
  assert.equal(svg.namespace, 'http://www.w3.org/2000/svg');
  assert.deepEqual([svg.attributes.class, svg.attributes.width, svg.attributes.height, svg.attributes['aria-hidden']], ['shape', '20', '0', 'true']);
  assert.equal(svg.children.length, 1);
  assert.equal(svg.children[0].tag, 'path');
  assert.equal(svg.children[0].attributes.d, 'M0 0L1 1');
  assert.equal(shapeElement(fakeDocument(), { d: '' }, 1, 1), null);
});
