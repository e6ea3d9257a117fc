import Testing

@testable import PagerEngine

/// `snap`'s interactive updates compose additively, as UIKit's animations of successive updates do:
/// in a steady drag the component trails the finger by half the animation's duration (the area under
/// 1 − easeInOut is one half), not by seconds.
struct ComponentTrackSnapTests {
    /// A finger moving 1 page a second, an update every 60th of a second for `seconds`.
    private func steadyDrag(seconds: Double) -> ComponentTrack {
        var track = ComponentTrack(style: .snap, position: 0)
        let steps = Int(seconds * 60)
        for step in 1...steps {
            let time = Double(step) / 60
            track.update(to: time, at: time, animated: false)
        }
        return track
    }

    @Test func aSteadyDragTrailsByHalfTheDuration() {
        let track = steadyDrag(seconds: 1)
        let lag = 1 - track.value(at: 1)
        // The 16 steps younger than 0.25 s still owe 1/60 × (1 − easeInOut(k/15)), k = 0…15: the newest
        // all of it, the oldest none, and the 14 between pair off (the curve is symmetric, so
        // c(k/15) + c(1 − k/15) = 1) to 7 steps' worth: 8/60 in all, about half the duration.
        #expect(abs(lag - 8.0 / 60) < 1e-9, "lag \(lag)")
        #expect(track.isAnimating(at: 1))
        guard case .at(let shown) = track.motion(at: 1) else {
            Issue.record("expected a mixed position, got \(track.motion(at: 1))")
            return
        }
        #expect(shown == track.value(at: 1))
    }

    @Test func itArrivesADurationAfterTheLastUpdate() {
        var track = steadyDrag(seconds: 0.5)
        #expect(track.value(at: 0.5 + 0.25) == 0.5)
        #expect(!track.isAnimating(at: 0.75))
        #expect(track.motion(at: 0.75) == .at(0.5))
        track.settle(at: 0.75)
        #expect(track.value(at: 0.8) == 0.5)
    }

    @Test func aProgrammaticUpdateStartsFromWhereTheStepsHadGot() {
        var track = steadyDrag(seconds: 0.5)
        let current = track.value(at: 0.5)
        track.update(to: 3, at: 0.5, animated: true)
        #expect(abs(track.value(at: 0.5) - current) < 1e-12)
        #expect(track.value(at: 0.75) == 3)
        guard case .blend(let from, let to, _) = track.motion(at: 0.6) else {
            Issue.record("expected a blend, got \(track.motion(at: 0.6))")
            return
        }
        #expect(abs(from - current) < 1e-12 && to == 3)
    }

    @Test func progressiveInteractiveUpdatesStillJump() {
        var track = ComponentTrack(style: .progressive, position: 0)
        track.update(to: 0.4, at: 0.1, animated: false)
        #expect(track.value(at: 0.1) == 0.4)
        #expect(!track.isAnimating(at: 0.1))
    }
}
