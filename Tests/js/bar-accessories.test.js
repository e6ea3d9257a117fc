// The bar's accessory buttons (`layout.bar.accessories`, Tabman's accessory views): drawn by drawBar on a
// recording context, and carried through a layout tween.
import test from 'node:test';
import assert from 'node:assert/strict';
import { drawBar } from '../../Public/scripts/render/draw-bar.js';
import { startTween, tweenedLayout } from '../../Public/scripts/logic/layout-tween.js';

/**
 * A 2D context that tracks translations and records, for every stroke or fill, the path's points in
 * viewport coordinates with the style and alpha in force.
 */
class RecordingContext {
  constructor() {
    this.state = { tx: 0, ty: 0, globalAlpha: 1, strokeStyle: '', fillStyle: '', lineWidth: 1 };
    this.stack = [];
    this.path = [];
    this.paints = [];
    this.canvas = { width: 393, height: 852 };
  }
  get globalAlpha() { return this.state.globalAlpha; }
  set globalAlpha(v) { this.state.globalAlpha = v; }
  get strokeStyle() { return this.state.strokeStyle; }
  set strokeStyle(v) { this.state.strokeStyle = v; }
  get fillStyle() { return this.state.fillStyle; }
  set fillStyle(v) { this.state.fillStyle = v; }
  get lineWidth() { return this.state.lineWidth; }
  set lineWidth(v) { this.state.lineWidth = v; }
  save() { this.stack.push({ ...this.state }); }
  restore() { this.state = this.stack.pop(); }
  translate(x, y) { this.state.tx += x; this.state.ty += y; }
  setTransform() { this.state.tx = 0; this.state.ty = 0; }
  point(x, y) { return [round(x + this.state.tx), round(y + this.state.ty)]; }
  beginPath() { this.path = []; }
  moveTo(x, y) { this.path.push(['M', ...this.point(x, y)]); }
  lineTo(x, y) { this.path.push(['L', ...this.point(x, y)]); }
  arc(x, y, r) { this.path.push(['arc', ...this.point(x, y), round(r)]); }
  rect(x, y, w, h) { this.path.push(['rect', ...this.point(x, y), w, h]); }
  clip() {}
  fillRect() {}
  fillText() {}
  measureText(text) { return { width: text.length * 8 }; }
  drawImage(image) { this.paints.push({ op: 'drawImage', image }); }
  stroke() { this.paints.push({ op: 'stroke', path: this.path, style: this.strokeStyle, alpha: this.globalAlpha, lineWidth: this.lineWidth }); }
  fill() { this.paints.push({ op: 'fill', path: this.path, style: this.fillStyle, alpha: this.globalAlpha }); }
}

const round = (n) => Math.round(n * 1000) / 1000;

const accessories = [
  { placement: 'left', pinned: false, icon: 'plus', frame: { x: 0, y: 0, width: 48, height: 44 },
    iconFrame: { x: 12, y: 10, width: 24, height: 24 }, color: '#FF0000FF' },
  { placement: 'rightPinned', pinned: true, icon: 'ellipsis', frame: { x: 345, y: 59, width: 48, height: 48 },
    iconFrame: { x: 357, y: 71, width: 24, height: 24 }, color: '#00FF0080' },
];

const layoutWith = (list) => ({
  bar: {
    axis: 'horizontal',
    frame: { x: 0, y: 59, width: 393, height: 48 },
    scrollFrame: { x: 0, y: 59, width: 345, height: 48 },
    background: { style: 'none' },
    separator: null,
    fadesContentEdges: true,
    accessories: list,
  },
  buttonStyle: { kind: 'label', font: { size: 15, face: 'regular' }, baseline: 30, tintColor: '#000000FF' },
  buttons: [],
  indicator: { kind: 'none' },
});

const frameAt = (barOffset, barTransform, fade = null) => ({ barOffset, barTransform, fade, buttons: [] });

test('a scrolling accessory scrolls with the content; a pinned one only moves with the bar', () => {
  const ctx = new RecordingContext();
  const layer = new RecordingContext();
  drawBar(ctx, layoutWith(accessories), frameAt({ x: 30, y: 0 }, { x: 0, y: -10, opacity: 0.5 }), { scheme: 'light', layer: () => layer });
  const strokes = ctx.paints.filter((p) => p.op === 'stroke');
  assert.equal(strokes.length, 2, JSON.stringify(ctx.paints));
  // The plus in content coordinates (12, 10) + 24-point box: its bar at 12 + 12 = 24 from 10 + 4.5 = 14.5,
  // drawn at scrollFrame origin (0, 59) − barOffset (30, 0) + bar transform (0, −10).
  const [plus, dots] = strokes;
  assert.deepEqual(plus.path, [['M', -6, 63.5], ['L', -6, 78.5], ['M', -13.5, 71], ['L', 1.5, 71]]);
  assert.equal(plus.alpha, 0.5);
  assert.match(plus.style.replace(/\s/g, ''), /^rgba?\(255,0,0(,1)?\)$/);
  assert.equal(plus.lineWidth, 1.8);
  // The ellipsis in viewport coordinates, moved by the bar transform only, filled as well as stroked.
  assert.deepEqual(dots.path.filter((op) => op[0] === 'arc'), [['arc', 362.5, 73, 1.8], ['arc', 369, 73, 1.8], ['arc', 375.5, 73, 1.8]]);
  assert.equal(dots.alpha, 0.5);
  assert.match(dots.style.replace(/\s/g, ''), /^rgba\(0,255,0,0\.50\d*\)$/);
  const fills = ctx.paints.filter((p) => p.op === 'fill');
  assert.equal(fills.length, 1);
  assert.deepEqual(fills[0].path, dots.path);
  assert.equal(layer.paints.length, 0);
});

test('the edge fade masks the scrolling accessory and not the pinned one', () => {
  const ctx = new RecordingContext();
  const layer = new RecordingContext();
  const fade = { start: 1, end: 1 };
  // The mask is a gradient fill on the layer: give the recorder one.
  layer.createLinearGradient = () => ({ addColorStop() {} });
  drawBar(ctx, layoutWith(accessories), frameAt({ x: 0, y: 0 }, { x: 0, y: 0, opacity: 1 }, fade), { scheme: 'light', layer: () => layer });
  assert.deepEqual(layer.paints.filter((p) => p.op === 'stroke').map((p) => p.path[0]), [['M', 24, 73.5]]);
  const onScreen = ctx.paints.filter((p) => p.op === 'stroke');
  assert.equal(onScreen.length, 1);
  // The first dot's circle starts on its right: 357 + 5.5 + 1.8, 71 + 12.
  assert.deepEqual(onScreen[0].path[0], ['M', 364.3, 83]);
  assert.ok(ctx.paints.some((p) => p.op === 'drawImage'));
});

test('a hidden bar draws no accessories, and a bar without them draws none', () => {
  for (const [list, opacity] of [[accessories, 0], [[], 1], [undefined, 1]]) {
    const ctx = new RecordingContext();
    drawBar(ctx, layoutWith(list), frameAt({ x: 0, y: 0 }, { x: 0, y: 0, opacity }), { scheme: 'light', layer: () => new RecordingContext() });
    assert.deepEqual(ctx.paints.filter((p) => p.op !== 'drawImage'), [], String(opacity));
  }
});

test('a tween between layouts with and without accessories shows the new layout\'s accessories', () => {
  const button = (x) => ({ index: 0, title: 'A', frame: { x, y: 0, width: 40, height: 44 }, labelFrame: { x, y: 0, width: 40, height: 44 } });
  const without = { ...layoutWith([]), buttons: [button(0)] };
  const withThem = { ...layoutWith(accessories), buttons: [button(56)], transition: { duration: 0.2, curve: 'easeIn' } };
  delete without.bar.accessories;
  for (const [from, to] of [[without, withThem], [withThem, { ...without, transition: withThem.transition }]]) {
    const tween = startTween(from, to, 0);
    assert.ok(tween);
    const { layout, done } = tweenedLayout(tween, 0.1);
    assert.equal(done, false);
    assert.equal(layout.bar, to.bar);
    assert.ok(layout.buttons[0].frame.x > 0 && layout.buttons[0].frame.x < 56);
    const ctx = new RecordingContext();
    drawBar(ctx, layout, frameAt({ x: 0, y: 0 }, { x: 0, y: 0, opacity: 1 }), { scheme: 'light', layer: () => new RecordingContext() });
  }
});
