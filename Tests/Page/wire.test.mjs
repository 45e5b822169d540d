// The page's side of the wire: the outgoing queue, the hello and the input records.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_ANSWERS, MAX_EVENTS, MAX_SCREEN_ID, Outbox, helloMessage, isEngineKey, modifiers, wheelEvent } from '../../Sources/CollectionWeb/Page/wire.js';

test('when the viewport is unchanged, then the frame message does not repeat it', () => {
  const outbox = new Outbox();
  const size = { width: 390, height: 844 };
  assert.deepEqual(outbox.frameMessage(12.5, size, null), { type: 'frame', time: 12.5, viewport: size });
  assert.deepEqual(outbox.frameMessage(29.2, { width: 390, height: 844 }, size), { type: 'frame', time: 29.2 });
  assert.deepEqual(outbox.frameMessage(45.9, { width: 391, height: 844 }, size).viewport, { width: 391, height: 844 });
});

test('when more events are queued than a frame carries, then the oldest go and the rest wait for the next frame', () => {
  const outbox = new Outbox();
  for (let i = 0; i < MAX_EVENTS + 10; i += 1) outbox.queue({ kind: 'key', key: String(i) });
  assert.equal(outbox.events.length, MAX_EVENTS, 'the queue keeps the newest');
  assert.equal(outbox.events[0].key, '10');
  const message = outbox.frameMessage(0, { width: 1, height: 1 }, null);
  assert.equal(message.events.length, MAX_EVENTS);
  assert.equal(outbox.frameMessage(1, { width: 1, height: 1 }, { width: 1, height: 1 }).events, undefined, 'nothing is sent twice');
});

test('when pointer moves come faster than frames, then only the last move is sent, after the events before it', () => {
  const outbox = new Outbox();
  outbox.queuePointer({ kind: 'pointer', phase: 'down', x: 1, y: 1 });
  outbox.queuePointer({ kind: 'pointer', phase: 'moved', x: 2, y: 2 });
  outbox.queuePointer({ kind: 'pointer', phase: 'moved', x: 3, y: 3 });
  assert.deepEqual(outbox.frameMessage(0, { width: 1, height: 1 }, null).events.map((e) => [e.phase, e.x]), [['down', 1], ['moved', 3]]);
  outbox.queuePointer({ kind: 'pointer', phase: 'moved', x: 4, y: 4 });
  outbox.queuePointer({ kind: 'pointer', phase: 'up', x: 5, y: 5 });
  assert.deepEqual(outbox.frameMessage(1, { width: 1, height: 1 }, null).events.map((e) => e.phase), ['moved', 'up'], 'a release sends its move first');
});

test('when the page leaves a screen, then input queued for it is dropped and measurement answers stay', () => {
  const outbox = new Outbox();
  outbox.queuePointer({ kind: 'pointer', phase: 'down', x: 1, y: 1 });
  outbox.queuePointer({ kind: 'pointer', phase: 'up', x: 1, y: 1 });
  outbox.queuePointer({ kind: 'pointer', phase: 'moved', x: 2, y: 2 });
  outbox.answer({ id: 7, width: 10, height: 20 });
  outbox.discardInput();
  const message = outbox.frameMessage(0, { width: 1, height: 1 }, { width: 1, height: 1 });
  assert.equal(message.events, undefined, 'no tap reaches the next screen');
  assert.deepEqual(message.answers, [{ id: 7, width: 10, height: 20 }]);
  outbox.queue({ kind: 'key', phase: 'down', key: 'a' });
  assert.deepEqual(outbox.frameMessage(1, { width: 1, height: 1 }, { width: 1, height: 1 }).events.map((e) => e.kind), ['key'], 'input after it goes out');
});

test('when many measurements are answered, then a frame carries at most the protocol limit', () => {
  const outbox = new Outbox();
  for (let i = 0; i < MAX_ANSWERS + 3; i += 1) outbox.answer({ request: i, width: 1, height: 1 });
  assert.equal(outbox.frameMessage(0, { width: 1, height: 1 }, null).answers.length, MAX_ANSWERS);
  assert.deepEqual(outbox.frameMessage(1, { width: 1, height: 1 }, null).answers.map((a) => a.request), [MAX_ANSWERS, MAX_ANSWERS + 1, MAX_ANSWERS + 2]);
});

test('when the address names a screen, then the hello asks for it; a malformed or overlong name asks for none', () => {
  const viewport = { width: 10, height: 20 };
  assert.deepEqual(helloMessage(viewport, '#outline%20%26%20swipe'), { type: 'hello', version: 1, viewport, screen: 'outline & swipe' });
  assert.equal(helloMessage(viewport, '').screen, undefined);
  assert.equal(helloMessage(viewport, '#%E0%A4%A').screen, undefined, 'a malformed escape is ignored, not thrown');
  assert.equal(helloMessage(viewport, `#${'x'.repeat(MAX_SCREEN_ID + 1)}`).screen, undefined);
});

test('when a wheel turns by lines, pages or with Shift, then the event carries points along the right axis', () => {
  const point = { x: 5, y: 6 };
  assert.deepEqual(wheelEvent({ deltaMode: 0, deltaX: 0, deltaY: 30 }, point, 800), { kind: 'wheel', x: 5, y: 6, dx: 0, dy: 30 });
  assert.deepEqual(wheelEvent({ deltaMode: 1, deltaX: 0, deltaY: 3 }, point, 800).dy, 48);
  assert.deepEqual(wheelEvent({ deltaMode: 2, deltaX: 0, deltaY: 1 }, point, 800).dy, 800);
  assert.deepEqual(wheelEvent({ deltaMode: 0, deltaX: 0, deltaY: 30, shiftKey: true }, point, 800), { kind: 'wheel', x: 5, y: 6, dx: 30, dy: 0 });
});

test('when keys are pressed, then navigation keys and single characters go to the engine, others do not', () => {
  for (const key of ['ArrowUp', 'Enter', ' ', 'Tab', 'a', 'é']) assert.ok(isEngineKey(key), key);
  for (const key of ['F5', 'Shift', 'Meta', 'ContextMenu']) assert.ok(!isEngineKey(key), key);
  assert.deepEqual(modifiers({ shiftKey: true, metaKey: true }), ['shift', 'meta']);
});
