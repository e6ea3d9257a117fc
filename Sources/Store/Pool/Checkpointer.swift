import Synchronization

/// Moves the pool's WAL checkpoints off the writer: the writer's commit hook reports the log's size,
/// and once it reaches ``threshold`` frames a passive checkpoint is queued for the checkpointer
/// thread, which has its own connection.
///
/// SQLite's default runs the checkpoint inside the `COMMIT` that crosses 1000 frames, so every
/// few hundred saves one save also waited for the copy into the database file and its fsync (about
/// 4 ms here, against 2 ms for a save). A passive checkpoint takes no lock that a writer needs, so
/// commits go on while it copies. At most one checkpoint is queued at a time.
final class Checkpointer: Sendable {
    /// Log frames after a commit at which a checkpoint is queued.
    let threshold: Int
    let queue: JobQueue
    private let isQueued = Atomic<Bool>(false)
    private let runs = Atomic<Int>(0)
    private let copied = Atomic<Int>(0)
    private let lastError = Mutex<DatabaseError?>(nil)

    init(threshold: Int) {
        precondition(threshold > 0, "a checkpoint threshold is at least one frame")
        self.threshold = threshold
        queue = JobQueue(name: "checkpointer", capacity: 1)
    }

    /// Called on the writer thread after every commit with the frames now in the log.
    func committed(logFrames: Int) {
        guard logFrames >= threshold,
            isQueued.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return }
        do {
            try queue.push { [self] db in run(on: db) }
        } catch {
            // Closed: the pool is shutting down and its last connection checkpoints on close.
            isQueued.store(false, ordering: .releasing)
        }
    }

    private func run(on db: Database) {
        isQueued.store(false, ordering: .releasing)
        do throws(DatabaseError) {
            let outcome = try db.checkpoint()
            runs.add(1, ordering: .relaxed)
            copied.add(outcome.checkpointedFrames, ordering: .relaxed)
        } catch {
            // Not fatal: the log keeps growing and the next commit over the threshold tries again.
            lastError.withLock { $0 = error }
        }
    }

    /// What the checkpointer has done so far.
    var statistics: DatabasePool.CheckpointStatistics {
        DatabasePool.CheckpointStatistics(
            runs: runs.load(ordering: .relaxed), checkpointedFrames: copied.load(ordering: .relaxed),
            lastError: lastError.withLock { $0 })
    }
}
