import PagerEngine

/// The Model Context Protocol server behind `pager-playground mcp`: JSON-RPC 2.0, one message a line,
/// one reply for each request and none for a notification (docs/mcp.md).
///
/// It offers tools only (``MCPTools``) and keeps no state between messages: `initialize` agrees a
/// protocol version and describes the server, and every other request may come in any order.
struct MCPServer {
    /// The protocol revisions this server speaks, newest first; `initialize` answers with the one the
    /// client asks for when it is here, else the newest.
    static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    /// The longest message (one line) read; a longer one is refused unread.
    static let maximumMessageBytes = 4 << 20
    static let serverVersion = "1.0.0"

    let tools: MCPTools

    /// The JSON-RPC error codes used (JSON-RPC 2.0 §5.1).
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
    }

    /// The reply to one message, or nil when it needs none (a notification, or a response the client sent).
    func reply(to line: [UInt8]) -> JSONValue? {
        let message: JSONValue
        do {
            message = try JSONParser(limits: JSONParser.Limits(maxDepth: 64, maxBytes: Self.maximumMessageBytes))
                .parse(line)
        } catch {
            return Self.error(id: .null, .parseError, "Parse error: \(error)")
        }
        if case .array = message {
            return Self.error(
                id: .null, .invalidRequest, "Invalid request: batches are not supported; send one message a line")
        }
        guard let object = message.objectValue else {
            return Self.error(
                id: .null, .invalidRequest,
                "Invalid request: expected a JSON-RPC message object, got \(message.plainDescription)")
        }
        let id = object["id"]
        guard let method = object["method"] else {
            // A response to a request of ours (this server sends none) needs no answer.
            if id != nil, object["result"] != nil || object["error"] != nil { return nil }
            return Self.error(id: Self.echoable(id), .invalidRequest, "Invalid request: a message needs a method")
        }
        guard let id else { return nil }  // A notification: `notifications/initialized`, cancellations, …
        guard Self.echoable(id) == id, !id.isNull else {
            return Self.error(id: .null, .invalidRequest, "Invalid request: id must be a string or an integer")
        }
        guard object["jsonrpc"] == "2.0" else {
            return Self.error(id: id, .invalidRequest, "Invalid request: jsonrpc must be \"2.0\"")
        }
        guard let name = method.stringValue else {
            return Self.error(id: id, .invalidRequest, "Invalid request: method must be a string")
        }
        guard let params = Self.optionalObject(object["params"]) else {
            return Self.error(id: id, .invalidParams, "Invalid params: params must be an object")
        }
        switch name {
        case "initialize": return Self.result(id: id, initialize(params))
        case "ping": return Self.result(id: id, [:])
        case "tools/list": return Self.result(id: id, ["tools": .array(MCPTools.all.map(\.json))])
        case "tools/call": return call(id: id, params)
        default: return Self.error(id: id, .methodNotFound, "Method not found: \(JSONValue.string(name).compactText)")
        }
    }

    private func initialize(_ params: JSONObject) -> JSONValue {
        let asked = params["protocolVersion"]?.stringValue
        let version = asked.flatMap { Self.protocolVersions.contains($0) ? $0 : nil } ?? Self.protocolVersions[0]
        return [
            "protocolVersion": .string(version),
            "capabilities": ["tools": ["listChanged": false]],
            "serverInfo": [
                "name": "pager-playground", "title": "Pager Playground", "version": .string(Self.serverVersion),
            ],
            "instructions": """
            Pager Playground designs paging tab bars for iOS (Tabman with Pageboy, SwiftUITabPager, \
            BTabViewController, TabBarController). Start from a preset (list_presets), change options \
            (list_options), check the config (check_config), look at it (render_preview), hand over the \
            code (export_code), and save it for a link that opens it in the playground (save_config). \
            A config is a JSON object; what it leaves out comes from its preset.
            """,
        ]
    }

    private func call(id: JSONValue, _ params: JSONObject) -> JSONValue {
        guard let name = params["name"]?.stringValue else {
            return Self.error(id: id, .invalidParams, "Invalid params: tools/call needs the tool's name")
        }
        guard let arguments = Self.optionalObject(params["arguments"]) else {
            return Self.error(id: id, .invalidParams, "Invalid params: arguments must be an object")
        }
        guard let result = tools.call(name, arguments: arguments) else {
            return Self.error(
                id: id, .invalidParams,
                "Unknown tool: \(JSONValue.string(name).compactText); the tools are "
                    + MCPTools.all.map(\.name).joined(separator: ", "))
        }
        return Self.result(id: id, result.json)
    }

    /// The object `value` holds, an empty one for nothing or null, nil for anything else.
    private static func optionalObject(_ value: JSONValue?) -> JSONObject? {
        switch value {
        case nil, .null?: JSONObject()
        case .object(let given)?: given
        default: nil
        }
    }

    /// `id` when it may be echoed (a string or a whole number), else null.
    private static func echoable(_ id: JSONValue?) -> JSONValue {
        switch id {
        case .string?: id ?? .null
        case .number(let number)? where number == number.rounded() && abs(number) < 9.0e15: id ?? .null
        default: .null
        }
    }

    static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    static func error(id: JSONValue, _ code: ErrorCode, _ message: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .number(Double(code.rawValue)), "message": .string(message)]]
    }
}
