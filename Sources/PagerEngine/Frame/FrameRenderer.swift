/// Computes and encodes frames into buffers it keeps between calls: the hot path of a live session.
///
/// After the first few frames neither the `PagerFrame` arrays nor the JSON buffer grow, so a frame costs
/// arithmetic and byte appends only.
///
/// ```swift
/// var renderer = FrameRenderer()
/// renderer.render(layout, FrameInput(position: 1.42), rev: 3, seq: 812, t: 13.533) { bytes in
///     channel.send(bytes)
/// }
/// ```
public struct FrameRenderer: Sendable {
    public private(set) var frame = PagerFrame()
    private var writer = JSONWriter(capacity: 4096)

    public init() {}

    /// Computes the frame for `input`, encodes it and hands the JSON bytes to `body`.
    ///
    /// The buffer is only valid inside `body`; copy it out to keep it.
    @discardableResult
    public mutating func render<Result>(
        _ layout: PagerLayout,
        _ input: FrameInput,
        rev: Int,
        seq: Int,
        t: Double,
        body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        layout.frame(input, into: &frame)
        writer.reset()
        frame.writeJSON(rev: rev, seq: seq, t: t, into: &writer)
        return try writer.withBytes(body)
    }

    /// Computes and encodes the frame for `input` and returns the JSON as a string (tests, the CLI).
    public mutating func renderString(_ layout: PagerLayout, _ input: FrameInput, rev: Int, seq: Int, t: Double)
        -> String
    {
        render(layout, input, rev: rev, seq: seq, t: t) { String(decoding: $0, as: UTF8.self) }
    }
}

/// The engine benchmark's loop, for `pager-bench engine` to time (the engine reads no clock).
public enum FrameBenchmark {
    /// Renders `frames` frames, sweeping the position from −0.3 to `count − 1 + 0.4` and back, and
    /// returns the number of bytes written (so the work cannot be optimised away).
    public static func run(layout: PagerLayout, frames: Int) -> Int {
        var renderer = FrameRenderer()
        let low = -0.3
        let high = Double(max(layout.itemCount - 1, 0)) + 0.4
        let steps = 240.0
        var total = 0
        for frame in 0..<frames {
            let phase = Double(frame).truncatingRemainder(dividingBy: 2 * steps)
            let fraction = phase < steps ? phase / steps : 2 - phase / steps
            let input = FrameInput(position: low + (high - low) * fraction)
            total &+= renderer.render(layout, input, rev: 1, seq: frame, t: Double(frame) / 60) { $0.count }
        }
        return total
    }
}
