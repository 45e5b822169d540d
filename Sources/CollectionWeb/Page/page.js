// The gallery page: sends input to the Swift engine once per animation frame and mirrors the
// transactions it answers with (Guides/WebProtocol.md). The page keeps no state of its own beyond
// the elements it was told to create: scrolling, layout, selection and animation timing are the
// engine's. All text goes through textContent; nothing received is ever evaluated or parsed as HTML.
'use strict';

(() => {
  const PROTOCOL_VERSION = 1;
  const MAX_EVENTS = 256;
  /** The longest text a text field sends (the protocol's `maximumTextLength`). */
  const MAX_TEXT = 256;
  const MAX_ANSWERS = 1024;
  const PLOT_FRAMES = 240;

  const stage = document.getElementById('stage');
  const measureRoot = document.getElementById('measure');
  const statusLine = document.getElementById('status');
  const screenList = document.getElementById('screens');
  const actionBox = document.getElementById('actions');
  const settingBox = document.getElementById('settings');
  const rtlToggle = document.getElementById('rtl');
  const textSize = document.getElementById('textsize');
  const analysisToggle = document.getElementById('analysis');
  const panel = document.getElementById('panel');
  const plot = document.getElementById('plot');
  const stats = document.getElementById('stats');
  const noticeList = document.getElementById('notices');
  const titleLine = document.getElementById('title');
  const summaryLine = document.getElementById('summary');
  const menuButton = document.getElementById('menu');

  /** id → { el, inner, content, bg, props } */
  const views = new Map();
  const stageView = { el: stage, inner: document.createElement('div'), props: null };
  stageView.inner.className = 'inner';
  // Pinned to the top-left corner: in right-to-left the static position would be the right edge.
  Object.assign(stageView.inner.style, { position: 'absolute', left: '0', top: '0', width: '0', height: '0' });
  stage.appendChild(stageView.inner);

  let socket = null;
  let welcomed = false;
  let awaiting = false;
  let rootId = null;
  let screens = [];
  let current = null;
  let lastViewport = null;
  let pendingEvents = [];
  let pendingAnswers = [];
  let pendingMove = null;
  const reports = [];

  // Read-only state for the browser tests and the curious: never used to change anything.
  const debug = {
    views, reports, errors: [], notices: [], frames: 0, bytes: 0, get screen() { return current; },
    get connected() { return welcomed && socket !== null && socket.readyState === WebSocket.OPEN; },
    get idle() { return welcomed && !awaiting; },
  };
  window.ocvGallery = debug;

  // MARK: Connection

  function connect() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(`${scheme}//${location.host}/session`);
    socket.addEventListener('open', () => {
      const requested = decodeURIComponent(location.hash.slice(1)) || undefined;
      const hello = { type: 'hello', version: PROTOCOL_VERSION, viewport: viewport() };
      if (requested && requested.length <= 64) hello.screen = requested;
      lastViewport = hello.viewport;
      send(hello);
      setStatus('Connected');
    });
    socket.addEventListener('message', (event) => {
      debug.bytes += event.data.length;
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      receive(message);
    });
    socket.addEventListener('close', (event) => {
      welcomed = false;
      const reason = event.reason ? ` (${event.reason})` : '';
      setStatus(`Disconnected${reason}. Reload the page to start a new session.`, true);
    });
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function receive(message) {
    switch (message.type) {
      case 'welcome': welcome(message); break;
      case 'frame': apply(message); break;
      case 'report': report(message); break;
      case 'idle': spareTime(message); break;
      case 'notice': notice(String(message.message)); break;
      case 'image': storeImage(message); break;
      case 'error':
        debug.errors.push(String(message.message));
        setStatus(`Server: ${message.message}`, true);
        if (!welcomed) awaiting = false;
        break;
      default: break;
    }
  }

  // The toolbar shows the latest notice; the same notice again counts up instead of repeating, and
  // the line's tooltip holds the last few.
  function notice(text) {
    debug.notices.push(text);
    if (debug.notices.length > 1000) debug.notices.splice(0, 500);
    const latest = noticeList.firstElementChild;
    if (latest && latest.dataset.text === text) {
      const count = Number(latest.dataset.count) + 1;
      latest.dataset.count = String(count);
      latest.textContent = `${text} (×${count})`;
    } else {
      const item = document.createElement('li');
      item.dataset.text = text;
      item.dataset.count = '1';
      item.textContent = text;
      noticeList.prepend(item);
      while (noticeList.children.length > 5) noticeList.lastElementChild.remove();
    }
    noticeList.title = Array.from(noticeList.children, (item) => item.textContent).join('\n');
  }

  function setStatus(text, isError = false) {
    statusLine.textContent = text;
    statusLine.classList.toggle('error', isError);
  }

  function viewport() {
    const rect = stage.getBoundingClientRect();
    return { width: Math.max(1, Math.round(rect.width)), height: Math.max(1, Math.round(rect.height)) };
  }

  // MARK: Screens

  function welcome(message) {
    welcomed = true;
    screens = Array.isArray(message.screens) ? message.screens : [];
    screenList.replaceChildren();
    // One foldable list per group, in the order each group first comes.
    const lists = new Map();
    for (const screen of screens) {
      const group = typeof screen.group === 'string' ? screen.group : '';
      let list = lists.get(group);
      if (!list) {
        const details = document.createElement('details');
        details.open = true;
        details.dataset.group = group;
        const heading = document.createElement('summary');
        heading.textContent = group || 'Screens';
        list = document.createElement('ul');
        details.append(heading, list);
        screenList.appendChild(details);
        lists.set(group, list);
      }
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = screen.title;
      button.dataset.screen = screen.id;
      button.addEventListener('click', () => { navigate(screen.id); document.body.classList.remove('drawer-open'); menuButton.setAttribute('aria-expanded', 'false'); });
      item.appendChild(button);
      list.appendChild(item);
    }
    showScreen(message.current);
  }

  function navigate(id) {
    if (id === current) return;
    send({ type: 'navigate', screen: id });
    showScreen(id);
    history.replaceState(null, '', `#${encodeURIComponent(id)}`);
  }

  function showScreen(id) {
    current = id;
    for (const button of screenList.querySelectorAll('button')) {
      if (button.dataset.screen === id) button.setAttribute('aria-current', 'page');
      else button.removeAttribute('aria-current');
    }
    const screen = screens.find((s) => s.id === id);
    actionBox.replaceChildren();
    settingBox.replaceChildren();
    if (!screen) return;
    document.title = `${screen.title} — OpenCollectionView Gallery`;
    titleLine.textContent = screen.title;
    summaryLine.textContent = typeof screen.summary === 'string' ? screen.summary : '';
    // The current screen's group stays open.
    const button = screenList.querySelector(`button[data-screen="${CSS.escape(id)}"]`);
    const group = button && button.closest('details');
    if (group) group.open = true;
    for (const action of screen.actions || []) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = action.title;
      button.dataset.action = action.name;
      button.addEventListener('click', () => {
        if (action.clearsNotices === true) { noticeList.replaceChildren(); noticeList.title = ''; }
        send({ type: 'action', name: action.name });
      });
      actionBox.appendChild(button);
    }
    for (const setting of screen.settings || []) settingBox.appendChild(settingControl(setting));
    for (const field of screen.fields || []) {
      const input = document.createElement('input');
      input.type = 'search';
      input.placeholder = field.title;
      input.maxLength = 256;
      input.dataset.field = field.name;
      input.addEventListener('input', () => send({ type: 'text', name: field.name, text: input.value }));
      settingBox.appendChild(input);
    }
    noticeList.replaceChildren();
  }

  function settingControl(setting) {
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.dataset.setting = setting.name;
    const isToggle = setting.minimum === 0 && setting.maximum === 1 && setting.step === 1;
    if (isToggle) {
      input.type = 'checkbox';
      input.checked = setting.value !== 0;
      input.addEventListener('change', () => send({ type: 'setting', name: setting.name, value: input.checked ? 1 : 0 }));
      label.append(input, ` ${setting.title}`);
    } else {
      input.type = 'range';
      input.min = String(setting.minimum);
      input.max = String(setting.maximum);
      input.step = String(setting.step);
      input.value = String(setting.value);
      input.addEventListener('input', () => send({ type: 'setting', name: setting.name, value: Number(input.value) }));
      label.append(`${setting.title} `, input);
    }
    return label;
  }

  menuButton.addEventListener('click', () => {
    const open = document.body.classList.toggle('drawer-open');
    menuButton.setAttribute('aria-expanded', open ? 'true' : 'false');
  });
  // The scrim over the page while the drawer is open closes it.
  document.getElementById('scrim').addEventListener('click', () => {
    document.body.classList.remove('drawer-open');
    menuButton.setAttribute('aria-expanded', 'false');
  });
  // On a phone what to try keeps one line; a tap shows all of it.
  summaryLine.addEventListener('click', () => summaryLine.classList.toggle('expanded'));
  // On a phone the page's own switches fold behind Options.
  const optionsButton = document.getElementById('options');
  optionsButton.addEventListener('click', () => {
    const open = document.body.classList.toggle('options-open');
    optionsButton.setAttribute('aria-expanded', open ? 'true' : 'false');
  });

  rtlToggle.addEventListener('change', () => {
    stage.classList.toggle('rtl', rtlToggle.checked);
    send({ type: 'setting', name: 'rightToLeft', value: rtlToggle.checked ? 1 : 0 });
  });
  analysisToggle.addEventListener('change', () => { panel.hidden = !analysisToggle.checked; });
  // The reader's text size (a content size category, 0 = extra small … 3 = large … 11), for the session.
  textSize.addEventListener('input', () => send({ type: 'setting', name: 'contentSizeCategory', value: Number(textSize.value) }));

  // MARK: Frames

  function tick(now) {
    requestAnimationFrame(tick);
    if (!welcomed || awaiting || !socket || socket.readyState !== WebSocket.OPEN) return;
    const message = { type: 'frame', time: now };
    const size = viewport();
    if (!lastViewport || size.width !== lastViewport.width || size.height !== lastViewport.height) {
      message.viewport = size;
      lastViewport = size;
    }
    if (pendingMove) { pendingEvents.push(pendingMove); pendingMove = null; }
    if (pendingEvents.length) message.events = pendingEvents.splice(0, MAX_EVENTS);
    if (pendingAnswers.length) message.answers = pendingAnswers.splice(0, MAX_ANSWERS);
    awaiting = true;
    send(message);
  }

  function report(message) {
    awaiting = false;
    debug.frames += 1;
    reports.push(message);
    // A minute at 60 Hz is kept for the panel and for anyone measuring a session.
    if (reports.length > 4000) reports.splice(0, reports.length - 3600);
    if (!panel.hidden) drawPanel();
  }

  // A frame's spare-time work (prefetching), done after its answer: added to that frame's report.
  function spareTime(message) {
    for (let i = reports.length - 1; i >= 0 && i >= reports.length - 8; i -= 1) {
      const r = reports[i];
      if (r.frame !== message.frame) continue;
      r.idle += message.idle;
      r.engine += message.idle;
      r.prefetchedCells += message.prefetchedCells;
      r.prefetchedItems += message.prefetchedItems;
      break;
    }
  }

  function apply(frame) {
    if (rootId !== frame.root) {
      views.delete(rootId);
      rootId = frame.root;
      views.set(rootId, stageView);
    }
    for (const id of frame.removed || []) {
      const view = views.get(id);
      if (!view || view === stageView) continue;
      view.el.remove();
      views.delete(id);
    }
    for (const insertion of frame.inserted || []) insert(insertion);
    for (const move of frame.moved || []) {
      const view = views.get(move.id);
      const parent = views.get(move.parent);
      if (view && parent) place(view.el, parent, move.index);
    }
    for (const update of frame.updated || []) {
      const view = views.get(update.id);
      if (!view) continue;
      if (view === stageView) { setOffset(view, update.props); continue; }
      stopAnimations(view);
      setProps(view, update.props);
    }
    for (const change of frame.content || []) {
      const view = views.get(change.id);
      if (!view || view === stageView) continue;
      setContent(view, change.content);
      setBackground(view, change.background);
    }
    for (const animation of frame.animations || []) animate(views.get(animation.id), animation, frame.time);
    for (const request of frame.measure || []) measure(request);
  }

  function insert(insertion) {
    const parent = views.get(insertion.parent);
    if (!parent || views.has(insertion.id)) return;
    const el = document.createElement('div');
    el.className = 'v';
    el.dataset.id = String(insertion.id);
    el.dataset.kind = String(insertion.kind).slice(0, 64);
    const inner = document.createElement('div');
    inner.className = 'inner';
    el.appendChild(inner);
    const view = { el, inner, content: null, bg: null, props: null, look: null };
    views.set(insertion.id, view);
    setProps(view, insertion.props);
    setBackground(view, insertion.background);
    setContent(view, insertion.content);
    place(el, parent, insertion.index);
  }

  function place(el, parent, index) {
    const siblings = parent.inner.children;
    const reference = index >= 0 && index < siblings.length ? siblings[index] : null;
    if (reference !== el) parent.inner.insertBefore(el, reference);
  }

  function transformOf(props) {
    let transform = `translate(${props.x}px, ${props.y}px)`;
    if (Array.isArray(props.transform)) {
      const values = props.transform.map(Number).join(', ');
      transform += props.transform.length === 6 ? ` matrix(${values})` : ` matrix3d(${values})`;
    }
    return transform;
  }

  function setProps(view, props) {
    const style = view.el.style;
    style.width = `${props.w}px`;
    style.height = `${props.h}px`;
    style.transform = transformOf(props);
    style.opacity = String(props.alpha);
    style.display = props.hidden ? 'none' : '';
    style.zIndex = String(props.z);
    view.el.classList.toggle('clips', Boolean(props.clips));
    setLook(view, props.look);
    setOffset(view, props);
    view.props = props;
  }

  /** Corner radii in CSS order (top-left, top-right, bottom-right, bottom-left) for a corner mask. */
  function radii(look) {
    const r = Math.max(0, Number(look.radius) || 0);
    if (look.corners === undefined || look.corners === null) return `${r}px`;
    const mask = Number(look.corners) || 0;
    return [1, 2, 8, 4].map((bit) => (mask & bit ? `${r}px` : '0')).join(' ');
  }

  /** A layer's background, corners, border (drawn above the content and subviews) and shadow. */
  function setLook(view, look) {
    const el = view.el, style = el.style;
    if (!look) {
      if (view.look) {
        style.backgroundColor = style.borderRadius = style.boxShadow = '';
        style.removeProperty('--bw');
        style.removeProperty('--bc');
        el.classList.remove('bordered', 'continuous');
      }
      view.look = null;
      return;
    }
    style.backgroundColor = color(look.bg);
    style.borderRadius = look.radius ? radii(look) : '';
    el.classList.toggle('continuous', Boolean(look.continuous));
    if (look.border && look.border.w > 0) {
      style.setProperty('--bw', `${Math.max(0, Number(look.border.w) || 0)}px`);
      style.setProperty('--bc', color(look.border.c));
      el.classList.add('bordered');
    } else {
      el.classList.remove('bordered');
    }
    const s = look.shadow;
    style.boxShadow = s ? `${Number(s.x) || 0}px ${Number(s.y) || 0}px ${Math.max(0, Number(s.blur) || 0)}px ${color(s.c)}` : '';
    view.look = look;
  }

  function setOffset(view, props) {
    view.inner.style.transform = props.ox || props.oy ? `translate(${-props.ox}px, ${-props.oy}px)` : '';
  }

  function stopAnimations(view) {
    for (const running of view.el.getAnimations()) running.cancel();
    for (const running of view.inner.getAnimations()) running.cancel();
  }

  const EASINGS = {
    easeInOut: 'cubic-bezier(0.42, 0, 0.58, 1)',
    easeIn: 'cubic-bezier(0.42, 0, 1, 1)',
    easeOut: 'cubic-bezier(0, 0, 0.58, 1)',
    linear: 'linear',
  };

  /** A spring with the engine's damping ratio, sampled into a CSS linear() easing. */
  function springEasing(damping) {
    const zeta = Math.min(Math.max(Number(damping) || 1, 0.05), 1);
    const omega = 2 * Math.PI / 0.5;
    const points = [];
    for (let i = 0; i <= 40; i++) {
      const t = i / 40;
      let value;
      if (zeta >= 1) {
        value = 1 - (1 + omega * t) * Math.exp(-omega * t);
      } else {
        const wd = omega * Math.sqrt(1 - zeta * zeta);
        value = 1 - Math.exp(-zeta * omega * t) * (Math.cos(wd * t) + (zeta * omega / wd) * Math.sin(wd * t));
      }
      points.push(i === 40 ? 1 : Math.round(value * 1000) / 1000);
    }
    return `linear(${points.join(', ')})`;
  }

  function animate(view, animation, frameTime) {
    if (!view || view === stageView) return;
    stopAnimations(view);
    const options = {
      duration: Math.max(0, animation.duration * 1000),
      delay: Math.max(0, (animation.start - frameTime) * 1000),
      easing: animation.curve === 'spring' ? springEasing(animation.damping) : (EASINGS[animation.curve] || 'ease-in-out'),
      fill: 'backwards',
    };
    const from = animation.from, to = animation.to;
    const frame = (props) => {
      const keyframe = { transform: transformOf(props), opacity: props.alpha, width: `${props.w}px`, height: `${props.h}px` };
      if (from.look || to.look) {
        keyframe.backgroundColor = props.look && props.look.bg ? color(props.look.bg) : 'transparent';
        keyframe.borderRadius = props.look && props.look.radius ? radii(props.look) : '0px';
      }
      return keyframe;
    };
    view.el.animate([frame(from), frame(to)], options);
    if (from.ox !== to.ox || from.oy !== to.oy) {
      view.inner.animate([
        { transform: `translate(${-from.ox}px, ${-from.oy}px)` },
        { transform: `translate(${-to.ox}px, ${-to.oy}px)` },
      ], options);
    }
  }

  // MARK: Content

  function color(c) {
    if (!c) return '';
    const channel = (v) => Math.round(Math.min(Math.max(Number(v) || 0, 0), 1) * 255);
    return `rgba(${channel(c.r)}, ${channel(c.g)}, ${channel(c.b)}, ${Math.min(Math.max(Number(c.a) || 0, 0), 1)})`;
  }

  const WEIGHTS = { ultraLight: 100, thin: 200, light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900 };
  const ALIGNMENTS = { natural: 'start', left: 'left', right: 'right', center: 'center', justified: 'justify' };
  const CLASS_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

  function textElement(text) {
    const el = document.createElement('div');
    el.className = 't';
    el.textContent = String(text.text);
    el.style.fontSize = `${Number(text.font.size)}px`;
    el.style.fontWeight = String(WEIGHTS[text.font.weight] || 400);
    if (text.font.tabular === true) el.style.fontVariantNumeric = 'tabular-nums';
    el.style.color = color(text.color);
    el.style.textAlign = ALIGNMENTS[text.align] || 'start';
    if (Number(text.lines) === 1) {
      // One line ends in an ellipsis where the characters run out (UIKit's tail truncation), not at
      // the last word that fits.
      el.classList.add('one-line');
    } else if (text.lines > 0) {
      el.classList.add('clamp');
      el.style.webkitLineClamp = String(text.lines);
    }
    return el;
  }

  function hue(name) {
    let hash = 0;
    for (const ch of String(name)) hash = (hash * 31 + ch.codePointAt(0)) % 360;
    return hash;
  }

  function imageElement(image, tint) {
    const bitmap = bitmapElement(image);
    if (bitmap) {
      bitmap.style.width = `${Number(image.w)}px`;
      bitmap.style.height = `${Number(image.h)}px`;
      bitmap.style.objectFit = 'cover';
      return bitmap;
    }
    const el = document.createElement('span');
    el.className = 'img';
    el.style.width = `${Number(image.w)}px`;
    el.style.height = `${Number(image.h)}px`;
    if (image.system) {
      // A symbol in list or custom content: drawn like an image view's, in its tint; a name the
      // library cannot draw is a neutral placeholder (the server reports it once).
      el.classList.add('symbolbox');
      el.dataset.symbol = String(image.name);
      el.style.color = color(tint || image.tint || { r: 0, g: 0.478, b: 1, a: 1 });
      el.appendChild(symbolElement(image.name, image.weight, 'xMidYMid meet') || missingSymbolElement());
      return el;
    }
    el.style.background = tint ? color(tint) : `hsl(${hue(image.name)}, 55%, 55%)`;
    el.style.fontSize = `${Math.max(8, Math.min(Number(image.w), Number(image.h)) * 0.5)}px`;
    el.title = String(image.name);
    el.textContent = String(image.name).slice(0, 1).toUpperCase();
    return el;
  }

  // System symbols (F34): SF Symbols names drawn with Lucide's icons, from the library the server
  // sends as /symbols.json (generated by scripts/generate-symbols; the testing kit's SVG renderer
  // reads the same file and draws by the same rules). A listed name draws its outline; `.fill`
  // fills the body and knocks the details out of it; `.circle` / `.square` put the glyph in a ring
  // or a rounded square. Everything is made with createElementNS (the page never parses markup).
  let symbolLibrary = { symbols: {}, strokeWidths: {}, containers: {}, insetScale: 0.56, insetStroke: 0.9 };
  let maskSerial = 0;
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const ACTIVITY = ['M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16Z'];

  /** Reads the symbol library; the page connects once it is read, or could not be within 5 s
   *  (symbols are then placeholders: a slow file never keeps the page from its session). */
  function loadSymbols() {
    const read = fetch('symbols.json', { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((library) => {
        if (library && typeof library.symbols === 'object' && library.symbols !== null) symbolLibrary = library;
      })
      .catch(() => {});
    return Promise.race([read, new Promise((resolve) => { setTimeout(resolve, 5000); })]);
  }

  /** How a name is drawn ({ glyph, filled, container }), or null: the same rules as SymbolLibrary.drawing(for:). */
  function symbolDrawing(name) {
    const symbols = symbolLibrary.symbols;
    const own = (key) => (Object.prototype.hasOwnProperty.call(symbols, key) ? symbols[key] : undefined);
    if (own(name)) return { glyph: own(name), filled: false, container: null };
    let stem = name, filled = false;
    if (stem.endsWith('.fill')) {
      stem = stem.slice(0, -5);
      filled = true;
      if (own(stem)) return { glyph: own(stem), filled: true, container: null };
    }
    for (const container of ['circle', 'square']) {
      const suffix = `.${container}`;
      if (typeof symbolLibrary.containers[container] !== 'string' || !stem.endsWith(suffix)) continue;
      const glyph = own(stem.slice(0, -suffix.length));
      if (glyph) return { glyph, filled, container };
    }
    return null;
  }

  function svgNode(tag, attributes) {
    const node = document.createElementNS(SVG_NS, tag);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
    return node;
  }

  /** The glyph's paths from `from` to `to` into `parent`; dots filled with `dotFill`. */
  function drawPaths(parent, glyph, from, to, dotFill) {
    const dots = new Set(Array.isArray(glyph.dots) ? glyph.dots : []);
    for (let index = from; index < to; index += 1) {
      const d = String(glyph.paths[index]);
      parent.appendChild(svgNode('path', dots.has(index) ? { d, fill: dotFill } : { d }));
    }
  }

  /** A mask: white everywhere, the knocked-out shapes black. */
  function knockOutMask(svg) {
    maskSerial += 1;
    const id = `ocv-symbol-mask-${maskSerial}`;
    const mask = svgNode('mask', { id, maskUnits: 'userSpaceOnUse', x: -2, y: -2, width: 28, height: 28 });
    mask.appendChild(svgNode('rect', { x: -2, y: -2, width: 28, height: 28, fill: '#fff', stroke: 'none' }));
    svg.appendChild(mask);
    return [id, mask];
  }

  /** A symbol's SVG, or null for a name the library cannot draw. */
  function symbolElement(name, weight, preserve) {
    const strokes = symbolLibrary.strokeWidths || {};
    const stroke = Number(strokes[weight] || strokes.regular || 1.9);
    const svg = svgNode('svg', {
      viewBox: '0 0 24 24', preserveAspectRatio: preserve, fill: 'none', stroke: 'currentColor',
      'stroke-width': stroke, 'stroke-linecap': 'round', 'stroke-linejoin': 'round',
    });
    svg.classList.add('symbol');
    if (String(name) === '_activity') {
      svg.appendChild(svgNode('path', { d: ACTIVITY[0], 'stroke-dasharray': '1 5.28', 'stroke-width': 3.2, class: 'spin' }));
      return svg;
    }
    const drawing = symbolDrawing(String(name));
    if (!drawing || !Array.isArray(drawing.glyph.paths)) return null;
    const glyph = drawing.glyph, count = glyph.paths.length;
    if (drawing.container) {
      const scale = Number(symbolLibrary.insetScale), outline = String(symbolLibrary.containers[drawing.container]);
      const inset = { transform: `translate(12 12) scale(${scale}) translate(-12 -12)`, 'stroke-width': stroke * Number(symbolLibrary.insetStroke) / scale };
      if (drawing.filled) {
        const [id, mask] = knockOutMask(svg);
        const group = svgNode('g', { ...inset, stroke: '#000' });
        drawPaths(group, glyph, 0, count, '#000');
        mask.appendChild(group);
        svg.appendChild(svgNode('path', { d: outline, fill: 'currentColor', mask: `url(#${id})` }));
      } else {
        svg.appendChild(svgNode('path', { d: outline }));
        const group = svgNode('g', inset);
        drawPaths(group, glyph, 0, count, 'currentColor');
        svg.appendChild(group);
      }
    } else if (drawing.filled) {
      const body = Math.max(0, Math.min(count, Number(glyph.body) || 0));
      const group = svgNode('g', { fill: 'currentColor' });
      if (body < count) {
        const [id, mask] = knockOutMask(svg);
        const details = svgNode('g', { stroke: '#000' });
        drawPaths(details, glyph, body, count, '#000');
        mask.appendChild(details);
        group.setAttribute('mask', `url(#${id})`);
      }
      drawPaths(group, glyph, 0, body, 'currentColor');
      svg.appendChild(group);
    } else {
      drawPaths(svg, glyph, 0, count, 'currentColor');
    }
    return svg;
  }

  /** The neutral placeholder of a symbol the library cannot draw: a dashed grey rounded square. */
  function missingSymbolElement() {
    const svg = svgNode('svg', { viewBox: '0 0 24 24', preserveAspectRatio: 'xMidYMid meet' });
    svg.classList.add('symbol', 'missing');
    svg.appendChild(svgNode('rect', { x: 3, y: 3, width: 18, height: 18, rx: 4, fill: 'none', stroke: '#8e8e93', 'stroke-width': 1.5, 'stroke-dasharray': '3 2.5' }));
    return svg;
  }

  const PRESERVE = { scaleToFill: 'none', scaleAspectFit: 'xMidYMid meet', scaleAspectFill: 'xMidYMid slice', redraw: 'none' };
  const PLACE = {
    center: ['center', 'center'], top: ['center', 'start'], bottom: ['center', 'end'], left: ['start', 'center'],
    right: ['end', 'center'], topLeft: ['start', 'start'], topRight: ['end', 'start'], bottomLeft: ['start', 'end'],
    bottomRight: ['end', 'end'],
  };

  // App images from data (F34): their bytes arrive once, as data URLs kept by id.
  const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);
  const storedImages = new Map();
  function storeImage(message) {
    const id = String(message.id), mime = String(message.mime), data = String(message.data);
    if (!/^[0-9a-f]{1,16}$/.test(id) || !IMAGE_TYPES.has(mime) || !/^[A-Za-z0-9+/=]*$/.test(data)) return;
    if (storedImages.size > 512) storedImages.delete(storedImages.keys().next().value);
    storedImages.set(id, `data:${mime};base64,${data}`);
  }
  function bitmapElement(image) {
    const src = image.bitmap ? storedImages.get(String(image.bitmap)) : undefined;
    if (!src) return null;
    const img = document.createElement('img');
    img.className = 'bitmap';
    img.alt = '';
    // A drag that starts on a picture is the engine's (a scroll, a reorder), not the browser's image drag.
    img.draggable = false;
    img.src = src;
    return img;
  }
  const FITS = { scaleToFill: 'fill', scaleAspectFit: 'contain', scaleAspectFill: 'cover', redraw: 'fill' };

  /** An image view's image: scaled into the bounds by its content mode, or placed at its own size. */
  function imageViewElement(content, el) {
    const image = content.image;
    const mode = String(content.mode);
    el.classList.add('imageview');
    if (image.system) el.dataset.symbol = String(image.name);
    if (content.imageTint) el.style.color = color(content.imageTint);
    const place = PLACE[mode];
    if (place) {
      el.style.justifyContent = place[0];
      el.style.alignItems = place[1];
    }
    let inner = image.system ? symbolElement(image.name, image.weight, place ? 'xMidYMid meet' : (PRESERVE[mode] || 'none')) : bitmapElement(image);
    if (inner && inner.tagName === 'IMG') inner.style.objectFit = FITS[mode] || 'none';
    if (!inner && image.system) inner = missingSymbolElement();
    if (!inner) {
      inner = document.createElement('span');
      inner.className = 'img';
      inner.style.background = content.imageTint ? color(content.imageTint) : `hsl(${hue(image.name)}, 55%, 55%)`;
      inner.textContent = String(image.name).slice(0, 1).toUpperCase();
    }
    if (place) {
      inner.style.width = `${Number(image.w)}px`;
      inner.style.height = `${Number(image.h)}px`;
      inner.style.flex = 'none';
    } else {
      inner.style.width = inner.style.height = '100%';
    }
    el.appendChild(inner);
  }

  function partElement(part, depth = 0) {
    if (!part || depth > 32) return document.createElement('span');
    switch (part.kind) {
      case 'text': {
        const el = textElement(part.text);
        el.style.textAlign = '';
        return el;
      }
      case 'image': return imageElement(part.image, null);
      case 'swatch': {
        const el = document.createElement('div');
        el.className = 'swatch';
        el.style.background = color(part.color);
        if (part.w != null) el.style.width = `${Number(part.w)}px`; else el.style.alignSelf = 'stretch';
        if (part.h != null) el.style.height = `${Number(part.h)}px`; else el.style.flex = '1 1 auto';
        return el;
      }
      case 'vertical':
      case 'horizontal': {
        const el = document.createElement('div');
        el.className = part.kind === 'vertical' ? 'col' : 'row';
        el.style.gap = `${Number(part.spacing) || 0}px`;
        for (const child of part.parts || []) el.appendChild(partElement(child, depth + 1));
        return el;
      }
      case 'styled': {
        const el = document.createElement('div');
        for (const name of part.classes || []) if (CLASS_NAME.test(name)) el.classList.add(name);
        for (const child of part.parts || []) el.appendChild(partElement(child, depth + 1));
        return el;
      }
      default: return document.createElement('span');
    }
  }

  function contentElement(content) {
    const el = document.createElement('div');
    const m = content.margins;
    el.style.paddingBlock = `${Number(m.top)}px ${Number(m.bottom)}px`;
    // A swiped row's content slides past its edge: a negative margin is drawn as a negative CSS margin
    // (padding cannot be negative), so the content moves instead of stopping at the edge.
    const leading = Number(m.leading), trailing = Number(m.trailing);
    el.style.paddingInline = `${Math.max(0, leading)}px ${Math.max(0, trailing)}px`;
    if (leading < 0) el.style.marginInlineStart = `${leading}px`;
    if (trailing < 0) el.style.marginInlineEnd = `${trailing}px`;
    if (content.kind === 'list') {
      el.classList.add('list');
      el.style.gap = `${Number(content.imagePadding) || 0}px`;
      if (content.image) {
        const image = imageElement(content.image, content.imageTint);
        if (content.imageRadius != null) image.style.borderRadius = `${Number(content.imageRadius)}px`;
        el.appendChild(image);
      }
      const texts = document.createElement('div');
      texts.className = 'texts';
      if (content.sideBySideGap != null) {
        // A value cell: the secondary text after the text, wrapping below it when both do not fit.
        texts.classList.add('side');
        texts.style.columnGap = `${Number(content.sideBySideGap) || 0}px`;
      }
      if (content.text) texts.appendChild(textElement(content.text));
      if (content.secondary) texts.appendChild(textElement(content.secondary));
      el.appendChild(texts);
    } else if (content.kind === 'textField') {
      el.classList.add('textfield');
      el.appendChild(textFieldElement(content));
    } else if (content.kind === 'imageView') {
      imageViewElement(content, el);
    } else if (content.kind === 'text') {
      el.classList.add('label');
      el.appendChild(labelElement(content.text));
    } else {
      el.appendChild(partElement(content.part));
    }
    return el;
  }

  /**
   * A text field's editor: an input the page owns (caret, selection, keyboard) whose text the engine
   * owns — every change goes to the engine, which sends back the text it kept.
   */
  function textFieldElement(content) {
    const input = document.createElement('input');
    input.type = content.secure ? 'password' : 'text';
    input.className = 'tf';
    input.maxLength = MAX_TEXT;
    input.autocomplete = 'off';
    input.spellcheck = false;
    const viewId = () => Number(input.closest('.v')?.dataset.id);
    const send = (phase) => queue({ kind: 'text', view: viewId(), phase, text: input.value.slice(0, MAX_TEXT) });
    input.addEventListener('input', () => send('change'));
    input.addEventListener('focus', () => send('focus'));
    input.addEventListener('blur', () => send('blur'));
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') { event.preventDefault(); send('submit'); }
    });
    updateTextField(input, content);
    return input;
  }

  function updateTextField(input, content) {
    const text = content.text;
    // Only when the engine's text differs (a refused change, a text set by code): keeps the caret.
    if (input.value !== String(text.text)) input.value = String(text.text);
    input.placeholder = String(content.placeholder || '');
    input.disabled = content.disabled === true;
    input.type = content.secure ? 'password' : 'text';
    input.style.fontSize = `${Number(text.font.size)}px`;
    input.style.fontWeight = String(WEIGHTS[text.font.weight] || 400);
    input.style.color = color(text.color);
    input.style.textAlign = ALIGNMENTS[text.align] || 'start';
  }

  /** A label's text: one line with an ellipsis (or clipped), or wrapped, clamped to its line count. */
  function labelElement(text) {
    const el = textElement(text);
    // The engine resolved the alignment to a physical edge; the text runs in its own direction, so
    // an English text in a right-to-left layout still ends with the ellipsis on the right.
    el.dir = 'auto';
    const lines = Number(text.lines) || 0;
    if (lines === 1) {
      el.classList.remove('clamp');
      el.classList.add('one');
      if (text.breakMode === 'clipping') el.classList.add('clip');
      el.textContent = String(text.text).replace(/\n/g, ' ');
    } else if (text.breakMode === 'charWrapping') {
      el.classList.add('chars');
    }
    if (Array.isArray(text.runs)) {
      // Attributed text: one span per run, each in its own font, colour and decoration.
      el.textContent = '';
      for (const run of text.runs.slice(0, 4096)) {
        const span = document.createElement('span');
        span.textContent = lines === 1 ? String(run.text).replace(/\n/g, ' ') : String(run.text);
        span.style.fontSize = `${Number(run.font.size)}px`;
        span.style.fontWeight = String(WEIGHTS[run.font.weight] || 400);
        if (run.font.tabular === true) span.style.fontVariantNumeric = 'tabular-nums';
        span.style.color = color(run.color);
        if (run.bg) span.style.backgroundColor = color(run.bg);
        const lines2 = [run.underline === true ? 'underline' : '', run.strike === true ? 'line-through' : ''].filter(Boolean);
        if (lines2.length) span.style.textDecorationLine = lines2.join(' ');
        el.appendChild(span);
      }
    }
    return el;
  }

  function setContent(view, content) {
    // A text field keeps its editor (and so its focus and caret) across updates.
    if (content && content.kind === 'textField' && view.content && view.content.classList.contains('textfield')) {
      updateTextField(view.content.firstChild, content);
      return;
    }
    if (view.content) { view.content.remove(); view.content = null; }
    if (!content) return;
    const el = contentElement(content);
    el.classList.add('content');
    view.el.insertBefore(el, view.inner);
    view.content = el;
  }

  function setBackground(view, background) {
    if (view.bg) { view.bg.remove(); view.bg = null; }
    if (!background) return;
    const el = document.createElement('div');
    el.className = 'bg';
    const i = background.insets;
    el.style.insetBlock = `${Number(i.top)}px ${Number(i.bottom)}px`;
    el.style.insetInline = `${Number(i.leading)}px ${Number(i.trailing)}px`;
    el.style.background = color(background.color);
    el.style.borderRadius = `${Number(background.radius)}px`;
    if (background.stroke && background.strokeWidth > 0) {
      el.style.border = `${Number(background.strokeWidth)}px solid ${color(background.stroke)}`;
    }
    view.el.insertBefore(el, view.el.firstChild);
    view.bg = el;
  }

  /** Measures content at the engine's fixed axis; answered with the next frame. */
  function measure(request) {
    const box = document.createElement('div');
    const el = contentElement(request.content);
    if (request.width != null) box.style.width = `${request.width}px`; else box.style.width = 'max-content';
    if (request.content.kind === 'text') {
      // A label: as wide as its text, wrapping at its wrap width when it has one.
      el.style.position = 'static';
      if (request.content.maxWidth != null) box.style.maxWidth = `${Number(request.content.maxWidth)}px`;
    }
    if (request.height != null) box.style.height = `${request.height}px`;
    el.style.height = 'auto';
    box.appendChild(el);
    measureRoot.appendChild(box);
    const rect = el.getBoundingClientRect();
    pendingAnswers.push({
      request: request.request,
      width: request.width != null ? request.width : Math.ceil(rect.width * 2) / 2,
      height: request.height != null ? request.height : Math.ceil(rect.height * 2) / 2,
    });
    box.remove();
  }

  // MARK: Input

  function stagePoint(event) {
    const rect = stage.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  function modifiers(event) {
    const names = [];
    if (event.shiftKey) names.push('shift');
    if (event.ctrlKey) names.push('control');
    if (event.altKey) names.push('alt');
    if (event.metaKey) names.push('meta');
    return names;
  }

  function queue(event) {
    if (pendingEvents.length >= MAX_EVENTS) pendingEvents.shift();
    pendingEvents.push(event);
  }

  stage.addEventListener('wheel', (event) => {
    event.preventDefault();
    const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? stage.clientHeight : 1;
    const point = stagePoint(event);
    let dx = event.deltaX * scale, dy = event.deltaY * scale;
    if (event.shiftKey && dx === 0) { dx = dy; dy = 0; }
    queue({ kind: 'wheel', x: point.x, y: point.y, dx, dy });
  }, { passive: false });

  let pressed = false;
  function pointer(event, phase) {
    const point = stagePoint(event);
    const record = { kind: 'pointer', phase, x: point.x, y: point.y, pointer: event.pointerType === 'touch' ? 'touch' : 'mouse', modifiers: modifiers(event) };
    if (phase === 'moved') { pendingMove = record; return; }
    if (pendingMove) { queue(pendingMove); pendingMove = null; }
    queue(record);
  }
  const isEditor = (event) => event.target instanceof HTMLInputElement && event.target.classList.contains('tf');
  // A right click opens the app's context menu (a secondary click), never the browser's.
  stage.addEventListener('contextmenu', (event) => { if (!isEditor(event)) event.preventDefault(); });
  stage.addEventListener('pointerdown', (event) => {
    if (event.button === 2 && !isEditor(event)) {
      const point = stagePoint(event);
      queue({ kind: 'pointer', phase: 'down', x: point.x, y: point.y, pointer: 'mouse', button: 'secondary', modifiers: modifiers(event) });
      return;
    }
    if (event.button !== 0 || isEditor(event)) return;
    stage.focus();
    pressed = true;
    stage.setPointerCapture(event.pointerId);
    pointer(event, 'down');
  });
  stage.addEventListener('dragstart', (event) => event.preventDefault());
  stage.addEventListener('pointermove', (event) => { if (pressed) pointer(event, 'moved'); });
  stage.addEventListener('pointerup', (event) => { if (pressed) { pressed = false; pointer(event, 'up'); } });
  stage.addEventListener('pointercancel', (event) => { if (pressed) { pressed = false; pointer(event, 'cancelled'); } });

  const KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End', ' ', 'Enter', 'Escape', 'Tab']);
  stage.addEventListener('keydown', (event) => {
    if (isEditor(event)) return;
    const known = KEYS.has(event.key) || [...event.key].length === 1;
    if (!known) return;
    if (event.key !== 'Tab') event.preventDefault();
    queue({ kind: 'key', key: event.key, modifiers: modifiers(event) });
  });

  // MARK: Technical analysis

  function drawPanel() {
    const context = plot.getContext('2d');
    const w = plot.width, h = plot.height;
    const recent = reports.slice(-PLOT_FRAMES);
    const budgetMs = 1000 / 60;
    const maxMs = Math.max(budgetMs * 1.25, ...recent.map((r) => r.engine / 1000));
    const y = (ms) => h - (ms / maxMs) * (h - 4);
    context.clearRect(0, 0, w, h);
    context.fillStyle = 'rgba(255,255,255,0.06)';
    context.fillRect(0, 0, w, h);
    context.fillStyle = '#64d2ff';
    const barWidth = w / PLOT_FRAMES;
    recent.forEach((r, i) => {
      const ms = r.engine / 1000;
      context.fillStyle = ms > budgetMs ? '#ff453a' : '#64d2ff';
      context.fillRect(i * barWidth, y(ms), Math.max(1, barWidth - 0.5), h - y(ms));
    });
    context.strokeStyle = '#ffd60a';
    context.setLineDash([4, 3]);
    context.beginPath();
    context.moveTo(0, y(budgetMs));
    context.lineTo(w, y(budgetMs));
    context.stroke();
    context.setLineDash([]);
    context.fillStyle = '#ffd60a';
    context.fillText('16.67 ms', 4, y(budgetMs) - 3);

    const engine = recent.map((r) => r.engine);
    const average = engine.length ? engine.reduce((a, b) => a + b, 0) / engine.length : 0;
    const over = recent.filter((r) => r.engine / 1000 > budgetMs).length;
    const bytes = recent.length ? recent.reduce((a, r) => a + r.bytes, 0) / recent.length : 0;
    const cells = recent.reduce((a, r) => a + r.cells, 0);
    const prefetched = recent.reduce((a, r) => a + r.prefetchedCells, 0);
    const last = recent[recent.length - 1] || { engine: 0, layout: 0, render: 0, idle: 0, session: 0 };
    const ms = (micros) => ((micros || 0) / 1000).toFixed(2);
    const rows = [
      ['Engine, last frame', `${ms(last.engine)} ms (layout ${ms(last.layout)}, render ${ms(last.render)}, screen ${ms(last.session)}, spare time ${ms(last.idle)})`],
      ['Engine, average', `${(average / 1000).toFixed(2)} ms over ${recent.length} frames`],
      ['Over 16.67 ms', `${over} frames`],
      ['Cells configured', `${cells} on screen, ${prefetched} prefetched`],
      ['Bytes per frame', `${Math.round(bytes)} B`],
      ['Elements on the page', `${views.size}`],
    ];
    stats.replaceChildren();
    for (const [name, value] of rows) {
      const dt = document.createElement('dt');
      dt.textContent = name;
      const dd = document.createElement('dd');
      dd.textContent = value;
      stats.append(dt, dd);
    }
  }

  loadSymbols().then(connect);
  requestAnimationFrame(tick);
})();
