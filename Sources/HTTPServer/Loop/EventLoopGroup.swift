import Glibc
import Synchronization

/// The server's event loops, one thread each; ``next()`` spreads new work (live sessions) across them.
///
/// ```swift
/// let group = try EventLoopGroup(threads: 2)
/// let loop = group.next()
/// loop.execute { print("on loop", loop.index) }
/// ```
public final class EventLoopGroup: Sendable {
    public let loops: [EventLoop]
    private let counter = Atomic<Int>(0)
    private let threads = Mutex<(started: Bool, running: [pthread_t])>((false, []))

    /// Creates `threads` loops (at least one); they run once the server starts them.
    public init(threads: Int = EventLoopGroup.coreCount) throws(SystemError) {
        var loops: [EventLoop] = []
        for index in 0..<max(1, threads) {
            loops.append(try EventLoop(index: index))
        }
        self.loops = loops
    }

    /// The number of online processors.
    public static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// The loop to give the next piece of work, round robin.
    public func next() -> EventLoop {
        loops[counter.wrappingAdd(1, ordering: .relaxed).oldValue % loops.count]
    }

    /// Starts one thread per loop; does nothing when already started (``HTTPServer/start()`` calls it,
    /// and a test of live sessions may call it without a server).
    public func start() throws(SystemError) {
        let first = threads.withLock { state in
            defer { state.started = true }
            return !state.started
        }
        guard first else { return }
        var started: [pthread_t] = []
        for loop in loops {
            started.append(try LoopThread.spawn { loop.run() })
        }
        threads.withLock { $0.running = started }
    }

    /// Stops every loop after its current iteration and waits for the threads to end. Never call it on
    /// one of the loops.
    public func stopAndJoin() {
        for loop in loops { loop.requestStop() }
        join()
    }

    /// Waits for the loop threads to end.
    func join() {
        let running = threads.withLock { $0.running.drainAll() }
        for thread in running { pthread_join(thread, nil) }
    }
}

/// Starts a POSIX thread running a closure.
enum LoopThread {
    private final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    static func spawn(_ body: @escaping @Sendable () -> Void) throws(SystemError) -> pthread_t {
        var thread = pthread_t()
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        let status = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
                box.body()
                return nil
            }, box)
        guard status == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            throw SystemError(function: "pthread_create", errno: status)
        }
        return thread
    }
}
