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
    private var busyMeter = BusyMeter()
    private let busyShare = Atomic<Int>(0)

    private var localTasks: [() -> Void] = []
    private var timers = TimerHeap()
    private var handlers: [(any LoopHandler)?] = []
    /// Where each registered handler lives, by descriptor: loaded three events before its turn.
    private var handlerRegions: [MemoryRegion] = []
    private var events: UnsafeMutableBufferPointer<epoll_event>
    /// Work run at the end of every iteration (flushing the access log).
    var iterationHooks: [() -> Void] = []
    private var writeBatch = WriteBatch<Connection>()
    /// How many ``batchingWrites(_:)`` calls are running, their flushes included.
    private var batchingLevel = 0
    /// Handlers unregistered while a write batch was open or flushing, kept alive until it ends: the
    /// batch holds its connections without counting references (``WriteBatch``).
    private var retired: [any LoopHandler] = []
    /// Whether to send write batches through a ``SendRing``.
    private let batchedSends: Bool
    /// Sends a write batch with one system call; set up on the loop's thread when it starts, nil where
    /// io_uring is unavailable or turned off.
    private var sendRing: SendRing<Connection>?
    private let sendRingReady = Atomic<Bool>(false)
    /// Where a compressed stream's event is encoded before it is deflated into the socket's buffer;
    /// one per loop, not per connection, so a thousand streams do not keep a thousand of them warm.
    var streamScratch: [UInt8] = []
    /// The buffers its connections queue output in while they have bytes to write.
    let outputBuffers = OutputBufferPool()
    /// Whether `epoll_pwait2` works here (see ``waitForEvents()``).
    private var nanosecondWaits = true
    /// The monotonic time read after the last `epoll_wait`; cheaper than reading the clock again.
    private(set) var now = Deadline.now()
    /// A buffer every connection of this loop reads into before handing bytes to its parser.
    let readBuffer: UnsafeMutableRawBufferPointer

    /// Creates the loop; with `batchedSends` its thread sets up a ``SendRing`` if the kernel allows one.
    init(index: Int, batchedSends: Bool = true) throws(SystemError) {
        self.index = index
        self.batchedSends = batchedSends
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

    /// How busy the loop has been for the last half second, in thousandths of its time spent outside
    /// its wait for events (``BusyMeter``); readable from any thread.
    public var busyPerMille: Int { busyShare.load(ordering: .relaxed) }

    /// Runs `body` (on the loop's thread) with event-stream writes held back until it returns, then
    /// sends them back to back.
    ///
    /// For a burst of small writes to many sockets (a tick of many sessions): each write to a loopback
    /// or LAN socket wakes the reader, and computing every frame between the sends let the reader fall
    /// asleep again before the next one; sending them together lets one wake-up serve many.
    public func batchingWrites(_ body: () -> Void) {
        precondition(inEventLoop, "batchingWrites runs on its loop's thread")
        batchingLevel += 1
        writeBatch.open()
        body()
        let flushed = writeBatch.close()
        if !flushed.isEmpty {
            if let sendRing {
                sendRing.send(flushed)
            } else {
                for member in flushed { member._withUnsafeGuaranteedRef { $0.flushBatchedWrites() } }
            }
            writeBatch.recycle(flushed)
        }
        batchingLevel -= 1
        if batchingLevel == 0 && !retired.isEmpty { retired.removeAll() }
    }

    /// Whether a write batch goes out with one io_uring submission (see ``SendRing``); known once the
    /// loop's thread has started.
    public var sendsBatchesWithOneCall: Bool { sendRingReady.load(ordering: .acquiring) }

    /// Whether writes are being held back (`batchingWrites(_:)`); loop thread only.
    var isBatchingWrites: Bool { writeBatch.isOpen }

    /// Holds `member`'s writes until the batch ends; loop thread only, while `isBatchingWrites`.
    func joinWriteBatch(_ member: Connection) {
        // The batch does not keep its members alive: the handler table does, and `unregister` keeps
        // what it drops during a batch (``WriteBatch``).
        assert(handler(registeredFor: member.fd) === member, "only a registered connection joins a write batch")
        writeBatch.add(member)
    }

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
            let added = slot - handlers.count + 64
            handlers.append(contentsOf: repeatElement(nil, count: added))
            handlerRegions.append(contentsOf: repeatElement(.empty, count: added))
        }
        handlers[slot] = handler
        handlerRegions[slot] = .empty
        if let handler {
            let address = Unmanaged.passUnretained(handler as AnyObject).toOpaque()
            handlerRegions[slot] = MemoryRegion(address: address, count: malloc_usable_size(address))
        }
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
    ///
    /// During a write batch the handler stays alive until the batch ends: it may be a member.
    public func unregister(fd: Int32) {
        _ = epoll_ctl(epollFD, EPOLL_CTL_DEL, fd, nil)
        if Int(fd) < handlers.count {
            if batchingLevel > 0, let handler = handlers[Int(fd)] { retired.append(handler) }
            handlers[Int(fd)] = nil
            handlerRegions[Int(fd)] = .empty
        }
    }

    // MARK: - Running

    /// Runs the loop on the calling thread until ``requestStop()``.
    func run() {
        owner.store(UInt(pthread_self()), ordering: .releasing)
        // The ring belongs to the thread that submits to it (`clinux_send_ring_open`).
        if batchedSends, sendRing == nil {
            do throws(SystemError) {
                sendRing = try SendRing()
                sendRingReady.store(true, ordering: .releasing)
            } catch {
                PlaygroundLog.note("loop \(index) sends write batches with one send per socket (\(error))")
            }
        }
        defer {
            sendRing = nil
            sendRingReady.store(false, ordering: .releasing)
        }
        while !stopRequested.load(ordering: .relaxed) {
            let waitStart = Deadline.now()
            let count = waitForEvents()
            now = Deadline.now()
            if let share = busyMeter.noteWait(from: waitStart.nanoseconds, to: now.nanoseconds) {
                busyShare.store(share, ordering: .relaxed)
            }
            if count > 0 {
                for index in 0..<count {
                    prefetchHandlers(after: index, of: count)
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

    /// Cache hints for the handlers of the next three ready events (see ``LoopHandler/prefetch(step:)``):
    /// the third's object, then the second's and the next one's own steps. A thousand streams read in
    /// turn each find their objects gone from the caches; loaded ahead, the misses overlap.
    @inline(__always)
    private func prefetchHandlers(after index: Int, of count: Int) {
        if index + 3 < count {
            let fd = Int(events[index + 3].data.fd)
            if fd >= 0 && fd < handlerRegions.count { handlerRegions[fd].prefetch() }
        }
        for step in 0..<2 where index + 1 + step < count {
            let fd = Int(events[index + 1 + step].data.fd)
            if fd >= 0 && fd < handlers.count { handlers[fd]?.prefetch(step: step) }
        }
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
