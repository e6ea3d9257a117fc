import test from 'node:test';
import assert from 'node:assert/strict';
import { createBackoff } from '../../Public/scripts/logic/reconnect.js';
import { createStats, formatRate } from '../../Public/scripts/logic/stats.js';
import { addEntry, formatEvent, formatWarning, formatStatus } from '../../Public/scripts/logic/event-log.js';
import { createStore } from '../../Public/scripts/logic/store.js';
import { cssFont, faceDescriptors, faceOf, hasSystemJapanese, letterSpacing, uploadedFontIds } from '../../Public/scripts/logic/fonts.js';
import { familyValue, fontChoices, fontFileProblem, uploadLabel } from '../../Public/scripts/logic/font-choice.js';
import { pageColor, barFill, fadeStops, screenColor } from '../../Public/scripts/logic/appearance.js';

test('backoff doubles from 0.5 s to a 10 s cap, with jitter, and resets', () => {
  const mid = createBackoff({ random: () => 0.5 }); // no jitter at 0.5
  assert.deepEqual([1, 2, 3, 4, 5, 6, 7].map(() => mid.next()), [0.5, 1, 2, 4, 8, 10, 10]);
  mid.reset();
  assert.equal(mid.next(), 0.5);
  const low = createBackoff({ random: () => 0 }); // −20 %
  assert.equal(low.next(), 0.4);
  const retry = createBackoff({ random: () => 0.5 });
  retry.setRetry(3000);
  assert.deepEqual([retry.next(), retry.next()], [3, 6]);
});

test('backoff: the cap holds after the jitter and can change (the page uses 0.5 s while visible)', () => {
  const high = createBackoff({ base: 0.25, max: 0.8, random: () => 0.75 }); // +10 %
  // 0.25 → 0.275, 0.5 → 0.55, 1 capped to 0.8 then +10 % capped again to 0.8.
  assert.deepEqual([high.next(), high.next(), high.next(), high.next()], [0.275, 0.55, 0.8, 0.8]);
  high.setMax(10); // hidden: longer waits from now on
  assert.equal(high.next(), 4.4); // 0.25 × 2⁴ = 4, +10 %
  const retry = createBackoff({ base: 0.25, max: 0.8, random: () => 0.5 });
  retry.setRetry(3000); // the server's retry: is capped too
  assert.equal(retry.next(), 0.8);
});

test('stats: rates over the last second, median latency, bytes per second', () => {
  const stats = createStats();
  for (let i = 0; i < 60; i += 1) stats.drew(10 + i / 60);
  stats.inputSent(10.5);
  stats.inputSent(10.51); // still waiting for the first: the earliest counts
  stats.frameArrived(10.54); // 40 ms
  stats.frameArrived(10.55); // nothing pending
  stats.inputSent(10.6);
  stats.frameArrived(10.62); // 20 ms
  stats.inputSent(10.7);
  stats.frameArrived(10.76); // 60 ms → median of 20, 40, 60 is 40
  stats.bytes(10.2, 500);
  stats.bytes(10.9, 700);
  const s = stats.snapshot(10.99);
  assert.equal(s.fps, 60); // drawn at 10 … 10.983, all within 1 s of 10.99
  assert.equal(s.streamFps, 4);
  assert.equal(s.latencyMs, 40);
  assert.equal(s.bytesPerSecond, 1200);
  assert.equal(stats.snapshot(11.5).bytesPerSecond, 700); // the 10.2 chunk is more than 1 s old
  assert.equal(formatRate(340), '340 B/s');
  assert.equal(formatRate(1234), '1.2 kB/s');
  assert.equal(formatRate(2.5e6), '2.5 MB/s');
});

test('event log keeps the newest first and formats events and warnings', () => {
  let log = [];
  for (let i = 0; i < 5; i += 1) log = addEntry(log, { seq: i, kind: 'event', text: String(i), t: null }, 3);
  assert.deepEqual(log.map((e) => e.seq), [4, 3, 2]);
  assert.equal(formatEvent({ name: 'didScrollToPage', index: 2, direction: 'forward', t: 1.2345 }), 'didScrollToPage 2 forward · 1.234 s');
  assert.equal(formatEvent({ name: 'tabChanged', index: 0, direction: 'neutral' }), 'tabChanged 0');
  // index counts from 0; the Tabs editor numbers tabs from 1, so the second tab (index 1) is "tab 2".
  assert.equal(formatWarning({ code: 'label-clipped', index: 1, message: 'too long' }), 'label-clipped (tab 2): too long');
  assert.equal(formatWarning({ code: 'label-clipped', index: 0, message: 'too long' }), 'label-clipped (tab 1): too long');
  assert.equal(formatWarning({ code: 'x', index: null, message: 'm' }), 'x: m');
  assert.equal(formatStatus({ status: 'reconnecting', retryIn: 2 }), 'Reconnecting in 2.0 s…');
  assert.equal(formatStatus({ status: 'error', detail: 'gone' }), 'Error: gone');
  assert.equal(formatStatus({ status: 'live' }), 'Live');
});

test('store merges, skips no-op sets and notifies with the previous state', () => {
  const store = createStore({ a: 1, b: 2 });
  const seen = [];
  const stop = store.subscribe((state, previous) => seen.push([previous.a, state.a]));
  store.set({ a: 2 });
  store.set({ a: 2 });
  store.set((s) => ({ a: s.a + 1 }));
  stop();
  store.set({ a: 9 });
  assert.deepEqual(seen, [[1, 2], [2, 3]]);
  assert.deepEqual(store.get(), { a: 9, b: 2 });
});

test('canvas fonts: the weight the server drew, the family by its CSS name, bold from semibold up', () => {
  // The server sends the weight it chose: semibold is 600 on the default face's wght axis.
  assert.equal(cssFont({ size: 17, weight: 'semibold', face: 'bold', family: 'default', cssWeight: 600 }), '600 17px "PP Inter"');
  assert.equal(cssFont({ size: 19.04, weight: 'regular', family: 'dejavu', cssWeight: 400 }), '400 19.04px "PP DejaVu Sans"');
  const id = 'ab'.repeat(32);
  assert.equal(cssFont({ size: 15, family: `${id},${'cd'.repeat(32)}`, cssWeight: 600 }), '600 15px "PP Font abababababababab"');
  // Without cssWeight (an old layout), bold from semibold up.
  assert.equal(cssFont({ size: 17, weight: 'semibold' }), '700 17px "PP Inter"');
  // From 22.5 pt the layout asks for the default face's display design.
  assert.equal(cssFont({ size: 24, family: 'default', cssWeight: 600, display: true }), '600 24px "PP Inter Display"');
  assert.equal(cssFont({ size: 24, family: 'dejavu', cssWeight: 400, display: true }), '400 24px "PP DejaVu Sans"');
  // iOS's system font (the default face, an uploaded SF Pro) draws Japanese smaller: its face follows
  // for text that has Japanese (decision 0059); a font the app names does not, nor Latin text.
  const system = { size: 17, family: 'default', cssWeight: 600, systemFont: true };
  // Text beyond the Latin files is drawn whole in the whole file's family (decision 0062).
  assert.equal(cssFont(system, 'ホーム'), '600 17px "PP Inter Full", "PP System Japanese"');
  assert.equal(cssFont(system, 'Tab 日本'), '600 17px "PP Inter Full", "PP System Japanese"');
  assert.equal(cssFont(system, 'Nguyễn'), '600 17px "PP Inter Full"');
  assert.equal(cssFont({ size: 13, family: 'dejavu', cssWeight: 700 }, 'Профиль'), '700 13px "PP DejaVu Sans Full"');
  assert.equal(cssFont(system, 'Café “Home” — 1 €'), '600 17px "PP Inter"');
  assert.equal(cssFont(system, 'Home'), '600 17px "PP Inter"');
  assert.equal(cssFont(system), '600 17px "PP Inter"');
  assert.equal(
    cssFont({ size: 28, family: 'default', cssWeight: 700, display: true, systemFont: true }, '設定'),
    '700 28px "PP Inter Display Full", "PP System Japanese"',
  );
  assert.equal(cssFont({ size: 15, family: id, cssWeight: 400, systemFont: false }, 'ホーム'), '400 15px "PP Font abababababababab"');
  assert.equal(cssFont({ size: 15, family: id, cssWeight: 400 }, 'Профиль'), '400 15px "PP Font abababababababab"');
  // The face's unicode-range: kana, ideographs, CJK punctuation, full-width forms; not Hangul.
  assert.deepEqual(
    ['「', 'ー', '𠮷', 'ｱ', 'Ａ', '한', 'é', ''].map(hasSystemJapanese),
    [true, true, true, true, true, false, false, false],
  );
  assert.equal(faceOf({ weight: 'heavy' }), 'bold');
  assert.equal(faceOf({ weight: 'medium' }), 'regular');
  assert.equal(letterSpacing({ letterSpacing: -0.442 }), '-0.442px');
  assert.equal(letterSpacing({}), '0px');
  assert.deepEqual(uploadedFontIds(`${id},x`), [id]);
  assert.deepEqual(uploadedFontIds('default'), []);
});

test('uploaded fonts: FontFace descriptors keep a static face at its weight and a variable one over its range', () => {
  assert.deepEqual(faceDescriptors({ axes: [{ tag: 'wght', min: 100, default: 400, max: 900 }] }), { weight: '100 900', style: 'normal', display: 'block' });
  assert.deepEqual(faceDescriptors({ styles: [{ name: 'Bold Italic', weight: 700, italic: true }] }), { weight: '700', style: 'italic', display: 'block' });
});

test('the typeface control lists built-ins, uploads and an unseen shared font, and groups one family', () => {
  const a = 'a'.repeat(64);
  const b = 'b'.repeat(64);
  const known = { [a]: { family: 'Brand', styles: [{ name: 'Regular', weight: 400 }] } };
  const choices = fontChoices(`${b}`, known);
  assert.deepEqual(choices.map((c) => c.value), ['default', 'dejavu', a, b]);
  assert.equal(choices[2].label, 'Brand Regular');
  assert.match(choices[3].label, /^font bbbbbbbb/);
  assert.deepEqual(familyValue([{ id: b, family: 'Brand' }, { id: a, family: 'Brand' }]), { value: `${a},${b}` });
  assert.match(familyValue([{ id: a, family: 'A' }, { id: b, family: 'B' }]).error, /different families/);
  assert.match(familyValue([{ id: a, family: 'A', axes: [{}] }, { id: b, family: 'A' }]).error, /variable/);
  assert.equal(uploadLabel({ family: 'Inter', axes: [{ tag: 'wght' }] }), 'Inter (variable: wght)');
});

test('appearance: page hues a golden angle apart, bar fills, fade stops from reference A9', () => {
  assert.equal(pageColor(0, 'light'), 'hsl(210, 70%, 88%)');
  assert.equal(pageColor(1, 'light'), 'hsl(348, 70%, 88%)'); // 210 + 137.508 = 347.5 → 348
  assert.equal(pageColor(2, 'dark'), 'hsl(125, 35%, 22%)'); // 210 + 275.016 = 485.0 − 360 = 125
  assert.equal(screenColor('dark'), '#000000');
  assert.deepEqual(barFill({ style: 'clear' }, 'light'), { kind: 'none' });
  assert.deepEqual(barFill({ style: 'flat', color: '#FF0000FF' }, 'dark'), { kind: 'flat', color: '#FF0000FF' });
  assert.equal(barFill({ style: 'blur', blurStyle: 'systemMaterial' }, 'dark').fill, 'rgba(28, 28, 30, 0.78)');
  // start fully faded, end half: 0 at 0.02, 1 at 0.05; 1 at 1 − 0.025, 0 at 1 − 0.01
  assert.deepEqual(fadeStops({ start: 1, end: 0.5 }), [[0, 0], [0.02, 0], [0.05, 1], [0.975, 1], [0.99, 0], [1, 0]]);
});

test('a font file over 10 MB or empty is refused before it is sent, in megabytes', () => {
  // 12 × 1024 × 1024 = 12 582 912 bytes: 12.58 MB, rounded up to 12.6 MB; one byte over reads 10.1 MB, not "10 MB".
  assert.equal(fontFileProblem({ name: 'Huge.ttf', size: 12 * 1024 * 1024 }), 'Huge.ttf is 12.6 MB; a font file can be at most 10 MB.');
  assert.equal(fontFileProblem({ name: 'Edge.otf', size: 10_000_001 }), 'Edge.otf is 10.1 MB; a font file can be at most 10 MB.');
  assert.equal(fontFileProblem({ name: 'Empty.ttf', size: 0 }), 'Empty.ttf is empty.');
  assert.equal(fontFileProblem({ name: 'Max.ttf', size: 10_000_000 }), null);
  assert.equal(fontFileProblem({ name: 'Inter.ttf', size: 874_708 }), null);
});
