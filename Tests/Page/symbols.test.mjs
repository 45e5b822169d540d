// System symbols: the page draws by SymbolLibrary.drawing(for:)'s rules, from the resource the
// testing kit reads.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { EMPTY_LIBRARY, isLibrary, strokeWidth, symbolDrawing } from '../../Sources/CollectionWeb/Page/symbols.js';

const library = JSON.parse(readFileSync(new URL('../../Sources/ViewSystem/Resources/symbols.json', import.meta.url)));

test('when the resource is read, then it is a library with outlines for the listed names and the containers', () => {
  assert.ok(isLibrary(library));
  assert.ok(Object.keys(library.symbols).length > 300);
  assert.equal(typeof library.containers.circle, 'string');
  assert.equal(typeof library.containers.square, 'string');
  assert.ok(!isLibrary(null) && !isLibrary({ symbols: null }) && !isLibrary('symbols'));
});

test('when a name is listed, then its own outline is drawn; .fill fills it; .circle and .square put it in a container', () => {
  const star = library.symbols.star;
  assert.deepEqual(symbolDrawing(library, 'star'), { glyph: star, filled: false, container: null });
  assert.deepEqual(symbolDrawing(library, 'star.fill'), { glyph: star, filled: true, container: null });
  assert.ok(!('plus.circle.fill' in library.symbols) && !('plus.circle' in library.symbols), 'composed, not listed');
  assert.deepEqual(symbolDrawing(library, 'plus.circle.fill'), { glyph: library.symbols.plus, filled: true, container: 'circle' });
  assert.deepEqual(symbolDrawing(library, 'plus.circle'), { glyph: library.symbols.plus, filled: false, container: 'circle' });
  assert.deepEqual(symbolDrawing(library, 'star.square'), { glyph: star, filled: false, container: 'square' });
});

test('when a name is unknown or only looks like an object key, then nothing is drawn (the page shows a placeholder)', () => {
  for (const name of ['no.such.symbol', '__proto__', 'constructor', 'toString.fill', 'hasOwnProperty.circle', '', '.fill', '.circle']) {
    assert.equal(symbolDrawing(library, name), null, name);
  }
  assert.equal(symbolDrawing(EMPTY_LIBRARY, 'star'), null, 'before the file is read, every symbol is a placeholder');
});

test('when a weight is unknown, then the regular stroke width is used', () => {
  assert.equal(strokeWidth(library, 'bogus'), strokeWidth(library, 'regular'));
  assert.ok(strokeWidth(library, 'bold') > strokeWidth(library, 'light'));
  assert.equal(strokeWidth(EMPTY_LIBRARY, 'regular'), 1.9);
});

test('when a person in a circle is listed, then its details are solid (knocked out whole when filled); others keep stroked details', () => {
  assert.equal(library.symbols['person.circle'].solidDetails, true);
  assert.equal(library.symbols['person.crop.circle'].solidDetails, true);
  assert.equal(library.symbols.house.solidDetails, undefined);
});

test('when a solid glyph is filled, then each knocked-out detail is a closed shape (shoulders reach the ring, no sliver of fill under them)', () => {
  for (const [name, glyph] of Object.entries(library.symbols)) {
    if (glyph.solidDetails !== true) continue;
    for (const path of glyph.paths.slice(glyph.body)) {
      assert.match(path, /[Zz]\s*$/, `${name}: ${path}`);
    }
  }
});
