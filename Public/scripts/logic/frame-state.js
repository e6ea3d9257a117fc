/**
 * Frames as the stream sends them (docs/api.md "Frame deltas"): the first after connecting is full,
 * later ones carry only what changed. This module keeps the full state and interpolates between two
 * states for drawing.
 *
 * @typedef {{x: number, y: number, width: number, height: number, opacity: number}} IndicatorState
 * @typedef {{index: number, progress: number, selected?: boolean, selectedFontOpacity?: number,
 *   color?: string, opacity?: number, imageScale?: number}} ButtonState
 * @typedef {{index: number, x: number, y: number, opacity?: number}} PageState
 * @typedef {{
 *   type: 'frame', rev: number, seq: number, t: number, position: number, index: number,
 *   indicator: IndicatorState, barOffset: {x: number, y: number},
 *   barTransform: {x: number, y: number, opacity: number}, fade: {start: number, end: number} | null,
 *   buttons: ButtonState[], pages: PageState[], barHiddenProgress?: number
 * }} FrameState
 */

import { parseColor, mixColor, hexColor } from './color.js';

const EMPTY_INDICATOR = { x: 0, y: 0, width: 0, height: 0, opacity: 0 };

/**
 * A full state with every field present, from a full frame.
 * @param {Record<string, any>} message
 * @returns {FrameState}
 */
function fromFull(message) {
  const state = {
    type: 'frame',
    rev: message.rev ?? 0,
    seq: message.seq ?? 0,
    t: message.t ?? 0,
    position: message.position ?? 0,
    index: message.index ?? 0,
    indicator: message.indicator ?? EMPTY_INDICATOR,
    barOffset: message.barOffset ?? { x: 0, y: 0 },
    barTransform: message.barTransform ?? message.bar ?? { x: 0, y: 0, opacity: 1 },
    fade: message.fade ?? null,
    buttons: [],
    pages: message.pages ?? [],
  };
  for (const [key, value] of Object.entries(message)) {
    if (!(key in state) && key !== 'bar' && key !== 'full') state[key] = value;
  }
  state.buttons = mergeButtons([], message.buttons ?? []);
  return /** @type {FrameState} */ (state);
}

/**
 * Merges buttons by index: a delta's button carries `index` and only the fields that changed, which
 * overwrite those of the button the state holds.
 * @param {ButtonState[]} current
 * @param {ButtonState[]} changed
 */
function mergeButtons(current, changed) {
  const result = current.slice();
  for (const button of changed) {
    if (Number.isInteger(button.index) && button.index >= 0) {
      result[button.index] = { ...(result[button.index] ?? { index: button.index, progress: 0 }), ...button };
    }
  }
  for (let i = 0; i < result.length; i += 1) {
    if (result[i] === undefined) result[i] = { index: i, progress: 0 };
  }
  return result;
}

/**
 * The pages a delta shows: each of its pages, by `index`, merged onto the page of that index the state
 * holds (a delta's page carries only the numbers that changed; a page the state lacks comes whole).
 * @param {PageState[]} current
 * @param {PageState[]} shown
 */
function mergePages(current, shown) {
  const held = new Map(current.map((page) => [page.index, page]));
  return shown.map((page) => ({ ...(held.get(page.index) ?? { x: 0, y: 0, opacity: 1 }), ...page }));
}

/**
 * Applies one `frame` message to the state kept so far and returns the new state.
 *
 * A full frame (`"full": true`) or the first frame replaces everything. A delta replaces each
 * top-level field it carries, except `indicator`, whose numbers it carries merge into the indicator
 * held, `buttons`, which merge field by field by `index`, and `pages`, which lists the pages shown,
 * each merged by `index` onto the page held. A delta has no `type` or `rev`: they stay the state's.
 * `bar` (the engine's name for the bar's
 * transform) and `barTransform` are the same field.
 * @param {FrameState | null} state
 * @param {Record<string, any>} message
 * @returns {FrameState}
 */
export function applyFrame(state, message) {
  if (!state || message.full === true) return fromFull(message);
  const next = { ...state };
  for (const [key, value] of Object.entries(message)) {
    if (key === 'full') continue;
    if (key === 'buttons') next.buttons = mergeButtons(state.buttons, value ?? []);
    else if (key === 'pages') next.pages = mergePages(state.pages, value ?? []);
    else if (key === 'indicator') next.indicator = { ...state.indicator, ...value };
    else if (key === 'bar') next.barTransform = value;
    else next[key] = value;
  }
  return /** @type {FrameState} */ (next);
}

/**
 * How much of a label is drawn in the selected font, 0…1: the frame's `selectedFontOpacity`, or its
 * `selected` from a server that does not send one.
 * @param {ButtonState | undefined} state
 */
export function selectedFontShare(state) {
  const share = state?.selectedFontOpacity;
  if (typeof share === 'number' && Number.isFinite(share)) return Math.min(Math.max(share, 0), 1);
  return state?.selected ? 1 : 0;
}

/**
 * Drops button states past `count` (after a layout with fewer tabs) so a delta stream never draws
 * a button that no longer exists.
 * @param {FrameState} state
 * @param {number} count
 */
export function trimButtons(state, count) {
  return state.buttons.length > count ? { ...state, buttons: state.buttons.slice(0, count) } : state;
}

/** @param {number} a @param {number} b @param {number} f */
function lerp(a, b, f) {
  return a + (b - a) * f;
}

/**
 * @template {Record<string, number>} T
 * @param {T} a
 * @param {T} b
 * @param {number} f
 * @returns {T}
 */
function lerpObject(a, b, f) {
  /** @type {Record<string, number>} */
  const out = {};
  for (const [key, value] of Object.entries(b)) {
    const from = a?.[key];
    out[key] = typeof value === 'number' && typeof from === 'number' ? lerp(from, value, f) : value;
  }
  return /** @type {T} */ (out);
}

/**
 * Whether two states may be interpolated: same layout revision, time moving forward, and no jump
 * of more than one page (infinite scrolling wraps from the last page to the first).
 * @param {FrameState} a
 * @param {FrameState} b
 */
export function canInterpolate(a, b) {
  return a.rev === b.rev && b.t > a.t && Math.abs(b.position - a.position) <= 1;
}

/**
 * The state a fraction `f` of the way from `a` to `b` (0 gives `a`'s geometry, 1 gives `b`).
 *
 * Numbers and colours mix linearly; a button's `selected` (which font it draws with) and the page
 * list come from the nearer state; pages present in both move between their two places. `seq`,
 * `index` and `rev` are `b`'s. Only what both frames say is mixed: nothing new is invented.
 * @param {FrameState} a
 * @param {FrameState} b
 * @param {number} f
 * @returns {FrameState}
 */
export function interpolateFrames(a, b, f) {
  if (f >= 1 || !canInterpolate(a, b)) return b;
  if (f <= 0) return { ...a, seq: b.seq, index: b.index, rev: b.rev };
  const buttons = b.buttons.map((button, i) => {
    const from = a.buttons[i];
    if (!from) return button;
    const mixed = lerpObject(from, button, f);
    mixed.index = button.index;
    mixed.selected = f < 0.5 ? from.selected : button.selected;
    if (button.color && from.color) mixed.color = hexColor(mixColor(parseColor(from.color), parseColor(button.color), f));
    return mixed;
  });
  const oldPages = new Map(a.pages.map((page) => [page.index, page]));
  const pages = b.pages.map((page) => {
    const from = oldPages.get(page.index);
    return from ? { ...lerpObject(from, page, f), index: page.index } : page;
  });
  return {
    ...b,
    t: lerp(a.t, b.t, f),
    position: lerp(a.position, b.position, f),
    indicator: lerpObject(a.indicator, b.indicator, f),
    barOffset: lerpObject(a.barOffset, b.barOffset, f),
    barTransform: lerpObject(a.barTransform, b.barTransform, f),
    fade: a.fade && b.fade ? lerpObject(a.fade, b.fade, f) : b.fade,
    buttons,
    pages,
  };
}

/**
 * The state of an animation's `frames` (in time order) at `time`, on their clock: mixed between the two
 * frames around it, the first before them and the last after. Frames `holdInterval` seconds apart or
 * more are drawn as they are, each until the next (a slower pager's, as the stream's are:
 * `frame-timeline.js`); by default every gap is mixed. Shared by what the preview plays
 * (`local-motion.js`) and what it draws ahead of a tap or key while the pages move (`moving-tap.js`).
 * @param {FrameState[]} frames
 * @param {number} time
 * @param {number} [holdInterval]
 * @returns {FrameState}
 */
export function sampleFrames(frames, time, holdInterval = Infinity) {
  const i = lastFrameAt(frames, time);
  const a = frames[i];
  const b = frames[Math.min(i + 1, frames.length - 1)];
  const held = time <= a.t || a === b || b.t - a.t >= holdInterval;
  return held ? a : interpolateFrames(a, b, (time - a.t) / (b.t - a.t));
}

/**
 * The index of the last of `frames` (in time order) at or before `time`, their times shifted by `offset`
 * (an animation's frames placed on the browser's clock); the first when none is.
 * @param {{t: number}[]} frames
 * @param {number} time
 * @param {number} [offset]
 */
export function lastFrameAt(frames, time, offset = 0) {
  let i = 0;
  while (i + 1 < frames.length && frames[i + 1].t + offset <= time) i += 1;
  return i;
}
