/// Why a request could not be parsed, with the status to answer it with.
///
/// Every parse error ends the connection: after a malformed or over-limit request the parser cannot
/// know where the next one starts (RFC 9112 §2.2, §6.3).
public struct HTTPParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        case malformed
        case headTooLarge
        case tooManyHeaders
        case targetTooLong
        case bodyTooLarge
        case methodNotImplemented
        case transferCodingNotImplemented
        case versionNotSupported
        case expectationFailed
    }

    public var kind: Kind
    /// A sentence saying what was wrong, for the error body and the log.
    public var reason: String

    public init(_ kind: Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }

    /// The response status for this error.
    public var status: HTTPStatus {
        switch kind {
        case .malformed: .badRequest
        case .headTooLarge, .tooManyHeaders: .requestHeaderFieldsTooLarge
        case .targetTooLong: .uriTooLong
        case .bodyTooLarge: .contentTooLarge
        case .methodNotImplemented, .transferCodingNotImplemented: .notImplemented
        case .versionNotSupported: .httpVersionNotSupported
        case .expectationFailed: .expectationFailed
        }
    }

    /// The machine-readable code used in the JSON error body.
    public var code: String {
        switch kind {
        case .malformed: "bad-request"
        case .headTooLarge: "head-too-large"
        case .tooManyHeaders: "too-many-headers"
        case .targetTooLong: "uri-too-long"
        case .bodyTooLarge: "body-too-large"
        case .methodNotImplemented: "method-not-implemented"
        case .transferCodingNotImplemented: "transfer-coding-not-implemented"
        case .versionNotSupported: "http-version-not-supported"
        case .expectationFailed: "expectation-failed"
        }
    }

    public var description: String { "\(status.code) \(reason)" }

    static func malformed(_ reason: String) -> HTTPParseError { HTTPParseError(.malformed, reason) }
}
