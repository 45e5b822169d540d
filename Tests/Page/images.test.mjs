// App images from data: only well-formed messages are kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ImageStore, MAX_IMAGES } from '../../Sources/CollectionWeb/Page/images.js';

test('when an image message is well formed, then its bytes are kept as a data URL by id', () => {
  const store = new ImageStore();
  assert.ok(store.store({ id: 'a1', mime: 'image/png', data: 'iVBORw0KGgo=' }));
  assert.equal(store.url('a1'), 'data:image/png;base64,iVBORw0KGgo=');
  assert.equal(store.url(undefined), undefined);
});

test('when an image message has a bad id, type or payload, then nothing is kept', () => {
  const store = new ImageStore();
  for (const message of [
    { id: 'A1', mime: 'image/png', data: 'AA==' },
    { id: '1'.repeat(17), mime: 'image/png', data: 'AA==' },
    { id: 'a2', mime: 'image/svg+xml', data: 'AA==' },
    { id: 'a3', mime: 'image/png', data: 'AA==")</style><script>' },
  ]) assert.ok(!store.store(message), JSON.stringify(message));
  assert.equal(store.urls.size, 0);
});

test('when more images arrive than are kept, then the oldest goes', () => {
  const store = new ImageStore();
  for (let i = 0; i <= MAX_IMAGES + 1; i += 1) store.store({ id: i.toString(16), mime: 'image/gif', data: 'R0lG' });
  assert.equal(store.urls.size, MAX_IMAGES + 1);
  assert.equal(store.url('0'), undefined);
  assert.ok(store.url((MAX_IMAGES + 1).toString(16)));
});
