/**
 * The filled part of a slider's track (decision 0044's touch sliders). On a touch screen a slider is drawn
 * by the page (`appearance: none`, for its 44 pt thumb), and Chromium then draws no accent fill left of
 * the thumb: the page draws it, up to the thumb's centre, from `--fill` (styles/touch.css). Firefox
 * draws it itself (`::-moz-range-progress`).
 */

/**
 * How far along its range `value` is, 0 at `min` and 1 at `max`, clamped; 0 for an empty or unreadable
 * range (as a browser shows the thumb at the start then).
 * @param {number} value
 * @param {number} min
 * @param {number} max
 */
export function rangeFill(value, min, max) {
  if (![value, min, max].every(Number.isFinite) || max <= min) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/**
 * Sets `--fill` on a range input from its own value and bounds: after the user moves it (`input`), and
 * after the page sets its value, `min` or `max` (which the browser may clamp the value to).
 * @param {{value: string, min: string, max: string, style: {setProperty: (name: string, value: string) => void}}} input
 */
export function paintRangeFill(input) {
  input.style.setProperty('--fill', String(rangeFill(Number(input.value), Number(input.min), Number(input.max))));
}
