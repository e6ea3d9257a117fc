/**
 * QR codes (ISO/IEC 18004) for share links: byte mode, error correction level M (15 % of the symbol
 * can be lost), versions 1 to 10 (up to 213 bytes of UTF-8), the mask with the lowest penalty.
 * Pure: text in, a square of modules out; the Share tab draws it.
 *
 * @typedef {{size: number, version: number, mask: number, dark: (x: number, y: number) => boolean}} QRCode
 */

/** Per version 1–10 at level M: error correction codewords per block, and the number of blocks. */
const EC_PER_BLOCK = [10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const BLOCKS = [1, 1, 1, 2, 2, 4, 4, 4, 5, 5];
export const MAX_VERSION = 10;
/** Level M's two format bits (L 01, M 00, Q 11, H 10). */
const LEVEL_M = 0b00;

/**
 * The QR code of `text`, or null when its UTF-8 is longer than version 10 holds at level M.
 * @param {string} text
 * @returns {QRCode | null}
 */
export function encodeQR(text) {
  const bytes = [...new TextEncoder().encode(text)];
  let version = 1;
  while (version <= MAX_VERSION && dataCapacityBits(version) < 4 + countBits(version) + bytes.length * 8) version += 1;
  if (version > MAX_VERSION) return null;
  const codewords = interleave(dataCodewords(bytes, version), version);
  const size = version * 4 + 17;
  const base = functionPatterns(version);
  placeData(base, codewords);
  let best = null;
  for (let mask = 0; mask < 8; mask += 1) {
    const grid = base.modules.slice();
    applyMask(grid, base.reserved, size, mask);
    drawFormat(grid, size, mask);
    const score = penalty(grid, size);
    if (!best || score < best.score) best = { grid, mask, score };
  }
  const { grid, mask } = /** @type {{grid: Uint8Array, mask: number}} */ (best);
  return { size, version, mask, dark: (x, y) => grid[y * size + x] === 1 };
}

/** Codewords in a symbol of `version` (its modules less the function patterns, over 8). */
export function totalCodewords(version) {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    modules -= (25 * align - 10) * align - 55;
    if (version >= 7) modules -= 36;
  }
  return Math.floor(modules / 8);
}

function dataCapacityBits(version) {
  return (totalCodewords(version) - EC_PER_BLOCK[version - 1] * BLOCKS[version - 1]) * 8;
}

/** The byte count's length: 8 bits up to version 9, 16 from 10. */
function countBits(version) {
  return version <= 9 ? 8 : 16;
}

/** Mode, count, the bytes, terminator and padding (0xEC, 0x11, …) to the data capacity. */
function dataCodewords(bytes, version) {
  const bits = [];
  const push = (value, length) => {
    for (let i = length - 1; i >= 0; i -= 1) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, countBits(version));
  for (const byte of bytes) push(byte, 8);
  const capacity = dataCapacityBits(version);
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const out = [];
  for (let i = 0; i < bits.length; i += 8) out.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; out.length < capacity / 8; pad ^= 0xec ^ 0x11) out.push(pad);
  return out;
}

/** Splits the data into blocks (the short ones first), adds each block's Reed–Solomon codewords and interleaves them. */
function interleave(data, version) {
  const blockCount = BLOCKS[version - 1];
  const ecLength = EC_PER_BLOCK[version - 1];
  const shortLength = Math.floor(data.length / blockCount);
  const shortCount = blockCount - (data.length % blockCount);
  const generator = rsGenerator(ecLength);
  const blocks = [];
  for (let b = 0, at = 0; b < blockCount; b += 1) {
    const length = shortLength + (b < shortCount ? 0 : 1);
    const block = data.slice(at, at + length);
    at += length;
    blocks.push({ data: block, ec: rsRemainder(block, generator) });
  }
  const out = [];
  for (let i = 0; i <= shortLength; i += 1) {
    for (const block of blocks) if (i < block.data.length) out.push(block.data[i]);
  }
  for (let i = 0; i < ecLength; i += 1) for (const block of blocks) out.push(block.ec[i]);
  return out;
}

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1 (0x11D). */
export function gfMultiply(a, b) {
  let product = 0;
  for (let i = 7; i >= 0; i -= 1) {
    product = (product << 1) ^ ((product >>> 7) * 0x11d);
    product ^= ((b >>> i) & 1) * a;
  }
  return product & 0xff;
}

/** The coefficients (highest first, leading 1 dropped) of ∏ (x − 2^i), i < degree. */
export function rsGenerator(degree) {
  const result = new Array(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i += 1) {
    for (let j = 0; j < degree; j += 1) {
      result[j] = gfMultiply(result[j], root);
      if (j + 1 < degree) result[j] ^= result[j + 1];
    }
    root = gfMultiply(root, 2);
  }
  return result;
}

/** The remainder of `data` · x^degree divided by the generator: the block's error correction codewords. */
export function rsRemainder(data, generator) {
  const result = new Array(generator.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ /** @type {number} */ (result.shift());
    result.push(0);
    generator.forEach((coefficient, i) => {
      result[i] ^= gfMultiply(coefficient, factor);
    });
  }
  return result;
}

/** Finder, separator, timing and alignment patterns, the dark module, and reserved format and version areas. */
function functionPatterns(version) {
  const size = version * 4 + 17;
  const modules = new Uint8Array(size * size);
  const reserved = new Uint8Array(size * size);
  const set = (x, y, dark) => {
    if (x < 0 || y < 0 || x >= size || y >= size) return;
    modules[y * size + x] = dark ? 1 : 0;
    reserved[y * size + x] = 1;
  };
  for (let i = 0; i < size; i += 1) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]]) {
    for (let dy = -4; dy <= 4; dy += 1) {
      for (let dx = -4; dx <= 4; dx += 1) {
        const ring = Math.max(Math.abs(dx), Math.abs(dy));
        set(cx + dx, cy + dy, ring !== 2 && ring !== 4);
      }
    }
  }
  const centres = alignmentCentres(version);
  for (const cy of centres) {
    for (const cx of centres) {
      const nearFinder = (cx === 6 && cy === 6) || (cx === 6 && cy === size - 7) || (cx === size - 7 && cy === 6);
      if (nearFinder) continue;
      for (let dy = -2; dy <= 2; dy += 1) {
        for (let dx = -2; dx <= 2; dx += 1) set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    }
  }
  // Format areas (written per mask later) and the dark module.
  for (let i = 0; i < 9; i += 1) {
    if (!reserved[8 * size + i]) set(i, 8, false);
    if (!reserved[i * size + 8]) set(8, i, false);
  }
  for (let i = 0; i < 8; i += 1) {
    set(size - 1 - i, 8, false);
    set(8, size - 1 - i, false);
  }
  set(8, size - 8, true);
  if (version >= 7) {
    let remainder = version;
    for (let i = 0; i < 12; i += 1) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
    const bits = (version << 12) | remainder;
    for (let i = 0; i < 18; i += 1) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      set(a, b, dark);
      set(b, a, dark);
    }
  }
  return { size, modules, reserved };
}

/** Rows and columns of the alignment patterns' centres. */
export function alignmentCentres(version) {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const centres = [6];
  for (let i = count - 2; i >= 0; i -= 1) centres.push(size - 7 - i * step);
  return centres;
}

/** Codeword bits in the zigzag order: two columns at a time from the right, up then down, skipping column 6. */
function placeData({ size, modules, reserved }, codewords) {
  let bit = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert += 1) {
      for (let j = 0; j < 2; j += 1) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vert : vert;
        if (reserved[y * size + x] || bit >= codewords.length * 8) continue;
        modules[y * size + x] = (codewords[bit >>> 3] >>> (7 - (bit & 7))) & 1;
        bit += 1;
      }
    }
  }
}

const MASKS = [
  (x, y) => (x + y) % 2 === 0,
  (x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(grid, reserved, size, mask) {
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!reserved[y * size + x] && MASKS[mask](x, y)) grid[y * size + x] ^= 1;
    }
  }
}

/** The 15 format bits: level and mask, a BCH(15,5) remainder, XOR 0x5412. */
export function formatBits(mask) {
  const data = (LEVEL_M << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i += 1) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  return ((data << 10) | remainder) ^ 0x5412;
}

function drawFormat(grid, size, mask) {
  const bits = formatBits(mask);
  const set = (x, y, i) => {
    grid[y * size + x] = (bits >>> i) & 1;
  };
  for (let i = 0; i <= 5; i += 1) set(8, i, i);
  set(8, 7, 6);
  set(8, 8, 7);
  set(7, 8, 8);
  for (let i = 9; i < 15; i += 1) set(14 - i, 8, i);
  for (let i = 0; i < 8; i += 1) set(size - 1 - i, 8, i);
  for (let i = 8; i < 15; i += 1) set(8, size - 15 + i, i);
}

/** The standard's penalty: runs of five or more, 2 × 2 blocks, finder-like runs, and the dark share's distance from half. */
export function penalty(grid, size) {
  let score = 0;
  const at = (x, y) => grid[y * size + x];
  const lines = [];
  for (let i = 0; i < size; i += 1) {
    const row = [];
    const column = [];
    for (let j = 0; j < size; j += 1) {
      row.push(at(j, i));
      column.push(at(i, j));
    }
    lines.push(row, column);
  }
  for (const line of lines) {
    let run = 1;
    for (let j = 1; j <= size; j += 1) {
      if (j < size && line[j] === line[j - 1]) {
        run += 1;
        continue;
      }
      if (run >= 5) score += 3 + run - 5;
      run = 1;
    }
    const text = line.join('');
    for (const pattern of ['10111010000', '00001011101']) {
      for (let from = text.indexOf(pattern); from >= 0; from = text.indexOf(pattern, from + 1)) score += 40;
    }
  }
  let dark = 0;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      dark += at(x, y);
      if (x + 1 < size && y + 1 < size) {
        const v = at(x, y);
        if (at(x + 1, y) === v && at(x, y + 1) === v && at(x + 1, y + 1) === v) score += 3;
      }
    }
  }
  score += 10 * Math.floor(Math.abs((dark * 100) / (size * size) - 50) / 5);
  return score;
}

/**
 * SVG path data drawing the code's dark modules as unit squares, inside a quiet zone of `quiet`
 * modules (the standard asks for 4): draw it in a `viewBox` of `0 0 size+2·quiet size+2·quiet`.
 * Each row's runs of dark modules are one rectangle.
 * @param {QRCode} code
 * @param {number} [quiet]
 */
export function qrPath(code, quiet = 4) {
  const parts = [];
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) {
      if (!code.dark(x, y)) continue;
      let end = x;
      while (end + 1 < code.size && code.dark(end + 1, y)) end += 1;
      parts.push(`M${x + quiet} ${y + quiet}h${end - x + 1}v1h${x - end - 1}z`);
      x = end;
    }
  }
  return parts.join('');
}
