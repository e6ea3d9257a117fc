/**
 * The side panel's tabs (WAI-ARIA tabs pattern): click or arrow keys, Home and End move between
 * tabs; the selected tab is the only one in the tab order.
 */

/**
 * @param {HTMLElement} root  the side panel
 * @param {{onSelect?: (name: string) => void}} [handlers]
 */
export function SideTabs(root, { onSelect } = {}) {
  const tabs = /** @type {HTMLButtonElement[]} */ ([...root.querySelectorAll('[role="tab"]')]);
  const panels = /** @type {HTMLElement[]} */ ([...root.querySelectorAll('[role="tabpanel"]')]);

  /** @param {string} name @param {boolean} [focus] */
  function select(name, focus = false) {
    for (const tab of tabs) {
      const on = tab.dataset.tab === name;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      if (on && focus) tab.focus();
    }
    for (const panel of panels) panel.hidden = panel.dataset.panel !== name;
    onSelect?.(name);
  }

  for (const tab of tabs) {
    tab.addEventListener('click', () => select(tab.dataset.tab ?? ''));
    tab.addEventListener('keydown', (event) => {
      const i = tabs.indexOf(tab);
      const next =
        event.key === 'ArrowRight' ? (i + 1) % tabs.length
          : event.key === 'ArrowLeft' ? (i - 1 + tabs.length) % tabs.length
            : event.key === 'Home' ? 0
              : event.key === 'End' ? tabs.length - 1 : -1;
      if (next < 0) return;
      event.preventDefault();
      select(tabs[next].dataset.tab ?? '', true);
    });
  }

  return {
    select,
    /** @param {string} name */
    panel(name) {
      return /** @type {HTMLElement} */ (root.querySelector(`[data-panel="${name}"]`));
    },
    get selected() {
      return tabs.find((t) => t.getAttribute('aria-selected') === 'true')?.dataset.tab ?? '';
    },
  };
}
