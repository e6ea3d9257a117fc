import HTTPCore
import HTTPServer
import PagerEngine
import Store

/// `GET /api/configs/{slug}/export?target=…[&version=n]`: a saved config as code.
enum ExportRoutes {
    static func register(in router: inout HTTPRouter, context: PlaygroundContext) {
        let repository = context.repository
        router.on(
            .get, "/api/configs/{slug}/export",
            deferred: { request, responder in
                let slug = request.parameters["slug"] ?? ""
                let name = request.queryParameters["target"] ?? ""
                guard let target = ExportTarget(rawValue: name) else {
                    return responder.fail(
                        HTTPError.badRequest(
                            "Unknown export target.",
                            details: [
                                HTTPError.Detail(
                                    pointer: "/target",
                                    message:
                                        "\(name.isEmpty ? "missing" : "'\(name)' is not a target"); use \(ExportTarget.names)"
                                )
                            ]))
                }
                var version: Int?
                if let text = request.queryParameters["version"] {
                    guard let number = Int(text), number >= 1 else {
                        return responder.fail(
                            HTTPError.badRequest(
                                "The version must be a whole number from 1.",
                                details: [HTTPError.Detail(pointer: "/version", message: "'\(text)' is not a version")])
                        )
                    }
                    version = number
                }
                guard Slug.isWellFormed(slug) else {
                    return responder.fail(HTTPError.notFound("No saved config has this slug."))
                }
                let pinned = version != nil
                let completion: @Sendable (Result<StoredConfig, ConfigStoreError>) -> Void = { result in
                    switch result {
                    case .success(let stored):
                        do {
                            let config = try ConfigResolver().resolve(bytes: Array(stored.configJSON.utf8))
                            var response = Response(status: .ok, headers: [:], body: target.export(config))
                            response.headers.set("Content-Type", target.contentType)
                            response.headers.set(
                                "Content-Disposition", "inline; filename=\"\(target.fileName)\"")
                            response.headers.set("Cache-Control", pinned ? "public, max-age=86400" : "no-cache")
                            responder.respond(response)
                        } catch {
                            responder.fail(HTTPError(.internalServerError, code: "stored-config", message: "\(error)"))
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
    }
}
