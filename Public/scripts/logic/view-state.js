/**
 * The view: how the designer looks at a pager, not the pager (issue 48 item 3, decision 0022).
 *
 * Dark mode, right to left, text size, reduce motion and frame rate go to the engine as the session's
 * `view` (docs/api.md); device and orientation become its viewport. None of them is part of the design:
 * they never mark it unsaved, never count as a difference from the preset, and are never saved. They
 * live in the page URL as query parameters, named as the engine names them:
 *
 * ```
 * /c/abc123?colorScheme=dark&layoutDirection=rightToLeft&textScale=1.12&device=pixel-8&orientation=landscape
 * /c/abc123?device=custom&size=744x1133
 * ```
 *
 * A config saved before the view left the design carries its `appearance`; the server hands it out as
 * the config's suggested `view`, and a draft or `#d=` link that still has it is split by `splitView`.
 *
 * @typedef {{colorScheme?: 'light' | 'dark', layoutDirection?: 'leftToRight' | 'rightToLeft',
 *   textScale?: number, reduceMotion?: boolean, frameRate?: 30 | 60 | 120}} View
 * @typedef {{device?: string, orientation?: string, customWidth?: number, customHeight?: number}} Stage
 */

import { DEVICES, parseCustomSize } from './geometry.js';

/** The schema version of the documents the page keeps: 2 has no `appearance`. */
export const SCHEMA_VERSION = 2;

/** The engine's defaults: a key at its default is left out of the URL. */
export const VIEW_DEFAULTS = Object.freeze({ colorScheme: 'light', layoutDirection: 'leftToRight', textScale: 1, reduceMotion: false, frameRate: 60 });

/** The engine's view keys, in the order the URL writes them. */
export const VIEW_KEYS = /** @type {(keyof View)[]} */ (Object.keys(VIEW_DEFAULTS));

/** The frame rates the engine offers. */
export const FRAME_RATES = [30, 60, 120];

/**
 * One view value as given (in a URL or an old `appearance`), or undefined when the engine would refuse it.
 * @param {string} key
 * @param {unknown} value
 */
export function viewValue(key, value) {
  switch (key) {
    case 'colorScheme':
      return value === 'light' || value === 'dark' ? value : undefined;
    case 'layoutDirection':
      return value === 'leftToRight' || value === 'rightToLeft' ? value : undefined;
    case 'textScale': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isFinite(n) && n >= 0.5 && n <= 3.5 ? n : undefined;
    }
    case 'reduceMotion':
      if (value === true || value === 'true' || value === '1') return true;
      if (value === false || value === 'false' || value === '0') return false;
      return undefined;
    case 'frameRate': {
      const n = Number(value);
      return FRAME_RATES.includes(n) ? n : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The view keys of `source` the engine accepts, without those at their default.
 * @param {Record<string, unknown> | null | undefined} source
 * @returns {View}
 */
export function cleanView(source) {
  /** @type {Record<string, unknown>} */
  const view = {};
  for (const key of VIEW_KEYS) {
    const value = viewValue(key, source?.[key]);
    if (value !== undefined && value !== VIEW_DEFAULTS[key]) view[key] = value;
  }
  return /** @type {View} */ (view);
}

/**
 * `view` with `changes` applied; a change back to the default removes the key.
 * @param {View} view
 * @param {Partial<View>} changes
 * @returns {View}
 */
export function withView(view, changes) {
  return cleanView({ ...view, ...changes });
}

/**
 * A key's value in `view`, else the engine's default.
 * @template {keyof View} K
 * @param {View} view
 * @param {K} key
 */
export function readView(view, key) {
  return view[key] ?? VIEW_DEFAULTS[key];
}

/**
 * The view and stage (device, orientation; a custom device's `size`, width × height in points) a page
 * URL's query names, each as given (a default too: it overrides a suggested view); values the engine
 * would refuse are listed in `ignored`, not applied, and other parameters are left alone.
 *
 * ```js
 * parseViewQuery('?colorScheme=dark&device=pixel-8')
 * // {view: {colorScheme: 'dark'}, stage: {device: 'pixel-8'}, ignored: []}
 * parseViewQuery('?device=custom&size=744x1133')
 * // {view: {}, stage: {device: 'custom', customWidth: 744, customHeight: 1133}, ignored: []}
 * ```
 * @param {string} search  `location.search`
 * @returns {{view: View, stage: Stage, ignored: string[]}}
 */
export function parseViewQuery(search) {
  const params = new URLSearchParams(search);
  /** @type {Record<string, unknown>} */
  const view = {};
  /** @type {Stage} */
  const stage = {};
  /** @type {string[]} */
  const ignored = [];
  for (const [key, value] of params) {
    if (/** @type {string[]} */ (VIEW_KEYS).includes(key)) {
      const parsed = viewValue(key, value);
      if (parsed === undefined) ignored.push(`${key}=${value}`);
      else view[key] = parsed;
    } else if (key === 'device') {
      if (value === 'custom' || DEVICES.some((d) => d.id === value)) stage.device = value;
      else ignored.push(`${key}=${value}`);
    } else if (key === 'size') {
      const size = parseSize(value);
      if (size) Object.assign(stage, size);
      else ignored.push(`${key}=${value}`);
    } else if (key === 'orientation') {
      if (value === 'portrait' || value === 'landscape') stage.orientation = value;
      else ignored.push(`${key}=${value}`);
    }
  }
  if (stage.device !== 'custom' && stage.customWidth !== undefined) {
    // A size names a custom device's sides only.
    ignored.push(`size=${params.get('size')}`);
    delete stage.customWidth;
    delete stage.customHeight;
  }
  return { view: /** @type {View} */ (view), stage, ignored };
}

/**
 * A custom size as the URL writes it (`744x1133`), each side as the stage accepts it, or undefined.
 * @param {string} text
 * @returns {{customWidth: number, customHeight: number} | undefined}
 */
function parseSize(text) {
  const match = /^(\d+)x(\d+)$/.exec(text);
  if (!match) return undefined;
  const width = parseCustomSize(match[1], 'width');
  const height = parseCustomSize(match[2], 'height');
  if (!('value' in width) || !('value' in height)) return undefined;
  return { customWidth: width.value, customHeight: height.value };
}

/**
 * The query string (`?…`, or '' when there is nothing to say) for a view and stage: the view's keys
 * that differ from the engine's defaults (or from the `suggested` view of a saved config, which the
 * page would otherwise fall back to), then the device and orientation when they differ from
 * `stageDefaults`; a custom device writes its size (`size=744x1133`) instead of an orientation.
 * @param {View} view
 * @param {Stage} [stage]
 * @param {Stage} [stageDefaults]
 * @param {View} [suggested]
 */
export function viewQuery(view, stage = {}, stageDefaults = {}, suggested = {}) {
  const params = new URLSearchParams();
  const clean = cleanView(view);
  const hint = cleanView(suggested);
  for (const key of VIEW_KEYS) {
    const value = readView(clean, key);
    if (value !== VIEW_DEFAULTS[key] || (hint[key] !== undefined && value !== hint[key])) params.set(key, String(value));
  }
  if (stage.device && stage.device !== stageDefaults.device) params.set('device', stage.device);
  if (stage.device === 'custom') {
    const size = parseSize(`${stage.customWidth}x${stage.customHeight}`);
    if (size) params.set('size', `${size.customWidth}x${size.customHeight}`);
  } else if (stage.orientation && stage.orientation !== stageDefaults.orientation) {
    params.set('orientation', stage.orientation);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A document without the view: an old document's `appearance` (schema version 1: a draft kept from
 * before, a `#d=` link, an old client) comes out as the view, and the document is version 2.
 *
 * ```js
 * splitView({schemaVersion: 1, preset: 'tabman.tabBar', appearance: {colorScheme: 'dark'}})
 * // {doc: {schemaVersion: 2, preset: 'tabman.tabBar'}, view: {colorScheme: 'dark'}}
 * ```
 * @param {Record<string, any>} doc
 * @returns {{doc: Record<string, any>, view: View}}
 */
export function splitView(doc) {
  const { appearance, ...design } = doc;
  const version = design.schemaVersion;
  if (version === undefined || version === null || version === 1) design.schemaVersion = SCHEMA_VERSION;
  const view = appearance && typeof appearance === 'object' && !Array.isArray(appearance) ? cleanView(appearance) : {};
  return { doc: design, view };
}
