/// Something registered with an event loop's epoll instance (a listener, a connection, the wake-up
/// eventfd). Called on the loop's thread only.
public protocol LoopHandler: AnyObject {
    /// Handles the readiness bits epoll reported (`EPOLLIN`, `EPOLLOUT`, `EPOLLERR`, `EPOLLHUP`).
    func handle(events: UInt32)

    /// Starts loading into the CPU's caches memory that ``handle(events:)`` will touch, for a handler
    /// whose turn comes soon in a batch of ready events: `step` 1 is two events before its turn (the
    /// handler itself is loaded by then, the objects it points to are not), 0 is the event before
    /// (what those objects point to). Only hints: nothing may depend on them. The default does nothing.
    func prefetch(step: Int)
}

extension LoopHandler {
    public func prefetch(step: Int) {}
}
