"""The measurement behind scripts/measure-fairness (see there). Not a test: it prints figures."""

import json
import os
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tests" / "Server"))
import server_attack_test as attack  # noqa: E402
from wsclient import Page  # noqa: E402

runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
results = []
for run in range(runs):
    server = attack.Server("fairness-server")
    try:
        normal = Page("127.0.0.1", server.port, "friends", width=1060, height=800)
        greedy = Page("127.0.0.1", server.port, "prefetching", width=1060, height=800)
        for name, value in (("cost", 20), ("cellPrefetching", 0), ("prefetchDataSource", 1)):
            greedy.setting(name, value)
        stop = threading.Event()

        def scroll_hard():
            turn = 0
            while not stop.is_set():
                greedy.frame([{"kind": "wheel", "x": 500, "y": 300, "dx": 0, "dy": 2000 if turn % 2 == 0 else -2000}])
                turn += 1

        thread = threading.Thread(target=scroll_hard)
        thread.start()
        time.sleep(1)
        rate, answers = attack.drive(normal, 10)
        stop.set()
        thread.join(timeout=60)
        figures = {"frames_per_second": round(rate, 1), "worst_answer_ms": round(max(answers) * 1000, 1),
                   "p99_answer_ms": round(sorted(answers)[int(len(answers) * 0.99)] * 1000, 1),
                   "load_average": os.getloadavg()[0]}
        results.append(figures)
        print(f"run {run + 1}/{runs}: {json.dumps(figures)}", flush=True)
    finally:
        server.close()
summary = {key: (min(r[key] for r in results), statistics.median(r[key] for r in results), max(r[key] for r in results))
           for key in results[0]}
(attack.ARTIFACTS / "fairness-measurements.json").write_text(json.dumps({"runs": results, "summary": summary}, indent=2))
print("min / median / max:", json.dumps(summary))
