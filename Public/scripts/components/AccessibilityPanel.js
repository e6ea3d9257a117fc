/**
 * The Accessibility tab: what VoiceOver says for each tab of the bar on screen, each tap target's
 * size and the titles' contrast against the bar, with the problems first (logic/accessibility.js);
 * each tab's VoiceOver label (items' `accessibilityLabel`) is edited here.
 */

import { h } from './dom.js';
import { auditLayout, isSmallTarget, formatSize } from '../logic/accessibility.js';
import { formatRatio } from '../logic/contrast.js';

/**
 * @typedef {{kind: 'tab', index: number} | {kind: 'accessory', placement: string}} FocusTarget
 */

/**
 * @param {HTMLElement} el  the accessibility tab panel
 * @param {{
 *   onLabel: (id: string, label: string) => void,
 *   onFocus: (target: FocusTarget | null) => void,
 * }} handlers  `onLabel`: a tab's VoiceOver label was edited; `onFocus`: the pointer or focus is on an
 *   element's rows (the preview draws VoiceOver's cursor there), or left them
 */
export function AccessibilityPanel(el, { onLabel, onFocus }) {
  const issues = h('ul', { class: 'audit__issues', 'aria-label': 'Accessibility problems' });
  const clean = h('p', { class: 'audit__clean muted' }, 'No problems found.');
  const container = h('p', { class: 'audit__container muted' });
  const contrast = h('ul', { class: 'audit__contrast', 'aria-label': 'Contrast' });
  const textSize = h('p', { class: 'audit__text-size' });
  const rows = h('tbody');
  const table = h(
    'table',
    { class: 'audit__elements' },
    h('caption', { class: 'visually-hidden' }, 'VoiceOver, in reading order'),
    h(
      'thead',
      {},
      h('tr', {}, h('th', { scope: 'col' }, 'Element'), h('th', { scope: 'col' }, 'VoiceOver says (selected, then not)'), h('th', { scope: 'col' }, 'Target (pt)')),
    ),
    rows,
  );
  const empty = h('p', { class: 'muted' }, 'The audit appears when the preview has a layout.');
  const body = h(
    'div',
    { class: 'audit', hidden: true },
    issues,
    clean,
    h('h4', { class: 'audit__heading' }, 'VoiceOver'),
    container,
    table,
    h('h4', { class: 'audit__heading' }, 'Contrast'),
    contrast,
    h('h4', { class: 'audit__heading' }, 'Text size'),
    textSize,
  );
  el.replaceChildren(h('div', { class: 'panel__head' }, h('h3', { class: 'panel__title' }, 'Accessibility')), empty, body);

  /** @type {any} */
  let shownLayout = null;
  /** @type {'light' | 'dark'} */
  let shownScheme = 'light';
  /** @type {Record<string, string | null>} */
  let shownLabels = {};

  function render() {
    empty.hidden = shownLayout !== null;
    body.hidden = shownLayout === null;
    if (!shownLayout) return;
    const audit = auditLayout(shownLayout, shownScheme, shownLabels);
    issues.replaceChildren(
      ...audit.issues.map((issue) => {
        const item = h('li', { class: 'audit__issue', dataset: { code: issue.code } }, issue.message);
        /** @type {FocusTarget | null} */
        const target =
          issue.index !== null ? { kind: 'tab', index: issue.index } : issue.placement ? { kind: 'accessory', placement: issue.placement } : null;
        if (target) {
          item.addEventListener('mouseenter', () => onFocus(target));
          item.addEventListener('mouseleave', () => onFocus(null));
        }
        return item;
      }),
    );
    clean.hidden = audit.issues.length > 0;
    container.textContent = audit.container
      ? 'The bar is a tab bar container: VoiceOver says "Tab" and each element\'s place in it.'
      : 'The bar is not a tab bar container: VoiceOver gives no "n of m".';
    rows.replaceChildren(
      ...audit.elements.flatMap((element) => {
        const says = element.selectedTrait
          ? [h('span', { class: 'audit__says' }, element.announcement.selected), h('span', { class: 'audit__says muted' }, element.announcement.unselected)]
          : [h('span', { class: 'audit__says' }, element.announcement.unselected || '(nothing)')];
        const row = h(
          'tr',
          { dataset: { kind: element.kind } },
          h('th', { scope: 'row' }, element.name),
          h('td', {}, ...says),
          h(
            'td',
            { class: isSmallTarget(element.target) ? 'audit__fail' : 'audit__pass' },
            formatSize(element.target),
          ),
        );
        const rowsOf = element.kind === 'tab' && element.id !== null ? [row, labelRow(element.id, element)] : [row];
        const target = focusTarget(element);
        for (const r of rowsOf) {
          if (!target) continue;
          r.addEventListener('mouseenter', () => onFocus(target));
          r.addEventListener('mouseleave', () => onFocus(null));
          r.addEventListener('focusin', () => onFocus(target));
          r.addEventListener('focusout', () => onFocus(null));
        }
        return rowsOf;
      }),
    );
    textSize.textContent = audit.textSize.note;
    textSize.className = `audit__text-size ${audit.textSize.scales ? 'audit__pass' : 'muted'}`;
    contrast.replaceChildren(
      ...(audit.contrast.length === 0
        ? [h('li', { class: 'muted' }, 'No titles or icons are drawn.')]
        : audit.contrast.map((check) =>
            h(
              'li',
              { class: check.ratio >= check.minimum ? 'audit__pass' : 'audit__fail', dataset: { part: check.part } },
              `${check.part === 'badge' ? 'Badge text' : check.part === 'selected' ? 'Selected' : 'Unselected'}: ` +
                `${formatRatio(check.ratio)} (needs ${check.minimum}:1 for ${check.text})`,
            ),
          )),
    );
  }

  /**
   * What the preview outlines for an element's rows.
   * @param {import('../logic/accessibility.js').AuditElement} element
   * @returns {FocusTarget | null}
   */
  function focusTarget(element) {
    if (element.kind === 'accessory') return element.placement ? { kind: 'accessory', placement: element.placement } : null;
    return element.index === null ? null : { kind: 'tab', index: element.index };
  }

  /**
   * The row under a tab's with its VoiceOver label, sent when changed (Enter or leaving the field).
   * @param {string} id
   * @param {import('../logic/accessibility.js').AuditElement} element
   */
  function labelRow(id, element) {
    const input = /** @type {HTMLInputElement} */ (
      h('input', {
        type: 'text',
        class: 'field audit__label-input',
        value: element.customLabel ?? '',
        placeholder: 'VoiceOver label (optional)',
        maxLength: 120,
        'aria-label': `VoiceOver label of ${element.name}`,
        dataset: { id },
      })
    );
    input.addEventListener('change', () => onLabel(id, input.value));
    return h('tr', { class: 'audit__label-row' }, h('td', { colSpan: 3 }, input));
  }

  return {
    /**
     * @param {any} layout  the layout on screen, or null
     * @param {'light' | 'dark'} scheme
     * @param {Record<string, string | null>} labels  the tabs' VoiceOver labels by id
     */
    update(layout, scheme, labels) {
      const sameLabels = JSON.stringify(labels) === JSON.stringify(shownLabels);
      if (layout === shownLayout && scheme === shownScheme && sameLabels) return;
      shownLayout = layout ?? null;
      shownScheme = scheme;
      shownLabels = labels;
      render();
    },
  };
}
