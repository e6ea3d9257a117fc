import Foundation
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
        try LiveServer.withPreviews { server in
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
    }

    /// Issue 48 item 3: the view is the URL's (`?colorScheme=dark`), not the saved config's.
    @Test func theViewComesFromTheQuery() throws {
        try LiveServer.withPreviews { server in
            let slug = try server.save(try #require(Preset.named("tabman.buttonBar")).config)
            /// The sum of the channels in the page area, below the cards: a pastel page in light mode, dark in dark.
            func pageInk(_ query: String) throws -> Int {
                let png = try PNGTestDecoder(try server.get("/c/\(slug)/preview.png?scale=1\(query)").body)
                let pixel = png.pixel(x: png.width / 2, y: png.height * 8 / 10)
                return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)
            }
            let light = try pageInk("")
            let dark = try pageInk("&colorScheme=dark")
            // Pages are hsl(h, 70 %, 88 %) in light mode and hsl(h, 35 %, 22 %) in dark (docs/preview.md).
            #expect(light > 500 && dark < 350, "light \(light), dark \(dark)")
            #expect(try pageInk("&colorScheme=light") == light)
            let refused = try server.get("/c/\(slug)/preview.png?colorScheme=sepia&textScale=9")
            #expect(refused.status == 400)
            let pointers = try refused.json()["error"]?["details"]?.arrayValue?.compactMap {
                $0["pointer"]?.stringValue
            }
            #expect(pointers == ["/colorScheme", "/textScale"])
        }
    }

    @Test func sizesFollowWidthAndScale() throws {
        try LiveServer.withPreviews { server in
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
    }

    @Test func parametersOutOfRangeAre400WithTheParameterAsPointer() throws {
        try LiveServer.withPreviews { server in
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
    }

    @Test func unknownConfigsAndVersionsAre404() throws {
        try LiveServer.withPreviews { server in
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
    }

    @Test func cacheAnswersWithIdenticalBytesAndRevalidates() throws {
        try LiveServer.withPreviews { server in
            let slug = try server.save(try #require(Preset.named("tabman.tabBar")).config)
            let first = try server.get("/c/\(slug)/preview.png?scale=1")
            let second = try server.get("/c/\(slug)/preview.png?scale=1")
            #expect(first.status == 200 && second.status == 200)
            #expect(first.body == second.body)
            let tag = try #require(first.headers["ETag"])
            #expect(second.headers["ETag"] == tag)
            #expect(tag == EntityTag.forContent(first.body))
            #expect(first.headers["Cache-Control"] == "public, max-age=60")
            let notModified = try server.get("/c/\(slug)/preview.png?scale=1", headers: [("If-None-Match", tag)])
            #expect(notModified.status == 304)
            #expect(notModified.body.isEmpty)
            #expect(notModified.headers["ETag"] == tag)
            let metrics = try server.metricsText()
            #expect(metrics.contains("preview_cache_hits_total 2"))
            #expect(metrics.contains("preview_renders_total{kind=\"png\"} 1"))
        }
    }

    @Test func versionsArePinnedAndLatestFollowsUpdates() throws {
        try LiveServer.withPreviews { server in
            var config = PagerConfig()
            let created = try server.create(config)
            config.indicator.color = RGBAColor(red: 255, green: 45, blue: 85)
            _ = try server.context.repository.update(
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
    }

    @Test func concurrentRequestsShareOneRender() throws {
        try LiveServer.withPreviews { server in
            let slug = try server.save(try #require(Preset.named("bTabViewController")).config)
            // Four connections ask for the same new image before the first render can finish.
            let clients = try (0..<4).map { _ in try server.client(timeout: .seconds(120)) }
            defer { for client in clients { client.close() } }
            for client in clients { try client.send("GET", "/c/\(slug)/preview.png?width=400") }
            let bodies = try clients.map { try $0.readResponse().body }
            #expect(Set(bodies.map(\.count)).count == 1)
            #expect(bodies.allSatisfy { $0 == bodies[0] })
            #expect(try server.metricsText().contains("preview_renders_total{kind=\"png\"} 1"))
        }
    }

    static func contentOrigin(_ layout: PagerLayout, _ frame: PagerFrame) -> Point {
        Point(x: layout.bar.scrollFrame.x - frame.barOffset.x, y: layout.bar.scrollFrame.y - frame.barOffset.y)
    }

    static func indicatorCenter(_ layout: PagerLayout, _ frame: PagerFrame) -> Point {
        let origin = contentOrigin(layout, frame)
        return Point(x: origin.x + frame.indicator.rect.midX, y: origin.y + frame.indicator.rect.midY)
    }
}

/// What the preview tests need on top of the shared ``LiveServer``.
extension LiveServer {
    /// A server whose `Public/` holds this package's real `Public/embed.html`.
    static func withPreviews<T>(_ body: (LiveServer) throws -> T) throws -> T {
        let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        var files = ["index.html": LiveServer.defaultIndexHTML]
        files["embed.html"] = try String(contentsOfFile: root + "/Public/embed.html", encoding: .utf8)
        return try LiveServer.with(
            publicFiles: files, configure: { $0.server.responseTimeout = .seconds(120) }, body)
    }

    func create(_ config: PagerConfig, name: String = "Preview test") throws -> CreatedConfig {
        let json = String(decoding: ConfigNormalizer.normalizedBytes(config), as: UTF8.self)
        return try context.repository.create(name: name, configJSON: json, schemaVersion: PagerConfig.schemaVersion)
    }

    func save(_ config: PagerConfig, name: String = "Preview test") throws -> String {
        try create(config, name: name).slug
    }

    /// `GET target` on a new connection, waiting up to two minutes (renders are slow in debug builds).
    func get(_ target: String, headers: [(String, String)] = []) throws -> HTTPReply {
        let client = try client(timeout: .seconds(120))
        defer { client.close() }
        return try client.request("GET", target, headers: headers)
    }
}
