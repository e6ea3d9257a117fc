import PagerEngine
import TextMetrics

/// Draws a pager — its layout at one frame — into a ``RasterImage``, as the front end's canvas does.
///
/// ```
///  PagerLayout + PagerFrame ──render──▶ screen fill ─▶ pages ─▶ bar ─▶ device furniture ──▶ RasterImage
///                                                                 │
///        background, separator; content layer (clip, block, buttons, line/dot/chevron, edge fade)
/// ```
///
/// Text is real: every label, badge and page title is shaped by the ``TextMeasurer`` that laid the pager
/// out and drawn from FreeType's anti-aliased glyph masks (``TextMeasurer/rasterize(_:font:scale:originX:baselineY:)``),
/// so glyphs sit exactly where the layout measured them. docs/preview.md lists what is drawn and how.
///
/// ```swift
/// let renderer = PagerRenderer(measurer: measurer)
/// let image = try renderer.render(layout, frame: frame, scale: 2)
/// let png = try PNGEncoder.encode(image)
/// ```
public struct PagerRenderer: Sendable {
    public let measurer: TextMeasurer

    public init(measurer: TextMeasurer) {
        self.measurer = measurer
    }

    /// The viewport of `layout` at `frame`, `scale` device pixels per point.
    ///
    /// - Throws: ``RasterError`` when the image would be over the raster limits or `scale` is unusable.
    public func render(_ layout: PagerLayout, frame: PagerFrame, scale: Double) throws(RasterError) -> RasterImage {
        let scheme = layout.config.appearance.colorScheme
        var image = try RasterImage(
            size: Size(width: layout.viewport.width, height: layout.viewport.height), scale: scale,
            fill: PreviewPalette.screen(scheme))
        drawPages(layout, frame: frame, into: &image)
        try drawBar(layout, frame: frame, into: &image)
        drawDevice(layout.viewport, scheme: scheme, clockFont: layout.decorationFonts.clock, into: &image)
        return image
    }

    /// Draws `text` in `font` with its advance starting at `x` and its baseline at `baseline` (points).
    func drawText(
        _ text: String, font: ResolvedFont, x: Double, baseline: Double, color: RGBAColor,
        into image: inout RasterImage
    ) {
        guard !text.isEmpty, color.alpha > 0 else { return }
        let raster = measurer.rasterize(
            text, font: font.spec, scale: image.scale, originX: x * image.scale, baselineY: baseline * image.scale)
        image.drawText(raster, color: color)
    }

    /// The width of `text` in `font`, in points, as the layout measured it.
    func width(of text: String, font: ResolvedFont) -> Double {
        measurer.width(of: text, font: font.spec)
    }
}

extension RasterImage {
    /// Composites each glyph mask of `raster` in `color` at its whole device pixel.
    mutating func drawText(_ raster: TextRaster, color: RGBAColor) {
        for glyph in raster.glyphs {
            let bitmap = glyph.bitmap
            guard let mask = try? AlphaMask(width: bitmap.width, height: bitmap.height, coverage: bitmap.coverage)
            else { continue }
            drawMask(mask, pixelX: Double(glyph.x), pixelY: Double(glyph.y), color: color)
        }
    }
}

extension Rect {
    /// This rectangle moved by `dx`, `dy`.
    func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// This rectangle grown by `−amount` on every side (shrunk for a positive `amount`, never below zero).
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }

    /// The smallest rectangle holding this one and `other`.
    func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// This rectangle shrunk by `insets` (never below zero size).
    func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top, width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }
}
