import HTTPCore
import HTTPServer
import PagerEngine
import Store

/// The live-session API (docs/api.md, "Sessions"): create, stream, input, end.
///
/// The id is enough to watch (`GET …/events`); steering (`POST …/input`, `DELETE`) and asking what a click
/// would start (`GET …/what-if`, which costs a token of the input bucket) also need the
/// input token the creation answer carries, in `X-Input-Token`, or 403.
enum SessionRoutes {
    static func register(in router: inout HTTPRouter, context: PlaygroundContext) {
        let sessions = context.sessions
        let repository = context.repository
        let proxies = context.configuration.trustedProxies
        router.on(
            .post, "/api/sessions",
            deferred: { request, responder in
                create(
                    request, address: ClientAddress.rateLimitKey(proxies.clientIP(of: request)), responder: responder,
                    sessions: sessions,
                    repository: repository)
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
                guard let session = steered(request, sessions: sessions, responder: responder) else { return }
                guard request.body.count <= sessions.limits.maximumBodySize else {
                    return responder.fail(SessionError.bodyTooLarge(limit: sessions.limits.maximumBodySize))
                }
                session.run { session.input(request) { responder.respond($0) } }
            })
        router.on(
            .get, "/api/sessions/{id}/what-if",
            deferred: { request, responder in
                guard let session = steered(request, sessions: sessions, responder: responder) else { return }
                session.run { session.whatIf(request) { responder.respond($0) } }
            })
        router.on(
            .delete, "/api/sessions/{id}",
            deferred: { request, responder in
                guard let session = steered(request, sessions: sessions, responder: responder) else { return }
                session.run {
                    session.end(reason: "deleted")
                    responder.respond(.empty())
                }
            })
    }

    /// The session a steering request names, if it exists and the request carries its input token;
    /// otherwise nil, the request answered 404 or 403.
    private static func steered(_ request: Request, sessions: SessionRegistry, responder: Responder) -> Session? {
        guard let session = sessions.session(request.parameters["id"] ?? "") else {
            responder.fail(SessionError.notFound)
            return nil
        }
        guard session.inputToken.isPresented(in: request) else {
            responder.fail(SessionError.inputTokenRequired)
            return nil
        }
        return session
    }

    /// `POST /api/sessions`: from a config or a saved slug, with a view and a viewport, for the client at `address`
    /// (its IPv4 address or IPv6 /64, ``ClientAddress/rateLimitKey(_:)``, for the per-address limit).
    ///
    /// Every problem of the body — unknown keys, the view, the viewport, the config or the slug and
    /// version — is listed at once, each with its pointer. The `view` applies over the config's own
    /// (an old config's `appearance`, or a saved config's suggested view).
    private static func create(
        _ request: Request, address: String, responder: Responder, sessions: SessionRegistry,
        repository: ConfigRepository
    ) {
        let settings = SessionRequest.configSettings
        let body: JSONObject
        var details: [HTTPError.Detail]
        do {
            guard request.body.count <= sessions.limits.maximumBodySize else {
                throw SessionError.bodyTooLarge(limit: sessions.limits.maximumBodySize).httpError
            }
            (body, details) = try ConfigRequestBody.jsonObject(
                request, allowedKeys: ["config", "slug", "version", "view", "viewport", "page"], settings: settings)
        } catch {
            return responder.fail(error)
        }
        func add(_ problems: ConfigProblems) {
            details += problems.problems.map { HTTPError.Detail(pointer: $0.pointer.description, message: $0.message) }
        }
        var viewport = Viewport.iPhone15Pro
        do {
            viewport = try SessionRequest.viewport(body["viewport"])
        } catch {
            add(error)
        }
        let view = body["view"]
        do {
            _ = try ViewResolver().resolve(view)
        } catch {
            add(error)
        }
        let page = SessionRequest.page(body["page"], details: &details)
        let start: @Sendable (PagerConfig) -> Void = { [viewport] resolved in
            var config = resolved
            do {
                config.appearance = try ViewResolver().resolve(view, over: config.appearance)
            } catch {
                return responder.fail(error)
            }
            if let problems = sessions.fonts?.problems(in: config, at: JSONPointer(["config"])) {
                return responder.fail(problems)
            }
            do {
                let session = try sessions.create(config: config, viewport: viewport, address: address, page: page)
                session.run { responder.respond(SessionRequest.created(session)) }
            } catch {
                responder.fail(error)
            }
        }
        if let config = body["config"], !config.isNull {
            for key in ["slug", "version"] where body[key] != nil {
                details.append(HTTPError.Detail(pointer: "/\(key)", message: "not allowed with config"))
            }
            let resolved: PagerConfig?
            do {
                resolved = try ConfigRequestBody.config(config, settings: settings, details: &details)
            } catch {
                return responder.fail(error)
            }
            guard details.isEmpty, let resolved else { return responder.fail(ConfigRequestBody.invalid(details)) }
            start(resolved)
            return
        }
        let slug = SessionRequest.slug(body["slug"], details: &details)
        let version = ConfigRequestBody.optionalVersion(body["version"], details: &details)
        guard details.isEmpty, let slug else { return responder.fail(ConfigRequestBody.invalid(details)) }
        guard Slug.isWellFormed(slug) else {
            return responder.fail(HTTPError.notFound("No saved config has this slug."))
        }
        let completion: @Sendable (Result<StoredConfig, ConfigStoreError>) -> Void = { result in
            switch result {
            case .success(let stored):
                do {
                    start(try SavedConfig.resolved(stored))
                } catch {
                    responder.fail(error)
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
    /// The save routes' limits on a config (64 KiB as compact JSON) and their migrations.
    static let configSettings = ConfigAPISettings()
    private static let viewportKeys = ["width", "height", "safeArea"]

    /// The viewport of a creation body; absent → iPhone 15 Pro.
    static func viewport(_ value: JSONValue?) throws(ConfigProblems) -> Viewport {
        guard let value, !value.isNull else { return .iPhone15Pro }
        guard let members = value.objectValue else {
            throw ConfigProblems([
                ConfigProblem(
                    pointer: JSONPointer(["viewport"]), code: .wrongType,
                    message: "expected {\"width\", \"height\", \"safeArea\"}, got \(value.plainDescription)")
            ])
        }
        // The viewport is decoded as a `viewport` input event; its own keys only, so that `type` or `t`
        // in the body are problems rather than parts of that event.
        let unknown = members.keys.filter { !viewportKeys.contains($0) }
        guard unknown.isEmpty else {
            throw ConfigProblems(
                unknown.map { key in
                    ConfigProblem(
                        pointer: JSONPointer(["viewport", key]), code: .unknownKey,
                        message: "unknown key \"\(key)\"; a viewport has width, height and safeArea")
                })
        }
        var body = members
        body["t"] = .number(0)
        body["type"] = .string("viewport")
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

    /// The optional `page` a session starts on instead of the config's default page (a replacement
    /// session resumes where the last one was): a whole number from 0, clamped to the pages as
    /// `pager.defaultPage` is.
    static func page(_ value: JSONValue?, details: inout [HTTPError.Detail]) -> Int? {
        guard let value, !value.isNull else { return nil }
        guard let page = ConfigRequestBody.wholeNumber(value, from: 0) else {
            details.append(
                HTTPError.Detail(
                    pointer: "/page", message: "expected a page number from 0, got \(value.plainDescription)"))
            return nil
        }
        return page
    }

    /// The `slug` of a creation body without a config, or nil after adding its problem to `details`.
    static func slug(_ value: JSONValue?, details: inout [HTTPError.Detail]) -> String? {
        switch value {
        case .string(let slug)?:
            return slug
        case nil, .null?:
            details.append(HTTPError.Detail(pointer: "/config", message: "a config or a slug is required"))
        case let other?:
            details.append(
                HTTPError.Detail(
                    pointer: "/slug", message: "expected the slug of a saved config, got \(other.plainDescription)"))
        }
        return nil
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
        json.key("inputToken")
        json.string(session.inputToken.value)
        json.key("config")
        json.raw(session.normalizedConfig)
        json.key("view")
        json.raw(session.view)
        json.key("opening")
        session.writeOpening(into: &json)
        json.endObject()
        var response = Response.json(json.bytes, status: .created)
        response.headers.set("Location", "/api/sessions/\(session.id)")
        return response
    }
}
