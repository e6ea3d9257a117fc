import PagerEngine
import TextMetrics

/// What `render`, `simulate` and `export` share: reading a config and its view, the viewport option,
/// the text measurer.
enum CommandSupport {
    /// The config at `path` shown under `--view` (`view`: a JSON object, or the path of a file holding
    /// one; nil: the config's own, which only an old config's `appearance` sets).
    static func config(at path: String, view: String?) throws(CLIError) -> PagerConfig {
        var config = try self.config(at: path)
        guard let view else { return config }
        let trimmed = view.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        let isInline = trimmed.hasPrefix("{")
        guard isInline || view != "-" || path != "-" else {
            throw CLIError.usage("only one of --config and --view can read standard input")
        }
        let bytes = isInline ? Array(view.utf8) : try CLIIO.read(view)
        let source = isInline ? "--view" : view
        do {
            let value = try JSONParser().parse(bytes)
            config.appearance = try ViewResolver(pointerPrefix: JSONPointer()).resolve(value, over: config.appearance)
        } catch let error as ConfigProblems {
            throw CLIError.data(
                "invalid view \(source):\n" + error.problems.map { "  " + $0.description }.joined(separator: "\n"))
        } catch {
            throw CLIError.data("invalid view \(source): this is not valid JSON: \(error)")
        }
        return config
    }

    /// The config at `path` (`-` for standard input), resolved; every problem printed with its pointer.
    static func config(at path: String) throws(CLIError) -> PagerConfig {
        let bytes = try CLIIO.read(path)
        do {
            return try ConfigResolver().resolve(bytes: bytes)
        } catch {
            throw CLIError.data(
                "invalid config \(path):\n" + error.problems.map { "  " + $0.description }.joined(separator: "\n"))
        }
    }

    /// `--viewport WxH` (points); absent: iPhone 15 Pro with its safe area. A given size has no safe area
    /// unless `--safe-area T,L,B,R` is also given.
    static func viewport(_ text: String?, safeArea: String?) throws(CLIError) -> Viewport {
        guard let text else {
            guard safeArea == nil else { throw CLIError.usage("--safe-area needs --viewport") }
            return .iPhone15Pro
        }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            InputBatchDecoder.viewportRange.contains(width), InputBatchDecoder.viewportRange.contains(height)
        else {
            throw CLIError.usage("--viewport must be WIDTHxHEIGHT in points, each 100 to 4000 (e.g. 390x844)")
        }
        var insets = EdgeInsets.zero
        if let safeArea {
            // Exactly four numbers: an empty field or a word is an error, not skipped.
            let fields = safeArea.split(separator: ",", omittingEmptySubsequences: false)
            let sides = fields.compactMap { Double($0) }
            guard fields.count == 4, sides.count == 4,
                sides.allSatisfy({ InputBatchDecoder.safeAreaRange.contains($0) })
            else {
                throw CLIError.usage("--safe-area must be TOP,LEFT,BOTTOM,RIGHT in points, each 0 to 500")
            }
            insets = EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
            if let problem = InputBatchDecoder.safeAreaProblem(insets, width: width, height: height) {
                throw CLIError.usage("--safe-area: \(problem)")
            }
        }
        return Viewport(width: width, height: height, safeArea: insets)
    }

    /// The FreeType/HarfBuzz measurer the server lays text out with.
    static func measurer() throws(CLIError) -> TextMeasurer {
        do {
            return try TextMeasurer()
        } catch {
            throw CLIError.io(error.description)
        }
    }
}
