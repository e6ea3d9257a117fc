import Glibc
import HTTPCore
import TestSupport
import Testing

@testable import HTTPServer

/// A temporary folder `…/site` with files, next to a `secret.txt` that must never be served.
final class TemporarySite {
    let base: String
    let root: String

    init() throws {
        var template = Array("/tmp/http-static-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw SystemError(function: "mkdtemp", errno: errno) }
        base = String(decoding: UnsafeRawBufferPointer(start: made, count: strlen(made)), as: UTF8.self)
        root = base + "/site"
        mkdir(root, 0o755)
        mkdir(root + "/sub", 0o755)
        mkdir(root + "/docs", 0o755)
        try write(base + "/secret.txt", "TOP SECRET")
        try write(root + "/index.html", "<h1>home</h1>" + String(repeating: " padding", count: 100))
        try write(root + "/app.js", String(repeating: "console.log('pager');\n", count: 50))
        try write(root + "/docs/index.html", "docs")
        try write(root + "/.env", "TOKEN=1")
        try write(root + "/image.png", "\u{89}PNG fake")
        symlink(base + "/secret.txt", root + "/link.txt")
    }

    func write(_ path: String, _ text: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw SystemError(function: "open", errno: errno) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }

    deinit {
        for file in [
            "secret.txt", "site/index.html", "site/app.js", "site/docs/index.html", "site/.env",
            "site/image.png", "site/link.txt",
        ] {
            unlink(base + "/" + file)
        }
        for folder in ["site/sub", "site/docs", "site", ""] { rmdir(base + "/" + folder) }
    }
}

struct StaticFilesTests {
    private func withSite(_ body: (TemporarySite, Int) throws -> Void) throws {
        let site = try TemporarySite()
        let files = StaticFiles(root: site.root, options: .init(revalidateAfter: .zero))
        var router = HTTPRouter()
        router.get("/{path...}") { files.respond(to: $0) }
        try withServer(router: router) { _, port in
            try body(site, port)
        }
    }

    @Test func servesIndexWithValidatorsAndType() throws {
        try withSite { _, port in
            let client = try TestClient(port: port)
            client.send("GET / HTTP/1.1\r\nHost: t\r\n\r\n")
            let reply = try #require(client.readReply())
            #expect(reply.status == 200)
            #expect(reply.text.hasPrefix("<h1>home</h1>"))
            #expect(reply.headers["Content-Type"] == "text/html; charset=utf-8")
            #expect(reply.headers["Cache-Control"] == "no-cache")
            #expect(reply.headers["Vary"] == "Accept-Encoding")
            #expect(reply.headers["ETag"] == EntityTag.forContent(reply.body))
            #expect(reply.headers["Last-Modified"].flatMap(HTTPDate.parse) != nil)
        }
    }

    @Test func gzipIsServedWhenAcceptedAndDecodesToTheFile() throws {
        try withSite { _, port in
            let client = try TestClient(port: port)
            client.send("GET /app.js HTTP/1.1\r\nHost: t\r\n\r\n")
            let plain = try #require(client.readReply())
            client.send("GET /app.js HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip, deflate\r\n\r\n")
            let zipped = try #require(client.readReply())
            #expect(zipped.headers["Content-Encoding"] == "gzip")
            #expect(zipped.body.count < plain.body.count)
            #expect(try Gzip.decompress(zipped.body) == plain.body)
            #expect(zipped.headers["ETag"] != plain.headers["ETag"])
            client.send("GET /image.png HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\n\r\n")
            let image = try #require(client.readReply())
            #expect(image.headers["Content-Encoding"] == nil)
            #expect(image.headers["Content-Type"] == "image/png")
        }
    }

    @Test func matchingValidatorsGive304() throws {
        try withSite { _, port in
            let client = try TestClient(port: port)
            client.send("GET /app.js HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\n\r\n")
            let first = try #require(client.readReply())
            let etag = try #require(first.headers["ETag"])
            client.send("GET /app.js HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\nIf-None-Match: \(etag)\r\n\r\n")
            let cached = try #require(client.readReply())
            #expect(cached.status == 304)
            #expect(cached.headers["ETag"] == etag)
            #expect(cached.headers["Content-Length"] == nil)
            let modified = try #require(first.headers["Last-Modified"])
            client.send("GET /app.js HTTP/1.1\r\nHost: t\r\nIf-Modified-Since: \(modified)\r\n\r\n")
            #expect(client.readReply()?.status == 304)
            client.send("GET /app.js HTTP/1.1\r\nHost: t\r\nIf-None-Match: \"other\"\r\n\r\n")
            #expect(client.readReply()?.status == 200)
        }
    }

    @Test func changedFilesAreReloaded() throws {
        try withSite { site, port in
            let client = try TestClient(port: port)
            client.send("GET /docs/ HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(client.readReply()?.text == "docs")
            try site.write(site.root + "/docs/index.html", "docs, second edition")
            client.send("GET /docs/ HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(client.readReply()?.text == "docs, second edition")
        }
    }

    @Test(arguments: [
        "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/sub/..%2f..%2fsecret.txt",
        "/sub/%2e%2e/%2e%2e/secret.txt", "/..%5csecret.txt", "/index.html%00.js", "/.env", "/link.txt",
        "//secret.txt", "/sub/", "/nothing.txt",
    ])
    func traversalAndListingsAreRefused(_ path: String) throws {
        try withSite { _, port in
            let client = try TestClient(port: port)
            client.send("GET \(path) HTTP/1.1\r\nHost: t\r\n\r\n")
            let reply = try #require(client.readReply())
            #expect(reply.status == 404 || reply.status == 400, "\(path) → \(reply.status)")
            #expect(!reply.text.contains("SECRET"))
            #expect(!reply.text.contains("TOKEN"))
        }
    }

    @Test func directoryWithoutSlashRedirects() throws {
        try withSite { _, port in
            let client = try TestClient(port: port)
            client.send("GET /docs HTTP/1.1\r\nHost: t\r\n\r\n")
            let reply = try #require(client.readReply())
            #expect(reply.status == 301)
            #expect(reply.headers["Location"] == "/docs/")
        }
    }

    @Test func headOfAStaticFile() throws {
        try withSite { _, port in
            let client = try TestClient(port: port)
            client.send("HEAD /app.js HTTP/1.1\r\nHost: t\r\n\r\n")
            let reply = try #require(client.readReply(noBody: true))
            // 50 lines of "console.log('pager');\n" (22 bytes) = 1100 bytes.
            #expect(reply.headers["Content-Length"] == "1100")
            #expect(reply.body.isEmpty)
        }
    }
}
