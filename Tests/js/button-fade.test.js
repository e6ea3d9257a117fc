import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createButtonFade } from '../../Public/scripts/logic/button-fade.js';
import { ease } from '../../Public/scripts/logic/layout-tween.js';

/** A table frame at `position` with snap buttons: the button nearest the position is selected. */
function frame(position) {
  const chosen = Math.round(position);
  return {
    rev: 1, seq: 0, t: 0, position, index: 0,
    indicator: { x: position * 80, y: 44, width: 64, height: 4 },
    barOffset: { x: 0, y: 0 },
    barTransform: { x: 0, y: 0, opacity: 1 },
    fade: null,
    pages: [],
    buttons: [0, 1, 2].map((index) => ({
      index, progress: index === chosen ? 1 : 0, selected: index === chosen, opacity: 1,
      color: index === chosen ? '#0000ff' : '#808080',
    })),
  };
}

test('a switch fades over the duration, ease-in-out, from the moment it happens', () => {
  const fade = createButtonFade(0.25);
  assert.equal(fade.apply(frame(0.2), 1.0).buttons[1].progress, 0);
  assert.equal(fade.apply(frame(0.4), 1.1).buttons[1].progress, 0);
  // The table switches at the half; the drawn buttons start from where they were.
  const switched = fade.apply(frame(0.6), 1.2);
  assert.equal(switched.buttons[1].progress, 0);
  assert.equal(switched.buttons[0].progress, 1);
  const mid = fade.apply(frame(0.7), 1.2 + 0.125);
  assert.ok(Math.abs(mid.buttons[1].progress - ease('easeInOut', 0.5)) < 1e-9, String(mid.buttons[1].progress));
  assert.ok(Math.abs(mid.buttons[0].progress - (1 - ease('easeInOut', 0.5))) < 1e-9);
  assert.notEqual(mid.buttons[1].color, '#0000ff');
  assert.notEqual(mid.buttons[1].color, '#808080');
  // Done after 0.25 s: the table's own buttons.
  const done = fade.apply(frame(0.8), 1.2 + 0.25);
  assert.deepEqual(done.buttons, frame(0.8).buttons);
  // The rest of the frame is the table's throughout.
  assert.equal(mid.position, 0.7);
  assert.deepEqual(mid.indicator, frame(0.7).indicator);
});

test('a flip back midway fades back from where it had got to', () => {
  const fade = createButtonFade(0.25);
  fade.apply(frame(0.4), 0);
  fade.apply(frame(0.6), 0.1);
  const partway = fade.apply(frame(0.6), 0.2).buttons[1].progress;
  assert.ok(partway > 0 && partway < 1);
  const back = fade.apply(frame(0.4), 0.2);
  assert.ok(Math.abs(back.buttons[1].progress - partway) < 1e-9);
  const later = fade.apply(frame(0.4), 0.3).buttons[1].progress;
  assert.ok(later < partway && later > 0);
  assert.equal(fade.apply(frame(0.4), 0.45).buttons[1].progress, 0);
});

test('no duration, or buttons that blend with the position, are drawn as the table gives them', () => {
  const none = createButtonFade(0);
  none.apply(frame(0.4), 0);
  const switched = frame(0.6);
  assert.equal(none.apply(switched, 0.01), switched);
  // Progressive buttons select none between pages: nothing switches, nothing fades.
  const progressive = createButtonFade(0.25);
  const blend = (position) => ({ ...frame(position), buttons: frame(position).buttons.map((b) => ({ ...b, selected: false })) });
  progressive.apply(blend(0.4), 0);
  const next = blend(0.6);
  assert.equal(progressive.apply(next, 0.01), next);
});
