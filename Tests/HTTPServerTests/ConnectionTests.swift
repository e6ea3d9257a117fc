import Dispatch
import Glibc
import HTTPCore
import Testing

@testable import HTTPServer

struct ConnectionTests {
    static var router: HTTPRouter {
        var router = HTTPRouter()
        router.get("/hello") { _ in .text("hello") }
        router.post("/echo") { request in Response(status: .ok, body: request.body) }
        router.on(
            .get, "/slow/{ms}",
            deferred: { request, responder in
                let delay = Int(request.parameters["ms"] ?? "") ?? 0
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(delay)) {
                    responder.respond(.text("slow \(delay)"))
                }
            })
        router.on(.get, "/never", deferred: { _, _ in })
        router.get("/fail") { _ in throw HTTPError(.conflict, code: "stale", message: "Stale.") }
        return router
    }

    @Test func keepAliveServesManyRequestsOnOneConnection() throws {
        try withServer(router: Self.router) { _, port in
            let client = try TestClient(port: port)
            for _ in 0..<20 {
                client.send("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
                let reply = try #require(client.readReply())
                #expect(reply.status == 200)
                #expect(reply.text == "hello")
                #expect(reply.headers["Connection"] == nil)
                #expect(reply.headers["Date"]?.hasSuffix(" GMT") == true)
            }
        }
    }

    @Test func pipelinedRequestsAreAnsweredInOrderEvenWhenOneIsDeferred() throws {
        try withServer(router: Self.router) { _, port in
            let client = try TestClient(port: port)
            client.send(
                "GET /slow/150 HTTP/1.1\r\nHost: t\r\n\r\nGET /hello HTTP/1.1\r\nHost: t\r\n\r\n"
                    + "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\n\r\nabcGET /slow/10 HTTP/1.1\r\nHost: t\r\n\r\n"
            )
            #expect(client.readReply()?.text == "slow 150")
            #expect(client.readReply()?.text == "hello")
            #expect(client.readReply()?.text == "abc")
            #expect(client.readReply()?.text == "slow 10")
        }
    }

    @Test func http10ClosesUnlessKeepAliveIsAsked() throws {
        try withServer(router: Self.router) { _, port in
            let plain = try TestClient(port: port)
            plain.send("GET /hello HTTP/1.0\r\n\r\n")
            let reply = try #require(plain.readReply())
            #expect(reply.headers["Connection"] == "close")
            #expect(plain.isClosedByServer())

            let kept = try TestClient(port: port)
            kept.send("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(kept.readReply()?.headers["Connection"] == "keep-alive")
            kept.send("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(kept.readReply()?.text == "hello")
        }
    }

    @Test func connectionCloseIsHonoured() throws {
        try withServer(router: Self.router) { _, port in
            let client = try TestClient(port: port)
            client.send(
                "GET /hello HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\nGET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            let reply = try #require(client.readReply())
            #expect(reply.headers["Connection"] == "close")
            #expect(client.isClosedByServer())
        }
    }

    @Test func headGetsTheLengthButNoBody() throws {
        try withServer(router: Self.router) { _, port in
            let client = try TestClient(port: port)
            client.send("HEAD /hello HTTP/1.1\r\nHost: t\r\n\r\nGET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            let head = try #require(client.readReply(noBody: true))
            #expect(head.headers["Content-Length"] == "5")
            #expect(head.body.isEmpty)
            #expect(client.readReply()?.text == "hello")
        }
    }

    @Test func expect100ContinueIsAnsweredBeforeTheBody() throws {
        try withServer(router: Self.router) { _, port in
            let client = try TestClient(port: port)
            client.send("POST /echo HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
            let interim = try #require(client.readReply())
            #expect(interim.status == 100)
            client.send("body")
            #expect(client.readReply()?.text == "body")
        }
    }

    @Test func oversizedContentLengthIs413WithoutReadingTheBody() throws {
        try withServer(router: Self.router) { _, port in
            let client = try TestClient(port: port)
            client.send("POST /echo HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 2000000\r\n\r\n")
            let reply = try #require(client.readReply())
            #expect(reply.status == 413)
            #expect(reply.headers["Connection"] == "close")
            #expect(reply.text.contains(#""code":"body-too-large""#))
            #expect(client.isClosedByServer())
        }
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: t\r\nX: " + String(repeating: "a", count: 17_000) + "\r\n\r\n", 431),
        ("GET /hello HTTP/1.1\r\nHost : t\r\n\r\n", 400),
        ("\u{1}\u{2}garbage\r\n\r\n", 400),
        ("BREW /pot HTTP/1.1\r\nHost: t\r\n\r\n", 501),
        ("GET /hello HTTP/3.0\r\nHost: t\r\n\r\n", 505),
        ("GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\nHost: t\r\n\r\n", 414),
    ])
    func badRequestsGetTheirStatusAndAreClosed(_ request: String, _ status: Int) throws {
        try withServer(router: Self.router) { _, port in
            let client = try TestClient(port: port)
            client.send(request)
            let reply = try #require(client.readReply())
            #expect(reply.status == status)
            #expect(reply.headers["Content-Type"] == "application/json")
            #expect(client.isClosedByServer())
        }
    }

    @Test func routingErrorsKeepTheConnection() throws {
        try withServer(router: Self.router) { _, port in
            let client = try TestClient(port: port)
            client.send("DELETE /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            let notAllowed = try #require(client.readReply())
            #expect(notAllowed.status == 405)
            #expect(notAllowed.headers["Allow"] == "GET, HEAD")
            client.send("GET /missing HTTP/1.1\r\nHost: t\r\n\r\n")
            let missing = try #require(client.readReply())
            #expect(missing.status == 404)
            #expect(missing.text == #"{"error":{"code":"not-found","message":"Nothing here.","details":[]}}"#)
            client.send("GET /fail HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(client.readReply()?.status == 409)
        }
    }

    @Test func slowClientIsClosedWithoutHoldingUpOthers() throws {
        try withServer(.test { $0.headTimeout = .milliseconds(600) }, router: Self.router) { _, port in
            let slow = try TestClient(port: port)
            slow.send("GET /hello HTTP/1.1\r\nHo")
            let start = Deadline.now()
            let other = try TestClient(port: port)
            for _ in 0..<5 {
                other.send("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(other.readReply()?.status == 200)
            }
            #expect(Deadline.now() - start < .milliseconds(600))
            slow.send("s")
            let reply = try #require(slow.readReply())
            #expect(reply.status == 408)
            #expect(slow.isClosedByServer())
            #expect(Deadline.now() - start < .seconds(3))
        }
    }

    @Test func idleKeepAliveConnectionIsClosed() throws {
        try withServer(.test { $0.idleTimeout = .milliseconds(200) }, router: Self.router) { _, port in
            let client = try TestClient(port: port)
            client.send("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(client.readReply()?.status == 200)
            let start = Deadline.now()
            #expect(client.isClosedByServer())
            #expect(Deadline.now() - start >= .milliseconds(150))
        }
    }

    @Test func garbageOnManyConnectionsLeavesTheServerServing() throws {
        try withServer(router: Self.router) { _, port in
            var generator = SystemRandomNumberGenerator()
            for round in 0..<30 {
                let client = try TestClient(port: port, timeout: .seconds(2))
                let length = Int.random(in: 1...4000, using: &generator)
                var noise = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                if round % 3 == 0 { noise = Array("GET /hello HTTP/1.1\r\n".utf8) + noise }
                client.send(noise)
            }
            let client = try TestClient(port: port)
            client.send("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(client.readReply()?.text == "hello")
        }
    }

    @Test func deferredHandlerWithoutAnswerTimesOutWith504() throws {
        try withServer(.test { $0.responseTimeout = .milliseconds(200) }, router: Self.router) { _, port in
            let client = try TestClient(port: port)
            client.send("GET /never HTTP/1.1\r\nHost: t\r\n\r\n")
            let reply = try #require(client.readReply())
            #expect(reply.status == 504)
        }
    }

    @Test func connectionsPastTheCapGet503() throws {
        try withServer(.test { $0.maxConnections = 2 }, router: Self.router) { server, port in
            let first = try TestClient(port: port)
            let second = try TestClient(port: port)
            first.send("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            second.send("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(first.readReply()?.status == 200)
            #expect(second.readReply()?.status == 200)
            let third = try TestClient(port: port)
            #expect(third.readReply()?.status == 503)
            #expect(server.metrics.connectionCount == 2)
        }
    }

    @Test func chunkedRequestBodyIsDecoded() throws {
        try withServer(router: Self.router) { _, port in
            let client = try TestClient(port: port)
            client.send(
                "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n")
            #expect(client.readReply()?.text == "abcde")
        }
    }
}
