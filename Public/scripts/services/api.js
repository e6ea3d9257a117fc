/**
 * The HTTP API (docs/api.md, DESIGN.md "HTTP API") as functions returning parsed JSON. Every
 * failure is an `ApiError` carrying the status and the server's `{"error": {code, message,
 * details}}`, so a caller can show the message and the pointers.
 */

/** An API call that failed: HTTP status, error code, a sentence, and per-field details. */
export class ApiError extends Error {
  /**
   * @param {number} status  0 for a network failure
   * @param {string} code
   * @param {string} message
   * @param {{pointer: string, message: string}[]} [details]
   */
  constructor(status, code, message, details = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/**
 * @param {string} url
 * @param {RequestInit & {json?: unknown}} [init]
 * @returns {Promise<any>}
 */
export async function request(url, init = {}) {
  const { json, headers, ...rest } = init;
  /** @type {Record<string, string>} */
  const allHeaders = { Accept: 'application/json', ...(/** @type {any} */ (headers) ?? {}) };
  if (json !== undefined) allHeaders['Content-Type'] = 'application/json';
  let response;
  try {
    response = await fetch(url, { ...rest, headers: allHeaders, body: json === undefined ? rest.body : JSON.stringify(json) });
  } catch (error) {
    throw new ApiError(0, 'network', `The server could not be reached (${error instanceof Error ? error.message : error}).`);
  }
  const text = await response.text();
  let body = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) {
    const error = body?.error ?? {};
    throw new ApiError(
      response.status,
      error.code ?? `http-${response.status}`,
      error.message ?? `${response.status} ${response.statusText || 'error'}`.trim(),
      Array.isArray(error.details) ? error.details : [],
    );
  }
  return body ?? (text ? text : null);
}

export const getSchema = () => request('/api/schema');
export const getPresets = () => request('/api/presets');

/**
 * @param {{config?: unknown, slug?: string, version?: number, viewport?: unknown}} body
 * @returns {Promise<{id: string, events: string, input: string, config: any}>}
 */
export const createSession = (body) => request('/api/sessions', { method: 'POST', json: body });

/** @param {string} id */
export const deleteSession = (id) =>
  fetch(`/api/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', keepalive: true }).catch(() => undefined);

/**
 * @param {string} url  the session's `input` URL
 * @param {Record<string, unknown>[]} events
 */
export const postInput = (url, events) => request(url, { method: 'POST', json: { events } });

/**
 * Saves a new config. `parent` records where a fork with edits came from.
 * @param {{name: string, config: unknown, parent?: {slug: string, version: number}}} body
 * @returns {Promise<{slug: string, version: number, url: string, editToken: string}>}
 */
export const createConfig = (body) => request('/api/configs', { method: 'POST', json: body });

/**
 * Saves a new version of a config the browser holds the edit token for.
 * @param {string} slug
 * @param {{name: string, config: unknown}} body
 * @param {string} token
 * @param {number} version  the version this edit started from (`If-Match`)
 * @returns {Promise<{slug: string, version: number, url: string}>}
 */
export const updateConfig = (slug, body, token, version) =>
  request(`/api/configs/${encodeURIComponent(slug)}`, {
    method: 'PUT',
    json: body,
    headers: { Authorization: `Bearer ${token}`, 'If-Match': `"${version}"` },
  });

/**
 * @param {string} slug
 * @param {{name?: string, version?: number}} body
 * @returns {Promise<{slug: string, version: number, url: string, editToken: string}>}
 */
export const forkConfig = (slug, body) =>
  request(`/api/configs/${encodeURIComponent(slug)}/fork`, { method: 'POST', json: body });

/**
 * @param {string} slug
 * @param {number | null} [version]
 */
export const getConfig = (slug, version = null) =>
  request(`/api/configs/${encodeURIComponent(slug)}${version === null ? '' : `?version=${version}`}`);

/**
 * @param {{q?: string, cursor?: string, limit?: number}} [query]
 */
export const listConfigs = ({ q = '', cursor = '', limit = 20 } = {}) => {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return request(`/api/configs?${params}`);
};

/** @param {string} slug */
export const getVersions = (slug) => request(`/api/configs/${encodeURIComponent(slug)}/versions`);

/**
 * @param {string} slug
 * @param {string} token
 */
export const deleteConfig = (slug, token) =>
  request(`/api/configs/${encodeURIComponent(slug)}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });

/**
 * The code hand-off as text, for any configuration document (unsaved edits included):
 * `POST /api/export?target=…`.
 * @param {Record<string, any>} doc
 * @param {string} target  `tabman`, `swiftui-tabpager` or `json`
 * @returns {Promise<string>}
 */
export async function exportDocument(doc, target) {
  const params = new URLSearchParams({ target });
  let response;
  try {
    response = await fetch(`/api/export?${params}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ config: doc }),
    });
  } catch (error) {
    throw new ApiError(0, 'network', `The server could not be reached (${error instanceof Error ? error.message : error}).`);
  }
  const text = await response.text();
  if (!response.ok) {
    let error = null;
    try {
      error = JSON.parse(text).error ?? null;
    } catch {
      // not JSON
    }
    throw new ApiError(response.status, error?.code ?? `http-${response.status}`, error?.message ?? `${response.status}`, error?.details ?? []);
  }
  return text;
}
