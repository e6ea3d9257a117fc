import HTTPCore
import PagerEngine
import Testing
import TextMetrics

@testable import PlaygroundApp

/// An animation render stops between frames once it runs past its budget, so a render nobody waits for
/// (the response timed out) does not hold a core to its end.
struct PreviewRenderBudgetTests {
    private func apng() throws -> (PreviewImageMaker, [UInt8], PreviewOptions) {
        let maker = PreviewImageMaker(measurer: try TextMeasurer())
        let config = try #require(Preset.named("tabman.buttonBar")).config
        let options = try PreviewOptions(kind: .apng, query: QueryParameters(Substring("scale=1")))
        return (maker, ConfigNormalizer.normalizedBytes(config), options)
    }

    @Test func anAnimationStopsWhenItsTimeIsUp() throws {
        let (maker, json, options) = try apng()
        var asked = 0
        #expect {
            _ = try maker.make(
                configBytes: json, options: options,
                inTime: {
                    asked += 1
                    return asked <= 3
                }, isCancelled: { false })
        } throws: { error in
            guard case PreviewError.tooSlow(let drawn, let total) = error else { return false }
            // A request for it gets a 500 that says why.
            let http = HTTPError(error)
            return drawn == 3 && total > 3 && http.status == .unprocessableContent && http.code == "render-too-slow"
        }
        #expect(asked == 4)
    }

    @Test func aRenderInTimeIsWhole() throws {
        let (maker, json, options) = try apng()
        var asked = 0
        let bytes = try maker.make(
            configBytes: json, options: options,
            inTime: {
                asked += 1
                return true
            }, isCancelled: { false })
        let decoded = try PNGTestDecoder(bytes)
        #expect(decoded.frames.count >= 3)
        #expect(asked > 3)
    }

    @Test func theBudgetAppliesToTheClockPath() throws {
        var (maker, json, options) = try apng()
        maker.budget = .zero
        #expect(throws: PreviewError.self) { try maker.make(configBytes: json, options: options) }
        // A still image has no frames to stop between.
        let png = try PreviewOptions(kind: .png, query: QueryParameters(Substring("scale=1")))
        #expect(try PNGTestDecoder(maker.make(configBytes: json, options: png)).width > 0)
    }
}
