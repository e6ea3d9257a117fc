/**
 * The page's routes and the keys its state is stored under.
 *
 * | path | route |
 * |---|---|
 * | `/` (or `/index.html`) | `{kind: 'scratch'}`: a new, unsaved config |
 * | `/c/{slug}` | `{kind: 'saved', slug, version: null}`: the latest version |
 * | `/c/{slug}/v/{n}` | `{kind: 'saved', slug, version: n}`: one version |
 * | `/embed/{slug}`, `/embed/{slug}/v/{n}` | `{kind: 'embed', slug, version}` |
 *
 * @typedef {{kind: 'scratch'} | {kind: 'saved' | 'embed', slug: string, version: number | null}} Route
 */

const SLUG = '[A-Za-z0-9_-]{1,64}';
const SAVED = new RegExp(`^/(c|embed)/(${SLUG})(?:/v/([1-9][0-9]{0,8}))?/?$`);

/**
 * @param {string} pathname
 * @returns {Route | null}  null for a path the page does not know
 */
export function parseRoute(pathname) {
  if (pathname === '/' || pathname === '/index.html' || pathname === '/embed.html') return { kind: 'scratch' };
  const match = SAVED.exec(pathname);
  if (!match) return null;
  return {
    kind: match[1] === 'c' ? 'saved' : 'embed',
    slug: match[2],
    version: match[3] === undefined ? null : Number(match[3]),
  };
}

/**
 * The page path of a saved config (`/c/{slug}` or `/c/{slug}/v/{n}`).
 * @param {string} slug
 * @param {number | null} [version]
 */
export function configPath(slug, version = null) {
  const base = `/c/${encodeURIComponent(slug)}`;
  return version === null ? base : `${base}/v/${version}`;
}

/**
 * The API URL of a saved config (`/api/configs/{slug}` or `…?version=n`).
 * @param {string} slug
 * @param {number | null} [version]
 */
export function configApiPath(slug, version = null) {
  const base = `/api/configs/${encodeURIComponent(slug)}`;
  return version === null ? base : `${base}?version=${version}`;
}

/**
 * The absolute link to share.
 * @param {string} origin  `location.origin`
 * @param {string} slug
 * @param {number | null} [version]
 */
export function shareUrl(origin, slug, version = null) {
  return `${origin}${configPath(slug, version)}`;
}

/**
 * The embed page of a saved config (latest, or `version`): the preview alone, full size.
 * @param {string} origin
 * @param {string} slug
 * @param {number | null} [version]
 */
export function embedUrl(origin, slug, version = null) {
  return `${origin}/embed/${encodeURIComponent(slug)}${version === null ? '' : `/v/${version}`}`;
}

/**
 * The server's QR code of `url` (`GET /api/qr`, an SVG image): a same-origin path for an `<img>`.
 * @param {string} url  an absolute link to a page of this server
 */
export function qrImagePath(url) {
  return `/api/qr?url=${encodeURIComponent(url)}`;
}

/**
 * Whether only this machine reaches `hostname` (`localhost`, 127.0.0.0/8, `::1`): a link to it does
 * not open on a phone.
 * @param {string} hostname  `location.hostname` (IPv6 in brackets)
 */
export function isLoopbackHost(hostname) {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * An `<iframe>` snippet for the embed page (`/embed/{slug}`).
 * @param {string} origin
 * @param {string} slug
 * @param {{width?: number, height?: number, title?: string}} [size]
 */
export function embedSnippet(origin, slug, { width = 393, height = 852, title = 'Pager preview' } = {}) {
  const safeTitle = title.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  return (
    `<iframe src="${embedUrl(origin, slug)}" width="${width}" height="${height}" ` +
    `title="${safeTitle}" loading="lazy" style="border:0"></iframe>`
  );
}

/**
 * The localStorage key of the unsaved draft for a route: one per saved version, one for scratch.
 * @param {Route} route
 */
export function draftKey(route) {
  if (route.kind === 'scratch') return 'pp.draft:/';
  return `pp.draft:${configPath(route.slug, route.version)}`;
}

/**
 * The sessionStorage key of the edits preset switches set aside on a route's page, beside its draft
 * (services/set-aside-store.js, decision 0051).
 * @param {Route} route
 */
export function setAsideKey(route) {
  return `pp.aside:${route.kind === 'scratch' ? '/' : configPath(route.slug, route.version)}`;
}

/**
 * The edit token a link to a saved config carries in its fragment, `#edit=TOKEN` (the MCP tool
 * `save_config` gives such a link to its author, docs/mcp.md), or null. A fragment never reaches a
 * server; the page keeps the token as if this browser had saved the config, then drops the fragment.
 * @param {string} hash  `location.hash`
 * @returns {string | null}
 */
export function editTokenFromHash(hash) {
  // Every edit token is 32 bytes in base64url without padding (`EditToken`): a shorter one is a cut link.
  const match = /^#edit=([A-Za-z0-9_-]{43})$/.exec(hash);
  return match ? match[1] : null;
}

/**
 * What a saved config's page does with an `#edit=` fragment, given the token this browser `held` for
 * it: `store` a whole token when the browser holds none (or the same one); `keep` the browser's own
 * when the link's differs, since a link (a cut, stale or crafted one) must not take an editor's key
 * away; `malformed` for a token that is not whole. Null without such a fragment.
 * @param {string} hash  `location.hash`
 * @param {string | null} held
 * @returns {{action: 'store' | 'keep', token: string} | {action: 'malformed'} | null}
 */
export function editClaim(hash, held) {
  if (!hash.startsWith('#edit=')) return null;
  const token = editTokenFromHash(hash);
  if (!token) return { action: 'malformed' };
  return held && held !== token ? { action: 'keep', token } : { action: 'store', token };
}

/**
 * The owner link of a saved config: its page with the edit token in the fragment (`#edit=TOKEN`), which
 * a browser that opens it keeps, as if it had saved the config ({@link editTokenFromHash}). Whoever holds
 * it can save versions, change visibility and delete, so the Library shows it only on request.
 * @param {string} origin
 * @param {string} slug
 * @param {string} token
 */
export function ownerLink(origin, slug, token) {
  return `${shareUrl(origin, slug)}#edit=${token}`;
}

/** The version of the design encoding in links (`#d=1.…`). */
const DESIGN_ENCODING = '1';

/**
 * A link to a design that carries it whole, without saving: the page with `#d=1.<base64url of the
 * compact document's JSON>`. The compact document is the difference from its preset (`preset` plus the
 * options and items that differ), as Storybook carries args; `1.` is the encoding's version. A fragment
 * never reaches a server. The view it is looked at under (view-state.js) goes before it as the query.
 * @param {string} origin
 * @param {Record<string, unknown>} doc  a compact document (config-doc.js `compactDocument`)
 * @param {string} [search]  the view's query (`?colorScheme=dark`), or ''
 */
export function designLink(origin, doc, search = '') {
  const bytes = new TextEncoder().encode(JSON.stringify(doc));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const base64 = btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  return `${origin}/${search}#d=${DESIGN_ENCODING}.${base64}`;
}

/**
 * The design a `#d=1.…` fragment carries, or null when there is none or it does not decode to an object
 * (a mangled link opens the default design, never a half one).
 * @param {string} hash  `location.hash`
 * @returns {Record<string, unknown> | null}
 */
export function designFromHash(hash) {
  const match = /^#d=(\d+)\.([A-Za-z0-9_-]+)$/.exec(hash);
  if (!match || match[1] !== DESIGN_ENCODING) return null;
  try {
    const binary = atob(match[2].replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const doc = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return doc && typeof doc === 'object' && !Array.isArray(doc) ? doc : null;
  } catch {
    return null;
  }
}
