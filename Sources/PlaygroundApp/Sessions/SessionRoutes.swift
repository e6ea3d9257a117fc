import HTTPCore
import HTTPServer
import PagerEngine
import Store

/// The live-session API (docs/api.md, "Sessions"): create, stream, input, end.
enum SessionRoutes {
    static func register(in router: inout HTTPRouter, context: PlaygroundContext) {
        let sessions = context.sessions
        let repository = context.repository
        router.on(
            .post, "/api/sessions",
            deferred: { request, responder in
                create(request, responder: responder, sessions: sessions, repository: repository)
            })
        router.on(
            .get, "/api/sessions/{id}/events",
            deferred: { request, responder in
                guard let session = sessions.session(request.parameters["id"] ?? "") else {
                    return responder.fail(SessionError.notFound)
                }
                let stream = responder.startEventStream(EventStreamOptions(retry: 1_000))
                session.run { session.watch(stream) }
            })
        router.on(
            .post, "/api/sessions/{id}/input",
            deferred: { request, responder in
                guard let session = sessions.session(request.parameters["id"] ?? "") else {
                    return responder.fail(SessionError.notFound)
                }
                guard request.body.count <= sessions.limits.maximumBodySize else {
                    return responder.fail(SessionError.bodyTooLarge(limit: sessions.limits.maximumBodySize))
                }
                session.run { responder.respond(session.input(request)) }
            })
        router.on(
            .delete, "/api/sessions/{id}",
            deferred: { request, responder in
                guard let session = sessions.session(request.parameters["id"] ?? "") else {
                    return responder.fail(SessionError.notFound)
                }
                session.run {
                    session.end(reason: "deleted")
                    responder.respond(.empty())
                }
            })
    }

    /// `POST /api/sessions`: from a config or a saved slug, with a viewport.
    private static func create(
        _ request: Request, responder: Responder, sessions: SessionRegistry, repository: ConfigRepository
    ) {
        let address = String(request.remoteIP)
        let body: JSONObject
        let viewport: Viewport
        do {
            guard request.body.count <= sessions.limits.maximumBodySize else {
                throw SessionError.bodyTooLarge(limit: sessions.limits.maximumBodySize)
            }
            body = try RequestBody.object(request, allowedKeys: ["config", "slug", "version", "viewport"])
            viewport = try SessionRequest.viewport(body["viewport"])
        } catch {
            return responder.fail(error)
        }
        let start: @Sendable (PagerConfig) -> Void = { config in
            do {
                let session = try sessions.create(config: config, viewport: viewport, address: address)
                session.run { responder.respond(SessionRequest.created(session)) }
            } catch {
                responder.fail(error)
            }
        }
        if let config = body["config"] {
            guard body["slug"] == nil, body["version"] == nil else {
                return responder.fail(
                    HTTPError.badRequest(
                        "Give either a config or a slug, not both.",
                        details: [HTTPError.Detail(pointer: "/slug", message: "not allowed with config")]))
            }
            do {
                start(try ConfigResolver(pointerPrefix: JSONPointer(["config"])).resolve(config))
            } catch {
                responder.fail(error)
            }
            return
        }
        guard let slug = body["slug"]?.stringValue else {
            return responder.fail(
                HTTPError.badRequest(
                    "Give a config or the slug of a saved config.",
                    details: [HTTPError.Detail(pointer: "/config", message: "a config or a slug is required")]))
        }
        var version: Int?
        if let value = body["version"], !value.isNull {
            guard let number = value.numberValue, number == number.rounded(), number >= 1, number < 1e9 else {
                return responder.fail(
                    HTTPError.badRequest(
                        "The version must be a whole number from 1.",
                        details: [HTTPError.Detail(pointer: "/version", message: "expected a version number")]))
            }
            version = Int(number)
        }
        guard Slug.isWellFormed(slug) else {
            return responder.fail(HTTPError.notFound("No saved config has this slug."))
        }
        let completion: @Sendable (Result<StoredConfig, ConfigStoreError>) -> Void = { result in
            switch result {
            case .success(let stored):
                do {
                    start(try ConfigResolver().resolve(bytes: Array(stored.configJSON.utf8)))
                } catch {
                    responder.fail(HTTPError(.internalServerError, code: "stored-config", message: "\(error)"))
                }
            case .failure(let error):
                responder.fail(error.httpError)
            }
        }
        do {
            try repository.config(slug: slug, version: version, completion: completion)
        } catch {
            responder.fail(error.httpError)
        }
    }
}

/// Parsing and answering session creation requests.
enum SessionRequest {
    /// The viewport of a creation body; absent → iPhone 15 Pro.
    static func viewport(_ value: JSONValue?) throws(ConfigProblems) -> Viewport {
        guard let value, !value.isNull else { return .iPhone15Pro }
        var body = JSONObject()
        body["t"] = .number(0)
        body["type"] = .string("viewport")
        for member in value.objectValue ?? [:] { body[member.key] = member.value }
        if value.objectValue == nil {
            throw ConfigProblems([
                ConfigProblem(
                    pointer: JSONPointer(["viewport"]), code: .wrongType,
                    message: "expected {\"width\", \"height\", \"safeArea\"}, got \(value.plainDescription)")
            ])
        }
        do {
            let batch = try InputBatchDecoder().decode(
                .array([.object(body)]), at: JSONPointer(), document: .object([:]), config: PagerConfig())
            guard case .viewport(let viewport) = batch.inputs.first?.input else { return .iPhone15Pro }
            return viewport
        } catch {
            // Problems point at /0/width; the body calls it /viewport/width.
            throw ConfigProblems(
                error.problems.map { problem in
                    var problem = problem
                    problem.pointer = JSONPointer(["viewport"] + problem.pointer.tokens.dropFirst())
                    return problem
                })
        }
    }

    static func created(_ session: Session) -> Response {
        var json = JSONWriter(capacity: 2_048)
        json.beginObject()
        json.key("id")
        json.string(session.id)
        json.key("events")
        json.string("/api/sessions/\(session.id)/events")
        json.key("input")
        json.string("/api/sessions/\(session.id)/input")
        json.key("config")
        json.raw(session.normalizedConfig)
        json.endObject()
        var response = Response.json(json.bytes, status: .created)
        response.headers.set("Location", "/api/sessions/\(session.id)")
        return response
    }
}
