import TestSupport
import Testing

@testable import PagerEngine

/// `ComponentTrack.sample(at:)` evaluates the timing curve once for a frame's value and motion: it must
/// give exactly what `value(at:)` and `motion(at:)` give, in every state a track goes through.
struct ComponentTrackSampleTests {
    @Test func sampleIsValueAndMotion() {
        var random = SeededGenerator(seed: 41)
        let styles: [TransitionStyle] = [.progressive, .snap, .none]
        let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
        var compared = 0
        var blends = 0
        for style in styles {
            var track = ComponentTrack(style: style, position: 0)
            var time = 0.0
            for _ in 0..<300 {
                time += Double(random.below(40)) / 400
                let target = Double(random.below(9)) / 2
                switch random.below(4) {
                case 0: track.settle(at: time)
                case 1: track.update(to: target, at: time, animated: false)
                default:
                    track.update(
                        to: target, at: time, animated: true, duration: Double(random.below(5)) / 10,
                        curve: curves[random.below(4)])
                }
                for step in 0..<6 {
                    let at = time + Double(step) * 0.05
                    let sample = track.sample(at: at)
                    #expect(sample.value == track.value(at: at))
                    #expect(sample.motion == track.motion(at: at))
                    if case .blend = sample.motion { blends += 1 }
                    compared += 1
                }
            }
        }
        #expect(compared == 5_400)
        // The fast path (a running animation) was exercised, not only the fallback.
        #expect(blends > 500)
    }
}
