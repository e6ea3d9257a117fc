import Dispatch
import Glibc
import HTTPCore
import Testing

@testable import HTTPServer

struct ShutdownTests {
    @Test func gracefulShutdownEndsStreamsAndFinishesInFlightRequests() throws {
        var configuration = ServerConfiguration(port: 0, threads: 2, accessLog: false)
        configuration.shutdownGracePeriod = .seconds(3)
        var router = HTTPRouter()
        router.on(
            .get, "/events",
            deferred: { _, responder in
                let stream = responder.startEventStream()
                stream.send(ServerSentEvent(event: "hello", data: "hi"))
            })
        router.on(
            .get, "/slow",
            deferred: { _, responder in
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300)) {
                    responder.respond(.text("finished"))
                }
            })
        router.get("/hello") { _ in .text("hello") }
        let server = try HTTPServer(configuration: configuration, router: router)
        let port = try server.start()

        let idle = try TestClient(port: port)
        idle.send("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(idle.readReply()?.status == 200)
        let streaming = try TestClient(port: port)
        streaming.send("GET /events HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(streaming.read(until: "data: hi\n\n") != nil)
        let inFlight = try TestClient(port: port)
        inFlight.send("GET /slow HTTP/1.1\r\nHost: t\r\n\r\n")
        usleep(50_000)

        let start = Deadline.now()
        let stopped = Box(false)
        DispatchQueue.global().async {
            server.stop()
            stopped.value = true
        }
        #expect(idle.isClosedByServer())
        let ending = String(decoding: streaming.readToEnd(), as: UTF8.self)
        #expect(ending.contains("event: shutdown\n"))
        let reply = try #require(inFlight.readReply())
        #expect(reply.text == "finished")
        #expect(reply.headers["Connection"] == "close")
        #expect(eventually(.seconds(4)) { stopped.value })
        #expect(Deadline.now() - start < .seconds(3))
        #expect(throws: (any Error).self) { try TestClient(port: port) }
    }

    @Test func streamsWhoseClientsJustLeftEndWithoutTouchingTheirClosedSockets() throws {
        // The clients reset their connections and the server stops at once, before its loops have
        // read the resets: ending a stream then fails to write and closes the connection, and the
        // shutdown must stop there (it used to go on to `shutdown(2)` the closed descriptor, which
        // traps in a debug build and hits whatever socket reused the number in a release build).
        var configuration = ServerConfiguration(port: 0, threads: 2, accessLog: false)
        configuration.shutdownGracePeriod = .seconds(2)
        var router = HTTPRouter()
        router.on(
            .get, "/events",
            deferred: { _, responder in
                let stream = responder.startEventStream()
                stream.send(ServerSentEvent(event: "hello", data: "hi"))
            })
        let server = try HTTPServer(configuration: configuration, router: router)
        let port = try server.start()
        var clients = try (0..<32).map { _ in try TestClient(port: port) }
        for client in clients {
            client.send("GET /events HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(client.read(until: "data: hi\n\n") != nil)
        }
        for client in clients {
            var reset = linger(l_onoff: 1, l_linger: 0)
            _ = setsockopt(client.fd, SOL_SOCKET, SO_LINGER, &reset, socklen_t(MemoryLayout<linger>.size))
        }
        clients.removeAll()  // closing with a zero linger time sends a reset
        let start = Deadline.now()
        server.stop()
        #expect(Deadline.now() - start < .seconds(2))
        #expect(throws: (any Error).self) { try TestClient(port: port) }
    }

    @Test func graceEndsConnectionsThatNeverFinish() throws {
        var configuration = ServerConfiguration(port: 0, threads: 1, accessLog: false)
        configuration.shutdownGracePeriod = .milliseconds(300)
        var router = HTTPRouter()
        router.on(.get, "/never", deferred: { _, _ in })
        let server = try HTTPServer(configuration: configuration, router: router)
        let port = try server.start()
        let client = try TestClient(port: port)
        client.send("GET /never HTTP/1.1\r\nHost: t\r\n\r\n")
        usleep(50_000)
        let start = Deadline.now()
        server.stop()
        let elapsed = Deadline.now() - start
        #expect(elapsed >= .milliseconds(250))
        #expect(elapsed < .seconds(2))
        #expect(client.isClosedByServer())
    }
}
