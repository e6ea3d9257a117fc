/**
 * Links to a saved config's server-rendered previews (`/c/{slug}/preview.png` and `.apng`, docs/preview.md)
 * at a device's width and a scale, for the Export tab's image buttons.
 */

import { cleanView } from './view-state.js';

/** Widths the preview route accepts, in points (PreviewOptions.widthRange). */
export const PREVIEW_WIDTHS = { min: 320, max: 1024 };
/** Scales the preview route accepts (PreviewOptions.scales). */
export const PREVIEW_SCALES = [1, 2, 3];

/**
 * @param {string} slug
 * @param {{kind: 'png' | 'apng', width: number, scale: number, version?: number | null,
 *   view?: import('./view-state.js').View}} options  `view`: drawn under it (dark, right to left…), as
 *   the page shows it; the keys at their defaults are left out
 * @returns {string}  a path, or '' when the width or scale is one the route refuses
 */
export function previewLink(slug, { kind, width, scale, version = null, view = {} }) {
  if (!Number.isInteger(width) || width < PREVIEW_WIDTHS.min || width > PREVIEW_WIDTHS.max) return '';
  if (!PREVIEW_SCALES.includes(scale)) return '';
  const base = version ? `/c/${encodeURIComponent(slug)}/v/${version}` : `/c/${encodeURIComponent(slug)}`;
  const query = new URLSearchParams({ width: String(width), scale: String(scale) });
  for (const [key, value] of Object.entries(cleanView(view))) query.set(key, String(value));
  return `${base}/preview.${kind}?${query}`;
}
