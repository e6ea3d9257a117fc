import HTTPCore
import TestSupport
import Testing

@testable import HTTPServer

/// Handlers' answers gzipped on the wire (docs/decisions/0046-gzip-for-api-answers.md): real sockets,
/// framing by `Content-Length`, HEAD, and answers that must stay as they are.
struct ResponseCompressionServerTests {
    /// About 20 KB of JSON, like a what-if batch's answers.
    private static let json = Array(
        ("{\"answers\":{"
            + (0..<200).map { #""tap=\#($0)":{"frameSeq":7,"position":\#(Double($0) / 7)}"# }
            .joined(separator: ",") + "}}").utf8)

    private func router() -> HTTPRouter {
        var router = HTTPRouter()
        router.get("/immediate") { _ in .json(Self.json) }
        router.on(.get, "/deferred", deferred: { _, responder in responder.respond(.json(Self.json)) })
        router.get("/small") { _ in .json(#"{"accepted":1,"seq":4}"#) }
        router.get("/versioned") { request in
            if request.header("If-None-Match") == "\"3\"" {
                return Response(status: .notModified, headers: ["ETag": "\"3\""])
            }
            var response = Response.json(Self.json)
            response.headers.set("ETag", "\"3\"")
            return response
        }
        return router
    }

    @Test func immediateAndDeferredAnswersArriveGzippedWithTheirOwnLength() throws {
        try withServer(router: router()) { _, port in
            let client = try TestClient(port: port)
            for path in ["/immediate", "/deferred"] {
                client.send("GET \(path) HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip, deflate, br\r\n\r\n")
                let reply = try #require(client.readReply())
                #expect(reply.status == 200)
                #expect(reply.headers["Content-Encoding"] == "gzip")
                #expect(reply.headers["Vary"] == "Accept-Encoding")
                #expect(reply.headers["Content-Length"] == String(reply.body.count))
                #expect(reply.body.count < Self.json.count / 4)
                #expect(try Inflater(format: .gzip).decompress(reply.body) == Self.json)
            }
            // The connection is still framed right: the next answer reads whole.
            client.send("GET /small HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\n\r\n")
            let small = try #require(client.readReply())
            #expect(small.text == #"{"accepted":1,"seq":4}"#)
            #expect(small.headers["Content-Encoding"] == nil)
            #expect(small.headers["Vary"] == nil)
        }
    }

    @Test func identityForAClientThatDoesNotAcceptGzip() throws {
        try withServer(router: router()) { _, port in
            let client = try TestClient(port: port)
            for accept in ["", "Accept-Encoding: gzip;q=0\r\n", "Accept-Encoding: identity\r\n"] {
                client.send("GET /deferred HTTP/1.1\r\nHost: t\r\n\(accept)\r\n")
                let reply = try #require(client.readReply())
                #expect(reply.headers["Content-Encoding"] == nil)
                #expect(reply.headers["Vary"] == "Accept-Encoding")
                #expect(reply.body == Self.json)
            }
        }
    }

    @Test func headSaysWhatItsGetWouldSend() throws {
        try withServer(router: router()) { _, port in
            let client = try TestClient(port: port)
            client.send("GET /immediate HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\n\r\n")
            let get = try #require(client.readReply())
            client.send("HEAD /immediate HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\n\r\n")
            let head = try #require(client.readReply(noBody: true))
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.headers["Content-Encoding"] == "gzip")
            #expect(head.headers["Vary"] == "Accept-Encoding")
            #expect(head.headers["Content-Length"] == String(get.body.count))
            client.send("HEAD /immediate HTTP/1.1\r\nHost: t\r\n\r\n")
            let plain = try #require(client.readReply(noBody: true))
            #expect(plain.headers["Content-Encoding"] == nil)
            #expect(plain.headers["Content-Length"] == String(Self.json.count))
            // Nothing of a body followed either head.
            client.send("GET /small HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(client.readReply()?.text == #"{"accepted":1,"seq":4}"#)
        }
    }

    @Test func aVersionTagKeepsItsBodyAndItsNotModified() throws {
        try withServer(router: router()) { _, port in
            let client = try TestClient(port: port)
            client.send("GET /versioned HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\n\r\n")
            let reply = try #require(client.readReply())
            #expect(reply.headers["ETag"] == "\"3\"")
            #expect(reply.headers["Content-Encoding"] == nil)
            #expect(reply.body == Self.json)
            client.send("GET /versioned HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\nIf-None-Match: \"3\"\r\n\r\n")
            let cached = try #require(client.readReply())
            #expect(cached.status == 304)
            #expect(cached.headers["Content-Encoding"] == nil)
            #expect(cached.headers["Content-Length"] == nil)
        }
    }

    @Test func aServerWithCompressionOffSendsAnswersAsTheyAre() throws {
        try withServer(.test { $0.compression = .off }, router: router()) { _, port in
            let client = try TestClient(port: port)
            client.send("GET /immediate HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\n\r\n")
            let reply = try #require(client.readReply())
            #expect(reply.headers["Content-Encoding"] == nil)
            #expect(reply.body == Self.json)
        }
    }
}
