import PagerEngine
import TextMetrics

#if canImport(Glibc)
    import Glibc
#endif

/// `pager-playground measure --size S [--weight W] [--family default|dejavu] [--fonts DIR] [--line-metrics] TEXT…`:
/// prints
/// one JSON line per text, `{"text": …, "width": …}`, with the width the server lays the label out with (CSS
/// pixels, exact).
///
/// `--line-metrics` first prints `{"ascent": …, "descent": …, "lineHeight": …, "cssWeight": …,
/// "letterSpacing": …, "display": …, "systemFont": …}` for the font: its line metrics and how a canvas draws it (texts are
/// then optional). Texts that begin with `--` go after a lone `--`. `W` is a UIKit weight name or a CSS
/// weight (default regular); the family is the built-in default face (Inter, tracked like SF Pro) unless
/// `dejavu`. The font folder defaults to `$PAGER_PLAYGROUND_FONTS`, else each file's Debian folder.
enum MeasureCommand: CLICommand {
    static let name = "measure"
    static let usage =
        "measure --size S [--weight W] [--family default|dejavu] [--fonts DIR] [--line-metrics] TEXT…   label widths as JSON lines"

    static func run(_ arguments: [String]) throws(CLIError) -> Int32 {
        let request = try Request(arguments)
        let measurer: TextMeasurer
        do {
            measurer = try TextMeasurer(fontDirectory: request.fontDirectory, cacheCapacity: 0)
        } catch {
            throw CLIError.io(error.description)
        }
        var output: [UInt8] = []
        if request.lineMetrics {
            let metrics = measurer.lineMetrics(for: request.font)
            var json = JSONWriter(capacity: 64)
            json.beginObject()
            json.key("ascent")
            json.exactNumber(metrics.ascent)
            json.key("descent")
            json.exactNumber(metrics.descent)
            json.key("lineHeight")
            json.exactNumber(metrics.lineHeight)
            // How the canvas must draw the font for these widths (the layout's font carries the same).
            let rendition = measurer.rendition(of: request.font)
            json.key("cssWeight")
            json.integer(rendition.weight)
            json.key("letterSpacing")
            json.exactNumber(rendition.letterSpacing)
            json.key("display")
            json.bool(rendition.display)
            json.key("systemFont")
            json.bool(rendition.systemFont)
            json.endObject()
            output.append(contentsOf: json.bytes)
            output.append(UInt8(ascii: "\n"))
        }
        for text in request.texts {
            var json = JSONWriter(capacity: text.utf8.count + 48)
            json.beginObject()
            json.key("text")
            json.string(text)
            json.key("width")
            json.exactNumber(measurer.width(of: text, font: request.font))
            json.endObject()
            output.append(contentsOf: json.bytes)
            output.append(UInt8(ascii: "\n"))
        }
        try CLIIO.writeStandardOutput(output)
        return 0
    }

    /// The parsed command line.
    struct Request: Equatable {
        /// The longest text measured, in Unicode code points.
        static let maximumScalars = 4_096

        var font: FontSpec
        var fontDirectory: String?
        var texts: [String]
        var lineMetrics: Bool

        init(_ arguments: [String]) throws(CLIError) {
            let separator = arguments.firstIndex(of: "--")
            let options = try Arguments(
                Array(arguments[..<(separator ?? arguments.endIndex)]), allowed: ["size", "weight", "family", "fonts"],
                flags: ["line-metrics"])
            guard let sizeText = options.value("size") else {
                throw CLIError.usage("--size is required (the font size in CSS pixels, such as --size 17)")
            }
            guard let size = Double(sizeText), size.isFinite, size >= 0.01, size <= 10_000 else {
                throw CLIError.usage("--size must be a number of CSS pixels from 0.01 to 10000, got '\(sizeText)'")
            }
            let weightName = options.value("weight") ?? "regular"
            let weight =
                FontConfig.Weight(rawValue: weightName)?.cssWeight
                ?? Int(weightName).flatMap { (1...1000).contains($0) ? $0 : nil }
            guard let weight else {
                throw CLIError.usage(
                    "--weight must be a UIKit weight (ultraLight … regular … bold … black) or a CSS weight "
                        + "from 1 to 1000, got '\(weightName)'")
            }
            let family = options.value("family") ?? FontFace.defaultFamily
            guard family == FontFace.defaultFamily || family == FontFace.dejaVuFamily else {
                throw CLIError.usage("--family must be default or dejavu, got '\(family)'")
            }
            let face = FontFace(family: family, weight: weight)
            texts = options.positional + (separator.map { Array(arguments[($0 + 1)...]) } ?? [])
            // Shaping time grows faster than a run of combining marks (ItemText); tab titles stop at 320.
            if let long = texts.first(where: { $0.unicodeScalars.count > Self.maximumScalars }) {
                throw CLIError.usage(
                    "a text may have at most \(Self.maximumScalars) Unicode code points; one has \(long.unicodeScalars.count)"
                )
            }
            lineMetrics = options.has("line-metrics")
            guard !texts.isEmpty || lineMetrics else {
                throw CLIError.usage("give at least one text to measure, such as: measure --size 17 Favourites")
            }
            font = FontSpec(size: size, face: face)
            fontDirectory = options.value("fonts") ?? FontCatalog.configuredDirectory()
        }
    }
}
