/**
 * The log of pager events (Pageboy's delegate calls), layout warnings and connection changes,
 * newest first.
 */

import { h } from './dom.js';

/**
 * @param {HTMLElement} el  the log tab panel
 */
export function EventLog(el) {
  const list = h('ol', { class: 'log', 'aria-label': 'Pager events, newest first' });
  const empty = h('p', { class: 'muted log__empty' }, 'Pager events appear here as you swipe and tap.');
  let entries = /** @type {import('../logic/event-log.js').LogEntry[]} */ ([]);
  let onClear = () => {};
  const clear = h('button', { type: 'button', class: 'button button--small', onclick: () => onClear() }, 'Clear');
  el.replaceChildren(h('div', { class: 'panel__head' }, h('h3', { class: 'panel__title' }, 'Event log'), clear), empty, list);

  return {
    /** @param {() => void} handler */
    onClear(handler) {
      onClear = handler;
    },
    /** @param {import('../logic/event-log.js').LogEntry[]} next */
    update(next) {
      if (next === entries) return;
      entries = next;
      empty.hidden = next.length > 0;
      list.replaceChildren(
        ...next.map((entry) => h('li', { class: `log__entry log__entry--${entry.kind}` }, entry.text)),
      );
    },
  };
}
