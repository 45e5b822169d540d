// The technical-analysis panel's numbers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_REPORTS, ReportLog, panelRows } from '../../Sources/CollectionWeb/Page/analysis.js';

const report = (frame, engine) => ({ frame, engine, layout: 0, render: 0, idle: 0, session: 0, bytes: 100, cells: 1, prefetchedCells: 0, prefetchedItems: 0 });

test('when a frame\'s spare time arrives, then it is added to that frame\'s report, if still recent', () => {
  const log = new ReportLog();
  for (let frame = 1; frame <= 20; frame += 1) log.record(report(frame, 1000));
  assert.ok(log.addIdle({ frame: 18, idle: 500, prefetchedCells: 2, prefetchedItems: 3 }));
  const eighteen = log.reports.find((r) => r.frame === 18);
  assert.deepEqual([eighteen.idle, eighteen.engine, eighteen.prefetchedCells, eighteen.prefetchedItems], [500, 1500, 2, 3]);
  assert.ok(!log.addIdle({ frame: 2, idle: 500, prefetchedCells: 0, prefetchedItems: 0 }), 'too old: dropped');
  assert.ok(!log.addIdle({ frame: 99, idle: 500, prefetchedCells: 0, prefetchedItems: 0 }), 'unknown: dropped');
});

test('when more reports arrive than are kept, then the oldest go, in place (the array stays the same object)', () => {
  const log = new ReportLog();
  const kept = log.reports;
  for (let frame = 1; frame <= MAX_REPORTS + 1; frame += 1) log.record(report(frame, 1));
  assert.equal(log.reports, kept);
  assert.ok(log.reports.length < MAX_REPORTS);
  assert.equal(log.reports[log.reports.length - 1].frame, MAX_REPORTS + 1);
});

test('when frames go over the 60 Hz budget, then the panel counts them and averages the engine\'s time', () => {
  const rows = Object.fromEntries(panelRows([report(1, 1000), report(2, 20000), report(3, 3000)], 42));
  assert.equal(rows['Over 16.67 ms'], '1 frames');
  assert.equal(rows['Engine, average'], '8.00 ms over 3 frames');
  assert.equal(rows['Elements on the page'], '42');
  assert.match(rows['Engine, last frame'], /^3\.00 ms/);
  assert.equal(Object.fromEntries(panelRows([], 0))['Engine, average'], '0.00 ms over 0 frames');
});
