import HTTPCore
import HTTPServer
import PagerEngine
import Store

/// The code hand-off (docs/export.md):
///
/// | route | answer |
/// |---|---|
/// | `GET /api/configs/{slug}/export?target=…[&version=n]` | a saved config as code |
/// | `POST /api/export?target=…` with `{"config": {…}}` | any config as code, unsaved edits included |
enum ExportRoutes {
    static func register(in router: inout HTTPRouter, context: PlaygroundContext) {
        let repository = context.repository
        let fonts = context.fonts
        router.on(
            .get, "/api/configs/{slug}/export",
            deferred: { request, responder in
                let slug = request.parameters["slug"] ?? ""
                let target: ExportTarget
                var version: Int?
                do {
                    target = try Self.target(request)
                    if let text = request.queryParameters["version"] {
                        guard let number = Int(text), number >= 1 else {
                            throw HTTPError.badRequest(
                                "The version must be a whole number from 1.",
                                details: [HTTPError.Detail(pointer: "/version", message: "'\(text)' is not a version")])
                        }
                        version = number
                    }
                } catch {
                    return responder.fail(error)
                }
                guard Slug.isWellFormed(slug) else {
                    return responder.fail(HTTPError.notFound("No saved config has this slug."))
                }
                let pinned = version != nil
                let completion: @Sendable (Result<StoredConfig, ConfigStoreError>) -> Void = { result in
                    switch result {
                    case .success(let stored):
                        do {
                            let config = try SavedConfig.resolved(stored)
                            responder.respond(
                                Self.code(
                                    config, as: target, cacheControl: pinned ? "public, max-age=86400" : "no-cache",
                                    fonts: fonts))
                        } catch {
                            responder.fail(error)
                        }
                    case .failure(let error):
                        responder.fail(error.httpError)
                    }
                }
                do throws(ConfigStoreError) {
                    try repository.config(slug: slug, version: version, completion: completion)
                } catch {
                    responder.fail(error.httpError)
                }
            })
        let settings = ConfigAPISettings()
        router.post("/api/export") { request in try Self.exportBody(request, settings: settings, fonts: fonts) }
    }

    /// `POST /api/export`: every problem of the target and the body listed at once, each with its pointer.
    static func exportBody(
        _ request: Request, settings: ConfigAPISettings, fonts: FontLibrary? = nil
    ) throws(HTTPError) -> Response {
        var details: [HTTPError.Detail] = []
        var target: ExportTarget?
        do {
            target = try Self.target(request)
        } catch {
            details += error.details
        }
        let (object, bodyDetails) = try ConfigRequestBody.jsonObject(
            request, allowedKeys: ["config"], settings: settings)
        details += bodyDetails
        let config = try ConfigRequestBody.config(object["config"], settings: settings, details: &details)
        guard details.isEmpty, let target, let config else { throw ConfigRequestBody.invalid(details) }
        return code(config, as: target, cacheControl: "no-store", fonts: fonts)
    }

    /// `?target=` as an ``ExportTarget``; 400 at `/target` when it is missing or unknown.
    static func target(_ request: Request) throws(HTTPError) -> ExportTarget {
        let name = request.queryParameters["target"] ?? ""
        guard let target = ExportTarget(rawValue: name) else {
            throw HTTPError.badRequest(
                "Unknown export target.",
                details: [
                    HTTPError.Detail(
                        pointer: "/target",
                        message: "\(name.isEmpty ? "missing" : "'\(name)' is not a target"); use \(ExportTarget.names)")
                ])
        }
        return target
    }

    /// The exported text with its media type and a file name for a download. Uploaded fonts the config
    /// names are loaded first (from the store after a restart), so the code names the faces the preview
    /// measured; one that cannot be read is written as the system font.
    static func code(
        _ config: PagerConfig, as target: ExportTarget, cacheControl: String, fonts: FontLibrary? = nil
    ) -> Response {
        fonts?.load(fontsIn: config.text.font)
        var response = Response(status: .ok, headers: [:], body: target.export(config, measurer: fonts?.measurer))
        response.headers.set("Content-Type", target.contentType)
        response.headers.set("Content-Disposition", "inline; filename=\"\(target.fileName)\"")
        response.headers.set("Cache-Control", cacheControl)
        return response
    }
}
