import HTTPCore
import PagerEngine
import Testing
import TextMetrics

@testable import PlaygroundApp

/// Times the server-side previews; meaningful in release
/// (`swift test -c release -Xswiftc -enable-testing --filter PreviewRenderTiming`). Prints figures rather
/// than asserting bounds (the machine is shared); the checks are that the output decodes.
struct PreviewRenderTimingTests {
    @Test(.enabled(if: PreviewTimingTests.isOptimized)) func stillAtScaleTwo() throws {
        let measurer = try TextMeasurer()
        let renderer = PagerRenderer(measurer: measurer)
        let clock = ContinuousClock()
        var lines: [String] = []
        for id in ["tabman.buttonBar", "tabBarController.bottom", "swiftUITabPager.scrollable"] {
            let config = try #require(Preset.named(id)).config
            var renders: [Duration] = []
            var encodes: [Duration] = []
            var totals: [Duration] = []
            var bytes: [UInt8] = []
            for _ in 0..<7 {
                let start = clock.now
                let scene = PreviewScene(config: config, width: 393, measurer: measurer).resting()
                let image = try renderer.render(scene.layout, frame: scene.frame, scale: 2)
                let rendered = clock.now
                bytes = try PNGEncoder.encode(image)
                let encoded = clock.now
                renders.append(rendered - start)
                encodes.append(encoded - rendered)
                totals.append(encoded - start)
            }
            let png = try PNGTestDecoder(bytes)
            #expect(png.width == 786 && png.height == 1704)
            lines.append(
                "\(id): layout+render \(Self.median(renders)), encode \(Self.median(encodes)), "
                    + "total \(Self.median(totals)) (min \(totals.min() ?? .zero)), \(bytes.count) bytes")
        }
        print("[preview timing] 393×852 @2x PNG (median of 7): " + lines.joined(separator: "; "))
    }

    @Test(.enabled(if: PreviewTimingTests.isOptimized)) func animations() throws {
        let measurer = try TextMeasurer()
        let maker = PreviewImageMaker(measurer: measurer)
        let clock = ContinuousClock()
        var lines: [String] = []
        for (id, scale) in [("tabman.buttonBar", 1), ("tabman.buttonBar", 2), ("tabBarController.bottom", 1)] {
            let config = try #require(Preset.named(id)).config
            let json = ConfigNormalizer.normalizedBytes(config)
            let options = try PreviewOptions(kind: .apng, query: Self.query(scale: scale))
            var bytes: [UInt8] = []
            var times: [Duration] = []
            for _ in 0..<3 {
                times.append(try clock.measure { bytes = try maker.make(configBytes: json, options: options) })
            }
            let apng = try PNGTestDecoder(bytes)
            #expect(apng.frames.count >= 3)
            lines.append(
                "\(id) @\(scale)x: \(Self.median(times)) (min \(times.min() ?? .zero)), \(apng.frames.count) frames, "
                    + "\(bytes.count) bytes")
        }
        print("[preview timing] APNG render+encode (median of 3): " + lines.joined(separator: "; "))
    }

    @Test(.enabled(if: PreviewTimingTests.isOptimized)) func cacheHit() throws {
        var cache = LRUByteCache<PreviewKey, PreviewAsset>(capacity: 64 * 1024 * 1024)
        let options = try PreviewOptions(kind: .png, query: Self.query(scale: 2))
        for index in 0..<500 {
            let key = PreviewKey(slug: "slug\(index)", version: 1, options: options)
            cache.insert(
                PreviewAsset(bytes: [UInt8](repeating: 1, count: 40_000), contentType: "image/png"), for: key,
                cost: 40_000)
        }
        let key = PreviewKey(slug: "slug250", version: 1, options: options)
        let clock = ContinuousClock()
        var found = 0
        let elapsed = clock.measure {
            for _ in 0..<100_000 where cache.value(for: key) != nil { found += 1 }
        }
        #expect(found == 100_000)
        print("[preview timing] cache hit among 500 entries: \(elapsed / 100_000) per lookup")
    }

    static func query(scale: Int) -> QueryParameters { QueryParameters(Substring("scale=\(scale)")) }

    static func median(_ values: [Duration]) -> Duration {
        let sorted = values.sorted()
        return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
    }
}
