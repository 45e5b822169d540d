// App images from data (F34): their bytes arrive once, in an `image` message, and are kept as data
// URLs by id. No DOM here.

/** The image types the page accepts. */
export const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);
/** The most images kept; past it the oldest goes. */
export const MAX_IMAGES = 512;

/** The images received, by id. */
export class ImageStore {
  constructor() {
    this.urls = new Map();
  }

  /** Keeps an `image` message's bytes; returns false (and keeps nothing) for a bad id, type or payload. */
  store(message) {
    const id = String(message.id), mime = String(message.mime), data = String(message.data);
    if (!/^[0-9a-f]{1,16}$/.test(id) || !IMAGE_TYPES.has(mime) || !/^[A-Za-z0-9+/=]*$/.test(data)) return false;
    if (this.urls.size > MAX_IMAGES) this.urls.delete(this.urls.keys().next().value);
    this.urls.set(id, `data:${mime};base64,${data}`);
    return true;
  }

  /** The data URL of image `id`, if received. */
  url(id) {
    return id ? this.urls.get(String(id)) : undefined;
  }
}
