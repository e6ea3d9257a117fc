/**
 * What the page needs before it can show anything: the schema, the presets, and — on `/c/{slug}`
 * or `/c/{slug}/v/{n}` — the saved config, fetched from the page's own URL (the server serves the
 * same static page for every route; docs/frontend.md "Preload"). A draft kept for this page (this tab's,
 * else the newest from any tab: drafts.js) wins over the saved document. A config saved with a view
 * (before the view left the design) comes with it as `view`, the view it suggests. On an older version's
 * page the latest is fetched too: a new version keeps its name and visibility (logic/save-defaults.js).
 */

import { getSchema, getPresets, getConfig } from './api.js';
import { drafts } from './drafts.js';
import { compactDocument } from '../logic/config-doc.js';
import { presetById, freshDocument } from '../logic/document-state.js';
import { draftKey, designFromHash } from '../logic/url-state.js';

/**
 * @typedef {{slug: string, version: number, latestVersion: number, name: string, visibility?: 'public' | 'unlisted',
 *   current?: {name: string, visibility: 'public' | 'unlisted'} | null, doc: Record<string, any>}} SavedInfo
 *   `current`: the config's name and visibility now (its latest version's), on an older version's page
 * @typedef {{schema: any, presets: any[], doc: Record<string, any>, saved: SavedInfo | null,
 *   restoredDraft: boolean, linked?: boolean, view: Record<string, unknown>, defaultPreset: string}} Boot
 *   `defaultPreset`: the preset a page with no saved config and no draft opens on
 */

/**
 * @param {import('../logic/url-state.js').Route} route
 * @returns {Promise<Boot>}
 */
export async function bootstrap(route) {
  const configRequest = route.kind === 'scratch' ? null : getConfig(route.slug, route.version);
  // Without it the dialog falls back to the shown version's own name and visibility.
  const latestRequest = route.kind !== 'scratch' && route.version !== null ? getConfig(route.slug).catch(() => null) : null;
  const [schema, presetsDocument, stored, latest] = await Promise.all([getSchema(), getPresets(), configRequest, latestRequest]);
  const presets = presetsDocument?.presets ?? [];
  const defaultPreset = schema.presets?.[0] ?? presets[0]?.id ?? 'tabman.buttonBar';
  /** @type {SavedInfo | null} */
  let saved = null;
  let doc = freshDocument(defaultPreset);
  /** @type {Record<string, unknown>} */
  let view = {};
  if (stored && route.kind !== 'scratch') {
    const config = typeof stored.config === 'string' ? JSON.parse(stored.config) : (stored.config ?? {});
    const preset = presetById(presets, config.preset ?? defaultPreset);
    doc = compactDocument(config, preset?.resolved);
    if (stored.view && typeof stored.view === 'object') view = stored.view;
    const version = Number(stored.version ?? route.version ?? 1);
    saved = {
      slug: stored.slug ?? route.slug,
      version,
      latestVersion: Number(stored.latestVersion ?? version),
      name: String(stored.name ?? ''),
      visibility: stored.visibility === 'public' ? 'public' : 'unlisted',
      current: latest && { name: String(latest.name ?? ''), visibility: latest.visibility === 'public' ? 'public' : 'unlisted' },
      doc,
    };
  }
  // A design link (`#d=1.…`, made by "Copy link" without saving) opens that design as an unsaved one.
  const linked = route.kind === 'scratch' ? designFromHash(location.hash) : null;
  if (linked) return { schema, presets, doc: { schemaVersion: 1, ...linked }, saved, restoredDraft: false, linked: true, view, defaultPreset };
  const draft = drafts.read(draftKey(route));
  const restoredDraft = draft !== null;
  if (draft) doc = draft.doc;
  return { schema, presets, doc, saved, restoredDraft, view, defaultPreset };
}
