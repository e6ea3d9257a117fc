// The Insets overlay's dashed safe-area guides (draw-pages.js): drawn where the device's safe area ends
// the page, not along a bar's edge, where a dashed line right under a top bar's indicator read as the
// bar's hairline or a dashed indicator.
import test from 'node:test';
import assert from 'node:assert/strict';
import { drawPages } from '../../Public/scripts/render/draw-pages.js';

/** Records the dashed strokes (the guides) as lists of path points. */
class DashRecorder {
  constructor() {
    this.dash = [];
    this.stack = [];
    this.path = [];
    this.guides = [];
    this.globalAlpha = 1;
  }
  save() { this.stack.push(this.dash); }
  restore() { this.dash = this.stack.pop(); }
  setLineDash(dash) { this.dash = dash; }
  beginPath() { this.path = []; }
  moveTo(x, y) { this.path.push(['M', x, y]); }
  lineTo(x, y) { this.path.push(['L', x, y]); }
  rect() {}
  roundRect() {}
  clip() {}
  fill() {}
  fillRect() {}
  fillText() {}
  stroke() { if (this.dash.length) this.guides.push(this.path); }
}

/** The y of each horizontal guide and the x of each vertical one, drawn for page 0 of `pages`. */
function guides(pages) {
  const ctx = new DashRecorder();
  const layout = { pages, buttons: [{ title: 'Home' }], direction: 'leftToRight' };
  drawPages(/** @type {any} */ (ctx), layout, { pages: [{ index: 0, x: 0, y: 0, opacity: 1 }] }, { scheme: 'light', showInsets: true });
  assert.equal(ctx.guides.length, 1, 'one dashed stroke');
  const lines = [];
  for (let i = 0; i < ctx.guides[0].length; i += 2) {
    const [[, x1, y1], [, x2, y2]] = [ctx.guides[0][i], ctx.guides[0][i + 1]];
    lines.push(y1 === y2 ? `y ${y1}` : `x ${x1}`);
    assert.ok(y1 === y2 || x1 === x2);
  }
  return lines;
}

const frame = { x: 0, y: 0, width: 393, height: 852 };

test('a top bar ends the safe area at its edge: no guide there, the home indicator keeps its own', () => {
  // iPhone 15 Pro, Tabman's bar 48 pt under the status bar: the page's safe area starts at the bar's edge.
  const lines = guides({ frame, safeArea: { top: 107, left: 0, bottom: 34, right: 0 }, insets: { top: 48, left: 0, bottom: 0, right: 0 } });
  assert.deepEqual(lines, ['y 817.5']);
});

test('a bottom bar ends it at its top edge: only the status bar guide', () => {
  const lines = guides({ frame, safeArea: { top: 59, left: 0, bottom: 83, right: 0 }, insets: { top: 0, left: 0, bottom: 49, right: 0 } });
  assert.deepEqual(lines, ['y 59.5']);
});

test('with no bar inset (the bar hidden, or none) every side the device keeps gets its guide', () => {
  const lines = guides({ frame, safeArea: { top: 59, left: 47, bottom: 34, right: 47 }, insets: { top: 0, left: 0, bottom: 0, right: 0 } });
  assert.deepEqual(lines, ['y 59.5', 'y 817.5', 'x 47.5', 'x 345.5']);
  // A layout without `insets` (an older server's) draws them all too.
  assert.deepEqual(guides({ frame, safeArea: { top: 59, left: 0, bottom: 34, right: 0 } }), ['y 59.5', 'y 817.5']);
});
