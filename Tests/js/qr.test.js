import test from 'node:test';
import assert from 'node:assert/strict';
import {
  encodeQR, qrPath, rsGenerator, rsRemainder, formatBits, totalCodewords, alignmentCentres, MAX_VERSION,
} from '../../Public/scripts/logic/qr.js';

// Expected values are the standard's tables and its worked example, not this module's output.

test('Reed–Solomon codewords of the standard example (1-M "HELLO WORLD")', () => {
  const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
  assert.deepEqual(rsRemainder(data, rsGenerator(10)), [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
});

test('format bits for level M and each mask, as the standard lists them', () => {
  const table = [
    '101010000010010', '101000100100101', '101111001111100', '101101101001011',
    '100010111111001', '100000011001110', '100111110010111', '100101010100000',
  ];
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7].map((mask) => formatBits(mask).toString(2).padStart(15, '0')), table);
});

test('codewords and alignment pattern centres per version', () => {
  assert.deepEqual([1, 2, 6, 7, 10].map(totalCodewords), [26, 44, 172, 196, 346]);
  assert.deepEqual(alignmentCentres(1), []);
  assert.deepEqual(alignmentCentres(2), [6, 18]);
  assert.deepEqual(alignmentCentres(7), [6, 22, 38]);
  assert.deepEqual(alignmentCentres(10), [6, 28, 50]);
});

test('the version grows with the text; past version 10 there is no code', () => {
  // Byte-mode capacities at level M: version 1 holds 14 bytes, 2 holds 26, 10 holds 213.
  assert.equal(encodeQR('x'.repeat(14))?.version, 1);
  assert.equal(encodeQR('x'.repeat(15))?.version, 2);
  assert.equal(encodeQR('x'.repeat(26))?.version, 2);
  assert.equal(encodeQR('x'.repeat(213))?.version, MAX_VERSION);
  assert.equal(encodeQR('x'.repeat(214)), null);
  // UTF-8 bytes count, not characters: 5 × "é" is 10 bytes.
  assert.equal(encodeQR('é'.repeat(7))?.version, 1);
  assert.equal(encodeQR('é'.repeat(8))?.version, 2);
});

test('finder patterns, timing, the dark module and both format copies are where the standard puts them', () => {
  const code = /** @type {import('../../Public/scripts/logic/qr.js').QRCode} */ (encodeQR('https://example.com/c/AbC123xyZ9'));
  const { size, dark } = code;
  assert.equal(size, code.version * 4 + 17);
  const finder = (ox, oy) => {
    for (let y = 0; y < 7; y += 1) {
      for (let x = 0; x < 7; x += 1) {
        const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
        assert.equal(dark(ox + x, oy + y), ring !== 2, `finder module ${ox + x},${oy + y}`);
      }
    }
  };
  finder(0, 0);
  finder(size - 7, 0);
  finder(0, size - 7);
  for (let i = 8; i < size - 8; i += 1) {
    assert.equal(dark(i, 6), i % 2 === 0);
    assert.equal(dark(6, i), i % 2 === 0);
  }
  assert.equal(dark(8, size - 8), true);
  const bits = formatBits(code.mask);
  const first = [[8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8]];
  first.forEach(([x, y], i) => assert.equal(dark(x, y), ((bits >>> i) & 1) === 1, `format bit ${i}`));
  for (let i = 0; i < 8; i += 1) assert.equal(dark(size - 1 - i, 8), ((bits >>> i) & 1) === 1);
  for (let i = 8; i < 15; i += 1) assert.equal(dark(8, size - 15 + i), ((bits >>> i) & 1) === 1);
});

test('version 7 and up carry the version bits (BCH 18,6) in both corners', () => {
  const code = /** @type {import('../../Public/scripts/logic/qr.js').QRCode} */ (encodeQR('v'.repeat(120)));
  assert.equal(code.version, 7);
  // The standard's version 7 information: 000111 110010 010100.
  const bits = 0b000111110010010100;
  for (let i = 0; i < 18; i += 1) {
    const a = code.size - 11 + (i % 3);
    const b = Math.floor(i / 3);
    assert.equal(code.dark(a, b), ((bits >>> i) & 1) === 1, `top-right bit ${i}`);
    assert.equal(code.dark(b, a), ((bits >>> i) & 1) === 1, `bottom-left bit ${i}`);
  }
});

test('the SVG path draws each row run of dark modules once, offset by the quiet zone', () => {
  const code = { size: 3, version: 1, mask: 0, dark: (x, y) => (y === 0 ? x < 2 : y === 2 && x !== 1) };
  assert.equal(qrPath(code, 4), 'M4 4h2v1h-2zM4 6h1v1h-1zM6 6h1v1h-1z');
  assert.equal(qrPath(code, 0), 'M0 0h2v1h-2zM0 2h1v1h-1zM2 2h1v1h-1z');
});
