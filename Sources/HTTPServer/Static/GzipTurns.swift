import Glibc
import Synchronization

/// Background gzips that take turns: each runs on a thread of its own, one at a time per `GzipTurns`.
///
/// A thread of its own, because on Dispatch's utility queue a gzip waited for a worker for over 10 s on
/// a loaded two-core machine. Taking turns, because a thread for each built-in font all compressing at
/// once took the cores from the start-up (cold start 20 → 45 ms, docs/decisions/0009-cold-start.md).
/// The turns are a server's own: servers in one process (the tests) do not queue behind each other.
public final class GzipTurns: Sendable {
    private let turn = Mutex(())

    public init() {}

    /// Runs `work` on a new thread once the gzips given before it have run; without a thread, now. Other
    /// background work that must stay off the start-up's cores takes the same turns (the built-in faces'
    /// Latin files, decision 0062).
    public func run(_ work: @escaping @Sendable () -> Void) {
        let inTurn: @Sendable () -> Void = { [self] in turn.withLock { _ in work() } }
        if let thread = try? LoopThread.spawn(inTurn) { pthread_detach(thread) } else { work() }
    }
}
