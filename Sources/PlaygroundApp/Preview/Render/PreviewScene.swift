import PagerEngine
import TextMetrics

/// What a preview shows: a saved pager in an iPhone-shaped viewport, at rest or through a tab-to-tab
/// transition, produced by the real simulation.
///
/// ```swift
/// let scene = PreviewScene(config: config, width: 393, measurer: measurer)
/// let still = scene.resting()                    // (layout, frame) on pager.defaultPage
/// let animation = scene.transition()             // frames with delays, for the APNG
/// ```
public struct PreviewScene: Sendable {
    /// iPhone 15 Pro in portrait: 393 × 852 points, safe area 59 / 0 / 34 / 0.
    public static let referenceViewport = Viewport.iPhone15Pro

    public let config: PagerConfig
    public let viewport: Viewport
    public let measurer: TextMeasurer

    /// A scene `width` points wide, its height scaled from 393 × 852 (rounded to a point), with the
    /// iPhone 15 Pro's safe area.
    public init(config: PagerConfig, width: Double, measurer: TextMeasurer) {
        self.config = config
        self.measurer = measurer
        let reference = Self.referenceViewport
        viewport = Viewport(
            width: width, height: (width * reference.height / reference.width).rounded(),
            safeArea: reference.safeArea)
    }

    /// The pager at rest on `pager.defaultPage`.
    public func resting() -> (layout: PagerLayout, frame: PagerFrame) {
        let simulation = makeSimulation()
        var frame = PagerFrame()
        simulation.layout.frame(simulation.frameInput(for: simulation.snapshot()), into: &frame)
        return (simulation.layout, frame)
    }

    /// Timing of ``transition()``.
    public struct Timing: Sendable, Hashable {
        /// Frames per second while something moves (the simulation's frame rate: 30, 60 or 120).
        public var framesPerSecond: Int = 30
        /// How long the pager rests before the first tap.
        public var leadIn: Double = 0.6
        /// How long it rests on the other page, and again after tapping back, before the loop restarts.
        public var hold: Double = 0.8
        /// Frames at most; a transition that has not settled by then is cut.
        public var maximumFrames: Int = 150
        /// Seconds each tap may animate at most.
        public var maximumTransition: Double = 5

        public init() {}
    }

    /// One frame of an animation and how long it shows.
    public struct AnimationFrame: Sendable, Hashable {
        public var frame: PagerFrame
        public var milliseconds: Int
    }

    /// The pager resting on its default page, tapping the next tab (the previous one from the last
    /// page), settling, and tapping back: every frame the simulation emits, a frame equal to the one
    /// before merged into it. With one tab there is one frame.
    ///
    /// Auto-scroll is turned off so only the taps move the pager.
    public func transition(timing: Timing = Timing()) -> (layout: PagerLayout, frames: [AnimationFrame]) {
        var simulation = makeSimulation(framesPerSecond: timing.framesPerSecond)
        var recorder = FrameRecorder(limit: timing.maximumFrames)
        var scratch = PagerFrame()
        func record(_ outputs: [SimulationOutput]) {
            for case .frame(let snapshot) in outputs {
                simulation.layout.frame(simulation.frameInput(for: snapshot), into: &scratch)
                recorder.add(scratch, at: snapshot.time)
            }
        }
        simulation.layout.frame(simulation.frameInput(for: simulation.snapshot()), into: &scratch)
        recorder.add(scratch, at: 0)
        let count = simulation.layout.itemCount
        let start = simulation.index
        guard count > 1 else { return (simulation.layout, recorder.finish(at: timing.leadIn + timing.hold)) }
        let other = start + 1 < count ? start + 1 : start - 1
        var now = timing.leadIn
        for target in [other, start] {
            record(simulation.handle(TimedInput(time: now, input: .tap(index: target))))
            let deadline = now + timing.maximumTransition
            while let wake = simulation.nextWakeTime, wake <= deadline, !recorder.isFull {
                record(simulation.advance(to: wake))
            }
            now = max(simulation.time, now) + timing.hold
        }
        return (simulation.layout, recorder.finish(at: now))
    }

    private func makeSimulation(framesPerSecond: Int = 60) -> PagerSimulation<PagerLayoutAdapter<TextMeasurer>> {
        var config = config
        config.pager.autoScroll.enabled = false
        config.appearance.frameRate = framesPerSecond
        return PagerSimulation(
            config: config, viewport: viewport, layouter: PagerLayoutAdapter(measurer: measurer), time: 0)
    }
}

/// Collects frames with their start times and turns them into frames with durations.
private struct FrameRecorder {
    let limit: Int
    private var frames: [(frame: PagerFrame, time: Double)] = []

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    var isFull: Bool { frames.count >= limit }

    mutating func add(_ frame: PagerFrame, at time: Double) {
        if let last = frames.last, last.frame == frame { return }
        guard !isFull else { return }
        frames.append((frame, time))
    }

    /// The frames, each lasting until the next one starts and the last until `end` (at least 1 ms each).
    func finish(at end: Double) -> [PreviewScene.AnimationFrame] {
        frames.indices.map { index in
            let next = index + 1 < frames.count ? frames[index + 1].time : max(end, frames[index].time)
            let milliseconds = Int(((next - frames[index].time) * 1000).rounded())
            return PreviewScene.AnimationFrame(frame: frames[index].frame, milliseconds: max(1, milliseconds))
        }
    }
}
