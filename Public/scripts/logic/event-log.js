/**
 * The pager event log: the newest entries first, bounded.
 *
 * @typedef {{seq: number, kind: 'event' | 'warning' | 'status', text: string, t: number | null}} LogEntry
 */

export const LOG_LIMIT = 200;

/**
 * Adds an entry, newest first, dropping the oldest past `limit`.
 * @param {LogEntry[]} log
 * @param {LogEntry} entry
 * @param {number} [limit]
 */
export function addEntry(log, entry, limit = LOG_LIMIT) {
  return [entry, ...log].slice(0, limit);
}

/**
 * One line for a pager event: `didScrollToPage 2 forward · 1.234 s`.
 * @param {{name: string, index?: number, direction?: string, t?: number}} event
 */
export function formatEvent(event) {
  const parts = [event.name];
  if (Number.isInteger(event.index)) parts.push(String(event.index));
  if (event.direction && event.direction !== 'neutral') parts.push(event.direction);
  const time = typeof event.t === 'number' ? ` · ${event.t.toFixed(3)} s` : '';
  return `${parts.join(' ')}${time}`;
}

/**
 * One line for a layout warning: `label-clipped (tab 2): …`. The tab is counted from 1, as the Tabs
 * editor numbers them (a warning's `index` counts from 0).
 * @param {{code: string, index?: number | null, message: string}} warning
 */
export function formatWarning(warning) {
  const where = Number.isInteger(warning.index) ? ` (tab ${Number(warning.index) + 1})` : '';
  return `${warning.code}${where}: ${warning.message}`;
}

/**
 * The connection status as the toolbar shows it.
 * @param {{status: string, retryIn?: number, detail?: string}} report
 */
export function formatStatus(report) {
  switch (report.status) {
    case 'live':
      return 'Live';
    case 'connecting':
      return 'Connecting…';
    case 'reconnecting':
      return report.retryIn !== undefined ? `Reconnecting in ${report.retryIn.toFixed(1)} s…` : 'Reconnecting…';
    case 'error':
      return `Error: ${report.detail ?? 'unknown'}`;
    case 'closed':
      return 'Closed';
    default:
      return 'Idle';
  }
}
