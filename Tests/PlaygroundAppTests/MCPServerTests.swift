import PagerEngine
import Testing
import TextMetrics

@testable import PlaygroundApp

/// `pager-playground mcp`: the JSON-RPC handling and each tool, message by message.
struct MCPServerTests {
    let server: MCPServer

    init() throws {
        server = MCPServer(tools: MCPTools(measurer: try TextMeasurer()))
    }

    private func send(_ text: String) throws -> JSONValue {
        try #require(server.reply(to: Array(text.utf8)))
    }

    /// The `result` of a `tools/call` of `name` with `arguments` (JSON text).
    private func call(_ name: String, _ arguments: String) throws -> (text: String, isError: Bool, content: [JSONValue])
    {
        let reply = try send(
            #"{"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {"name": "\#(name)", "arguments": \#(arguments)}}"#
        )
        let result = try #require(reply["result"])
        let content = try #require(result["content"]?.arrayValue)
        return (content.first?["text"]?.stringValue ?? "", result["isError"] == true, content)
    }

    private func errorCode(_ reply: JSONValue) -> Int? {
        reply["error"]?["code"]?.numberValue.map { Int($0) }
    }

    @Test func initializeAgreesOnAVersionAndDescribesTheServer() throws {
        let reply = try send(
            #"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}}}"#
        )
        #expect(reply["id"] == 1)
        #expect(reply["result"]?["protocolVersion"] == "2025-06-18")
        #expect(reply["result"]?["capabilities"]?["tools"] != nil)
        #expect(reply["result"]?["serverInfo"]?["name"] == "pager-playground")
        #expect(reply.compactText.hasPrefix(#"{"jsonrpc":"2.0","id":1,"result":"#))
        // A version this server does not know: it offers its newest.
        let newer = try send(
            #"{"jsonrpc": "2.0", "id": "x", "method": "initialize", "params": {"protocolVersion": "2099-01-01"}}"#)
        #expect(newer["id"] == "x")
        #expect(newer["result"]?["protocolVersion"] == .string(MCPServer.protocolVersions[0]))
    }

    @Test func notificationsAndResponsesGetNoReply() {
        #expect(server.reply(to: Array(#"{"jsonrpc": "2.0", "method": "notifications/initialized"}"#.utf8)) == nil)
        #expect(
            server.reply(
                to: Array(#"{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 3}}"#.utf8))
                == nil)
        #expect(server.reply(to: Array(#"{"jsonrpc": "2.0", "id": 4, "result": {}}"#.utf8)) == nil)
    }

    @Test func pingAnswersWithAnEmptyResult() throws {
        #expect(
            try send(#"{"jsonrpc": "2.0", "id": 2, "method": "ping"}"#) == ["jsonrpc": "2.0", "id": 2, "result": [:]])
    }

    @Test func toolsListDescribesEveryTool() throws {
        let tools = try #require(
            try send(#"{"jsonrpc": "2.0", "id": 3, "method": "tools/list"}"#)["result"]?["tools"]?.arrayValue)
        #expect(
            tools.compactMap { $0["name"]?.stringValue }
                == [
                    "list_options", "list_presets", "check_config", "export_code", "render_preview", "render_layout",
                    "save_config", "open_config",
                ])
        for tool in tools {
            #expect(tool["inputSchema"]?["type"] == "object")
            #expect((tool["description"]?.stringValue?.count ?? 0) > 40)
        }
    }

    @Test func malformedMessagesGetJSONRPCErrors() throws {
        let cases: [(String, Int, JSONValue)] = [
            ("{not json", -32700, .null),
            (#"[{"jsonrpc": "2.0", "id": 1, "method": "ping"}]"#, -32600, .null),
            ("42", -32600, .null),
            (#"{"jsonrpc": "2.0", "id": 5}"#, -32600, 5),
            (#"{"jsonrpc": "1.0", "id": 5, "method": "ping"}"#, -32600, 5),
            (#"{"jsonrpc": "2.0", "id": {"a": 1}, "method": "ping"}"#, -32600, .null),
            (#"{"jsonrpc": "2.0", "id": 1.5, "method": "ping"}"#, -32600, .null),
            (#"{"jsonrpc": "2.0", "id": 6, "method": 7}"#, -32600, 6),
            (#"{"jsonrpc": "2.0", "id": 7, "method": "resources/list"}"#, -32601, 7),
            (#"{"jsonrpc": "2.0", "id": 8, "method": "tools/call", "params": [1]}"#, -32602, 8),
            (#"{"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {}}"#, -32602, 9),
            (#"{"jsonrpc": "2.0", "id": 10, "method": "tools/call", "params": {"name": "render_video"}}"#, -32602, 10),
            (
                #"{"jsonrpc": "2.0", "id": 11, "method": "tools/call", "params": {"name": "list_presets", "arguments": 3}}"#,
                -32602, 11
            ),
        ]
        for (text, code, id) in cases {
            let reply = try send(text)
            #expect(errorCode(reply) == code, "\(text)")
            #expect(reply["id"] == id, "\(text)")
            #expect(reply["result"] == nil)
            #expect((reply["error"]?["message"]?.stringValue ?? "").count > 10)
        }
        let unknown = try send(
            #"{"jsonrpc": "2.0", "id": 10, "method": "tools/call", "params": {"name": "render_video"}}"#)
        #expect(unknown["error"]?["message"]?.stringValue?.contains("list_options, list_presets") == true)
    }

    @Test func checkConfigNormalisesAValidConfig() throws {
        let valid = try call("check_config", #"{"config": {"preset": "tabman.tabBar", "indicator": {"weight": 6}}}"#)
        #expect(!valid.isError)
        #expect(valid.text.hasPrefix("The config is valid."))
        #expect(valid.text.contains(#""preset":"tabman.tabBar""#))
        #expect(valid.text.contains(#""weight":6"#))
    }

    @Test func checkConfigListsEveryProblemWithItsPointer() throws {
        let invalid = try call(
            "check_config",
            #"{"config": {"bar": {"location": "middle"}, "indicator": {"weight": 99}}, "colour": "red"}"#)
        #expect(invalid.isError)
        let lines = invalid.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "3 problems:")
        #expect(lines.contains { $0.hasPrefix("/config/bar/location: \"middle\" is not allowed") })
        #expect(lines.contains { $0.hasPrefix("/config/indicator/weight: ") })
        #expect(lines.contains("/colour: unknown argument; this tool takes config, view"))
        let missing = try call("check_config", "{}")
        #expect(missing.isError && missing.text.contains("/config: this tool needs a config"))
        let badView = try call("check_config", #"{"config": {}, "view": {"colorScheme": "sepia"}}"#)
        #expect(badView.isError && badView.text.contains("/view/colorScheme: \"sepia\" is not allowed"))
        let notObject = try call("check_config", #"{"config": [1]}"#)
        #expect(notObject.isError && notObject.text.contains("/config: a config must be a JSON object"))
    }

    @Test func exportCodeGivesWhatTheExportRouteGives() throws {
        let exported = try call("export_code", #"{"config": {"preset": "tabman.tabBar"}, "target": "tabman"}"#)
        #expect(!exported.isError)
        #expect(exported.text.contains("final class PagerViewController: TabmanViewController"))
        #expect(
            exported.text == String(decoding: ExportTarget.tabman.export(Preset.tabmanTabBar.config), as: UTF8.self))
        let swiftUI = try call("export_code", #"{"config": {}, "target": "swiftui-tabpager"}"#)
        #expect(swiftUI.text.contains("import SwiftUI"))
        let wrong = try call("export_code", #"{"config": {}, "target": "kotlin"}"#)
        #expect(
            wrong.isError
                && wrong.text.contains(
                    "/target: \"kotlin\" is not allowed; use tabman, swiftui-tabpager, btabviewcontroller, tabbarcontroller, json"
                ))
        let none = try call("export_code", #"{"config": {}}"#)
        #expect(none.isError && none.text.contains("/target: this tool needs a target"))
    }

    @Test func renderPreviewReturnsAPNGOfTheAskedSize() throws {
        let preview = try call("render_preview", #"{"config": {"preset": "tabman.tabBar"}, "width": 320, "scale": 1}"#)
        #expect(!preview.isError)
        #expect(preview.text.contains("320 × 694 pixels"))
        let image = try #require(preview.content.last)
        #expect(image["type"] == "image" && image["mimeType"] == "image/png")
        let data = try #require(image["data"]?.stringValue)
        let png = try #require(Self.base64Decode(data))
        // The PNG signature, then IHDR's width and height.
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(PNGTestDecoder.uint32(png, 16) == 320 && PNGTestDecoder.uint32(png, 20) == 694)
        let decoded = try PNGTestDecoder(png)
        #expect(decoded.width == 320 && decoded.height == 694)
        // The bytes the preview route would make for the same config, carried through base64 unchanged.
        let direct = try PreviewImageMaker(measurer: server.tools.measurer).make(
            configBytes: ConfigNormalizer.normalizedBytes(Preset.tabmanTabBar.config),
            options: PreviewOptions(kind: .png, width: 320, scale: 1))
        #expect(png == direct)
        let bad = try call("render_preview", #"{"config": {}, "width": 2000, "scale": 1.5}"#)
        #expect(bad.isError)
        #expect(bad.text.contains("/width: expected a number from 320 to 1024, got the number 2000"))
        #expect(bad.text.contains("/scale: expected a whole number from 1 to 3"))
    }

    @Test func renderLayoutLaysOutAtThePositionAndViewportGiven() throws {
        let laid = try call("render_layout", #"{"config": {}, "position": 1.5, "width": 600, "height": 800}"#)
        #expect(!laid.isError)
        let document = try JSONParser().parse(laid.text)
        #expect(document["layout"]?["viewport"]?["width"] == 600)
        #expect(document["layout"]?["viewport"]?["height"] == 800)
        #expect(document["frame"]?["position"] == 1.5)
        let resting = try JSONParser().parse(
            try call("render_layout", #"{"config": {"pager": {"defaultPage": 2}}}"#).text)
        #expect(resting["frame"]?["position"] == 2)
        #expect(resting["layout"]?["viewport"]?["width"] == 393)
        let half = try call("render_layout", #"{"config": {}, "width": 600}"#)
        #expect(half.isError && half.text.contains("/height: give width and height together, or neither"))
    }

    @Test func listOptionsFiltersByPrefix() throws {
        let all = try JSONParser().parse(try call("list_options", "{}").text)
        let count = OptionSchema.document()["options"]?.arrayValue?.count ?? 0
        #expect(count > 50 && all["options"]?.arrayValue?.count == count)
        #expect(all["items"]?["fields"] != nil)
        let indicator = try JSONParser().parse(try call("list_options", #"{"prefix": "indicator."}"#).text)
        let paths = indicator["options"]?.arrayValue?.compactMap { $0["path"]?.stringValue } ?? []
        #expect(!paths.isEmpty && paths.allSatisfy { $0.hasPrefix("indicator.") })
        #expect(paths.contains("indicator.weight"))
        let none = try call("list_options", #"{"prefix": "zzz"}"#)
        #expect(none.isError && none.text.contains("the groups are bar, buttons, indicator, pager, text"))
        // The view's keys are listed apart from the config's options.
        #expect(all["view"]?.arrayValue?.compactMap { $0["path"]?.stringValue }.contains("colorScheme") == true)
    }

    @Test func listPresetsLeavesOutTheResolvedConfigs() throws {
        let presets = try JSONParser().parse(try call("list_presets", "{}").text)
        let list = try #require(presets["presets"]?.arrayValue)
        #expect(list.count == Preset.all.count)
        #expect(list.allSatisfy { $0["resolved"] == nil && $0["config"] != nil && $0["library"] != nil })
        #expect(
            try call("list_presets", #"{"x": 1}"#).text.contains("/x: unknown argument; this tool takes no arguments"))
    }

    /// Standard base64 back to bytes (nil for anything else).
    static func base64Decode(_ text: String) -> [UInt8]? {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for character in text.utf8 where character != UInt8(ascii: "=") {
            guard let value = alphabet.firstIndex(of: character) else { return nil }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return bytes
    }
}

struct MCPFramingTests {
    @Test func base64MatchesRFC4648() {
        let vectors = [
            "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
            "foobar": "Zm9vYmFy",
        ]
        for (plain, encoded) in vectors {
            #expect(Base64.encode(Array(plain.utf8)) == encoded)
        }
        #expect(Base64.encode([0xFB, 0xFF]) == "+/8=")
    }

    @Test func linesSplitAcrossReadsWithoutBlankLines() {
        var splitter = LineSplitter(maximum: 100)
        #expect(splitter.feed(Array("{\"a\"".utf8)) == [])
        #expect(
            splitter.feed(Array(":1}\r\n\n{\"b\":2}\n{\"c\"".utf8)) == [
                .line(Array("{\"a\":1}".utf8)), .line(Array("{\"b\":2}".utf8)),
            ])
        #expect(splitter.finish() == .line(Array("{\"c\"".utf8)))
        #expect(splitter.finish() == nil)
    }

    @Test func anOverlongLineIsReportedOnceAndSkipped() {
        var splitter = LineSplitter(maximum: 8)
        #expect(splitter.feed(Array("0123456789".utf8)) == [.tooLong])
        #expect(splitter.feed(Array("more of it\nok\n".utf8)) == [.line(Array("ok".utf8))])
        #expect(splitter.feed(Array("12345678\n".utf8)) == [.line(Array("12345678".utf8))])
        #expect(splitter.feed(Array("123456789".utf8)) == [.tooLong])
        #expect(splitter.finish() == nil)
    }
}
