/**
 * The typeface control's pure part: which choices it lists and what `text.font` value each sets.
 * `text.font` is `default`, `dejavu`, or uploaded font ids joined by commas (the static files of one
 * family); uploads this browser made are remembered by id with their description.
 */

/** The built-in choices, as the schema's help describes them. */
export const BUILT_IN_FONTS = [
  { value: 'default', label: 'Default (Inter, tracked like SF Pro)' },
  { value: 'dejavu', label: 'DejaVu Sans' },
];

/** The largest font file the server takes (`POST /api/fonts`, docs/api.md): 10 MB. */
export const MAX_FONT_BYTES = 10_000_000;

/**
 * Why a file cannot be uploaded as a font before it is sent, or `null`: one over the server's limit
 * would be sent whole only to be refused by the HTTP layer with a message in bytes ("content of
 * 12582912 bytes exceeds 10000001 bytes"); an empty one is refused too.
 *
 * ```js
 * fontFileProblem({ name: 'Big.ttf', size: 12_582_912 }) // 'Big.ttf is 12.6 MB; a font file can be at most 10 MB.'
 * ```
 * @param {{name: string, size: number}} file
 * @returns {string | null}
 */
export function fontFileProblem(file) {
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size <= MAX_FONT_BYTES) return null;
  // Rounded up, so a file just over the limit never reads as "10 MB".
  const megabytes = Math.ceil(file.size / 100_000) / 10;
  return `${file.name} is ${megabytes} MB; a font file can be at most ${MAX_FONT_BYTES / 1_000_000} MB.`;
}

/**
 * A label for an uploaded font: its family and style, or `variable` for a variable font.
 * @param {{family?: string, styles?: {name: string}[], axes?: {tag: string}[]}} description
 */
export function uploadLabel(description) {
  const family = description.family ?? 'Uploaded font';
  if (description.axes?.length) return `${family} (variable: ${description.axes.map((a) => a.tag).join(', ')})`;
  const style = description.styles?.[0]?.name;
  return style ? `${family} ${style}` : family;
}

/**
 * The `text.font` value for a set of uploads chosen together: a variable font alone, or the static files
 * of one family (at most 9, as the server allows), ids sorted so the same files give the same value.
 * @param {{id: string, family: string, axes?: unknown[]}[]} uploads
 * @returns {{value: string} | {error: string}}
 */
export function familyValue(uploads) {
  if (uploads.length === 0) return { error: 'Choose at least one font file.' };
  const families = new Set(uploads.map((u) => u.family));
  if (families.size > 1) return { error: `These files are different families (${[...families].join(', ')}); choose one family.` };
  if (uploads.length > 1 && uploads.some((u) => u.axes?.length)) return { error: 'A variable font makes a family on its own.' };
  if (uploads.length > 9) return { error: 'A family has at most 9 files.' };
  return { value: [...new Set(uploads.map((u) => u.id))].sort().join(',') };
}

/**
 * The choices the control lists: the built-ins, every remembered upload family, and the current value
 * when it names fonts this browser has not seen (a shared link), so it shows what is in use.
 * @param {string} current
 * @param {Record<string, {family: string}>} known  id → description
 * @returns {{value: string, label: string}[]}
 */
export function fontChoices(current, known) {
  const choices = [...BUILT_IN_FONTS];
  const byFamily = new Map();
  for (const [id, description] of Object.entries(known)) {
    const list = byFamily.get(description.family) ?? [];
    list.push({ id, ...description });
    byFamily.set(description.family, list);
  }
  for (const [, list] of byFamily) {
    for (const upload of list) choices.push({ value: upload.id, label: uploadLabel(upload) });
  }
  if (!choices.some((c) => c.value === current)) {
    const ids = current.split(',');
    const names = ids.map((id) => (known[id] ? uploadLabel(known[id]) : `font ${id.slice(0, 8)}…`));
    choices.push({ value: current, label: names.join(' + ') });
  }
  return choices;
}
