import HTTPServer
import PagerEngine

/// Wakes the animating sessions of one event loop in batches: one loop timer per slot of
/// ``granularity`` rather than one per session per frame.
///
/// A session asks for a wake-up at its simulation's next wake time; the ticker rounds it up to the end
/// of a slot of 1/240 s. Batching saves a timer allocation and a heap push and pop per frame.
///
/// The slots' ends are also the session's frame grid (``frameGrid(from:)``, `PagerSimulation.frameGrid`):
/// a 30, 60 or 120 fps period is a whole number of slots, so after a motion's first frame every frame
/// is due exactly when its slot ends instead of up to a slot earlier. With 4 ms slots and frames one
/// period after the first, the wait for the slot end changed from frame to frame (0–4 ms) and was most
/// of the spread in the frames' lateness (docs/decisions/0001-sessions-tick-in-slots.md). Every loop's
/// slots end on the multiples of the granularity, so a session that moves to another loop keeps its
/// grid. Used only on its loop.
final class SessionTicker: @unchecked Sendable {
    /// The slot length in nanoseconds: 1/240 s, rounded (a 60 fps period is four slots, 1.3 ns longer
    /// than 1/60 s).
    static let granularity: UInt64 = 4_166_667

    /// How far past a slot's end a wake-up may be and still belong to it: a frame on the session's
    /// frame grid is due at a slot's end, and the rounding of its time from seconds to nanoseconds must
    /// not move it a slot later.
    static let gridLeeway: UInt64 = 1_000

    /// The slots' ends in the session time of a session created at `created` (seconds since then).
    static func frameGrid(from created: Deadline) -> FrameGrid {
        let intoSlot = created.nanoseconds % granularity
        let phase = intoSlot == 0 ? 0 : granularity - intoSlot
        return FrameGrid(step: Double(granularity) / 1e9, phase: Double(phase) / 1e9)
    }

    let loop: EventLoop
    private var slots: TickSlots<Session>
    private var timer: ScheduledTimer?
    private var armedSlot: UInt64?

    init(loop: EventLoop) {
        self.loop = loop
        slots = TickSlots(granularity: Self.granularity, leeway: Self.gridLeeway)
    }

    /// When `slot` ends.
    func end(of slot: UInt64) -> Deadline { Deadline(nanoseconds: slots.end(of: slot)) }

    /// The slot a wake-up at `deadline` falls in: the first slot ending at or after it, or one that ended
    /// at most ``gridLeeway`` before it.
    func slot(for deadline: Deadline) -> UInt64 { slots.slot(for: deadline.nanoseconds) }

    /// Wakes `session` (``Session/tickFired(slot:ticker:)``) when `slot` ends.
    func schedule(_ session: Session, in slot: UInt64) {
        slots.insert(session, at: slot)
        if let armedSlot, armedSlot <= slot { return }
        arm(slot)
    }

    private func arm(_ slot: UInt64) {
        timer?.cancel()
        armedSlot = slot
        // Weak: a ticker outlives its timers in a running server, but a stopped server may drop it first.
        timer = loop.schedule(at: end(of: slot)) { [weak self] in self?.fire() }
    }

    private func fire() {
        timer = nil
        armedSlot = nil
        for entry in slots.takeDue(at: Deadline.now().nanoseconds) {
            entry.member.tickFired(slot: entry.slot, ticker: self)
        }
        if let next = slots.earliest, armedSlot.map({ next < $0 }) ?? true { arm(next) }
    }
}
