/**
 * The embed page (`/embed/{slug}`, `/embed/{slug}/v/{n}`): the saved pager, live and interactive,
 * without controls, for an `<iframe>`. Same session, stream and preview as the playground.
 */

import { parseRoute, configPath } from './logic/url-state.js';
import { viewportFor, deviceById, DEFAULT_DEVICE } from './logic/geometry.js';
import { createStats } from './logic/stats.js';
import { getConfig } from './services/api.js';
import { createSessionClient } from './services/session-client.js';
import { Preview } from './components/Preview.js';
import { formatStatus as statusText } from './logic/event-log.js';

const root = /** @type {HTMLElement} */ (document.querySelector('[data-embed]'));
const status = /** @type {HTMLElement} */ (root.querySelector('[data-status]'));
const open = /** @type {HTMLAnchorElement} */ (root.querySelector('[data-open-link]'));
const route = parseRoute(location.pathname);
const stats = createStats();
const now = () => performance.now() / 1000;
const viewport = viewportFor({ device: DEFAULT_DEVICE });

async function start() {
  if (!route || route.kind === 'scratch') {
    status.textContent = 'Nothing to show: the link names no saved configuration.';
    return;
  }
  open.href = configPath(route.slug, route.version);
  let config;
  try {
    const stored = await getConfig(route.slug, route.version);
    config = typeof stored.config === 'string' ? JSON.parse(stored.config) : stored.config;
  } catch (error) {
    status.textContent = error instanceof Error ? error.message : String(error);
    return;
  }
  const client = createSessionClient({
    session: () => ({ config, viewport }),
    onLayout: (layout) => preview.setLayout(layout),
    onFrame: (frame) => preview.pushFrame(frame),
    onEvent: () => {},
    onWarning: () => {},
    onStatus: (report) => {
      status.textContent = report.status === 'live' ? '' : statusText(report);
    },
    onBytes: (n) => stats.bytes(now(), n),
    onInputSent: () => stats.inputSent(now()),
    onSession: () => preview.reset(),
  });
  const preview = Preview(root, { send: (event) => client.send(event), stats });
  preview.setViewport(viewport, deviceById(DEFAULT_DEVICE), false);
  preview.setEnv({ scheme: config?.appearance?.colorScheme === 'dark' ? 'dark' : 'light', showInsets: false });
  window.addEventListener('pagehide', () => client.close());
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) client.start().catch(() => undefined);
  });
  await client.start().catch((error) => {
    status.textContent = error instanceof Error ? error.message : String(error);
  });
}

start();
