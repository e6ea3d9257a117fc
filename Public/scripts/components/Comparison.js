/**
 * Compare mode: a second live preview beside the main one, showing a baseline document — the saved
 * version, the preset's defaults, or a document pinned earlier — in a session of its own. The gestures
 * made on the main preview (pointers, keys, the scrubber) and the device are mirrored to it, so both
 * pagers move together and differ only by their configs: before and after, side by side.
 *
 * The baseline plays ahead as the main preview does (decision 0037): the main preview tells it each step
 * of its gestures (`follower`: a press, where the mouse rests, the focus, a click on Next), and it asks
 * its own session what a click would start and plays its own session's answers (`tapTrajectory`,
 * `GET …/what-if`) from the gesture's moment, so both start moving together through a slow link.
 *
 * ```
 *  main preview gestures ──send──▶ main session
 *                        ├─mirror─▶ baseline session ──layout/frame/trajectories──▶ baseline Preview
 *                        └─follow────────────────────────────────────────────────▶ baseline Preview
 * ```
 */

import { h } from './dom.js';
import { Preview } from './Preview.js';
import { createStats } from '../logic/stats.js';
import { createMergePatch, deepEqual } from '../logic/config-doc.js';
import { createSessionClient } from '../services/session-client.js';
import { formatStatus } from '../logic/event-log.js';
import { isMirrored } from '../logic/compare.js';

/**
 * @typedef {import('../logic/compare.js').BaselineSource} BaselineSource
 * @typedef {{doc: Record<string, any>, label: string, scheme: 'light' | 'dark'}} Baseline
 */

/**
 * @param {HTMLElement} views  `[data-stage-views]`: the baseline's pane goes before the main preview's
 * @param {{
 *   viewport: () => any,
 *   view: () => Record<string, unknown>,
 *   onSource: (source: BaselineSource) => void,
 *   onPin: () => void,
 * }} deps  `viewport()` and `view()` give the viewport and view a new baseline session starts in (later
 *   changes of either reach it as mirrored inputs)
 */
export function Comparison(views, { viewport, view, onSource, onPin }) {
  const source = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      { class: 'field compare__source', 'aria-label': 'Compare with', onchange: () => onSource(/** @type {any} */ (source.value)) },
      h('option', { value: 'saved' }, 'Saved version'),
      h('option', { value: 'preset' }, 'Preset defaults'),
      h('option', { value: 'pinned' }, 'Pinned'),
    )
  );
  const versions = h('optgroup', { label: 'Another saved version', hidden: true });
  const others = h('optgroup', { label: 'Another preset, same tabs' });
  source.append(versions, others);
  const pin = h('button', { type: 'button', class: 'button button--small', title: 'Compare later edits with what the preview shows now', onclick: () => onPin() }, 'Pin current');
  const label = h('span', { class: 'compare__label' });
  const status = h('span', { class: 'compare__status muted', role: 'status' });
  const canvas = h('canvas', {
    class: 'device__screen compare__screen',
    'data-testid': 'compare-canvas',
    role: 'img',
    'aria-label': 'Baseline preview: follows the gestures made on the main preview',
  });
  const announce = h('p', { class: 'visually-hidden', 'aria-live': 'off', 'data-announce': true });
  const box = h(
    'div',
    { class: 'stage__viewport stage__viewport--baseline', 'data-stage-viewport': true },
    h('div', { class: 'device', 'data-device': true }, canvas, h('div', { class: 'overlay', 'data-overlay': true, hidden: true })),
    announce,
  );
  const panel = h(
    'div',
    { class: 'stage__pane compare', 'data-compare': true },
    h('div', { class: 'compare__head' }, h('span', { class: 'compare__title' }, 'Before:'), source, pin, label, status),
    box,
  );
  // The panel is in the page only while comparing, so the page keeps one preview (and one
  // `[data-device]`) otherwise.

  const stats = createStats();
  const preview = Preview(panel, { send: () => {}, stats, whatIf: (questions) => client.whatIf(questions) });
  let enabled = false;
  /** @type {Baseline | null} */
  let baseline = null;
  /** @type {Record<string, any> | null} */
  let running = null;
  /** The stage's Insets: the baseline draws the safe-area guides as the main preview does (decision 0044). */
  let insets = true;

  const client = createSessionClient({
    session: () => {
      running = baseline?.doc ?? null;
      return { config: running, view: view(), viewport: viewport() };
    },
    onLayout: (layout) => preview.setLayout(layout),
    onFrame: (frame) => preview.pushFrame(frame),
    onTable: (table) => preview.setTable(table),
    onTrajectory: (trajectory) => preview.playTrajectory(trajectory),
    onTapTrajectory: (trajectory) => preview.offerTapTrajectory(trajectory),
    onEvent: () => {},
    onWarning: () => {},
    onStatus: (report) => {
      status.textContent = report.status === 'live' ? '' : formatStatus(report);
    },
    onSession: () => preview.reset(),
  });

  return {
    /** @param {boolean} on */
    setEnabled(on) {
      if (on === enabled) return;
      enabled = on;
      if (on) views.prepend(panel);
      else panel.remove();
      const now = views.querySelector('[data-compare-now]');
      if (now instanceof HTMLElement) now.hidden = !on;
      if (on) client.start().catch((error) => (status.textContent = error instanceof Error ? error.message : String(error)));
      else client.close();
    },

    get enabled() {
      return enabled;
    },

    /**
     * The baseline preview's `follow` while comparing (the main preview tells it its gestures), else null.
     * @returns {import('./Preview.js').Follow | null}
     */
    get follower() {
      return enabled ? preview.follow : null;
    },

    /**
     * The document to compare with; a running session gets the difference as a config input.
     * @param {Baseline} next
     * @param {BaselineSource} from
     * @param {{saved: boolean, pinned: boolean}} available  which sources can be chosen
     */
    setBaseline(next, from, available) {
      baseline = next;
      label.textContent = next.label;
      label.title = next.label;
      source.value = from;
      /** @type {HTMLOptionElement} */ (source.options[0]).disabled = !available.saved;
      /** @type {HTMLOptionElement} */ (source.options[2]).disabled = !available.pinned;
      preview.setEnv({ scheme: next.scheme, showInsets: insets });
      if (enabled && running && !deepEqual(running, next.doc)) {
        const patch = createMergePatch(running, next.doc);
        running = next.doc;
        client.send({ type: 'config', t: performance.now() / 1000, patch });
      }
    },

    /**
     * Whether the baseline draws the safe-area guides: as the main preview, by the stage's Insets.
     * @param {boolean} on
     */
    setInsets(on) {
      insets = on;
      preview.setEnv({ showInsets: on });
    },

    /**
     * Says in the main preview's head what differs from the baseline.
     * @param {string} summary  "2 changes: Indicator colour, Weight"
     * @param {string} details  one line per change, before → after (the head's tooltip)
     */
    setDifference(summary, details) {
      const now = views.querySelector('[data-compare-now] .compare__label');
      if (!(now instanceof HTMLElement)) return;
      now.textContent = summary;
      now.title = details;
    },

    /**
     * Lists the saved config's other versions to compare with (`versionChoices`), newest first.
     * @param {number[]} numbers
     */
    setVersions(numbers) {
      const chosen = source.value;
      versions.replaceChildren(...numbers.map((n) => h('option', { value: `version:${n}` }, `Version ${n}`)));
      /** @type {HTMLOptGroupElement} */ (versions).hidden = numbers.length === 0;
      source.value = chosen;
    },

    /**
     * Lists the presets to compare with (the same tabs in another library or style).
     * @param {{id: string, title: string}[]} presets
     */
    setPresets(presets) {
      const chosen = source.value;
      others.replaceChildren(...presets.map((p) => h('option', { value: `preset:${p.id}` }, p.title)));
      source.value = chosen;
    },

    /**
     * Sends the baseline a gesture or device input the main preview sent.
     * @param {Record<string, unknown>} event
     */
    mirror(event) {
      if (enabled && isMirrored(event)) client.send(event);
    },

    /**
     * @param {import('../logic/geometry.js').Viewport} next
     * @param {any} deviceInfo
     * @param {boolean} landscape
     */
    setViewport(next, deviceInfo, landscape) {
      preview.setViewport(next, deviceInfo, landscape);
    },

    /** @param {number} rate */
    setRate(rate) {
      preview.setRate(rate);
    },

    /** Closes the baseline's session (the page is hidden); `resume` starts it again. */
    close() {
      client.close();
    },

    resume() {
      if (enabled) client.start().catch(() => undefined);
    },
  };
}
