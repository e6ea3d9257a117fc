import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createLocalMotion } from '../../Public/scripts/logic/local-motion.js';
import { createPositionTable } from '../../Public/scripts/logic/position-table.js';
import { applyFrame } from '../../Public/scripts/logic/frame-state.js';

const rules = {
  local: true, orientation: 'horizontal', rightToLeft: false, pages: { x: 0, y: 0, width: 393, height: 800 },
  bar: { x: 0, y: 40, width: 393, height: 60 },
  stride: 393, count: 3, bounces: true, slop: 10, rubberBand: 0.55, flickVelocity: 0.5, velocityWindow: 0.1,
  settle: { minimum: 0.25, maximum: 0.45, perPage: 0.2 },
};
const knot = (position, index) => ({
  type: 'frame', rev: 1, seq: 0, t: 0, position, index, full: true,
  indicator: { x: 80 * position, y: 44, width: 60, height: 4, opacity: 1 }, barOffset: { x: 0, y: 0 },
  buttons: [], pages: [{ index: Math.floor(position), x: -393 * (position - Math.floor(position)), y: 0, opacity: 1 }],
});
const variants = [];
for (let k = -1; k < 3; k += 1) {
  const indices = k >= 0 && k + 1 < 3 ? [k, k + 1] : [Math.min(Math.max(k, 0), 2)];
  for (const index of indices) variants.push({ index, from: k, to: k + 1, knots: [knot(k, index), knot(k + 1, index)] });
}
const table = createPositionTable({ rev: 1, drag: rules, variants });
const rest = (position, index, seq = 1) => ({ ...applyFrame(null, knot(position, index)), seq, t: seq });
/** A finger on page 0 past the slop at 1 s, `pages` of a page to the left at `at`, lifted at `up`. */
const swipe = (motion, pages, at, up) => {
  motion.begin(table, rest(0, 0), 300, 400);
  motion.move(289, 400, 1);
  motion.move(289 - pages * 393, 400, at);
  motion.release(up);
};

test('a drag on the pages is drawn from the table; one on the bar or without a table is not', () => {
  const motion = createLocalMotion();
  assert.equal(motion.begin(table, rest(0, 0), 200, 50), false, 'on the bar, over the pages');
  assert.equal(motion.begin(table, rest(0, 0), 200, 900), false, 'below the pages');
  assert.equal(motion.begin(null, rest(0, 0), 200, 400), false);
  assert.equal(motion.begin(table, { ...rest(0, 0), rev: 2 }, 200, 400), false);
  assert.equal(motion.begin(table, rest(0, 0), 200, 400), true);
  assert.equal(motion.move(195, 400, 1), false);
  motion.move(189, 400, 1.01);
  assert.ok(motion.move(189 - 39.3, 400, 1.02));
  const drawn = motion.frameAt(1.02, rest(0, 0), rest(0, 0));
  assert.ok(Math.abs(drawn.position - 0.1) < 1e-9);
  assert.ok(Math.abs(drawn.indicator.x - 8) < 1e-9);
});

test('a release settles on the page the rules pick, then hands back to the server once it is there', () => {
  const motion = createLocalMotion({ holdLimit: 0.5 });
  motion.begin(table, rest(0, 0), 300, 400);
  motion.move(289, 400, 1);
  motion.move(289 - 0.7 * 393, 400, 2);
  motion.release(2.5);
  assert.equal(motion.phase, 'settle');
  const early = motion.frameAt(2.6, rest(0, 0), rest(0, 0));
  assert.ok(early.position > 0.7 && early.position < 1);
  const end = motion.frameAt(3.5, rest(0.7, 0), rest(0.7, 0));
  assert.equal(end.position, 1);
  assert.equal(end.index, 1);
  assert.equal(motion.phase, 'hold');
  // The server's frames still show the drag: the prediction holds.
  assert.equal(motion.frameAt(3.6, rest(0.8, 0), rest(0.9, 0)).position, 1);
  // The server rests on page 1 too: its frames again.
  const there = rest(1, 1, 9);
  assert.equal(motion.frameAt(3.7, there, there), null);
  assert.equal(motion.active, false);
});

test('a server that ends elsewhere wins, blended in once the hold runs out', () => {
  const motion = createLocalMotion({ holdLimit: 0.5, blendTime: 0.2 });
  motion.begin(table, rest(0, 0), 300, 400);
  motion.move(289, 400, 1);
  motion.move(289 - 0.7 * 393, 400, 2);
  motion.release(2.5);
  motion.frameAt(3.5, null, null);
  const elsewhere = rest(0, 0, 9);
  assert.equal(motion.frameAt(3.9, elsewhere, elsewhere).position, 1);
  const halfway = motion.frameAt(4.1, elsewhere, elsewhere);
  assert.equal(motion.phase, 'blend');
  assert.ok(halfway.position === 1, 'the blend starts from the predicted state');
  const later = motion.frameAt(4.2, elsewhere, elsewhere);
  assert.ok(later.position < 1 && later.position > 0);
  assert.equal(motion.frameAt(4.4, elsewhere, elsewhere), null);
});

test('a trajectory plays from the gesture on the browser clock and hands back once the server rests there', () => {
  const motion = createLocalMotion({ holdLimit: 0.5, blendTime: 0.05 });
  // The server's settle from 0.6 to 1, session times 10.0 … 10.3; the gesture happened at client time 2.0.
  // 60 fps frames along a straight line from 0.6 to 1 over 0.3 s.
  const frames = Array.from({ length: 19 }, (_, i) => ({ ...knot(0.6 + 0.4 * (i / 18), i === 18 ? 1 : 0), t: 10 + i / 60 }));
  motion.play({ start: 10, clientTime: 2, frames }, 2.15);
  assert.equal(motion.phase, 'trajectory');
  // 2.15 on the client is 10.15 in the session: between the second and third frames; the blend is over.
  const mid = motion.frameAt(2.22, rest(0, 0), rest(0, 0));
  assert.ok(Math.abs(mid.position - (0.6 + 0.4 * (2.2 / 3))) < 1e-9, mid.position);
  const end = motion.frameAt(2.31, rest(0, 0), rest(0, 0));
  assert.equal(end.position, 1);
  assert.equal(motion.phase, 'hold');
  const there = rest(1, 1, 7);
  assert.equal(motion.frameAt(2.4, there, there), null);
});

test('with the stream down a predicted rest is kept, not blended back to stale frames', () => {
  const motion = createLocalMotion({ holdLimit: 0.2 });
  const stale = rest(0, 0, 3);
  motion.begin(table, stale, 300, 400);
  motion.move(289, 400, 1);
  motion.move(289 - 0.7 * 393, 400, 2);
  motion.release(2.5);
  motion.frameAt(3.5, stale, stale);
  assert.equal(motion.phase, 'hold');
  assert.equal(motion.frameAt(9, stale, stale).position, 1);
  assert.equal(motion.phase, 'hold');
});

test('a trajectory does not interrupt a drag in progress', () => {
  const motion = createLocalMotion();
  motion.begin(table, rest(0, 0), 300, 400);
  motion.play({ start: 0, clientTime: 0, frames: [knot(0, 0)] }, 1);
  assert.equal(motion.phase, 'drag');
});

test('snap buttons a drag switches fade over the table\'s buttonsFade, on the browser\'s clock', () => {
  // Two snap buttons: the table switches them at the half (knots either side of 0.5).
  const snapKnot = (position, index) => ({
    ...knot(position, index),
    buttons: [0, 1, 2].map((i) => {
      const on = i === Math.round(position);
      return { index: i, progress: on ? 1 : 0, selected: on, opacity: 1, color: on ? '#0000ff' : '#808080' };
    }),
  });
  const snapVariants = [];
  for (let k = -1; k < 3; k += 1) {
    const indices = k >= 0 && k + 1 < 3 ? [k, k + 1] : [Math.min(Math.max(k, 0), 2)];
    for (const index of indices) {
      const knots = [snapKnot(k, index), snapKnot(k + 0.5 - 1e-7, index), snapKnot(k + 0.5 + 1e-7, index), snapKnot(k + 1, index)];
      snapVariants.push({ index, from: k, to: k + 1, knots });
    }
  }
  const progressAt = (buttonsFade) => {
    const snapTable = createPositionTable({ rev: 1, drag: { ...rules, buttonsFade }, variants: snapVariants });
    const motion = createLocalMotion();
    const start = { ...applyFrame(null, snapKnot(0, 0)), seq: 1, t: 1 };
    assert.ok(motion.begin(snapTable, start, 300, 400));
    motion.move(289, 400, 1);
    motion.move(289 - 0.4 * 393, 400, 1.1);
    const before = motion.frameAt(1.1, start, start).buttons[1].progress;
    motion.move(289 - 0.6 * 393, 400, 1.2);
    const at = motion.frameAt(1.2, start, start).buttons[1].progress;
    const mid = motion.frameAt(1.325, start, start).buttons[1].progress;
    const after = motion.frameAt(1.46, start, start).buttons[1].progress;
    return { before, at, mid, after };
  };
  const faded = progressAt(0.25);
  assert.equal(faded.before, 0);
  assert.equal(faded.at, 0, 'the switch starts from the buttons drawn');
  assert.ok(faded.mid > 0.3 && faded.mid < 0.7, String(faded.mid));
  assert.equal(faded.after, 1);
  // Without a fade (SwiftUITabPager, reduce motion) the table's switch is drawn as it is.
  const instant = progressAt(0);
  assert.equal(instant.at, 1);
  assert.equal(instant.mid, 1);
});

test('a touch the engine does not turn into a drag leaves the animation drawn playing', () => {
  // A tap's answer: the server scrolls 0 → 1 over 0.3 s from client time 2.0.
  const frames = Array.from({ length: 19 }, (_, i) => ({ ...knot(i / 18, i === 18 ? 1 : 0), t: 10 + i / 60 }));
  const motion = createLocalMotion({ blendTime: 0.01 });
  motion.play({ start: 10, clientTime: 2, frames }, 2.15);
  const before = motion.frameAt(2.2, rest(0, 0), rest(0, 0)).position;
  // A second tap on the bar, then a touch on the pages: the engine ignores touches while it scrolls.
  assert.equal(motion.begin(table, rest(0, 0), 200, 50, { resting: false }), false);
  assert.equal(motion.phase, 'trajectory');
  assert.equal(motion.begin(table, rest(0, 0), 200, 400, { resting: false }), false);
  assert.equal(motion.phase, 'trajectory');
  motion.cancelDrag();
  const after = motion.frameAt(2.25, rest(0, 0), rest(0, 0)).position;
  assert.ok(after > before, `${before} → ${after}: never back to the server's lagging frames`);
});

test('a 30 fps animation is drawn frame by frame, as the phone shows it; 60 fps is mixed', () => {
  const at = (fps) => {
    const motion = createLocalMotion({ blendTime: 0.001 });
    // The position moves with the session time: i / fps at t = 10 + i / fps.
    const frames = Array.from({ length: Math.round(0.3 * fps) + 1 }, (_, i) => ({ ...knot(i / fps, 0), t: 10 + i / fps }));
    motion.play({ start: 10, clientTime: 2, frames }, 2.0);
    return motion.frameAt(2.05, rest(0, 0), rest(0, 0)).position; // 10.05 s: between 30 fps frames 1 and 2
  };
  assert.ok(Math.abs(at(30) - 1 / 30) < 1e-9, String(at(30))); // frame 1, held until frame 2 at 10.067
  assert.ok(Math.abs(at(60) - 0.05) < 1e-9, String(at(60)));
});

test('a touch on gliding pages catches them where they are drawn and drags from there', () => {
  const motion = createLocalMotion();
  swipe(motion, 0.7, 2, 2.5);
  const gliding = motion.frameAt(2.6, rest(0, 0), rest(0, 0));
  assert.equal(motion.phase, 'settle');
  assert.ok(gliding.position > 0.7 && gliding.position < 1);
  // The server's frames still show page 0 (a round trip behind): the drag starts from what is drawn.
  assert.equal(motion.begin(table, gliding, 200, 400, { resting: false }), true);
  motion.move(189, 400, 2.7);
  const caught = motion.frameAt(2.7, rest(0, 0), rest(0, 0));
  assert.ok(Math.abs(caught.position - gliding.position) < 1e-9, `${caught.position} vs ${gliding.position}`);
  // A tap's answer is not caught: after a tap (no drag), a touch on the pages changes nothing.
  const tapped = createLocalMotion();
  const frames = [0, 0.3].map((dt, i) => ({ ...knot(i, i), t: 10 + dt }));
  tapped.play({ start: 10, clientTime: 2, frames }, 2.05);
  assert.equal(tapped.begin(table, rest(0, 0), 200, 400, { resting: false }), false);
  assert.equal(tapped.phase, 'trajectory');
});

test('gliding pages whose bar shows a tab tapped meanwhile are not caught from the table', () => {
  // SwiftUITabPager: a tab tapped during the glide holds the bar on it while the pages glide on, its
  // slide queued (decision 0048); the table's frames have the bar follow the pages, so a drag drawn
  // from it would show the bar following the finger. The server's frames show that drag instead.
  const motion = createLocalMotion();
  swipe(motion, 0.3, 1.5, 1.6);
  // The release's answer, then the answer to a tap on tab 3 during its glide: the bar (80 pt a page
  // here) on tab 3 while the pages glide on.
  const glide = (bar) => [0, 0.2, 0.4].map((dt, i) => ({ ...knot(0.4 + 0.2 * i, 0), t: 10 + dt, indicator: { x: bar(0.4 + 0.2 * i), y: 44, width: 60, height: 4, opacity: 1 } }));
  motion.play({ start: 10, clientTime: 1.6, frames: glide((p) => 80 * p) }, 1.65);
  motion.play({ start: 10, clientTime: 1.6, frames: glide(() => 240) }, 1.7);
  const drawn = motion.frameAt(1.9, rest(0, 0), rest(0, 0));
  assert.equal(drawn.indicator.x, 240);
  assert.equal(motion.begin(table, drawn, 200, 400, { resting: false }), false);
  assert.equal(motion.active, false, 'handed back to the server\'s frames');
});

test('an animation replaced by the same one, later answered, goes on without slowing', () => {
  // The tap's animation played ahead (from its touch's answer), then the release's own answer: the same
  // curve sampled on another frame grid. A blend from a frame frozen at the switch held the motion back.
  const motion = createLocalMotion();
  const curve = (start, times) =>
    times.map((dt) => ({ ...knot(Math.min(1, dt / 0.3), dt < 0.15 ? 0 : 1), t: start + dt }));
  const grid = Array.from({ length: 19 }, (_, i) => i / 60);
  const early = curve(10, grid);
  motion.play({ start: 10, clientTime: 2, frames: early }, 2.05);
  const before = motion.frameAt(2.1, null, null).position;
  const late = curve(10.004, grid);
  motion.play({ start: 10.004, clientTime: 2.004, frames: late }, 2.1);
  let last = before;
  for (let t = 2.11; t < 2.3; t += 0.01) {
    const position = motion.frameAt(t, null, null).position;
    const expected = Math.min(1, (t - 2.004) / 0.3);
    assert.ok(position >= last - 1e-9, `no step back at ${t}`);
    assert.ok(Math.abs(position - expected) < 0.02, `at ${t}: ${position} against ${expected}`);
    last = position;
  }
});

test('an animation that relays the bar out on its way is not ended by that layout', () => {
  // SwiftUITabPager's selected label turns bolder at the half: the frames after it are on revision 2.
  const motion = createLocalMotion();
  const frames = Array.from({ length: 19 }, (_, i) => ({ ...knot(i / 18, i < 9 ? 0 : 1), rev: i < 9 ? 1 : 2, t: 10 + i / 60 }));
  motion.play({ start: 10, clientTime: 2, frames }, 2.0);
  motion.frameAt(2.1, null, null);
  assert.equal(motion.expects(2), true);
  assert.equal(motion.expects(3), false, 'a layout the animation never reaches ends it');
  motion.frameAt(2.5, null, null);
  assert.equal(motion.phase, 'hold');
  assert.equal(motion.expects(2), true, 'nor does it end the rest it arrived at');
  const settle = createLocalMotion();
  assert.equal(settle.expects(1), false, 'nothing drawn, nothing expected');
});

// A slide's frame: the two pages either side of the position, on a strip 393 pt a page.
const slideKnot = (position, index) => {
  const k = Math.min(Math.floor(position), 1);
  return { ...knot(position, index), pages: [k, k + 1].map((i) => ({ index: i, x: 393 * (i - position), y: 0, opacity: 1 })) };
};

test('an answer later than its gesture blends in from what is on screen, not jumping to where it already is', () => {
  // A quick tap over a 150 ms round trip: the finger lifted at client time 2.0, the answer (a slide 0 → 2
  // over 0.3 s, session times 10.0 … 10.3) arrives at 2.14, when the phone's pages are already far on.
  const frames = Array.from({ length: 19 }, (_, i) => ({ ...slideKnot(2 * (i / 18), i === 18 ? 2 : 0), t: 10 + i / 60 }));
  const screen = rest(0, 0);
  const motion = createLocalMotion({ blendTime: 0.15 });
  motion.play({ start: 10, clientTime: 2, frames }, 2.14, screen);
  const first = motion.frameAt(2.15, screen, screen);
  const onCurve = 2 * (0.15 / 0.3);
  // The animation itself is at 1.0 by then; the first frame drawn is a small step from the rest.
  assert.ok(first.position > 0 && first.position < 0.2, `first frame at ${first.position}, the curve at ${onCurve}`);
  const later = motion.frameAt(2.2, screen, screen);
  assert.ok(later.position > first.position && later.position < 2 * (0.2 / 0.3), later.position);
  // Once the blend is over it is the animation's own frame, and it ends on page 2 at the phone's time.
  assert.ok(Math.abs(motion.frameAt(2.295, screen, screen).position - 2 * (0.295 / 0.3)) < 0.02);
  assert.equal(motion.frameAt(2.31, screen, screen).position, 2);
});

test('an answer that comes in time starts where the screen is: blending from it changes nothing', () => {
  const frames = Array.from({ length: 19 }, (_, i) => ({ ...slideKnot(2 * (i / 18), i === 18 ? 2 : 0), t: 10 + i / 60 }));
  const screen = rest(0, 0);
  const motion = createLocalMotion({ blendTime: 0.15 });
  motion.play({ start: 10, clientTime: 2, frames }, 2, screen);
  assert.equal(motion.frameAt(2, screen, screen).position, 0);
  const t = 2 + 5 / 60;
  assert.ok(Math.abs(motion.frameAt(t, screen, screen).position - (2 * 5) / 18) < 0.06);
});

test('the release\'s own answer, arriving while a late tap still blends in, takes over from what is drawn', () => {
  // The early answer played late (blending in from the rest); the release's own answer, the same slide,
  // comes 40 ms later, before that blend is over: it must go on from the pages drawn, not from where the
  // early animation itself is (1.2 pages on), which is where the old hand-over started.
  const slide = (start) => Array.from({ length: 19 }, (_, i) => ({ ...slideKnot(2 * (i / 18), i === 18 ? 2 : 0), t: start + i / 60 }));
  const screen = rest(0, 0);
  const motion = createLocalMotion({ blendTime: 0.15 });
  const alone = createLocalMotion({ blendTime: 0.15 });
  for (const m of [motion, alone]) m.play({ start: 10, clientTime: 2, frames: slide(10) }, 2.14, screen);
  motion.frameAt(2.175, screen, screen);
  motion.play({ start: 10.004, clientTime: 2.004, frames: slide(10.004) }, 2.18, screen);
  const after = motion.frameAt(2.185, screen, screen).position;
  // Where the early answer alone is drawn then (about 0.37, catching up): the hand-over starts there.
  const drawn = alone.frameAt(2.185, screen, screen).position;
  assert.ok(Math.abs(after - drawn) < 0.05, `drawn ${drawn}, after the hand-over ${after}`);
  // And it still ends on page 2, blended in, soon after the phone's end.
  assert.equal(motion.frameAt(2.34, screen, screen).position, 2);
  assert.equal(motion.phase, 'hold');
});

test('a late answer whose animation ends before its blend-in does still eases to its end', () => {
  const frames = Array.from({ length: 19 }, (_, i) => ({ ...slideKnot(2 * (i / 18), i === 18 ? 2 : 0), t: 10 + i / 60 }));
  const screen = rest(0, 0);
  const motion = createLocalMotion({ blendTime: 0.15 });
  // 0.25 s late on a 0.3 s slide: at 2.3 the slide is over but the blend only a third of the way.
  motion.play({ start: 10, clientTime: 2, frames }, 2.25, screen);
  const first = motion.frameAt(2.26, screen, screen).position;
  const atEnd = motion.frameAt(2.31, screen, screen).position;
  assert.ok(first < 0.3 && atEnd < 1.5, `${first}, ${atEnd}: no jump to page 2`);
  assert.equal(motion.frameAt(2.41, screen, screen).position, 2);
});

test('a predicted settle is the animation running: its frames from the release to the rest, pages committed on the way', () => {
  const motion = createLocalMotion();
  swipe(motion, 0.6, 1.1, 1.2);
  assert.equal(motion.phase, 'settle');
  const running = motion.running;
  assert.ok(running);
  assert.equal(running.offset, 0);
  assert.equal(running.catchable, true, 'a glide: a touch catches it');
  const { frames } = running;
  // From the release on the browser's clock, a 60th of a second apart, to the rest on page 1.
  assert.ok(Math.abs(frames[0].t - 1.2) < 1e-9);
  assert.ok(Math.abs(frames[1].t - frames[0].t - 1 / 60) < 1e-9);
  const last = frames[frames.length - 1];
  assert.deepEqual([last.position, last.index], [1, 1]);
  assert.ok(last.t > 1.2 + 0.2 && last.t <= 1.2 + 0.45 + 1e-9, `rest at ${last.t}`);
  // The page the drag reached (0) is the one selected until the position reaches page 1.
  assert.ok(frames.filter((f) => f.position < 1).every((f) => f.index === 0));
  // The frames are what the settle draws: the same position at the same moment.
  const mid = frames[5];
  assert.ok(Math.abs(motion.frameAt(mid.t, null, null).position - mid.position) < 1e-9);
  // Not during the drag, nor after the rest.
  const dragging = createLocalMotion();
  dragging.begin(table, rest(0, 0), 300, 400);
  dragging.move(289, 400, 1);
  assert.equal(dragging.running, null);
  motion.frameAt(2, null, null);
  assert.equal(motion.phase, 'hold');
  assert.equal(motion.running, null);
});
