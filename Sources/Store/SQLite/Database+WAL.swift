internal import CSQLite

/// What one checkpoint found and did (`sqlite3_wal_checkpoint_v2`).
public struct CheckpointOutcome: Sendable, Equatable {
    /// Frames in the write-ahead log when the checkpoint ran.
    public var logFrames: Int
    /// Of those, frames now copied into the database file (all of them unless a reader held an older snapshot).
    public var checkpointedFrames: Int

    public init(logFrames: Int, checkpointedFrames: Int) {
        self.logFrames = logFrames
        self.checkpointedFrames = checkpointedFrames
    }
}

/// Holds the Swift closure that the C commit hook calls; the connection keeps it alive.
final class CommitObserver {
    let onCommit: (Int) -> Void

    init(onCommit: @escaping (Int) -> Void) {
        self.onCommit = onCommit
    }
}

extension Database {
    /// Calls `onCommit` with this connection and the number of frames in the write-ahead log after
    /// every commit of this connection, on the committing thread, and turns off SQLite's automatic
    /// checkpoint on commit.
    ///
    /// SQLite's own automatic checkpoint is a commit hook too (`sqlite3_wal_autocheckpoint` registers
    /// one), so this replaces it: SQLite no longer checkpoints inside `COMMIT` by itself, and whoever
    /// observes the log size decides when and where checkpoints run. `onCommit` runs after the
    /// transaction is durable and its write lock released, before `COMMIT` returns; it may checkpoint
    /// this connection, as SQLite's own hook does.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/c3ref/wal_hook.html>
    public func observeCommits(_ onCommit: @escaping (Database, Int) -> Void) {
        // Unowned: the connection owns the observer, and only its own commits call it.
        let observer = CommitObserver { [unowned self] frames in onCommit(self, frames) }
        commitObserver = observer
        sqlite3_wal_hook(
            handle,
            { context, _, _, frames in
                guard let context else { return SQLITE_OK }
                Unmanaged<CommitObserver>.fromOpaque(context).takeUnretainedValue().onCommit(Int(frames))
                return SQLITE_OK
            }, Unmanaged.passUnretained(observer).toOpaque())
    }

    /// Copies what it can of the write-ahead log into the database file without waiting for any lock
    /// (`SQLITE_CHECKPOINT_PASSIVE`): a writer may commit meanwhile and readers keep their snapshots.
    ///
    /// With `synchronous=FULL` the log is synced before and the database file after the copy.
    ///
    /// - Throws: ``DatabaseError`` from `sqlite3_wal_checkpoint_v2`.
    public func checkpoint() throws(DatabaseError) -> CheckpointOutcome {
        try ensureOpen(sql: nil, function: "sqlite3_wal_checkpoint_v2")
        var logFrames: Int32 = 0
        var checkpointedFrames: Int32 = 0
        let code = sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_PASSIVE, &logFrames, &checkpointedFrames)
        try check(code, function: "sqlite3_wal_checkpoint_v2")
        return CheckpointOutcome(logFrames: Int(logFrames), checkpointedFrames: Int(checkpointedFrames))
    }
}
