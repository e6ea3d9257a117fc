import HTTPCore
import PagerEngine
import Testing
import TextMetrics

@testable import PlaygroundApp

/// `GET /c/{slug}/preview.apng` on a real server (see ``PreviewRoutesTests``).
struct PreviewAnimationRouteTests {
    @Test func apngPlaysATabToTabTransitionAndLoops() throws {
        try LiveServer.withPreviews { server in
            let config = try #require(Preset.named("tabman.buttonBar")).config
            let slug = try server.save(config)
            let reply = try server.get("/c/\(slug)/preview.apng")
            #expect(reply.status == 200)
            #expect(reply.headers["Content-Type"] == "image/apng")
            let apng = try PNGTestDecoder(reply.body)
            // Default scale 1: 393 × 852.
            #expect(apng.width == 393 && apng.height == 852)
            #expect(apng.loopCount == 0)
            #expect(apng.frameCountDeclared == UInt32(apng.frames.count))
            // Rest, a 0.3 s transition at 30 fps there and back (about 10 frames each), holds between.
            #expect(apng.frames.count >= 8 && apng.frames.count <= 40, "\(apng.frames.count) frames")
            let delays = apng.frames.map {
                Double($0.delayNumerator) / Double($0.delayDenominator == 0 ? 100 : $0.delayDenominator)
            }
            // The 0.6 s lead-in, plus the frame at the tap, which still looks like the rest and is merged into it.
            #expect(delays.first.map { $0 >= 0.6 && $0 <= 0.634 } == true, "\(delays.first ?? 0)")
            // Moving frames are one 30 fps period (33 ms) apart; two holds of at least 0.8 s.
            #expect(delays.filter { $0 >= 0.8 }.count == 2)
            #expect(delays.contains { abs($0 - 0.033) < 0.002 })
            // The indicator rests under tab 0 in the first and last frames and under tab 1 while held in between.
            let measurer = try TextMeasurer()
            let scene = PreviewScene(config: config, width: 393, measurer: measurer)
            let (layout, rest) = scene.resting()
            var there = config
            there.pager.defaultPage = 1
            let (_, moved) = PreviewScene(config: there, width: 393, measurer: measurer).resting()
            let home = PreviewRoutesTests.indicatorCenter(layout, rest)
            let away = PreviewRoutesTests.indicatorCenter(layout, moved)
            #expect(home.x != away.x)
            func isBlue(_ frame: PNGTestDecoder.Frame, _ point: Point) -> Bool {
                PNGTestDecoder.color(in: frame.canvas, width: apng.width, x: Int(point.x), y: Int(point.y))
                    == .systemBlue
            }
            let first = try #require(apng.frames.first)
            let last = try #require(apng.frames.last)
            let heldIndex = try #require(delays.firstIndex { $0 >= 0.8 })
            let held = apng.frames[heldIndex]
            #expect(isBlue(first, home) && !isBlue(first, away))
            #expect(isBlue(held, away) && !isBlue(held, home))
            #expect(isBlue(last, home) && !isBlue(last, away))
            // Later frames are cropped to what changed; the first is the whole canvas.
            #expect(first.width == apng.width && first.height == apng.height)
        }
    }

}
