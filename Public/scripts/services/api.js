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
 * Sends a request and reads its answer as text; a failure (no answer, or a status outside 2xx) throws
 * an `ApiError` with the server's `{"error": …}` when it sent one.
 * @param {string} url
 * @param {RequestInit & {json?: unknown}} [init]  `json` is sent as the body, as JSON
 * @returns {Promise<{response: Response, text: string}>}
 */
async function exchange(url, init = {}) {
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
  if (!response.ok) {
    const error = parseJSON(text)?.error ?? {};
    throw new ApiError(
      response.status,
      error.code ?? `http-${response.status}`,
      error.message ?? `${response.status} ${response.statusText || 'error'}`.trim(),
      Array.isArray(error.details) ? error.details : [],
    );
  }
  return { response, text };
}

/** @param {string} text @returns {any} the parsed JSON, or null when it is empty or not JSON */
function parseJSON(text) {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * @param {string} url
 * @param {RequestInit & {json?: unknown}} [init]
 * @returns {Promise<any>} the answer parsed as JSON, else its text (null when empty)
 */
export async function request(url, init = {}) {
  const { text } = await exchange(url, init);
  return parseJSON(text) ?? (text ? text : null);
}

export const getSchema = () => request('/api/schema');

/**
 * Uploads a font file (`POST /api/fonts`): `{id, family, styles | axes, tracking, url}`.
 * @param {Blob} file
 */
export const uploadFont = (file) =>
  request('/api/fonts', { method: 'POST', body: file, headers: { 'Content-Type': 'application/octet-stream' } });

/** @param {string} id */
export const getFontDescription = (id) => request(`/api/fonts/${id}/description`);
export const getPresets = () => request('/api/presets');

/**
 * @param {{config?: unknown, slug?: string, version?: number, viewport?: unknown}} body
 * @returns {Promise<{id: string, events: string, input: string, inputToken: string, config: any}>}
 */
export const createSession = (body) => request('/api/sessions', { method: 'POST', json: body });

/** The header that carries a session's input token (docs/api.md "Input token"): steering needs it. */
export const INPUT_TOKEN_HEADER = 'X-Input-Token';

/** @param {string} id @param {string} inputToken  from `createSession` */
export const deleteSession = (id, inputToken) =>
  fetch(`/api/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    keepalive: true,
    headers: { [INPUT_TOKEN_HEADER]: inputToken },
  }).catch(() => undefined);

/**
 * @param {string} url  the session's `input` URL
 * @param {Record<string, unknown>[]} events
 * @param {number} [seq]  the batch's number (docs/api.md "Inputs"): applied in order, once
 * @param {string} [inputToken]  the session's input token (from `createSession`)
 */
export const postInput = (url, events, seq, inputToken) =>
  request(url, {
    method: 'POST',
    json: seq === undefined ? { events } : { seq, events },
    headers: inputToken ? { [INPUT_TOKEN_HEADER]: inputToken } : {},
  });

/**
 * What clicks would start now (`GET /api/sessions/{id}/what-if`, docs/api.md): for each question the
 * newest frame's number and, on a pager at rest, the animation. One question is asked alone
 * (`?tap=2`); several in one request (`?q=tap=1,tap=3,scrollTo=next`, decision 0043), at most 12.
 * @param {string} url  the session's what-if URL
 * @param {string[]} questions  each `tap=N`, `scrollTo=next|previous|first|last|N` or `key=…`
 * @param {string} inputToken
 * @returns {Promise<Record<string, {frameSeq: number, trajectory?: any}>>}  the answers by question
 */
export async function getWhatIf(url, questions, inputToken) {
  const headers = { [INPUT_TOKEN_HEADER]: inputToken };
  if (questions.length === 1) return { [questions[0]]: await request(`${url}?${questions[0]}`, { headers }) };
  const reply = await request(`${url}?q=${questions.map(encodeURIComponent).join(',')}`, { headers });
  return reply?.answers ?? {};
}

/**
 * Saves a new config. `parent` records where a fork with edits came from; `key` (`Idempotency-Key`)
 * makes the same save sent again save once.
 * @param {{name: string, config: unknown, parent?: {slug: string, version: number}}} body
 * @param {string} [key]
 * @returns {Promise<{slug: string, version: number, url: string, editToken: string}>}
 */
export const createConfig = (body, key) =>
  request('/api/configs', { method: 'POST', json: body, headers: key ? { 'Idempotency-Key': key } : {} });

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
 * @param {string} [key]  `Idempotency-Key`, as for `createConfig`
 * @returns {Promise<{slug: string, version: number, url: string, editToken: string}>}
 */
export const forkConfig = (slug, body, key) =>
  request(`/api/configs/${encodeURIComponent(slug)}/fork`, {
    method: 'POST',
    json: body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

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
 * Deletes a config the browser holds the edit token for, only while `version` is its latest (`If-Match`).
 * @param {string} slug
 * @param {string} token
 * @param {number} version
 */
export const deleteConfig = (slug, token, version) =>
  request(`/api/configs/${encodeURIComponent(slug)}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}`, 'If-Match': `"${version}"` },
  });

/**
 * The code hand-off, for any configuration document (unsaved edits included): `POST /api/export?target=…`.
 * The file name is the one the server gives in `Content-Disposition`.
 * @param {Record<string, any>} doc
 * @param {string} target  `tabman`, `swiftui-tabpager`, `btabviewcontroller`, `tabbarcontroller` or `json`
 * @returns {Promise<{text: string, fileName: string, type: string}>}
 */
export async function exportDocument(doc, target) {
  const { response, text } = await exchange(`/api/export?${new URLSearchParams({ target })}`, {
    method: 'POST',
    json: { config: doc },
    headers: { Accept: '*/*' },
  });
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'pager.txt';
  return { text, fileName, type: response.headers.get('Content-Type') ?? 'text/plain' };
}
