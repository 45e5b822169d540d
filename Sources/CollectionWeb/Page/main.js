// The gallery page: sends input to the Swift engine once per animation frame and mirrors the
// transactions it answers with (Guides/WebProtocol.md). The page keeps no state of its own beyond
// the elements it was told to create: scrolling, layout, selection and animation timing are the
// engine's. All text goes through textContent; nothing received is ever evaluated or parsed as HTML.
//
// The modules: wire (the protocol's limits and the outgoing queue), connection (the socket and the
// frame loop), frames (applying transactions), content and symbols (drawing), images, input,
// screens (the page around the stage) and analysis (the technical-analysis panel).

import { drawPanel, ReportLog } from './analysis.js';
import { Connection } from './connection.js';
import { ContentPainter } from './content.js';
import { FrameApplier } from './frames.js';
import { ImageStore } from './images.js';
import { attachInput } from './input.js';
import { ScreenMenu } from './screens.js';
import { SymbolPainter } from './symbols.js';
import { Outbox, settingMessage } from './wire.js';

const byId = (id) => document.getElementById(id);
const stage = byId('stage');
const panel = byId('panel');
const statusLine = byId('status');
const menuButton = byId('menu');
const summaryLine = byId('summary');

const outbox = new Outbox();
const images = new ImageStore();
const symbols = new SymbolPainter(document);
const content = new ContentPainter({ document, symbols, images, outbox, measureRoot: byId('measure') });
const frames = new FrameApplier({ document, stage, content, outbox });
const log = new ReportLog();
const errors = [];
let frameCount = 0;

function setStatus(text, isError) {
  statusLine.textContent = text;
  statusLine.classList.toggle('error', isError);
}

function viewport() {
  const rect = stage.getBoundingClientRect();
  return { width: Math.max(1, Math.round(rect.width)), height: Math.max(1, Math.round(rect.height)) };
}

const connection = new Connection(window, { viewport, status: setStatus, message: receive });
const menu = new ScreenMenu({
  document, screenList: byId('screens'), actionBox: byId('actions'), settingBox: byId('settings'),
  titleLine: byId('title'), summaryLine, noticeList: byId('notices'), menuButton,
}, (message) => {
  // Input still queued was aimed at the screen being left; the navigation goes out before the next
  // frame would carry it, so it would land on the new screen.
  if (message.type === 'navigate') outbox.discardInput();
  connection.send(message);
}, history);

function receive(message) {
  switch (message.type) {
    case 'welcome':
      menu.welcome(message);
      // A new session starts light: tell it the appearance the page shows.
      if (darkToggle.checked) connection.send(settingMessage('userInterfaceStyle', 1));
      for (const preference of preferences) if (preference.media && preference.media.matches) sendPreference(preference);
      break;
    case 'frame': frames.apply(message, (request) => content.measure(request)); break;
    case 'report':
      frameCount += 1;
      log.record(message);
      if (!panel.hidden) drawPanel(document, byId('plot'), byId('stats'), log.recent(), frames.views.size);
      break;
    case 'idle': log.addIdle(message); break;
    case 'notice': menu.notice(String(message.message)); break;
    case 'image': images.store(message); break;
    case 'error':
      errors.push(String(message.message));
      setStatus(`Server: ${message.message}`, true);
      break;
    default: break;
  }
}

// Read-only state for the browser tests and the curious: never used to change anything.
window.ocvGallery = {
  views: frames.views, reports: log.reports, errors, get notices() { return menu.notices; },
  get frames() { return frameCount; }, get bytes() { return connection.bytes; }, get screen() { return menu.current; },
  get connected() { return connection.welcomed && connection.isOpen; },
  get idle() { return connection.welcomed && !connection.awaiting; },
};

// The page's own controls.
const closeDrawer = () => { document.body.classList.remove('drawer-open'); menuButton.setAttribute('aria-expanded', 'false'); };
menuButton.addEventListener('click', () => {
  const open = document.body.classList.toggle('drawer-open');
  menuButton.setAttribute('aria-expanded', open ? 'true' : 'false');
});
// The scrim over the page while the drawer is open closes it.
byId('scrim').addEventListener('click', closeDrawer);
// On a phone what to try keeps one line; a tap shows all of it.
summaryLine.addEventListener('click', () => summaryLine.classList.toggle('expanded'));
// On a phone the page's own switches fold behind Options.
const optionsButton = byId('options');
optionsButton.addEventListener('click', () => {
  const open = document.body.classList.toggle('options-open');
  optionsButton.setAttribute('aria-expanded', open ? 'true' : 'false');
});
const rtlToggle = byId('rtl');
rtlToggle.addEventListener('change', () => {
  stage.classList.toggle('rtl', rtlToggle.checked);
  connection.send(settingMessage('rightToLeft', rtlToggle.checked ? 1 : 0));
});
// The appearance: the browser's colour scheme when the page opens or that scheme changes, or the
// Dark switch; the session resolves the stage's colours for it, the page styles its own chrome.
const darkToggle = byId('dark');
const darkScheme = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
darkToggle.checked = Boolean(darkScheme && darkScheme.matches);
const sendAppearance = () => {
  document.body.classList.toggle('dark', darkToggle.checked);
  if (connection.welcomed) connection.send(settingMessage('userInterfaceStyle', darkToggle.checked ? 1 : 0));
};
darkToggle.addEventListener('change', sendAppearance);
if (darkScheme) darkScheme.addEventListener('change', () => { darkToggle.checked = darkScheme.matches; sendAppearance(); });
document.body.classList.toggle('dark', darkToggle.checked);
// The reader's assistive preferences, from the browser: reduced motion and increased contrast (the
// session's accessibility settings and contrast trait), sent after `welcome` and when they change.
const preferences = [
  { name: 'reduceMotion', media: window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null },
  { name: 'accessibilityContrast', media: window.matchMedia ? window.matchMedia('(prefers-contrast: more)') : null },
];
const sendPreference = (preference) => {
  if (connection.welcomed) connection.send(settingMessage(preference.name, preference.media.matches ? 1 : 0));
};
for (const preference of preferences) {
  if (preference.media) preference.media.addEventListener('change', () => sendPreference(preference));
}
const analysisToggle = byId('analysis');
analysisToggle.addEventListener('change', () => { panel.hidden = !analysisToggle.checked; });
// The reader's text size (a content size category, 0 = extra small … 3 = large … 11), for the session.
const textSize = byId('textsize');
textSize.addEventListener('input', () => connection.send(settingMessage('contentSizeCategory', Number(textSize.value))));

attachInput(stage, outbox);

function tick(now) {
  requestAnimationFrame(tick);
  connection.requestFrame(now, outbox);
}

symbols.load(window.fetch.bind(window)).then(() => connection.connect());
requestAnimationFrame(tick);
