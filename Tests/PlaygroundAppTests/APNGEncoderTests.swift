import PagerEngine
import Testing

@testable import PlaygroundApp

/// Animated PNGs decoded and played by ``PNGTestDecoder`` (APNG 1.0 dispose and blend ops).
struct APNGEncoderTests {
    static let red = RGBAColor(red: 255, green: 0, blue: 0)

    /// A 20 × 10 white frame with a red 4 × 2 "indicator" at `x`, rows 7 and 8.
    static func frame(indicatorAt x: Double) throws -> RasterImage {
        var image = try RasterImage(pixelWidth: 20, pixelHeight: 10, fill: .white)
        image.fillRect(Rect(x: x, y: 7, width: 4, height: 2), color: red)
        return image
    }

    @Test func framesDelaysAndSequenceNumbers() throws {
        let images = try [2.0, 8, 14].map { try Self.frame(indicatorAt: $0) }
        let frames = [
            APNGFrame(image: images[0], delayMilliseconds: 500),
            APNGFrame(image: images[1], delayNumerator: 1, delayDenominator: 30),
            APNGFrame(image: images[2], delayMilliseconds: 1000),
        ]
        let decoded = try PNGTestDecoder(try APNGEncoder.encode(frames, options: .init(loopCount: 2)))
        #expect(
            decoded.chunkTypes == [
                "IHDR", "acTL", "sRGB", "pHYs", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND",
            ])
        #expect(decoded.frameCountDeclared == 3)
        #expect(decoded.loopCount == 2)
        #expect(decoded.frames.count == 3)
        #expect(decoded.frames.map(\.delayNumerator) == [500, 1, 1000])
        #expect(decoded.frames.map(\.delayDenominator) == [1000, 30, 1000])
        // fcTL 0, IDAT (no number), fcTL 1, fdAT 2, fcTL 3, fdAT 4: one counter, strictly increasing.
        let sequences = decoded.frames.flatMap { [$0.sequence] + $0.dataSequences }
        #expect(sequences == [0, 1, 2, 3, 4])
        for (index, frame) in decoded.frames.enumerated() {
            #expect(pixelMismatch(frame.canvas, images[index].pixels) == nil, "frame \(index)")
        }
        // The default image (what a plain PNG decoder shows) is the first frame.
        #expect(pixelMismatch(decoded.pixels, images[0].pixels) == nil)
        #expect(decoded.colorType == 2)
    }

    @Test func laterFramesAreCroppedToTheChangedRectangle() throws {
        let frames = try [2.0, 8].map { APNGFrame(image: try Self.frame(indicatorAt: $0), delayMilliseconds: 100) }
        let decoded = try PNGTestDecoder(try APNGEncoder.encode(frames))
        let first = try #require(decoded.frames.first)
        #expect((first.x, first.y, first.width, first.height) == (0, 0, 20, 10))
        let second = try #require(decoded.frames.last)
        // Red leaves columns 2 ..< 6 and arrives at 8 ..< 12 on rows 7 and 8: x 2, width 12 − 2 = 10.
        #expect((second.x, second.y, second.width, second.height) == (2, 7, 10, 2))
        #expect(pixelMismatch(second.canvas, frames[1].image.pixels) == nil)

        let whole = try PNGTestDecoder(try APNGEncoder.encode(frames, options: .init(cropsToChangedRegion: false)))
        #expect(whole.frames.last.map { ($0.width, $0.height) } ?? (0, 0) == (20, 10))
        #expect(pixelMismatch(whole.frames.last?.canvas, frames[1].image.pixels) == nil)
    }

    @Test func unchangedFrameIsOnePixel() throws {
        let image = try Self.frame(indicatorAt: 2)
        let frames = [APNGFrame(image: image, delayMilliseconds: 10), APNGFrame(image: image, delayMilliseconds: 10)]
        let decoded = try PNGTestDecoder(try APNGEncoder.encode(frames))
        let second = try #require(decoded.frames.last)
        #expect((second.width, second.height) == (1, 1))
        #expect(pixelMismatch(second.canvas, image.pixels) == nil)
    }

    @Test func disposeAndBlendOpsAreWrittenAndHonoured() throws {
        var dot = try RasterImage(pixelWidth: 4, pixelHeight: 4)
        dot.fillRect(Rect(x: 1, y: 1, width: 2, height: 2), color: Self.red)
        var halfBlue = try RasterImage(pixelWidth: 4, pixelHeight: 4)
        halfBlue.fillRect(
            Rect(x: 0, y: 0, width: 4, height: 4), color: RGBAColor(red: 0, green: 0, blue: 255, alpha: 128))
        let frames = [
            APNGFrame(image: dot, delayMilliseconds: 100, disposal: .none),
            APNGFrame(image: halfBlue, delayMilliseconds: 100, disposal: .background, blending: .over),
            APNGFrame(image: dot, delayMilliseconds: 100, disposal: .previous, blending: .source),
        ]
        let decoded = try PNGTestDecoder(try APNGEncoder.encode(frames))
        #expect(decoded.colorType == 6)
        #expect(decoded.frames.map(\.disposeOp) == [0, 1, 2])
        #expect(decoded.frames.map(\.blendOp) == [0, 1, 0])
        // Frame 1 is blended over frame 0, so it is written whole (cropping needs blend op source).
        let over = decoded.frames[1]
        #expect((over.width, over.height) == (4, 4))
        // Blue a = 128/255 over opaque red: R = 255 · 127/255 = 127, B = 255 · 128/255 = 128.
        #expect(PNGTestDecoder.color(in: over.canvas, width: 4, x: 1, y: 1) == RGBAColor(red: 127, green: 0, blue: 128))
        #expect(
            PNGTestDecoder.color(in: over.canvas, width: 4, x: 0, y: 0)
                == RGBAColor(red: 0, green: 0, blue: 255, alpha: 128))
        // After frame 1 the canvas was cleared, so frame 2 (after a non-`none` disposal) is written whole.
        #expect((decoded.frames[2].width, decoded.frames[2].height) == (4, 4))
        #expect(pixelMismatch(decoded.frames[2].canvas, dot.pixels) == nil)
    }

    @Test func appendingEncoderChoosesFormatFromTheFirstFrame() throws {
        var encoder = APNGEncoder()
        try encoder.append(APNGFrame(image: try Self.frame(indicatorAt: 0), delayMilliseconds: 40))
        let transparent = try RasterImage(pixelWidth: 20, pixelHeight: 10)
        #expect(throws: PNGError.transparentFrameInOpaqueAnimation(frameIndex: 1)) {
            try encoder.append(APNGFrame(image: transparent, delayMilliseconds: 40))
        }
        let wrongSize = try RasterImage(pixelWidth: 10, pixelHeight: 10, fill: .white)
        #expect(
            throws: PNGError.frameSizeMismatch(
                frameIndex: 1, expectedWidth: 20, expectedHeight: 10, width: 10, height: 10)
        ) {
            try encoder.append(APNGFrame(image: wrongSize, delayMilliseconds: 40))
        }
        try encoder.append(APNGFrame(image: try Self.frame(indicatorAt: 4), delayMilliseconds: 40))
        let decoded = try PNGTestDecoder(try encoder.finish())
        #expect(decoded.frames.count == 2)
        #expect(decoded.frameCountDeclared == 2)
        #expect(decoded.loopCount == 0)
        #expect(pixelMismatch(decoded.frames[1].canvas, (try Self.frame(indicatorAt: 4)).pixels) == nil)
    }

    @Test func noFramesIsAnError() {
        #expect(throws: PNGError.noFrames) { try APNGEncoder().finish() }
        #expect(throws: PNGError.noFrames) { try APNGEncoder.encode([]) }
    }

    @Test func pagerTransitionAnimation() throws {
        let positions = stride(from: 16.0, through: 88, by: 12).map { $0 }
        let images = try positions.map { try PreviewTestScene.pager(scale: 1, indicatorX: $0) }
        let frames = images.map { APNGFrame(image: $0, delayNumerator: 1, delayDenominator: 30) }
        let decoded = try PNGTestDecoder(try APNGEncoder.encode(frames))
        #expect(decoded.frames.count == positions.count)
        for (index, frame) in decoded.frames.enumerated() {
            #expect(pixelMismatch(frame.canvas, images[index].pixels) == nil, "frame \(index)")
        }
        // Only the bar strip changes between frames (indicator and chevron in y 59 + 38 ..< 59 + 48).
        for frame in decoded.frames.dropFirst() {
            #expect(frame.y >= 97 && frame.y + frame.height <= 107)
        }
    }
}
