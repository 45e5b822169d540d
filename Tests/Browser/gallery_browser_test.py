"""Browser tests: a real headless Chromium against the real gallery server on 127.0.0.1.

Run by ./scripts/test (which installs Chromium, chromedriver and selenium when missing). Every child
process writes to files under test-artifacts/, never to this process's stdout, and is stopped by PID
with a SIGKILL fallback, so nothing can keep the test run waiting.
"""

import io
import json
import os
import re
import signal
import subprocess
import time
import unittest
import urllib.request
from pathlib import Path

os.environ.setdefault("SE_OFFLINE", "true")

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from PIL import Image  # noqa: E402
from axe_selenium_python import Axe  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
SCREENSHOTS = ARTIFACTS / "screens"
GALLERY = Path(os.environ.get("GALLERY_BINARY", ROOT / ".build" / "debug" / "Gallery"))
# The example app (Examples/HelloApp), built with the package: an app that serves itself.
HELLO_APP = Path(os.environ.get("HELLO_APP_BINARY", ROOT / ".build" / "debug" / "HelloApp"))
MAX_SESSIONS = 4
# Each screen's stage at each size, as a 96 × 72 grey thumbnail: what the screen looked like when its
# reference was recorded on purpose (UPDATE_REFERENCES=1). Thumbnails keep the layout — columns,
# rows, bars, symbols, blank areas — and drop what a font's anti-aliasing changes.
REFERENCES = Path(__file__).resolve().parent / "references"
REFERENCE_SIZE = (96, 72)
# How far a screen may drift from its reference: the mean difference of a thumbnail's pixels, and
# the difference that 98 % of them stay within (0–255 grey levels). Two recordings on one machine
# differ by 0; a navigation bar turning from white to the grouped grey drifts by a mean of 1.7–3.6.
REFERENCE_MEAN = 1.5
REFERENCE_P98 = 24


def stop(process, name, grace=5.0):
    """Stops a child by PID: SIGTERM, then SIGKILL after `grace` seconds. Returns the exit code."""
    if process is None or process.poll() is not None:
        return None if process is None else process.returncode
    process.send_signal(signal.SIGTERM)
    try:
        return process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        print(f"{name} ignored SIGTERM for {grace} s; killing it")
        process.kill()
        return process.wait(timeout=5)


class Gallery:
    """The server, started on a free port; its address is read from its first line of output."""

    def __init__(self, binary=None, log_name="gallery-server.log"):
        ARTIFACTS.mkdir(exist_ok=True)
        self.log_path = ARTIFACTS / log_name
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen(
            [str(binary or GALLERY), "--port", "0", "--maximum-sessions", str(MAX_SESSIONS)],
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT,
        )
        deadline = time.time() + 60
        self.address = None
        while time.time() < deadline and self.address is None:
            if self.process.poll() is not None:
                raise RuntimeError(f"the gallery exited with {self.process.returncode}: {self.log_path.read_text()}")
            match = re.search(r"open (http://\S+) in a browser", self.log_path.read_text())
            if match:
                self.address = match.group(1)
            time.sleep(0.1)
        if self.address is None:
            stop(self.process, "gallery")
            raise RuntimeError("the gallery did not print its address within 60 s")
        # The address is printed once the server listens; asking its status before a browser is sent
        # there makes a server that died or printed a wrong address fail here, with its log.
        last_error = None
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the gallery exited with {self.process.returncode} after printing "
                                   f"{self.address}: {self.log_path.read_text()}")
            try:
                self.status()
                return
            except OSError as error:
                last_error = error
                time.sleep(0.2)
        stop(self.process, "gallery")
        raise RuntimeError(f"the gallery printed {self.address} but did not answer there within 60 s "
                           f"({last_error}): {self.log_path.read_text()}")

    def status(self):
        with urllib.request.urlopen(self.address + "status", timeout=5) as response:
            return json.loads(response.read())

    def close(self):
        code = stop(self.process, "gallery")
        self.log.close()
        return code


def make_driver():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900",
                     "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    binary = os.environ.get("CHROMIUM_BINARY", "/usr/bin/chromium")
    if Path(binary).exists():
        options.binary_location = binary
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"),
                      log_output=str(ARTIFACTS / "chromedriver.log"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_script_timeout(30)
    driver.set_page_load_timeout(30)
    return driver, service


def quit_driver(driver, service):
    try:
        driver.quit()
    finally:
        process = getattr(service, "process", None)
        stop(process, "chromedriver", grace=3)


class GalleryPage:
    """Helpers that read the page through its read-only `window.ocvGallery` state."""

    def __init__(self, driver, address):
        self.driver = driver
        self.address = address

    def open(self, screen=None):
        self.driver.get(self.address + (f"#{screen}" if screen else ""))
        self.wait(lambda: self.js("return window.ocvGallery && window.ocvGallery.connected && window.ocvGallery.frames > 2"),
                  "the page to connect and render")

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def wait(self, condition, what, timeout=20):
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                if condition():
                    return
            except Exception:  # noqa: BLE001 (a stale element while the page changes)
                pass
            time.sleep(0.05)
        raise AssertionError(f"timed out after {timeout} s waiting for {what}")

    def frames(self):
        return self.js("return window.ocvGallery.frames")

    def settle(self, frames=20, timeout=20):
        """Waits until no animation runs and `frames` frames passed with nothing sent."""
        deadline = time.time() + timeout
        quiet = 0
        last = self.frames()
        while time.time() < deadline:
            time.sleep(0.05)
            state = self.js("""
                const g = window.ocvGallery;
                const r = g.reports[g.reports.length - 1];
                return [g.frames, document.getAnimations().length, r ? r.bytes : 0];
            """)
            if state[0] == last:
                continue
            quiet = quiet + (state[0] - last) if state[1] == 0 and state[2] == 0 else 0
            last = state[0]
            if quiet >= frames:
                return
        raise AssertionError("the screen did not settle")

    def navigate(self, screen):
        button = self.driver.find_element(By.CSS_SELECTOR, f'#screens button[data-screen="{screen}"]')
        button.click()
        self.wait(lambda: self.js("return window.ocvGallery.screen") == screen, f"screen {screen}")
        self.wait(lambda: self.js("""
            const r = window.ocvGallery.reports; return r.length > 0 && r[r.length - 1].visible !== null;"""), "a report")
        self.settle()

    def cells(self):
        """Cells on the page: id, caption, rect relative to the stage, and whether shown on it."""
        return self.js("""
            const stage = document.getElementById('stage').getBoundingClientRect();
            const out = [];
            for (const el of document.querySelectorAll('#stage .v[data-kind$="Cell"]')) {
                const r = el.getBoundingClientRect();
                const shown = getComputedStyle(el).display !== 'none' && r.width > 0 && r.height > 0
                    && r.right > stage.left && r.left < stage.right && r.bottom > stage.top && r.top < stage.bottom;
                const content = el.querySelector(':scope > .content');
                // Drawn by a content or background configuration, or by its views (a cell built from
                // plain views and constraints): their layers, images or labels.
                const drawn = Boolean(content || el.querySelector(':scope > .bg')
                    || [el, ...el.querySelectorAll('.v')].some(v => v.style.backgroundColor)
                    || el.querySelector('.v img, .v svg, .v .t'));
                // The caption: the configured content's text, else the text of the cell's labels.
                const caption = content ? content.textContent : el.textContent;
                out.push({ id: el.dataset.id, caption, shown, drawn,
                           x: r.left - stage.left, y: r.top - stage.top, w: r.width, h: r.height });
            }
            return out;
        """)

    def last_report(self):
        return self.js("const r = window.ocvGallery.reports; return r[r.length - 1];")

    def notices(self):
        return self.js("return window.ocvGallery.notices.slice()")

    def errors(self):
        return self.js("return window.ocvGallery.errors.slice()")

    def click_action(self, name):
        self.driver.find_element(By.CSS_SELECTOR, f'#actions button[data-action="{name}"]').click()

    def set_slider(self, name, value):
        self.js("""
            const input = document.querySelector(`#settings input[data-setting="${arguments[0]}"]`);
            input.value = String(arguments[1]);
            input.dispatchEvent(new Event(input.type === 'checkbox' ? 'change' : 'input'));
        """, name, value)

    def set_toggle(self, name, on):
        self.js("""
            const input = document.querySelector(`#settings input[data-setting="${arguments[0]}"]`);
            if (input.checked !== arguments[1]) { input.checked = arguments[1]; input.dispatchEvent(new Event('change')); }
        """, name, on)

    def screenshot(self, name):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        self.driver.save_screenshot(str(SCREENSHOTS / f"{name}.png"))

    def stage_thumbnail(self):
        """The stage as a grey reference thumbnail, once every picture on it has been decoded and no
        cell says it is still loading its model (the smooth-scrolling lab loads off the main actor)."""
        self.wait(lambda: self.js("""
            const stage = document.getElementById('stage');
            return [...stage.querySelectorAll('img')].every(i => i.complete && i.naturalWidth > 0)
                && !stage.textContent.includes('Loading…');"""), "the stage's pictures and models")
        self.settle()
        png = self.driver.find_element(By.ID, "stage").screenshot_as_png
        return Image.open(io.BytesIO(png)).convert("L").resize(REFERENCE_SIZE, Image.BOX)

    def compare_with_reference(self, name):
        """Compares the stage with its reference thumbnail; returns a message when it drifted too far.
        UPDATE_REFERENCES=1 records the references instead (on purpose, never to make a test pass)."""
        thumbnail = self.stage_thumbnail()
        path = REFERENCES / f"{name}.png"
        if os.environ.get("UPDATE_REFERENCES") == "1":
            REFERENCES.mkdir(parents=True, exist_ok=True)
            thumbnail.save(path, optimize=True)
            return None
        if not path.exists():
            return f"{name}: no reference thumbnail (record one with UPDATE_REFERENCES=1)"
        reference = Image.open(path).convert("L")
        differences = sorted(abs(a - b) for a, b in zip(thumbnail.getdata(), reference.getdata()))
        mean = sum(differences) / len(differences)
        p98 = differences[int(len(differences) * 0.98)]
        if mean <= REFERENCE_MEAN and p98 <= REFERENCE_P98:
            return None
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        side_by_side = Image.new("L", (REFERENCE_SIZE[0] * 2 + 4, REFERENCE_SIZE[1]), 255)
        side_by_side.paste(reference, (0, 0))
        side_by_side.paste(thumbnail, (REFERENCE_SIZE[0] + 4, 0))
        side_by_side.resize((side_by_side.width * 4, side_by_side.height * 4), Image.NEAREST).save(
            SCREENSHOTS / f"reference-drift-{name}.png")
        return f"{name}: the stage drifted from its reference (mean {mean:.1f}, 98th percentile {p98}; " \
               f"reference | now in test-artifacts/screens/reference-drift-{name}.png)"

    def wheel(self, dx=0, dy=0, x=None, y=None, steps=1):
        stage = self.driver.find_element(By.ID, "stage")
        size = stage.size
        ox = int((x if x is not None else size["width"] / 2) - size["width"] / 2)
        oy = int((y if y is not None else size["height"] / 2) - size["height"] / 2)
        for _ in range(steps):
            ActionChains(self.driver).scroll_from_origin(ScrollOrigin.from_element(stage, ox, oy), int(dx), int(dy)).perform()


class GalleryBrowserTests(unittest.TestCase):
    gallery = None
    driver = None
    service = None

    @classmethod
    def setUpClass(cls):
        cls.gallery = Gallery()
        cls.driver, cls.service = make_driver()
        cls.page = GalleryPage(cls.driver, cls.gallery.address)
        cls.page.open()

    @classmethod
    def tearDownClass(cls):
        if cls.driver is not None:
            quit_driver(cls.driver, cls.service)
        if cls.gallery is not None:
            code = cls.gallery.close()
            # The server shuts down cleanly on SIGTERM (exit code 0), not by the SIGKILL fallback.
            assert code == 0, f"the gallery exited with {code} after SIGTERM"

    def screens(self):
        return self.page.js("return [...document.querySelectorAll('#screens button')].map(b => b.dataset.screen)")

    # MARK: every screen

    def test_every_screen_loads_and_shows_the_cells_the_engine_says_are_visible(self):
        screens = self.screens()
        self.assertGreaterEqual(len(screens), 9 + 14, screens)
        for screen in screens:
            with self.subTest(screen=screen):
                self.page.navigate(screen)
                report = self.page.last_report()
                shown = [cell for cell in self.page.cells() if cell["shown"]]
                self.page.screenshot(screen)
                self.assertGreater(report["visible"], 0, f"{screen}: the engine shows no cells")
                self.assertEqual(len(shown), report["visible"],
                                 f"{screen}: the page shows {len(shown)} cells, the engine says {report['visible']}")
                blank = [cell["id"] for cell in shown if not cell["drawn"]]
                self.assertEqual(blank, [], f"{screen}: cells with neither content nor background")
                self.assertEqual(self.page.errors(), [], f"{screen}: the server refused a message")

    def test_on_a_phone_the_drawer_opens_over_a_scrim_that_closes_it(self):
        try:
            self.driver.set_window_size(390, 844)
            self.page.wait(lambda: self.page.js("return window.innerWidth") == 390, "a 390-point window")
            self.driver.find_element(By.ID, "menu").click()
            self.page.wait(lambda: self.page.js("return document.body.classList.contains('drawer-open')"), "the drawer")
            scrim = self.page.js("""
                const scrim = document.getElementById('scrim'), style = getComputedStyle(scrim);
                return [style.display, style.backgroundColor, document.elementFromPoint(370, 400) === scrim];""")
            self.assertEqual(scrim[0], "block")
            self.assertNotEqual(scrim[1], "rgba(0, 0, 0, 0)", "the page behind the drawer is dimmed")
            self.assertTrue(scrim[2], "the scrim is on top of the page beside the drawer")
            self.page.screenshot("phone-drawer")
            # A click on the dimmed page, right of the drawer, closes it and reaches nothing beneath.
            notices_before = self.page.js("return window.ocvGallery.notices.length")
            body = self.driver.find_element(By.TAG_NAME, "body")
            ActionChains(self.driver).move_to_element_with_offset(
                body, 370 - body.size["width"] // 2, 400 - body.size["height"] // 2).click().perform()
            self.page.wait(lambda: not self.page.js("return document.body.classList.contains('drawer-open')"), "the drawer to close")
            self.assertEqual(self.driver.find_element(By.ID, "menu").get_attribute("aria-expanded"), "false")
            self.assertEqual(self.page.js("return window.ocvGallery.notices.length"), notices_before, "the click did not reach the stage")
        finally:
            self.driver.set_window_size(1280, 900)
            self.page.wait(lambda: self.page.js("return window.innerWidth") == 1280, "the window back at 1280 points")

    def test_a_screen_opened_by_its_address_is_shown_selected_in_the_screen_list(self):
        """Opened by address, a screen far down the list has its entry scrolled into the list's view."""
        self.driver.get("about:blank")  # a new page: the same address with only a new fragment would not load again
        self.driver.set_window_size(1280, 600)
        try:
            self.page.open("compositional-listConfigurations")
            placed = self.page.js("""
            const entry = document.querySelector('#screens button[aria-current="page"]');
            const list = document.getElementById('sidebar').getBoundingClientRect(), r = entry.getBoundingClientRect();
            return { screen: entry.dataset.screen, top: r.top - list.top, bottom: list.bottom - r.bottom,
                     scrolled: document.getElementById('sidebar').scrollTop };""")
        finally:
            self.driver.set_window_size(1280, 900)
        self.assertEqual(placed["screen"], "compositional-listConfigurations")
        self.assertGreaterEqual(placed["top"], 0, placed)
        self.assertGreaterEqual(placed["bottom"], 0, placed)
        self.assertGreater(placed["scrolled"], 0, "the list scrolled to reach it")

    def test_every_screens_title_summary_and_controls_are_in_view_on_a_laptop_and_a_phone(self):
        """The toolbar above the stage holds the screen's title, what to try and every control; nothing of
        it may need scrolling at 1280 × 800 or 390 × 844 (where the screen list is a drawer and the page's
        switches fold behind Options), and it takes at most a fifth of a laptop's height, a quarter of a phone's.
        Each screen's stage matches its reference thumbnail at both sizes (Tests/Browser/references).
        Screenshots: test-artifacts/screens/{width}-{screen}.png."""
        # A new session: every screen as it first appears, whatever earlier tests did to theirs.
        self.page.open()
        screens = self.screens()
        try:
            for width, height in ((1280, 800), (390, 844)):
                self.driver.set_window_size(width, height)
                self.page.wait(lambda: self.page.js("return window.innerWidth") == width, f"a {width}-point window")
                for screen in screens:
                    with self.subTest(size=f"{width}x{height}", screen=screen):
                        if width < 600:
                            self.driver.find_element(By.ID, "menu").click()
                        self.page.navigate(screen)
                        drift = self.page.compare_with_reference(f"{width}-{screen}")
                        self.page.screenshot(f"{width}-{screen}")
                        self.assertIsNone(drift, drift)
                        if width < 600:
                            tops = self.page.js("""return ['menu', 'title', 'options'].map(id => {
                                const r = document.getElementById(id).getBoundingClientRect(); return Math.round(r.top + r.height / 2); });""")
                            self.assertLessEqual(max(tops) - min(tops), 4, f"{screen}: Screens, the title and Options share one line ({tops})")
                        toolbar = self.page.js("return document.getElementById('toolbar').getBoundingClientRect().height")
                        self.assertLessEqual(toolbar / self.page.js("return window.innerHeight"), 0.25 if width < 600 else 0.2,
                                             f"{screen} at {width}: the toolbar leaves the stage the screen ({toolbar} points)")
                        if width < 600:
                            # The page's own switches fold behind Options on a phone.
                            self.driver.find_element(By.ID, "options").click()
                        layout = self.page.js("""
                            const inView = (el) => { const r = el.getBoundingClientRect();
                              return r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0
                                && r.right <= window.innerWidth && r.bottom <= window.innerHeight; };
                            const controls = [...document.querySelectorAll('#toolbar button, #toolbar input')]
                              .filter((el) => getComputedStyle(el).display !== 'none');
                            const stage = document.getElementById('stage').getBoundingClientRect();
                            return { title: document.getElementById('title').textContent,
                                     summary: document.getElementById('summary').textContent,
                                     outside: controls.filter((el) => !inView(el)).map((el) => el.outerHTML.slice(0, 80)),
                                     controls: controls.length, stageHeight: stage.height,
                                     drawerOpen: document.body.classList.contains('drawer-open') };""")
                        self.assertTrue(layout["title"] and layout["summary"], f"{screen}: {layout}")
                        self.assertEqual(layout["outside"], [], f"{screen} at {width}: controls out of view")
                        self.assertGreaterEqual(layout["controls"], 2, "at least the two page switches")
                        self.assertGreater(layout["stageHeight"], height / 2, f"{screen}: the stage keeps most of the window")
                        self.assertFalse(layout["drawerOpen"], "choosing a screen closes the drawer")
                        if width < 600:
                            self.driver.find_element(By.ID, "options").click()
        finally:
            self.driver.set_window_size(1280, 900)
            self.page.wait(lambda: self.page.js("return window.innerWidth") == 1280, "the window back at 1280 points")

    # MARK: accessibility

    # axe-core's rules the audit leaves out, with the reason: iOS's own secondary label colour (60, 60,
    # 67 at 60 %) measures 3.4:1 on white, under WCAG AA's 4.5:1, and the gallery keeps iOS's colours
    # (Guides/Accessibility.md, "In the browser").
    AXE_RULES_LEFT_OUT = {"color-contrast": {"enabled": False}}

    def axe_violations(self, axe):
        """axe-core's violations on the stage (options as JSON: the package writes them into its script)."""
        axe.inject()
        return axe.run(context="#stage", options=json.dumps({"rules": self.AXE_RULES_LEFT_OUT}))["violations"]

    def test_axe_finds_no_serious_or_critical_violation_on_any_screen_on_a_laptop_or_a_phone(self):
        screens = self.screens()
        axe = Axe(self.driver)
        findings = []
        try:
            for width, height in ((1280, 800), (390, 844)):
                self.driver.set_window_size(width, height)
                self.page.wait(lambda: self.page.js("return window.innerWidth") == width, f"a {width}-point window")
                for screen in screens:
                    if width < 600:
                        self.driver.find_element(By.ID, "menu").click()
                    self.page.navigate(screen)
                    for violation in self.axe_violations(axe):
                        if violation["impact"] in ("serious", "critical"):
                            node = violation["nodes"][0]
                            findings.append(f"{width} {screen}: {violation['id']} ({len(violation['nodes'])}×), e.g. {node['html'][:120]}")
        finally:
            self.driver.set_window_size(1280, 900)
            self.page.wait(lambda: self.page.js("return window.innerWidth") == 1280, "the window back at 1280 points")
        self.assertEqual(findings, [])

    def test_a_screen_reader_hears_list_rows_by_name_and_place_and_the_keyboard_alone_moves_the_focus(self):
        help_text = " ".join(self.page.js("return document.getElementById('help').textContent").split())
        for words in ("Tab", "arrow keys", "Return", "Escape", "Dark", "reduced motion", "increased contrast"):
            self.assertIn(words, help_text, "the page says how to try it without a mouse")
        self.page.navigate("settings-table")
        tree = self.driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})
        rows = {}
        for node in tree["nodes"]:
            if node.get("role", {}).get("value") == "listitem":
                rows[node.get("name", {}).get("value")] = {p["name"]: p["value"].get("value") for p in node.get("properties", [])}
        self.assertIn("Wi-Fi, Home", rows, "a row is read as its texts, as VoiceOver reads a list row")
        unnamed = [node for node in tree["nodes"] if node.get("role", {}).get("value") == "image"
                   and not node.get("ignored", False) and not node.get("name", {}).get("value")]
        self.assertEqual(unnamed, [], "the symbols a row draws are drawing, not images a screen reader announces")
        self.assertIn("Cellular, On", rows)
        place = self.page.js("""const row = [...document.querySelectorAll('#stage [role=listitem]')]
            .find(e => e.getAttribute('aria-label') === 'Cellular, On');
            return [row.getAttribute('aria-posinset'), row.getAttribute('aria-setsize'), row.parentElement.getAttribute('role')];""")
        self.assertEqual(place, ["2", "4", "list"], "the second of the section's four rows, in the table's list")
        # A keyboard user who never clicks: the stage takes the keys, arrows move the focus ring
        # and the selection with it (selection follows focus, as in a Mac list).
        self.page.navigate("friends")
        self.page.js("document.getElementById('stage').focus()")
        ActionChains(self.driver).send_keys(Keys.ARROW_DOWN).perform()
        self.page.settle()
        ActionChains(self.driver).send_keys(Keys.ARROW_RIGHT).perform()
        self.page.settle()
        self.page.screenshot("keyboard-focus-friends")
        ringed = self.page.js("""return [...document.querySelectorAll('#stage .v[data-kind=FocusHaloView]')]
            .map(ring => ring.closest('[role=listitem]').getAttribute('aria-posinset'))""")
        self.assertEqual(ringed, ["2"], "one ring, on the second item")
        current = self.page.js("return [...document.querySelectorAll('#stage [aria-current=true]')].map(e => e.getAttribute('aria-posinset'))")
        self.assertEqual(current, ["2"], "the selected item is the list's current one")

    def test_a_dark_colour_scheme_turns_the_stage_and_the_page_dark_and_the_switch_turns_it_back(self):
        cell_backgrounds = """return [...document.querySelectorAll('#stage .v[data-kind=TableViewCell] > .bg')]
            .map(bg => getComputedStyle(bg).backgroundColor)"""
        try:
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
            self.page.open("settings-table")
            self.driver.refresh()  # a new page, as a reader whose browser is dark opens it
            self.page.wait(lambda: self.page.js("return window.ocvGallery && window.ocvGallery.connected && window.ocvGallery.frames > 2"),
                           "the page to connect again")
            self.page.settle()
            self.assertTrue(self.page.js("return document.body.classList.contains('dark') && document.getElementById('dark').checked"))
            self.page.wait(lambda: "rgb(28, 28, 30)" in self.page.js(cell_backgrounds), "rows in iOS's dark grouped colour")
            self.page.screenshot("dark-settings-table")
            self.driver.find_element(By.ID, "dark").click()
            self.page.wait(lambda: "rgb(255, 255, 255)" in self.page.js(cell_backgrounds), "rows back in the light colour")
            self.assertFalse(self.page.js("return document.body.classList.contains('dark')"))
        finally:
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
            self.driver.refresh()
            self.page.open()
            self.page.wait(lambda: not self.page.js("return document.getElementById('dark').checked"), "the page light again")

    # MARK: resizing

    def test_the_friends_columns_reflow_when_the_window_is_resized(self):
        self.page.navigate("friends")

        def columns():
            return len({round(c["x"]) for c in self.page.cells() if c["shown"]})

        wide = columns()
        try:
            self.driver.set_window_size(700, 900)
            self.page.wait(lambda: columns() < wide, "fewer columns in a narrower window")
            self.page.settle()
            self.assertEqual(columns(), 1, "a 480-point stage has room for one 300-point column")
            self.page.screenshot("friends-narrow")
        finally:
            self.driver.set_window_size(1280, 900)
            self.page.wait(lambda: columns() == wide, "the columns to come back")

    # MARK: scrolling and recycling

    def test_wheel_scrolling_moves_content_and_recycles_elements(self):
        self.page.navigate("mosaic")
        before = self.page.cells()
        first_captions = {c["caption"] for c in before if c["shown"]}
        ids, captions = set(), set()
        # Many screens down, sampling what is shown: elements are reused for other items, so the
        # distinct elements seen stay well under the distinct items seen. Cells stay configured within
        # the prefetcher's reach before they are reused: four screens each way, or eight when a screen
        # of cells costs a frame — as the mosaic's photo cells can in a debug build on a busy machine,
        # where 24 turns gave 0.51–0.79 elements per item and 48 give 0.35–0.51.
        for _ in range(48):
            self.page.wheel(dy=800)
            shown = [c for c in self.page.cells() if c["shown"]]
            ids |= {c["id"] for c in shown}
            captions |= {c["caption"] for c in shown}
        self.page.settle()
        after = self.page.cells()
        shown_after = [c for c in after if c["shown"]]
        self.assertTrue(first_captions.isdisjoint({c["caption"] for c in shown_after}), "the content moved by a few screens")
        self.assertLessEqual(len(after), 3 * max(1, len(shown_after)) + 24,
                             f"the DOM holds {len(after)} cells for {len(shown_after)} visible: not virtualized")
        self.assertLess(len(after), 200)
        self.assertLess(len(ids), 0.75 * len(captions),
                        f"elements are recycled: {len(ids)} elements showed {len(captions)} items")
        self.page.screenshot("mosaic-scrolled")

    # MARK: the 2018 session's update

    def test_the_mosaic_update_ends_in_the_sessions_order_and_the_buggy_one_is_reported(self):
        self.page.navigate("mosaic")
        self.page.click_action("reset")
        self.page.settle()
        self.page.click_action("update")
        self.page.wait(lambda: any(n.startswith("Update finished") for n in self.page.notices()), "the update's completion")
        notice = next(n for n in self.page.notices() if n.startswith("Update finished"))
        self.assertIn("9999, 0, 3′, 1, 4, 5", notice)
        self.page.settle()
        captions = [c["caption"] for c in self.page.cells() if c["shown"]]
        self.assertIn("3′", captions)
        self.assertNotIn("2", captions)
        self.page.screenshot("mosaic-updated")

        self.page.click_action("buggy")
        self.page.wait(lambda: any("attempt to delete and reload the same index path" in n for n in self.page.notices()),
                       "the buggy update's diagnostic")
        self.page.wait(lambda: any(n.startswith("Buggy update completion(false)") for n in self.page.notices()), "the recovery")
        self.page.settle()
        self.page.screenshot("mosaic-buggy")
        self.assertEqual(self.page.errors(), [])

    # MARK: reordering

    def test_reordering_by_pointer_drag_calls_move_item_at_once_with_the_right_paths(self):
        self.page.navigate("reordering")
        cells = {c["caption"]: c for c in self.page.cells() if c["shown"]}
        source, target = cells["1"], cells["6"]
        stage = self.driver.find_element(By.ID, "stage")
        size = stage.size

        def offset(cell):
            return int(cell["x"] + cell["w"] / 2 - size["width"] / 2), int(cell["y"] + cell["h"] / 2 - size["height"] / 2)

        sx, sy = offset(source)
        tx, ty = offset(target)
        chain = ActionChains(self.driver, duration=50).move_to_element_with_offset(stage, sx, sy).click_and_hold()
        for step in range(1, 11):
            chain = chain.move_to_element_with_offset(stage, sx + (tx - sx) * step // 10, sy + (ty - sy) * step // 10)
        chain.pause(0.3).release().perform()
        self.page.wait(lambda: any(n.startswith("moveItemAt") for n in self.page.notices()), "moveItemAt")
        self.page.settle()
        moves = [n for n in self.page.notices() if n.startswith("moveItemAt")]
        self.assertEqual(moves, ["moveItemAt (0 - 1) → (0 - 6), item 1"])
        self.page.screenshot("reordering-after-drag")

    def test_a_tile_dropped_on_another_through_the_drop_delegate_adds_up_and_one_dropped_between_moves(self):
        # The screen keeps its tiles for the session: a new page gives the next test a fresh one.
        self.addCleanup(self.page.open)
        self.page.navigate("reordering")
        self.page.set_toggle("dragAndDrop", True)
        self.page.settle()
        stage = self.driver.find_element(By.ID, "stage")
        size = stage.size

        def drag(source, target, dx=0, dy=0):
            sx = int(source["x"] + source["w"] / 2 - size["width"] / 2)
            sy = int(source["y"] + source["h"] / 2 - size["height"] / 2)
            tx = int(target["x"] + target["w"] / 2 - size["width"] / 2 + dx)
            ty = int(target["y"] + target["h"] / 2 - size["height"] / 2 + dy)
            chain = ActionChains(self.driver, duration=50).move_to_element_with_offset(stage, sx, sy).click_and_hold()
            for step in range(1, 11):
                chain = chain.move_to_element_with_offset(stage, sx + (tx - sx) * step // 10, sy + (ty - sy) * step // 10)
            # Two events at the end: the gap the last steps opened or closed has settled under the pointer.
            chain = chain.move_to_element_with_offset(stage, tx + 1, ty).move_to_element_with_offset(stage, tx, ty)
            return chain

        cells = {c["caption"]: c for c in self.page.cells() if c["shown"]}
        drag(cells["1"], cells["6"]).pause(0.3).perform()
        self.page.screenshot("reordering-drop-targeted")
        ActionChains(self.driver).release().perform()
        self.page.wait(lambda: any(n.startswith("performDropWith") for n in self.page.notices()), "performDropWith")
        self.page.settle()
        self.assertIn("performDropWith: 1 into 6 makes 7", self.page.notices())
        captions = [c["caption"] for c in self.page.cells() if c["shown"]]
        self.assertNotIn("1", captions)
        self.assertNotIn("6", captions)
        self.assertEqual(captions.count("7"), 2, "tile 7 and the new 7")
        self.page.screenshot("reordering-after-drop")

        cells = {c["caption"]: c for c in self.page.cells() if c["shown"]}
        # Onto the left edge of tile 4: between 3 and 4, so the data source moves it.
        drag(cells["0"], cells["4"], dx=-cells["4"]["w"] / 2 + 2).pause(0.3).release().perform()
        self.page.wait(lambda: any(n.startswith("moveItemAt") for n in self.page.notices()), "moveItemAt")
        self.assertTrue(any(n.startswith("moveItemAt (0 - 0) → (0 - ") and n.endswith("item 0") for n in self.page.notices()),
                        self.page.notices())
        self.assertEqual(self.page.errors(), [])

    # MARK: pull to refresh

    def test_pulling_the_list_down_refreshes_it(self):
        self.page.navigate("refresh")
        stage = self.driver.find_element(By.ID, "stage")
        chain = ActionChains(self.driver, duration=30).move_to_element_with_offset(stage, 0, -250).click_and_hold()
        for _ in range(5):
            chain = chain.move_by_offset(0, 50)
        chain.pause(0.2).release().perform()
        self.page.wait(lambda: any(n.startswith("Loaded 3 new rows") for n in self.page.notices()), "the refresh to finish")
        loaded = next(n for n in self.page.notices() if n.startswith("Loaded 3 new rows"))
        newest = re.search(r"newest from (.+?)\); endRefreshing\(\)$", loaded).group(1)
        self.page.settle()
        first = min((c for c in self.page.cells() if c["shown"]), key=lambda c: c["y"])
        self.assertTrue(first["caption"].startswith(newest), f"{first['caption']} after {loaded}")
        self.assertLess(first["y"], 5, "the room above the content closed after endRefreshing()")
        self.page.screenshot("refresh-after")

    def test_a_drag_that_starts_on_a_picture_scrolls_the_list(self):
        self.page.navigate("news-feed")
        picture = self.page.js("""
            const stage = document.getElementById('stage').getBoundingClientRect();
            const img = [...document.querySelectorAll('#stage img.bitmap')].find(i => {
                const r = i.getBoundingClientRect();
                return r.width > 40 && r.height > 40 && r.top > stage.top + 40 && r.bottom < stage.top + stage.height * 0.7;
            });
            if (!img) return null;
            const r = img.getBoundingClientRect();
            return { x: r.left - stage.left + r.width / 2, y: r.top - stage.top + r.height / 2,
                     draggable: img.draggable };""")
        self.assertIsNotNone(picture, "a picture in the upper part of the feed")
        self.assertFalse(picture["draggable"], "pictures are not the browser's to drag")
        before = {c["id"]: c["y"] for c in self.page.cells() if c["shown"]}
        stage = self.driver.find_element(By.ID, "stage")
        size = stage.size
        chain = ActionChains(self.driver, duration=30).move_to_element_with_offset(
            stage, int(picture["x"] - size["width"] / 2), int(picture["y"] - size["height"] / 2)).click_and_hold()
        for _ in range(6):
            chain = chain.move_by_offset(0, -40)
        chain.pause(0.3).release().perform()
        self.page.settle()
        after = {c["id"]: c["y"] for c in self.page.cells() if c["shown"]}
        moved = [before[i] - after[i] for i in before if i in after]
        self.assertTrue(moved, "some cells stay on screen")
        self.assertGreater(max(moved), 150, f"the content followed the drag: moved by {moved}")
        self.assertEqual(self.page.errors(), [])

    # MARK: table views

    def views_of_kind(self, kind):
        """Views of one class on the page: caption and rect relative to the stage."""
        return self.page.js("""
            const stage = document.getElementById('stage').getBoundingClientRect();
            return [...document.querySelectorAll(`#stage .v[data-kind="${arguments[0]}"]`)].map(el => {
                const r = el.getBoundingClientRect();
                const content = el.querySelector(':scope > .content');
                const symbols = content ? [...content.querySelectorAll('[data-symbol]')].map(e => e.dataset.symbol) : [];
                return { caption: content ? content.textContent : '', symbols, x: r.left - stage.left, y: r.top - stage.top,
                         w: r.width, h: r.height, shown: getComputedStyle(el).display !== 'none' && r.height > 0
                         && r.bottom > stage.top && r.top < stage.bottom };
            });
        """, kind)

    def test_the_settings_table_shows_titled_groups_and_a_tap_moves_the_checkmark(self):
        self.page.navigate("settings-table")
        captions = [c["caption"] for c in self.page.cells() if c["shown"]]
        self.assertTrue(any("Wi-Fi" in c for c in captions), captions)
        # One-line rows are UIKit's 44 points, however the page's font measures a body line.
        heights = {c["caption"]: c["h"] for c in self.page.cells() if c["shown"]}
        self.assertTrue(all(h >= 44 for h in heights.values()), heights)
        headers = [v["caption"] for v in self.views_of_kind("TableViewHeaderFooterView") if v["shown"]]
        self.assertIn("NETWORK", [h.upper() for h in headers], headers)
        never = next(c for c in self.page.cells() if c["shown"] and c["caption"].startswith("Never"))
        stage = self.driver.find_element(By.ID, "stage")
        size = stage.size
        ActionChains(self.driver).move_to_element_with_offset(
            stage, int(never["x"] + never["w"] / 2 - size["width"] / 2), int(never["y"] + never["h"] / 2 - size["height"] / 2)).click().perform()
        self.page.wait(lambda: "didSelectRowAt (1 - 2) Never" in self.page.notices(), "the selection notice")
        self.page.settle()
        self.page.screenshot("settings-table-after-choice")
        never = next(c for c in self.page.cells() if c["shown"] and c["caption"].startswith("Never"))
        checks = [v for v in self.views_of_kind("TableCellControl") if v["shown"] and v["symbols"] == ["checkmark"]]
        self.assertEqual(len(checks), 1, checks)
        self.assertAlmostEqual(checks[0]["y"] + checks[0]["h"] / 2, never["y"] + never["h"] / 2, delta=2)

    def test_the_long_table_pins_its_header_swipes_a_row_away_and_enters_editing(self):
        self.page.navigate("long-table")
        self.page.wheel(dy=400, steps=4)
        self.page.settle()
        self.assertTrue(any(n.startswith("prefetchRowsAt: ") for n in self.page.notices()), self.page.notices()[-5:])
        headers = [v for v in self.views_of_kind("TableViewHeaderFooterView") if v["shown"]]
        pinned = min(headers, key=lambda v: v["y"])
        self.assertAlmostEqual(pinned["y"], 0, delta=1, msg="the section header sticks to the top")
        self.assertIn("Rows 0", pinned["caption"])
        self.page.screenshot("long-table-scrolled")

        stage = self.driver.find_element(By.ID, "stage")
        size = stage.size
        row = sorted((c for c in self.page.cells() if c["shown"] and c["y"] > 100), key=lambda c: c["y"])[0]
        number = row["caption"].split("Swipe")[0].strip()
        y = int(row["y"] + row["h"] / 2 - size["height"] / 2)
        # 40 points in from the right edge: clear of the section index strip, which takes its own drags.
        x = int(row["x"] + row["w"] - 40 - size["width"] / 2)
        chain = ActionChains(self.driver, duration=30).move_to_element_with_offset(stage, x, y).click_and_hold()
        for _ in range(10):
            chain = chain.move_by_offset(-int(row["w"] * 0.09), 0)
        chain.release().perform()
        self.page.wait(lambda: any(n.startswith("commit delete") for n in self.page.notices()), "the swipe to delete")
        self.page.settle()
        captions = [c["caption"] for c in self.page.cells() if c["shown"]]
        self.assertFalse(any(c.startswith(number + "Swipe") or c.startswith(number + " ") for c in captions), (number, captions))

        self.page.click_action("edit")
        self.page.wait(lambda: "setEditing(true)" in self.page.notices(), "editing mode")
        self.page.settle()
        controls = [v["symbols"] for v in self.views_of_kind("TableCellControl") if v["shown"]]
        self.assertIn(["minus.circle.fill"], controls, "the list accessories' delete control")
        self.assertIn(["line.3.horizontal"], controls)
        drawn = self.page.js("""
            return [...document.querySelectorAll('#stage .v[data-kind="TableCellControl"] svg.symbol')]
                .filter(e => e.classList.contains('missing') || e.querySelectorAll('path').length === 0).length;""")
        self.assertEqual(drawn, 0, "every control symbol is drawn from the library")
        self.page.screenshot("long-table-editing")
        self.page.click_action("edit")
        self.page.wait(lambda: "setEditing(false)" in self.page.notices(), "leaving editing mode")

    # MARK: desktop interaction

    def test_click_shift_arrows_and_a_rubber_band_select_like_a_desktop(self):
        self.page.navigate("desktop")
        self.page.click_action("selectNone")
        stage = self.driver.find_element(By.ID, "stage")
        size = stage.size
        cells = sorted((c for c in self.page.cells() if c["shown"]), key=lambda c: (c["y"], c["x"]))
        first = cells[0]
        ActionChains(self.driver).move_to_element_with_offset(
            stage, int(first["x"] + first["w"] / 2 - size["width"] / 2), int(first["y"] + first["h"] / 2 - size["height"] / 2)).click().perform()
        ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.ARROW_RIGHT).send_keys(Keys.ARROW_RIGHT).key_up(Keys.SHIFT).perform()
        self.page.wait(lambda: any(n.endswith("; 3 selected") for n in self.page.notices()), "shift-arrows to extend to three")
        self.page.click_action("selectNone")
        self.page.settle()
        # A rubber band from the empty inset above the grid down across the first two rows.
        top_left = (int(-size["width"] / 2 + 5), int(-size["height"] / 2 + 5))
        second_row = next(c for c in cells if c["y"] > first["y"] + first["h"])
        chain = ActionChains(self.driver, duration=40).move_to_element_with_offset(stage, *top_left).click_and_hold()
        end_x = int(cells[1]["x"] + cells[1]["w"] / 2 - size["width"] / 2)
        end_y = int(second_row["y"] + second_row["h"] / 2 - size["height"] / 2)
        for step in range(1, 6):
            chain = chain.move_to_element_with_offset(stage, top_left[0] + (end_x - top_left[0]) * step // 5,
                                                      top_left[1] + (end_y - top_left[1]) * step // 5)
        chain.perform()
        self.page.wait(lambda: self.page.js(
            "return document.querySelectorAll('#stage .v[data-kind=\"RubberBandView\"]').length") == 1, "the band to be drawn")
        self.page.screenshot("desktop-rubber-band-dragging")
        ActionChains(self.driver).release().perform()
        self.page.settle()
        self.assertEqual(self.page.js("return document.querySelectorAll('#stage .v[data-kind=\"RubberBandView\"]').length"), 0)
        selected = self.page.js("""
            return [...document.querySelectorAll('#stage .v[data-kind="DesktopFileCell"] .label > .t')]
                .filter(t => getComputedStyle(t).fontWeight >= 600).length;""")
        self.assertEqual(selected, 4, "the band touched two items in each of two rows")
        self.page.screenshot("desktop-rubber-band")
        self.page.click_action("selectNone")

    def test_a_mouse_dragged_from_a_file_sweeps_a_multiple_selection_across_the_files_between(self):
        self.page.navigate("desktop")
        self.page.click_action("selectNone")
        self.page.settle()
        stage = self.driver.find_element(By.ID, "stage")
        size = stage.size
        cells = sorted((c for c in self.page.cells() if c["shown"]), key=lambda c: (c["y"], c["x"]))
        first = cells[0]
        second_row = [c for c in cells if c["y"] > first["y"] + first["h"]]
        end = second_row[1]
        def offset(cell):
            return int(cell["x"] + cell["w"] / 2 - size["width"] / 2), int(cell["y"] + cell["h"] / 2 - size["height"] / 2)
        start_xy, end_xy = offset(first), offset(end)
        chain = ActionChains(self.driver, duration=40).move_to_element_with_offset(stage, *start_xy).click_and_hold()
        for step in range(1, 6):
            chain = chain.move_to_element_with_offset(stage, start_xy[0] + (end_xy[0] - start_xy[0]) * step // 5,
                                                      start_xy[1] + (end_xy[1] - start_xy[1]) * step // 5)
        chain.perform()
        self.page.wait(lambda: "didBeginMultipleSelectionInteractionAt (0 - 0)" in self.page.notices(), "the sweep to begin on the first file")
        ActionChains(self.driver).release().perform()
        self.page.wait(lambda: "didEndMultipleSelectionInteraction" in self.page.notices(), "the sweep to end on release")
        expected = cells.index(end) + 1
        self.page.wait(lambda: any(n.endswith(f"; {expected} selected") for n in self.page.notices()),
                       f"every file from the first through the pointer's ({expected}) selected")
        selected = self.page.js("""
            return [...document.querySelectorAll('#stage .v[data-kind="DesktopFileCell"] .label > .t')]
                .filter(t => getComputedStyle(t).fontWeight >= 600).length;""")
        self.assertEqual(selected, expected, "the swept files are drawn selected")
        self.assertEqual(self.page.js("return document.querySelectorAll('#stage .v[data-kind=\"RubberBandView\"]').length"), 0,
                         "a sweep from a file is not a rubber band")
        self.page.screenshot("desktop-sweep")
        self.page.click_action("selectNone")

    def test_a_file_name_too_long_for_its_cell_is_shortened_in_the_middle_and_keeps_its_kind(self):
        self.page.navigate("desktop")
        self.page.settle()
        names = self.page.js("""
            return [...document.querySelectorAll('#stage .v[data-kind="DesktopFileCell"] .label > .t')].map(t => ({
                text: t.textContent, fits: t.scrollWidth <= t.clientWidth + 1, width: t.clientWidth }));""")
        self.assertGreater(len(names), 10, "the folder's files are drawn")
        shortened = [n for n in names if "…" in n["text"]]
        self.assertTrue(shortened, f"long names such as 'Interview Notes 2025.pdf' are shortened: {names[:6]}")
        for name in shortened:
            self.assertFalse(name["text"].startswith("…") or name["text"].endswith("…"), f"the ellipsis is in the middle: {name}")
            self.assertTrue(name["fits"], f"the shortened name fits its cell: {name}")
        self.assertTrue(any(n["text"].endswith((".pdf", ".png", ".zip", ".eml", ".key")) for n in shortened), "the kind stays readable")
        self.page.screenshot("desktop-names")

    def test_an_attributed_caption_too_long_for_a_phone_is_shortened_in_the_middle_in_its_runs(self):
        # A new session: the symbols grid unfiltered and at its top, whatever earlier tests did to it.
        self.page.open()
        try:
            self.driver.set_window_size(390, 844)
            self.page.wait(lambda: self.page.js("return window.innerWidth") == 390, "a 390-point window")
            self.driver.find_element(By.ID, "menu").click()
            self.page.navigate("view-controllers")
            cell = self.page.js("""return [...document.querySelectorAll('#stage .label')]
                .find(e => e.textContent === 'antenna.radiowaves.left.and.right')""")
            self.assertIsNotNone(cell, "the grid shows the symbol with the longest name")
            cell.click()
            self.page.wait(lambda: self.page.js("""return [...document.querySelectorAll('#stage .label > .t')]
                .some(t => t.textContent.endsWith('weights') && t.textContent.includes('…'))"""), "the detail's caption, shortened")
            self.page.settle()
            caption = self.page.js("""
                const t = [...document.querySelectorAll('#stage .label > .t')].find(t => t.textContent.endsWith('weights'));
                return { text: t.textContent, fits: t.scrollWidth <= t.clientWidth + 1,
                         colours: [...t.children].map(s => getComputedStyle(s).color),
                         weights: [...t.children].map(s => getComputedStyle(s).fontWeight) };""")
            self.page.screenshot("symbol-detail-phone")
            self.assertIn("…", caption["text"], caption)
            self.assertTrue(caption["text"].startswith("antenna.") and caption["text"].endswith("in 9 weights"), caption)
            self.assertTrue(caption["fits"], f"the shortened caption fits the screen: {caption}")
            self.assertGreaterEqual(len(set(caption["colours"])), 2, f"the name and the count keep their own colours: {caption}")
            self.assertIn("700", caption["weights"], f"the name stays bold: {caption}")
        finally:
            self.driver.set_window_size(1280, 900)
            self.page.wait(lambda: self.page.js("return window.innerWidth") == 1280, "the window back at 1280 points")

    # MARK: self-sizing

    def test_a_self_sized_header_grows_with_the_text_size(self):
        self.page.navigate("compositional-estimatedPinnedHeaders")

        def header_height():
            return self.page.js("""
                for (const el of document.querySelectorAll('#stage .v[data-kind="ContentReusableView"]')) {
                    if (el.textContent === 'Monday · 9:00 AM') return el.getBoundingClientRect().height;
                }
                return null;""")

        small = header_height()
        self.assertIsNotNone(small)
        self.page.set_slider("textSize", 44)
        self.page.wait(lambda: (header_height() or 0) > small + 20, "the header to grow")
        self.page.settle()
        large = header_height()
        text_height = self.page.js("""
            for (const el of document.querySelectorAll('#stage .v[data-kind="ContentReusableView"] .t')) {
                if (el.textContent === 'Monday · 9:00 AM') return el.getBoundingClientRect().height;
            }
            return null;""")
        self.assertGreaterEqual(large + 0.5, text_height, "the header fits its text")
        self.page.screenshot("estimated-headers-large-text")
        self.page.set_slider("textSize", 17)
        self.page.settle()

    # MARK: content views

    def test_message_cells_of_labels_and_stacks_fit_their_text_as_the_page_measures_it(self):
        self.page.navigate("messages")

        def cells():
            return self.page.js("""
                const out = [];
                for (const cell of document.querySelectorAll('#stage .v[data-kind="MessageCell"]')) {
                    const r = cell.getBoundingClientRect();
                    if (getComputedStyle(cell).display === 'none' || r.bottom < 0 || r.top > innerHeight) continue;
                    const texts = [...cell.querySelectorAll('.content.label .t')];
                    const symbols = cell.querySelectorAll('.content.imageview svg.symbol').length;
                    // Every label's box holds its text: nothing is cut (a one-line label ends inside its box).
                    const cut = texts.filter(t => !t.classList.contains('clamp') && t.scrollWidth > t.parentElement.getBoundingClientRect().width + 1);
                    const bottom = Math.max(...texts.map(t => t.getBoundingClientRect().bottom));
                    out.push({ labels: texts.length, symbols, cut: cut.map(t => t.textContent), textBottom: bottom, cellBottom: r.bottom,
                               empty: texts.filter(t => !t.textContent).length });
                }
                return out;""")

        shown = cells()
        self.assertGreater(len(shown), 3)
        for cell in shown:
            self.assertEqual(cell["labels"], 3, cell)
            self.assertEqual(cell["symbols"], 1, cell)
            self.assertEqual(cell["empty"], 0, cell)
            self.assertEqual(cell["cut"], [], cell)
            self.assertLessEqual(cell["textBottom"], cell["cellBottom"], "the row holds its wrapped body")
        self.page.screenshot("messages")
        self.page.set_slider("textSize", 26)
        self.page.settle()
        for cell in cells():
            self.assertEqual(cell["cut"], [], cell)
            self.assertLessEqual(cell["textBottom"], cell["cellBottom"] + 0.5, "rows grew with the text")
        self.page.screenshot("messages-large-text")
        self.page.set_slider("textSize", 17)
        self.page.settle()

    def test_a_view_controller_screen_pushes_a_detail_and_the_back_button_pops_it(self):
        self.page.navigate("view-controllers")

        def texts():
            return self.page.js("""
                return [...document.querySelectorAll('#stage .content.label .t')]
                    .filter(t => t.getBoundingClientRect().width > 0).map(t => t.textContent);""")

        def click(x, y):
            stage = self.driver.find_element(By.ID, "stage")
            size = stage.size
            ActionChains(self.driver).move_to_element_with_offset(
                stage, int(x - size["width"] / 2), int(y - size["height"] / 2)).click().perform()

        self.assertIn("Symbols", texts())
        # Every symbol is drawn from the library: paths, no placeholder.
        drawn = self.page.js("""
            const all = [...document.querySelectorAll('#stage svg.symbol')];
            return { symbols: all.length, missing: all.filter(e => e.classList.contains('missing')).length,
                     empty: all.filter(e => e.querySelectorAll('path').length === 0).length };""")
        self.assertGreaterEqual(drawn["symbols"], 20)
        self.assertEqual((drawn["missing"], drawn["empty"]), (0, 0), drawn)
        # The search bar: the page types, the engine filters the grid.
        field = self.driver.find_element(By.CSS_SELECTOR, "#stage input.tf")
        field.click()
        field.send_keys("hear")
        self.page.wait(lambda: 'filter "hear": 2 symbols' in self.page.notices(), "the filter notice")
        self.page.settle()
        shown = self.page.js("""
            return [...document.querySelectorAll('#stage .v[data-kind="SymbolCell"]')]
                .filter(e => getComputedStyle(e).display !== 'none').map(e => e.textContent.trim()).sort();""")
        self.assertEqual(shown, ["heart", "heart.slash"])
        self.assertEqual(field.get_attribute("value"), "hear")
        self.page.screenshot("view-controllers-search")
        heart = self.page.js("""
            const s = document.getElementById('stage').getBoundingClientRect();
            for (const el of document.querySelectorAll('#stage .v[data-kind="SymbolCell"]')) {
                if (el.textContent.trim() !== 'heart') continue;
                const r = el.getBoundingClientRect();
                return [r.left - s.left + r.width / 2, r.top - s.top + r.height / 2];
            }
            return null;""")
        self.assertIsNotNone(heart)
        click(heart[0], heart[1])
        self.page.wait(lambda: "push heart" in self.page.notices(), "the push notice")
        self.page.settle()
        shown = texts()
        self.assertIn("heart", shown)
        self.assertIn("‹ Symbols", shown)
        self.assertIn("black", shown, "the detail shows every weight")
        self.page.screenshot("view-controllers-detail")
        back = self.page.js("""
            for (const t of document.querySelectorAll('#stage .content.label .t')) {
                if (t.textContent === '‹ Symbols') { const r = t.getBoundingClientRect(), s = document.getElementById('stage').getBoundingClientRect();
                    return [r.left - s.left + r.width / 2, r.top - s.top + r.height / 2]; }
            }
            return null;""")
        self.assertIsNotNone(back)
        click(back[0], back[1])
        self.page.wait(lambda: self.page.notices().count("viewWillAppear: Symbols") >= 2, "the root to appear again")
        self.page.settle()
        self.assertNotIn("‹ Symbols", texts())
        self.assertIn("Symbols", texts())

    def push_a_symbol_by_keys(self):
        """On the view controllers screen, keys alone: the arrow moves the focus into the grid, Return
        pushes the focused symbol's detail."""
        self.page.navigate("view-controllers")
        self.page.js("document.getElementById('stage').focus()")
        ActionChains(self.driver).send_keys(Keys.ARROW_DOWN).perform()
        self.page.settle()
        ActionChains(self.driver).send_keys(Keys.ENTER).perform()
        self.page.wait(lambda: any(n.startswith("push ") for n in self.page.notices()), "the push")
        self.page.settle()

    def test_tab_reaches_the_buttons_the_engine_draws_and_return_activates_them(self):
        self.push_a_symbol_by_keys()
        focused = lambda: self.page.js(
            "const e = document.activeElement; return [e.dataset.activatable || '', e.getAttribute('role') || '', e.getAttribute('aria-label') || '']")
        seen = []
        for _ in range(20):
            ActionChains(self.driver).send_keys(Keys.TAB).perform()
            seen.append(focused())
            if seen[-1][0] == "true" and "Symbols" in seen[-1][2]:
                break
        self.assertEqual(seen[-1][:2], ["true", "button"], f"Tab reaches the back button: {seen}")
        ring = self.page.js("return getComputedStyle(document.activeElement).outlineStyle")
        self.assertNotEqual(ring, "none", "a focused button shows a ring")
        self.page.screenshot("view-controllers-back-button-focused")
        appeared = self.page.notices().count("viewWillAppear: Symbols")
        ActionChains(self.driver).send_keys(Keys.ENTER).perform()
        self.page.wait(lambda: self.page.notices().count("viewWillAppear: Symbols") > appeared, "Return on the back button to pop")

    def test_tab_moves_through_the_stage_in_reading_order_not_the_documents(self):
        # Scrolling away and back makes the list reuse its rows, so their boxes (and the rows' action
        # buttons) stand in the document in reuse order; Tab still goes down the screen, as VoiceOver reads.
        self.page.navigate("lists")
        self.page.wheel(dy=900, steps=3)
        self.page.settle()
        self.page.wheel(dy=-900, steps=3)
        self.page.settle()
        stop_middles = """return [...document.querySelectorAll('#stage [tabindex="0"], #stage button, #stage input')]
            .map(e => { const r = e.getBoundingClientRect(); return Math.round(r.top + r.height / 2); })"""
        document_order = self.page.js(stop_middles)
        self.page.js("document.getElementById('stage').focus()")
        where = """const e = document.activeElement, r = e.getBoundingClientRect();
            return [document.getElementById('stage').contains(e), Math.round(r.top + r.height / 2), e.getAttribute('aria-label') || e.textContent]"""
        stops = []
        for _ in range(len(document_order) + 1):
            ActionChains(self.driver).send_keys(Keys.TAB).perform()
            on_stage, middle, name = self.page.js(where)
            if not on_stage:
                break
            stops.append((middle, name))
        self.assertFalse(on_stage, f"Tab leaves the stage after its last stop: {stops}")
        self.assertEqual(len(stops), len(document_order), f"every stop once: {stops}")
        middles = [m for m, _ in stops]
        self.assertEqual(middles, sorted(middles), f"down the screen: {stops} (the document's order: {document_order})")
        ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        self.assertEqual(self.page.js(where)[:2], [True, middles[-1]], "Shift-Tab from what follows comes back to the last stop")
        for _ in range(len(stops)):
            ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        self.assertEqual(self.page.js("return document.activeElement.id"), "stage", "Shift-Tab from the first stop returns to the stage")

    def test_a_swipe_from_the_leading_edge_goes_back(self):
        self.push_a_symbol_by_keys()
        appeared = self.page.notices().count("viewWillAppear: Symbols")
        stage = self.driver.find_element(By.ID, "stage")
        size = stage.size
        chain = ActionChains(self.driver, duration=30).move_to_element_with_offset(stage, int(4 - size["width"] / 2), 0).click_and_hold()
        for _ in range(8):
            chain = chain.move_by_offset(60, 0)
        chain.release().perform()
        self.page.wait(lambda: self.page.notices().count("viewWillAppear: Symbols") > appeared, "the swipe to go back")
        self.page.settle()

    # MARK: a whole app

    def test_the_trails_app_sidebar_push_swipe_back_alert_sheet_and_tabs_on_a_laptop_and_a_phone(self):
        driver, page = self.driver, self.page
        stage_text = lambda: driver.find_element(By.ID, "stage").text
        shown_trails = lambda: sorted(c["caption"].split(" ")[0] for c in page.cells() if c["shown"] and "km" in c["caption"])
        element = lambda selector: driver.find_element(By.CSS_SELECTOR, f"#stage {selector}")
        page.navigate("trails-app")
        # On a laptop: the sidebar beside the grid; choosing Favorites shows the two favourites.
        self.assertIn("All Trails", stage_text())
        element('[role=listitem][aria-label="Favorites"]').click()
        page.wait(lambda: shown_trails() == ["Dune", "Eagle"], "the favourites")
        page.settle()
        page.screenshot("trails-laptop-favorites")
        element('[role=listitem][aria-label="All Trails"]').click()
        page.wait(lambda: len(shown_trails()) >= 8, "every trail again")
        page.settle()
        page.screenshot("trails-laptop")
        # A search that finds nothing: the grid shows iOS 17's search placeholder, naming the search.
        search = next(e for e in driver.find_elements(By.CSS_SELECTOR, '#stage input.tf[placeholder="Search Trails"]') if e.is_displayed())
        search.click()
        search.send_keys("zzz")
        page.wait(lambda: "No Results for “zzz”" in stage_text(), "the search placeholder")
        page.settle()
        page.screenshot("trails-no-results")
        search.send_keys(Keys.BACKSPACE * 3)
        page.wait(lambda: "No Results" not in stage_text() and len(shown_trails()) >= 8, "every trail as the search empties")
        element('[role=button][aria-label="Cancel"]').click()
        page.wait(lambda: "Cancel" not in stage_text(), "the search ended")
        # The sidebar's display-mode button hides it (the grid takes the width) and, now in the grid's bar, shows it again.
        element('[role=button][aria-label="Hide Sidebar"]').click()
        page.wait(lambda: not driver.find_elements(By.CSS_SELECTOR, '#stage [role=listitem][aria-label="Coast"]'), "the sidebar hidden")
        page.wait(lambda: min(c["x"] for c in page.cells() if c["shown"] and "km" in c["caption"]) < 100, "the grid across the whole width")
        element('[role=button][aria-label="Show Sidebar"]').click()
        page.wait(lambda: len(driver.find_elements(By.CSS_SELECTOR, '#stage [role=listitem][aria-label="Coast"]')) == 1, "the sidebar shown again")
        page.settle()
        # A card pushes its trail's page in the secondary column; a swipe from that column's leading edge goes back.
        element('[role=listitem][aria-label^="Cliff Path"]').click()
        page.wait(lambda: "Remove Trail" in stage_text(), "the trail's page")
        # The navigation controller's toolbar shows the page's items: its length in the middle, a trash button.
        page.wait(lambda: "km loop" in stage_text(), "the toolbar's length")
        self.assertEqual(len(driver.find_elements(By.CSS_SELECTOR, '#stage [role=button][aria-label="Delete"]')), 1, "the toolbar's trash button")
        page.settle()
        page.screenshot("trails-detail")
        # A right click on the picture opens its context menu (a UIContextMenuInteraction on the image
        # view): the picture lifts where it is and the menu lists the favourite and Remove; Escape closes it.
        picture = page.js("""const s = document.getElementById('stage').getBoundingClientRect();
            const r = [...document.querySelectorAll('#stage .v[data-kind="ImageView"]')].map(e => e.getBoundingClientRect())
                .sort((a, b) => b.width * b.height - a.width * a.height)[0];
            return {x: r.left - s.left + r.width / 2, y: r.top - s.top + r.height / 2};""")
        stage = driver.find_element(By.ID, "stage")
        ActionChains(driver).move_to_element_with_offset(
            stage, int(picture["x"] - stage.size["width"] / 2), int(picture["y"] - stage.size["height"] / 2)).context_click().perform()
        page.wait(lambda: "Remove Trail…" in stage_text(), "the picture's menu")
        page.wait(lambda: page.js("return document.querySelectorAll('#stage .v[data-kind=\"MenuPreviewView\"]').length") == 1, "the lifted picture")
        page.settle()
        page.screenshot("trails-picture-menu")
        ActionChains(driver).send_keys(Keys.ESCAPE).perform()
        page.wait(lambda: "Remove Trail…" not in stage_text(), "the menu closed by Escape")
        column = page.js("""const s = document.getElementById('stage').getBoundingClientRect();
            const bars = [...document.querySelectorAll('#stage .v[data-kind="NavigationBar"]')].map(e => e.getBoundingClientRect());
            return Math.max(...bars.map(r => r.left)) - s.left;""")
        self.assertGreater(column, 200, "the detail is in the secondary column, right of the sidebar")
        stage = driver.find_element(By.ID, "stage")
        chain = ActionChains(driver, duration=30).move_to_element_with_offset(stage, int(column + 4 - stage.size["width"] / 2), 0).click_and_hold()
        for _ in range(8):
            chain = chain.move_by_offset(60, 0)
        chain.release().perform()
        page.wait(lambda: "Remove Trail" not in stage_text(), "the swipe back to the grid")
        page.wait(lambda: "km loop" not in stage_text(), "the toolbar hidden with the page")
        page.settle()
        # Remove asks in an alert; choosing Remove removes the trail and goes back.
        element('[role=listitem][aria-label^="Cliff Path"]').click()
        page.wait(lambda: "Remove Trail" in stage_text(), "the trail's page again")
        element('[role=button][aria-label="Remove Trail"]').click()
        page.wait(lambda: "Remove Cliff Path?" in stage_text(), "the alert")
        page.settle()
        page.screenshot("trails-alert")
        element('[role=button][aria-label="Remove"]').click()
        page.wait(lambda: "Removed Cliff Path" in page.notices(), "the removal")
        page.wait(lambda: "Cliff" not in shown_trails() and len(shown_trails()) >= 8, "the grid without it")
        page.settle()
        # + presents the new-trail sheet; a swipe down on its bar dismisses it; Add adds the trail.
        element('[role=button][aria-label="Add Trail"]').click()
        page.wait(lambda: "New Trail" in stage_text(), "the sheet")
        page.settle()
        page.screenshot("trails-sheet")
        title = driver.find_element(By.XPATH, '//*[@id="stage"]//*[text()="New Trail"]')
        swipe = ActionChains(driver).move_to_element(title).click_and_hold()
        for _ in range(10):
            swipe = swipe.move_by_offset(0, 40).pause(0.03)
        swipe.release().perform()
        page.wait(lambda: "New Trail" not in stage_text(), "the swipe down to dismiss the sheet")
        element('[role=button][aria-label="Add Trail"]').click()
        page.wait(lambda: "New Trail" in stage_text(), "the sheet again")
        # The sheet slides up: its field is clicked where it rests, not where it was a frame ago.
        page.settle()
        field = element('input.tf[placeholder="Trail name"]')
        field.click()
        field.send_keys("Misty Ridge")
        page.settle()
        element('[role=button][aria-label="Add"]').click()
        page.wait(lambda: "Added Misty Ridge" in page.notices(), "the new trail")
        page.wait(lambda: "Misty" in shown_trails(), "the new trail in the grid")
        try:
            # On a phone the split view collapses to its tab bar; the Favorites tab shows the favourites.
            driver.set_window_size(390, 844)
            page.wait(lambda: page.js("return window.innerWidth") < 600, "a phone-sized window")
            page.wait(lambda: len(driver.find_elements(By.CSS_SELECTOR, '#stage [role=button][aria-label^="Favorites"]')) == 1, "the tab bar")
            page.settle()
            self.assertEqual(driver.find_elements(By.CSS_SELECTOR, '#stage [role=listitem][aria-label="Coast"]'), [], "no sidebar on a phone")
            page.screenshot("trails-phone")
            element('[role=button][aria-label^="Favorites"]').click()
            page.wait(lambda: shown_trails() == ["Dune", "Eagle"], "the Favorites tab")
            page.settle()
            page.screenshot("trails-phone-favorites")
        finally:
            driver.set_window_size(1280, 900)
            page.wait(lambda: page.js("return window.innerWidth") == 1280, "the window back at 1280 points")
        page.wait(lambda: len(driver.find_elements(By.CSS_SELECTOR, '#stage [role=listitem][aria-label="Coast"]')) == 1, "the sidebar again")

    # MARK: headers measured late

    def test_reminders_list_titles_stay_on_one_line_when_the_page_measures_them_wider_than_estimated(self):
        # At this height "Work" first shows at the stage's bottom edge, laid out with the engine's
        # estimate of its width; the page's measurement a frame later must widen it, not wrap it.
        driver = self.driver
        driver.set_window_size(1280, 800)
        try:
            self.page.wait(lambda: self.page.js("return window.innerHeight") < 800, "a shorter window")
            self.page.navigate("reminders")
            self.page.settle()
            titles = self.page.js("""return [...document.querySelectorAll('#stage .v[data-kind="Label"]')]
                .filter(e => ['Today', 'Groceries', 'Work'].includes(e.textContent))
                .map(e => [e.textContent, e.getBoundingClientRect().width, e.getBoundingClientRect().height])""")
            self.assertIn("Work", [title for title, _, _ in titles], titles)
            for title, width, height in titles:
                self.assertLess(height, 30, f"{title} on one line: {titles}")
        finally:
            driver.set_window_size(1280, 900)
            self.page.wait(lambda: self.page.js("return window.innerWidth") == 1280, "the window back")

    # MARK: orthogonal paging

    def test_an_orthogonal_group_paging_row_rests_on_a_group_boundary(self):
        self.page.navigate("compositional-orthogonalBehaviors")
        strip = [c for c in self.page.cells() if c["caption"].startswith("3.") and c["shown"]]
        self.assertTrue(strip, "the .groupPaging strip is on screen")
        # The middle of the strip's part inside the stage (the toolbar leaves the stage shorter than the window).
        stage_height = self.driver.find_element(By.ID, "stage").size["height"]
        row_y = (max(strip[0]["y"], 0) + min(strip[0]["y"] + strip[0]["h"], stage_height)) / 2
        first_x = min(c["x"] for c in strip)
        self.page.wheel(dx=130, y=row_y, steps=3)
        self.page.settle(frames=30)
        strip = sorted((c for c in self.page.cells() if c["caption"].startswith("3.") and c["shown"]), key=lambda c: c["x"])
        lefts = [round(c["x"], 1) for c in strip]
        self.assertNotEqual(strip[0]["caption"], "3.0", f"the strip scrolled: {lefts}")
        self.assertTrue(any(abs(c["x"] - first_x) < 1.0 for c in strip),
                        f"a group's leading edge rests where the first group started ({first_x}): {lefts}")
        self.page.screenshot("orthogonal-group-paging")

    # MARK: screens built from UIKit views

    def shown_matches_report(self, screen):
        shown = [c for c in self.page.cells() if c["shown"]]
        self.assertEqual(len(shown), self.page.last_report()["visible"], f"{screen}: the page and the engine disagree")
        return shown

    def test_the_app_store_shelf_pages_sideways_and_get_becomes_open(self):
        self.page.navigate("app-store")
        rows = [c for c in self.shown_matches_report("app-store") if c["caption"].endswith("GET")]
        self.assertTrue(rows, "rows with a GET button")
        top = min(c["y"] for c in rows)
        shelf = sorted((c for c in rows if abs(c["y"] - top) < 1), key=lambda c: c["x"])
        first_x, first_caption = shelf[0]["x"], shelf[0]["caption"]
        self.page.wheel(dx=300, y=top + shelf[0]["h"] / 2, steps=3)
        self.page.settle(frames=30)
        moved = sorted((c for c in self.page.cells() if c["shown"] and abs(c["y"] - top) < 1 and c["x"] > -1),
                       key=lambda c: c["x"])
        self.assertNotEqual(moved[0]["caption"], first_caption, "the shelf scrolled sideways")
        self.assertAlmostEqual(moved[0]["x"], first_x, delta=1, msg="a page of rows rests on its leading edge")
        self.shown_matches_report("app-store")
        # GET on the first row now shown: its button turns to OPEN (the item reconfigured in place).
        target = moved[0]
        button = self.page.js("""
            const cell = document.querySelector(`#stage .v[data-id="${arguments[0]}"]`);
            const get = [...cell.querySelectorAll('.v')].find(v => v.textContent === 'GET');
            const r = get.getBoundingClientRect(), s = document.getElementById('stage').getBoundingClientRect();
            return { x: r.left - s.left + r.width / 2, y: r.top - s.top + r.height / 2 };""", target["id"])
        stage = self.driver.find_element(By.ID, "stage")
        size = stage.size
        ActionChains(self.driver).move_to_element_with_offset(
            stage, int(button["x"] - size["width"] / 2), int(button["y"] - size["height"] / 2)).click().perform()
        self.page.wait(lambda: any(n.endswith("the button now says OPEN") for n in self.page.notices()), "GET")
        self.page.settle()
        after = next(c for c in self.page.cells() if c["id"] == target["id"])
        self.assertTrue(after["caption"].endswith("OPEN"), after["caption"])
        self.page.screenshot("app-store-paged")

    def test_the_text_size_control_re_fits_the_news_feed_live(self):
        self.page.navigate("news-feed")
        before = sorted(self.shown_matches_report("news-feed"), key=lambda c: (c["y"], c["x"]))[0]
        self.page.js("""
            const input = document.getElementById('textsize');
            input.value = '9'; input.dispatchEvent(new Event('input'));""")
        self.page.settle(frames=20)
        after = next(c for c in self.page.cells() if c["id"] == before["id"])
        self.assertGreater(after["h"], before["h"] + 40, f"the article grew with the text: {before['h']} → {after['h']}")
        self.shown_matches_report("news-feed")
        self.assertEqual(self.page.errors(), [])
        self.page.screenshot("news-feed-large-text")
        def text_size(value):
            self.page.js("""
                const input = document.getElementById('textsize');
                input.value = arguments[0]; input.dispatchEvent(new Event('input'));""", value)
            self.page.settle(frames=20)
            return next(c for c in self.page.cells() if c["id"] == before["id"])["h"]
        restored = text_size('3')
        self.assertLess(restored, after["h"] - 40, "smaller again at the default size")
        # A second round trip lands on the same height: every size is measured again, none kept.
        # (The first visit's row can be up to 2 points taller than this: noted in Guides/Gallery.md.)
        text_size('9')
        self.assertAlmostEqual(text_size('3'), restored, delta=0.5)

    def test_the_outline_expands_a_folder_and_a_message_swipes_open(self):
        self.page.navigate("lists")
        stage = self.driver.find_element(By.ID, "stage")
        size = stage.size
        photos = next(c for c in self.shown_matches_report("lists") if c["caption"].startswith("Photos"))
        self.assertFalse(any(c["caption"].startswith("Recents") for c in self.page.cells() if c["shown"]))
        ActionChains(self.driver).move_to_element_with_offset(
            stage, int(photos["x"] + photos["w"] - 20 - size["width"] / 2), int(photos["y"] + photos["h"] / 2 - size["height"] / 2)).click().perform()
        self.page.wait(lambda: any(c["caption"].startswith("Recents") and c["shown"] for c in self.page.cells()), "Photos to expand")
        self.page.settle()
        self.shown_matches_report("lists")
        message = next(c for c in self.page.cells() if c["shown"] and c["caption"].startswith("Trip to Lisbon"))
        y = int(message["y"] + message["h"] / 2 - size["height"] / 2)
        x = int(message["x"] + message["w"] - 40 - size["width"] / 2)
        chain = ActionChains(self.driver, duration=30).move_to_element_with_offset(stage, x, y).click_and_hold()
        for _ in range(4):
            chain = chain.move_by_offset(-40, 0)
        chain.release().perform()
        self.page.wait(lambda: self.page.js("return document.getElementById('stage').textContent.includes('Flag')"), "the trailing actions")
        self.page.settle()
        self.shown_matches_report("lists")
        self.page.screenshot("lists-expanded-swiped")

    def test_a_screen_reader_and_the_keyboard_reach_a_rows_swipe_actions_as_its_actions(self):
        self.page.navigate("lists")
        self.page.wait(lambda: self.page.js("return document.querySelectorAll('#stage .ax-actions').length > 0"), "rows with actions")
        names = self.page.js("""const row = [...document.querySelectorAll('#stage [role=listitem]')]
            .find(e => (e.getAttribute('aria-label') || '').startsWith('Trip to Lisbon'));
            return [...row.querySelectorAll(':scope > .ax-actions > button')].map(b => b.textContent);""")
        self.assertEqual(names[:2], ["Delete", "Flag"], "the trailing swipe actions come first")
        self.assertIn(names[2], ["Read", "Unread"], "then the leading one")
        tree = self.driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})
        buttons = {node.get("name", {}).get("value") for node in tree["nodes"] if node.get("role", {}).get("value") == "button"}
        self.assertTrue({"Delete", "Flag"} <= buttons, "the actions are named buttons in the accessibility tree")
        folders = self.page.js("""return [...document.querySelectorAll('#stage [role=listitem]')]
            .filter(e => e.querySelector(':scope > .ax-actions > button')?.textContent === 'Expand').length""")
        self.assertGreater(folders, 0, "a collapsed folder offers Expand")
        # By keys alone: the row's Delete button takes the focus (Tab reaches it from the row), shows,
        # and Enter deletes the message without the key reaching the list.
        self.page.js("""const row = [...document.querySelectorAll('#stage [role=listitem]')]
            .find(e => (e.getAttribute('aria-label') || '').startsWith('Trip to Lisbon'));
            row.querySelector(':scope > .ax-actions > button').focus();""")
        shown = self.page.js("const r = document.activeElement.getBoundingClientRect(); return [r.width, r.height, document.activeElement.textContent]")
        self.assertGreater(shown[0], 30, "a focused action shows")
        self.assertEqual(shown[2], "Delete")
        self.page.screenshot("lists-row-actions-focused")
        ActionChains(self.driver).send_keys(Keys.ENTER).perform()
        self.page.wait(lambda: any(n.startswith("Deleted: Trip to Lisbon") for n in self.page.notices()), "the delete action")
        self.page.settle()
        self.assertFalse(any(c["caption"].startswith("Trip to Lisbon") and c["shown"] for c in self.page.cells()))
        # The screen says what it did as iOS code does (UIAccessibility's announcement): the page's
        # polite live region reads it.
        self.assertEqual(self.page.js("return document.getElementById('announcer').textContent"), "Deleted Trip to Lisbon")
        self.assertEqual(self.page.js("return document.getElementById('announcer').getAttribute('aria-live')"), "polite")

    def test_the_browsers_increased_contrast_and_reduced_motion_reach_the_session(self):
        self.page.navigate("lists")
        blues = """return [...document.querySelectorAll('#stage *')].filter(e => {
            const s = getComputedStyle(e);
            return [s.color, s.backgroundColor, s.fill].includes(arguments[0]); }).length"""
        self.assertGreater(self.page.js(blues, "rgb(0, 122, 255)"), 0, "the system blue, before")
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-contrast", "value": "more"}, {"name": "prefers-reduced-motion", "value": "reduce"}]})
        try:
            self.page.wait(lambda: self.page.js(blues, "rgb(0, 64, 221)") > 0, "the higher-contrast blue")
            self.assertEqual(self.page.js(blues, "rgb(0, 122, 255)"), 0, "no system blue of normal contrast left")
            self.page.screenshot("lists-increased-contrast")
        finally:
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        self.page.wait(lambda: self.page.js(blues, "rgb(0, 122, 255)") > 0, "the blue of normal contrast again")

    def test_a_right_click_on_a_message_opens_its_context_menu_and_an_action_runs(self):
        self.page.navigate("lists")
        stage = self.driver.find_element(By.ID, "stage")
        size = stage.size
        self.page.settle()
        message = next(c for c in self.page.cells() if c["shown"] and c["caption"].startswith("Team offsite"))
        x = int(message["x"] + message["w"] / 2 - size["width"] / 2)
        y = int(message["y"] + message["h"] / 2 - size["height"] / 2)
        ActionChains(self.driver).move_to_element_with_offset(stage, x, y).context_click().perform()
        self.page.wait(lambda: self.page.js("return document.getElementById('stage').textContent.includes('Mark as Unread')"),
                       "the message's context menu")
        self.page.settle()
        self.page.screenshot("lists-context-menu")
        menu_row = self.page.js("""
            const rows = [...document.querySelectorAll('#stage *')].filter(e => e.childElementCount === 0 && e.textContent === 'Flag');
            if (!rows.length) return null;
            const r = rows[rows.length - 1].getBoundingClientRect();
            return {x: r.left + r.width / 2, y: r.top + r.height / 2};
        """)
        self.assertIsNotNone(menu_row)
        origin = stage.rect
        ActionChains(self.driver).move_to_element_with_offset(
            stage, int(menu_row["x"] - origin["x"] - size["width"] / 2), int(menu_row["y"] - origin["y"] - size["height"] / 2)).click().perform()
        self.page.wait(lambda: self.page.js("return document.body.textContent.includes('Flagged: Team offsite')"), "the flag action to run")
        self.assertFalse(self.page.js("return document.getElementById('stage').textContent.includes('Mark as Unread')"), "the menu closed")
        # Again: the message is lifted where it is, and a click on it opens it (the commit's completion).
        self.page.settle()
        message = next(c for c in self.page.cells() if c["shown"] and c["caption"].startswith("Team offsite"))
        ActionChains(self.driver).move_to_element_with_offset(stage, x, y).context_click().perform()
        self.page.wait(lambda: self.page.js("return document.querySelectorAll('#stage .v[data-kind=\"MenuPreviewView\"]').length") == 1,
                       "the lifted message")
        lift = self.page.js("""
            const r = document.querySelector('#stage .v[data-kind="MenuPreviewView"]').getBoundingClientRect();
            return {x: r.left, y: r.top, w: r.width, h: r.height};""")
        origin = stage.rect
        self.page.screenshot("lists-context-menu-lift")
        self.assertAlmostEqual(lift["y"] - origin["y"], message["y"], delta=2, msg="lifted where the message is")
        self.assertAlmostEqual(lift["h"], message["h"], delta=2, msg="lifted whole")
        ActionChains(self.driver).move_to_element_with_offset(stage, x, y).click().perform()
        self.page.wait(lambda: "Opened from its preview: Team offsite" in " ".join(self.page.notices()), "the preview's commit")
        self.assertFalse(self.page.js("return document.getElementById('stage').textContent.includes('Mark as Unread')"), "the menu closed")

    # MARK: right to left

    def test_right_to_left_mirrors_the_layout(self):
        self.page.navigate("compositional-grid")
        width = self.driver.find_element(By.ID, "stage").size["width"]
        ltr = next(c for c in self.page.cells() if c["caption"] == "0.0")
        self.assertLess(ltr["x"], 2)
        self.driver.find_element(By.ID, "rtl").click()
        try:
            self.page.settle()
            rtl = next(c for c in self.page.cells() if c["caption"] == "0.0")
            self.assertAlmostEqual(rtl["x"] + rtl["w"], width, delta=2)
            self.page.screenshot("grid-right-to-left")
        finally:
            self.driver.find_element(By.ID, "rtl").click()
            self.page.settle()

    # MARK: hostile input

    def test_malformed_oversized_and_hostile_messages_are_rejected_while_other_sessions_keep_running(self):
        self.page.navigate("friends")
        frames_before = self.page.frames()
        results = self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const url = `ws://${location.host}/session`;
            const cases = [
              ['oversized', 'x'.repeat(70000)],
              ['not json', '{"type": "hello", '],
              ['array', '[1,2,3]'],
              ['unknown type', JSON.stringify({type: 'launch'})],
              ['NaN time', '{"type":"frame","time":NaN}'],
              ['infinite viewport', '{"type":"hello","version":1,"viewport":{"width":1e999,"height":600}}'],
              ['wrong version', JSON.stringify({type: 'hello', version: 99, viewport: {width: 800, height: 600}})],
              ['huge coordinates', JSON.stringify({type: 'hello', version: 1, viewport: {width: 800, height: 600}}),
                JSON.stringify({type: 'frame', time: 1, events: [{kind: 'pointer', phase: 'down', x: 1e12, y: 0}]})],
              ['too many events', JSON.stringify({type: 'hello', version: 1, viewport: {width: 800, height: 600}}),
                JSON.stringify({type: 'frame', time: 1, events: Array(300).fill({kind: 'key', key: 'a'})})],
              ['script as screen', JSON.stringify({type: 'hello', version: 1, viewport: {width: 800, height: 600}}),
                JSON.stringify({type: 'navigate', screen: '<script>alert(1)</script>'})],
            ];
            // One hostile connection at a time, so the session cap is not what refuses them.
            const results = {};
            function run(index) {
              if (index === cases.length) { done(results); return; }
              const [name, ...messages] = cases[index];
              const socket = new WebSocket(url);
              const record = results[name] = { errors: [], closed: false, other: 0 };
              let finished = false;
              const next = (closed) => {
                if (finished) return;
                finished = true;
                record.closed = closed;
                if (!closed) socket.close();
                setTimeout(() => run(index + 1), 50);
              };
              socket.onopen = () => { for (const m of messages) socket.send(m); };
              socket.onmessage = (e) => {
                const m = JSON.parse(e.data);
                if (m.type === 'error') record.errors.push(m.message); else record.other += 1;
              };
              socket.onclose = () => next(true);
              setTimeout(() => next(false), 1500);
            }
            run(0);
        """)
        for name, record in results.items():
            with self.subTest(case=name):
                self.assertTrue(record["errors"], f"{name}: an error message came back ({record})")
        for fatal in ("oversized", "not json", "array", "wrong version"):
            self.assertIs(results[fatal]["closed"], True, f"{fatal} closes the connection")
        self.assertIn("unknown screen", " ".join(results["script as screen"]["errors"]))
        # The page's own session kept running throughout, and the hostile sessions were freed.
        self.page.wait(lambda: self.page.frames() > frames_before + 30, "the page's session to keep running")
        self.page.wait(lambda: self.gallery.status()["sessions"] == 1, "the hostile sessions to be freed")
        self.assertEqual(self.page.errors(), [])

    def test_a_greedy_page_does_not_take_another_page_below_a_floor(self):
        """Fairness: a second session on the smooth-scrolling lab with the most expensive
        cells the screen allows, prefetching off and 2 000-point wheel turns down and up, one per frame,
        beside this page scrolling the friends screen; this page's frame rate is measured meanwhile."""
        self.page.navigate("friends")
        self.driver.execute_script("""
            const socket = new WebSocket(`ws://${location.host}/session`);
            const greedy = window.ocvGreedy = { reports: 0, errors: [], stop: false };
            // A screen and a half down, then back up, again and again: the screens it comes back to show
            // loaded models, each cell costing 20 ms to draw.
            let time = 0, turn = 0;
            const frame = () => socket.send(JSON.stringify({ type: 'frame', time: (time += 16.7),
              events: [{ kind: 'wheel', x: 500, y: 300, dx: 0, dy: (turn++ % 2 === 0 ? 2000 : -2000) }] }));
            socket.onopen = () => {
              socket.send(JSON.stringify({ type: 'hello', version: 1, viewport: { width: 1060, height: 800 }, screen: 'prefetching' }));
              for (const [name, value] of [['cost', 20], ['cellPrefetching', 0], ['prefetchDataSource', 0]]) {
                socket.send(JSON.stringify({ type: 'setting', name, value }));
              }
            };
            socket.onmessage = (e) => {
              const m = JSON.parse(e.data);
              if (m.type === 'error') greedy.errors.push(m.message);
              if (m.type !== 'report') return;
              greedy.reports += 1;
              if (greedy.stop) socket.close(); else frame();
            };
        """)
        try:
            self.page.wait(lambda: self.js_greedy("reports") > 5, "the greedy session to run")
            start_frames, began = self.page.frames(), time.time()
            worst = 0.0
            while time.time() - began < 5:
                self.page.wheel(dy=120)
                time.sleep(0.1)
            seconds = time.time() - began
            frames_per_second = (self.page.frames() - start_frames) / seconds
            reports = self.page.js("return window.ocvGallery.reports.slice(-200)")
            worst = max(r["engine"] for r in reports) / 1000
            greedy_reports = self.js_greedy("reports")
        finally:
            self.driver.execute_script("window.ocvGallery && window.ocvGreedy && (window.ocvGreedy.stop = true)")
        figures = {"normal_page_frames_per_second": round(frames_per_second, 1), "greedy_page_reports": greedy_reports,
                   "normal_page_worst_engine_ms": round(worst, 2)}
        (ARTIFACTS / "fairness-measurements.json").write_text(json.dumps(figures, indent=2))
        print(json.dumps(figures))
        self.assertEqual(self.js_greedy("errors"), [], "the greedy page did only permitted things")
        self.assertGreater(greedy_reports, 20, "the greedy page kept working")
        # Generous for a debug build on a shared CI machine; a release build holds 57 (README).
        self.assertGreater(frames_per_second, 25, figures)
        self.page.wait(lambda: self.gallery.status()["sessions"] == 1, "the greedy session to end")

    def js_greedy(self, key):
        return self.page.js("return window.ocvGreedy[arguments[0]]", key)

    def test_a_session_over_the_cap_is_refused_with_a_message(self):
        results = self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const sockets = [], messages = [];
            // Sockets count against the cap once they say hello (silent ones wait apart, with their own limit).
            for (let i = 0; i < arguments[0] + 1; i++) {
              const s = new WebSocket(`ws://${location.host}/session`);
              s.onopen = () => s.send(JSON.stringify({ type: 'hello', version: 1, viewport: { width: 320, height: 480 } }));
              s.onmessage = (e) => messages.push(JSON.parse(e.data));
              sockets.push(s);
            }
            setTimeout(() => { for (const s of sockets) s.close(); done(messages.filter(m => m.type === 'error').map(m => m.message)); }, 1500);
        """, MAX_SESSIONS)
        self.assertTrue(any("maximum of 4 pages" in m for m in results), results)
        self.page.wait(lambda: self.gallery.status()["sessions"] == 1, "the extra sessions to be freed")

    def test_a_search_without_matches_shows_an_empty_state_and_repeated_notices_count_up(self):
        self.page.navigate("diffable")

        def search(text):
            self.page.js("""
                const input = document.querySelector('#settings input[data-field="search"]');
                input.value = arguments[0]; input.dispatchEvent(new Event('input'));""", text)

        search("qqqq")
        self.page.wait(lambda: any(n.endswith("match “qqqq”") for n in self.page.notices()), "the empty search")
        self.page.settle()
        self.assertEqual([c for c in self.page.cells() if c["shown"]], [])
        self.assertIn("No Results", self.page.js("return document.getElementById('stage').textContent"))
        # The same search again (the server trims the space): the toolbar counts it instead of repeating it.
        search("qqqq ")
        self.page.wait(lambda: len([n for n in self.page.notices() if n.endswith("match “qqqq”")]) == 2, "the repeat")
        line = self.page.js("return [...document.querySelectorAll('#notices li')].map(li => li.textContent)")
        self.assertTrue(line[0].endswith("match “qqqq” (×2)") and len(line) == 1, line)
        stage = self.driver.find_element(By.ID, "stage").rect
        notices = self.driver.find_element(By.ID, "notices").rect
        self.assertLessEqual(notices["y"] + notices["height"], stage["y"] + 0.5, "the notices never cover the stage")
        search("")
        self.page.wait(lambda: "No Results" not in self.page.js("return document.getElementById('stage').textContent"), "the names back")
        # A button declared to clear the notices (the mosaic's Reset) empties the line.
        self.page.navigate("mosaic")
        self.page.click_action("update")
        self.page.wait(lambda: self.page.js("return document.querySelectorAll('#notices li').length") > 0, "a notice")
        self.page.click_action("reset")
        self.assertEqual(self.page.js("return document.querySelectorAll('#notices li').length"), 0)

    def test_text_from_the_page_is_shown_as_text_never_as_markup(self):
        self.page.navigate("diffable")
        hostile = '<img src=x onerror="window.hacked=1">Ada'
        self.page.js("""
            const input = document.querySelector('#settings input[data-field="search"]');
            input.value = arguments[0];
            input.dispatchEvent(new Event('input'));
        """, hostile)
        self.page.wait(lambda: any("match" in n for n in self.page.notices()), "the search's notice")
        self.page.settle()
        self.assertEqual(self.page.js("return document.querySelectorAll('#notices img, #stage img').length"), 0)
        self.assertIsNone(self.page.js("return window.hacked === undefined ? null : window.hacked"))
        self.page.js("""
            const input = document.querySelector('#settings input[data-field="search"]');
            input.value = 'Ada'; input.dispatchEvent(new Event('input'));
        """)
        self.page.wait(lambda: any(n.endswith("match “Ada”") for n in self.page.notices()), "the search for Ada")
        self.page.settle()
        captions = [c["caption"] for c in self.page.cells() if c["shown"]]
        self.assertTrue(captions and all("ada" in c.lower() for c in captions), captions[:5])
        self.page.screenshot("diffable-search")


    # MARK: measurements

    def test_the_replayed_scroll_session_is_measured_with_and_without_prefetching(self):
        """Not a pass/fail benchmark: records one run's figures (test-artifacts/browser-measurements.json);
        scripts/measure-replay runs it five times in a release build for the README."""
        self.page.navigate("prefetching")
        results = {label: measure_replay(self.page, prefetching)
                   for label, prefetching in (("prefetching on", True), ("prefetching off", False))}
        for label, figures in results.items():
            self.assertGreater(figures["frames"], 100, label)
        (ARTIFACTS / "browser-measurements.json").write_text(json.dumps(results, indent=2))
        print(json.dumps(results, indent=2))
        self.assertGreater(results["prefetching on"]["cells_prefetched"], 0)
        self.assertEqual(results["prefetching off"]["cells_prefetched"], 0)


def measure_replay(page, prefetching):
    """Replays the smooth-scrolling lab's recorded session with prefetching on or off (the page must
    show the lab) and returns the figures of its frames; leaves both prefetching switches on."""
    page.set_toggle("cellPrefetching", prefetching)
    page.set_toggle("prefetchDataSource", prefetching)
    page.click_action("top")
    page.settle()
    # By frame number, not by index: the page trims its list of reports when it grows long.
    start = page.js("const r = window.ocvGallery.reports; return r.length ? r[r.length - 1].frame : 0")
    notices_before = len(page.notices())
    began = time.time()
    page.click_action("replay")
    finished = lambda: [n for n in page.notices()[notices_before:] if n.startswith("Replay finished")]  # noqa: E731
    page.wait(finished, "the replay to finish", timeout=60)
    seconds = time.time() - began
    configurations, items = (int(n) for n in re.findall(r"\d+", finished()[0])[:2])
    reports = page.js("return window.ocvGallery.reports.filter((r) => r.frame > arguments[0])", start)
    page.set_toggle("cellPrefetching", True)
    page.set_toggle("prefetchDataSource", True)
    engine = sorted(r["engine"] / 1000 for r in reports)
    return {
        "frames": len(reports),
        "page_frames_per_second": round(len(reports) / seconds, 1),
        "engine_ms_mean": round(sum(engine) / len(engine), 3),
        "engine_ms_p95": round(engine[int(0.95 * (len(engine) - 1))], 3),
        "engine_ms_max": round(engine[-1], 3),
        "frames_over_16_67_ms": sum(1 for r in reports if r["engine"] > 16_667),
        "cells_configured_on_showing_frames": sum(r["cells"] for r in reports),
        "cells_prefetched": sum(r["prefetchedCells"] for r in reports),
        "configurations_per_item": round(configurations / max(items, 1), 3),
        "bytes_per_frame_mean": round(sum(r["bytes"] for r in reports) / len(reports)),
        "bytes_per_frame_max": max(r["bytes"] for r in reports),
    }


class AppBrowserTests(unittest.TestCase):
    """An app written as an iOS app (Examples/HelloApp) serving itself: a scene per page."""

    def test_an_app_serves_a_scene_whose_list_presents_an_alert_and_closing_the_page_disconnects_it(self):
        app = Gallery(binary=HELLO_APP, log_name="hello-app-server.log")
        driver, service = make_driver()
        try:
            page = GalleryPage(driver, app.address)
            page.open()
            self.assertEqual(page.js("return [...document.querySelectorAll('#screens button')].map(b => b.textContent.trim())"), ["HelloApp"])
            page.settle()
            rows = [cell for cell in page.cells() if cell["shown"]]
            self.assertEqual([row["caption"] for row in rows][:3], ["Hello", "Bonjour", "Hola"], rows)
            page.screenshot("app-list")
            self.assertEqual(app.status()["sessions"], 1, "the page is a connected scene")
            # The search bar under the title (UISearchController) filters the list as one types.
            field = driver.find_element(By.CSS_SELECTOR, '#stage input.tf')
            self.assertEqual(field.get_attribute("placeholder"), "Search Greetings")
            # The search bar's input traits reach the editor: a Search key, sentences, corrections on, no autofill.
            self.assertEqual([field.get_attribute(name) for name in ("enterkeyhint", "autocapitalize", "spellcheck", "autocomplete")],
                             ["search", "sentences", "true", "off"])
            field.click()
            field.send_keys("ol")
            page.wait(lambda: sorted(c["caption"] for c in page.cells() if c["shown"]) == ["Hola", "Olá"], "the filtered list")
            page.settle()
            page.screenshot("app-search")
            driver.find_element(By.CSS_SELECTOR, '#stage [role=button][aria-label="Cancel"]').click()
            page.wait(lambda: len([c for c in page.cells() if c["shown"]]) >= 8, "every greeting again")
            page.settle()
            row = driver.find_element(By.CSS_SELECTOR, '#stage [role=listitem][aria-label="Bonjour"]')
            row.click()
            page.wait(lambda: "You chose Bonjour." in driver.find_element(By.ID, "stage").text, "the alert")
            page.settle()
            page.screenshot("app-alert")
            axe = Axe(driver)
            axe.inject()
            violations = axe.run(context="#stage", options=json.dumps({"rules": GalleryBrowserTests.AXE_RULES_LEFT_OUT}))["violations"]
            serious = [v["id"] for v in violations if v["impact"] in ("serious", "critical")]
            self.assertEqual(serious, [], "the alert is as accessible as the gallery's screens")
            # The alert is a named modal dialog: the list behind it is inert, and Tab stays inside it
            # (or leaves the stage for the page's own controls).
            self.assertTrue(page.js("const d = document.querySelector('#stage [role=dialog][aria-modal=true]'); return Boolean(d && d.getAttribute('aria-label'))"))
            self.assertTrue(page.js("return document.querySelector('#stage [role=listitem][aria-label=\"Hello\"]').closest('[inert]') !== null"))
            for _ in range(4):
                ActionChains(driver).send_keys(Keys.TAB).perform()
                self.assertTrue(page.js("""const a = document.activeElement;
                    return a.closest('[role=dialog]') !== null || !document.getElementById('stage').contains(a);"""), "Tab stays in the alert")
            driver.find_element(By.CSS_SELECTOR, '#stage [role=button][aria-label="OK"]').click()
            page.wait(lambda: "You chose Bonjour." not in driver.find_element(By.ID, "stage").text, "the alert to leave")
            page.wait(lambda: page.js("return document.querySelector('#stage [inert]') === null"), "the list to be live again")
            # + presents a compose sheet at the medium detent; a swipe down on its bar dismisses it.
            driver.find_element(By.CSS_SELECTOR, '#stage [role=button][aria-label="Add"]').click()
            page.wait(lambda: "New Greeting" in driver.find_element(By.ID, "stage").text, "the compose sheet")
            page.settle()
            page.screenshot("app-sheet")
            title = driver.find_element(By.XPATH, '//*[@id="stage"]//*[text()="New Greeting"]')
            actions = ActionChains(driver).move_to_element(title).click_and_hold()
            for _ in range(10):
                actions = actions.move_by_offset(0, 40).pause(0.03)
            actions.release().perform()
            page.wait(lambda: "New Greeting" not in driver.find_element(By.ID, "stage").text, "the swipe to dismiss the sheet")
            driver.find_element(By.CSS_SELECTOR, '#stage [role=button][aria-label^="About"]').click()
            page.wait(lambda: "served to your browser" in driver.find_element(By.ID, "stage").text, "the About tab")
            page.settle()
            page.screenshot("app-about")
            # On a phone the sheet rises to the medium detent, the list dimmed above it.
            driver.set_window_size(390, 844)
            page.wait(lambda: page.js("return window.innerWidth") < 600, "a phone-sized window")
            driver.find_element(By.CSS_SELECTOR, '#stage [role=button][aria-label^="Greetings"]').click()
            page.wait(lambda: "Bonjour" in driver.find_element(By.ID, "stage").text, "the Greetings tab")
            driver.find_element(By.CSS_SELECTOR, '#stage [role=button][aria-label="Add"]').click()
            page.wait(lambda: "New Greeting" in driver.find_element(By.ID, "stage").text, "the compact sheet")
            page.settle()
            page.screenshot("app-sheet-phone")
            stage = driver.find_element(By.ID, "stage").rect
            title = driver.find_element(By.XPATH, '//*[@id="stage"]//*[text()="New Greeting"]').rect
            self.assertGreater(title["y"] - stage["y"], stage["height"] * 0.4, "the sheet rests at the medium detent")
            title = driver.find_element(By.XPATH, '//*[@id="stage"]//*[text()="New Greeting"]')
            actions = ActionChains(driver).move_to_element(title).click_and_hold()
            for _ in range(6):
                actions = actions.move_by_offset(0, 40).pause(0.03)
            actions.release().perform()
            page.wait(lambda: "New Greeting" not in driver.find_element(By.ID, "stage").text, "the swipe down on the phone")
            self.assertEqual(page.errors(), [])
        finally:
            quit_driver(driver, service)
        try:
            deadline = time.time() + 10
            while time.time() < deadline and app.status()["sessions"] != 0:
                time.sleep(0.1)
            self.assertEqual(app.status()["sessions"], 0, "the page closed: its scene disconnected")
        finally:
            self.assertEqual(app.close(), 0, "the app stops cleanly on SIGTERM")


class GalleryShutdownTests(unittest.TestCase):
    """The server's own lifecycle, each test with a server of its own."""

    def test_sigint_with_a_page_open_stops_the_server_cleanly_and_a_taken_port_is_reported(self):
        gallery = Gallery(log_name="gallery-shutdown-server.log")
        driver, service = make_driver()
        try:
            page = GalleryPage(driver, gallery.address)
            page.open("mosaic")
            self.assertEqual(gallery.status()["sessions"], 1)
            port = gallery.address.rsplit(":", 1)[1].strip("/")
            second = subprocess.run([str(GALLERY), "--port", port], stdin=subprocess.DEVNULL,
                                    capture_output=True, text=True, timeout=30)
            self.assertNotEqual(second.returncode, 0, "a second server on a taken port fails")
            self.assertIn(f"cannot serve on 127.0.0.1:{port}", second.stderr, "… and says why")
            began = time.time()
            gallery.process.send_signal(signal.SIGINT)
            self.assertEqual(gallery.process.wait(timeout=15), 0)
            self.assertLess(time.time() - began, 5, "within the grace period")
            self.assertIn("Gallery stopped", gallery.log_path.read_text())
        finally:
            quit_driver(driver, service)
            gallery.close()


if __name__ == "__main__":
    unittest.main(verbosity=2)
