// A layout revision inside an animation (decision 0048): a designer's edit during a slide, or a bar whose
// labels reflow on the way, must not draw one frame that jumps. These tests replay a stream of events
// (layouts and frames with their arrival times) through the pure modules the preview composes
// (Preview.js `tick`: local motion, else the timeline's sample, drawn on `layouts.drawn(frame)`) and
// look at every refresh.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createFrameTimeline } from '../../Public/scripts/logic/frame-timeline.js';
import { createLayoutRevisions } from '../../Public/scripts/logic/layout-revisions.js';
import { createLocalMotion } from '../../Public/scripts/logic/local-motion.js';

/** Pages a second of the slide: 0 → 1 over 0.3 s, taken as linear so the expected values are simple. */
const SPEED = 1 / 0.3;
/** Points the indicator moves per page in each layout (a bigger font makes wider buttons). */
const SPAN = { 3: 100, 4: 130 };

/** The engine's frame of layout revision `rev` at session time `t` of the slide. */
const frame = (t, rev) => {
  const position = Math.min(1, t * SPEED);
  return {
    type: 'frame', rev, seq: Math.round(t * 60), t, position, index: position >= 1 ? 1 : 0,
    indicator: { x: SPAN[rev] * position, y: 44, width: 60, height: 4, opacity: 1 },
    barOffset: { x: 0, y: 0 }, barTransform: { x: 0, y: 0, opacity: 1 }, fade: null, buttons: [], pages: [],
  };
};
const layout = (rev) => ({ type: 'layout', rev, buttons: [{ index: 0, frame: { x: 0, y: 40, width: SPAN[rev], height: 48 } }] });

test('an edit during a slide the stream draws: each frame on its own layout, none drawn before its time', () => {
  // The edit lands at session time 0.1: frames of revision 3 until then, the layout of revision 4 and
  // its frames after (the engine keeps the running slide). Each event arrives 4 ms after its time.
  for (const phase of [0, 0.002, 0.004, 0.006, 0.008, 0.01, 0.012, 0.014, 0.016]) {
    const timeline = createFrameTimeline();
    const layouts = createLayoutRevisions();
    layouts.add(layout(3));
    const events = [];
    for (let k = 0; k <= 18; k += 1) {
      const t = k / 60;
      const rev = t <= 0.1 + 1e-9 ? 3 : 4;
      if (rev === 4 && events.every((e) => e.kind !== 'layout')) events.push({ kind: 'layout', at: 0.1 + 0.004, rev });
      events.push({ kind: 'frame', at: t + 0.004, frame: frame(t, rev) });
    }
    let next = 0;
    let previous = null;
    for (let now = phase; now < 0.4; now += 1 / 60) {
      while (next < events.length && events[next].at <= now) {
        const event = events[next];
        if (event.kind === 'layout') layouts.add(layout(event.rev));
        else timeline.push(event.frame, event.at);
        next += 1;
      }
      const shown = timeline.sample(now);
      if (!shown) continue;
      const { layout: drawnOn } = layouts.drawn(shown, now);
      assert.equal(drawnOn.rev, shown.rev, `at ${now.toFixed(4)} (phase ${phase}): frame of ${shown.rev} on layout ${drawnOn.rev}`);
      // The stream is shown a frame (1/60 s) behind its least-delayed arrival: the slide at that time.
      const due = Math.min(1, Math.max(0, (now - 0.004 - 1 / 60) * SPEED));
      assert.ok(shown.position <= due + 1e-9, `at ${now.toFixed(4)} (phase ${phase}): ${shown.position} drawn, due ${due}`);
      if (previous) {
        // One refresh of the slide is 1/18 page. The old layout's last frame is held until the new
        // one's first is due (they cannot be mixed), as the phone shows each frame for a whole refresh:
        // the refresh after such a hold makes at most two.
        const step = shown.position - previous.position;
        assert.ok(step >= -1e-9 && step <= 2 / 18 + 1e-9, `at ${now.toFixed(4)} (phase ${phase}): step ${step}`);
      }
      previous = shown;
    }
    assert.equal(previous.position, 1);
    assert.equal(previous.rev, 4);
  }
});

test('a bar that reflows on the way: the old revision\'s last frame is not mixed with the new one\'s first', () => {
  const timeline = createFrameTimeline();
  timeline.push(frame(0.1, 3), 1.0);
  timeline.push(frame(0.1 + 1 / 60, 4), 1.0 + 1 / 60);
  // Half-way between them: the old frame, drawn whole (a mix would put revision 3's indicator at a
  // place neither layout has).
  const between = timeline.sample(1.0 + 1 / 60 + 1 / 120);
  assert.equal(between.rev, 3);
  assert.equal(between.indicator.x, frame(0.1, 3).indicator.x);
  // At the new frame's time: the new frame.
  assert.equal(timeline.sample(1.0 + 2 / 60).rev, 4);
  assert.equal(timeline.size, 2);
});

test('an edit during a slide the preview plays: it goes on where it is drawn, into the continuation', () => {
  // A tap's slide played from the gesture on the browser's clock: session time s is drawn at s + 5
  // (the stream would show it a round trip later). The designer's edit lands at session time 0.1; the
  // server sends the layout of revision 4 and then the slide's continuation on it.
  const motion = createLocalMotion();
  const layouts = createLayoutRevisions();
  layouts.add(layout(3));
  const slide = [];
  for (let k = 0; k <= 18; k += 1) slide.push(frame(k / 60, 3));
  motion.play({ start: 0, clientTime: 5, frames: slide }, 5);
  const continuation = [];
  for (let k = 6; k <= 18; k += 1) continuation.push(frame(k / 60, 4));

  const drawnAt = (now) => {
    const shown = motion.frameAt(now, null, null);
    return { shown, on: layouts.drawn(shown, now).layout };
  };
  const before = drawnAt(5.05);
  assert.equal(before.on.rev, 3);
  // The layout arrives (at 5.17 on this clock, say): the slide goes on, on its own layout.
  layouts.add(layout(4));
  assert.equal(motion.expects(4), false);
  assert.equal(motion.relayout(4), true);
  const waiting = drawnAt(5.17);
  assert.ok(Math.abs(waiting.shown.position - 0.17 * SPEED) < 1e-9, String(waiting.shown.position));
  assert.equal(waiting.shown.rev, 3);
  assert.equal(waiting.on.rev, 3);
  // The continuation arrives: the same slide from 0.1, on revision 4, on the same clock.
  assert.equal(motion.continueWith({ start: 0.1, clientTime: null, relayout: 4, frames: continuation }, 5.17), true);
  // A frame of revision 4 from the stream now does not end it.
  motion.frameArrived(4);
  let previous = waiting.shown;
  for (let now = 5.18; now < 5.3; now += 1 / 120) {
    const { shown, on } = drawnAt(now);
    assert.equal(on.rev, shown.rev);
    assert.equal(shown.rev, 4);
    const step = shown.position - previous.position;
    assert.ok(step >= -1e-9 && step <= SPEED / 60 + 1e-9, `at ${now}: step ${step}`);
    assert.ok(Math.abs(shown.position - Math.min(1, (now - 5) * SPEED)) < 1e-9);
    previous = shown;
  }
});

test('an edit that stops the motion: the first frame of the new revision hands back to the stream', () => {
  const motion = createLocalMotion();
  motion.play({ start: 0, clientTime: 5, frames: [frame(0, 3), frame(0.3, 3)] }, 5);
  assert.equal(motion.relayout(4), true);
  motion.frameArrived(3);
  assert.equal(motion.active, true, 'a frame of the old revision still comes before the edit');
  motion.frameArrived(4);
  assert.equal(motion.active, false, 'no continuation came before the new revision\'s frames');
});

test('a drag drawn from the old layout\'s table ends at a new layout, as before', () => {
  const motion = createLocalMotion();
  assert.equal(motion.relayout(4), false);
  assert.equal(motion.continueWith({ start: 0, relayout: 4, frames: [frame(0, 4)] }, 1), false, 'nothing plays: the stream shows it');
});

test('layouts by revision: a frame newer than every layout takes the newest, a new session starts over', () => {
  const layouts = createLayoutRevisions({ keep: 2 });
  layouts.add(layout(3));
  layouts.add(layout(4));
  assert.equal(layouts.drawn({ rev: 5 }, 0).layout.rev, 4);
  assert.equal(layouts.drawn({ rev: 3 }, 0).layout.rev, 3);
  layouts.add({ ...layout(3), rev: 5 });
  assert.equal(layouts.drawn({ rev: 3 }, 0).layout.rev, 5, 'revision 3 is no longer kept: the newest');
  layouts.add({ ...layout(3), rev: 1 });
  assert.equal(layouts.newest.rev, 1);
  assert.equal(layouts.drawn({ rev: 5 }, 0).layout.rev, 1);
});

test('a renamed tab\'s transition starts when its first frame is drawn, not when its layout arrives', () => {
  const layouts = createLayoutRevisions();
  layouts.add(layout(3));
  layouts.drawn({ rev: 3 }, 0);
  layouts.add({ ...layout(4), transition: { duration: 0.2, curve: 'linear' } });
  // The stream still shows revision 3 at 0.05: no tween yet.
  assert.equal(layouts.drawn({ rev: 3 }, 0.05).done, true);
  // Its first frame drawn at 0.1: the buttons start from revision 3's; half-way at 0.2.
  assert.equal(layouts.drawn({ rev: 4 }, 0.1).layout.buttons[0].frame.width, 100);
  const half = layouts.drawn({ rev: 4 }, 0.2);
  assert.equal(half.done, false);
  assert.ok(Math.abs(half.layout.buttons[0].frame.width - 115) < 1e-9);
  assert.equal(layouts.drawn({ rev: 4 }, 0.31).done, true);
});
