import HTTPCore
import Store

extension ConfigStoreError {
    /// The answer for this error (docs/store.md, "Errors and HTTP statuses"); the one place the routes map
    /// store errors. 500s are logged with their description (which never holds tokens or user text).
    var httpError: HTTPError {
        switch self {
        case .notFound:
            return .notFound("No saved config has this address; it may have been deleted.")
        case .versionNotFound(_, let version):
            return .notFound("This config has no version \(version).")
        case .wrongToken:
            return HTTPError(.forbidden, code: "forbidden", message: "This edit token does not belong to this config.")
        case .versionConflict(_, let expected, let current):
            return HTTPError(
                .preconditionFailed, code: "version-conflict",
                message: "Version \(current) was saved after version \(expected); load it and edit that.",
                headers: ["ETag": ConfigETag.tag(current)])
        case .keyReused:
            return HTTPError(
                .unprocessableContent, code: "idempotency-key-reused",
                message: "This Idempotency-Key was used for a different save; use a new key for a new save.")
        case .invalidArgument(let name, let message):
            return HTTPError.badRequest(
                "The \(name) parameter is not usable: \(message).",
                details: [HTTPError.Detail(pointer: "/\(name)", message: message)])
        case .overloaded, .closed:
            return Self.unavailable
        case .database(let error) where error.resultCode == .SQLITE_BUSY:
            ConfigLog.error("config store busy: \(error.description)")
            return Self.unavailable
        case .postgres(let error) where error.isUnavailable:
            ConfigLog.error("config store unavailable: \(error.description)")
            return Self.unavailable
        case .database, .postgres, .crypto:
            ConfigLog.error("config store failed: \(description)")
            return HTTPError(.internalServerError, code: "internal-error", message: "The config store failed.")
        }
    }

    /// 503 with `Retry-After: 1`: the store's queue is full or it is shutting down.
    static let unavailable = HTTPError(
        .serviceUnavailable, code: "unavailable", message: "The config store is busy; try again in a moment.",
        headers: ["Retry-After": "1"])
}

/// The entity tag of a config version: `"3"` (RFC 9110 §8.8.3), compared with `If-Match`.
enum ConfigETag {
    static func tag(_ version: Int) -> String { "\"\(version)\"" }
}
