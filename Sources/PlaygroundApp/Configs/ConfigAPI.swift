import HTTPCore
import HTTPServer
import Store

/// The saved-config routes' shared state: the repository, the settings, the save rate limiter and
/// the share-page template. Handlers run on the connection's loop, validate there, hand store work to
/// the repository's completion API and build the answer back on the loop; no handler blocks.
///
/// ```
/// loop: slug check ─ rate limit ─ headers ─ body (resolve, normalise) ─▶ repository.create(…) ─┐
///                                                                    store thread: COMMIT ◀────┘
/// loop: ◀── responder.eventLoop.execute { 201 {"slug", …} } ◀── completion ──┘
/// ```
final class ConfigAPI: Sendable {
    let repository: ConfigRepository
    let settings: ConfigAPISettings
    let limiter: SaveRateLimiter
    let pages: SharePageTemplates
    let proxies: TrustedProxies
    /// Checks the uploaded fonts a saved config names.
    let fonts: FontLibrary?

    init(
        repository: ConfigRepository, settings: ConfigAPISettings, publicDirectory: String,
        proxies: TrustedProxies = .none, fonts: FontLibrary? = nil
    ) {
        self.repository = repository
        self.fonts = fonts
        self.settings = settings
        self.proxies = proxies
        limiter = SaveRateLimiter(limit: settings.saveRate, maxClients: settings.maxTrackedClients)
        pages = SharePageTemplates(publicDirectory: publicDirectory)
    }

    /// The path's `{slug}` when it has a slug's shape; 404 without asking the store otherwise.
    static func slug(_ request: Request) throws(HTTPError) -> String {
        guard let slug = request.parameters["slug"], Slug.isWellFormed(slug) else { throw notFound }
        return slug
    }

    static let notFound = HTTPError.notFound("No saved config has this address; it may have been deleted.")

    /// Takes a save token for the client's address (``TrustedProxies/clientIP(of:)``); 429 with
    /// `Retry-After` when it has none left.
    func admitSave(_ request: Request) throws(HTTPError) {
        guard case .limited(let seconds) = limiter.take(client: proxies.clientIP(of: request)) else { return }
        throw HTTPError(
            .tooManyRequests, code: "rate-limited",
            message: "Too many saves from this address; try again in \(seconds) s.",
            headers: ["Retry-After": String(seconds)])
    }

    /// Starts store work with `start` and answers on the connection's loop: `success` builds the
    /// response (or throws an HTTP error); a store error goes through `failure` (default: the JSON
    /// error body of ``ConfigStoreError/httpError``).
    ///
    /// A store that refuses the job at once (queue full, closed) is answered right here (503).
    func submit<T: Sendable>(
        _ responder: Responder,
        _ start: (@escaping @Sendable (Result<T, ConfigStoreError>) -> Void) throws(ConfigStoreError) -> Void,
        failure: @escaping @Sendable (ConfigStoreError) -> Response = { $0.httpError.response },
        success: @escaping @Sendable (T) throws(HTTPError) -> Response
    ) {
        do {
            try start { result in
                responder.eventLoop.execute {
                    switch result {
                    case .success(let value):
                        do {
                            responder.respond(try success(value))
                        } catch {
                            responder.fail(error)
                        }
                    case .failure(let error):
                        responder.respond(failure(error))
                    }
                }
            }
        } catch {
            responder.respond(failure(error))
        }
    }

    /// `application/json` with `Cache-Control` (`nosniff`, as on every response, comes from the encoder).
    static func json(_ bytes: [UInt8], status: HTTPStatus = .ok, cacheControl: String) -> Response {
        var response = Response.json(bytes, status: status)
        response.headers.set("Cache-Control", cacheControl)
        return response
    }
}
