/**
 * The side panel: its tabs and what each holds — the tabs editor, Share, Library, Export, the
 * accessibility audit and the event log — wired to the API where they read from it.
 */

import { getConfig, getVersions, listConfigs, exportDocument, updateConfig } from '../services/api.js';
import { editToken, ownedSlugs } from '../services/storage.js';
import { SideTabs } from './SideTabs.js';
import { ItemsEditor } from './ItemsEditor.js';
import { SharePanel } from './SharePanel.js';
import { LibraryPanel } from './LibraryPanel.js';
import { ExportPanel } from './ExportPanel.js';
import { EventLog } from './EventLog.js';
import { AccessibilityPanel } from './AccessibilityPanel.js';

/**
 * @param {HTMLElement} root  `.panel--side`
 * @param {{
 *   items: import('./ItemsEditor.js').ItemHandlers,
 *   onSave: () => void, onFork: () => void, onDelete: () => void, onClearLog: () => void,
 *   onAccessibilityLabel: (id: string, label: string) => void,
 *   onAccessibilityFocus: (target: import('./AccessibilityPanel.js').FocusTarget | null) => void,
 *   onVisibilityChanged: (slug: string, version: number, visibility: 'public' | 'unlisted') => void,
 * }} handlers
 */
export function SidePanel(root, { items, onSave, onFork, onDelete, onClearLog, onAccessibilityLabel, onAccessibilityFocus, onVisibilityChanged }) {
  const tabs = SideTabs(root, {
    onSelect: (name) => {
      if (name === 'library') library.refresh();
      if (name === 'share') share.refresh();
      if (name === 'export') exporter.refresh({ now: true });
      if (name !== 'accessibility') onAccessibilityFocus(null);
    },
  });
  const editor = ItemsEditor(tabs.panel('items'), items);
  const share = SharePanel(tabs.panel('share'), {
    onSave,
    onFork,
    onDelete,
    loadVersions: async (slug) => {
      const body = await getVersions(slug);
      const list = body?.versions ?? body?.items ?? (Array.isArray(body) ? body : []);
      return list.map((v) => ({ ...v, number: Number(v.number ?? v.version) }));
    },
  });
  const library = LibraryPanel(tabs.panel('library'), {
    list: async ({ q, cursor }) => {
      const body = await listConfigs({ q, cursor });
      return { items: body?.configs ?? body?.items ?? [], nextCursor: body?.nextCursor ?? null };
    },
    mine: async () => {
      const found = await Promise.all(
        ownedSlugs().map(async (slug) => {
          try {
            const body = await getConfig(slug);
            return {
              slug, name: String(body.name ?? ''), visibility: body.visibility === 'public' ? 'public' : 'unlisted',
              latestVersion: Number(body.latestVersion ?? body.version ?? 1), token: editToken(slug) ?? '', config: body.config,
            };
          } catch {
            return null; // deleted elsewhere, or the server is down: leave it out of the list
          }
        }),
      );
      return /** @type {any[]} */ (found.filter(Boolean));
    },
    setVisibility: async (save, visibility) => {
      const body = await getConfig(save.slug);
      const result = await updateConfig(save.slug, { name: body.name, config: body.config, visibility }, save.token, Number(body.latestVersion ?? body.version));
      // A new version: the page that has this config open must save on top of it, not the one before.
      onVisibilityChanged(save.slug, Number(result?.version ?? Number(body.latestVersion ?? body.version) + 1), visibility);
    },
  });
  const exporter = ExportPanel(tabs.panel('export'), { load: exportDocument });
  const accessibility = AccessibilityPanel(tabs.panel('accessibility'), { onLabel: onAccessibilityLabel, onFocus: onAccessibilityFocus });
  const eventLog = EventLog(tabs.panel('log'));
  eventLog.onClear(onClearLog);

  return {
    editor,
    eventLog,
    accessibility,
    /**
     * @param {import('./SharePanel.js').ShareInfo | null} info  the saved config shown, or null
     * @param {Record<string, any>} doc  the document the preview shows
     */
    setSaved(info, doc) {
      share.setDocument(doc);
      share.update(info);
      exporter.update({ doc, saved: info && { slug: info.slug, version: info.version, name: info.name }, dirty: info?.dirty ?? true });
      if (tabs.selected === 'export') exporter.refresh();
    },
    /** Reloads the library list (after saving). */
    refreshLibrary() {
      if (tabs.selected === 'library') library.refresh();
    },
  };
}
