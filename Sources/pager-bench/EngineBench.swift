import PagerEngine
import TextMetrics

/// `pager-bench engine`: nanoseconds to compute and encode one frame, for a 5-tab and a 100-tab bar,
/// median of many runs (one core; the engine reads no clock, the benchmark times the loop).
enum EngineBench {
    static func run(_ arguments: [String]) throws(BenchError) {
        let options = try BenchOptions(arguments, allowed: ["runs", "frames"])
        let runs = try options.int("runs", default: 15)
        let frames = try options.int("frames", default: 50_000)
        let measurer: TextMeasurer
        do {
            measurer = try TextMeasurer()
        } catch {
            throw BenchError(message: error.description)
        }
        for tabs in [5, 100] {
            var config = PagerConfig()
            config.items = (0..<tabs).map {
                PagerItem(
                    id: "tab\($0)",
                    title: tabs == 5 ? ["Home", "Explore", "Library", "Profile", "Settings"][$0] : "Tab \($0)")
            }
            let layout = PagerLayout(config: config, viewport: .iPhone15Pro, measurer: measurer)
            _ = FrameBenchmark.run(layout: layout, frames: 1_000)  // warm up
            var samples: [Double] = []
            var sink = 0
            let clock = ContinuousClock()
            for _ in 0..<runs {
                let start = clock.now
                sink &+= FrameBenchmark.run(layout: layout, frames: frames)
                let elapsed = clock.now - start
                let nanoseconds =
                    Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
                samples.append(nanoseconds / Double(frames))
            }
            print("engine_ns_per_frame_\(tabs)_tabs \(Int(median(samples).rounded()))")
            if sink == 42 { print("") }  // keeps the work observable
        }
    }
}
