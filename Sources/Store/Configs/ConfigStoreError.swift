/// Why a ``ConfigRepository`` operation failed.
///
/// HTTP status for each case (the routes map them in one place; see docs/store.md):
///
/// | case | status |
/// |---|---|
/// | ``notFound(slug:)``, ``versionNotFound(slug:version:)`` | 404 |
/// | ``wrongToken(slug:)`` | 403 (a missing token is the route's 401) |
/// | ``versionConflict(slug:expected:current:)`` | 412 |
/// | ``keyReused(slug:)`` | 422 |
/// | ``invalidArgument(name:message:)`` | 400 |
/// | ``overloaded(queue:capacity:)``, ``closed``, ``database(_:)`` with `SQLITE_BUSY`, unavailable ``postgres(_:)`` | 503 |
/// | ``database(_:)``, ``postgres(_:)``, ``crypto(_:)`` | 500 |
public enum ConfigStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No config has this slug, or it was deleted.
    case notFound(slug: String)
    /// The config exists but has no version `version`.
    case versionNotFound(slug: String, version: Int)
    /// The presented edit token is not this config's.
    case wrongToken(slug: String)
    /// Someone saved since the caller's `expected` version; `current` is the latest now.
    case versionConflict(slug: String, expected: Int, current: Int)
    /// A create or fork's ``IdempotencyKey`` already saved config `slug`, with other contents.
    case keyReused(slug: String)
    /// A caller-supplied argument is unusable: `name` is `cursor`, `limit`, `query` or `version`.
    case invalidArgument(name: String, message: String)
    /// The database queue is full; try again later.
    case overloaded(queue: String, capacity: Int)
    /// The repository was closed.
    case closed
    /// SQLite failed.
    case database(DatabaseError)
    /// PostgreSQL failed (``PostgresError/isUnavailable``: the server is unreachable or restarting, 503).
    case postgres(PostgresError)
    /// libcrypto failed to produce random bytes or a digest.
    case crypto(CryptoError)

    public var description: String {
        switch self {
        case .notFound(let slug): "no config \(slug)"
        case .versionNotFound(let slug, let version): "config \(slug) has no version \(version)"
        case .wrongToken(let slug): "the edit token does not match config \(slug)"
        case .versionConflict(let slug, let expected, let current):
            "config \(slug) is at version \(current), not \(expected): it was saved in between"
        case .keyReused(let slug): "the idempotency key already saved config \(slug), with other contents"
        case .invalidArgument(let name, let message): "\(name): \(message)"
        case .overloaded(let queue, let capacity): "database \(queue) queue is full (\(capacity) waiting)"
        case .closed: "the config store is closed"
        case .database(let error): error.description
        case .postgres(let error): error.description
        case .crypto(let error): error.description
        }
    }
}

extension ConfigStoreError: DatabaseErrorConvertible {
    public init(databaseError: DatabaseError) {
        self = .database(databaseError)
    }

    public init(poolError: DatabasePoolError) {
        switch poolError {
        case .overloaded(let queue, let capacity): self = .overloaded(queue: queue, capacity: capacity)
        case .closed: self = .closed
        }
    }
}
