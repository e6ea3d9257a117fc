import PagerEngine
import Store

/// The tools that reach a running playground (`mcp --url`, default http://127.0.0.1:8080) through its
/// API: saving a config under a name for a link to share, and opening a saved one by slug or link.
extension MCPTools {
    static let idempotencyKeyDescription =
        "optional: a random name for this save (16 to 255 printable ASCII characters, no spaces; keep it "
        + "secret, it stands for the edit token). The same key with the same name and config saves once and "
        + "answers with the first save's link and token."

    static let playgroundTools: [MCPTool] = [
        MCPTool(
            name: "save_config", title: "Save and share a config",
            description:
                "Saves a config under a name in the running playground (POST /api/configs) and returns the link "
                + "to share, which opens the pager in the playground, and the edit token for later versions. "
                + "To retry a save that got no answer without saving twice, give the same idempotencyKey both times.",
            inputSchema: object(
                [
                    "name": ["type": "string", "description": "what the saved config is called, 1 to 80 characters"],
                    "config": configSchema,
                    "idempotencyKey": [
                        "type": "string", "minLength": .number(Double(IdempotencyKey.lengths.lowerBound)),
                        "maxLength": .number(Double(IdempotencyKey.lengths.upperBound)),
                        "description": .string(idempotencyKeyDescription),
                    ],
                ], required: ["name", "config"])),
        MCPTool(
            name: "open_config", title: "Open a saved config",
            description:
                "Reads a saved config from the running playground by its slug or its share link "
                + "(http://…/c/{slug} or …/c/{slug}/v/{n}): its name, version and config, to change and check.",
            inputSchema: object(
                [
                    "slug": ["type": "string", "description": "the slug, or the share link"],
                    "version": ["type": "integer", "minimum": 1, "description": "a version; default the latest"],
                ], required: ["slug"])),
    ]

    func saveConfig(_ reader: inout MCPToolArguments) -> MCPToolResult {
        let name = reader.string("name")
        if name == nil, !reader.problems.contains(where: { $0.hasPrefix("/name") }) {
            reader.require("name", "this tool needs a name for the saved config")
        }
        let config = reader.raw("config")
        let key = reader.idempotencyKey("idempotencyKey")
        return finished(reader) {
            guard let name, let config else { return .problems([]) }
            let body: JSONValue = ["name": .string(name), "config": config]
            let headers = key.map { [(name: "Idempotency-Key", value: $0.value)] } ?? []
            let response = playground.send("POST", "/api/configs", json: body.jsonBytes, headers: headers)
            return answer(response, expecting: 201) { saved in
                let link = playground.address.description + (saved["url"]?.stringValue ?? "")
                let version = saved["version"]?.numberValue.map { Int($0) } ?? 1
                let pinned = playground.address.description + (saved["versionUrl"]?.stringValue ?? "")
                let token = saved["editToken"]?.stringValue ?? ""
                return .text(
                    """
                    Saved "\(name)" as version \(version). Share this link; it opens the pager in the playground \
                    and follows later versions: \(link)
                    This version alone, the same forever: \(pinned)
                    To go on editing it in your own browser, saving new versions under the same link, open this \
                    link yourself (do not share it; it hands the browser the edit token): \(link)#edit=\(token)
                    Edit token, given only now (for new versions or deleting through the API, with \
                    Authorization: Bearer): \(token)
                    """)
            }
        }
    }

    func openConfig(_ reader: inout MCPToolArguments) -> MCPToolResult {
        let reference = reader.string("slug").map(Self.savedReference)
        if reader.problems.isEmpty {
            switch reference {
            case nil: reader.require("slug", "this tool needs the slug or the share link of a saved config")
            case .some(nil): reader.require("slug", "expected a slug (letters, digits, - and _) or a link to /c/{slug}")
            default: break
            }
        }
        let version = reader.integer("version", in: 1...999_999_999)
        return finished(reader) {
            guard let found = reference ?? nil else { return .problems([]) }
            let asked = version ?? found.version
            let path = "/api/configs/\(found.slug)" + (asked.map { "?version=\($0)" } ?? "")
            return answer(playground.send("GET", path), expecting: 200) { saved in
                let number = saved["version"]?.numberValue.map { Int($0) } ?? 0
                let latest = saved["latestVersion"]?.numberValue.map { Int($0) } ?? number
                return .text(
                    """
                    "\(saved["name"]?.stringValue ?? "")", version \(number) of \(latest) \
                    (\(playground.address)/c/\(found.slug)/v/\(number)). Its config:
                    \(saved["config"]?.compactText ?? "{}")
                    """)
            }
        }
    }

    /// The slug and version of a slug or a share link; nil for neither.
    static func savedReference(_ text: String) -> (slug: String, version: Int?)? {
        var path = Substring(text)
        if let scheme = path.firstRange(of: "://") {
            path = path[scheme.upperBound...]
            guard let slash = path.firstIndex(of: "/") else { return nil }
            path = path[slash...]
        }
        var parts = path.split(separator: "/", omittingEmptySubsequences: true)
        if text.contains("/") {
            guard parts.first == "c" || parts.first == "embed" else { return nil }
            parts.removeFirst()
        }
        guard let slug = parts.first, ItemSchema.isValidID(String(slug)) else { return nil }
        switch parts.count {
        case 1: return (String(slug), nil)
        case 3 where parts[1] == "v":
            guard let number = Int(parts[2]), number >= 1 else { return nil }
            return (String(slug), number)
        default: return nil
        }
    }

    /// The result for a playground's answer: `success` with its JSON body when the status is
    /// `expected`, else the error the playground gave (each detail with its pointer).
    private func answer(
        _ response: Result<HTTPResponseBytes, PlaygroundClient.Failure>, expecting expected: Int,
        _ success: (JSONValue) -> MCPToolResult
    ) -> MCPToolResult {
        switch response {
        case .failure(let failure):
            return .problems([
                "\(failure); start the playground with `swift run pager-playground`, or give `mcp --url`"
            ])
        case .success(let reply):
            let body = (try? JSONParser().parse(reply.body)) ?? .null
            if reply.status == expected { return success(body) }
            let error = body["error"]
            var lines = ["the playground answered \(reply.status): \(error?["message"]?.stringValue ?? "no message")"]
            for detail in error?["details"]?.arrayValue ?? [] {
                lines.append("\(detail["pointer"]?.stringValue ?? ""): \(detail["message"]?.stringValue ?? "")")
            }
            return .problems(lines)
        }
    }
}
