import HTTPCore
import HTTPServer
import Store

/// `GET /embed/{slug}` and `/embed/{slug}/v/{n}`: the embed page for a saved config, and the files of
/// `Public/embed/` (`/embed/embed.js`, `/embed/embed.css`), whose names can never be slugs.
struct EmbedRoute: Sendable {
    let repository: ConfigRepository
    let files: StaticFiles

    /// The site's HTML headers (Content-Security-Policy, `nosniff`, `Referrer-Policy`), except that any
    /// site may frame the page (`frame-ancestors *`).
    static let pageHeaders = SecurityHeaders.htmlPage(frameAncestors: "*")

    func respond(to request: Request, responder: Responder) {
        let segment = request.parameters["slug"] ?? ""
        if request.parameters["version"] == nil, segment.contains(".") {
            return responder.respond(files.respond(to: request))
        }
        let reference: (slug: String, version: Int?)
        do {
            reference = try PreviewRoutes.reference(in: request)
        } catch {
            return responder.respond(Self.page(EmbedPage.missing(), status: .notFound))
        }
        let completion: @Sendable (Result<StoredConfig, ConfigStoreError>) -> Void = { result in
            switch result {
            case .success(let stored):
                let html = EmbedPage.html(slug: stored.slug, version: reference.version, name: stored.name)
                responder.respond(Self.page(html, status: .ok))
            case .failure(.notFound), .failure(.versionNotFound):
                responder.respond(Self.page(EmbedPage.missing(), status: .notFound))
            case .failure(let error):
                responder.fail(PreviewRoutes.httpError(error))
            }
        }
        do {
            if let version = reference.version {
                try repository.version(slug: reference.slug, version, completion: completion)
            } else {
                try repository.latest(slug: reference.slug, completion: completion)
            }
        } catch {
            responder.fail(PreviewRoutes.httpError(error))
        }
    }

    static func page(_ html: String, status: HTTPStatus) -> Response {
        var response = Response.html(html, status: status)
        for field in pageHeaders { response.headers.set(field.name, field.value) }
        response.headers.set("Cache-Control", "no-cache")
        return response
    }
}
