"""The replay measurement behind scripts/measure-replay (see there). Not a test: it prints figures."""

import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tests" / "Browser"))
import gallery_browser_test as browser  # noqa: E402

runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
gallery = browser.Gallery()
results = {"prefetching on": [], "prefetching off": []}
try:
    for run in range(runs):
        for label, prefetching in (("prefetching on", True), ("prefetching off", False)):
            driver, service = browser.make_driver()
            try:
                page = browser.GalleryPage(driver, gallery.address)
                page.open("prefetching")
                page.settle()
                figures = browser.measure_replay(page, prefetching)
            finally:
                browser.quit_driver(driver, service)
            results[label].append(figures)
            print(f"run {run + 1}/{runs}, {label}: {json.dumps(figures)}", flush=True)
finally:
    gallery.close()

summary = {}
for label, figures in results.items():
    summary[label] = {key: {"min": min(f[key] for f in figures), "median": statistics.median(f[key] for f in figures),
                            "max": max(f[key] for f in figures)} for key in figures[0]}
(browser.ARTIFACTS / "replay-measurements.json").write_text(json.dumps({"runs": results, "summary": summary}, indent=2))
print("\nmin / median / max over", runs, "runs:")
for label, figures in summary.items():
    print(f"  {label}:")
    for key, spread in figures.items():
        print(f"    {key}: {spread['min']} / {spread['median']} / {spread['max']}")
