import CLinux
import Glibc
import Synchronization

/// One thread running an epoll instance: it owns its connections, timers and tasks, and nothing it owns
/// is touched from another thread.
///
/// ```
///  other threads ── execute { } ──▶ inbox (mutex) ──▶ eventfd write ─┐
///                                                                   ▼
///  epoll_wait ──▶ socket readiness ──▶ listeners / connections ──▶ timers due ──▶ tasks
/// ```
///
/// Other threads reach the loop only through ``execute(_:)`` and ``schedule(at:_:)``; the first
/// task queued after the loop drained its inbox writes the eventfd once to wake it.
public final class EventLoop: @unchecked Sendable {
    private struct Inbox {
        var tasks: [@Sendable () -> Void] = []
        var wakePending = false
    }

    /// The loop's position in its group (0-based).
    public let index: Int
    let epollFD: Int32
    let wakeFD: Int32
    private let inbox = Mutex(Inbox())
    private let owner = Atomic<UInt>(0)
    private let stopRequested = Atomic<Bool>(false)

    private var localTasks: [() -> Void] = []
    private var timers = TimerHeap()
    private var handlers: [(any LoopHandler)?] = []
    private var events: UnsafeMutableBufferPointer<epoll_event>
    /// Work run at the end of every iteration (flushing the access log).
    var iterationHooks: [() -> Void] = []
    /// Whether `epoll_pwait2` works here (see ``waitForEvents()``).
    private var nanosecondWaits = true
    /// The monotonic time read after the last `epoll_wait`; cheaper than reading the clock again.
    private(set) var now = Deadline.now()
    /// A buffer every connection of this loop reads into before handing bytes to its parser.
    let readBuffer: UnsafeMutableRawBufferPointer

    /// Creates the loop; it runs once ``run()`` is called on its thread.
    init(index: Int) throws(SystemError) {
        self.index = index
        epollFD = try syscallChecked("epoll_create1") { epoll_create1(Int32(EPOLL_CLOEXEC)) }
        do {
            wakeFD = try syscallChecked("eventfd") { eventfd(0, Int32(EFD_NONBLOCK) | Int32(EFD_CLOEXEC)) }
        } catch {
            close(epollFD)
            throw error
        }
        events = .allocate(capacity: 256)
        readBuffer = .allocate(byteCount: 64 * 1024, alignment: 16)
        try register(fd: wakeFD, events: EPOLLIN.rawValue, handler: nil)
    }

    deinit {
        close(wakeFD)
        close(epollFD)
        events.deallocate()
        readBuffer.deallocate()
    }

    /// Whether the calling thread is this loop's thread.
    public var inEventLoop: Bool { owner.load(ordering: .acquiring) == UInt(pthread_self()) }

    /// Runs `task` on the loop's thread, soon; callable from any thread.
    ///
    /// From the loop's own thread the task runs after the current batch of events, without locking.
    public func execute(_ task: @escaping @Sendable () -> Void) {
        if inEventLoop {
            localTasks.append(task)
            return
        }
        let needsWake = inbox.withLock { inbox in
            inbox.tasks.append(task)
            defer { inbox.wakePending = true }
            return !inbox.wakePending
        }
        if needsWake { wake() }
    }

    /// Runs `task` on the loop at `deadline` (or just after); callable from any thread.
    @discardableResult
    public func schedule(at deadline: Deadline, _ task: @escaping @Sendable () -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer(deadline: deadline, task: task)
        if inEventLoop {
            timers.push(timer)
        } else {
            execute { [self] in timers.push(timer) }
        }
        return timer
    }

    /// Runs `task` on the loop once `delay` has passed; callable from any thread.
    @discardableResult
    public func schedule(after delay: Duration, _ task: @escaping @Sendable () -> Void) -> ScheduledTimer {
        schedule(at: Deadline.now() + delay, task)
    }

    private func wake() {
        var one: UInt64 = 1
        _ = withUnsafeBytes(of: &one) { Glibc.write(wakeFD, $0.baseAddress, 8) }
    }

    // MARK: - Registration (loop thread only)

    /// Adds `fd` to the loop's epoll set with the readiness bits `mask` (`EPOLLIN`, `EPOLLOUT`, …);
    /// `handler` gets its events. Call on the loop's thread only (clients such as `pager-bench` do it
    /// from a task given to ``execute(_:)``).
    public func register(fd: Int32, events mask: UInt32, handler: (any LoopHandler)?) throws(SystemError) {
        var event = epoll_event()
        event.events = mask
        event.data.fd = fd
        _ = try syscallChecked("epoll_ctl") { epoll_ctl(epollFD, EPOLL_CTL_ADD, fd, &event) }
        let slot = Int(fd)
        if slot >= handlers.count {
            handlers.append(contentsOf: repeatElement(nil, count: slot - handlers.count + 64))
        }
        handlers[slot] = handler
    }

    /// Changes the readiness bits epoll reports for a registered `fd`; loop thread only.
    public func modify(fd: Int32, events mask: UInt32) throws(SystemError) {
        var event = epoll_event()
        event.events = mask
        event.data.fd = fd
        _ = try syscallChecked("epoll_ctl") { epoll_ctl(epollFD, EPOLL_CTL_MOD, fd, &event) }
    }

    /// The handler registered for `fd`, if any; loop thread only.
    func handler(registeredFor fd: Int32) -> (any LoopHandler)? {
        fd >= 0 && Int(fd) < handlers.count ? handlers[Int(fd)] : nil
    }

    /// Removes `fd` from epoll and forgets its handler; the caller closes it. Loop thread only.
    public func unregister(fd: Int32) {
        _ = epoll_ctl(epollFD, EPOLL_CTL_DEL, fd, nil)
        if Int(fd) < handlers.count { handlers[Int(fd)] = nil }
    }

    // MARK: - Running

    /// Runs the loop on the calling thread until ``requestStop()``.
    func run() {
        owner.store(UInt(pthread_self()), ordering: .releasing)
        while !stopRequested.load(ordering: .relaxed) {
            let count = waitForEvents()
            now = Deadline.now()
            if count > 0 {
                for index in 0..<count {
                    let event = events[index]
                    let fd = event.data.fd
                    if fd == wakeFD {
                        drainWake()
                    } else if Int(fd) < handlers.count, let handler = handlers[Int(fd)] {
                        handler.handle(events: event.events)
                    }
                }
            }
            runDueTimers()
            runTasks()
            for hook in iterationHooks { hook() }
        }
        runTasks()
        owner.store(0, ordering: .releasing)
    }

    /// Asks the loop to return from ``run()`` after its current iteration; callable from any thread.
    func requestStop() {
        stopRequested.store(true, ordering: .relaxed)
        if !inEventLoop { wake() }
    }

    /// Blocks in `epoll_pwait2` until readiness, a wake-up or the next timer; returns the ready events.
    ///
    /// `epoll_pwait2` takes the timeout to the nanosecond: `epoll_wait`'s whole milliseconds, rounded up,
    /// woke the loop up to a millisecond after its next timer (a session's slot), a delay that changed
    /// from one wait to the next. Kernels before 5.11 lack it; then `epoll_wait` does.
    private func waitForEvents() -> Int {
        let timeout = waitTimeout()
        let buffer = events
        let epollFD = epollFD
        do {
            if nanosecondWaits {
                do {
                    let result = try syscall("epoll_pwait2") {
                        clinux_epoll_wait_ns(epollFD, buffer.baseAddress, Int32(buffer.count), timeout)
                    }
                    if case .done(let count) = result { return Int(count) }
                    return 0
                } catch  where error.errno == ENOSYS {
                    nanosecondWaits = false
                }
            }
            let milliseconds = timeout < 0 ? -1 : Int32(min((timeout + 999_999) / 1_000_000, Int64(Int32.max)))
            let result = try syscall("epoll_wait") {
                epoll_wait(epollFD, buffer.baseAddress, Int32(buffer.count), milliseconds)
            }
            if case .done(let count) = result { return Int(count) }
        } catch {
            PlaygroundLog.error("loop \(index): \(error)")
        }
        return 0
    }

    /// Nanoseconds until the next timer: 0 with tasks waiting, −1 with no timer.
    func waitTimeout() -> Int64 {
        if !localTasks.isEmpty { return 0 }
        guard let next = timers.nextDeadline else { return -1 }
        let current = Deadline.now()
        guard next > current else { return 0 }
        return Int64(min(next.nanoseconds - current.nanoseconds, UInt64(Int64.max)))
    }

    private func drainWake() {
        var value: UInt64 = 0
        _ = withUnsafeMutableBytes(of: &value) { Glibc.read(wakeFD, $0.baseAddress, 8) }
    }

    private func runDueTimers() {
        while let timer = timers.popDue(now: now) {
            timer.take()?()
        }
    }

    private func runTasks() {
        let remote = inbox.withLock { inbox in
            inbox.wakePending = false
            return inbox.tasks.isEmpty ? [] : inbox.tasks.drainAll()
        }
        for task in remote { task() }
        guard !localTasks.isEmpty else { return }
        let tasks = localTasks.drainAll()
        for task in tasks { task() }
    }
}

extension Array {
    /// Returns the elements and empties the array in one step.
    mutating func drainAll() -> [Element] {
        var taken: [Element] = []
        swap(&taken, &self)
        return taken
    }
}
