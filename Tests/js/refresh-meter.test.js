import assert from 'node:assert/strict';
import { test } from 'node:test';

import { createRefreshMeter, holdIntervalFor } from '../../Public/scripts/logic/refresh-meter.js';

test('the refresh interval is the median of consecutive animation frames, pauses left out', () => {
  const meter = createRefreshMeter();
  let t = 10;
  meter.tick(t);
  for (let i = 0; i < 6; i += 1) meter.tick((t += 1 / 120));
  assert.equal(meter.interval, null, 'too few yet');
  for (let i = 0; i < 20; i += 1) {
    // A skipped refresh now and then, and a pause between two animations: neither moves the median.
    t += i % 7 === 3 ? 2 / 120 : 1 / 120;
    meter.tick(t);
  }
  meter.tick((t += 2));
  meter.tick((t += 1 / 120));
  assert.ok(Math.abs(meter.interval - 1 / 120) < 1e-9, String(meter.interval));
  assert.ok(Math.abs(holdIntervalFor(meter.interval) - 1.5 / 120) < 1e-9);
});

test('before the display is known, frames are held as on a 60 Hz display', () => {
  assert.ok(Math.abs(holdIntervalFor(null) - 0.025) < 1e-9);
  // 30 fps frames are held, 60 fps mixed, on 60 Hz; on 120 Hz, 60 fps frames are held, 120 fps mixed.
  assert.ok(1 / 30 >= holdIntervalFor(1 / 60) && 1 / 60 < holdIntervalFor(1 / 60));
  assert.ok(1 / 60 >= holdIntervalFor(1 / 120) && 1 / 120 < holdIntervalFor(1 / 120));
});
