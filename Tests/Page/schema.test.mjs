// What the page sends fits the protocol's schema (Guides/WebProtocol.schema.json), the one the
// server's tests check its encoder and decoder against.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  Outbox, accessibilityActionEvent, actionMessage, helloMessage, keyEvent, navigateMessage, pointerEvent, settingMessage, textInputEvent, textMessage, wheelEvent,
} from '../../Sources/CollectionWeb/Page/wire.js';

const schema = JSON.parse(readFileSync(new URL('../../Guides/WebProtocol.schema.json', import.meta.url)));

/** The problems of `value` against `type`; every field met is noted in `seen`. */
function check(value, type, path, seen, problems) {
  if (type.endsWith('?')) type = type.slice(0, -1);
  if (type === 'int') { if (!Number.isInteger(value)) problems.push(`${path}: not an int`); return; }
  if (type === 'number') { if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`${path}: not a number`); return; }
  if (type === 'bool') { if (typeof value !== 'boolean') problems.push(`${path}: not a bool`); return; }
  if (type === 'string') { if (typeof value !== 'string') problems.push(`${path}: not a string`); return; }
  if (type.startsWith('"')) { if (value !== type.slice(1, -1)) problems.push(`${path}: not ${type}`); return; }
  if (type.startsWith('[')) {
    if (!Array.isArray(value)) { problems.push(`${path}: not an array`); return; }
    value.forEach((element, index) => check(element, type.slice(1, -1), `${path}[${index}]`, seen, problems));
    return;
  }
  const definition = schema.types[type];
  if (!definition || typeof value !== 'object' || value === null) { problems.push(`${path}: not ${type}`); return; }
  if (definition.union) {
    const tag = definition.union, kind = value[tag];
    if (typeof kind !== 'string' || !definition[kind] || kind === 'union') { problems.push(`${path}: ${type} of unknown ${tag}`); return; }
    seen.add(`${type}.${kind}`);
    const rest = { ...value };
    delete rest[tag];
    fields(rest, definition[kind], `${type}.${kind}`, path, seen, problems);
  } else {
    fields(value, definition, type, path, seen, problems);
  }
}

function fields(object, definition, owner, path, seen, problems) {
  for (const [key, value] of Object.entries(object)) {
    if (!(key in definition)) { problems.push(`${path}.${key}: not in the schema (${owner})`); continue; }
    seen.add(`${owner}.${key}`);
    if (value === undefined || value === null) { problems.push(`${path}.${key}: ${value} (absent fields are left out)`); continue; }
    check(value, definition[key], `${path}.${key}`, seen, problems);
  }
  for (const [key, type] of Object.entries(definition)) {
    if (!type.endsWith('?') && !(key in object)) problems.push(`${path}.${key}: missing (${owner})`);
  }
}

function checkMessage(message, seen) {
  const problems = [];
  const fieldsOfType = schema.client[message.type];
  if (!fieldsOfType) return [`a message of unknown type ${message.type}`];
  fields(message, fieldsOfType, `client.${message.type}`, message.type, seen, problems);
  return problems;
}

const mouse = { pointerType: 'mouse', shiftKey: true, ctrlKey: false, altKey: true, metaKey: false, key: 'ArrowDown' };

/** Every message the page can make, with every optional field once. */
function pageMessages() {
  const outbox = new Outbox();
  outbox.queuePointer(pointerEvent('down', { x: 1, y: 2 }, mouse));
  outbox.queue(pointerEvent('down', { x: 1, y: 2 }, { ...mouse, pointerType: 'touch' }, true));
  outbox.queuePointer(pointerEvent('moved', { x: 3, y: 4 }, { ...mouse, pointerType: 'touch' }));
  outbox.queue(wheelEvent({ deltaMode: 0, deltaX: 0, deltaY: 12, shiftKey: false }, { x: 5, y: 6 }, 800));
  outbox.queue(keyEvent(mouse));
  outbox.queue(textInputEvent(12, 'change', 'x'.repeat(300)));
  outbox.queue(accessibilityActionEvent(40, 'custom', 'Delete'));
  outbox.queue(accessibilityActionEvent(41, 'activate'));
  outbox.answer({ request: 3, width: 120, height: 22.5 });
  return [
    helloMessage({ width: 390, height: 844 }, '#list'),
    outbox.frameMessage(16.7, { width: 390, height: 844 }, null),
    outbox.frameMessage(33.4, { width: 390, height: 844 }, { width: 390, height: 844 }),
    navigateMessage('grid'), actionMessage('shuffle'), settingMessage('rightToLeft', 1), textMessage('query', 'flag'),
  ];
}

test('when the page makes any of its messages, then it fits the schema', () => {
  const seen = new Set();
  for (const message of pageMessages()) assert.deepEqual(checkMessage(message, seen), [], JSON.stringify(message));
});

test('when the page makes all of its messages, then together they use every field the schema lists for the page', () => {
  const seen = new Set();
  for (const message of pageMessages()) checkMessage(message, seen);
  const listed = new Set();
  const note = (type) => type.replace(/[?[\]]/g, '');
  const pending = [];
  for (const [name, definition] of Object.entries(schema.client)) {
    for (const [key, type] of Object.entries(definition)) { listed.add(`client.${name}.${key}`); pending.push(note(type)); }
  }
  const done = new Set();
  while (pending.length) {
    const type = pending.pop();
    const definition = schema.types[type];
    if (!definition || done.has(type)) continue;
    done.add(type);
    if (definition.union) {
      for (const [kind, kindFields] of Object.entries(definition)) {
        if (kind === 'union') continue;
        listed.add(`${type}.${kind}`);
        for (const [key, fieldType] of Object.entries(kindFields)) { listed.add(`${type}.${kind}.${key}`); pending.push(note(fieldType)); }
      }
    } else {
      for (const [key, fieldType] of Object.entries(definition)) { listed.add(`${type}.${key}`); pending.push(note(fieldType)); }
    }
  }
  assert.deepEqual([...listed].filter((field) => !seen.has(field)).sort(), []);
});

test('when a message carries a field the schema does not list, then the check says so', () => {
  const problems = checkMessage({ type: 'action', name: 'go', extra: 1 }, new Set());
  assert.deepEqual(problems, ['action.extra: not in the schema (client.action)']);
  assert.deepEqual(checkMessage({ type: 'setting', name: 'x' }, new Set()), ['setting.value: missing (client.setting)']);
});

test('when a text field sends more than the protocol allows, then its text is cut to the limit', () => {
  assert.equal(textInputEvent(1, 'change', 'x'.repeat(300)).text.length, 256);
  assert.equal(accessibilityActionEvent(1, 'custom', 'x'.repeat(300)).name.length, 256);
  assert.equal('name' in accessibilityActionEvent(1, 'activate', 'x'), false);
});
