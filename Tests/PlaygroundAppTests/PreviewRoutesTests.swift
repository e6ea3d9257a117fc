import Glibc
import HTTPCore
import HTTPServer
import PagerEngine
import Store
import Testing
import TextMetrics

@testable import PlaygroundApp

/// The preview routes on a real server (port 0, a temporary SQLite file, the real fonts), requested over
/// loopback sockets and decoded with the test PNG decoder.
struct PreviewRoutesTests {
    @Test func pngShowsThePagerAtRestOnItsDefaultPage() throws {
        let server = try PreviewTestServer()
        defer { server.shutdown() }
        var config = try #require(Preset.named("tabman.buttonBar")).config
        config.pager.defaultPage = 1
        let slug = try server.save(config)
        let reply = try server.get("/c/\(slug)/preview.png")
        #expect(reply.status == 200)
        #expect(reply.headers["Content-Type"] == "image/png")
        let png = try PNGTestDecoder(reply.body)
        // Default: 393 points at scale 2.
        #expect(png.width == 786 && png.height == 1704)
        // Where the engine puts the indicator at rest on page 1, the PNG shows system blue (#007AFF).
        let measurer = try TextMeasurer()
        let (layout, frame) = PreviewScene(config: config, width: 393, measurer: measurer).resting()
        #expect(frame.index == 1)
        let center = Self.indicatorCenter(layout, frame)
        #expect(png.pixel(x: Int(center.x * 2), y: Int(center.y * 2)) == RGBAColor.systemBlue)
        // Button 0's indicator position is not blue: the line moved to tab 1.
        let first = layout.buttons[0].frame
        let origin = Self.contentOrigin(layout, frame)
        let away = png.pixel(x: Int((origin.x + first.midX) * 2), y: Int(center.y * 2))
        #expect(away != RGBAColor.systemBlue)
    }

    @Test func sizesFollowWidthAndScale() throws {
        let server = try PreviewTestServer()
        defer { server.shutdown() }
        let slug = try server.save(try #require(Preset.named("swiftUITabPager.fixed")).config)
        // 320 points wide: 320 × 852 / 393 = 693.74 → 694 points tall, at scale 1.
        let small = try PNGTestDecoder(try server.get("/c/\(slug)/preview.png?width=320&scale=1").body)
        #expect(small.width == 320 && small.height == 694)
        // 1024 × 852 / 393 = 2219.97 → 2220 points; scale 2 gives 2048 × 4440 (9.1 Mi pixels, under 16 Mi).
        let large = try server.get("/c/\(slug)/preview.png?width=1024&scale=2")
        #expect(large.status == 200)
        let decoded = try PNGTestDecoder(large.body)
        #expect(decoded.width == 2048 && decoded.height == 4440)
    }

    @Test func parametersOutOfRangeAre400WithTheParameterAsPointer() throws {
        let server = try PreviewTestServer()
        defer { server.shutdown() }
        let slug = try server.save(PagerConfig())
        for (query, pointers) in [
            ("width=319", ["/width"]), ("width=1025", ["/width"]), ("width=393.5", ["/width"]),
            ("scale=4", ["/scale"]), ("scale=0", ["/scale"]), ("width=abc&scale=1.5", ["/width", "/scale"]),
            // 1024 points at scale 3: 3072 × 6660 = 20.5 Mi pixels, over the 16 Mi limit.
            ("width=1024&scale=3", ["/scale"]),
        ] {
            let reply = try server.get("/c/\(slug)/preview.png?\(query)")
            #expect(reply.status == 400, "\(query)")
            #expect(reply.headers["Content-Type"] == "application/json")
            let json = try JSONParser().parse(reply.body)
            let details = json["error"]?["details"]?.arrayValue ?? []
            #expect(details.compactMap { $0["pointer"]?.stringValue } == pointers, "\(query): \(reply.text)")
            #expect(json["error"]?["code"]?.stringValue == "invalid-parameter")
        }
        // An animation frame may have 4 Mi pixels: 1024 × 2220 at scale 2 (9.1 Mi) is refused, scale 1 is not.
        #expect(try server.get("/c/\(slug)/preview.apng?width=1024&scale=2").status == 400)
    }

    @Test func unknownConfigsAndVersionsAre404() throws {
        let server = try PreviewTestServer()
        defer { server.shutdown() }
        let slug = try server.save(PagerConfig())
        for path in [
            "/c/AAAAAAAAAA/preview.png", "/c/not-a-slug/preview.png", "/c/\(slug)/v/2/preview.png",
            "/c/\(slug)/v/0/preview.png", "/c/\(slug)/v/x/preview.png", "/c/AAAAAAAAAA/preview.apng",
        ] {
            let reply = try server.get(path)
            #expect(reply.status == 404, "\(path)")
            #expect(try JSONParser().parse(reply.body)["error"]?["code"]?.stringValue == "not-found")
        }
    }

    @Test func cacheAnswersWithIdenticalBytesAndRevalidates() throws {
        let server = try PreviewTestServer()
        defer { server.shutdown() }
        let slug = try server.save(try #require(Preset.named("tabman.tabBar")).config)
        let first = try server.get("/c/\(slug)/preview.png?scale=1")
        let second = try server.get("/c/\(slug)/preview.png?scale=1")
        #expect(first.status == 200 && second.status == 200)
        #expect(first.body == second.body)
        let tag = try #require(first.headers["ETag"])
        #expect(second.headers["ETag"] == tag)
        #expect(tag == EntityTag.forContent(first.body))
        #expect(first.headers["Cache-Control"] == "public, max-age=60")
        let notModified = try server.get("/c/\(slug)/preview.png?scale=1", headers: ["If-None-Match": tag])
        #expect(notModified.status == 304)
        #expect(notModified.body.isEmpty)
        #expect(notModified.headers["ETag"] == tag)
        let metrics = try server.get("/metrics").text
        #expect(metrics.contains("preview_cache_hits_total 2"))
        #expect(metrics.contains("preview_renders_total{kind=\"png\"} 1"))
    }

    @Test func versionsArePinnedAndLatestFollowsUpdates() throws {
        let server = try PreviewTestServer()
        defer { server.shutdown() }
        var config = PagerConfig()
        let created = try server.create(config)
        config.indicator.color = RGBAColor(red: 255, green: 45, blue: 85)
        _ = try server.repository.update(
            slug: created.slug, token: created.editToken.value, expectedVersion: 1, name: "v2",
            configJSON: String(decoding: ConfigNormalizer.normalizedBytes(config), as: UTF8.self), schemaVersion: 1)
        let one = try server.get("/c/\(created.slug)/v/1/preview.png?scale=1")
        let two = try server.get("/c/\(created.slug)/v/2/preview.png?scale=1")
        let latest = try server.get("/c/\(created.slug)/preview.png?scale=1")
        #expect(one.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        #expect(one.body != two.body)
        #expect(latest.body == two.body)
        #expect(latest.headers["Cache-Control"] == "public, max-age=60")
        // The new indicator colour is in version 2 only.
        let measurer = try TextMeasurer()
        let (layout, frame) = PreviewScene(config: config, width: 393, measurer: measurer).resting()
        let center = Self.indicatorCenter(layout, frame)
        #expect(try PNGTestDecoder(two.body).pixel(x: Int(center.x), y: Int(center.y)) == config.indicator.color)
        #expect(try PNGTestDecoder(one.body).pixel(x: Int(center.x), y: Int(center.y)) == RGBAColor.systemBlue)
    }

    @Test func concurrentRequestsShareOneRender() throws {
        let server = try PreviewTestServer()
        defer { server.shutdown() }
        let slug = try server.save(try #require(Preset.named("bTabViewController")).config)
        let clients = try (0..<4).map { _ in try PreviewHTTPClient(port: server.port) }
        for client in clients {
            client.send("GET /c/\(slug)/preview.png?width=400 HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        }
        let bodies = try clients.map { try $0.readReply().body }
        #expect(Set(bodies.map(\.count)).count == 1)
        #expect(bodies.allSatisfy { $0 == bodies[0] })
        #expect(try server.get("/metrics").text.contains("preview_renders_total{kind=\"png\"} 1"))
    }

    static func contentOrigin(_ layout: PagerLayout, _ frame: PagerFrame) -> Point {
        Point(x: layout.bar.scrollFrame.x - frame.barOffset.x, y: layout.bar.scrollFrame.y - frame.barOffset.y)
    }

    static func indicatorCenter(_ layout: PagerLayout, _ frame: PagerFrame) -> Point {
        let origin = contentOrigin(layout, frame)
        return Point(x: origin.x + frame.indicator.rect.midX, y: origin.y + frame.indicator.rect.midY)
    }
}

/// A playground server on port 0 with its database in a temporary folder.
final class PreviewTestServer {
    let directory: String
    let playground: PlaygroundServer
    let server: HTTPServer
    let port: Int

    var repository: ConfigRepository { playground.context.repository }

    init() throws {
        var template = Array("/tmp/preview-routes-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw SystemError(function: "mkdtemp", errno: errno) }
        directory = String(cString: made)
        let root = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/"))
        var configuration = PlaygroundServer.Configuration(
            server: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2, accessLog: false),
            databasePath: directory + "/playground.sqlite", publicDirectory: "/" + root + "/Public")
        configuration.server.responseTimeout = .seconds(120)
        playground = try PlaygroundServer(configuration: configuration)
        server = try playground.makeServer()
        port = try server.start()
    }

    func shutdown() {
        server.stop()
        playground.context.close()
        for name in ["playground.sqlite", "playground.sqlite-wal", "playground.sqlite-shm"] {
            unlink(directory + "/" + name)
        }
        rmdir(directory)
    }

    func create(_ config: PagerConfig, name: String = "Preview test") throws -> CreatedConfig {
        let json = String(decoding: ConfigNormalizer.normalizedBytes(config), as: UTF8.self)
        return try repository.create(name: name, configJSON: json, schemaVersion: PagerConfig.schemaVersion)
    }

    func save(_ config: PagerConfig, name: String = "Preview test") throws -> String {
        try create(config, name: name).slug
    }

    func get(_ target: String, headers: [String: String] = [:]) throws -> PreviewHTTPClient.Reply {
        let client = try PreviewHTTPClient(port: port)
        var request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        client.send(request + "\r\n")
        return try client.readReply()
    }
}

/// A blocking loopback HTTP/1.1 client for one request per connection (`Connection: close`).
final class PreviewHTTPClient {
    struct Reply {
        var status: Int
        var headers: HTTPHeaders
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct ReplyError: Error, CustomStringConvertible {
        var description: String
    }

    let fd: Int32

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            close(fd)
            throw SystemError(function: "connect", errno: errno)
        }
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress.map { $0 + offset }, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Reads to the end of the connection and splits status line, header fields and content.
    func readReply() throws -> Reply {
        var all: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            all += chunk[0..<count]
        }
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, all.count - 3)).first(where: { Array(all[$0..<($0 + 4)]) == separator }) else {
            throw ReplyError(description: "no complete head in \(all.count) bytes")
        }
        let lines = String(decoding: all[0..<end], as: UTF8.self).split(separator: "\r\n")
        guard let statusLine = lines.first, statusLine.split(separator: " ").count >= 2,
            let status = Int(statusLine.split(separator: " ")[1])
        else { throw ReplyError(description: "bad status line") }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingSpaces())
        }
        return Reply(status: status, headers: headers, body: Array(all[(end + 4)...]))
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
