import test from 'node:test';
import assert from 'node:assert/strict';
import { describeElements, contrastChecks, auditLayout, containerTrait, textSizing } from '../../Public/scripts/logic/accessibility.js';
import { formatRatio } from '../../Public/scripts/logic/contrast.js';

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
      index, id: `t${index}`, title, visible: true,
      frame: { x: index * 90, y: 0, width: widths[index] ?? 80, height: 44 },
      badge: badges[index] !== undefined ? { text: badges[index] } : null,
    })),
  };
}

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
  // An accessory's problem names the accessory (the panel outlines it on the preview), a tab's the tab.
  assert.equal(audit.issues[0].placement, 'rightPinned');
  assert.equal(audit.issues[1].placement, undefined);
  assert.equal(
    audit.issues[2].message,
    'the badge "12" on "Me" is not read: Tabman\'s button reads only the item\'s accessibilityLabel or title; give the tab a VoiceOver label that says it',
  );
  assert.equal(audit.issues[3].message, 'tab 2 has no title: VoiceOver reads only "Tab, 3 of 3"; give the tab a VoiceOver label');
  // An empty badge (a dot) is not read either, until the tab has a label of its own.
  const dot = layout({ badges: { 1: '' } });
  assert.deepEqual(auditLayout(dot, 'light').issues.map((i) => i.message), [
    'the badge on "Explore" (a dot without text) is not read: Tabman\'s button reads only the item\'s accessibilityLabel or title; give the tab a VoiceOver label that says it',
  ]);
  assert.deepEqual(auditLayout(dot, 'light', { t1: 'Explore, new' }).issues, []);
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


test('a tab’s own accessibility label is what VoiceOver reads, and a badge it mentions is read', () => {
  const bar = layout({ titles: ['Inbox', ''], badges: { 0: '3' } });
  const labels = { t0: 'Inbox, 3 unread', t1: 'Archive' };
  const audit = auditLayout(bar, 'light', labels);
  assert.equal(audit.elements[0].announcement.selected, 'Selected, Inbox, 3 unread, Tab, 1 of 2');
  assert.equal(audit.elements[1].announcement.unselected, 'Archive, Tab, 2 of 2');
  assert.equal(audit.elements[0].customLabel, 'Inbox, 3 unread');
  // Neither the unread badge nor the missing title is a problem any more.
  assert.deepEqual(audit.issues, []);
  // A label that leaves the badge out still leaves it unread.
  assert.deepEqual(auditLayout(bar, 'light', { t0: 'Inbox', t1: 'Archive' }).issues.map((i) => i.code), ['badge-not-read']);
  // SwiftUITabPager's label replaces the Button's texts; BTabViewController's cells ignore it.
  const [swiftUI] = describeElements(layout({ behavior: 'swiftUITabPager', badges: { 0: '3' } }), { t0: 'Home, 3 new' });
  assert.equal(swiftUI.announcement.unselected, 'Home, 3 new, 1/2, Button');
  const bTab = auditLayout(layout({ behavior: 'bTabViewController' }), 'light', { t0: 'Start' });
  assert.equal(bTab.elements[0].announcement.unselected, 'Home');
  assert.ok(bTab.issues.some((i) => i.code === 'label-not-used' && i.index === 0));
});
