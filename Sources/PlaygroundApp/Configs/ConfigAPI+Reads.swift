import HTTPCore
import HTTPServer
import Store

extension ConfigAPI {
    /// `GET /api/configs/{slug}[?version=n]` → the config, migrated to the current schema.
    func read(_ request: Request, _ responder: Responder) {
        let slug: String
        let version: Int?
        do {
            slug = try Self.slug(request)
            version = try Self.versionParameter(request)
        } catch {
            return responder.fail(error)
        }
        let repository = repository
        let migrations = settings.migrations
        submit(responder) { (completion) throws(ConfigStoreError) in
            try repository.config(slug: slug, version: version, completion: completion)
        } success: { (stored) throws(HTTPError) in
            let saved = try SavedConfig(stored, migrations: migrations)
            var response = Self.json(ConfigJSON.config(saved), cacheControl: "no-cache")
            response.headers.set("ETag", ConfigETag.tag(stored.version))
            return response
        }
    }

    /// `GET /api/configs/{slug}/versions` → every version, oldest first.
    func versions(_ request: Request, _ responder: Responder) {
        let slug: String
        do {
            slug = try Self.slug(request)
        } catch {
            return responder.fail(error)
        }
        let repository = repository
        submit(responder) { (completion) throws(ConfigStoreError) in
            try repository.versions(slug: slug, completion: completion)
        } success: { versions in
            Self.json(ConfigJSON.versions(slug: slug, versions), cacheControl: "no-cache")
        }
    }

    /// `GET /api/configs?query=&limit=&cursor=` (`q` is `query` too) → newest first, with `nextCursor`.
    func search(_ request: Request, _ responder: Responder) {
        let parameters = request.queryParameters
        let query = parameters["query"] ?? parameters["q"] ?? ""
        let cursor = parameters["cursor"].flatMap { $0.isEmpty ? nil : $0 }
        var limit = settings.defaultPageSize
        if let text = parameters["limit"] {
            guard let value = ConfigRequestBody.positiveInteger(text), value <= ConfigRepository.maximumSearchLimit
            else {
                let message = "expected a whole number from 1 to \(ConfigRepository.maximumSearchLimit)"
                return responder.fail(
                    HTTPError.badRequest(
                        "The limit parameter is not usable: \(message).",
                        details: [HTTPError.Detail(pointer: "/limit", message: message)]))
            }
            limit = value
        }
        let repository = repository
        submit(responder) { (completion) throws(ConfigStoreError) in
            try repository.search(query: query, limit: limit, cursor: cursor, completion: completion)
        } success: { page in
            Self.json(ConfigJSON.page(page), cacheControl: "no-cache")
        }
    }

    /// The `version` query parameter: nil when absent, else a whole number from 1 (400 otherwise).
    static func versionParameter(_ request: Request) throws(HTTPError) -> Int? {
        guard let text = request.queryParameters["version"] else { return nil }
        guard let version = ConfigRequestBody.positiveInteger(text) else {
            throw HTTPError.badRequest(
                "The version parameter must be a version number from 1.",
                details: [HTTPError.Detail(pointer: "/version", message: "expected a whole number from 1")])
        }
        return version
    }
}
