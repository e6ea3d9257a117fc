/**
 * What a field says when it refuses a value: why, and that the last good value is still the one in
 * effect (issue 48: "the last good value stays in effect, and the field shows that it is not applied").
 */

/**
 * ```js
 * refusalText('At most 40 pt.', '12 pt') // 'At most 40 pt. Not applied: the preview keeps 12 pt.'
 * ```
 * @param {string} reason  one or more sentences, ending with a full stop
 * @param {string} kept  the value still in effect, as the field shows it
 */
export function refusalText(reason, kept) {
  const because = reason.trim();
  const sentence = /[.!?]$/.test(because) ? because : `${because}.`;
  return `${sentence} Not applied: the preview keeps ${kept}.`;
}
