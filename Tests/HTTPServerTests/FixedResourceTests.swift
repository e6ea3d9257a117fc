import HTTPCore
import TestSupport
import Testing

@testable import HTTPServer

struct FixedResourceTests {
    private let bytes = Array(
        ("{\"options\":[" + String(repeating: "{\"key\":\"bar.height\"},", count: 40) + "{}]}").utf8)

    private func resource() -> FixedResource {
        FixedResource(
            bytes: bytes, contentType: "application/json", extraHeaders: ["X-Content-Type-Options": "nosniff"])
    }

    private func get(_ headers: HTTPHeaders = [:]) -> Response {
        resource().response(for: Request(head: RequestHead(method: .get, target: "/api/schema", headers: headers)))
    }

    @Test func servesTheBytesWithAStrongTagAndNoDate() {
        let response = get()
        #expect(response.status == .ok)
        #expect(response.body == bytes)
        #expect(response.headers["ETag"] == EntityTag.forContent(bytes))
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(response.headers["Cache-Control"] == "no-cache")
        #expect(response.headers["X-Content-Type-Options"] == "nosniff")
        #expect(response.headers["Last-Modified"] == nil)
        #expect(resource().entityTag == EntityTag.forContent(bytes))
    }

    @Test func aMatchingTagGetsA304WithoutBody() {
        let tag = EntityTag.forContent(bytes)
        let response = get(["If-None-Match": "\"0000000000000000\", \(tag)"])
        #expect(response.status == .notModified)
        #expect(response.body.isEmpty)
        #expect(response.headers["ETag"] == tag)
        #expect(response.headers["X-Content-Type-Options"] == nil)
        // Another tag (an older build's document) gets the bytes again.
        #expect(get(["If-None-Match": "\"0000000000000000\""]).status == .ok)
        // Without `Last-Modified` a date validates nothing.
        #expect(get(["If-Modified-Since": "Wed, 01 Jan 2098 00:00:00 GMT"]).status == .ok)
    }

    @Test func gzipWhenAcceptedWithItsOwnTag() throws {
        let response = get(["Accept-Encoding": "gzip, deflate"])
        #expect(response.status == .ok)
        #expect(response.headers["Content-Encoding"] == "gzip")
        #expect(response.headers["Vary"] == "Accept-Encoding")
        #expect(response.body.count < bytes.count)
        #expect(try Inflater(format: .gzip).decompress(response.body) == bytes)
        let tag = try #require(response.headers["ETag"])
        #expect(tag != EntityTag.forContent(bytes))
        #expect(get(["Accept-Encoding": "gzip", "If-None-Match": tag]).status == .notModified)
    }

    @Test func aLargeBodyIsServedAsItIsUntilItsGzipIsMadeInTheBackground() throws {
        // A built-in font is about 300 KB: compressing it before the server listened cost the cold start
        // (docs/decisions/0009-cold-start.md). Whatever is served meanwhile must be whole and valid.
        let large = Array(String(repeating: "glyph outline data, ", count: 8_000).utf8)
        #expect(large.count >= StaticFile.backgroundGzipMinimum)
        let font = FixedResource(bytes: large, contentType: "font/ttf", cacheControl: "public, max-age=86400")
        let request = Request(
            head: RequestHead(method: .get, target: "/fonts/a.ttf", headers: ["Accept-Encoding": "gzip"]))
        let first = font.response(for: request)
        #expect(first.status == .ok)
        if first.headers["Content-Encoding"] == nil { #expect(first.body == large) }
        #expect(eventually(.seconds(10)) { font.response(for: request).headers["Content-Encoding"] == "gzip" })
        let zipped = font.response(for: request)
        #expect(zipped.body.count < large.count / 10)
        #expect(try Inflater(format: .gzip).decompress(zipped.body) == large)
        #expect(zipped.headers["ETag"] != font.entityTag)
    }
}
