import Synchronization

/// Moves the pool's WAL checkpoints off the writer: the writer's commit hook reports the log's size,
/// and once it reaches ``threshold`` frames a passive checkpoint is queued for the checkpointer
/// thread, which has its own connection.
///
/// SQLite's default runs the checkpoint inside the `COMMIT` that crosses 1000 frames, so every
/// few hundred saves one save also waited for the copy into the database file and its fsync (about
/// 4 ms here, against 2 ms for a save). A passive checkpoint takes no lock that a writer needs, so
/// commits go on while it copies. At most one checkpoint is queued at a time.
///
/// The log starts again from its beginning only when a checkpoint has copied all of it; under
/// writes that never pause, each pass of the thread finds new frames behind it and the log would
/// grow without end. So at ``catchUpThreshold`` frames the writer stops handing checkpoints to the
/// thread and runs one itself after its commit, as SQLite would have: no frame can arrive while it
/// copies, so that one copies everything. Saves pay for a checkpoint only then, under a load that
/// keeps the writer busy without a break.
final class Checkpointer: Sendable {
    /// Log frames after a commit at which a checkpoint is queued for the thread.
    let threshold: Int
    /// Log frames after a commit at which the writer checkpoints itself.
    let catchUpThreshold: Int
    let queue: JobQueue<Database>
    private let runs = Atomic<Int>(0)
    private let writerRuns = Atomic<Int>(0)
    private let copied = Atomic<Int>(0)
    private let failures = Atomic<Int>(0)
    private let lastError = Mutex<DatabaseError?>(nil)

    init(threshold: Int) {
        precondition(threshold > 0, "a checkpoint threshold is at least one frame")
        self.threshold = threshold
        let (catchUp, overflow) = threshold.multipliedReportingOverflow(by: 4)
        catchUpThreshold = overflow ? .max : catchUp
        queue = JobQueue<Database>(name: "checkpointer", capacity: 1)
    }

    /// Called on the writer thread after every commit of `db` with the frames now in its log.
    func committed(logFrames: Int, on db: Database) {
        if logFrames >= catchUpThreshold {
            run(on: db, byWriter: true)
            return
        }
        // The writer is the queue's only producer, so a checkpoint found not waiting stays so until the
        // push below: no closure is made for commits while one waits.
        guard logFrames >= threshold, queue.count == 0 else { return }
        do {
            try queue.push { [self] db in run(on: db, byWriter: false) }
        } catch {
            // Closed: the pool is shutting down and its last connection checkpoints on close.
        }
    }

    private func run(on db: Database, byWriter: Bool) {
        do throws(DatabaseError) {
            let outcome = try db.checkpoint()
            runs.add(1, ordering: .relaxed)
            if byWriter { writerRuns.add(1, ordering: .relaxed) }
            copied.add(outcome.checkpointedFrames, ordering: .relaxed)
        } catch ResultCode.SQLITE_BUSY {
            // The thread is still copying: the writer tries again after its next commit.
        } catch {
            // Not fatal: the log keeps growing and the next commit over the threshold tries again.
            failures.add(1, ordering: .relaxed)
            lastError.withLock { $0 = error }
        }
    }

    /// What the checkpoints have done so far.
    var statistics: DatabasePool.CheckpointStatistics {
        DatabasePool.CheckpointStatistics(
            runs: runs.load(ordering: .relaxed), writerRuns: writerRuns.load(ordering: .relaxed),
            checkpointedFrames: copied.load(ordering: .relaxed), failures: failures.load(ordering: .relaxed),
            lastError: lastError.withLock { $0 })
    }
}
