// The technical-analysis panel: the engine's time per frame, plotted against the 60 Hz budget, and
// its totals. The reports are kept for the panel and for anyone measuring a session.

/** The frames the plot shows. */
export const PLOT_FRAMES = 240;
/** A 60 Hz frame, in milliseconds. */
export const BUDGET_MS = 1000 / 60;
/** The most reports kept (about a minute at 60 Hz); past it the oldest 400 or more go. */
export const MAX_REPORTS = 4000;
const KEPT_REPORTS = 3600;

/** The engine's frame reports, as the server sends them (`report`, then `idle` for spare time). */
export class ReportLog {
  constructor() {
    this.reports = [];
  }

  /** Keeps a frame's report. */
  record(report) {
    this.reports.push(report);
    if (this.reports.length > MAX_REPORTS) this.reports.splice(0, this.reports.length - KEPT_REPORTS);
  }

  /** Adds a frame's spare-time work (prefetching, done after its answer) to that frame's report, if recent. */
  addIdle(message) {
    const reports = this.reports;
    for (let i = reports.length - 1; i >= 0 && i >= reports.length - 8; i -= 1) {
      const r = reports[i];
      if (r.frame !== message.frame) continue;
      r.idle += message.idle;
      r.engine += message.idle;
      r.prefetchedCells += message.prefetchedCells;
      r.prefetchedItems += message.prefetchedItems;
      return true;
    }
    return false;
  }

  /** The last `count` reports. */
  recent(count = PLOT_FRAMES) {
    return this.reports.slice(-count);
  }
}

/** The panel's rows ([name, value]) for `recent` reports and `viewCount` elements on the page. */
export function panelRows(recent, viewCount) {
  const engine = recent.map((r) => r.engine);
  const average = engine.length ? engine.reduce((a, b) => a + b, 0) / engine.length : 0;
  const over = recent.filter((r) => r.engine / 1000 > BUDGET_MS).length;
  const bytes = recent.length ? recent.reduce((a, r) => a + r.bytes, 0) / recent.length : 0;
  const cells = recent.reduce((a, r) => a + r.cells, 0);
  const prefetched = recent.reduce((a, r) => a + r.prefetchedCells, 0);
  const last = recent[recent.length - 1] || { engine: 0, layout: 0, render: 0, idle: 0, session: 0 };
  const ms = (micros) => ((micros || 0) / 1000).toFixed(2);
  return [
    ['Engine, last frame', `${ms(last.engine)} ms (layout ${ms(last.layout)}, render ${ms(last.render)}, screen ${ms(last.session)}, spare time ${ms(last.idle)})`],
    ['Engine, average', `${(average / 1000).toFixed(2)} ms over ${recent.length} frames`],
    ['Over 16.67 ms', `${over} frames`],
    ['Cells configured', `${cells} on screen, ${prefetched} prefetched`],
    ['Bytes per frame', `${Math.round(bytes)} B`],
    ['Elements on the page', `${viewCount}`],
  ];
}

/** Draws the plot on `plot` (a canvas) and the rows into `stats` (a dl). */
export function drawPanel(document, plot, stats, recent, viewCount) {
  const context = plot.getContext('2d');
  const w = plot.width, h = plot.height;
  const maxMs = Math.max(BUDGET_MS * 1.25, ...recent.map((r) => r.engine / 1000));
  const y = (ms) => h - (ms / maxMs) * (h - 4);
  context.clearRect(0, 0, w, h);
  context.fillStyle = 'rgba(255,255,255,0.06)';
  context.fillRect(0, 0, w, h);
  const barWidth = w / PLOT_FRAMES;
  recent.forEach((r, i) => {
    const ms = r.engine / 1000;
    context.fillStyle = ms > BUDGET_MS ? '#ff453a' : '#64d2ff';
    context.fillRect(i * barWidth, y(ms), Math.max(1, barWidth - 0.5), h - y(ms));
  });
  context.strokeStyle = '#ffd60a';
  context.setLineDash([4, 3]);
  context.beginPath();
  context.moveTo(0, y(BUDGET_MS));
  context.lineTo(w, y(BUDGET_MS));
  context.stroke();
  context.setLineDash([]);
  context.fillStyle = '#ffd60a';
  context.fillText('16.67 ms', 4, y(BUDGET_MS) - 3);

  stats.replaceChildren();
  for (const [name, value] of panelRows(recent, viewCount)) {
    const dt = document.createElement('dt');
    dt.textContent = name;
    const dd = document.createElement('dd');
    dd.textContent = value;
    stats.append(dt, dd);
  }
}
