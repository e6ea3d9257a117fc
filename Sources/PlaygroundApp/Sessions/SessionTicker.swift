import HTTPServer

/// Wakes the animating sessions of one event loop in batches: one loop timer per slot of
/// ``granularity`` rather than one per session per frame.
///
/// A session asks for a wake-up at its simulation's next wake time; the ticker rounds it up to the end
/// of a 4 ms slot, so a frame goes out at most 4 ms after its time (its content is computed for its own
/// time, `t`, so only delivery moves). Batching saves a timer allocation and a heap push and pop per
/// frame, and the frames of many sessions leave in one burst, which wakes the readers fewer times.
/// Used only on its loop.
final class SessionTicker: @unchecked Sendable {
    /// The slot length in nanoseconds (4 ms).
    static let granularity: UInt64 = 4_000_000

    let loop: EventLoop
    private var slots = TickSlots<Session>(granularity: granularity)
    private var timer: ScheduledTimer?
    private var armedSlot: UInt64?

    init(loop: EventLoop) {
        self.loop = loop
    }

    /// The slot a wake-up at `deadline` falls in.
    func slot(for deadline: Deadline) -> UInt64 { slots.slot(for: deadline.nanoseconds) }

    /// Wakes `session` (``Session/tickFired(slot:ticker:)``) when `slot` ends.
    func schedule(_ session: Session, in slot: UInt64) {
        // After an idle spell the ring still starts where it stopped: bring it to the present first.
        if slots.isRingEmpty { slots.catchUp(to: Deadline.now().nanoseconds) }
        slots.insert(session, at: slot)
        if let armedSlot, armedSlot <= slot { return }
        arm(slot)
    }

    private func arm(_ slot: UInt64) {
        timer?.cancel()
        armedSlot = slot
        // Weak: a ticker outlives its timers in a running server, but a stopped server may drop it first.
        timer = loop.schedule(at: Deadline(nanoseconds: slots.end(of: slot))) { [weak self] in self?.fire() }
    }

    private func fire() {
        timer = nil
        armedSlot = nil
        // Frames of the slot's sessions are computed first and sent together (see `batchingWrites`).
        loop.batchingWrites {
            for entry in slots.takeDue(at: Deadline.now().nanoseconds) {
                entry.member.tickFired(slot: entry.slot, ticker: self)
            }
        }
        if let next = slots.earliest, armedSlot.map({ next < $0 }) ?? true { arm(next) }
    }
}
