/// The state a simulation had after its last input, so that an input its ticks ran past is handled at its
/// own moment, as the phone handles it (docs/decisions/0061-a-press-at-its-own-moment.md).
///
/// A live session ticks on its frame grid and an input arrives a network trip after its moment: a press
/// placed at 1.19 s reaches a simulation that has already ticked to 1.20 s. Handling it at 1.20 s moved
/// it by up to a frame, 0.07–0.18 page off the phone's path during a slide, and the browser blended to
/// that path. Instead the simulation is run again from its state after the last input up to the press's
/// moment (time is passed in, so the run is the one the ticks made), and the press is handled there; the
/// frames the ticks sent after that moment are made again.
///
/// Not when a tick told the viewers something after the press's moment other than a frame (a pager
/// event, a layout): the run again could take it back. Not further back than ``maximumReplay``.
///
/// ```swift
/// var point = RewindPoint<Layouter>()
/// point.mark(simulation)                        // after every input batch
/// point.ticked(outputs, at: now)                // after every tick
/// _ = point.rewind(&simulation, to: pressTime)  // before an input batch is handled
/// ```
public struct RewindPoint<Layouter: SimulationLayouting>: Sendable {
    /// The longest stretch run again for one rewind (seconds): a minute of auto-scroll since the last
    /// input is not replayed for a press.
    public static var maximumReplay: Double { 1 }

    /// The state kept, boxed: held inline, the empty point made every session about 2 KB larger (the
    /// idle session measured 12.0 KB against 10.2).
    private var base: Kept?
    /// The latest moment at which a tick since ``base`` produced a pager event or a layout.
    private var told = -Double.infinity

    public init() {}

    /// The time of the state kept, if any.
    public var time: Double? { base?.simulation.time }

    /// Keeps `simulation` as the state to run again from: call after anything but a tick changed it.
    public mutating func mark(_ simulation: PagerSimulation<Layouter>) {
        base = Kept(simulation)
        told = -.infinity
    }

    /// Notes what a tick that ran to `now` produced.
    public mutating func ticked(_ outputs: [SimulationOutput], at now: Double) {
        for output in outputs {
            switch output {
            case .frame: continue
            case .event(let event): told = max(told, event.time)
            case .layout: told = max(told, now)
            }
        }
    }

    /// Runs the state kept again up to `time` into `simulation` when the ticks ran `simulation` past
    /// `time` and may be taken back to it; true when it did. The point is used up either way: an input
    /// follows.
    public mutating func rewind(_ simulation: inout PagerSimulation<Layouter>, to time: Double) -> Bool {
        defer { base = nil }
        guard time < simulation.time, var state = base?.simulation, state.time <= time,
            time - state.time <= Self.maximumReplay, told <= time
        else { return false }
        // What this run produces up to `time` went out from the ticks already.
        _ = state.advance(to: time)
        simulation = state
        return true
    }

    /// A kept simulation on the heap.
    private final class Kept: Sendable {
        let simulation: PagerSimulation<Layouter>
        init(_ simulation: PagerSimulation<Layouter>) { self.simulation = simulation }
    }
}
