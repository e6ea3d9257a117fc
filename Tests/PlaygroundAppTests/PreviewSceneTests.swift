import PagerEngine
import Testing
import TextMetrics

@testable import PlaygroundApp

/// The scenes the previews draw, from the real simulation and layout.
struct PreviewSceneTests {
    let measurer: TextMeasurer

    init() throws {
        measurer = try TextMeasurer()
    }

    @Test func viewportKeepsTheIPhoneAspectAndSafeArea() {
        // 320 × 852 / 393 = 693.74 → 694; 1024 × 852 / 393 = 2219.97 → 2220.
        let narrow = PreviewScene(config: PagerConfig(), width: 320, measurer: measurer).viewport
        #expect(narrow.width == 320 && narrow.height == 694)
        #expect(narrow.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(PreviewScene(config: PagerConfig(), width: 1024, measurer: measurer).viewport.height == 2220)
        #expect(PreviewScene(config: PagerConfig(), width: 393, measurer: measurer).viewport == .iPhone15Pro)
    }

    @Test func restingFrameIsOnTheDefaultPage() {
        var config = PagerConfig()
        config.pager.defaultPage = 2
        let (layout, frame) = PreviewScene(config: config, width: 393, measurer: measurer).resting()
        #expect(frame.index == 2 && frame.position == 2)
        #expect(frame.pages.map(\.index) == [2])
        #expect(frame.buttons[2].progress == 1)
        #expect(layout.itemCount == 5)
    }

    @Test func transitionGoesToTheNextTabAndBack() throws {
        let timing = PreviewScene.Timing()
        let animation = PreviewScene(config: PagerConfig(), width: 393, measurer: measurer).transition(timing: timing)
        let positions = animation.frames.map(\.frame.position)
        #expect(positions.first == 0 && positions.last == 0)
        let held = try #require(animation.frames.firstIndex { $0.frame.position == 1 })
        #expect(animation.frames[held].milliseconds >= 800)
        #expect(animation.frames.first?.milliseconds == 600)
        #expect(animation.frames.last?.milliseconds ?? 0 >= 800)
        // Between the holds the frames are one 30 fps period apart: 1000 / 30 = 33.3 → 33 ms.
        let moving = animation.frames.dropFirst().filter { $0.milliseconds < 800 }
        #expect(!moving.isEmpty && moving.allSatisfy { $0.milliseconds == 33 || $0.milliseconds == 34 })
        // The whole loop: 0.6 s lead-in, two 0.3 s transitions and two 0.8 s holds = 2.8 s, give or take a frame.
        let total = animation.frames.map(\.milliseconds).reduce(0, +)
        #expect(total >= 2_700 && total <= 3_000, "\(total) ms")
        // Positions rise monotonically to 1, then fall back.
        #expect(zip(positions[..<held], positions[1...held]).allSatisfy { $0 <= $1 })
    }

    @Test func lastPageTapsThePreviousTab() {
        var config = PagerConfig()
        config.pager.defaultPage = 4
        let animation = PreviewScene(config: config, width: 393, measurer: measurer).transition()
        #expect(animation.frames.first?.frame.position == 4)
        #expect(animation.frames.contains { $0.frame.position == 3 })
        #expect(animation.frames.allSatisfy { $0.frame.position >= 3 && $0.frame.position <= 4 })
    }

    @Test func oneTabIsOneFrameHeldForTheWholeLoop() {
        var config = PagerConfig()
        config.items = [PagerItem(id: "only", title: "Only")]
        let animation = PreviewScene(config: config, width: 393, measurer: measurer).transition()
        // 0.6 s lead-in + 0.8 s hold.
        #expect(animation.frames.map(\.milliseconds) == [1_400])
    }

    @Test func autoScrollIsIgnoredSoOnlyTheTapsMove() {
        var config = PagerConfig()
        config.pager.autoScroll.enabled = true
        config.pager.autoScroll.interval = 0.5
        let scene = PreviewScene(config: config, width: 393, measurer: measurer)
        let positions = scene.transition().frames.map(\.frame.position)
        #expect(positions.allSatisfy { $0 >= 0 && $0 <= 1 })
    }

    @Test func frameCapCutsALongAnimation() {
        var timing = PreviewScene.Timing()
        timing.maximumFrames = 5
        let animation = PreviewScene(config: PagerConfig(), width: 393, measurer: measurer).transition(timing: timing)
        #expect(animation.frames.count == 5)
    }
}
