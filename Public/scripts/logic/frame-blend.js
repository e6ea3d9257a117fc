/**
 * The mix of two states drawn while the preview hands over from one animation to another over a short
 * blend (`local-motion.js`): from what is on screen to the server's later answer to a gesture, or to the
 * server's frames after a predicted rest.
 *
 * `interpolateFrames` is for neighbouring frames of one animation and gives up past a page apart (an
 * infinite pager wraps there): it returns the second state whole. A blend is between two animations,
 * and they can be more than a page apart: a second tap taken while the pages slide
 * (BTabViewController's retarget, SwiftUITabPager's queued slide; docs/decisions/0035), answered a round
 * trip late, arrives when the pages drawn are still heading for the first tab. The blend then jumped
 * the pages by the whole gap in one frame (0.9 page at a 150 ms round trip; docs/decisions/0038).
 *
 * Past a page apart the position is mixed as any number, and every page either state shows is placed
 * at the mixed position: pages move with the position by a fixed stride (points per page, read off two
 * pages of one state), so a page is where it would be at that position. Without a stride to read (each
 * state shows one page), or when the pages of the two states are not on one sliding strip (an infinite
 * pager's wrap, a transition that does not slide), it is the second state, as before.
 */

import { interpolateFrames } from './frame-state.js';

/**
 * @typedef {import('./frame-state.js').FrameState} FrameState
 * @typedef {import('./frame-state.js').PageState} PageState
 */

/**
 * The blend a fraction `f` of the way from `a` (drawn) to `b` (its successor) on the same layout.
 * @param {FrameState} a
 * @param {FrameState} b
 * @param {number} f
 * @returns {FrameState}
 */
export function blendFrames(a, b, f) {
  const from = { ...a, rev: b.rev, t: 0 };
  const to = { ...b, t: 1 };
  if (f >= 1 || Math.abs(b.position - a.position) <= 1) return interpolateFrames(from, to, f);
  const stride = pageStride(b.pages) ?? pageStride(a.pages);
  if (!stride || !onOneStrip(a, b, stride)) return b;
  const position = a.position + (b.position - a.position) * f;
  // Everything but the position and the pages mixes as between neighbouring frames.
  const rest = interpolateFrames({ ...from, position: b.position, pages: b.pages }, to, f);
  const old = new Map(a.pages.map((page) => [page.index, page]));
  /** @param {PageState} page @param {number} at  the position `page` was placed for */
  const placed = (page, at) => ({ ...page, x: page.x + (at - position) * stride.x, y: page.y + (at - position) * stride.y });
  const pages = b.pages.map((page) => {
    const mine = placed(page, b.position);
    const earlier = old.get(page.index);
    if (!earlier || typeof earlier.opacity !== 'number' || typeof page.opacity !== 'number') return mine;
    return { ...mine, opacity: earlier.opacity + (page.opacity - earlier.opacity) * f };
  });
  const shown = new Set(b.pages.map((page) => page.index));
  for (const page of a.pages) if (!shown.has(page.index)) pages.push(placed(page, a.position));
  return { ...rest, position, pages };
}

/**
 * Whether every page of both states sits where one strip moving by `stride` per page puts it: not so
 * across an infinite pager's wrap (the first page shown after the last) or a transition that does not
 * slide the pages, which are then not blended.
 * @param {FrameState} a @param {FrameState} b @param {{x: number, y: number}} stride
 */
function onOneStrip(a, b, stride) {
  /** @param {PageState} page @param {number} position */
  const origin = (page, position) => ({ x: page.x - (page.index - position) * stride.x, y: page.y - (page.index - position) * stride.y });
  const origins = [...a.pages.map((page) => origin(page, a.position)), ...b.pages.map((page) => origin(page, b.position))];
  // Within half a page: a state mixed from two neighbouring frames places a page only one of them shows
  // where that one has it, a frame's motion (a few points) off the strip; a wrap is pages off.
  const slack = Math.hypot(stride.x, stride.y) / 2;
  return origins.every((o) => Math.hypot(o.x - origins[0].x, o.y - origins[0].y) < slack);
}

/**
 * Points the pages move per page of position (x and y), from two pages of one state, or null.
 * @param {PageState[]} pages
 * @returns {{x: number, y: number} | null}
 */
function pageStride(pages) {
  for (let i = 0; i + 1 < pages.length; i += 1) {
    const [p, q] = [pages[i], pages[i + 1]];
    if (p.index === q.index) continue;
    const stride = { x: (q.x - p.x) / (q.index - p.index), y: (q.y - p.y) / (q.index - p.index) };
    return stride.x === 0 && stride.y === 0 ? null : stride;
  }
  return null;
}
