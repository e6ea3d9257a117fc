import Dispatch
import Glibc
import HTTPCore
import Synchronization
import Testing

@testable import HTTPServer

/// A value written by one thread and read by the test.
final class Box<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>
    init(_ value: Value) { storage = Mutex(value) }
    var value: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

extension TestClient {
    /// Reads the response head and returns it with whatever body bytes came along.
    func readHead() -> (head: String, rest: [UInt8])? {
        var bytes: [UInt8] = []
        let separator: [UInt8] = [13, 10, 13, 10]
        while true {
            if let end = (0..<max(0, bytes.count - 3)).first(where: { bytes[$0..<$0 + 4].elementsEqual(separator) }) {
                return (String(decoding: bytes[0..<end], as: UTF8.self), Array(bytes[(end + 4)...]))
            }
            guard let chunk = readSome(), !chunk.isEmpty else { return nil }
            bytes += chunk
        }
    }
}

struct EventStreamTests {
    final class Probe: Sendable {
        let closeReason = Box<EventStream.CloseReason?>(nil)
        let lastEventID = Box<String?>(nil)
        let dropped = Box(0)
        let stream = Box<EventStream?>(nil)
        let deliveries = Box<[EventStream.Delivery]>([])
    }

    static func router(_ probe: Probe) -> HTTPRouter {
        var router = HTTPRouter()
        router.on(
            .get, "/events",
            deferred: { request, responder in
                let stream = responder.startEventStream(
                    EventStreamOptions(retry: 1500, heartbeatInterval: .milliseconds(100)))
                probe.lastEventID.value = stream.lastEventID
                probe.stream.value = stream
                stream.onClose { probe.closeReason.value = $0 }
                // On the loop, with the head written and nothing pending: straight to the socket.
                probe.deliveries.value = [
                    stream.deliver(ServerSentEvent(id: "1", event: "hello", data: "line one\nline two"))
                ]
            })
        router.on(
            .get, "/burst",
            deferred: { _, responder in
                let stream = responder.startEventStream(
                    EventStreamOptions(heartbeatInterval: .seconds(60)))
                // Sent from another thread while this loop waits: nothing is written before all 101
                // events are in the sink, where each frame replaces the one before it.
                let sent = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    var deliveries = [stream.deliver(ServerSentEvent(event: "layout", data: "L"))]
                    for n in 1...100 {
                        let frame = ServerSentEvent(id: "\(n)", event: "frame", data: "frame \(n)")
                        deliveries.append(stream.deliver(frame, latestWins: true))
                    }
                    probe.deliveries.value = deliveries
                    probe.dropped.value = stream.droppedEvents
                    stream.close()
                    sent.signal()
                }
                sent.wait()
            })
        router.on(
            .get, "/lent",
            deferred: { _, responder in
                let stream = responder.startEventStream(
                    EventStreamOptions(heartbeatInterval: .seconds(60)))
                // On the loop with nothing pending: the lent data is encoded straight into the socket's
                // buffer and written.
                let one = Array("{\"seq\":7}".utf8)
                let direct = [one.withUnsafeBufferPointer { stream.deliver(id: "7", event: "frame", data: $0) }]
                // From another thread it must wait in the sink, copied out of the lent bytes.
                let sent = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    let later = Array("{\"seq\":8,\"queued\":true}".utf8)
                    let queued = later.withUnsafeBufferPointer {
                        stream.deliver(id: "8", event: "frame", data: $0, latestWins: true)
                    }
                    probe.deliveries.value = direct + [queued]
                    sent.signal()
                }
                sent.wait()
            })
        router.on(
            .get, "/flood",
            deferred: { _, responder in
                let stream = responder.startEventStream(EventStreamOptions())
                stream.onClose { probe.closeReason.value = $0 }
                DispatchQueue.global().async {
                    let big = [UInt8](repeating: UInt8(ascii: "x"), count: 60_000)
                    for _ in 0..<2_000 where stream.send(ServerSentEvent(event: "blob", data: big)) {}
                }
            })
        return router
    }

    @Test func streamsEventsWithRetryAndHeartbeat() throws {
        let probe = Probe()
        try withServer(router: Self.router(probe)) { _, port in
            let client = try TestClient(port: port)
            client.send("GET /events HTTP/1.1\r\nHost: t\r\nLast-Event-ID: 41\r\n\r\n")
            let (head, rest) = try #require(client.readHead())
            #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(head.contains("Content-Type: text/event-stream\r\n"))
            #expect(head.contains("Cache-Control: no-cache\r\n"))
            #expect(!head.contains("Content-Length"))
            var text = String(decoding: rest, as: UTF8.self)
            while !text.contains(": ping\n\n") {
                guard let chunk = client.readSome(), !chunk.isEmpty else { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            #expect(text.hasPrefix("retry: 1500\n\nid: 1\nevent: hello\ndata: line one\ndata: line two\n\n"))
            #expect(text.contains(": ping\n\n"))
            #expect(probe.lastEventID.value == "41")
            #expect(probe.deliveries.value == [.written])
        }
    }

    @Test func latestFrameReplacesPendingOnes() throws {
        let probe = Probe()
        try withServer(router: Self.router(probe)) { server, port in
            let client = try TestClient(port: port)
            client.send("GET /burst HTTP/1.1\r\nHost: t\r\n\r\n")
            let (_, rest) = try #require(client.readHead())
            let text = String(decoding: rest + client.readToEnd(), as: UTF8.self)
            // All 100 frames were sent before the loop wrote anything: 99 were replaced.
            #expect(text == "event: layout\ndata: L\n\nid: 100\nevent: frame\ndata: frame 100\n\n")
            #expect(probe.deliveries.value == [.queued, .queued] + Array(repeating: .replacedPending, count: 99))
            #expect(probe.dropped.value == 99)
            #expect(server.metrics.render().contains("sse_events_dropped_total 99\n"))
        }
    }

    @Test func lentEventsGoOutAtOnceOrWaitAsCopies() throws {
        let probe = Probe()
        try withServer(router: Self.router(probe)) { server, port in
            let client = try TestClient(port: port)
            client.send("GET /lent HTTP/1.1\r\nHost: t\r\n\r\n")
            let (head, rest) = try #require(client.readHead())
            #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
            var text = String(decoding: rest, as: UTF8.self)
            while !text.contains("queued") {
                guard let chunk = client.readSome(), !chunk.isEmpty else { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            #expect(
                text
                    == "id: 7\nevent: frame\ndata: {\"seq\":7}\n\nid: 8\nevent: frame\ndata: {\"seq\":8,\"queued\":true}\n\n"
            )
            #expect(probe.deliveries.value == [.written, .queued])
            // Counted by the loop's own stream counters: the two events and their bytes (no retry field).
            #expect(eventually { server.metrics.render().contains("sse_events_sent_total 2\n") })
            #expect(server.metrics.render().contains("sse_bytes_sent_total \(text.utf8.count)\n"))
        }
    }

    @Test func clientCloseRunsOnClose() throws {
        let probe = Probe()
        try withServer(router: Self.router(probe)) { _, port in
            var client: TestClient? = try TestClient(port: port)
            client?.send("GET /events HTTP/1.1\r\nHost: t\r\n\r\n")
            _ = client?.readHead()
            client = nil
            #expect(eventually { probe.closeReason.value == .clientClosed })
            #expect(probe.stream.value?.send(ServerSentEvent(data: "late")) == false)
        }
    }

    @Test func clientThatFallsBehindIsClosed() throws {
        let probe = Probe()
        try withServer(
            .test { $0.eventStreams.sinkLimits = .init(maxPendingEvents: 8, maxPendingBytes: 1_000_000) },
            router: Self.router(probe)
        ) { server, port in
            let client = try TestClient(port: port)
            client.send("GET /flood HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(eventually(.seconds(10)) { probe.closeReason.value == .tooSlow })
            #expect(server.metrics.render().contains("sse_streams_closed_slow_total 1\n"))
        }
    }

    @Test func streamsAreSentAsTheyAreEvenToClientsThatAcceptDeflate() throws {
        // docs/decisions/0002-sse-compression.md: frame deltas stay under the byte budget without
        // compression, and zlib's flush per event cost more CPU than everything else a frame needs.
        let probe = Probe()
        try withServer(router: Self.router(probe)) { _, port in
            let client = try TestClient(port: port)
            client.send("GET /events HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip, deflate\r\n\r\n")
            let (head, rest) = try #require(client.readHead())
            #expect(!head.lowercased().contains("content-encoding"))
            var text = String(decoding: rest, as: UTF8.self)
            while !text.contains("event: hello") || !text.contains(": ping") {
                guard let chunk = client.readSome(), !chunk.isEmpty else { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            #expect(text.hasPrefix("retry: 1500\n\nid: 1\nevent: hello\ndata: line one\ndata: line two\n\n"))
            #expect(text.contains(": ping\n\n"))
        }
    }

    @Test func eventsSentFromAnotherThreadArrive() throws {
        let probe = Probe()
        try withServer(router: Self.router(probe)) { _, port in
            let client = try TestClient(port: port)
            client.send("GET /events HTTP/1.1\r\nHost: t\r\n\r\n")
            _ = try #require(client.readHead())
            #expect(eventually { probe.stream.value != nil })
            let stream = try #require(probe.stream.value)
            DispatchQueue.global().async {
                for n in 0..<5 { stream.send(ServerSentEvent(event: "tick", data: "\(n)")) }
            }
            let text = try #require(client.read(until: "data: 4\n\n"))
            #expect(text.contains("event: tick\ndata: 0\n\n"))
            stream.close()
            #expect(client.isClosedByServer())
            #expect(eventually { probe.closeReason.value == .closed })
        }
    }
}
