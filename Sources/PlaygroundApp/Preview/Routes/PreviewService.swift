import HTTPCore
import HTTPServer
import PagerEngine
import Store
import Synchronization

/// Answers preview requests: reads the config version from the store, serves the cached image or renders
/// it once on the ``RenderPool`` (concurrent requests for the same image wait for the same render), and
/// keeps the result in a bounded LRU cache. ``PreviewLimits`` bound who may start renders and how many
/// run; a render stops when everyone waiting for it has gone.
///
/// ```
///  loop ──read──▶ store thread ──migrate (SavedConfig)──hit──────────────▶ respond (loop)
///                       └─miss─▶ RenderPool: resolve, lay out, render, encode ─▶ cache ─▶ respond every waiter
/// ```
final class PreviewService: Sendable {
    typealias Reply = @Sendable (Result<PreviewAsset, any Error>) -> Void

    /// A request waiting for a render; `cancellation` nil: it never goes away (tests, internal callers).
    struct Waiter: Sendable {
        var reply: Reply
        var cancellation: RequestCancellation?

        var hasGone: Bool { cancellation?.isCancelled ?? false }
    }

    let repository: ConfigRepository
    let maker: PreviewImageMaker
    let pool: RenderPool
    let limits: PreviewLimits
    let statistics = PreviewStatistics()
    /// Token buckets of uncached renders per client address (the save routes' limiter type).
    let clients: SaveRateLimiter
    private let cache: Mutex<LRUByteCache<PreviewKey, PreviewAsset>>
    private let inFlight = Mutex<[PreviewKey: [Waiter]]>([:])

    init(repository: ConfigRepository, maker: PreviewImageMaker, limits: PreviewLimits = PreviewLimits()) {
        self.repository = repository
        var maker = maker
        maker.maximumBytes = limits.maximumBytes
        self.maker = maker
        self.limits = limits
        pool = RenderPool(width: limits.renderers, capacity: limits.waitingRenders)
        clients = SaveRateLimiter(limit: limits.perClient)
        cache = Mutex(LRUByteCache(capacity: limits.cacheBytes))
    }

    /// `GET /c/{slug}/preview.png` and friends: `version` nil means the latest; `client` is the
    /// request's client address (``TrustedProxies/clientIP(of:)``) for the per-client limit.
    func respond(to request: Request, kind: PreviewOptions.Kind, client: Substring, responder: Responder) {
        let options: PreviewOptions
        let view: JSONObject
        let slug: String
        let version: Int?
        do {
            options = try PreviewOptions(kind: kind, query: request.queryParameters)
            view = try PreviewViewQuery.view(request.queryParameters)
            (slug, version) = try PreviewRoutes.reference(in: request)
        } catch {
            return responder.fail(error)
        }
        let ifNoneMatch = request.header("If-None-Match")
        let client = String(client)
        let completion: @Sendable (Result<StoredConfig, ConfigStoreError>) -> Void = { result in
            switch result {
            case .failure(let error):
                responder.fail(PreviewRoutes.httpError(error))
            case .success(let stored):
                let saved: SavedConfig
                var options = options
                do {
                    saved = try SavedConfig(stored, migrations: .standard)
                    // The URL's view over the one the config was saved with (an old config's appearance).
                    let suggested = try ViewResolver().resolve(saved.suggestedView.map { .object($0) })
                    options.appearance = try ViewResolver().resolve(.object(view), over: suggested)
                } catch let error as HTTPError {
                    return responder.fail(error)
                } catch {
                    // The view was checked when the query was read and when the config was: not reached.
                    return responder.fail(
                        HTTPError(
                            .internalServerError, code: "stored-config-unreadable",
                            message: "This saved config cannot be read by this version of the server."))
                }
                let key = PreviewKey(slug: stored.slug, version: stored.version, options: options)
                self.asset(
                    for: key, configBytes: saved.configBytes, client: Substring(client),
                    cancellation: responder.cancellation
                ) { result in
                    responder.respond(
                        result.map { $0.response(ifNoneMatch: ifNoneMatch, pinned: version != nil) })
                }
            }
        }
        do {
            try repository.config(slug: slug, version: version, completion: completion)
        } catch {
            responder.fail(PreviewRoutes.httpError(error))
        }
    }

    /// The cached asset for `key`, or a fresh render of `configBytes` (shared with concurrent requests).
    ///
    /// - Parameters:
    ///   - client: the client address a new render is charged to (nil: not limited).
    ///   - cancellation: the request's flag; the render stops once every waiter's flag is set.
    func asset(
        for key: PreviewKey, configBytes: [UInt8], client: Substring? = nil, cancellation: RequestCancellation? = nil,
        completion: @escaping Reply
    ) {
        if let cached = cache.withLock({ $0.value(for: key) }) {
            statistics.hits.add(1, ordering: .relaxed)
            return completion(.success(cached))
        }
        statistics.misses.add(1, ordering: .relaxed)
        let waiter = Waiter(reply: completion, cancellation: cancellation)
        let joined = inFlight.withLock { waiting -> Bool in
            guard waiting[key] != nil else { return false }
            waiting[key]?.append(waiter)
            return true
        }
        guard !joined else { return }
        if let client, case .limited(let seconds) = clients.take(client: client) {
            statistics.limited.add(1, ordering: .relaxed)
            return completion(.failure(PreviewRoutes.tooManyRenders(retryAfter: seconds)))
        }
        let first = inFlight.withLock { waiting -> Bool in
            if waiting[key] != nil {
                waiting[key]?.append(waiter)
                return false
            }
            waiting[key] = [waiter]
            return true
        }
        guard first else { return }
        let accepted = pool.submit(
            maximumWait: limits.maximumWait,
            job: { [self] in render(key, configBytes: configBytes) },
            expired: { [self] in
                // Still queued after the longest wait: its client has likely given up; answer now.
                statistics.refused.add(1, ordering: .relaxed)
                finish(key, with: .failure(PreviewRoutes.busy))
            })
        if !accepted {
            statistics.refused.add(1, ordering: .relaxed)
            finish(key, with: .failure(PreviewRoutes.busy))
        }
    }

    /// Runs on a render thread: draws the image, stopping between frames once its waiters have all gone,
    /// and caches the result. (A render that waited past ``PreviewLimits/maximumWait`` never gets here:
    /// the pool answered its waiters 503 at that moment.)
    private func render(_ key: PreviewKey, configBytes: [UInt8]) {
        let clock = ContinuousClock()
        let started = clock.now
        let result = Result { () throws(PreviewError) in
            try maker.make(
                configBytes: configBytes, options: key.options, isCancelled: { self.everyoneHasGone(key) })
        }
        .map { PreviewAsset(bytes: $0, contentType: key.options.kind.contentType) }
        switch result {
        case .success(let asset):
            statistics.recordRender(kind: key.options.kind, duration: clock.now - started)
            _ = cache.withLock { $0.insert(asset, for: key, cost: asset.bytes.count) }
        case .failure(.cancelled):
            statistics.cancelled.add(1, ordering: .relaxed)
        case .failure:
            statistics.recordRender(kind: key.options.kind, duration: clock.now - started)
        }
        finish(key, with: result.mapError { $0 as any Error })
    }

    /// Whether every request waiting for `key` has gone (closed its connection or timed out).
    private func everyoneHasGone(_ key: PreviewKey) -> Bool {
        inFlight.withLock { waiting in waiting[key]?.allSatisfy(\.hasGone) ?? true }
    }

    /// Bytes and entries in the cache now.
    var cacheUsage: (bytes: Int, entries: Int) {
        cache.withLock { ($0.totalCost, $0.count) }
    }

    private func finish(_ key: PreviewKey, with result: Result<PreviewAsset, any Error>) {
        let waiters = inFlight.withLock { $0.removeValue(forKey: key) } ?? []
        for waiter in waiters { waiter.reply(result) }
    }
}
