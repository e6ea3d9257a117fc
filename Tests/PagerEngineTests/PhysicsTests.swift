import Testing

@testable import PagerEngine

struct VelocityTrackerTests {
    @Test func evenSamplesGiveTheSlope() {
        var tracker = VelocityTracker()
        for step in 0...5 {
            let time = Double(step) * 0.01
            tracker.add(time: time, value: 100 * time)
        }
        #expect(abs(tracker.velocity(at: 0.05) - 100) < 1e-9)
    }

    @Test func unevenTimestampsStillGiveTheSlope() {
        // value = 3t + 2 sampled at irregular times: a least-squares line through collinear points is exact.
        var tracker = VelocityTracker()
        for time in [0.0, 0.013, 0.02, 0.041, 0.09] { tracker.add(time: time, value: 3 * time + 2) }
        #expect(abs(tracker.velocity(at: 0.09) - 3) < 1e-9)
    }

    @Test func jitteredSamplesStayCloseToTheTrueSpeed() {
        // 500 pt/s with ±1 pt of noise alternating: the fit stays within a few percent.
        var tracker = VelocityTracker()
        for step in 0...6 {
            let time = Double(step) * 0.016
            tracker.add(time: time, value: 500 * time + (step.isMultiple(of: 2) ? 1 : -1))
        }
        #expect(abs(tracker.velocity(at: 0.096) - 500) < 25)
    }

    @Test func samplesOutsideTheWindowAreIgnored() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(time: 0, value: 1000)
        for time in [0.2, 0.22, 0.25] { tracker.add(time: time, value: -2 * time) }
        #expect(abs(tracker.velocity(at: 0.25) + 2) < 1e-9)
    }

    @Test func aPauseBeforeReleaseGivesNoVelocity() {
        var tracker = VelocityTracker(window: 0.1)
        for time in [0.0, 0.02, 0.04] { tracker.add(time: time, value: 800 * time) }
        #expect(tracker.velocity(at: 0.5) == 0)
    }

    @Test func oneSampleGivesNoVelocity() {
        var tracker = VelocityTracker()
        tracker.add(time: 1, value: 5)
        #expect(tracker.velocity(at: 1) == 0)
    }
}

struct RubberBandTests {
    @Test func resistanceFollowsUIScrollViewsFormula() {
        // (1 − 1/(100·0.55/390 + 1))·390 = 48.2022…
        #expect(abs(RubberBand.resisted(100, dimension: 390) - 48.202247191011224) < 1e-9)
        #expect(abs(RubberBand.resisted(-100, dimension: 390) + 48.202247191011224) < 1e-9)
        #expect(RubberBand.resisted(0, dimension: 390) == 0)
    }

    @Test func resistanceIsBoundedByTheDimension() {
        #expect(RubberBand.resisted(1_000_000, dimension: 390) < 390)
        #expect(RubberBand.resisted(390, dimension: 390) < 390 * 0.36)  // 1 − 1/1.55 = 0.3548
    }

    @Test func inverseRoundTrips() {
        for distance in [-300.0, -12.5, 0, 3, 77.7, 390, 2000] {
            let shown = RubberBand.resisted(distance, dimension: 390)
            #expect(abs(RubberBand.unresisted(shown, dimension: 390) - distance) < 1e-6)
        }
    }
}

struct SettleCurveTests {
    @Test func hermiteMidpointMatchesTheFormula() {
        // u = 0.5: h00 = 0.5, h10 = 0.125, h01 = 0.5 → 0.5·0.6 + 0.125·0.3·1 + 0.5·1 = 0.8375
        let curve = SettleCurve(from: 0.6, to: 1, velocity: 1, start: 0, duration: 0.3)
        #expect(abs(curve.value(at: 0.15) - 0.8375) < 1e-12)
        #expect(curve.value(at: 0) == 0.6)
        #expect(curve.value(at: 0.3) == 1)
        #expect(curve.value(at: 7) == 1)
    }

    @Test func velocityAwayFromTheTargetIsDropped() {
        // Springing back from 0.3 to 0 while the finger moved forward: plain ease, 0.5·0.3 = 0.15 half-way.
        let curve = SettleCurve(from: 0.3, to: 0, velocity: 1, start: 0, duration: 0.3)
        #expect(curve.velocity == 0)
        #expect(abs(curve.value(at: 0.15) - 0.15) < 1e-12)
    }

    @Test func neverOvershootsEvenForAHugeFlick() {
        let curve = SettleCurve(from: 0.1, to: 1, velocity: 40, start: 2)
        var previous = curve.from
        var time = curve.start
        while time <= curve.end + 0.02 {
            let value = curve.value(at: time)
            #expect(value >= previous - 1e-12)
            #expect(value <= 1 + 1e-12)
            previous = value
            time += 1.0 / 120
        }
        #expect(curve.value(at: curve.end) == 1)
    }

    @Test func durationGrowsWithDistanceAndShrinksForAFlick() {
        // 0.25 + 0.2·0.4 = 0.33 s at rest; a 5 pages/s flick would cover 0.4 in 3·0.4/5 = 0.24 → floor 0.25.
        #expect(abs(SettleCurve(from: 0.6, to: 1, velocity: 0, start: 0).duration - 0.33) < 1e-12)
        #expect(SettleCurve(from: 0.6, to: 1, velocity: 5, start: 0).duration == 0.25)
        #expect(SettleCurve(from: 0, to: 3, velocity: 0, start: 0).duration == SettleCurve.maximumDuration)
    }
}

struct PagingDecisionTests {
    @Test(arguments: [
        // (position, velocity, start page, expected)
        (0.3, 0.1, 0, 0),  // slow, less than half: back
        (0.6, 0.0, 0, 1),  // slow, more than half: on
        (0.2, 0.8, 0, 1),  // short quick flick forward
        (0.8, -0.8, 0, 0),  // flick back from most of the way
        (2.0, 3.0, 2, 3),  // flick at rest position
        (1.0, 1.0, 0, 1),  // already on the next page: never two pages from the start
        (-0.2, -1.0, 0, 0),  // flick past the first page stays on it
        (4.3, 2.0, 4, 4),  // flick past the last page (0…4) stays on it
    ])
    func target(position: Double, velocity: Double, start: Int, expected: Int) {
        #expect(
            PagingDecision.targetPage(position: position, velocity: velocity, startPage: start, range: 0...4)
                == expected)
    }
}

struct DecelerationTests {
    @Test func followsUIScrollViewsDecay() {
        // k = 1000·ln 0.998 = −2.0020027; rest = −1000/k = 499.49983; stop when 1000·0.998^(1000t) = 5:
        // t = ln(0.005)/k = 2.6465086 s; x(0.5) = 1000·(0.998^500 − 1)/k = 315.92802.
        let fling = Deceleration(from: 0, velocity: 1000, start: 0)
        #expect(abs(fling.restingOffset - 499.4998331664548) < 1e-9)
        #expect(abs(fling.duration - 2.646508640653674) < 1e-9)
        #expect(abs(fling.value(at: 0.5) - 315.9280226785096) < 1e-9)
        #expect(fling.value(at: 10) == fling.restingOffset)
        #expect(fling.velocity(at: 10) == 0)
    }

    @Test func slowMotionDoesNotMove() {
        let fling = Deceleration(from: 10, velocity: 3, start: 0)
        #expect(fling.duration == 0)
        #expect(fling.isFinished(at: 0))
    }
}

struct TimingCurveTests {
    @Test func easeInOutIsSymmetricAndPinned() {
        #expect(TimingCurve.easeInOut.value(at: 0) == 0)
        #expect(TimingCurve.easeInOut.value(at: 1) == 1)
        // cubic-bezier(0.42, 0, 0.58, 1) is point-symmetric about (0.5, 0.5).
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        let a = TimingCurve.easeInOut.value(at: 0.2)
        let b = TimingCurve.easeInOut.value(at: 0.8)
        #expect(abs(a + b - 1) < 1e-9)
        #expect(a < 0.2)
    }

    @Test func easeOutSolvesTheBezier() {
        // cubic-bezier(0, 0, 0.58, 1) at s = 0.5: x = 3·0.5·0.25·0.58 + 0.125 = 0.3425, y = 3·0.5·0.25 + 0.125 = 0.5.
        #expect(abs(TimingCurve.easeOut.value(at: 0.3425) - 0.5) < 1e-7)
    }

    @Test func animationEndsExactly() {
        let animation = TimedAnimation(from: 1, to: 3, start: 10, duration: 0.3, curve: .linear)
        #expect(abs(animation.value(at: 10.15) - 2) < 1e-9)
        #expect(animation.value(at: 10.3) == 3)
        #expect(animation.value(at: 9) == 1)
    }
}
