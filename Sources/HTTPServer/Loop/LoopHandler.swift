/// Something registered with an event loop's epoll instance (a listener, a connection, the wake-up
/// eventfd). Called on the loop's thread only.
public protocol LoopHandler: AnyObject {
    /// Handles the readiness bits epoll reported (`EPOLLIN`, `EPOLLOUT`, `EPOLLERR`, `EPOLLHUP`).
    func handle(events: UInt32)
}
