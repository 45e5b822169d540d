"""A minimal WebSocket client over a plain socket, for the server tests (no package needed).

Speaks just what the gallery's protocol uses: the upgrade, masked text frames out, text, close and
ping frames in (pings are answered), fragmented messages reassembled.
"""

import base64
import json
import os
import socket
import struct
import time


class Closed(Exception):
    """The server closed the connection (or it broke)."""


class WebSocket:
    def __init__(self, host, port, path="/session", origin=None, host_header=None, timeout=10.0):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        self.sock.settimeout(timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        lines = [f"GET {path} HTTP/1.1", f"Host: {host_header or f'{host}:{port}'}", "Upgrade: websocket",
                 "Connection: Upgrade", f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13"]
        if origin:
            lines.append(f"Origin: {origin}")
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise Closed(f"closed during the upgrade: {self.buffer[:200]!r}")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        self.status_line = head.split(b"\r\n", 1)[0].decode(errors="replace")
        if " 101 " not in self.status_line:
            raise Closed(f"not upgraded: {self.status_line}")

    def send_json(self, message):
        self.send_text(json.dumps(message))

    def send_text(self, text):
        payload = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise Closed("closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def receive(self):
        """The next text message, as JSON; answers pings on the way; raises Closed on a close frame."""
        parts = []
        while True:
            first, second = self._read(2)
            opcode, final = first & 0x0F, first & 0x80
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            if opcode == 0x8:
                raise Closed(payload[2:].decode(errors="replace"))
            if opcode == 0x9:
                mask = os.urandom(4)
                self.sock.sendall(bytes([0x8A, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
                continue
            if opcode in (0x1, 0x0):
                parts.append(payload)
                if final:
                    return json.loads(b"".join(parts).decode())

    def receive_until(self, kind, deadline):
        """Messages until one of `type` `kind` (returned with the ones before it), or until `deadline`."""
        seen = []
        while time.time() < deadline:
            message = self.receive()
            seen.append(message)
            if message.get("type") == kind:
                return message, seen
        raise TimeoutError(f"no {kind} message in time; saw {[m.get('type') for m in seen][-10:]}")

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


class Page:
    """A page's session: hello, then frames one after another, each answered before the next."""

    def __init__(self, host, port, screen, width=1280, height=800, **options):
        self.socket = WebSocket(host, port, **options)
        self.socket.send_json({"type": "hello", "version": 1, "viewport": {"width": width, "height": height}, "screen": screen})
        self.time = 0.0
        self.welcome, _ = self.socket.receive_until("welcome", time.time() + 60)
        self.socket.receive_until("report", time.time() + 60)

    def frame(self, events=(), timeout=60):
        """Sends a frame and waits for its report; returns the seconds the answer took."""
        self.time += 16.7
        message = {"type": "frame", "time": self.time}
        if events:
            message["events"] = list(events)
        began = time.time()
        self.socket.send_json(message)
        self.socket.receive_until("report", began + timeout)
        return time.time() - began

    def setting(self, name, value):
        self.socket.send_json({"type": "setting", "name": name, "value": value})

    def close(self):
        self.socket.close()
