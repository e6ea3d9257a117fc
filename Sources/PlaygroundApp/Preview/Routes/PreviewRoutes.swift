import HTTPCore
import HTTPServer
import Store

/// Registers the server-rendered previews and the embed page:
///
/// | route | answers |
/// |---|---|
/// | `GET /c/{slug}/preview.png`, `/c/{slug}/v/{n}/preview.png` | the pager at rest (PNG) |
/// | `GET /c/{slug}/preview.apng`, `/c/{slug}/v/{n}/preview.apng` | a tab-to-tab transition (APNG) |
/// | `GET /embed/{slug}`, `/embed/{slug}/v/{n}` | a page for an `<iframe>`; `/embed/<file>` serves `Public/embed/` |
///
/// docs/preview.md gives the parameters, statuses and caching.
enum PreviewRoutes {
    static func register(in router: inout HTTPRouter, context: PlaygroundContext) {
        let service = PreviewService(
            repository: context.repository, maker: PreviewImageMaker(measurer: context.measurer, fonts: context.fonts),
            limits: context.configuration.previews)
        register(
            service, in: &router, publicDirectory: context.configuration.publicDirectory,
            proxies: context.configuration.trustedProxies)
        context.metrics.addCollector {
            let usage = service.cacheUsage
            let load = service.pool.load
            return service.statistics.render(
                cacheBytes: usage.bytes, cacheEntries: usage.entries, running: load.running, waiting: load.waiting)
        }
    }

    static func register(
        _ service: PreviewService, in router: inout HTTPRouter, publicDirectory: String,
        proxies: TrustedProxies = .none
    ) {
        for (pattern, kind) in [
            ("/c/{slug}/preview.png", PreviewOptions.Kind.png), ("/c/{slug}/v/{version}/preview.png", .png),
            ("/c/{slug}/preview.apng", .apng), ("/c/{slug}/v/{version}/preview.apng", .apng),
        ] {
            router.on(
                .get, pattern,
                deferred: { request, responder in
                    service.respond(
                        to: request, kind: kind, client: proxies.clientIP(of: request), responder: responder)
                })
        }
        let embed = EmbedRoute(
            repository: service.repository, files: StaticFiles(root: publicDirectory))
        router.on(
            .get, "/embed/{slug}", deferred: { request, responder in embed.respond(to: request, responder: responder) })
        router.on(
            .get, "/embed/{slug}/v/{version}",
            deferred: { request, responder in
                embed.respond(to: request, responder: responder)
            })
    }

    /// The slug and optional version a request names; 404 for a slug or version that cannot exist.
    static func reference(in request: Request) throws(HTTPError) -> (slug: String, version: Int?) {
        let slug = request.parameters["slug"] ?? ""
        guard Slug.isWellFormed(slug) else { throw HTTPError.notFound("No saved config \"\(slug.prefix(40))\".") }
        guard let text = request.parameters["version"] else { return (slug, nil) }
        guard text.utf8.count <= 9, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let version = Int(text),
            version >= 1
        else { throw HTTPError.notFound("Config \(slug) has no version \"\(text.prefix(20))\".") }
        return (slug, version)
    }

    /// The answer for a store error (the routes' shared mapping, `ConfigStoreError.httpError`).
    static func httpError(_ error: any Error) -> HTTPError {
        (error as? ConfigStoreError)?.httpError ?? HTTPError(error)
    }

    /// 429 `too-many-renders`: this client started its share of renders; `Retry-After` says when the next
    /// one may start.
    static func tooManyRenders(retryAfter seconds: Int) -> HTTPError {
        HTTPError(
            .tooManyRequests, code: "too-many-renders",
            message: "This address has started too many preview renders; try again in \(seconds) s.",
            headers: ["Retry-After": String(seconds)])
    }

    /// 503 with `Retry-After: 1`: the render queue is full.
    static let busy = HTTPError(
        .serviceUnavailable, code: "unavailable", message: "The server is busy; try again in a moment.",
        headers: ["Retry-After": "1"])
}
