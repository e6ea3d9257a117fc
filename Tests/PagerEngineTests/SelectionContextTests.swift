import Testing

@testable import PagerEngine

/// Button selection progress and colour (reference A6, §4, §5) on three buttons.
struct SelectionContextTests {
    private func frame(_ position: Double, index: Int? = nil, _ customize: (inout PagerConfig) -> Void = { _ in })
        -> PagerFrame
    {
        layout(config(titles: ["A", "B", "C"], customize)).frame(FrameInput(position: position, index: index))
    }

    @Test func tabmanSnapRoundsHalfAwayFromZero() {
        let snap: (inout PagerConfig) -> Void = { $0.buttons.transitionStyle = .snap }
        // 1.4 → 1; 1.5 → 2; −0.5 → −1, which has no button: button 0 keeps 1.
        #expect(frame(1.4, snap).progresses == [0, 1, 0])
        #expect(frame(1.5, snap).progresses == [0, 0, 1])
        #expect(frame(-0.5, snap).progresses == [1, 0, 0])
        #expect(frame(1.5, snap).selectedIndexes == [2])
    }

    @Test func tabmanSelectedFontOnlyAtExactlyOne() {
        // 0.999: button 0 at 0.001, button 1 at 0.999 — neither is `.selected`.
        #expect(frame(0.999).selectedIndexes.isEmpty)
        #expect(frame(1).selectedIndexes == [1])
    }

    @Test func colourMixesEveryComponent() {
        let frame = frame(0.25) { config in
            config.buttons.tintColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
            config.buttons.selectedTintColor = RGBAColor(red: 200, green: 100, blue: 50, alpha: 255)
        }
        // Button 1 at 0.25: (50, 25, 12.5 → 13, 63.75 → 64). Button 0 at 0.75: (150, 75, 37.5 → 38, 191.25 → 191).
        #expect(frame.buttons[1].color == RGBAColor(red: 50, green: 25, blue: 13, alpha: 64))
        #expect(frame.buttons[0].color == RGBAColor(red: 150, green: 75, blue: 38, alpha: 191))
    }

    @Test func alphaOnSelection() {
        // 0.5 + 0.5 × 0.25 = 0.625 for button 1; button 2 at 0.5.
        let frame = frame(0.25) { $0.buttons.adjustsAlphaOnSelection = true }
        #expect(close(frame.buttons.map(\.opacity), [0.875, 0.625, 0.5]))
    }

    @Test func swiftUITabPagerMeasuresFromTheCommittedTab() {
        let swiftUI: (inout PagerConfig) -> Void = {
            $0.bar.behavior = .swiftUITabPager
            $0.buttons.transitionStyle = .progressive
        }
        // Committed 2, dragging back to 1.3: q = −0.7 → tab 2 gets 0.3, tab 1 gets 0.7; shown as 1 (|q| > 0.5).
        let back = frame(1.3, index: 2, swiftUI)
        #expect(close(back.progresses, [0, 0.7, 0.3]))
        #expect(back.selectedIndexes == [1])
        // Past the last tab: q = 0.4, no neighbour; tab 2 drops to 0.6.
        #expect(close(frame(2.4, index: 2, swiftUI).progresses, [0, 0, 0.6]))
    }

    @Test func bTabSelectsTheFloor() {
        let bTab: (inout PagerConfig) -> Void = { $0.bar.behavior = .bTabViewController }
        #expect(frame(1.999, bTab).progresses == [0, 1, 0])
        #expect(frame(-0.3, bTab).progresses == [1, 0, 0])
        #expect(frame(5.2, bTab).progresses == [0, 0, 1])
    }

    @Test func tabBarSelectsTheCommittedIndex() {
        let tabBar: (inout PagerConfig) -> Void = { $0.bar.behavior = .tabBarController }
        #expect(frame(1.7, index: 2, tabBar).progresses == [0, 0, 1])
        #expect(frame(1.7, tabBar).progresses == [0, 1, 0])
    }

    @Test func mixingRoundsToTheNearestByte() {
        // Black → white at 0.5: 127.5 → 128; at 0.2: 51; at 0 and 1 the ends themselves.
        #expect(RGBAColor.black.mixed(with: .white, 0.5) == RGBAColor(red: 128, green: 128, blue: 128))
        #expect(RGBAColor.black.mixed(with: .white, 0.2) == RGBAColor(red: 51, green: 51, blue: 51))
        #expect(RGBAColor.black.mixed(with: .white, 0) == .black)
        #expect(RGBAColor.black.mixed(with: .white, 1) == .white)
    }

    /// The mix rounds without libm; it must give what `rounded()` (half away from zero) and a clamp to
    /// 0…255 give, ties, overshoot and NaN included.
    @Test func mixingMatchesRoundedAndClamped() {
        func reference(_ a: UInt8, _ b: UInt8, _ fraction: Double) -> UInt8 {
            let value = (Double(a) + (Double(b) - Double(a)) * fraction).rounded()
            return UInt8(min(max(value, 0), 255))
        }
        var fractions = (0...255).map { Double($0) / 255 } + (0...64).map { Double($0) / 64 }
        fractions += [-0.5, -0.001, 0.5, 1.001, 1.5, 3, 0.5 - 1e-15, 0.5 + 1e-15]
        var compared = 0
        var mismatches: [String] = []
        for a in stride(from: 0, through: 255, by: 3) {
            for b in [0, 1, 2, 7, 64, 127, 128, 200, 254, 255] {
                for fraction in fractions {
                    let mixed = RGBAColor(red: UInt8(a), green: 0, blue: 0).mixed(
                        with: RGBAColor(red: UInt8(b), green: 0, blue: 0), fraction)
                    if mixed.red != reference(UInt8(a), UInt8(b), fraction) {
                        mismatches.append("\(a) → \(b) at \(fraction)")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 200_000)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // 0 → 1 at one half is a tie: away from zero.
        #expect(RGBAColor(red: 0, green: 0, blue: 0).mixed(with: RGBAColor(red: 1, green: 0, blue: 0), 0.5).red == 1)
        #expect(RGBAColor.black.mixed(with: .white, .nan) == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    }
}
