import HTTPCore

/// Why a session request was refused.
struct SessionError: Error, HTTPErrorConvertible {
    let httpError: HTTPError

    static let notFound = SessionError(httpError: .notFound("No live session has this id; it may have expired."))

    /// The server is shutting down; another instance (or this one, restarted) takes new sessions.
    static let draining = SessionError(
        httpError: HTTPError(
            .serviceUnavailable, code: "unavailable",
            message: "This server is shutting down; start the session again and another one will take it.",
            headers: ["Retry-After": "1"]))

    /// 403: steering (input, end) needs the session's input token, which only its creator was given.
    static let inputTokenRequired = SessionError(
        httpError: HTTPError(
            .forbidden, code: "input-token-required",
            message: "Steering a session needs its input token (X-Input-Token); watching needs only the id."))

    static func tooMany(_ message: String, retryAfter: Int) -> SessionError {
        SessionError(
            httpError: HTTPError(
                .tooManyRequests, code: "too-many-requests", message: message,
                headers: ["Retry-After": String(max(retryAfter, 1))]))
    }

    static func bodyTooLarge(limit: Int) -> SessionError {
        SessionError(
            httpError: HTTPError(
                .contentTooLarge, code: "too-large", message: "The body is larger than \(limit / 1024) KiB."))
    }
}
