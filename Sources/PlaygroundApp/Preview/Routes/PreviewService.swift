import HTTPCore
import HTTPServer
import PagerEngine
import Store
import Synchronization

/// Answers preview requests: reads the config version from the store, serves the cached image or renders
/// it once on the ``RenderPool`` (concurrent requests for the same image wait for the same render), and
/// keeps the result in a bounded LRU cache.
///
/// ```
///  loop ──read──▶ store thread ──migrate (SavedConfig)──hit──────────────▶ respond (loop)
///                       └─miss─▶ RenderPool: resolve, lay out, render, encode ─▶ cache ─▶ respond every waiter
/// ```
final class PreviewService: Sendable {
    typealias Waiter = @Sendable (Result<PreviewAsset, any Error>) -> Void

    /// How the service is sized.
    struct Limits: Sendable {
        /// Bytes of encoded images the cache keeps (default 64 MiB).
        var cacheBytes = 64 * 1024 * 1024
        /// Renders at the same time (default 2).
        var renderers = 2
        /// Renders that may wait (default 32); more answer 503.
        var waitingRenders = 32
    }

    let repository: ConfigRepository
    let maker: PreviewImageMaker
    let pool: RenderPool
    let statistics = PreviewStatistics()
    private let cache: Mutex<LRUByteCache<PreviewKey, PreviewAsset>>
    private let inFlight = Mutex<[PreviewKey: [Waiter]]>([:])

    init(repository: ConfigRepository, maker: PreviewImageMaker, limits: Limits = Limits()) {
        self.repository = repository
        self.maker = maker
        pool = RenderPool(width: limits.renderers, capacity: limits.waitingRenders)
        cache = Mutex(LRUByteCache(capacity: limits.cacheBytes))
    }

    /// `GET /c/{slug}/preview.png` and friends: `version` nil means the latest.
    func respond(to request: Request, kind: PreviewOptions.Kind, responder: Responder) {
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
                self.asset(for: key, configBytes: saved.configBytes) { result in
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
    func asset(for key: PreviewKey, configBytes: [UInt8], completion: @escaping Waiter) {
        if let cached = cache.withLock({ $0.value(for: key) }) {
            statistics.hits.add(1, ordering: .relaxed)
            return completion(.success(cached))
        }
        statistics.misses.add(1, ordering: .relaxed)
        let first = inFlight.withLock { waiting -> Bool in
            if waiting[key] != nil {
                waiting[key]?.append(completion)
                return false
            }
            waiting[key] = [completion]
            return true
        }
        guard first else { return }
        let accepted = pool.submit { [self] in
            let clock = ContinuousClock()
            let started = clock.now
            let result = Result { () throws(PreviewError) in
                try maker.make(configBytes: configBytes, options: key.options)
            }
            .map { PreviewAsset(bytes: $0, contentType: key.options.kind.contentType) }
            statistics.recordRender(kind: key.options.kind, duration: clock.now - started)
            if case .success(let asset) = result {
                _ = cache.withLock { $0.insert(asset, for: key, cost: asset.bytes.count) }
            }
            finish(key, with: result.mapError { $0 as any Error })
        }
        if !accepted {
            statistics.refused.add(1, ordering: .relaxed)
            finish(key, with: .failure(PreviewRoutes.busy))
        }
    }

    /// Bytes and entries in the cache now.
    var cacheUsage: (bytes: Int, entries: Int) {
        cache.withLock { ($0.totalCost, $0.count) }
    }

    private func finish(_ key: PreviewKey, with result: Result<PreviewAsset, any Error>) {
        let waiters = inFlight.withLock { $0.removeValue(forKey: key) } ?? []
        for waiter in waiters { waiter(result) }
    }
}
