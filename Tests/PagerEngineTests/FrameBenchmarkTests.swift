import Testing

@testable import PagerEngine

/// The engine benchmark's loop. Timing is printed, not asserted (machines are shared); run it in
/// release for real numbers: `swift test -c release --filter FrameBenchmarkTests`.
struct FrameBenchmarkTests {
    private func tabs(_ count: Int) -> PagerLayout {
        layout(config(titles: (0..<count).map { "Tab \($0)" }))
    }

    @Test(arguments: [5, 100])
    func computeAndEncode(count: Int) {
        let bar = tabs(count)
        let frames = count == 5 ? 20_000 : 2_000
        _ = FrameBenchmark.run(layout: bar, frames: 100)
        let clock = ContinuousClock()
        var bytes = 0
        let elapsed = clock.measure { bytes = FrameBenchmark.run(layout: bar, frames: frames) }
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        print(
            "FrameBenchmark \(count) tabs: \(Int(nanoseconds / Double(frames))) ns/frame, \(bytes / frames) bytes/frame"
        )
        #expect(bytes > frames * 100)
    }
}
