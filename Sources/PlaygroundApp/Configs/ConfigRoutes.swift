import HTTPCore
import HTTPServer

/// Registers the saved-config API and the share pages (docs/configs.md).
///
/// | route | answer |
/// |---|---|
/// | `POST /api/configs` | 201 `{"slug","version","url","versionUrl","editToken","name","createdAt","parent"}` |
/// | `GET /api/configs?query=&limit=&cursor=` | `{"configs":[…],"nextCursor"}` |
/// | `GET /api/configs/{slug}[?version=n]` | `{"slug","version","latestVersion","name","config","createdAt","parent"}` |
/// | `PUT /api/configs/{slug}` | 200 `{"slug","version","url","versionUrl","name","createdAt"}` |
/// | `DELETE /api/configs/{slug}` | 204 |
/// | `GET /api/configs/{slug}/versions` | `{"slug","versions":[…]}` |
/// | `POST /api/configs/{slug}/fork` | 201 as create, with `parent` |
/// | `GET /c/{slug}`, `GET /c/{slug}/v/{n}` | the playground page with `<title>` and `og:` tags |
enum ConfigRoutes {
    /// Registers every route with `settings` (default: ``ConfigAPISettings/fromEnvironment(host:environment:)``,
    /// whose warnings go to standard error).
    static func register(in router: inout HTTPRouter, context: PlaygroundContext, settings: ConfigAPISettings? = nil) {
        let api = ConfigAPI(
            repository: context.repository, settings: settings ?? environmentSettings(context),
            publicDirectory: context.configuration.publicDirectory, proxies: context.configuration.trustedProxies,
            fonts: context.fonts)
        router.on(.post, "/api/configs", deferred: { api.create($0, $1) })
        router.on(.get, "/api/configs", deferred: { api.search($0, $1) })
        router.on(.get, "/api/configs/{slug}", deferred: { api.read($0, $1) })
        router.on(.put, "/api/configs/{slug}", deferred: { api.update($0, $1) })
        router.on(.delete, "/api/configs/{slug}", deferred: { api.delete($0, $1) })
        router.on(.get, "/api/configs/{slug}/versions", deferred: { api.versions($0, $1) })
        router.on(.post, "/api/configs/{slug}/fork", deferred: { api.fork($0, $1) })
        router.on(.get, "/c/{slug}", deferred: { api.sharePage($0, $1) })
        router.on(.get, "/c/{slug}/v/{version}", deferred: { api.sharePage($0, $1) })
    }

    /// ``ConfigAPISettings/fromEnvironment(host:environment:)`` for the server's host (its warnings go
    /// to standard error), with `--public-url` over `PAGER_PLAYGROUND_PUBLIC_URL`.
    static func environmentSettings(_ context: PlaygroundContext) -> ConfigAPISettings {
        var (settings, warnings) = ConfigAPISettings.fromEnvironment(host: context.configuration.server.host)
        for warning in warnings { ConfigLog.error(warning) }
        if let url = context.configuration.publicURL { settings.publicBaseURL = url }
        return settings
    }
}
