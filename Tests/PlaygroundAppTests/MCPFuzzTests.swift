import PagerEngine
import Testing
import TextMetrics

@testable import PlaygroundApp

/// Seeded random messages to the MCP server, built from the words its messages use: every reply is
/// nil (a notification or a response) or a JSON-RPC reply with the request's id and exactly one of
/// `result` and `error`, and the process survives all of them.
struct MCPFuzzTests {
    /// SplitMix64: the same messages on every run.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    }

    static let words = [
        "jsonrpc", "id", "method", "params", "name", "arguments", "config", "preset", "bar", "location", "items",
        "indicator", "weight", "target", "width", "scale", "position", "height", "prefix", "slug", "version",
    ]
    static let strings = [
        "2.0", "initialize", "ping", "tools/list", "tools/call", "list_options", "list_presets", "check_config",
        "export_code", "render_layout", "open_config", "tabman", "json", "tabman.tabBar", "bottom", "middle", "",
        "indicator.", "\u{0}", "é", "notifications/initialized",
    ]

    static func value(_ random: inout Random, depth: Int) -> JSONValue {
        switch random.below(depth > 3 ? 5 : 8) {
        case 0: return .null
        case 1: return .bool(random.below(2) == 0)
        case 2: return .number(random.pick([0, 1, -1, 1.5, 2, 320, 1e300, -0.0, 9_007_199_254_740_992]))
        case 3, 4: return .string(random.pick(strings))
        case 5: return .array((0..<random.below(3)).map { _ in value(&random, depth: depth + 1) })
        default:
            var object = JSONObject()
            for _ in 0..<random.below(5) { object[random.pick(words)] = value(&random, depth: depth + 1) }
            return .object(object)
        }
    }

    @Test func randomMessagesGetWellFormedReplies() throws {
        let server = MCPServer(
            tools: MCPTools(measurer: try TextMeasurer(), playground: PlaygroundAddress(host: "127.0.0.1", port: 9)))
        var random = Random(state: 20_261_202)
        var replies = 0
        for _ in 0..<10_000 {
            var message: JSONObject = ["jsonrpc": "2.0"]
            if random.below(8) != 0 { message["id"] = .number(Double(random.below(1_000))) }
            message["method"] = .string(
                random.pick(["tools/call", "tools/call", "tools/call", "initialize", "ping", "x"]))
            var params: JSONObject = [
                "name": .string(
                    random.pick([
                        "list_options", "check_config", "export_code", "render_layout", "open_config", "list_presets",
                    ]))
            ]
            params["arguments"] = Self.value(&random, depth: 0)
            message["params"] = random.below(10) == 0 ? Self.value(&random, depth: 0) : .object(params)
            if random.below(10) == 0 { message[random.pick(Self.words)] = Self.value(&random, depth: 1) }
            let bytes = JSONValue.object(message).jsonBytes
            // Now and then the bytes are cut short or a byte is changed.
            var line = bytes
            switch random.below(12) {
            case 0: line = Array(bytes.prefix(random.below(bytes.count)))
            case 1: line[random.below(line.count)] = UInt8(truncatingIfNeeded: random.next())
            default: break
            }
            guard let reply = server.reply(to: line) else { continue }
            replies += 1
            let object = try #require(reply.objectValue)
            #expect(object["jsonrpc"] == "2.0")
            #expect((object["result"] == nil) != (object["error"] == nil), "\(reply.compactText.prefix(300))")
            // An id the client sent whole, as a string or a whole number, comes back; any other is null.
            if line == bytes, let id = message["id"] {
                let echoable =
                    id.stringValue != nil || id.numberValue.map { $0 == $0.rounded() && abs($0) < 9.0e15 } == true
                #expect(object["id"] == (echoable ? id : .null))
            }
            if let result = object["result"], message["method"] == "tools/call" {
                #expect(result["content"]?.arrayValue?.isEmpty == false)
            }
        }
        #expect(replies > 7_000)
    }
}
