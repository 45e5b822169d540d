"""The resize measurement behind scripts/measure-resize (see there). Not a test: it prints figures."""

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tests" / "Browser"))
import gallery_browser_test as browser  # noqa: E402

# Each screen is resized through these window widths (900 points high), one after another.
WIDTHS = (1000, 1280, 900, 1280, 1100, 1280)
screens = sys.argv[1:] or ["mosaic"]
gallery = browser.Gallery()
driver, service = browser.make_driver()
results = {}
try:
    page = browser.GalleryPage(driver, gallery.address)
    page.open()
    for screen in screens:
        page.navigate(screen)
        page.settle()
        worst = []
        for width in WIDTHS:
            start = page.js("const r = window.ocvGallery.reports; return r.length ? r[r.length - 1].frame : 0")
            driver.set_window_size(width, 900)
            page.wait(lambda: page.js("return window.innerWidth") == width, f"a {width}-point window")
            time.sleep(0.5)
            page.settle()
            reports = page.js("return window.ocvGallery.reports.filter((r) => r.frame > arguments[0])", start)
            worst.append(round(max(r["engine"] / 1000 for r in reports), 2))
        results[screen] = worst
        print(f"{screen}: the worst frame's engine time of each resize (ms): {worst}", flush=True)
finally:
    browser.quit_driver(driver, service)
    gallery.close()
(browser.ARTIFACTS / "resize-measurements.json").write_text(json.dumps(results, indent=2))
