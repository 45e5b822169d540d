// Labels truncated where CSS cannot put the ellipsis: at the head and in the middle, as UIKit does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyTextInput, truncatedLine, truncatedRuns } from '../../Sources/CollectionWeb/Page/content.js';

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

test('when attributed runs are too wide, then head and middle truncation keep each piece in its run and give the ellipsis the run of the first character it replaces', () => {
  const measureRuns = (pieces) => pieces.reduce((width, piece) => width + Array.from(piece.text).length * 10, 0);
  assert.deepEqual(truncatedRuns(['Invoice ', 'March', '.pdf'], 'middle', 100, measureRuns),
                   [{ run: 0, text: 'Invo…' }, { run: 1, text: 'h' }, { run: 2, text: '.pdf' }]);
  assert.deepEqual(truncatedRuns(['Invoice ', 'March', '.pdf'], 'middle', 80, measureRuns),
                   [{ run: 0, text: 'Inv…' }, { run: 2, text: '.pdf' }], 'a run cut away entirely leaves no piece');
  assert.deepEqual(truncatedRuns(['Invoice ', 'March', '.pdf'], 'head', 60, measureRuns),
                   [{ run: 0, text: '…' }, { run: 1, text: 'h' }, { run: 2, text: '.pdf' }]);
  assert.deepEqual(truncatedRuns(['Big', ' small'], 'middle', 200, measureRuns),
                   [{ run: 0, text: 'Big' }, { run: 1, text: ' small' }], 'a line that fits keeps its runs');
  assert.deepEqual(truncatedRuns(['Big', ' small'], 'head', Number.NaN, measureRuns), [{ run: 0, text: '…' }]);
  assert.deepEqual(truncatedRuns(['', ''], 'head', 10, measureRuns), [], 'empty runs stay empty');
});

test('when runs are truncated, then every fitted line is within the width and keeps the most characters (seeded)', () => {
  let seed = 20261127;
  console.log(`seed ${seed}`);
  const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  const widthOf = (character) => 5 + (character.codePointAt(0) % 7);
  const measureRuns = (pieces) => pieces.reduce((sum, piece) => sum + Array.from(piece.text).reduce((w, c) => w + widthOf(c), 0), 0);
  for (let trial = 0; trial < 200; trial += 1) {
    const runs = Array.from({ length: 1 + Math.floor(random() * 4) },
                            () => Array.from({ length: Math.floor(random() * 9) }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join(''));
    const mode = random() < 0.5 ? 'head' : 'middle';
    const width = 10 + Math.floor(random() * 150);
    const pieces = truncatedRuns(runs, mode, width, measureRuns);
    const text = pieces.map((piece) => piece.text).join('');
    const whole = runs.join('');
    if (text === whole) { assert.equal(measureRuns(pieces) <= width || whole === '', true); continue; }
    assert.equal(measureRuns(pieces) <= width || text === '…', true, `${JSON.stringify(runs)} ${mode} ${width}: ${text}`);
    // Without the ellipsis the kept characters are the whole line's ends, in their runs.
    const kept = text.replace('…', '');
    assert.equal(whole.startsWith(text.split('…')[0]) && whole.endsWith(text.split('…')[1]), true, `${whole} → ${text}`);
    assert.equal(kept.length < whole.length, true);
  }
});

/** An element that keeps its attributes, as an input does. */
function fakeInput() {
  const attributes = new Map();
  return {
    attributes,
    setAttribute(name, value) { attributes.set(name, String(value)); },
    removeAttribute(name) { attributes.delete(name); },
  };
}

test('when a text field asks for an e-mail keyboard, Next, no capitals and a username, then its editor says so', () => {
  const input = fakeInput();
  applyTextInput(input, { mode: 'email', enter: 'next', capitalize: 'none', autocorrect: false, spellcheck: false,
                          autocomplete: 'username', rules: 'minlength: 12;' });
  assert.deepEqual(Object.fromEntries(input.attributes), {
    inputmode: 'email', enterkeyhint: 'next', autocapitalize: 'none', autocorrect: 'off', spellcheck: 'false',
    autocomplete: 'username', passwordrules: 'minlength: 12;',
  });
});

test('when a text field has no traits, then its editor has the defaults: sentences, corrections on, autofill off', () => {
  const input = fakeInput();
  input.setAttribute('inputmode', 'tel');
  applyTextInput(input, {});
  assert.deepEqual(Object.fromEntries(input.attributes), {
    autocapitalize: 'sentences', autocorrect: 'on', spellcheck: 'true', autocomplete: 'off',
  });
});

test('when the traits hold values the page does not know, then they are left out rather than passed on', () => {
  const input = fakeInput();
  applyTextInput(input, { mode: 'javascript:alert(1)', enter: 'launch', capitalize: 'shout', autocomplete: 'x" onfocus="y',
                          rules: 'r'.repeat(1001) });
  assert.equal(input.attributes.has('inputmode'), false);
  assert.equal(input.attributes.has('enterkeyhint'), false);
  assert.equal(input.attributes.get('autocapitalize'), 'sentences');
  assert.equal(input.attributes.get('autocomplete'), 'off');
  assert.equal(input.attributes.has('passwordrules'), false);
});
