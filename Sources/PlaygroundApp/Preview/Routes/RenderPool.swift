import Dispatch
import Synchronization

/// Runs CPU-heavy jobs (rendering and encoding previews) off the event loops, at most ``width`` at a
/// time, with at most ``capacity`` waiting.
///
/// A job is started on a Dispatch global queue when fewer than `width` run; otherwise it waits in a FIFO
/// that each finishing job drains. Submission never blocks: when the FIFO is full it is refused at once
/// and the caller answers 503.
final class RenderPool: Sendable {
    typealias Job = @Sendable () -> Void

    private struct State {
        var waiting: [Job] = []
        var running = 0
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
    func submit(_ job: @escaping Job) -> Bool {
        enum Decision { case start, queued, refused }
        let decision = state.withLock { state -> Decision in
            if state.running < width {
                state.running += 1
                return .start
            }
            guard state.waiting.count < capacity else { return .refused }
            state.waiting.append(job)
            return .queued
        }
        switch decision {
        case .start:
            DispatchQueue.global(qos: .userInitiated).async { self.drain(starting: job) }
            return true
        case .queued: return true
        case .refused: return false
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
                return state.waiting.removeFirst()
            }
            guard let next else { return }
            job = next
        }
    }
}
