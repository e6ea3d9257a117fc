/**
 * Simple vector glyphs for the tab item icons the schema lists and the bar's accessory buttons
 * (named after the SF Symbols they imitate). Each is a list of path operations in a 24 × 24 box,
 * stroked (and filled where `fill` is set) in the button's tint; the canvas scales the box to the
 * icon frame the server laid out.
 *
 * Operations: `['M', x, y]`, `['L', x, y]`, `['Q', cx, cy, x, y]`, `['C', c1x, c1y, c2x, c2y, x, y]`,
 * `['Z']`, `['circle', cx, cy, r]`, `['rect', x, y, w, h, r]`.
 *
 * @typedef {(string | number)[]} IconOp
 * @typedef {{ops: IconOp[], fill?: boolean}} Glyph
 */

/** The box every glyph is drawn in. */
export const ICON_BOX = 24;

/**
 * Points of a regular star or gear outline around a centre, alternating outer and inner radius.
 * @param {number} cx
 * @param {number} cy
 * @param {number} outer
 * @param {number} inner
 * @param {number} points
 * @param {number} [rotation]  radians; 0 puts the first outer point straight up
 * @returns {IconOp[]}
 */
export function radialOutline(cx, cy, outer, inner, points, rotation = 0) {
  /** @type {IconOp[]} */
  const ops = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = rotation + (i * Math.PI) / points - Math.PI / 2;
    const x = Math.round((cx + r * Math.cos(angle)) * 1000) / 1000;
    const y = Math.round((cy + r * Math.sin(angle)) * 1000) / 1000;
    ops.push([i === 0 ? 'M' : 'L', x, y]);
  }
  ops.push(['Z']);
  return ops;
}

/** @type {Record<string, Glyph>} */
export const GLYPHS = {
  house: { ops: [['M', 3, 11.5], ['L', 12, 3.5], ['L', 21, 11.5], ['M', 5.5, 9.5], ['L', 5.5, 20.5], ['L', 10, 20.5], ['L', 10, 15], ['L', 14, 15], ['L', 14, 20.5], ['L', 18.5, 20.5], ['L', 18.5, 9.5]] },
  magnifyingglass: { ops: [['circle', 10.5, 10.5, 6.5], ['M', 15.3, 15.3], ['L', 21, 21]] },
  books: { ops: [['rect', 3, 4, 5, 16, 0.8], ['rect', 9.5, 4, 5, 16, 0.8], ['M', 15.8, 6.2], ['L', 19.6, 5.2], ['L', 22.6, 19.4], ['L', 18.8, 20.4], ['Z']] },
  person: { ops: [['circle', 12, 8, 4], ['M', 4, 21], ['C', 4, 16.5, 7.6, 14, 12, 14], ['C', 16.4, 14, 20, 16.5, 20, 21]] },
  gear: { ops: [...radialOutline(12, 12, 10, 7.6, 8, Math.PI / 8), ['circle', 12, 12, 3.2]] },
  star: { ops: radialOutline(12, 12.6, 10, 4.2, 5) },
  heart: {
    ops: [['M', 12, 20.5], ['C', 5, 15.5, 2.5, 12, 2.5, 8.5], ['C', 2.5, 5.5, 5, 3.5, 7.5, 3.5], ['C', 9.5, 3.5, 11, 4.7, 12, 6.3],
      ['C', 13, 4.7, 14.5, 3.5, 16.5, 3.5], ['C', 19, 3.5, 21.5, 5.5, 21.5, 8.5], ['C', 21.5, 12, 19, 15.5, 12, 20.5], ['Z']],
  },
  bell: {
    ops: [['M', 6, 17], ['L', 6, 11], ['C', 6, 7.5, 8.5, 5, 12, 5], ['C', 15.5, 5, 18, 7.5, 18, 11], ['L', 18, 17], ['L', 20, 19],
      ['L', 4, 19], ['Z'], ['M', 10, 21.5], ['L', 14, 21.5], ['M', 12, 2.5], ['L', 12, 5]],
  },
  bookmark: { ops: [['M', 6, 3], ['L', 18, 3], ['L', 18, 21], ['L', 12, 16.5], ['L', 6, 21], ['Z']] },
  cart: { ops: [['M', 2, 4], ['L', 5, 4], ['L', 7.5, 15], ['L', 18.5, 15], ['L', 21, 7], ['L', 6, 7], ['circle', 9, 19.5, 1.5], ['circle', 17, 19.5, 1.5]] },
  message: {
    ops: [['M', 4, 4.5], ['L', 20, 4.5], ['Q', 21, 4.5, 21, 5.5], ['L', 21, 15], ['Q', 21, 16, 20, 16], ['L', 10, 16], ['L', 6, 20],
      ['L', 6, 16], ['L', 4, 16], ['Q', 3, 16, 3, 15], ['L', 3, 5.5], ['Q', 3, 4.5, 4, 4.5], ['Z']],
  },
  photo: { ops: [['rect', 3, 5, 18, 14, 2], ['circle', 8.5, 10, 1.6], ['M', 3.5, 17.5], ['L', 9, 12.5], ['L', 13, 16.5], ['L', 16, 13.5], ['L', 20.5, 18]] },
  'music.note': { ops: [['M', 9, 18], ['L', 9, 5.5], ['L', 19, 3.5], ['L', 19, 16], ['circle', 6.5, 18, 2.5], ['circle', 16.5, 16, 2.5]] },
  play: { ops: [['M', 7, 4], ['L', 20, 12], ['L', 7, 20], ['Z']], fill: true },
  calendar: { ops: [['rect', 3, 5, 18, 16, 2], ['M', 3, 10], ['L', 21, 10], ['M', 8, 3], ['L', 8, 7], ['M', 16, 3], ['L', 16, 7]] },
  map: { ops: [['M', 3, 6], ['L', 9, 4], ['L', 15, 6], ['L', 21, 4], ['L', 21, 18], ['L', 15, 20], ['L', 9, 18], ['L', 3, 20], ['Z'], ['M', 9, 4], ['L', 9, 18], ['M', 15, 6], ['L', 15, 20]] },
  plus: { ops: [['M', 12, 4.5], ['L', 12, 19.5], ['M', 4.5, 12], ['L', 19.5, 12]] },
  ellipsis: { ops: [['circle', 5.5, 12, 1.8], ['circle', 12, 12, 1.8], ['circle', 18.5, 12, 1.8]], fill: true },
};

/** What a tab item without an icon (or with a name this build does not know) shows. */
export const PLACEHOLDER = { ops: [['rect', 4, 4, 16, 16, 4]] };

/**
 * @param {string | null | undefined} name
 * @returns {Glyph}
 */
export function glyphFor(name) {
  return (name && Object.hasOwn(GLYPHS, name) ? GLYPHS[name] : null) ?? PLACEHOLDER;
}

/**
 * The square a glyph is drawn in for an icon frame: the frame's shorter side times `scale`, centred
 * on the frame (SF Symbols keep their aspect in a non-square image view).
 * @param {{x: number, y: number, width: number, height: number}} frame
 * @param {number} [scale]
 * @returns {{x: number, y: number, size: number}}
 */
export function glyphBox(frame, scale = 1) {
  const size = Math.max(0, Math.min(frame.width, frame.height) * scale);
  return { x: frame.x + frame.width / 2 - size / 2, y: frame.y + frame.height / 2 - size / 2, size };
}

/**
 * Replays a glyph's operations onto a path sink (a `CanvasRenderingContext2D` or `Path2D`) mapped
 * into the square `box` (`{x, y, size}`), starting sub-paths for circles and rects as canvas needs.
 * @param {{moveTo: Function, lineTo: Function, quadraticCurveTo: Function, bezierCurveTo: Function,
 *   closePath: Function, arc: Function, roundRect?: Function, rect: Function}} sink
 * @param {Glyph} glyph
 * @param {{x: number, y: number, size: number}} box
 */
export function traceGlyph(sink, glyph, box) {
  const k = box.size / ICON_BOX;
  const X = (v) => box.x + Number(v) * k;
  const Y = (v) => box.y + Number(v) * k;
  for (const op of glyph.ops) {
    switch (op[0]) {
      case 'M':
        sink.moveTo(X(op[1]), Y(op[2]));
        break;
      case 'L':
        sink.lineTo(X(op[1]), Y(op[2]));
        break;
      case 'Q':
        sink.quadraticCurveTo(X(op[1]), Y(op[2]), X(op[3]), Y(op[4]));
        break;
      case 'C':
        sink.bezierCurveTo(X(op[1]), Y(op[2]), X(op[3]), Y(op[4]), X(op[5]), Y(op[6]));
        break;
      case 'Z':
        sink.closePath();
        break;
      case 'circle':
        sink.moveTo(X(Number(op[1]) + Number(op[3])), Y(op[2]));
        sink.arc(X(op[1]), Y(op[2]), Number(op[3]) * k, 0, Math.PI * 2);
        break;
      case 'rect': {
        const [, x, y, w, h, r] = op.map(Number);
        if (sink.roundRect && r > 0) sink.roundRect(X(x), Y(y), w * k, h * k, r * k);
        else sink.rect(X(x), Y(y), w * k, h * k);
        break;
      }
      default:
        break;
    }
  }
}
