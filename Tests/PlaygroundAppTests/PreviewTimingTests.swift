import PagerEngine
import Testing

@testable import PlaygroundApp

/// Times the 390 × 844 @2x scene; meaningful in release (`swift test -c release -Xswiftc -enable-testing`).
///
/// Prints the figures instead of asserting a bound, since the machine is shared; the checks are
/// that the encoded file decodes to the rendered pixels.
struct PreviewTimingTests {
    /// Whether the tests were built with optimisation; the ten-frame animation takes seconds unoptimised.
    static let isOptimized: Bool = {
        #if DEBUG
            false
        #else
            true
        #endif
    }()

    @Test func renderAndEncodeAtScaleTwo() throws {
        let clock = ContinuousClock()
        var image: RasterImage?
        let render = try clock.measure { image = try PreviewTestScene.pager(scale: 2) }
        let rendered = try #require(image)
        var timings: [String] = []
        for (name, options) in [
            ("balanced", PNGEncoder.Options()),
            ("fast", PNGEncoder.Options(compression: .fast)),
            ("rle", PNGEncoder.Options(compression: PNGCompression(level: 6, strategy: .runLength))),
            ("up-only fast", PNGEncoder.Options(filter: .fixed(.up), compression: .fast)),
        ] {
            var png: [UInt8] = []
            let encode = try clock.measure { png = try PNGEncoder.encode(rendered, options: options) }
            timings.append("\(name): encode \(encode), \(png.count) bytes")
            #expect(pixelMismatch(try PNGTestDecoder(png).pixels, rendered.pixels) == nil)
        }
        print("[preview timing] render 780×1688: \(render); " + timings.joined(separator: "; "))
    }

    @Test(.enabled(if: isOptimized)) func animationOfTenFramesAtScaleTwo() throws {
        let clock = ContinuousClock()
        var images: [RasterImage] = []
        let render = try clock.measure {
            images = try stride(from: 16.0, through: 88, by: 8).map {
                try PreviewTestScene.pager(scale: 2, indicatorX: $0)
            }
        }
        var apng: [UInt8] = []
        let encode = try clock.measure {
            apng = try APNGEncoder.encode(images.map { APNGFrame(image: $0, delayNumerator: 1, delayDenominator: 30) })
        }
        print("[preview timing] \(images.count) frames: render \(render), APNG encode \(encode), \(apng.count) bytes")
        let decoded = try PNGTestDecoder(apng)
        #expect(decoded.frames.count == images.count)
        #expect(pixelMismatch(decoded.frames.last?.canvas, images.last?.pixels) == nil)
    }
}
