import Glibc
import HTTPCore
import Testing

@testable import HTTPServer

struct ConnectionPlacementTests {
    @Test func aNewConnectionGoesToTheLoopWithTheFewest() {
        var placement = ConnectionPlacement(loops: 3)
        // Every loop empty: the lowest index; then the fewest, the lower index on a tie.
        #expect((0..<7).map { _ in placement.place() } == [0, 1, 2, 0, 1, 2, 0])
        #expect(placement.counts == [3, 2, 2])
    }

    @Test func aClosedConnectionMakesRoomOnItsLoopAgain() {
        var placement = ConnectionPlacement(loops: 3)
        for _ in 0..<6 { _ = placement.place() }
        #expect(placement.counts == [2, 2, 2])
        placement.release(1)
        placement.release(1)
        #expect(placement.place() == 1)
        #expect(placement.place() == 1)
        #expect(placement.place() == 0)
        #expect(placement.counts == [3, 2, 2])
    }

    @Test func aReleaseNeverTakesACountBelowZero() {
        var placement = ConnectionPlacement(loops: 1)
        placement.release(0)
        #expect(placement.counts == [0])
        #expect(placement.place() == 0)
    }
}

/// Connections reach the loop placement chooses, whichever loop's socket the kernel gave them to.
@Suite(.serialized)
struct ConnectionPlacementServerTests {
    /// Starts a two-loop server whose `GET /loop` answers with the index of the loop that ran it, and
    /// `GET /spin` too, after about 4 ms of work on the loop (so that requests one after another keep it
    /// busy).
    private func withLoopServer(_ body: (HTTPServer, Int) throws -> Void) throws {
        let group = try EventLoopGroup(threads: 2)
        var router = HTTPRouter()
        router.get("/loop") { _ in
            .text("\(group.loops.firstIndex { $0.inEventLoop } ?? -1)")
        }
        router.get("/spin") { _ in
            let end = Deadline.now() + .milliseconds(4)
            while Deadline.now() < end {}
            return .text("\(group.loops.firstIndex { $0.inEventLoop } ?? -1)")
        }
        let server = try HTTPServer(configuration: .test(), router: router, group: group)
        let port = try server.start()
        defer { server.stop() }
        try body(server, port)
    }

    /// Opens a connection and asks for its loop, so it has been placed before the next one connects
    /// (two loops accept concurrently: connections opened together are placed in either order).
    private func connect(_ port: Int) throws -> (client: TestClient, loop: Int) {
        let client = try TestClient(port: port)
        return (client, try loop(of: client))
    }

    /// The loop that answered `client`'s `GET path` (`/loop` or `/spin`).
    private func loop(of client: TestClient, path: String = "/loop") throws -> Int {
        client.send("GET \(path) HTTP/1.1\r\nHost: t\r\n\r\n")
        let reply = try #require(client.readReply())
        #expect(reply.status == 200)
        return try #require(Int(reply.text))
    }

    @Test func connectionsAlternateAndKeepTheirLoop() throws {
        try withLoopServer { server, port in
            // Eight connections from eight ports: the kernel hashes about half to each loop's socket,
            // so both hand-offs (0 → 1 and 1 → 0) happen; where they are served does not depend on it.
            let opened = try (0..<8).map { _ in try connect(port) }
            let clients = opened.map(\.client)
            let loops = opened.map(\.loop)
            #expect(loops == [0, 1, 0, 1, 0, 1, 0, 1])
            // Each keeps its loop for every later request, also while its loop is kept busy.
            #expect(try clients.map { try loop(of: $0, path: "/spin") } == loops)
            #expect(try clients.map { try loop(of: $0, path: "/spin") } == loops)
            #expect(server.metrics.connectionCount == 8)
            let text = server.metrics.render()
            #expect(text.contains("# TYPE http_loop_connections gauge\n"))
            #expect(text.contains("http_loop_connections{loop=\"0\"} 4\nhttp_loop_connections{loop=\"1\"} 4\n"))
            // Two of loop 0's four close (2 left against loop 1's 4): the next two connections go to
            // loop 0, the third to the lower index of a tie.
            clients[0].send("GET /loop HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
            _ = clients[0].readReply()
            clients[2].send("GET /loop HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
            _ = clients[2].readReply()
            #expect(eventually { server.metrics.connectionCount == 6 })
            #expect(try (0..<3).map { _ in try connect(port).loop } == [0, 0, 0])
        }
    }
}

/// A socket accepted for a loop that cannot take it is closed, and the server stops counting it.
@Suite(.serialized)
struct HandedOverSocketTests {
    private func socketPair() throws -> (server: Int32, client: Int32) {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else {
            throw SystemError(function: "socketpair", errno: errno)
        }
        return (pair[0], pair[1])
    }

    /// Counted the way the listener counts an accepted connection, on `loop`.
    private func counted(_ shared: ServerShared, loop: Int) {
        shared.metrics.openConnections.wrappingAdd(1, ordering: .relaxed)
        #expect(shared.placement.withLock { $0.place() } == loop)
    }

    private func readsEndOfStream(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        return read(fd, &byte, 1) == 0
    }

    @Test func aLoopThatIsShuttingDownClosesASocketHandedToIt() throws {
        let group = try EventLoopGroup(threads: 1)
        try group.start()
        defer { group.stopAndJoin() }
        let loop = group.next()
        let shared = ServerShared(
            configuration: .test(), router: HTTPRouter(), metrics: ServerMetrics(), loops: 1)
        let (server, client) = try socketPair()
        defer { Glibc.close(client) }
        counted(shared, loop: 0)
        let contexts = Box<[HTTPLoopContext]>([])
        let done = Box(false)
        loop.execute {
            let context = HTTPLoopContext(loop: loop, shared: shared)
            contexts.value.append(context)
            context.beginShutdown(deadline: Deadline.now() + .seconds(1))
            context.adopt(server, peer: "test")
            done.value = true
        }
        #expect(eventually { done.value })
        #expect(readsEndOfStream(client))
        #expect(shared.metrics.connectionCount == 0)
        #expect(shared.placement.withLock { $0.counts } == [0])
    }

    @Test func aSocketNoLoopTookIsClosedAndUncountedWhenDropped() throws {
        let shared = ServerShared(
            configuration: .test(), router: HTTPRouter(), metrics: ServerMetrics(), loops: 2)
        let (server, client) = try socketPair()
        defer { Glibc.close(client) }
        counted(shared, loop: 0)
        counted(shared, loop: 1)
        // The task that would have taken it is dropped with its loop, and the socket with it.
        _ = AcceptedSocket(fd: server, loop: 1, shared: shared)
        #expect(readsEndOfStream(client))
        #expect(shared.metrics.connectionCount == 1)
        #expect(shared.placement.withLock { $0.counts } == [1, 0])
    }

    @Test func aTakenSocketIsTheTakersToClose() throws {
        let shared = ServerShared(
            configuration: .test(), router: HTTPRouter(), metrics: ServerMetrics(), loops: 1)
        let (server, client) = try socketPair()
        defer { Glibc.close(client) }
        counted(shared, loop: 0)
        var handed: AcceptedSocket? = AcceptedSocket(fd: server, loop: 0, shared: shared)
        let taken = handed?.take()
        handed = nil
        #expect(taken == server)
        #expect(fcntl(server, F_GETFD) != -1)
        #expect(shared.metrics.connectionCount == 1)
        #expect(shared.placement.withLock { $0.counts } == [1])
        Glibc.close(server)
    }
}
