import PagerEngine
import TextMetrics

/// The tools `pager-playground mcp` offers an agent: the option schema and presets to read, and a
/// config to check, export as code, lay out and render, all computed in the process by the engine,
/// the exporters and the renderer the server uses (docs/mcp.md).
struct MCPTools {
    let measurer: TextMeasurer
    /// The running playground `save_config` and `open_config` reach.
    let playground: PlaygroundClient
    private let previews: PreviewImageMaker

    init(measurer: TextMeasurer, playground: PlaygroundAddress = .standard) {
        self.measurer = measurer
        self.playground = PlaygroundClient(address: playground)
        previews = PreviewImageMaker(measurer: measurer)
    }

    /// The tools in the order `tools/list` gives them.
    static let all: [MCPTool] = localTools + playgroundTools

    /// The tools computed in this process.
    static let localTools: [MCPTool] = [
        MCPTool(
            name: "list_options", title: "List pager options",
            description:
                "The option schema: every config option's path, type, range or values, default, help and the "
                + "libraries it comes from, plus the item fields and preset ids. Give a prefix (bar, buttons, "
                + "indicator, pager, text, or a longer path such as indicator.weight) to list fewer; the view's keys "
                + "(colorScheme, layoutDirection, textScale, reduceMotion, frameRate) come under \"view\".",
            inputSchema: object([
                "prefix": ["type": "string", "description": "only options whose path starts with this"]
            ])),
        MCPTool(
            name: "list_presets", title: "List presets",
            description:
                "The library presets (Tabman ButtonBar, TabBar, LineBar, SwiftUITabPager, BTabViewController, "
                + "TabBarController, …): id, library, description and the options each sets. A config starts "
                + "from the preset it names in \"preset\".",
            inputSchema: object([:])),
        MCPTool(
            name: "check_config", title: "Check a config",
            description:
                "Validates a pager config. A valid one comes back normalised to what differs from its preset; "
                + "an invalid one lists every problem with its JSON pointer.",
            inputSchema: object(["config": configSchema, "view": viewSchema], required: ["config"])),
        MCPTool(
            name: "export_code", title: "Export code",
            description:
                "The code an iOS engineer pastes for a config: a TabmanViewController subclass (tabman), a "
                + "SwiftUI view with SwiftUITabPager (swiftui-tabpager), a BTabViewController subclass "
                + "(btabviewcontroller), a TabBarController with its bar (tabbarcontroller), or the normalised "
                + "config (json).",
            inputSchema: object(
                [
                    "config": configSchema, "view": viewSchema,
                    "target": ["type": "string", "enum": .array(ExportTarget.allCases.map { .string($0.rawValue) })],
                ], required: ["config", "target"])),
        MCPTool(
            name: "render_preview", title: "Render a preview",
            description:
                "A PNG of the pager at rest on its default page, drawn by the server's renderer in an iPhone-sized "
                + "frame (393 × 852 points unless width is given; the height follows).",
            inputSchema: object(
                [
                    "config": configSchema, "view": viewSchema,
                    "width": [
                        "type": "integer", "minimum": .number(Double(PreviewOptions.widthRange.lowerBound)),
                        "maximum": .number(Double(PreviewOptions.widthRange.upperBound)), "default": 393,
                    ],
                    "scale": ["type": "integer", "minimum": 1, "maximum": 3, "default": 2],
                ], required: ["config"])),
        MCPTool(
            name: "render_layout", title: "Lay out a frame",
            description:
                "The layout (bar, button and page frames in points, fonts, colours) and one frame (indicator "
                + "frame, button states) as the playground streams them, for the pager at position (a page "
                + "number, fractions between pages; default the config's default page) in a viewport (default "
                + "iPhone 15 Pro, 393 × 852 with its safe area).",
            inputSchema: object(
                [
                    "config": configSchema, "view": viewSchema,
                    "position": ["type": "number", "minimum": -1000, "maximum": 1000],
                    "width": ["type": "number", "minimum": 100, "maximum": 4000],
                    "height": ["type": "number", "minimum": 100, "maximum": 4000],
                ], required: ["config"])),
    ]

    static let configSchema: JSONValue = [
        "type": "object",
        "description": .string(
            "A pager config: {\"preset\": id, \"items\": [{\"id\", \"title\", \"icon\"?, \"badge\"?}], "
                + "\"bar\": {…}, \"buttons\": {…}, \"indicator\": {…}, \"pager\": {…}, \"text\": {…}}; "
                + "list_options gives every key"),
    ]

    static let viewSchema: JSONValue = [
        "type": "object",
        "description": .string(
            "How the pager is looked at, not saved with it: {\"colorScheme\": \"light\"|\"dark\", "
                + "\"layoutDirection\": \"leftToRight\"|\"rightToLeft\", \"textScale\": 0.5…3.5, "
                + "\"reduceMotion\": bool, \"frameRate\": 30|60|120}"),
    ]

    static func object(_ properties: JSONObject, required: [String] = []) -> JSONValue {
        var schema: JSONObject = ["type": "object", "properties": .object(properties), "additionalProperties": false]
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        return .object(schema)
    }

    /// Runs the tool `name`; nil when there is no such tool.
    func call(_ name: String, arguments: JSONObject) -> MCPToolResult? {
        var reader = MCPToolArguments(arguments)
        switch name {
        case "list_options": return listOptions(&reader)
        case "list_presets": return finished(reader) { .text(String(decoding: Self.presetsBytes, as: UTF8.self)) }
        case "check_config": return checkConfig(&reader)
        case "export_code": return exportCode(&reader)
        case "render_preview": return renderPreview(&reader)
        case "render_layout": return renderLayout(&reader)
        case "save_config": return saveConfig(&reader)
        case "open_config": return openConfig(&reader)
        default: return nil
        }
    }

    /// `result` when the arguments had no problems, else the problems.
    func finished(_ reader: MCPToolArguments, _ result: () -> MCPToolResult) -> MCPToolResult {
        let problems = reader.finish()
        return problems.isEmpty ? result() : .problems(problems)
    }

    private func listOptions(_ reader: inout MCPToolArguments) -> MCPToolResult {
        let prefix = reader.string("prefix") ?? ""
        return finished(reader) {
            let document = OptionSchema.document()
            let options = (document["options"]?.arrayValue ?? []).filter {
                $0["path"]?.stringValue?.hasPrefix(prefix) ?? false
            }
            guard !options.isEmpty else {
                let groups = (document["groups"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
                return .problems([
                    "/prefix: no option's path starts with \(JSONValue.string(prefix).compactText); the groups are "
                        + groups.joined(separator: ", ")
                ])
            }
            var listed = document.objectValue ?? JSONObject()
            listed["options"] = .array(options)
            listed["presets"] = .array(Preset.all.map { .string($0.id) })
            return .text(JSONValue.object(listed).compactText)
        }
    }

    /// The presets document without each preset's fully resolved config, which repeats every option.
    private static let presetsBytes: [UInt8] = {
        guard case .object(var document) = PresetsDocument.document(),
            let presets = document["presets"]?.arrayValue
        else { return PresetsDocument.documentBytes }
        document["presets"] = .array(
            presets.map { preset in
                guard var object = preset.objectValue else { return preset }
                object["resolved"] = nil
                return .object(object)
            })
        return JSONValue.object(document).jsonBytes
    }()

    private func checkConfig(_ reader: inout MCPToolArguments) -> MCPToolResult {
        let config = reader.config()
        return finished(reader) {
            guard let config else { return .problems([]) }
            return .text(
                "The config is valid. What it sets beyond its preset, normalised:\n"
                    + ConfigNormalizer.compact(config).compactText)
        }
    }

    private func exportCode(_ reader: inout MCPToolArguments) -> MCPToolResult {
        let config = reader.config()
        let target = reader.string("target", among: ExportTarget.allCases.map(\.rawValue)).flatMap(ExportTarget.init)
        if target == nil, !reader.problems.contains(where: { $0.hasPrefix("/target") }) {
            reader.require("target", "this tool needs a target: \(ExportTarget.names)")
        }
        return finished(reader) {
            guard let config, let target else { return .problems([]) }
            return .text(String(decoding: target.export(config), as: UTF8.self))
        }
    }

    private func renderPreview(_ reader: inout MCPToolArguments) -> MCPToolResult {
        let config = reader.config()
        let width = reader.integer("width", in: PreviewOptions.widthRange) ?? 393
        let scale = reader.integer("scale", in: 1...3) ?? 2
        return finished(reader) {
            guard let config else { return .problems([]) }
            var options = PreviewOptions(kind: .png, width: width, scale: scale)
            options.appearance = config.appearance
            do {
                let png = try previews.make(configBytes: ConfigNormalizer.normalizedBytes(config), options: options)
                let size = options.pixelSize
                return MCPToolResult(content: [
                    [
                        "type": "text",
                        "text": .string(
                            "The pager at rest on page \(config.pager.defaultPage), \(size.width) × \(size.height) pixels "
                                + "(\(width) points wide at \(scale)×)."),
                    ],
                    ["type": "image", "data": .string(Base64.encode(png)), "mimeType": "image/png"],
                ])
            } catch {
                return .problems(["the preview could not be drawn: \(error)"])
            }
        }
    }

    private func renderLayout(_ reader: inout MCPToolArguments) -> MCPToolResult {
        let config = reader.config()
        let position = reader.number("position", in: -1_000...1_000)
        let width = reader.number("width", in: InputBatchDecoder.viewportRange)
        let height = reader.number("height", in: InputBatchDecoder.viewportRange)
        if (width == nil) != (height == nil), reader.problems.isEmpty {
            reader.require(width == nil ? "width" : "height", "give width and height together, or neither")
        }
        return finished(reader) {
            guard let config else { return .problems([]) }
            let viewport = width.flatMap { w in height.map { Viewport(width: w, height: $0, safeArea: .zero) } }
            let layout = PagerLayout(config: config, viewport: viewport ?? .iPhone15Pro, measurer: measurer)
            return .text(String(decoding: RenderCommand.document(layout, at: position), as: UTF8.self))
        }
    }
}
