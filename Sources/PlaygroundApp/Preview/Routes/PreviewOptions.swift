import HTTPCore
import PagerEngine

/// What a preview request asks for: a still PNG or an animated PNG, how many points wide and at which
/// scale, read from `?width=&scale=`.
struct PreviewOptions: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable {
        case png
        case apng

        var contentType: String { self == .png ? "image/png" : "image/apng" }
        /// The scale when the request names none: 2 for stills (sharp in chats), 1 for animations (small).
        var defaultScale: Int { self == .png ? 2 : 1 }
        /// The most device pixels one image (or frame) may have.
        var maximumPixels: Int { self == .png ? RasterImage.maximumPixelCount : 4 * 1024 * 1024 }
    }

    /// Widths accepted, in points (the height follows the 393 × 852 aspect).
    static let widthRange = 320...1024
    /// Scales accepted (device pixels per point).
    static let scales = [1, 2, 3]

    var kind: Kind
    var width: Int
    var scale: Int
    /// The view the pager is drawn under (``PreviewViewQuery``, over the config's suggested view).
    var appearance = AppearanceConfig()

    /// The device pixel size of the image.
    var pixelSize: (width: Int, height: Int) {
        let reference = PreviewScene.referenceViewport
        let height = (Double(width) * reference.height / reference.width).rounded()
        return (Int((Double(width * scale)).rounded()), Int((height * Double(scale)).rounded()))
    }

    /// Options already checked: `width` within `widthRange`, `scale` one of `scales`.
    init(kind: Kind, width: Int, scale: Int) {
        self.kind = kind
        self.width = width
        self.scale = scale
    }

    /// Reads `width` and `scale` from `query`; absent means 393 and the kind's default scale. The width
    /// snaps down to a ``PreviewWidth`` step (`?width=400` draws 393 points).
    ///
    /// - Throws: 400 `invalid-parameter` with one detail per bad parameter, its pointer `/width` or `/scale`.
    init(kind: Kind, query: QueryParameters) throws(HTTPError) {
        self.kind = kind
        var details: [HTTPError.Detail] = []
        width = Int(PreviewScene.referenceViewport.width)
        scale = kind.defaultScale
        if let text = query["width"] {
            if let value = QueryText.wholeNumber(text), Self.widthRange.contains(value) {
                width = PreviewWidth.snapped(value)
            } else {
                details.append(
                    HTTPError.Detail(
                        pointer: "/width",
                        message: "\(QueryText.quoted(text)) is not a width; use a whole number of points from "
                            + "\(Self.widthRange.lowerBound) to \(Self.widthRange.upperBound)"))
            }
        }
        if let text = query["scale"] {
            if let value = QueryText.wholeNumber(text), Self.scales.contains(value) {
                scale = value
            } else {
                details.append(
                    HTTPError.Detail(
                        pointer: "/scale", message: "\(QueryText.quoted(text)) is not a scale; use 1, 2 or 3"))
            }
        }
        if details.isEmpty {
            let size = pixelSize
            if size.width * size.height > kind.maximumPixels {
                details.append(
                    HTTPError.Detail(
                        pointer: "/scale",
                        message: "\(width) points at scale \(scale) is \(size.width) × \(size.height) pixels; "
                            + "\(kind == .png ? "an image" : "an animation frame") may have at most "
                            + "\(kind.maximumPixels / 1_048_576) Mi pixels, so choose a smaller width or scale"))
            }
        }
        guard details.isEmpty else {
            throw HTTPError(
                .badRequest, code: "invalid-parameter",
                message: details.count == 1
                    ? details[0].message : "The preview parameters have \(details.count) problems.",
                details: details)
        }
    }

}
