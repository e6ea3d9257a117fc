import HTTPCore
import HTTPServer
import Store

extension ConfigAPI {
    /// `GET /c/{slug}` and `GET /c/{slug}/v/{n}`: `Public/index.html` with the config's title and
    /// `og:` tags in its head; the front end loads the config itself from the page's address.
    ///
    /// A malformed slug or version is a 404 page without a query; an unknown one is a 404 page too.
    func sharePage(_ request: Request, _ responder: Responder) {
        guard let slug = request.parameters["slug"], Slug.isWellFormed(slug) else {
            return responder.respond(ErrorPage.notFound)
        }
        let text = request.parameters["version"]
        let pinned = text.flatMap { ConfigRequestBody.positiveInteger($0) }
        guard text == nil || pinned != nil else { return responder.respond(ErrorPage.notFound) }
        let repository = repository
        let migrations = settings.migrations
        let baseURL = SharePageURL.base(settings: settings)
        let pages = pages
        submit(responder) { (completion) throws(ConfigStoreError) in
            try repository.config(slug: slug, version: pinned, completion: completion)
        } failure: { error in
            ErrorPage.response(for: error.httpError)
        } success: { (stored: StoredConfig) -> Response in
            do throws(HTTPError) {
                let saved = try SavedConfig(stored, migrations: migrations)
                let page = SharePage(
                    saved: saved, document: try? saved.document(), pinnedVersion: pinned, baseURL: baseURL)
                let body = pages.current().render(title: HTMLText.escaped(page.title), tags: page.tags)
                var response = Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: body)
                SharePageResponse.addPageHeaders(to: &response)
                let api = ConfigJSON.apiURL(slug) + (pinned.map { "?version=\($0)" } ?? "")
                response.headers.set("Link", "<\(api)>; rel=preload; as=fetch; crossorigin=anonymous")
                return response
            } catch {
                return ErrorPage.response(for: error)
            }
        }
    }
}
