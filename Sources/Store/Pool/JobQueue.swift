import Dispatch
import Synchronization

/// A bounded first-in first-out queue of database jobs, shared by one or more worker threads, each of
/// which hands its own connection (a SQLite ``Database`` or a PostgreSQL connection) to the job.
///
/// `push` never blocks: a full queue refuses the job. `pop` blocks until a job arrives or the queue
/// is closed and drained. The semaphore counts pushed jobs plus one wake-up per consumer at close,
/// so every job pushed before ``close(consumers:)`` still runs, and every consumer then sees nil
/// exactly once.
final class JobQueue<Connection>: Sendable {
    typealias Job = @Sendable (Connection) -> Void

    private struct State: ~Copyable {
        var ring: [Job?]
        var head = 0
        var count = 0
        var isClosed = false
    }

    let name: String
    let capacity: Int
    private let state: Mutex<State>
    private let available = DispatchSemaphore(value: 0)

    init(name: String, capacity: Int) {
        precondition(capacity > 0, "a job queue needs room for at least one job")
        self.name = name
        self.capacity = capacity
        state = Mutex(State(ring: Array(repeating: nil, count: capacity)))
    }

    /// Jobs waiting to run.
    var count: Int { state.withLock { $0.count } }

    /// Appends `job`, or refuses it when the queue is full or closed.
    func push(_ job: @escaping Job) throws(DatabasePoolError) {
        try state.withLock { (state) throws(DatabasePoolError) in
            guard !state.isClosed else { throw .closed }
            guard state.count < capacity else { throw .overloaded(queue: name, capacity: capacity) }
            state.ring[(state.head + state.count) % capacity] = job
            state.count += 1
        }
        available.signal()
    }

    /// The next job, waiting for one; nil once the queue is closed and empty.
    func pop() -> Job? {
        available.wait()
        return state.withLock { state in
            guard state.count > 0 else { return nil }
            let job = state.ring[state.head]
            state.ring[state.head] = nil
            state.head = (state.head + 1) % capacity
            state.count -= 1
            return job
        }
    }

    /// Refuses further jobs and wakes `consumers` threads once each after the queue drains.
    func close(consumers: Int) {
        let wasClosed = state.withLock { state in
            defer { state.isClosed = true }
            return state.isClosed
        }
        guard !wasClosed else { return }
        for _ in 0..<consumers {
            available.signal()
        }
    }
}
