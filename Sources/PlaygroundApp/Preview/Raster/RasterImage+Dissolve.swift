import PagerEngine

extension RasterImage {
    /// The cross-dissolve of two images of one size and scale at `share` (clamped to 0…1): each pixel is
    /// `from × (1 − share) + to × share` with premultiplied alpha, as UIKit's
    /// `.transitionCrossDissolve` blends the view's two snapshots. Where both cover a pixel in one
    /// colour the dissolve keeps it whole; drawing one over the other at those opacities would give
    /// `1 − share·(1 − share)` of it (three quarters half-way).
    static func dissolve(_ from: RasterImage, _ to: RasterImage, share: Double) -> RasterImage {
        precondition(
            from.pixelWidth == to.pixelWidth && from.pixelHeight == to.pixelHeight && from.scale == to.scale,
            "a dissolve needs two images of one size and scale")
        let toShare = Float(min(max(share, 0), 1))
        var result = from
        result.pixels.withUnsafeMutableBufferPointer { out in
            to.pixels.withUnsafeBufferPointer { incoming in
                var index = 0
                while index < out.count {
                    let fromWeight = Float(out[index + 3]) * (1 - toShare)
                    let toWeight = Float(incoming[index + 3]) * toShare
                    let alpha = fromWeight + toWeight
                    if alpha > 0 {
                        for channel in index..<index + 3 {
                            out[channel] = Paint.byte(
                                (Float(out[channel]) * fromWeight + Float(incoming[channel]) * toWeight) / alpha)
                        }
                    }
                    out[index + 3] = Paint.byte(alpha)
                    index += 4
                }
            }
        }
        return result
    }
}
