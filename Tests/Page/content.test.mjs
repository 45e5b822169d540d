// Labels truncated where CSS cannot put the ellipsis: at the head and in the middle, as UIKit does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { truncatedLine } from '../../Sources/CollectionWeb/Page/content.js';

/** Every character 10 points wide, the ellipsis too. */
const measure = (line) => Array.from(line).length * 10;

test('when a line fits its width, then it is kept whole', () => {
  assert.equal(truncatedLine('Inbox', 'middle', 50, measure), 'Inbox');
  assert.equal(truncatedLine('Inbox', 'head', 80, measure), 'Inbox');
});

test('when a line is too wide, then head truncation keeps its end and middle truncation both ends', () => {
  assert.equal(truncatedLine('Quarterly report.pdf', 'head', 80, measure), '…ort.pdf');
  assert.equal(truncatedLine('Quarterly report.pdf', 'middle', 80, measure), 'Qua….pdf', 'the end keeps the odd character');
  assert.equal(measure(truncatedLine('Quarterly report.pdf', 'middle', 80, measure)) <= 80, true);
});

test('when characters are outside the basic plane, then a surrogate pair is never split', () => {
  const line = truncatedLine('🙂🙂🙂🙂🙂🙂🙂🙂', 'head', 40, measure);
  assert.equal(line, '…🙂🙂🙂');
  assert.equal(Array.from(line).every((character) => character === '…' || character === '🙂'), true);
});

test('when the width is zero, negative or not a number, then only the ellipsis is left', () => {
  for (const width of [0, -5, Number.NaN, 'wide', undefined]) {
    assert.equal(truncatedLine('Quarterly report', 'middle', width, measure), '…');
    assert.equal(truncatedLine('Quarterly report', 'head', width, measure), '…');
  }
  assert.equal(truncatedLine('', 'head', 0, measure), '', 'an empty line stays empty');
});
