import Glibc
import PagerEngine
import Store
import Testing
import TextMetrics

@testable import PlaygroundApp

/// `save_config` and `open_config` against a real playground server on 127.0.0.1, and their answers
/// when it refuses the config, has no such slug, or is not running.
struct MCPPlaygroundToolsTests {
    let measurer: TextMeasurer

    init() throws {
        measurer = try TextMeasurer()
    }

    private func call(_ tools: MCPTools, _ name: String, _ arguments: String) throws -> MCPToolResult {
        let object = try #require(try JSONParser().parse(arguments).objectValue)
        return try #require(tools.call(name, arguments: object))
    }

    private func text(_ result: MCPToolResult) -> String {
        result.content.first?["text"]?.stringValue ?? ""
    }

    @Test func aSavedConfigOpensInThePlaygroundAndComesBack() throws {
        try LiveServer.with { server in
            let tools = MCPTools(
                measurer: measurer, playground: PlaygroundAddress(host: "127.0.0.1", port: UInt16(server.port)))
            let saved = try call(
                tools, "save_config",
                #"{"name": "Bottom tabs", "config": {"preset": "tabman.tabBar", "indicator": {"weight": 5}}}"#)
            #expect(!saved.isError, "\(text(saved))")
            let base = "http://127.0.0.1:\(server.port)/c/"
            let words = text(saved).split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            let link = try #require(words.first { $0.hasPrefix(base) && !$0.contains("/v/") })
            let slug = String(link.dropFirst(base.count))
            #expect(words.contains("\(link)/v/1"))
            // The link is the share page, and the API has the config as given.
            #expect(try server.request("GET", "/c/\(slug)").status == 200)
            let stored = try server.request("GET", "/api/configs/\(slug)").json()
            #expect(stored["name"] == "Bottom tabs")
            #expect(stored["config"]?["indicator"]?["weight"] == 5)
            // The edit token saves a new version.
            let token = try #require(words.last)
            #expect(words.contains("\(link)#edit=\(token)"))
            let update = try server.request(
                "PUT", "/api/configs/\(slug)", headers: [("Authorization", "Bearer \(token)"), ("If-Match", "\"1\"")],
                json: #"{"name": "Bottom tabs", "config": {"preset": "tabman.tabBar"}}"#)
            #expect(update.status == 200, "\(update)")

            let latest = try call(tools, "open_config", #"{"slug": "\#(link)"}"#)
            #expect(!latest.isError)
            #expect(text(latest).hasPrefix("\"Bottom tabs\", version 2 of 2"))
            let first = try call(tools, "open_config", #"{"slug": "\#(link)/v/1"}"#)
            #expect(text(first).hasPrefix("\"Bottom tabs\", version 1 of 2"))
            #expect(text(first).contains(#""weight":5"#))
            let bySlug = try call(tools, "open_config", #"{"slug": "\#(slug)", "version": 1}"#)
            #expect(text(bySlug) == text(first))
        }
    }

    @Test func thePlaygroundsProblemsComeBackWithTheirPointers() throws {
        try LiveServer.with { server in
            let tools = MCPTools(
                measurer: measurer, playground: PlaygroundAddress(host: "127.0.0.1", port: UInt16(server.port)))
            let refused = try call(
                tools, "save_config", #"{"name": "", "config": {"bar": {"location": "middle"}}}"#)
            #expect(refused.isError)
            let lines = text(refused).split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("the playground answered 400") })
            #expect(lines.contains { $0.hasPrefix("/name: ") })
            #expect(lines.contains { $0.hasPrefix("/config/bar/location: ") })
            let missing = try call(tools, "open_config", #"{"slug": "no-such-config"}"#)
            #expect(missing.isError && text(missing).contains("the playground answered 404"))
            let badLink = try call(tools, "open_config", #"{"slug": "http://127.0.0.1/settings/x"}"#)
            #expect(badLink.isError && text(badLink).contains("/slug: expected a slug"))
            let noName = try call(tools, "save_config", #"{"config": {}}"#)
            #expect(noName.isError && text(noName).contains("/name: this tool needs a name"))
        }
    }

    @Test func aSaveRetriedWithItsKeySavesOnce() throws {
        try LiveServer.with { server in
            let tools = MCPTools(
                measurer: measurer, playground: PlaygroundAddress(host: "127.0.0.1", port: UInt16(server.port)))
            let arguments =
                #"{"name": "Top tabs", "config": {"preset": "tabman.tabBar"}, "idempotencyKey": "mcp-retry-0123456789abcdef"}"#
            let first = try call(tools, "save_config", arguments)
            let again = try call(tools, "save_config", arguments)
            #expect(!first.isError && !again.isError, "\(text(first)) \(text(again))")
            // The retry answers with the first save's link and token, word for word.
            #expect(text(again) == text(first))
            let other = try call(
                tools, "save_config",
                #"{"name": "Top tabs", "config": {"preset": "tabman.tabBar"}, "idempotencyKey": "mcp-retry-fedcba9876543210"}"#
            )
            #expect(!other.isError && text(other) != text(first))
            // The same key with another config is refused, and saves nothing.
            let reused = try call(
                tools, "save_config",
                #"{"name": "Other", "config": {"preset": "tabman.tabBar"}, "idempotencyKey": "mcp-retry-0123456789abcdef"}"#
            )
            #expect(reused.isError && text(reused).contains("the playground answered 422"), "\(text(reused))")
            // A key that could not go on a header line is refused before anything is sent.
            for bad in [#""short""#, #""has a space in it, sixteen+""#, #""line\r\nX-Injected: 1 aaaaaaaa""#, "42"] {
                let refused = try call(
                    tools, "save_config", #"{"name": "Bad", "config": {}, "idempotencyKey": \#(bad)}"#)
                #expect(refused.isError && text(refused).contains("/idempotencyKey: expected"), "\(text(refused))")
            }
            let database = try Database(path: server.databasePath)
            defer { database.close() }
            #expect(try database.fetchAll("SELECT slug FROM configs").count == 2)
        }
    }

    @Test func aPlaygroundThatIsNotRunningIsNamed() throws {
        // A port that was just free: nothing listens on it.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 ? getsockname(fd, pointer, &length) : -1
            }
        }
        let port = UInt16(bigEndian: address.sin_port)
        close(fd)
        let tools = MCPTools(measurer: measurer, playground: PlaygroundAddress(host: "127.0.0.1", port: port))
        let result = try call(tools, "open_config", #"{"slug": "abc"}"#)
        #expect(result.isError)
        #expect(text(result).contains("no playground answers at http://127.0.0.1:\(port): Connection refused"))
        #expect(text(result).contains("swift run pager-playground"))
    }

    @Test func addressesAndReferencesAreRead() {
        #expect(PlaygroundAddress("http://127.0.0.1:8080") == PlaygroundAddress(host: "127.0.0.1", port: 8_080))
        #expect(PlaygroundAddress("http://localhost/") == PlaygroundAddress(host: "localhost", port: 80))
        #expect(PlaygroundAddress("http://[::1]:9000")?.description == "http://[::1]:9000")
        for bad in [
            "https://example.com", "http://", "http://host:0", "http://host:99999", "http://host/api", "ftp://x",
        ] {
            #expect(PlaygroundAddress(bad) == nil, "\(bad)")
        }
        #expect(MCPTools.savedReference("abc-1")! == ("abc-1", nil))
        #expect(MCPTools.savedReference("http://127.0.0.1:8080/c/abc/v/3")! == ("abc", 3))
        #expect(MCPTools.savedReference("/embed/abc")! == ("abc", nil))
        for bad in ["", "a b", "http://host/x/abc", "/c/abc/v/0", "/c/abc/w/2", "http://host"] {
            #expect(MCPTools.savedReference(bad) == nil, "\(bad)")
        }
    }

    @Test func responsesAreReadByTheirLength() {
        let reply = HTTPResponseBytes(Array("HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\n{}extra".utf8))
        #expect(reply == HTTPResponseBytes(status: 201, body: Array("{}".utf8)))
        #expect(HTTPResponseBytes(Array("HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nshort".utf8)) == nil)
        #expect(HTTPResponseBytes(Array("SSH-2.0-OpenSSH\r\n\r\n".utf8)) == nil)
        #expect(HTTPResponseBytes(Array("HTTP/1.1 204 No Content\r\n\r\n".utf8))?.body == [])
    }
}
