import PagerEngine

/// One tool as `tools/list` describes it.
struct MCPTool: Sendable {
    var name: String
    var title: String
    var description: String
    /// A JSON Schema object for the tool's `arguments`.
    var inputSchema: JSONValue

    var json: JSONValue {
        [
            "name": .string(name), "title": .string(title), "description": .string(description),
            "inputSchema": inputSchema,
        ]
    }
}

/// What a tool call returns: content blocks, and whether the call failed in a way the caller can fix
/// (a bad argument, an invalid config), which MCP reports as a result, not as a protocol error.
struct MCPToolResult: Sendable, Equatable {
    var content: [JSONValue]
    var isError = false

    static func text(_ text: String) -> MCPToolResult {
        MCPToolResult(content: [["type": "text", "text": .string(text)]])
    }

    /// A failed call listing each problem on its own line.
    static func problems(_ problems: [String]) -> MCPToolResult {
        let heading = problems.count == 1 ? "1 problem:" : "\(problems.count) problems:"
        return MCPToolResult(
            content: [["type": "text", "text": .string(([heading] + problems).joined(separator: "\n"))]], isError: true)
    }

    var json: JSONValue {
        ["content": .array(content), "isError": .bool(isError)]
    }
}
