"""The load measurement behind scripts/measure-load (see there). Not a test: it prints figures."""

import asyncio
import json
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

import websockets

ROOT = Path(__file__).resolve().parents[1]
SECONDS = 5.0
counts = [int(a) for a in sys.argv[1:]] or [1, 2, 4, 8, 16, 32, 48, 64]


async def page(url, results, start_at):
    """One page: hello on friends, then frames paced at 60 Hz, each after the last answer's report."""
    async with websockets.connect(url, max_size=None) as socket:
        await socket.send(json.dumps({"type": "hello", "version": 1, "viewport": {"width": 1060, "height": 800},
                                      "screen": "friends"}))
        await until_report(socket)
        await asyncio.sleep(max(0, start_at - time.monotonic()))
        frames, worst, t = 0, 0.0, 0.0
        began = time.monotonic()
        direction = 1
        while time.monotonic() - began < SECONDS:
            sent = time.monotonic()
            t += 1000 / 60
            if frames % 120 == 0:
                direction = -direction
            await socket.send(json.dumps({"type": "frame", "time": t,
                                          "events": [{"kind": "wheel", "x": 500, "y": 400, "dx": 0, "dy": 12 * direction}]}))
            await until_report(socket)
            frames += 1
            worst = max(worst, time.monotonic() - sent)
            await asyncio.sleep(max(0, 1 / 60 - (time.monotonic() - sent)))
        results.append((frames / (time.monotonic() - began), worst))


async def until_report(socket):
    while True:
        message = json.loads(await socket.recv())
        if message.get("type") == "report":
            return message
        if message.get("type") == "error" and message.get("fatal"):
            raise RuntimeError(message.get("message"))


async def round_of(url, n):
    results = []
    start_at = time.monotonic() + 1.0 + n * 0.02
    await asyncio.gather(*(page(url, results, start_at) for _ in range(n)))
    rates = sorted(r[0] for r in results)
    return {"pages": n, "fps_min": round(rates[0], 1), "fps_median": round(statistics.median(rates), 1),
            "worst_answer_ms": round(max(r[1] for r in results) * 1000, 1)}


def main():
    log = open(ROOT / "test-artifacts" / "load-server.log", "w")
    server = subprocess.Popen([str(ROOT / ".build" / "release" / "Gallery"), "--port", "0", "--maximum-sessions", "128"],
                              stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
    try:
        address = None
        deadline = time.time() + 30
        while address is None and time.time() < deadline:
            match = re.search(r"open http://([^/\s]+)/ in a browser", (ROOT / "test-artifacts" / "load-server.log").read_text())
            address = match.group(1) if match else None
            time.sleep(0.1)
        if address is None:
            raise RuntimeError("the gallery did not start")
        url = f"ws://{address}/session"
        rounds = []
        for n in counts:
            figures = asyncio.run(round_of(url, n))
            rounds.append(figures)
            print(json.dumps(figures), flush=True)
            time.sleep(1)
        (ROOT / "test-artifacts" / "load-measurements.json").write_text(json.dumps(rounds, indent=2))
        held = [r["pages"] for r in rounds if r["fps_min"] >= 55]
        print(f"pages held at >= 55 frames per second (every page): up to {max(held) if held else 0}")
    finally:
        server.terminate()
        server.wait(timeout=10)
        log.close()


main()
