/// The deadlines of one connection, as a state machine that is given the clock: the deadline of the
/// phase it is in (idle, reading a head or a body, awaiting a handler, lingering) and the write
/// deadline while output makes no progress.
///
/// ```
///  set(.head, after: 10 s, now:) ─▶ nextDeadline ─▶ (the shell arms a timer) ─▶ expire(now:) ─▶ Action
/// ```
///
/// ``Connection`` is the I/O shell: it arms one loop timer at ``nextDeadline(outputPending:)`` and
/// acts on what ``expire(now:outputPending:)`` returns. Tests drive it with made-up times.
struct ConnectionTimeouts: Sendable {
    /// What the phase deadline guards.
    enum Kind: Sendable, Equatable {
        /// A keep-alive connection with no request in progress.
        case idle
        /// A request head has started to arrive (slowloris).
        case head
        /// A request body is arriving.
        case body
        /// A deferred handler owes an answer.
        case response
        /// The write side is closed; unread input is drained until this.
        case linger
        /// No phase deadline (an event stream).
        case none
    }

    /// What the connection must do when its timer fires.
    enum Action: Sendable, Equatable {
        /// Nothing is due yet: arm the timer again for ``nextDeadline(outputPending:)``.
        case wait
        /// Output made no progress for the write timeout: close as failed.
        case closeStalledWrite
        /// The phase deadline of `kind` passed.
        case expired(Kind)
    }

    /// Buffered output that makes no progress for this long fails the connection.
    let writeTimeout: Duration
    private(set) var kind = Kind.idle
    /// When the phase ends (``Deadline/distantFuture`` for ``Kind/none``).
    private(set) var phaseDeadline = Deadline.distantFuture
    /// When output last made progress, or when output began to wait.
    private(set) var lastWriteProgress = Deadline(nanoseconds: 0)

    init(writeTimeout: Duration) {
        self.writeTimeout = writeTimeout
    }

    /// Enters phase `kind`, which must end within `duration` of `now`.
    mutating func set(_ kind: Kind, after duration: Duration, now: Deadline) {
        self.kind = kind
        phaseDeadline = kind == .none ? .distantFuture : now + duration
    }

    /// Bytes were written at `now` (or output began to wait then): the write deadline starts over.
    mutating func noteWriteProgress(at now: Deadline) {
        lastWriteProgress = now
    }

    /// The earliest moment something is due: the phase deadline or, while output waits, the write
    /// deadline; nil when nothing is.
    func nextDeadline(outputPending: Bool) -> Deadline? {
        let deadline = outputPending ? min(phaseDeadline, lastWriteProgress + writeTimeout) : phaseDeadline
        return deadline < .distantFuture ? deadline : nil
    }

    /// What is due at `now`. A stalled write comes first; a phase deadline that passed is reported
    /// once and leaves no deadline behind (the shell moves to another phase or closes).
    mutating func expire(now: Deadline, outputPending: Bool) -> Action {
        if outputPending && now >= lastWriteProgress + writeTimeout { return .closeStalledWrite }
        guard now >= phaseDeadline else { return .wait }
        let expired = kind
        kind = .none
        phaseDeadline = .distantFuture
        return .expired(expired)
    }
}
