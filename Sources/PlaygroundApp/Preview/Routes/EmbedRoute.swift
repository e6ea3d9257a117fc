import HTTPCore
import HTTPServer
import Store

/// `GET /embed/{slug}` and `/embed/{slug}/v/{n}`: the live embed page (`Public/embed.html`, which opens a
/// session for the slug it reads from its own URL) for a saved config, framable by any site.
struct EmbedRoute: Sendable {
    let repository: ConfigRepository
    let files: StaticFiles

    /// The site's HTML headers (Content-Security-Policy, `Referrer-Policy`), except that any
    /// site may frame the page (`frame-ancestors *`).
    static let pageHeaders = SecurityHeaders.htmlPage(frameAncestors: "*")

    func respond(to request: Request, responder: Responder) {
        let reference: (slug: String, version: Int?)
        do {
            reference = try PreviewRoutes.reference(in: request)
        } catch {
            return responder.respond(Self.page(EmbedPage.missing(), status: .notFound))
        }
        let completion: @Sendable (Result<StoredConfig, ConfigStoreError>) -> Void = { result in
            switch result {
            case .success:
                guard let page = files.contents(at: Substring(EmbedPage.livePagePath)) else {
                    return responder.fail(HTTPError.notFound("The embed page is missing from the public folder."))
                }
                responder.respond(Self.page(page.bytes, status: .ok))
            case .failure(.notFound), .failure(.versionNotFound):
                responder.respond(Self.page(EmbedPage.missing(), status: .notFound))
            case .failure(let error):
                responder.fail(PreviewRoutes.httpError(error))
            }
        }
        do {
            try repository.config(slug: reference.slug, version: reference.version, completion: completion)
        } catch {
            responder.fail(PreviewRoutes.httpError(error))
        }
    }

    static func page(_ html: String, status: HTTPStatus) -> Response {
        page(Array(html.utf8), status: status)
    }

    static func page(_ html: [UInt8], status: HTTPStatus) -> Response {
        var response = Response(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: html)
        for field in pageHeaders { response.headers.set(field.name, field.value) }
        response.headers.set("Cache-Control", "no-cache")
        return response
    }
}
