/**
 * The playground page: loads the schema, presets and any saved config, starts a live session, and
 * links the components to the document, its undo history and the session.
 *
 * ```
 *  controls, items ──change(doc)──▶ history ──merge patch──▶ session input
 *  stage (view, device) ──▶ view + page URL query ──view / viewport──▶ session input
 *  canvas gestures ─────────────────────────────────────────────────▶ session input
 *  session stream ──layout/frame──▶ Preview · event/warning ──▶ log · status ──▶ toolbar
 * ```
 */

import { createStore } from '../logic/store.js';
import { createHistory, record, replace, undo, redo, canUndo, canRedo } from '../logic/history.js';
import { compactDocument, createMergePatch, deepEqual, getPath } from '../logic/config-doc.js';
import {
  presetById, freshDocument, setOption, resetOption, resetAllOptions, setItems, applyFix,
} from '../logic/document-state.js';
import { switchPresetKeeping, describeSwitch, forgetChanged } from '../logic/preset-switch.js';
import { linkedEdits, linkedItemFonts, titleSizes } from '../logic/font-link.js';
import { valueReader } from '../logic/schema-controls.js';
import { saveDefaults } from '../logic/save-defaults.js';
import { restoreWording } from '../logic/restore-wording.js';
import {
  effectiveItems, appendItem, removeItem, firstPageAfterRemoval, moveItem, renameItem, setBadge, setIcon, setAccessibilityLabel, stressItems, setItemStyle,
} from '../logic/items-logic.js';
import { parseRoute, draftKey, setAsideKey, configPath, shareUrl, editClaim } from '../logic/url-state.js';
import { viewportFor, deviceById, DEFAULT_DEVICE } from '../logic/geometry.js';
import { parseViewQuery, viewQuery, withView, readView, splitView, cleanView } from '../logic/view-state.js';
import { createStats } from '../logic/stats.js';
import { addEntry, formatEvent, formatWarning, formatStatus as statusText } from '../logic/event-log.js';
import { bootstrap } from '../services/bootstrap.js';
import { createSessionClient } from '../services/session-client.js';
import { save, remove } from '../services/save-flow.js';
import { readJSON, writeJSON, editToken, storeEditToken } from '../services/storage.js';
import { drafts } from '../services/drafts.js';
import { setAsideStore } from '../services/set-aside-store.js';
import { ApiError, getConfig } from '../services/api.js';
import { h } from './dom.js';
import { Preview } from './Preview.js';
import { ControlsPanel } from './ControlsPanel.js';
import { StagePanel } from './StagePanel.js';
import { Scrubber } from './Scrubber.js';
import { SaveDialog } from './SaveDialog.js';
import { SidePanel } from './SidePanel.js';
import { installUndoShortcuts, installPreviewFocus } from './shortcuts.js';
import { Toolbar } from './Toolbar.js';
import { PhoneJump } from './PhoneJump.js';
import { OfflineBanner } from './OfflineBanner.js';
import { PresetNotice } from './PresetNotice.js';
import { Comparison } from './Comparison.js';
import { baselineFor, compareDocuments, describeDifference, versionChoices } from '../logic/compare.js';
import { deleteConfirmation, deletedMessage } from '../logic/delete-confirm.js';
import { createUndoPages } from '../logic/undo-page.js';

const STAGE_KEY = 'pp.stage';
const DEFAULT_STAGE = { device: DEFAULT_DEVICE, orientation: 'portrait', customWidth: 390, customHeight: 844, rate: 1, overlay: false, insets: true, compare: false };

/**
 * @param {HTMLElement} root  `[data-app]`
 */
export async function App(root) {
  let route = parseRoute(location.pathname) ?? { kind: 'scratch' };
  // A link with `#edit=TOKEN` makes this browser the config's editor, unless it already holds another
  // key for it; the fragment leaves the address bar either way (logged once the log exists).
  const claim = route.kind === 'saved' ? editClaim(location.hash, editToken(route.slug)) : null;
  if (claim && route.kind === 'saved') {
    if (claim.action === 'store') storeEditToken(route.slug, claim.token);
    window.history.replaceState(window.history.state, '', location.pathname + location.search);
  }
  // The view (dark mode, RTL, text size, …) and the device live in the page URL, not in the design.
  const fromUrl = parseViewQuery(location.search);
  const stats = createStats();
  const now = () => performance.now() / 1000;
  let logSeq = 0;

  const store = createStore({
    schema: /** @type {any} */ (null),
    presets: /** @type {any[]} */ ([]),
    history: createHistory(/** @type {Record<string, any>} */ (freshDocument('tabman.buttonBar'))),
    /**
     * Edits preset switches set aside, brought back by a later switch (logic/preset-switch.js); kept
     * in this tab's sessionStorage for the same document across a reload (set-aside-store.js).
     */
    setAside: /** @type {import('../logic/preset-switch.js').SetAside} */ ({}),
    saved: /** @type {import('../services/bootstrap.js').SavedInfo | null} */ (null),
    stage: { ...DEFAULT_STAGE, ...(readJSON(STAGE_KEY) ?? {}), ...fromUrl.stage },
    /** How the design is looked at (view-state.js): sent to the session beside it, never saved. */
    view: cleanView(fromUrl.view),
    /** The view the saved config suggests (one saved before the view left the design), else none. */
    suggestedView: /** @type {import('../logic/view-state.js').View} */ ({}),
    log: /** @type {import('../logic/event-log.js').LogEntry[]} */ ([]),
    status: /** @type {import('../services/session-client.js').StatusReport} */ ({ status: 'connecting' }),
    layout: /** @type {any} */ (null),
    ready: false,
    /** What compare mode shows beside the preview (docs/frontend.md "Compare"). */
    compareSource: /** @type {import('../logic/compare.js').BaselineSource} */ ('saved'),
    pinned: /** @type {{doc: Record<string, any>, at: Date} | null} */ (null),
    /** Other versions of saved configs loaded for compare mode, by `slug:version`. */
    comparedVersions: /** @type {Record<string, {doc: Record<string, any>, name: string}>} */ ({}),
  });

  /** The preset a new config's page opens on without a draft (the schema's first; set at boot). */
  let defaultPreset = 'tabman.buttonBar';
  const doc = () => store.get().history.present;
  const presetResolved = () => presetById(store.get().presets, doc().preset)?.resolved;
  const items = () => effectiveItems(doc(), presetResolved());
  /** The tabs' VoiceOver labels by id, for the A11y tab. */
  const accessibilityLabels = () => Object.fromEntries(items().map((item) => [item.id, item.accessibilityLabel ?? null]));
  const dirty = () => {
    const { saved } = store.get();
    return saved ? !deepEqual(doc(), saved.doc) : !deepEqual(doc(), freshDocument(String(doc().preset)));
  };
  const owner = () => {
    const { saved } = store.get();
    return Boolean(saved && editToken(saved.slug));
  };
  /** Where undo and redo bring the preview back to (`undo-page.js`). */
  const undoPages = createUndoPages();
  /** @param {'event' | 'warning' | 'status'} kind @param {string} text @param {number | null} [t] */
  const log = (kind, text, t = null) => store.set((s) => ({ log: addEntry(s.log, { seq: (logSeq += 1), kind, text, t }) }));

  // Session and preview.
  const client = createSessionClient({
    session: () => ({ config: doc(), view: store.get().view, viewport: viewportFor(store.get().stage) }),
    onLayout: (layout) => {
      preview.setLayout(layout);
      store.set({ layout });
    },
    onFrame: (frame) => {
      preview.pushFrame(frame);
      const layout = store.get().layout;
      scrubber.update(layout?.pages?.count ?? items().length, layout?.behavior);
    },
    onEvent: (event) => log('event', formatEvent(event), event.t ?? null),
    onWarning: (warning) => log('warning', formatWarning(warning)),
    onTable: (table) => preview.setTable(table),
    onTrajectory: (trajectory) => preview.playTrajectory(trajectory),
    onTapTrajectory: (trajectory) => preview.offerTapTrajectory(trajectory),
    onStatus: (status) => {
      const previous = store.get().status;
      store.set({ status });
      if (previous.status !== status.status) log('status', statusText(status));
    },
    onBytes: (n) => stats.bytes(now(), n),
    onInputSent: () => stats.inputSent(now()),
    onInputError: (error) => log('warning', `Input refused: ${error.message}${error.details.length ? ` (${error.details.map((d) => `${d.pointer}: ${d.message}`).join('; ')})` : ''}`),
    onSession: () => preview.reset(),
    // A replacement session (the server restarted) starts on the page the preview showed.
    resumePage: () => {
      const latest = preview.latest;
      return latest && Number.isInteger(latest.index) ? latest.index : null;
    },
  });
  const send = (/** @type {Record<string, unknown>} */ event) => client.send(event);
  /** Gestures and device changes go to the session and, in compare mode, to the baseline's. */
  const sendGesture = (/** @type {Record<string, unknown>} */ event) => {
    client.send(event);
    comparison.mirror(event);
  };

  const stageEl = /** @type {HTMLElement} */ (root.querySelector('.stage'));
  const preview = Preview(stageEl, {
    send: sendGesture, stats, onDrawn: (position) => scrubber.show(position), whatIf: (questions) => client.whatIf(questions),
    // The baseline's canvas sees no presses: it is told of this one's, to play ahead too (decision 0037).
    follower: () => comparison.follower,
  });
  const comparison = Comparison(/** @type {HTMLElement} */ (root.querySelector('[data-stage-views]')), {
    viewport: () => viewportFor(store.get().stage),
    view: () => store.get().view,
    onSource: (compareSource) => store.set({ compareSource }),
    onPin: () => store.set({ pinned: { doc: doc(), at: new Date() }, compareSource: 'pinned' }),
  });
  const scrubber = Scrubber(/** @type {HTMLElement} */ (root.querySelector('[data-scrubber]')), { send: sendGesture, ahead: preview });
  const warnings = h('ul', { class: 'warnings', 'aria-label': 'Layout warnings', hidden: true });
  stageEl.append(warnings);

  /**
   * Records a new document and sends the session the difference (or the given input).
   * @param {Record<string, any>} next
   * @param {{key?: string | null, event?: Record<string, unknown> | null,
   *   setAside?: import('../logic/preset-switch.js').SetAside, forgetSetAside?: boolean}} [change]
   */
  function change(next, { key = null, event = null, setAside = undefined, forgetSetAside = false } = {}) {
    const previous = doc();
    if (deepEqual(previous, next)) {
      // Reset all on a document with nothing to reset still forgets what is aside.
      if (forgetSetAside) store.set({ setAside: {} });
      return;
    }
    undoPages.left(previous, shownTab());
    store.set((s) => ({
      history: record(s.history, next, { key, time: performance.now() }),
      // A switch sets what is aside; any other change makes the options it touches the designer's.
      setAside: forgetSetAside ? {} : (setAside ?? forgetChanged(s.setAside, previous, next)),
    }));
    send(event ?? { type: 'config', t: now(), patch: createMergePatch(previous, next) });
  }

  /**
   * Undo or redo: the document goes back (or forward) a step, and the preview to the page it showed
   * there when the tab shown now is not in it or the step had removed that tab (`undo-page.js`: undoing
   * "Add tab" returns to the page the tab was added from, not to the first).
   * @param {(h: any) => any} step
   */
  function travel(step) {
    const previous = doc();
    const history = step(store.get().history);
    if (history === store.get().history) return;
    const shown = shownTab();
    const tabsBefore = items();
    undoPages.left(previous, shown);
    store.set({ history });
    const t = now();
    send({ type: 'config', t, patch: createMergePatch(previous, history.present) });
    const page = undoPages.back(history.present, items(), tabsBefore, shown);
    if (page !== null) send({ type: 'scrollTo', t, page, animated: false });
  }

  /** The id of the tab the preview shows (the newest frame's page), or null. */
  function shownTab() {
    const index = preview.latest?.index;
    return Number.isInteger(index) ? (items()[index]?.id ?? null) : null;
  }

  // Components.
  const toolbar = Toolbar(/** @type {HTMLElement} */ (root.querySelector('.toolbar')), {
    onPreset: (id) => choosePreset(id),
    onUndo: () => travel(undo),
    onRedo: () => travel(redo),
    onSave: () => openSave(),
    onRevert: () => {
      const { saved } = store.get();
      change(saved ? saved.doc : freshDocument(String(doc().preset)));
    },
  });
  PhoneJump(/** @type {HTMLButtonElement} */ (root.querySelector('[data-jump]')), {
    side: /** @type {HTMLElement} */ (root.querySelector('.panel--side')),
    options: /** @type {HTMLElement} */ (root.querySelector('.panel--controls')),
  });
  const controls = ControlsPanel(/** @type {HTMLElement} */ (root.querySelector('.panel--controls')), {
    // A font size edit also moves the selected font's size, and the tabs' own sizes, while they are
    // equal (font-link.js).
    onChange: (path, value) => {
      const options = store.get().schema?.options ?? [];
      const resolved = presetResolved();
      const before = valueReader(options, doc(), resolved);
      let next = applyFix(doc(), { label: path, options: linkedEdits(path, value, before) }, resolved);
      const tabs = linkedItemFonts(items(), titleSizes(before), titleSizes(valueReader(options, next, resolved)));
      if (tabs) next = setItems(next, tabs, resolved);
      change(next, { key: path });
    },
    onReset: (path) => change(resetOption(doc(), path)),
    onResetAll: () => change(resetAllOptions(doc()), { forgetSetAside: true }),
  });
  const stagePanel = StagePanel(/** @type {HTMLElement} */ (root.querySelector('[data-stage-settings]')), {
    onStage: (changes) => setStage(changes),
    onView: (key, value) => setView({ [key]: value }),
  });
  const side = SidePanel(/** @type {HTMLElement} */ (root.querySelector('.panel--side')), {
    items: {
      onAppend: (title) => itemEdit(appendItem(items(), title, now())),
      onRemove: (id) => removeTab(id),
      onMove: (from, to) => itemEdit(moveItem(items(), from, to, now())),
      onRename: (id, title) => itemEdit(renameItem(items(), id, title, now()), `rename:${id}`),
      onBadge: (id, badge) => itemEdit(setBadge(items(), id, badge, now()), `badge:${id}`),
      onIcon: (id, icon) => itemEdit(setIcon(items(), id, icon, now())),
      onStyle: (id, style, live) => itemEdit(setItemStyle(items(), id, style, now()), live ? `style:${id}` : null),
      onStress: (kind) =>
        change(setItems(doc(), stressItems(items(), /** @type {any} */ (kind), { iconNames: iconNames() }), presetResolved())),
      onResetItems: () => {
        const { items: _drop, ...rest } = doc();
        change(rest);
      },
    },
    onSave: () => openSave(),
    onFork: () => openSave('fork'),
    onDelete: () => deleteSaved(),
    onClearLog: () => store.set({ log: [] }),
    onAccessibilityLabel: (id, label) => itemEdit(setAccessibilityLabel(items(), id, label, now()), `a11y:${id}`),
    onAccessibilityFocus: (focus) => preview.setEnv({ focus }),
    // The Library's visibility switch saved `version`; if this page has that config open, later saves
    // and deletes go on top of it (the same design, so a page that showed the latest still does).
    onVisibilityChanged: (slug, version, visibility) => {
      const { saved } = store.get();
      if (saved?.slug !== slug) return;
      const showedLatest = saved.version === saved.latestVersion && route.kind === 'saved' && route.version === null;
      const current = { name: saved.current?.name ?? saved.name, visibility };
      store.set({ saved: { ...saved, latestVersion: version, version: showedLatest ? version : saved.version, visibility, current } });
    },
  });
  const dialog = SaveDialog(/** @type {HTMLDialogElement} */ (root.querySelector('[data-save-dialog]')), {
    onConfirm: async (name, mode, visibility) => {
      const { saved } = store.get();
      const result = await save({ mode, name, doc: doc(), saved, dirty: dirty(), visibility });
      const oldKey = draftKey(route);
      setAsideStore.clear(setAsideKey(route));
      route = { kind: 'saved', slug: result.slug, version: null };
      drafts.clear(oldKey);
      drafts.clear(draftKey(route));
      window.history.replaceState(null, '', configPath(result.slug));
      // A new version has no suggested view: the address keeps the one shown.
      store.set({ saved: { ...result, doc: doc() }, suggestedView: {} });
      // What is aside moves to the config's page with the document.
      saveDraft();
      syncUrl();
      log('status', `Saved “${result.name}” as version ${result.version}.`);
      side.refreshLibrary();
      dialog.showSaved({ ...result, url: shareUrl(location.origin, result.slug), versionUrl: shareUrl(location.origin, result.slug, result.version) });
    },
  });

  const offline = OfflineBanner(/** @type {HTMLElement} */ (root.querySelector('[data-stage-viewport]')), {
    onRetry: () => client.retryNow(),
  });
  /** The document a preset switch made, while its notice (and Undo) is shown. */
  let switched = /** @type {Record<string, any> | null} */ (null);
  const presetNotice = PresetNotice(/** @type {HTMLElement} */ (root.querySelector('[data-preset-notice]')), {
    onUndo: () => {
      if (switched && doc() === switched) travel(undo);
      switched = null;
      presetNotice.hide();
    },
  });

  /**
   * Another preset, keeping every edit it can express; the notice says what was kept and what not.
   * @param {string} id
   */
  function choosePreset(id) {
    const { schema, presets } = store.get();
    const target = presetById(presets, id);
    const title = target?.title ?? id;
    const result = switchPresetKeeping(doc(), id, {
      options: schema?.options ?? [], resolved: target?.resolved, title, setAside: store.get().setAside,
    });
    change(result.doc, { setAside: result.setAside });
    const message = describeSwitch(result, title);
    switched = doc() === result.doc ? result.doc : null;
    if (message && switched) presetNotice.show(message);
    else presetNotice.hide();
  }

  /** @param {import('../logic/items-logic.js').Edit | null} edit @param {string | null} [key] */
  function itemEdit(edit, key = null) {
    if (!edit) return;
    change(setItems(doc(), edit.items, presetResolved()), { key, event: edit.event });
  }

  /**
   * Removes a tab; when the first page would be past the last tab left, it moves there in the same
   * step, sent as one config patch (the server refuses the removal alone).
   * @param {string} id
   */
  function removeTab(id) {
    const edit = removeItem(items(), id, now());
    if (!edit) return;
    const resolved = presetResolved();
    const first = firstPageAfterRemoval(getPath(doc(), 'pager.defaultPage') ?? getPath(resolved ?? {}, 'pager.defaultPage'), edit.items.length);
    if (first === null) return itemEdit(edit);
    change(setOption(setItems(doc(), edit.items, resolved), 'pager.defaultPage', first, resolved));
  }

  /** The buttons' look, which a tab's own look falls back to field by field, and the font weights. */
  function buttonsLook() {
    const resolved = presetResolved();
    /** @param {string} path */
    const value = (path) => getPath(doc(), path) ?? getPath(resolved ?? {}, path);
    const font = { size: value('buttons.font.size'), weight: value('buttons.font.weight') };
    const selectedFont = value('buttons.selectedFontEnabled')
      ? { size: value('buttons.selectedFont.size'), weight: value('buttons.selectedFont.weight') }
      : font;
    const style = store.get().schema?.items?.fields?.find((f) => f.name === 'style');
    const weights = style?.fields?.find((f) => f.name === 'font')?.weights ?? [];
    return {
      inherited: { font, selectedFont, tintColor: value('buttons.tintColor'), selectedTintColor: value('buttons.selectedTintColor'), backgroundColor: '#00000000' },
      weights,
    };
  }

  function iconNames() {
    const field = store.get().schema?.items?.fields?.find((f) => f.name === 'icon');
    return (field?.values ?? []).filter((v) => typeof v === 'string');
  }

  /**
   * Deletes the saved config shown (every version; its links stop working) after the designer
   * confirms. The document stays in the preview as a new, unsaved one, so nothing on screen is lost.
   */
  async function deleteSaved() {
    const { saved } = store.get();
    if (!saved || !owner()) return;
    if (!window.confirm(deleteConfirmation(saved))) return;
    try {
      await remove(saved);
    } catch (error) {
      const text = `Not deleted: ${error instanceof Error ? error.message : error}`;
      log('warning', text);
      // Said where it was asked, as the confirmation was: the event log alone went unseen.
      window.alert(text);
      return;
    }
    drafts.clear(draftKey(route));
    setAsideStore.clear(setAsideKey(route));
    route = { kind: 'scratch' };
    window.history.replaceState(null, '', '/');
    store.set({ saved: null, suggestedView: {} });
    syncUrl();
    saveDraft();
    log('status', deletedMessage(saved));
    side.refreshLibrary();
  }

  /** @param {'create' | 'version' | 'fork'} [forced] */
  function openSave(forced) {
    const { saved } = store.get();
    const mode = forced ?? (!saved ? 'create' : owner() ? 'version' : 'fork');
    const presetTitle = presetById(store.get().presets, doc().preset)?.title ?? 'Pager';
    const { name, visibility } = saveDefaults(mode, saved, presetTitle);
    dialog.open(mode, name, visibility, restoreWording(saved, dirty()));
  }

  /**
   * Another view: the session (and the compared one) shows the design under it, the page URL says it,
   * and the design stays as it was (not unsaved, no undo step).
   * @param {Partial<import('../logic/view-state.js').View>} changes
   */
  function setView(changes) {
    const current = store.get().view;
    const view = withView(current, changes);
    if (deepEqual(view, current)) return;
    store.set({ view });
    syncUrl();
    /** @type {Record<string, unknown>} */
    const sent = {};
    for (const key of Object.keys(changes)) sent[key] = readView(view, /** @type {any} */ (key));
    sendGesture({ type: 'view', t: now(), view: sent });
  }

  /** Writes the view and the device into the page URL's query (the path and any fragment stay). */
  function syncUrl() {
    const { view, stage, suggestedView } = store.get();
    const search = viewQuery(view, stage, DEFAULT_STAGE, suggestedView);
    if (search === location.search) return;
    window.history.replaceState(window.history.state, '', location.pathname + search + location.hash);
  }

  /** @param {Record<string, unknown>} changes */
  function setStage(changes) {
    const stage = { ...store.get().stage, ...changes };
    store.set({ stage });
    writeJSON(STAGE_KEY, stage);
    if ('device' in changes || 'orientation' in changes || 'customWidth' in changes || 'customHeight' in changes) syncUrl();
    if ('device' in changes || 'orientation' in changes || 'customWidth' in changes || 'customHeight' in changes) {
      const viewport = viewportFor(stage);
      preview.setViewport(viewport, deviceById(stage.device), stage.orientation === 'landscape');
      comparison.setViewport(viewport, deviceById(stage.device), stage.orientation === 'landscape');
      sendGesture({ type: 'viewport', t: now(), ...viewport });
    }
  }

  // Rendering the state into the components.
  let draftTimer = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);
  store.subscribe((state, previous) => {
    const docChanged = state.history !== previous.history || state.presets !== previous.presets || state.saved !== previous.saved;
    if (docChanged || state.schema !== previous.schema) render(state);
    if (state.stage !== previous.stage || state.view !== previous.view) renderStage(state);
    if (state.view !== previous.view) preview.setEnv({ scheme: colorScheme(state) });
    if (state.log !== previous.log) side.eventLog.update(state.log);
    if (state.status !== previous.status) {
      toolbar.setStatus(state.status, statusText(state.status));
      offline.update(state.status);
    }
    if (state.history !== previous.history && switched && doc() !== switched) {
      switched = null;
      presetNotice.hide();
    }
    const compareChanged =
      state.stage.compare !== previous.stage.compare || state.history !== previous.history || state.saved !== previous.saved ||
      state.compareSource !== previous.compareSource || state.pinned !== previous.pinned || state.presets !== previous.presets ||
      state.ready !== previous.ready || state.view !== previous.view || state.comparedVersions !== previous.comparedVersions;
    if (compareChanged) renderCompare(state);
    if (state.layout !== previous.layout) renderWarnings(state.layout);
    if (state.layout !== previous.layout || state.history !== previous.history || state.view !== previous.view) {
      side.accessibility.update(state.layout ?? null, colorScheme(state), accessibilityLabels());
    }
    if ((state.history !== previous.history || state.setAside !== previous.setAside) && state.ready) {
      clearTimeout(draftTimer);
      draftTimer = setTimeout(saveDraft, 300);
    }
  });

  /**
   * Keeps the document for a reload when a reload would not open it by itself: unsaved changes, and on
   * a new config's page a preset other than the one the page opens on (a switch whose edits all went
   * aside leaves a clean document on another preset). What is aside is kept beside it (decision 0051).
   */
  function saveDraft() {
    const opensWithout = store.get().saved?.doc ?? freshDocument(defaultPreset);
    if (dirty() || !deepEqual(doc(), opensWithout)) drafts.write(draftKey(route), doc(), new Date().toISOString());
    else drafts.clear(draftKey(route));
    setAsideStore.write(setAsideKey(route), doc(), store.get().setAside);
  }

  /** @param {ReturnType<typeof store.get>} state */
  function render(state) {
    if (!state.schema) return;
    const resolved = presetResolved();
    const isDirty = dirty();
    const isOwner = owner();
    controls.update({ doc: doc(), presetResolved: resolved });
    toolbar.update({
      presets: state.presets,
      preset: String(doc().preset),
      canUndo: canUndo(state.history),
      canRedo: canRedo(state.history),
      dirty: isDirty,
      saved: state.saved,
      saveLabel: state.saved && !isOwner ? 'Fork' : 'Save',
    });
    side.editor.update(items(), { changed: Array.isArray(doc().items), look: buttonsLook() });
    renderStage(state);
    const info = state.saved
      ? { slug: state.saved.slug, version: state.saved.version, latestVersion: state.saved.latestVersion, name: state.saved.name, owner: isOwner, dirty: isDirty }
      : null;
    side.setSaved(info, doc());
    // The share page's <title> (SharePage.swift), kept after a save or fork without a reload.
    const pinned = state.saved && route.kind === 'saved' && route.version ? ` (version ${route.version})` : '';
    document.title = state.saved ? `${state.saved.name}${pinned} · Pager Playground` : 'Pager Playground';
    preview.setEnv({ scheme: colorScheme(state) });
  }

  /**
   * The colour scheme the preview shows: the view's.
   * @param {ReturnType<typeof store.get>} state
   * @returns {'light' | 'dark'}
   */
  function colorScheme(state) {
    return readView(state.view, 'colorScheme');
  }

  /** @type {any[] | null} */
  let comparedPresets = null;
  /** The versions listed in compare mode's choice, joined. */
  let comparedVersionList = '';
  /** The `slug:version` being loaded for compare mode. */
  const loadingVersions = new Set();

  /**
   * The saved config's other versions loaded for compare mode, by number; asks for the one chosen
   * when it is not loaded yet (decision 0040).
   * @param {ReturnType<typeof store.get>} state
   * @returns {Record<number, {doc: Record<string, any>, name: string}>}
   */
  function loadedVersions(state) {
    const saved = state.saved;
    if (!saved) return {};
    /** @type {Record<number, {doc: Record<string, any>, name: string}>} */
    const loaded = {};
    for (const n of versionChoices(saved)) {
      const entry = state.comparedVersions[`${saved.slug}:${n}`];
      if (entry) loaded[n] = entry;
    }
    const chosen = state.compareSource.startsWith('version:') ? Number(state.compareSource.slice('version:'.length)) : null;
    const key = `${saved.slug}:${chosen}`;
    if (chosen !== null && !loaded[chosen] && versionChoices(saved).includes(chosen) && !loadingVersions.has(key)) {
      loadingVersions.add(key);
      getConfig(saved.slug, chosen)
        .then((stored) => {
          const config = typeof stored.config === 'string' ? JSON.parse(stored.config) : (stored.config ?? {});
          const entry = { doc: compactDocument(config, presetById(store.get().presets, config.preset)?.resolved), name: String(stored.name ?? saved.name) };
          store.set({ comparedVersions: { ...store.get().comparedVersions, [key]: entry } });
        })
        .catch((error) => log('warning', `Version ${chosen} could not be loaded to compare: ${error instanceof Error ? error.message : error}`))
        .finally(() => loadingVersions.delete(key));
    }
    return loaded;
  }

  /**
   * Compare mode: the baseline document (the saved version, the preset's defaults with the document's
   * own tabs, or the pinned one) and whether it is shown. Waits until the page is ready.
   * @param {ReturnType<typeof store.get>} state
   */
  function renderCompare(state) {
    if (!state.ready || !state.schema) return;
    if (!state.stage.compare) {
      comparison.setEnabled(false);
      return;
    }
    if (state.presets !== comparedPresets) {
      comparedPresets = state.presets;
      comparison.setPresets(state.presets);
    }
    const choices = versionChoices(state.saved);
    if (choices.join() !== comparedVersionList) {
      comparedVersionList = choices.join();
      comparison.setVersions(choices);
    }
    const versions = loadedVersions(state);
    const baseline = baselineFor({ source: state.compareSource, saved: state.saved, pinned: state.pinned, doc: doc(), presets: state.presets, versions });
    const resolved = presetById(state.presets, baseline.doc.preset)?.resolved;
    const scheme = colorScheme(state);
    comparison.setBaseline({ doc: baseline.doc, label: baseline.label, scheme }, baseline.source, {
      saved: Boolean(state.saved),
      pinned: Boolean(state.pinned),
    });
    const difference = compareDocuments(state.schema.options, { doc: baseline.doc, resolved }, { doc: doc(), resolved: presetResolved() });
    const show = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : JSON.stringify(value));
    comparison.setDifference(
      describeDifference(difference),
      difference.changes.map((c) => `${c.label}: ${show(c.before)} → ${show(c.after)}`).concat(difference.tabs ? ['The tabs differ'] : []).join('\n'),
    );
    comparison.setEnabled(true);
  }

  /** @param {ReturnType<typeof store.get>} state */
  function renderStage(state) {
    stagePanel.update(state.stage, state.view);
    preview.setRate(state.stage.rate);
    comparison.setRate(state.stage.rate);
    preview.setOverlay(state.stage.overlay);
    preview.setEnv({ showInsets: state.stage.insets });
    comparison.setInsets(state.stage.insets);
  }

  /** @param {any} layout */
  function renderWarnings(layout) {
    const list = layout?.warnings ?? [];
    warnings.replaceChildren(
      ...list.map((w) =>
        h(
          'li',
          {
            class: 'warnings__item',
            // On a phone each warning is one line ending in an ellipsis; a tap shows it whole.
            onclick: (/** @type {MouseEvent} */ event) => {
              if (!(event.target instanceof HTMLElement) || !event.target.closest('.warnings__fix')) {
                /** @type {HTMLElement} */ (event.currentTarget).classList.toggle('warnings__item--open');
              }
            },
          },
          h('span', { class: 'warnings__text' }, formatWarning(w)),
          w.fix
            ? h('button', { type: 'button', class: 'warnings__fix', onclick: () => change(applyFix(doc(), w.fix, presetResolved())) }, w.fix.label)
            : null,
        ),
      ),
    );
    warnings.hidden = list.length === 0;
  }

  installUndoShortcuts({ onUndo: () => travel(undo), onRedo: () => travel(redo) });
  installPreviewFocus(
    /** @type {HTMLElement} */ (root.querySelector('#preview-canvas')),
    document.querySelector('a[data-skip-preview]'),
  );
  window.addEventListener('pagehide', () => {
    client.close();
    comparison.close();
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || !store.get().ready) return;
    client.start().catch(() => undefined);
    comparison.resume();
  });

  // Start.
  const initialStage = store.get().stage;
  preview.setViewport(viewportFor(initialStage), deviceById(initialStage.device), initialStage.orientation === 'landscape');
  comparison.setViewport(viewportFor(initialStage), deviceById(initialStage.device), initialStage.orientation === 'landscape');
  renderStage(store.get());
  let boot;
  try {
    boot = await bootstrap(route);
  } catch (error) {
    const missing = error instanceof ApiError && error.status === 404 && route.kind !== 'scratch';
    const message = missing
      ? 'This link points to no saved configuration: it was deleted or the address is mistyped.'
      : `The playground could not load: ${error instanceof Error ? error.message : String(error)}`;
    store.set({ status: { status: 'error', detail: missing ? 'not found' : message } });
    root.querySelector('[data-controls]')?.replaceChildren(
      h('p', { class: 'error-text controls__loading' }, message, ' ', h('a', { href: '/' }, 'Start a new one.')),
    );
    return;
  }
  // A draft or link from before the view left the design still carries `appearance`: it becomes the
  // view. The URL's own view wins over it, and over a saved config's suggested view.
  const split = splitView(boot.doc);
  const view = withView({ ...boot.view, ...split.view }, fromUrl.view);
  defaultPreset = boot.defaultPreset;
  store.set({
    schema: boot.schema, presets: boot.presets, saved: boot.saved, view, suggestedView: cleanView(boot.view),
    history: replace(store.get().history, split.doc, { clear: true }),
    // What a switch set aside before a reload, when the page opened the same document (decision 0051).
    setAside: setAsideStore.read(setAsideKey(route), split.doc, boot.schema.options ?? []),
  });
  syncUrl();
  // The session first: its answer is a round trip away, and building the controls below fills that wait
  // instead of coming before it (decision 0056). Nothing between here and the `await` yields, so the
  // stream's first layout finds the page ready.
  const starting = client.start();
  if (fromUrl.ignored.length) log('warning', `Ignored in the address: ${fromUrl.ignored.join(', ')} (not a view the playground knows).`);
  controls.setSchema(boot.schema);
  stagePanel.setSchema(boot.schema);
  side.editor.setIcons(iconNames());
  render(store.get());
  if (boot.restoredDraft && dirty()) log('status', 'Restored your unsaved changes from this browser.');
  if (claim?.action === 'store') log('status', 'This browser now holds the edit key of this config: it can save versions of it.');
  else if (claim?.action === 'keep') {
    log('warning', "The link's edit key is not the one this browser holds for this config; kept this browser's.");
  } else if (claim?.action === 'malformed') log('warning', "The link's edit key is cut or mangled; ignored.");
  if (boot.linked) {
    // The design is now this page's unsaved document; the fragment leaves the address bar.
    window.history.replaceState(window.history.state, '', location.pathname + location.search);
    // Kept as this tab's draft at once: with the fragment gone, a reload before any edit would
    // otherwise lose a design that exists nowhere else.
    saveDraft();
    log('status', 'Opened a design from its link (not saved).');
  }
  store.set({ ready: true });
  try {
    await starting;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      log('warning', `The saved changes were not accepted (${error.message}); starting from the preset.`);
      // The draft's preset may itself be what was refused (renamed since): fall back to a known one.
      const known = presetById(store.get().presets, doc().preset)?.id ?? 'tabman.buttonBar';
      const fallback = store.get().saved?.doc ?? freshDocument(String(known));
      store.set((s) => ({ history: replace(s.history, fallback, { clear: true }), setAside: {} }));
      await client.start().catch((again) => store.set({ status: { status: 'error', detail: again.message } }));
    } else {
      store.set({ status: { status: 'error', detail: error instanceof Error ? error.message : String(error) } });
    }
  }
}
