/**
 * What the bar the layout describes gives VoiceOver, and how it fares against Apple's minimums for
 * tap targets and text contrast: the Accessibility tab's audit (docs/accessibility.md).
 *
 * What each library tells VoiceOver comes from its source: Tabman's `TMBarView` is a container with
 * the `.tabBar` trait whose elements are its accessory views and then its buttons, each button labelled
 * with its item's title and given `.button`, plus `.selected` when fully selected (`TMBarButton`);
 * SwiftUITabPager's tabs are SwiftUI `Button`s with `.isSelected` on the selected one and the value
 * "i/n" (`TabButtons`); BTabViewController's cells set nothing, so VoiceOver reads each title as text;
 * TabBarController's default bar is a `UITabBar`.
 *
 * ```js
 * const audit = auditLayout(layout, 'light');
 * audit.elements[0].announcement.selected // "Selected, Home, Tab, 1 of 5"
 * ```
 */

import { parseColor } from './color.js';
import { barBackdrop, composite, contrastRatio, minimumTextContrast, formatRatio } from './contrast.js';

/** Apple's minimum tap target, in points (Human Interface Guidelines, "Accessibility"). */
export const MINIMUM_TARGET = 44;

/**
 * @typedef {import('./color.js').RGBA} RGBA
 * @typedef {'tab' | 'button' | 'text'} Role  what VoiceOver calls the element
 * @typedef {{
 *   index: number | null, id: string | null, kind: 'tab' | 'accessory', name: string, label: string | null,
 *   customLabel: string | null, placement: string | null,
 *   value: string | null, role: Role, selectedTrait: boolean, position: string | null,
 *   announcement: {selected: string, unselected: string},
 *   target: {width: number, height: number},
 * }} AuditElement  `index` and `id` are the tab's, null for an accessory; `name` is what the audit calls
 *   it; `customLabel` the tab's own accessibility label (items' `accessibilityLabel`), when set;
 *   `placement` an accessory's (`left`, `rightPinned`…), null for a tab
 * @typedef {{part: 'selected' | 'unselected' | 'badge', ratio: number, minimum: number, foreground: string, text: string}} ContrastCheck
 * @typedef {{code: string, index: number | null, placement?: string, message: string}} AuditIssue  `index`:
 *   the tab it is about; `placement`: the accessory it is about
 * @typedef {{scales: boolean, note: string}} TextSizing  whether titles follow Dynamic Type
 * @typedef {{container: 'tabBar' | null, elements: AuditElement[], contrast: ContrastCheck[], textSize: TextSizing, issues: AuditIssue[]}} Audit
 */

/** The accessory names, as the layout's `placement` says them. */
const ACCESSORY_NAMES = {
  leftPinned: 'leading pinned accessory',
  left: 'leading accessory',
  right: 'trailing accessory',
  rightPinned: 'trailing pinned accessory',
};

/**
 * The audit of a layout (`{"type":"layout"}`) in a colour scheme.
 * @param {any} layout
 * @param {'light' | 'dark'} scheme
 * @param {Record<string, string | null>} [labels]  the tabs' own accessibility labels by id
 * @returns {Audit}
 */
export function auditLayout(layout, scheme, labels = {}) {
  const elements = describeElements(layout, labels);
  const contrast = contrastChecks(layout, scheme);
  const textSize = textSizing(layout.behavior);
  const issues = findIssues(layout, elements, contrast);
  if (!textSize.scales && layout.behavior === 'bTabViewController') {
    issues.push({ code: 'fixed-text-size', index: null, message: textSize.note });
  }
  return { container: containerTrait(layout.behavior), elements, contrast, textSize, issues };
}

/**
 * Whether a library's titles follow Dynamic Type, as the engine lays them out (`ButtonStyle.textScale`:
 * Tabman and SwiftUITabPager scale by the view's `textScale`, the others keep their fonts).
 * @param {string} behavior
 * @returns {TextSizing}
 */
export function textSizing(behavior) {
  switch (behavior) {
    case 'bTabViewController':
      return {
        scales: false,
        note: "BTabViewController's titles stay at their fixed size at every text size (its item model's fixed system fonts): they do not follow Dynamic Type",
      };
    case 'tabBarController':
      return {
        scales: false,
        note: 'UITabBar keeps its titles at their size; at the accessibility text sizes iOS shows a long-pressed tab enlarged in the Large Content Viewer instead',
      };
    default:
      return { scales: true, note: 'Titles follow Dynamic Type (the preview\'s Text size); badges keep their 11 pt' };
  }
}

/**
 * Whether the bar is a container VoiceOver treats as a tab bar (it then says "Tab" and "n of m").
 * @param {string} behavior
 * @returns {'tabBar' | null}
 */
export function containerTrait(behavior) {
  return behavior === 'tabman' || behavior === 'tabBarController' ? 'tabBar' : null;
}

/**
 * The bar's accessibility elements in VoiceOver's order. A tab's own accessibility label replaces what
 * the library reads (`TMBarItem.accessibilityLabel`, SwiftUI's `.accessibilityLabel`, `UITabBarItem`'s),
 * except in BTabViewController, whose cells do not use it.
 * @param {any} layout
 * @param {Record<string, string | null>} [labels]  the tabs' own accessibility labels by id
 * @returns {AuditElement[]}
 */
export function describeElements(layout, labels = {}) {
  const behavior = layout.behavior;
  const buttons = /** @type {any[]} */ (layout.buttons ?? []);
  const accessories = behavior === 'tabman' ? /** @type {any[]} */ (layout.bar?.accessories ?? []) : [];
  const inTabBar = containerTrait(behavior) === 'tabBar';
  const total = accessories.length + buttons.length;
  /** @type {Omit<AuditElement, 'announcement'>[]} */
  const list = [];
  accessories.forEach((accessory, i) => {
    list.push({
      index: null,
      id: null,
      customLabel: null,
      placement: accessory.placement,
      kind: 'accessory',
      name: `${ACCESSORY_NAMES[accessory.placement] ?? 'accessory'} (${accessory.icon})`,
      label: null,
      value: null,
      role: inTabBar ? 'tab' : 'button',
      selectedTrait: false,
      position: inTabBar ? `${i + 1} of ${total}` : null,
      target: { width: accessory.frame.width, height: accessory.frame.height },
    });
  });
  buttons.forEach((button, i) => {
    const title = typeof button.title === 'string' && button.title.trim() !== '' ? button.title : null;
    const badge = button.badge?.text ?? null;
    /** @type {string | null} */
    let label = title;
    /** @type {string | null} */
    let value = null;
    /** @type {Role} */
    let role = 'tab';
    let selectedTrait = true;
    if (behavior === 'swiftUITabPager') {
      // The Button's label reads every Text in it: the title (and a badge, had the layout one: SwiftUITabPager has none, decision 0039).
      label = [title, badge].filter((t) => t !== null).join(', ') || null;
      value = `${i + 1}/${buttons.length}`;
      role = 'button';
    } else if (behavior === 'bTabViewController') {
      role = 'text';
      selectedTrait = false;
    } else if (behavior === 'tabBarController') {
      value = badge;
    }
    const customLabel = typeof labels[button.id] === 'string' && labels[button.id] !== '' ? labels[button.id] : null;
    if (customLabel !== null && behavior !== 'bTabViewController') label = customLabel;
    list.push({
      index: button.index ?? i,
      id: button.id ?? null,
      customLabel,
      placement: null,
      kind: 'tab',
      name: title === null ? `tab ${i + 1}` : `"${title}"`,
      label,
      value,
      role,
      selectedTrait,
      position: inTabBar ? `${accessories.length + i + 1} of ${total}` : null,
      target: { width: button.frame.width, height: button.frame.height },
    });
  });
  return list.map((element) => ({
    ...element,
    announcement: { selected: announce(element, true), unselected: announce(element, false) },
  }));
}

/**
 * What VoiceOver says on reaching an element, in its usual order: the selected state, label, value,
 * role and position ("Selected, Home, Tab, 1 of 5").
 * @param {Omit<AuditElement, 'announcement'>} element
 * @param {boolean} selected
 */
export function announce(element, selected) {
  const role = element.role === 'tab' ? 'Tab' : element.role === 'button' ? 'Button' : null;
  return [selected && element.selectedTrait ? 'Selected' : null, element.label, element.value, role, element.position]
    .filter((part) => part !== null && part !== '')
    .join(', ');
}

/**
 * Selected and unselected titles (and tab-item icons) against the bar, and badge text on its badge.
 * @param {any} layout
 * @param {'light' | 'dark'} scheme
 * @returns {ContrastCheck[]}
 */
export function contrastChecks(layout, scheme) {
  const style = layout.buttonStyle;
  const buttons = /** @type {any[]} */ (layout.buttons ?? []);
  if (!style || style.kind === 'none' || !buttons.some((b) => b.visible !== false)) return [];
  const backdrop = barBackdrop(layout.bar?.background ?? { style: 'clear' }, scheme);
  const hasTitles = buttons.some((b) => typeof b.title === 'string' && b.title.trim() !== '');
  // Text needs 4.5:1 or 3:1 by size and weight; an icon alone 3:1 (WCAG's non-text contrast).
  const minimum = hasTitles ? minimumTextContrast(style.font) : 3;
  const what = hasTitles ? `${style.font.size} pt ${style.font.face === 'bold' ? 'bold' : 'regular'} text` : 'an icon';
  const check = (/** @type {ContrastCheck['part']} */ part, /** @type {string} */ color, opacity = 1) => {
    const foreground = composite(parseColor(color), backdrop, opacity);
    return { part, ratio: contrastRatio(foreground, backdrop), minimum, foreground: color, text: what };
  };
  /** @type {ContrastCheck[]} */
  const checks = [
    check('selected', style.selectedTintColor),
    check('unselected', style.tintColor, style.adjustsAlphaOnSelection ? 0.5 : 1),
  ];
  if (buttons.some((b) => b.badge)) {
    const fill = composite(parseColor(style.badgeColor), backdrop);
    const text = composite(parseColor(style.badgeTextColor), fill);
    const font = style.badgeFont ?? { size: 11, face: 'bold' };
    const minimum = minimumTextContrast(font);
    const what = `${font.size} pt ${font.face === 'bold' ? 'bold' : 'regular'} badge text`;
    checks.push({ part: 'badge', ratio: contrastRatio(text, fill), minimum, foreground: style.badgeTextColor, text: what });
  }
  return checks;
}

/**
 * Whether a tap target is under Apple's 44 × 44 pt in either direction.
 * @param {{width: number, height: number}} target
 */
export function isSmallTarget({ width, height }) {
  return width < MINIMUM_TARGET || height < MINIMUM_TARGET;
}

/**
 * A size as the audit writes it: "28.4 × 44".
 * @param {{width: number, height: number}} size
 */
export function formatSize({ width, height }) {
  const points = (/** @type {number} */ value) => `${Math.round(value * 10) / 10}`;
  return `${points(width)} × ${points(height)}`;
}

/**
 * @param {any} layout
 * @param {AuditElement[]} elements
 * @param {ContrastCheck[]} contrast
 * @returns {AuditIssue[]}
 */
function findIssues(layout, elements, contrast) {
  /** @type {AuditIssue[]} */
  const issues = [];
  const behavior = layout.behavior;
  if (behavior === 'bTabViewController' && elements.length > 0) {
    issues.push({
      code: 'selection-not-announced',
      index: null,
      message:
        'BTabViewController gives its cells no accessibility traits: VoiceOver reads each title as plain text, ' +
        'not as a tab or button, and does not say which tab is selected',
    });
  }
  for (const element of elements) {
    if (isSmallTarget(element.target)) {
      issues.push({
        code: 'small-target',
        index: element.index,
        ...(element.placement ? { placement: element.placement } : {}),
        message: `${element.name} is ${formatSize(element.target)} pt: a tap target should be at least ${MINIMUM_TARGET} × ${MINIMUM_TARGET} pt`,
      });
    }
    if (element.kind === 'accessory') {
      issues.push({
        code: 'accessory-unlabelled',
        index: null,
        placement: element.placement ?? undefined,
        message: `the ${element.name} has no accessibility label: VoiceOver reads the symbol's own description, if it has one; set the button's accessibilityLabel`,
      });
      continue;
    }
    if (element.label === null) {
      const fix = behavior === 'bTabViewController' ? "BTabViewController's cells read only their titles" : 'give the tab a VoiceOver label';
      issues.push({
        code: 'no-label',
        index: element.index,
        message: `${element.name} has no title: VoiceOver reads only "${element.announcement.unselected || 'nothing'}"; ${fix}`,
      });
    }
    const badge = (layout.buttons ?? []).find((/** @type {any} */ b) => b.index === element.index)?.badge;
    // A label says a badge when it has the badge's text; an empty badge (a dot) when the label is the tab's own.
    const said = badge && element.customLabel !== null && (badge.text === '' || element.customLabel.includes(badge.text));
    if (behavior === 'tabman' && badge && !said) {
      const which = badge.text === '' ? `the badge on ${element.name} (a dot without text)` : `the badge "${badge.text}" on ${element.name}`;
      issues.push({
        code: 'badge-not-read',
        index: element.index,
        message: `${which} is not read: Tabman's button reads only the item's accessibilityLabel or title; give the tab a VoiceOver label that says it`,
      });
    }
    if (behavior === 'bTabViewController' && element.customLabel !== null) {
      issues.push({
        code: 'label-not-used',
        index: element.index,
        message: `BTabViewController does not use ${element.name}'s VoiceOver label: its cells read their titles`,
      });
    }
  }
  for (const check of contrast) {
    if (check.ratio >= check.minimum) continue;
    const whose = check.part === 'badge' ? 'badge text on its badge' : `${check.part} tabs against the bar`;
    issues.push({
      code: 'low-contrast',
      index: null,
      message: `${whose}: ${formatRatio(check.ratio)}, below the ${check.minimum}:1 ${check.text} needs`,
    });
  }
  return issues;
}
