import test from 'node:test';
import assert from 'node:assert/strict';
import {
  relativeLuminance, contrastRatio, composite, barBackdrop, minimumTextContrast, describeElements,
  contrastChecks, auditLayout, formatRatio, containerTrait, textSizing,
} from '../../Public/scripts/logic/accessibility.js';

const white = { r: 255, g: 255, b: 255, a: 1 };
const black = { r: 0, g: 0, b: 0, a: 1 };

/** A layout with the fields the audit reads; buttons 80 × 44 unless given. */
function layout({ behavior = 'tabman', titles = ['Home', 'Explore'], badges = {}, widths = {}, accessories = [], style = {}, background = { style: 'flat', color: '#FFFFFFFF' } } = {}) {
  return {
    behavior,
    bar: { background, accessories },
    buttonStyle: {
      kind: 'label', font: { size: 15, weight: 'regular', face: 'regular' }, badgeFont: { size: 11, weight: 'bold', face: 'bold' },
      tintColor: '#000000FF', selectedTintColor: '#000000FF', adjustsAlphaOnSelection: false,
      badgeColor: '#FF0000FF', badgeTextColor: '#FFFFFFFF', ...style,
    },
    buttons: titles.map((title, index) => ({
      index, title, visible: true,
      frame: { x: index * 90, y: 0, width: widths[index] ?? 80, height: 44 },
      badge: badges[index] ? { text: badges[index] } : null,
    })),
  };
}

test('luminance and contrast follow WCAG 2: black on white 21:1, #767676 4.54:1, system blue 4.02:1', () => {
  assert.equal(relativeLuminance(white), 1);
  assert.equal(relativeLuminance(black), 0);
  assert.equal(contrastRatio(black, white), 21);
  assert.equal(contrastRatio(white, black), 21); // order does not matter
  // 118/255 = 0.46275 → ((0.46275 + 0.055) / 1.055)^2.4 = 0.18117; (1.05) / (0.23117) = 4.542
  assert.ok(Math.abs(contrastRatio({ r: 118, g: 118, b: 118, a: 1 }, white) - 4.542) < 0.001);
  // #007AFF: G 122/255 → 0.19459 × 0.7152 = 0.13917, B 1 × 0.0722; L = 0.21137; 1.05 / 0.26137 = 4.017
  assert.ok(Math.abs(contrastRatio({ r: 0, g: 122, b: 255, a: 1 }, white) - 4.017) < 0.001);
});

test('composite puts a translucent colour over an opaque one, opacity multiplying its alpha', () => {
  // secondaryLabel #3C3C4399 (alpha 0.6) on white: 60 × 0.6 + 255 × 0.4 = 138; 67 × 0.6 + 102 = 142.2
  const c = composite({ r: 60, g: 60, b: 67, a: 0.6 }, white);
  assert.deepEqual([c.r, c.g, Math.round(c.b * 10) / 10, c.a], [138, 138, 142.2, 1]);
  // black at alpha 1 × opacity 0.5 on white: 127.5
  assert.equal(composite(black, white, 0.5).r, 127.5);
});

test('the backdrop is the flat colour, the blur material or systemBackground over systemBackground', () => {
  assert.deepEqual(barBackdrop({ style: 'flat', color: '#000000FF' }, 'light'), black);
  assert.deepEqual(barBackdrop({ style: 'clear' }, 'dark'), black);
  assert.deepEqual(barBackdrop({ style: 'clear' }, 'light'), white);
  // extraLight: white at 0.82 over white stays white
  assert.deepEqual(barBackdrop({ style: 'blur', blurStyle: 'extraLight' }, 'light'), white);
  // dark material rgba(30, 30, 30, 0.78) over white: 23.4 + 56.1 = 79.5
  assert.ok(Math.abs(barBackdrop({ style: 'blur', blurStyle: 'dark' }, 'light').r - 79.5) < 1e-9);
  // a half-transparent red flat bar over black: 127.5, 0, 0
  assert.deepEqual(barBackdrop({ style: 'flat', color: '#FF000080' }, 'dark').g, 0);
});

test('text needs 4.5:1 up to 17 pt and 3:1 from 18 pt or in bold', () => {
  assert.equal(minimumTextContrast({ size: 17, face: 'regular' }), 4.5);
  assert.equal(minimumTextContrast({ size: 18, face: 'regular' }), 3);
  assert.equal(minimumTextContrast({ size: 11, face: 'bold' }), 3);
});

test('Tabman: a tab bar container whose elements are the accessories, then the buttons', () => {
  const elements = describeElements(layout({
    accessories: [{ placement: 'left', icon: 'plus', frame: { x: 0, y: 0, width: 44, height: 44 } }],
  }));
  assert.equal(containerTrait('tabman'), 'tabBar');
  assert.deepEqual(elements.map((e) => e.name), ['leading accessory (plus)', '"Home"', '"Explore"']);
  assert.deepEqual(elements.map((e) => e.position), ['1 of 3', '2 of 3', '3 of 3']);
  assert.equal(elements[1].announcement.selected, 'Selected, Home, Tab, 2 of 3');
  assert.equal(elements[1].announcement.unselected, 'Home, Tab, 2 of 3');
  assert.equal(elements[0].announcement.unselected, 'Tab, 1 of 3'); // no label: only the role
});

test('SwiftUITabPager: buttons reading the title and badge, with the value "i/n" and no position', () => {
  const [home, explore] = describeElements(layout({ behavior: 'swiftUITabPager', badges: { 0: '3' } }));
  assert.equal(containerTrait('swiftUITabPager'), null);
  assert.equal(home.announcement.selected, 'Selected, Home, 3, 1/2, Button');
  assert.equal(explore.announcement.unselected, 'Explore, 2/2, Button');
});

test('BTabViewController: titles read as text, selection never announced (one issue for the bar)', () => {
  const audit = auditLayout(layout({ behavior: 'bTabViewController' }), 'light');
  assert.equal(audit.elements[0].announcement.selected, 'Home');
  assert.equal(audit.elements[0].selectedTrait, false);
  // …and its titles keep their fixed font at every Dynamic Type size.
  assert.deepEqual(audit.issues.map((i) => i.code), ['selection-not-announced', 'fixed-text-size']);
  assert.equal(audit.textSize.scales, false);
});

test('Dynamic Type: Tabman and SwiftUITabPager titles scale, UITabBar leaves it to the Large Content Viewer', () => {
  assert.equal(textSizing('tabman').scales, true);
  assert.equal(textSizing('swiftUITabPager').scales, true);
  const tabBar = auditLayout(layout({ behavior: 'tabBarController' }), 'light');
  assert.equal(tabBar.textSize.scales, false);
  assert.match(tabBar.textSize.note, /Large Content Viewer/);
  assert.deepEqual(tabBar.issues, []); // UIKit's own answer, not a problem of the bar
});

test('TabBarController: UITabBar tabs with the badge as their value', () => {
  const [home] = describeElements(layout({ behavior: 'tabBarController', badges: { 0: '3' } }));
  assert.equal(home.announcement.selected, 'Selected, Home, 3, Tab, 1 of 2');
});

test('issues: a small target, an unread Tabman badge, a tab with no title, an unlabelled accessory', () => {
  const audit = auditLayout(layout({
    titles: ['Me', ''], widths: { 0: 30.04 }, badges: { 0: '12' },
    accessories: [{ placement: 'rightPinned', icon: 'ellipsis', frame: { x: 0, y: 0, width: 44, height: 44 } }],
  }), 'light');
  // In VoiceOver's order: the accessory comes first in Tabman's bar.
  assert.deepEqual(audit.issues.map((i) => [i.code, i.index]), [
    ['accessory-unlabelled', null], ['small-target', 0], ['badge-not-read', 0], ['no-label', 1],
  ]);
  assert.equal(audit.issues[1].message, '"Me" is 30 × 44 pt: a tap target should be at least 44 × 44 pt');
  assert.equal(audit.issues[2].message, 'the badge "12" on "Me" is not read: Tabman\'s button reads only the item\'s accessibilityLabel or title');
  assert.equal(audit.issues[3].message, 'tab 2 has no title: VoiceOver reads only "Tab, 3 of 3"; give the item an accessibility label');
});

test('contrast: secondaryLabel titles on white miss 4.5:1; dimmed black ones make 3.98:1', () => {
  // 138/255 → 0.25414 (R, G), 142.2/255 → 0.27132 (B): L = 0.25538; 1.05 / 0.30538 = 3.438
  const audit = auditLayout(layout({ style: { tintColor: '#3C3C4399', selectedTintColor: '#007AFFFF' } }), 'light');
  const [selected, unselected] = audit.contrast;
  assert.equal(formatRatio(selected.ratio), '4.01:1');
  assert.equal(formatRatio(unselected.ratio), '3.43:1');
  assert.deepEqual(audit.issues.map((i) => i.message), [
    'selected tabs against the bar: 4.01:1, below the 4.5:1 15 pt regular text needs',
    'unselected tabs against the bar: 3.43:1, below the 4.5:1 15 pt regular text needs',
  ]);
  // black at Tabman's unselected alpha 0.5 on white: 127.5 → 0.21404; 1.05 / 0.26404 = 3.977
  const dimmed = contrastChecks(layout({ style: { adjustsAlphaOnSelection: true } }), 'light');
  assert.equal(formatRatio(dimmed[1].ratio), '3.97:1');
  // in bold the same blue passes: 3:1
  const bold = auditLayout(layout({ style: { selectedTintColor: '#007AFFFF', font: { size: 17, face: 'bold' } } }), 'light');
  assert.deepEqual(bold.issues, []);
});

test('badge text is checked on its badge; no contrast is checked when no buttons are drawn', () => {
  // white on pure red: (1.05) / (0.2126 + 0.05) = 3.998 ≥ 3 (11 pt bold)
  const [, , badge] = contrastChecks(layout({ badges: { 1: '3' } }), 'light');
  assert.equal(badge.part, 'badge');
  assert.equal(formatRatio(badge.ratio), '3.99:1');
  assert.equal(badge.minimum, 3);
  assert.deepEqual(contrastChecks(layout({ style: { kind: 'none' } }), 'light'), []);
});

test('formatRatio cuts to two decimals, so a ratio shown as passing passes', () => {
  assert.equal(formatRatio(4.4999), '4.49:1');
  assert.equal(formatRatio(21), '21.00:1');
});
