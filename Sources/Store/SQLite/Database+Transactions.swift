/// How a transaction takes its locks.
///
/// Related SQLite documentation: <https://www.sqlite.org/lang_transaction.html>
public enum TransactionKind: String, Sendable {
    /// Takes a read snapshot at the first read and the write lock at the first write.
    case deferred = "DEFERRED"
    /// Takes the write lock at `BEGIN`, so a read-check-write sequence cannot be interleaved.
    case immediate = "IMMEDIATE"
    /// Like immediate in WAL mode.
    case exclusive = "EXCLUSIVE"
}

extension Database {
    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    ///
    /// With `synchronous=FULL` in WAL mode, the changes are on disk when this returns.
    ///
    /// - Throws: what `body` throws, or a failed `BEGIN`/`COMMIT` wrapped into `E`.
    public func inTransaction<T, E: DatabaseErrorConvertible>(
        _ kind: TransactionKind = .deferred, _ body: () throws(E) -> T
    ) throws(E) -> T {
        do {
            try cachedStatement("BEGIN \(kind.rawValue) TRANSACTION").execute()
        } catch {
            throw E(databaseError: error)
        }
        let result: T
        do {
            result = try body()
        } catch {
            rollback()
            throw error
        }
        do {
            try cachedStatement("COMMIT TRANSACTION").execute()
        } catch {
            rollback()
            throw E(databaseError: error)
        }
        return result
    }

    /// Rolls back the open transaction, if any; SQLite may already have rolled back on some errors.
    private func rollback() {
        guard isInsideTransaction else { return }
        try? cachedStatement("ROLLBACK TRANSACTION").execute()
    }
}
