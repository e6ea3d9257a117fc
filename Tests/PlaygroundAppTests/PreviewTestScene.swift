import PagerEngine

@testable import PlaygroundApp

/// Images for the encoder tests: a pager-like preview scene and deterministic noise.
enum PreviewTestScene {
    static let barTint = RGBAColor(red: 0, green: 122, blue: 255)

    /// A 390 × 844 point screen with about thirty shapes: bar, capsule buttons, "text" masks, an
    /// indicator line, a chevron, dots, an edge fade and page cards.
    static func pager(scale: Double = 2, indicatorX: Double = 16) throws -> RasterImage {
        var screen = try RasterImage(size: Size(width: 390, height: 844), scale: scale, fill: .white)
        screen.fillRect(Rect(x: 0, y: 0, width: 390, height: 59), color: RGBAColor(red: 242, green: 242, blue: 247))
        var bar = try RasterImage(size: Size(width: 390, height: 48), scale: scale)
        bar.fillRect(Rect(x: 0, y: 0, width: 390, height: 48), color: RGBAColor(red: 249, green: 249, blue: 249))
        let glyph = try glyphMask(width: Int(40 * scale), height: Int(12 * scale))
        for index in 0..<6 {
            let x = 16 + Double(index) * 72
            bar.fillRoundedRect(
                Rect(x: x, y: 8, width: 64, height: 32),
                radius: .infinity,
                color: RGBAColor(red: 0, green: 122, blue: 255, alpha: 30)
            )
            bar.drawMask(glyph, at: Point(x: x + 12, y: 18.25), color: index == 0 ? barTint : .black)
        }
        bar.fillRect(Rect(x: indicatorX, y: 45, width: 64, height: 3), color: barTint)
        bar.fillUpwardTriangle(in: Rect(x: indicatorX + 26, y: 38, width: 12, height: 6), color: barTint)
        bar.applyHorizontalFade(
            in: Rect(x: 0, y: 0, width: 390, height: 48),
            stops: [
                FadeStop(location: 0, alpha: 0), FadeStop(location: 0.05, alpha: 1),
                FadeStop(location: 0.95, alpha: 1), FadeStop(location: 1, alpha: 0),
            ]
        )
        try screen.composite(bar, at: Point(x: 0, y: 59))
        screen.drawHorizontalLine(
            fromX: 0, toX: 390, y: 107.25, thickness: 0.5, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 77))
        screen.withClip(Rect(x: 0, y: 108, width: 390, height: 736)) { page in
            for row in 0..<8 {
                let card = Rect(x: 16, y: 120 + Double(row) * 96, width: 358, height: 84)
                page.fillRoundedRect(card, radius: 12, color: RGBAColor(red: 229, green: 229, blue: 234))
                page.fillCircle(center: Point(x: 52, y: card.midY), radius: 20, color: barTint)
            }
        }
        for index in 0..<5 {
            screen.fillEllipse(in: Rect(x: 163 + Double(index) * 14, y: 810, width: 8, height: 8), color: .black)
        }
        return screen
    }

    /// A stand-in for a rendered word: vertical strokes with soft edges.
    static func glyphMask(width: Int, height: Int) throws -> AlphaMask {
        var coverage = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let phase = x % 7
                coverage[y * width + x] = phase < 2 ? 255 : (phase == 2 ? 96 : 0)
            }
        }
        return try AlphaMask(width: width, height: height, coverage: coverage)
    }

    /// Pixels from a linear congruential generator, so every filter type sees varied bytes.
    static func noise(width: Int, height: Int, opaque: Bool, seed: UInt32 = 1) throws -> RasterImage {
        var image = try RasterImage(pixelWidth: width, pixelHeight: height)
        var state = seed
        for index in image.pixels.indices {
            state = state &* 1_664_525 &+ 1_013_904_223
            image.pixels[index] = UInt8(truncatingIfNeeded: state >> 24)
            if opaque && index % 4 == 3 { image.pixels[index] = 255 }
        }
        return image
    }
}
