/**
 * The banner over the preview while the event stream is down: the designer's changes are kept (the
 * session client holds them and applies them when the stream returns), the page is reconnecting by
 * itself, and a button tries at once.
 */

import { h } from './dom.js';

/** Statuses in which the stream is down (the first connection is still "connecting"). */
const DOWN = new Set(['reconnecting']);

/**
 * @param {HTMLElement} el  the preview's viewport (`[data-stage-viewport]`), positioned
 * @param {{onRetry: () => void}} handlers
 */
export function OfflineBanner(el, handlers) {
  const detail = h('span', { class: 'offline__detail' });
  const banner = h(
    'div',
    { class: 'offline', role: 'alert', 'data-testid': 'offline-banner', hidden: true },
    h('p', { class: 'offline__text' }, 'Offline: your changes are kept; reconnecting…'),
    detail,
    h('button', { type: 'button', class: 'button button--primary', 'data-testid': 'offline-retry', onclick: () => handlers.onRetry() }, 'Retry now'),
  );
  el.append(banner);

  return {
    /**
     * @param {{status: string, retryIn?: number, attempt?: number}} report
     */
    update(report) {
      banner.hidden = !DOWN.has(report.status);
      detail.textContent = report.attempt ? `Attempt ${report.attempt}` : '';
    },
  };
}
