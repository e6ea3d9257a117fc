/**
 * The Share tab: the current config's links (latest and this version), the embed snippet, a QR code
 * that opens this version on a phone (the pager alone, or the full playground: the designer's choice,
 * kept in localStorage), who may save versions, the version history, Fork, and Delete for the browser
 * that holds the config's key.
 *
 * @typedef {{slug: string, version: number, latestVersion: number, name: string, owner: boolean,
 *   dirty: boolean}} ShareInfo
 */

import { h, copyButton } from './dom.js';
import { configPath, shareUrl, embedUrl, embedSnippet, isLoopbackHost, qrImagePath, designLink } from '../logic/url-state.js';
import { request } from '../services/api.js';
import { restoreWording } from '../logic/restore-wording.js';
import { readJSON, writeJSON } from '../services/storage.js';

/** localStorage key of what the QR code opens: `embed` (the default) or `playground`. */
const QR_TARGET_KEY = 'pp.qrTarget';

/** @returns {'embed' | 'playground'} */
function qrTarget() {
  return readJSON(QR_TARGET_KEY) === 'playground' ? 'playground' : 'embed';
}

/**
 * "On a phone": a choice of what the code opens, the QR code of that link, an SVG the server makes
 * (`GET /api/qr`: black on white with the standard's quiet zone of four modules, whatever the theme),
 * what a phone needs to open it, and the link itself as a button (on a phone, the code cannot be
 * scanned from its own screen). When the image does not load, the server's reason takes its place.
 * @param {{slug: string, version: number}} info
 * @param {boolean} dirty  the page has unsaved changes, which the code does not carry
 * @param {() => void} onTarget  called after the choice changes (the box is drawn again)
 */
function phoneBox(info, dirty, onTarget) {
  const target = qrTarget();
  const url = target === 'playground'
    ? shareUrl(location.origin, info.slug, info.version)
    : `${embedUrl(location.origin, info.slug, info.version)}?fit=screen`;
  const choice = (/** @type {'embed' | 'playground'} */ value, /** @type {string} */ text) =>
    h('label', { class: 'share-target__option' },
      h('input', {
        type: 'radio', name: 'share-qr-target', value, checked: target === value,
        onchange: () => {
          writeJSON(QR_TARGET_KEY, value);
          onTarget();
        },
      }),
      text);
  const path = qrImagePath(url);
  const image = h('img', {
    src: path, width: 148, height: 148, class: 'share-qr', alt: `QR code of ${url}`, 'data-testid': 'share-qr',
    onerror: () => {
      const note = h('p', { class: 'error-text share-qr-error', role: 'status' }, 'No QR code could be made for this link.');
      image.replaceWith(note);
      // The image's error event carries no reason; the same request as JSON does (the 400's message).
      request(path).catch((error) => {
        note.textContent = error instanceof Error ? error.message : String(error);
      });
    },
  });
  const host = new URL(url).hostname;
  return h('div', { class: 'share-box', 'data-phone-box': '' },
    h('span', { class: 'share-box__label' }, 'On a phone'),
    h('fieldset', { class: 'share-target' },
      h('legend', { class: 'share-target__legend' }, 'The code opens'),
      choice('embed', 'The pager alone (embed)'),
      choice('playground', 'The full playground')),
    h('div', { class: 'share-phone' }, image,
      h('p', { class: 'muted share-box__hint', 'data-testid': 'share-qr-hint' },
        target === 'playground'
          ? 'Scan to open this version in the playground on the phone, with its options to try. '
          : "Scan to try this version with a finger, at its real size: the pager alone, laid out for the phone's own screen. ",
        dirty ? 'It opens the version as saved, without your unsaved changes. ' : '',
        ...(isLoopbackHost(host)
          ? [`${host} opens only on this computer: serve with `, h('code', {}, '--host 0.0.0.0'),
            " and open the playground at this computer's network address for a code a phone can follow."]
          : [`The phone must reach ${host}.`])),
      // On the phone itself the code cannot be scanned: the same link, to open on this screen (decision 0041).
      h('a', { class: 'button share-phone__open', href: url, target: '_blank', rel: 'noopener', 'data-testid': 'share-phone-open' },
        target === 'playground' ? 'Open it on this screen' : 'Try it on this screen, full size')));
}

/**
 * @param {HTMLElement} el
 * @param {{onSave: () => void, onFork: () => void, onDelete: () => void,
 *   loadVersions: (slug: string) => Promise<any[]>}} handlers
 */
export function SharePanel(el, { onSave, onFork, onDelete, loadVersions }) {
  /** @type {ShareInfo | null} */
  let info = null;
  let versionsFor = '';
  /** The design on screen, for the link that needs no save. @type {Record<string, any>} */
  let currentDoc = {};

  /**
   * "Copy link" for the design as it is, saved or not: the design travels in the link (`#d=1.…`), the
   * view in its query, as in the page's own address.
   */
  function designBox() {
    return h('div', { class: 'share-box' },
      h('span', { class: 'share-box__label' }, 'Link to this design, without saving'),
      h('div', { class: 'share-box__row' },
        h('span', { class: 'muted share-box__hint' }, 'Opens exactly what you see now, unsaved edits included.'),
        copyButton(() => designLink(location.origin, currentDoc, location.search), 'Copy link')),
    );
  }
  const history = h('ol', { class: 'versions', 'aria-label': 'Version history, newest first' });

  async function refreshVersions() {
    if (!info) return;
    const key = `${info.slug}:${info.latestVersion}`;
    if (versionsFor === key) return;
    versionsFor = key;
    history.replaceChildren(h('li', { class: 'muted' }, 'Loading versions…'));
    try {
      const versions = await loadVersions(info.slug);
      // A save while this loaded asked for a newer list; that one is shown.
      if (versionsFor !== key || !info) return;
      const current = info;
      history.replaceChildren(
        ...versions
          .slice()
          .sort((a, b) => b.number - a.number)
          .map((v) =>
            h('li', { class: `versions__item${v.number === current.version ? ' versions__item--current' : ''}` },
              h('a', { href: configPath(current.slug, v.number), 'aria-current': v.number === current.version ? 'page' : null },
                `v${v.number}`),
              ` ${v.name ?? ''}`,
              v.createdAt ? h('span', { class: 'muted versions__date' }, ` · ${formatDate(v.createdAt)}`) : null),
          ),
      );
    } catch (error) {
      if (versionsFor !== key) return;
      versionsFor = '';
      history.replaceChildren(h('li', { class: 'error-text' }, `Could not load the versions: ${error instanceof Error ? error.message : error}`));
    }
  }

  function render() {
    if (!info) {
      el.replaceChildren(
        h('div', { class: 'panel__head' }, h('h3', { class: 'panel__title' }, 'Share')),
        designBox(),
        h('p', { class: 'muted' }, 'Save it for a short link with a name, versions and an owner.'),
        h('button', { type: 'button', class: 'button button--primary', onclick: onSave }, 'Save…'),
      );
      return;
    }
    const latest = shareUrl(location.origin, info.slug);
    const exact = shareUrl(location.origin, info.slug, info.version);
    const snippet = embedSnippet(location.origin, info.slug, { title: info.name });
    // An older version's page offers to restore it: saving it makes it the newest (decision 0040).
    const restore = info.owner ? restoreWording(info, info.dirty) : null;
    el.replaceChildren(
      h('div', { class: 'panel__head' }, h('h3', { class: 'panel__title' }, info.name || 'Untitled')),
      h('p', { class: 'muted', 'data-share-status': true },
        restore ? restore.status : `Version ${info.version} of ${info.latestVersion}. `,
        restore ? '' : info.owner ? 'This browser can save new versions.' : 'Read-only here: fork it to save your own changes.',
        info.dirty ? ' You have unsaved changes.' : ''),
      // The versions and what to do with them first, under the status that names them (decision 0044):
      // under the QR code they needed a scroll on a 900 px high screen.
      h('h4', { class: 'panel__subtitle share__versions-title' }, 'Versions'),
      history,
      h('div', { class: 'share__actions' },
        info.owner ? h('button', { type: 'button', class: 'button', onclick: onSave }, restore?.action ?? 'Save new version…') : null,
        h('button', { type: 'button', class: 'button', onclick: onFork }, 'Fork…'),
        info.owner ? h('button', { type: 'button', class: 'button button--danger', title: 'Delete this config: every version and its links', onclick: onDelete }, 'Delete…') : null),
      designBox(),
      h('div', { class: 'share-box' },
        h('span', { class: 'share-box__label' }, 'Link'),
        h('div', { class: 'share-box__row' }, h('a', { class: 'share-box__url', href: latest, 'data-testid': 'share-link' }, latest),
          copyButton(() => latest, 'Copy link')),
        h('span', { class: 'share-box__label' }, 'This version'),
        h('div', { class: 'share-box__row' }, h('a', { class: 'share-box__url', href: exact }, exact),
          copyButton(() => exact, 'Copy link to this version')),
        h('label', { class: 'share-box__label', for: 'share-embed' }, 'Embed'),
        h('div', { class: 'share-box__row' },
          h('textarea', { id: 'share-embed', class: 'field share-box__code', readOnly: true, rows: 3, value: snippet }),
          copyButton(() => snippet, 'Copy embed code'))),
      phoneBox(info, info.dirty, redrawPhone),
    );
    versionsFor = '';
  }

  /** Draws the "On a phone" box again after its choice changed, keeping the focus on the choice. */
  function redrawPhone() {
    const box = el.querySelector('[data-phone-box]');
    if (!info || !box) return;
    const next = phoneBox(info, info.dirty, redrawPhone);
    box.replaceWith(next);
    /** @type {HTMLInputElement | null} */ (next.querySelector('input[name="share-qr-target"]:checked'))?.focus();
  }

  render();
  return {
    /** @param {Record<string, any>} doc  the design the preview shows */
    setDocument(doc) {
      currentDoc = doc;
    },
    /** @param {ShareInfo | null} next */
    update(next) {
      const same = JSON.stringify(next) === JSON.stringify(info);
      info = next;
      if (!same) {
        render();
        // Shown now (a save from this panel): the list must show the new version at once.
        if (el.getClientRects().length > 0) refreshVersions();
      }
    },
    /** Loads the version list (when the tab is shown). */
    refresh() {
      refreshVersions();
    },
  };
}

/** @param {string | number} value  RFC 3339 text or milliseconds */
export function formatDate(value) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString();
}
