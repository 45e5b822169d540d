// The session's WebSocket: the hello, the messages in both directions, and the frame loop that
// asks for a frame once per animation frame while the last one has been answered.

import { SERVER_MESSAGE_TYPES, helloMessage } from './wire.js';

/** One session with the server. */
export class Connection {
  /**
   * @param window the page's window (WebSocket, location, requestAnimationFrame)
   * @param handlers { viewport(): {width, height}, message(message), status(text, isError) }
   */
  constructor(window, handlers) {
    this.window = window;
    this.handlers = handlers;
    this.socket = null;
    /** Whether the server's welcome arrived. */
    this.welcomed = false;
    /** Whether a frame was asked for and its report has not come yet. */
    this.awaiting = false;
    /** The viewport the server was last told. */
    this.lastViewport = null;
    /** Bytes received, for tests. */
    this.bytes = 0;
  }

  get isOpen() {
    return this.socket !== null && this.socket.readyState === this.window.WebSocket.OPEN;
  }

  /** Opens the session: its hello names the screen in the address, if any. */
  connect() {
    const { location, WebSocket } = this.window;
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${scheme}//${location.host}/session`);
    this.socket = socket;
    socket.addEventListener('open', () => {
      const hello = helloMessage(this.handlers.viewport(), location.hash);
      this.lastViewport = hello.viewport;
      this.send(hello);
      this.handlers.status('Connected', false);
    });
    socket.addEventListener('message', (event) => {
      this.bytes += event.data.length;
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (!message || !SERVER_MESSAGE_TYPES.includes(message.type)) return;
      if (message.type === 'welcome') this.welcomed = true;
      if (message.type === 'report') this.awaiting = false;
      if (message.type === 'error' && !this.welcomed) this.awaiting = false;
      this.handlers.message(message);
    });
    socket.addEventListener('close', (event) => {
      this.welcomed = false;
      const reason = event.reason ? ` (${event.reason})` : '';
      this.handlers.status(`Disconnected${reason}. Reload the page to start a new session.`, true);
    });
  }

  send(message) {
    if (this.isOpen) this.socket.send(JSON.stringify(message));
  }

  /** Asks for a frame at `now` with what `outbox` holds, unless the last one is not answered yet. */
  requestFrame(now, outbox) {
    if (!this.welcomed || this.awaiting || !this.isOpen) return false;
    const viewport = this.handlers.viewport();
    const message = outbox.frameMessage(now, viewport, this.lastViewport);
    if (message.viewport) this.lastViewport = viewport;
    this.awaiting = true;
    this.send(message);
    return true;
  }
}
