/**
 * The embed page (`/embed/{slug}`, `/embed/{slug}/v/{n}`): the saved pager, live and interactive,
 * without controls, for an `<iframe>`. Same session, stream and preview as the playground.
 *
 * With `?fit=screen` (the Share tab's QR code) the pager is laid out for the screen the page is on,
 * at one point per CSS pixel, with the safe area the browser reports and no drawn device: on a phone
 * it is the size it would be in the app. A rotation or resize sends the new viewport.
 *
 * The view (`?colorScheme=dark&layoutDirection=rightToLeft&device=pixel-8…`, view-state.js) applies over
 * the config's suggested one, as on the playground page.
 */

import { parseRoute, configPath } from './logic/url-state.js';
import { viewportFor, deviceById, screenViewport, DEFAULT_DEVICE } from './logic/geometry.js';
import { createStats } from './logic/stats.js';
import { getConfig } from './services/api.js';
import { createSessionClient } from './services/session-client.js';
import { Preview } from './components/Preview.js';
import { formatStatus as statusText } from './logic/event-log.js';
import { parseViewQuery, viewQuery, withView, readView } from './logic/view-state.js';

const root = /** @type {HTMLElement} */ (document.querySelector('[data-embed]'));
const status = /** @type {HTMLElement} */ (root.querySelector('[data-status]'));
const open = /** @type {HTMLAnchorElement} */ (root.querySelector('[data-open-link]'));
const route = parseRoute(location.pathname);
const stats = createStats();
const now = () => performance.now() / 1000;
const onScreen = new URLSearchParams(location.search).get('fit') === 'screen';
root.classList.toggle('embed--screen', onScreen);
const probe = /** @type {HTMLElement} */ (root.querySelector('[data-safe-area]'));
const fromUrl = parseViewQuery(location.search);
const device = fromUrl.stage.device ?? DEFAULT_DEVICE;
const landscape = fromUrl.stage.orientation === 'landscape';
let viewport = onScreen ? measureScreen() : viewportFor({ ...fromUrl.stage, device, orientation: landscape ? 'landscape' : 'portrait' });

/** This page's own viewport: its size and `env(safe-area-inset-*)` (embed.css puts them on the probe's padding). */
function measureScreen() {
  const style = getComputedStyle(probe);
  const px = (value) => parseFloat(value) || 0;
  return screenViewport(
    { width: window.innerWidth, height: window.innerHeight },
    { top: px(style.paddingTop), left: px(style.paddingLeft), bottom: px(style.paddingBottom), right: px(style.paddingRight) },
  );
}

async function start() {
  if (!route || route.kind === 'scratch') {
    status.textContent = 'Nothing to show: the link names no saved configuration.';
    return;
  }
  open.href = configPath(route.slug, route.version) + viewQuery(fromUrl.view, fromUrl.stage);
  let config;
  let view = withView({}, fromUrl.view);
  try {
    const stored = await getConfig(route.slug, route.version);
    config = typeof stored.config === 'string' ? JSON.parse(stored.config) : stored.config;
    view = withView(stored.view ?? {}, fromUrl.view);
  } catch (error) {
    status.textContent = error instanceof Error ? error.message : String(error);
    return;
  }
  const client = createSessionClient({
    session: () => ({ config, view, viewport }),
    onLayout: (layout) => preview.setLayout(layout),
    onFrame: (frame) => preview.pushFrame(frame),
    onTable: (table) => preview.setTable(table),
    onTrajectory: (trajectory) => preview.playTrajectory(trajectory),
    // A tap plays from the lift here too, the playground's way (decisions 0032, 0033 and 0041): the
    // embed is what the Share tab's QR code opens on a phone.
    onTapTrajectory: (trajectory) => preview.offerTapTrajectory(trajectory),
    onEvent: () => {},
    onWarning: () => {},
    onStatus: (report) => {
      status.textContent = report.status === 'live' ? '' : statusText(report);
    },
    onBytes: (n) => stats.bytes(now(), n),
    onInputSent: () => stats.inputSent(now()),
    onSession: () => preview.reset(),
  });
  const preview = Preview(root, {
    send: (event) => client.send(event), stats, pad: onScreen ? 0 : 16, whatIf: (questions) => client.whatIf(questions),
  });
  preview.setViewport(viewport, onScreen ? undefined : deviceById(device), landscape && !onScreen);
  preview.setEnv({ scheme: readView(view, 'colorScheme'), showInsets: false, furniture: !onScreen });
  if (onScreen) {
    let pending = 0;
    window.addEventListener('resize', () => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => {
        const next = measureScreen();
        if (JSON.stringify(next) === JSON.stringify(viewport)) return;
        viewport = next;
        preview.setViewport(viewport, undefined, false);
        client.send({ type: 'viewport', t: now(), ...viewport });
      });
    });
  }
  window.addEventListener('pagehide', () => client.close());
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) client.start().catch(() => undefined);
  });
  await client.start().catch((error) => {
    status.textContent = error instanceof Error ? error.message : String(error);
  });
}

start();
