/// Why a ``DatabasePool`` refused to take a job.
public enum DatabasePoolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The queue already holds `capacity` waiting jobs; the caller should shed load (HTTP 503).
    case overloaded(queue: String, capacity: Int)
    /// ``DatabasePool/close()`` was called.
    case closed

    public var description: String {
        switch self {
        case .overloaded(let queue, let capacity):
            "database \(queue) queue is full (\(capacity) jobs waiting); try again later"
        case .closed:
            "database pool is closed"
        }
    }
}

extension DatabaseErrorConvertible {
    /// Represents a refused job as a ``DatabaseError``: `SQLITE_BUSY` when overloaded, `SQLITE_MISUSE` when closed.
    ///
    /// Error types with their own overload case (such as ``ConfigStoreError``) provide their own.
    public init(poolError: DatabasePoolError) {
        let code: ResultCode =
            switch poolError {
            case .overloaded: .SQLITE_BUSY
            case .closed: .SQLITE_MISUSE
            }
        self.init(
            databaseError: DatabaseError(resultCode: code, message: poolError.description, function: "DatabasePool"))
    }
}
