import Dispatch
import Synchronization

/// Runs CPU-heavy jobs (rendering and encoding previews) off the event loops, at most ``width`` at a
/// time, with at most ``capacity`` waiting.
///
/// A job is started on a Dispatch global queue when fewer than `width` run; otherwise it waits in a FIFO
/// that each finishing job drains. Submission never blocks: when the FIFO is full it is refused at once
/// and the caller answers 503. A job may also be given a longest wait: still in the FIFO then, it is
/// taken out and its `expired` handler runs, so its caller hears at that moment rather than when a
/// worker frees, which can be much later.
final class RenderPool: Sendable {
    typealias Job = @Sendable () -> Void

    private struct Queued {
        var id: UInt64
        var job: Job
    }

    private struct State {
        var waiting: [Queued] = []
        var running = 0
        var nextID: UInt64 = 0
    }

    /// Jobs that run at the same time.
    let width: Int
    /// Jobs that may wait.
    let capacity: Int
    private let state = Mutex(State())

    init(width: Int, capacity: Int) {
        self.width = max(1, width)
        self.capacity = max(0, capacity)
    }

    /// Jobs running and waiting now.
    var load: (running: Int, waiting: Int) {
        state.withLock { ($0.running, $0.waiting.count) }
    }

    /// Queues `job`; false when the pool is full (the job will not run).
    ///
    /// - Parameters:
    ///   - maximumWait: how long `job` may wait for a worker; nil: as long as it takes.
    ///   - expired: runs instead of `job` when it waited `maximumWait` without starting.
    func submit(maximumWait: Duration? = nil, job: @escaping Job, expired: Job? = nil) -> Bool {
        enum Decision {
            case start
            case queued(UInt64)
            case refused
        }
        let decision = state.withLock { state -> Decision in
            if state.running < width {
                state.running += 1
                return .start
            }
            guard state.waiting.count < capacity else { return .refused }
            state.nextID &+= 1
            state.waiting.append(Queued(id: state.nextID, job: job))
            return .queued(state.nextID)
        }
        switch decision {
        case .start:
            DispatchQueue.global(qos: .userInitiated).async { self.drain(starting: job) }
            return true
        case .queued(let id):
            if let maximumWait, let expired {
                DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + Self.interval(maximumWait)) {
                    if self.withdraw(id) { expired() }
                }
            }
            return true
        case .refused: return false
        }
    }

    /// `duration` for Dispatch, in whole nanoseconds: from 0 up to a day (a wait is seconds long).
    static func interval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        let day: Int64 = 86_400
        guard seconds >= 0 else { return .nanoseconds(0) }
        guard seconds < day else { return .seconds(Int(day)) }
        return .nanoseconds(Int(seconds * 1_000_000_000 + max(0, attoseconds) / 1_000_000_000))
    }

    /// Takes the queued job `id` out of the FIFO; false when it has already started.
    private func withdraw(_ id: UInt64) -> Bool {
        state.withLock { state in
            guard let index = state.waiting.firstIndex(where: { $0.id == id }) else { return false }
            state.waiting.remove(at: index)
            return true
        }
    }

    private func drain(starting first: @escaping Job) {
        var job = first
        while true {
            job()
            let next = state.withLock { state -> Job? in
                guard !state.waiting.isEmpty else {
                    state.running -= 1
                    return nil
                }
                return state.waiting.removeFirst().job
            }
            guard let next else { return }
            job = next
        }
    }
}
