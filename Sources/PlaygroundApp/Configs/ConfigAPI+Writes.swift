import HTTPCore
import HTTPServer
import Store

extension ConfigAPI {
    /// `POST /api/configs {"name", "config", "parent"?}` → 201 with the edit token, once; with an
    /// `Idempotency-Key`, the same save again gets the same answer (`Idempotent-Replayed: true`).
    func create(_ request: Request, _ responder: Responder) {
        let draft: ConfigDraft
        let key: IdempotencyKey?
        do {
            try admitSave(request)
            key = try EditPreconditions.idempotencyKey(request)
            draft = try ConfigRequestBody.draft(request, kind: .create, settings: settings, fonts: fonts)
        } catch {
            return responder.fail(error)
        }
        let repository = repository
        submit(responder) { (completion) throws(ConfigStoreError) in
            try repository.create(
                name: draft.name, configJSON: draft.configJSON, schemaVersion: draft.schemaVersion,
                parent: draft.parent, visibility: draft.visibility ?? .unlisted, key: key, completion: completion)
        } failure: { error in
            switch error {
            case .notFound, .versionNotFound:
                ConfigRequestBody.invalid([
                    HTTPError.Detail(pointer: "/parent", message: "no saved config has this slug and version")
                ]).response
            default: error.httpError.response
            }
        } success: { created in
            Self.created(created, name: draft.name, parent: draft.parent, visibility: draft.visibility ?? .unlisted)
        }
    }

    /// `PUT /api/configs/{slug}` with `Authorization: Bearer` and `If-Match: "<n>"` → 200, version n + 1.
    func update(_ request: Request, _ responder: Responder) {
        let slug: String
        let token: String
        let expected: Int
        let draft: ConfigDraft
        do {
            slug = try Self.slug(request)
            try admitSave(request)
            token = try EditPreconditions.bearerToken(request)
            expected = try EditPreconditions.expectedVersion(request)
            draft = try ConfigRequestBody.draft(request, kind: .update, settings: settings, fonts: fonts)
        } catch {
            return responder.fail(error)
        }
        let repository = repository
        submit(responder) { (completion) throws(ConfigStoreError) in
            try repository.update(
                slug: slug, token: token, expectedVersion: expected, name: draft.name, configJSON: draft.configJSON,
                schemaVersion: draft.schemaVersion, visibility: draft.visibility, completion: completion)
        } success: { summary in
            var response = Self.json(ConfigJSON.updated(slug: slug, summary), cacheControl: "no-store")
            response.headers.set("ETag", ConfigETag.tag(summary.number))
            return response
        }
    }

    /// `DELETE /api/configs/{slug}` with `Authorization: Bearer` and, optionally, `If-Match: "<n>"` (412
    /// when a later version was saved) → 204.
    func delete(_ request: Request, _ responder: Responder) {
        let slug: String
        let token: String
        let expected: Int?
        do {
            slug = try Self.slug(request)
            try admitSave(request)
            token = try EditPreconditions.bearerToken(request)
            expected = request.header("If-Match") == nil ? nil : try EditPreconditions.expectedVersion(request)
        } catch {
            return responder.fail(error)
        }
        let repository = repository
        submit(responder) { (completion) throws(ConfigStoreError) in
            try repository.delete(slug: slug, token: token, expectedVersion: expected, completion: completion)
        } success: { _ in
            .empty(.noContent)
        }
    }

    /// `POST /api/configs/{slug}/fork {"name", "version"?}` → 201 with the fork's own edit token (an
    /// `Idempotency-Key` as for a create).
    ///
    /// Without `version` the latest is read first, so the answer can name the exact parent version.
    func fork(_ request: Request, _ responder: Responder) {
        let slug: String
        let draft: ForkDraft
        let key: IdempotencyKey?
        do {
            slug = try Self.slug(request)
            try admitSave(request)
            key = try EditPreconditions.idempotencyKey(request)
            draft = try ConfigRequestBody.forkDraft(request, settings: settings)
        } catch {
            return responder.fail(error)
        }
        guard let version = draft.version else {
            do {
                try repository.latest(slug: slug) { [self] result in
                    responder.eventLoop.execute { [self] in
                        switch result {
                        case .success(let latest):
                            forkVersion(slug: slug, version: latest.version, name: draft.name, key: key, responder)
                        case .failure(let error):
                            responder.fail(error.httpError)
                        }
                    }
                }
            } catch {
                responder.fail(error.httpError)
            }
            return
        }
        forkVersion(slug: slug, version: version, name: draft.name, key: key, responder)
    }

    private func forkVersion(slug: String, version: Int, name: String, key: IdempotencyKey?, _ responder: Responder) {
        let repository = repository
        let parent = ConfigReference(slug: slug, version: version)
        submit(responder) { (completion) throws(ConfigStoreError) in
            // A fork is a new save: unlisted until its owner makes it public.
            try repository.fork(
                slug: slug, version: version, name: name, visibility: .unlisted, key: key, completion: completion)
        } success: { created in
            Self.created(created, name: name, parent: parent, visibility: .unlisted)
        }
    }

    /// 201 with `Location: /api/configs/{slug}`; `no-store`, because the body holds the edit token.
    private static func created(
        _ created: CreatedConfig, name: String, parent: ConfigReference?, visibility: ConfigVisibility
    ) -> Response {
        var response = json(
            ConfigJSON.created(created, name: name, parent: parent, visibility: visibility), status: .created,
            cacheControl: "no-store")
        response.headers.set("Location", ConfigJSON.apiURL(created.slug))
        response.headers.set("ETag", ConfigETag.tag(created.version))
        if created.replayed { response.headers.set("Idempotent-Replayed", "true") }
        return response
    }
}
