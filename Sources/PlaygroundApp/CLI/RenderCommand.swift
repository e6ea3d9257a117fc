import PagerEngine

/// `pager-playground render --config FILE|- [--view FILE|JSON] [--viewport WxH] [--safe-area T,L,B,R] [--position P]`: prints
/// `{"layout": …, "frame": …}` for the pager resting at (or dragged to) position `P` (default: the
/// config's `pager.defaultPage`, where a session starts).
enum RenderCommand: CLICommand {
    static let name = "render"
    static let usage =
        "render --config FILE|- [--view FILE|JSON] [--viewport WxH] [--safe-area T,L,B,R] [--position P]   layout and one frame as JSON"

    static func run(_ arguments: [String]) throws(CLIError) -> Int32 {
        let parsed = try Arguments(arguments, allowed: ["config", "viewport", "safe-area", "position", "view"])
        guard parsed.positional.isEmpty else { throw CLIError.usage("unexpected argument \(parsed.positional[0])") }
        guard let path = parsed.value("config") else { throw CLIError.usage("--config FILE is required (- for stdin)") }
        var position: Double?
        if let text = parsed.value("position") {
            guard let value = Double(text), value.isFinite, abs(value) <= 1_000 else {
                throw CLIError.usage("--position must be a number of pages, such as 1.5")
            }
            position = value
        }
        let config = try CommandSupport.config(at: path, view: parsed.value("view"))
        let viewport = try CommandSupport.viewport(parsed.value("viewport"), safeArea: parsed.value("safe-area"))
        let layout = PagerLayout(config: config, viewport: viewport, measurer: try CommandSupport.measurer())
        // Without --position the pager rests on its default page, as a session starts.
        try CLIIO.writeStandardOutput(Self.document(layout, at: position) + [UInt8(ascii: "\n")])
        return 0
    }

    /// `{"layout": …, "frame": …}` for the pager at `position` (nil: its default page), whole as a
    /// stream's first messages are (also the MCP tool `render_layout`'s answer).
    static func document(_ layout: PagerLayout, at position: Double?) -> [UInt8] {
        let frame = layout.frame(FrameInput(position: position ?? Double(layout.config.pager.defaultPage)))
        var json = JSONWriter(capacity: 8_192)
        json.beginObject()
        json.key("layout")
        layout.writeJSON(rev: 1, into: &json)
        json.key("frame")
        frame.writeJSON(rev: 1, seq: 0, t: 0, into: &json)
        json.endObject()
        return json.bytes
    }
}
