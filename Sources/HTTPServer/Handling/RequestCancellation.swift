import Synchronization

/// Whether the client of a deferred request still wants its answer.
///
/// The connection sets it when no answer can reach the client any more: the client closed the
/// connection (or its sending side, as a client that gave up does), the connection failed, or the
/// server already answered 504 because the handler took too long. Long work (a preview render) asks
/// ``isCancelled`` between its steps and stops, so a client that has gone costs no more CPU.
///
/// ```swift
/// for frame in frames {
///     guard !responder.isCancelled else { return }
///     draw(frame)
/// }
/// ```
public final class RequestCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    /// True once the answer can no longer reach the client.
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }

    /// Marks the request as abandoned (the connection's loop does this; tests may too).
    public func cancel() { flag.store(true, ordering: .relaxed) }
}
