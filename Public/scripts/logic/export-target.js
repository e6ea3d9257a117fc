/**
 * Which library's code the Export tab shows first: the one the design previews. The design's library is
 * `bar.behavior` when the document sets it, else its preset's (a preset id starts with its library:
 * `swiftUITabPager.scrollable`, `bTabViewController`, `tabBarController.bottom`; the Tabman presets set
 * no behavior, Tabman being the default). Before, the tab always opened on Tabman, and a designer on
 * a SwiftUITabPager or BTabViewController design was handed Tabman code that lists the design's own
 * library as "not expressible" (docs/decisions/0038).
 */

/** Export targets (`POST /api/export?target=…`) by `bar.behavior`. */
const TARGET_BY_BEHAVIOR = {
  tabman: 'tabman',
  swiftUITabPager: 'swiftui-tabpager',
  bTabViewController: 'btabviewcontroller',
  tabBarController: 'tabbarcontroller',
};

/**
 * The export target of the library `doc` previews, or `tabman` when it names none the export knows.
 * @param {Record<string, any> | null | undefined} doc  a compact document (`preset`, then what differs)
 * @returns {string}
 */
export function exportTargetFor(doc) {
  const own = doc?.bar?.behavior;
  if (typeof own === 'string' && own in TARGET_BY_BEHAVIOR) return TARGET_BY_BEHAVIOR[/** @type {keyof typeof TARGET_BY_BEHAVIOR} */ (own)];
  const library = typeof doc?.preset === 'string' ? doc.preset.split('.')[0] : '';
  return library in TARGET_BY_BEHAVIOR ? TARGET_BY_BEHAVIOR[/** @type {keyof typeof TARGET_BY_BEHAVIOR} */ (library)] : 'tabman';
}
