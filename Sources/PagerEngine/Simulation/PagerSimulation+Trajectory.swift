/// A frame of a trajectory: its session time, the layout revision it is drawn on, and the frame.
public typealias TrajectoryFrame = (time: Double, rev: Int, frame: PagerFrame)

extension PagerSimulation where Layouter.Layout == PagerLayout {
    /// The frames the pager shows from now until it rests, at most `limit` seconds ahead, computed on a
    /// copy (this simulation is not changed): what the server answers a release, tap, key or scroll
    /// with, so the browser plays the whole animation from the moment of the gesture on its own clock
    /// (docs/sessions.md, "Trajectories"). Each frame has the layout revision it is drawn on: an animation
    /// that relays the bar out on the way (SwiftUITabPager's selected label, bolder, at the half) crosses
    /// into the next revision. Empty when nothing moves.
    public func trajectory(limit: Double = 2) -> [TrajectoryFrame] {
        var ahead = self
        var frames: [TrajectoryFrame] = []
        let end = time + limit
        while let next = earliest(ahead.nextFrameTime, ahead.pendingDeadline), next <= end {
            for case .frame(let snapshot) in ahead.advance(to: max(next, ahead.time)) {
                frames.append(ahead.trajectoryFrame(snapshot))
            }
            // A wake-up that produced nothing new and did not move time would come round again.
            if ahead.time < next { break }
        }
        return frames
    }

    /// The running motion from now on, on the current layout: the state now, then ``trajectory(limit:)``.
    /// What the server sends after a relayout (a designer's edit) that keeps the motion, so that a
    /// browser playing that motion on its own clock goes on into the new layout where it is, instead of
    /// falling back to the stream's frames (docs/decisions/0048). Empty when nothing moves.
    public func continuation(limit: Double = 2) -> [TrajectoryFrame] {
        guard isAnimating else { return [] }
        return [trajectoryFrame(snapshot())] + trajectory(limit: limit).filter { $0.time > time }
    }

    /// Writes ``continuation(limit:)`` as `{"start": now, "clientTime": null, "relayout": rev, "frames":
    /// […]}` (docs/sessions.md, "Trajectories"); nothing and false when nothing moves.
    public func writeContinuation(into json: inout JSONWriter) -> Bool {
        let frames = continuation()
        guard !frames.isEmpty else { return false }
        Self.write(frames, start: time, clientTime: nil, relayout: rev, into: &json)
        return true
    }

    /// `snapshot` as a trajectory's frame: its time, its layout revision and the frame this layout draws.
    private func trajectoryFrame(_ snapshot: SimulationSnapshot) -> TrajectoryFrame {
        (snapshot.time, snapshot.rev, layout.frame(frameInput(for: snapshot)))
    }

    /// The animation a tap would start if the touch now down were lifted where and when it went down:
    /// nil unless a touch rests on a button, not yet moved past the slop, on a pager at rest. A tap's
    /// animation from rest does not depend on how long the finger stayed down, so the browser can play
    /// it the moment the finger lifts, a round trip before the server's own answer to the release
    /// (docs/sessions.md, "Trajectories"). Anything still moving (a settle, a fade) would go on while the
    /// finger is down, and its frames are no tap's: then there is none.
    public func tapTrajectory(limit: Double = 2) -> (start: Double, frames: [TrajectoryFrame])? {
        guard let touch = pointer, case .button = touch.target, touch.phase == .pending || touch.phase == .buttonHeld,
            motion == .idle, nextFrameTime == nil
        else { return nil }
        let release = TimedInput(time: touch.downTime, input: .pointerUp(touch.downPoint, pointer: touch.id))
        let frames = framesStarted(by: release, limit: limit)
        return frames.isEmpty ? nil : (touch.downTime, frames)
    }

    /// The animation `input` (a tap on a tab, a `scrollTo`) would start at `now` on a pager at rest with
    /// no finger down, computed on a copy: what the browser asks for while the mouse rests over a tab or
    /// the Next button, so that the click, far shorter than a round trip, plays from the moment it
    /// happens (docs/decisions/0033-a-click-plays-from-the-click.md). Nil where `input` starts nothing
    /// (the selected tab), or where anything still moves or is due by `now`.
    public func trajectoryAhead(of input: PagerInput, now: Double, limit: Double = 2) -> (
        start: Double, frames: [TrajectoryFrame]
    )? {
        let start = max(now, time)
        guard pointer == nil, motion == .idle, nextFrameTime == nil, (pendingDeadline ?? .infinity) > start else {
            return nil
        }
        let frames = framesStarted(by: TimedInput(time: start, input: input), limit: limit)
        return frames.isEmpty ? nil : (start, frames)
    }

    /// The frames `input` starts, on a copy: those handling it makes (a switch without animation,
    /// UITabBarController's, is that frame alone), then the animation up to `limit` seconds on.
    private func framesStarted(by input: TimedInput, limit: Double) -> [TrajectoryFrame] {
        var ahead = self
        var frames: [TrajectoryFrame] = []
        for case .frame(let snapshot) in ahead.handle(input) {
            frames.append(ahead.trajectoryFrame(snapshot))
        }
        return frames + ahead.trajectory(limit: limit)
    }

    /// Writes ``tapTrajectory(limit:)`` as the member `key` of the object open in `json`, in the form
    /// of ``writeTrajectory(start:clientTime:into:)``, the touch's time `clientTime` as the client
    /// stamped it; no member when there is none.
    public func writeTapTrajectory(clientTime: Double, as key: String, into json: inout JSONWriter) {
        guard let (start, frames) = tapTrajectory() else { return }
        json.key(key)
        Self.write(frames, start: start, clientTime: clientTime, into: &json)
    }

    /// Writes ``trajectoryAhead(of:now:limit:)`` as the member `key` of the object open in `json`, in
    /// the form of ``writeTrajectory(start:clientTime:into:)``, with no client time (the click has not
    /// happened yet); no member when there is none.
    public func writeTrajectoryAhead(of input: PagerInput, now: Double, as key: String, into json: inout JSONWriter) {
        guard let (start, frames) = trajectoryAhead(of: input, now: now) else { return }
        json.key(key)
        Self.write(frames, start: start, clientTime: nil, into: &json)
    }

    /// Writes `{"start": s, "clientTime": c, "frames": [frame, …]}`: the frames of ``trajectory(limit:)``
    /// (each with its session time `t`) for a gesture that happened at session time `start`, which the
    /// client stamped `clientTime` (`null` for an animation the server started itself: an auto-scroll).
    public func writeTrajectory(start: Double, clientTime: Double?, into json: inout JSONWriter) {
        Self.write(trajectory(), start: start, clientTime: clientTime, into: &json)
    }

    private static func write(
        _ frames: [TrajectoryFrame], start: Double, clientTime: Double?, relayout: Int? = nil,
        into json: inout JSONWriter
    ) {
        json.beginObject()
        json.key("start")
        json.number(start)
        json.key("clientTime")
        if let clientTime { json.number(clientTime) } else { json.null() }
        if let relayout {
            json.key("relayout")
            json.integer(relayout)
        }
        json.key("frames")
        json.beginArray()
        for (time, rev, frame) in frames { frame.writeJSON(rev: rev, seq: 0, t: time, into: &json) }
        json.endArray()
        json.endObject()
    }
}
