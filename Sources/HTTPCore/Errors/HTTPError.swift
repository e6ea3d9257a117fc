/// An error answered with a status and the project's JSON error body (DESIGN.md, "HTTP API").
///
/// ```json
/// {"error": {"code": "invalid-config", "message": "The config has 2 problems.",
///            "details": [{"pointer": "/indicator/weight", "message": "must be between 0.5 and 40"}]}}
/// ```
///
/// ``response`` is the one place that body is produced. Handlers throw (or pass to
/// `Responder.fail`) an `HTTPError`, an error conforming to ``HTTPErrorConvertible``, or any other
/// error, which becomes a 500 whose message does not leak internals.
public struct HTTPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One problem with a part of the request, located by a JSON pointer (RFC 6901).
    public struct Detail: Sendable, Equatable {
        public var pointer: String
        public var message: String

        public init(pointer: String, message: String) {
            self.pointer = pointer
            self.message = message
        }
    }

    public var status: HTTPStatus
    /// A stable, machine-readable code (`not-found`, `invalid-config`).
    public var code: String
    /// A sentence for a person.
    public var message: String
    public var details: [Detail]
    /// Extra header fields for the response (`Allow`, `Retry-After`, `WWW-Authenticate`).
    public var headers: HTTPHeaders

    public init(
        _ status: HTTPStatus, code: String, message: String, details: [Detail] = [], headers: HTTPHeaders = [:]
    ) {
        self.status = status
        self.code = code
        self.message = message
        self.details = details
        self.headers = headers
    }

    /// Renders any error: an `HTTPError` as itself, an ``HTTPErrorConvertible`` through its
    /// conversion, anything else as 500 `internal-error`.
    public init(_ error: any Error) {
        if let error = error as? HTTPError {
            self = error
        } else if let convertible = error as? any HTTPErrorConvertible {
            self = convertible.httpError
        } else {
            self = .internalFailure
        }
    }

    public var description: String { "\(status.code) \(code): \(message)" }

    /// The response carrying this error's JSON body.
    public var response: Response {
        var body: [UInt8] = []
        body.reserveCapacity(96 + message.utf8.count)
        body.append(contentsOf: Array(#"{"error":{"code":"#.utf8))
        JSONText.appendString(code, to: &body)
        body.append(contentsOf: Array(#","message":"#.utf8))
        JSONText.appendString(message, to: &body)
        body.append(contentsOf: Array(#","details":["#.utf8))
        for (index, detail) in details.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(contentsOf: Array(#"{"pointer":"#.utf8))
            JSONText.appendString(detail.pointer, to: &body)
            body.append(contentsOf: Array(#","message":"#.utf8))
            JSONText.appendString(detail.message, to: &body)
            body.append(UInt8(ascii: "}"))
        }
        body.append(contentsOf: Array("]}}".utf8))
        var headers = headers
        headers.set("Content-Type", "application/json")
        headers.set("Cache-Control", "no-store")
        return Response(status: status, headers: headers, body: body)
    }
}

/// A domain error that knows how it is answered over HTTP (validation errors, store conflicts).
public protocol HTTPErrorConvertible: Error {
    var httpError: HTTPError { get }
}

extension HTTPError {
    public static func badRequest(_ message: String, details: [Detail] = []) -> HTTPError {
        HTTPError(.badRequest, code: "bad-request", message: message, details: details)
    }

    public static func notFound(_ message: String = "Nothing here.") -> HTTPError {
        HTTPError(.notFound, code: "not-found", message: message)
    }

    /// 405 with `Allow` listing `allowed` (RFC 9110 §15.5.6).
    public static func methodNotAllowed(allowed: [HTTPMethod]) -> HTTPError {
        let list = allowed.map(\.rawValue).joined(separator: ", ")
        return HTTPError(
            .methodNotAllowed, code: "method-not-allowed", message: "Allowed methods: \(list).",
            headers: ["Allow": list])
    }

    /// 400 `duplicate-parameter`: the query names `name` more than once (docs/http.md, "Query strings").
    public static func duplicateParameter(_ name: String) -> HTTPError {
        let shown = name.utf8.count > 32 ? String(decoding: Array(name.utf8.prefix(32)), as: UTF8.self) + "…" : name
        return HTTPError(
            .badRequest, code: "duplicate-parameter",
            message: "The query names \"\(shown)\" more than once; give each parameter once.",
            details: [Detail(pointer: "/" + shown, message: "given more than once")])
    }

    /// The answer to a request the parser refused.
    public static func parse(_ error: HTTPParseError) -> HTTPError {
        HTTPError(error.status, code: error.code, message: error.reason)
    }

    public static let serviceUnavailable = HTTPError(
        .serviceUnavailable, code: "unavailable", message: "The server is shutting down or overloaded.")

    /// The answer to a failure the server does not describe further.
    public static let internalFailure = HTTPError(
        .internalServerError, code: "internal-error", message: "The server failed to answer.")

    public static let timeout = HTTPError(
        .gatewayTimeout, code: "timeout", message: "The server did not answer in time.")
}
