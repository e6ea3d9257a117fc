import HTTPCore
import Testing

@testable import PlaygroundApp

struct IPNetworkTests {
    func network(_ text: String) throws -> IPNetwork { try #require(IPNetwork(text[...]), "\(text)") }
    func address(_ text: String) throws -> [UInt8] { try #require(IPNetwork.address(text[...]), "\(text)") }

    @Test func ipv4RangesContainTheirAddressesOnly() throws {
        let tens = try network("10.0.0.0/8")
        #expect(tens.contains(try address("10.0.0.0")))
        #expect(tens.contains(try address("10.255.255.255")))
        #expect(!tens.contains(try address("11.0.0.0")))
        #expect(!tens.contains(try address("9.255.255.255")))
        // An IPv4-mapped IPv6 peer is its IPv4 address.
        #expect(tens.contains(try address("::ffff:10.1.2.3")))
        let one = try network("192.0.2.7")
        #expect(one.contains(try address("192.0.2.7")))
        #expect(!one.contains(try address("192.0.2.6")))
        let odd = try network("192.0.2.64/26")
        #expect(odd.contains(try address("192.0.2.127")))
        #expect(!odd.contains(try address("192.0.2.128")))
        #expect(!odd.contains(try address("192.0.2.63")))
        // Host bits in the range's address are ignored, as CIDR notation means.
        #expect(try network("10.1.2.3/8").bytes == network("10.0.0.0/8").bytes)
        #expect(try network("10.1.2.3/8").contains(try address("10.200.0.1")))
        #expect(try network("0.0.0.0/0").contains(try address("203.0.113.5")))
        #expect(!(try network("0.0.0.0/0").contains(try address("2001:db8::1"))))
    }

    @Test func ipv6RangesContainTheirAddressesOnly() throws {
        let unique = try network("fd00::/8")
        #expect(unique.contains(try address("fdab:1::1")))
        #expect(!unique.contains(try address("fe80::1")))
        let loopback = try network("::1")
        #expect(loopback.contains(try address("::1")))
        #expect(loopback.contains(try address("0:0:0:0:0:0:0:1")))
        #expect(!loopback.contains(try address("::2")))
        #expect(try network("2001:db8::/32").contains(try address("2001:DB8:ffff::1%eth0")))
        #expect(!(try network("2001:db8::/33").contains(try address("2001:db8:8000::1"))))
    }

    @Test func malformedRangesAndAddressesAreRefused() {
        for text in [
            "", "10.0.0", "10.0.0.0.0", "256.0.0.1", "10.0.0.0/33", "10.0.0.0/", "10.0.0.0/-1", "10.0.0.0/8/8",
            "::/129", "1::2::3", "12345::", "g::1", " 10.0.0.1", "10.0.0.1 ", "+1.2.3.4", "10.0.0.0/ 8", "10.0.0.0/08x",
        ] {
            #expect(IPNetwork(text[...]) == nil, "\(text)")
        }
        #expect(IPNetwork.address("unknown") == nil)
        #expect(IPNetwork.address("203.0.113.5:443") == nil)
    }
}

struct TrustedProxiesTests {
    static let proxies = TrustedProxies.parse("127.0.0.1, 10.0.0.0/8 ::1").proxies

    func request(peer: String, forwardedFor: [String]) -> Request {
        var headers = HTTPHeaders()
        for value in forwardedFor { headers.add("X-Forwarded-For", value) }
        return Request(head: RequestHead(method: .get, target: "/", headers: headers), remoteAddress: peer)
    }

    func client(_ peer: String, _ forwardedFor: String...) -> Substring {
        Self.proxies.clientIP(of: request(peer: peer, forwardedFor: forwardedFor))
    }

    @Test func aTrustedProxyNamesTheClient() {
        #expect(client("127.0.0.1:40000", "203.0.113.5") == "203.0.113.5")
        // Through two proxies: the rightmost address that is not a trusted proxy.
        #expect(client("127.0.0.1:40000", "203.0.113.5, 10.0.0.2") == "203.0.113.5")
        #expect(client("[::1]:40000", "2001:db8::7") == "2001:db8::7")
        // Several headers are one list, in order.
        #expect(client("127.0.0.1:40000", "203.0.113.5", "10.0.0.2") == "203.0.113.5")
    }

    @Test func whatAClientWritesItselfIsNotBelieved() {
        // Not through a trusted proxy: the header is ignored.
        #expect(client("198.51.100.9:40000", "203.0.113.5") == "198.51.100.9")
        // A client that sends its own header: the proxy appends the real address, which wins.
        #expect(client("127.0.0.1:40000", "1.1.1.1, 198.51.100.9") == "198.51.100.9")
        // A malformed entry ends the walk at the hop that added it.
        #expect(client("127.0.0.1:40000", "203.0.113.5, unknown, 10.0.0.2") == "10.0.0.2")
        #expect(client("127.0.0.1:40000", "garbage") == "127.0.0.1")
    }

    @Test func withoutAHeaderOrWhenAllAreProxiesTheNearestKnownHopIsTheClient() {
        #expect(client("127.0.0.1:40000") == "127.0.0.1")
        #expect(client("127.0.0.1:40000", "") == "127.0.0.1")
        #expect(client("127.0.0.1:40000", "10.0.0.3, 10.0.0.2") == "10.0.0.3")
        #expect(
            TrustedProxies.none.clientIP(of: request(peer: "127.0.0.1:1", forwardedFor: ["203.0.113.5"])) == "127.0.0.1"
        )
    }

    @Test func theVariableListsRangesAndWarnsOfTheRest() {
        let (proxies, warnings) = TrustedProxies.fromEnvironment { name in
            name == "PAGER_PLAYGROUND_TRUSTED_PROXIES" ? "10.0.0.0/8,bogus, ::1 300.1.1.1" : nil
        }
        #expect(proxies.networks.map(\.description) == ["10.0.0.0/8", "::1"])
        #expect(warnings.count == 2)
        #expect(warnings.first?.contains("'bogus'") == true)
        #expect(TrustedProxies.fromEnvironment { _ in nil }.proxies == .none)
    }
}

/// The per-address limits of a live server behind a proxy on 127.0.0.1.
struct TrustedProxyServerTests {
    func createSession(_ server: LiveServer, forwardedFor: String) throws -> Int {
        try server.request(
            "POST", "/api/sessions", headers: [("X-Forwarded-For", forwardedFor)], json: #"{"config": {}}"#
        ).status
    }

    /// A server that allows one live session per client address, trusting `proxies` (nil: none).
    func oneSessionEach(trusting proxies: String?) throws -> LiveServer {
        try LiveServer(configure: {
            $0.sessions.maximumSessionsPerAddress = 1
            if let proxies { $0.trustedProxies = TrustedProxies.parse(proxies).proxies }
        })
    }

    @Test func sessionsAreCountedPerForwardedClient() throws {
        let server = try oneSessionEach(trusting: "127.0.0.1")
        defer { server.stop() }
        #expect(try createSession(server, forwardedFor: "203.0.113.5") == 201)
        #expect(try createSession(server, forwardedFor: "203.0.113.5") == 429)
        #expect(try createSession(server, forwardedFor: "203.0.113.6") == 201)
        // An IPv6 client counts by its /64: another address in it is the same household.
        #expect(try createSession(server, forwardedFor: "2001:db8:0:1::1") == 201)
        #expect(try createSession(server, forwardedFor: "2001:db8:0:1::abcd") == 429)
        #expect(try createSession(server, forwardedFor: "2001:db8:0:2::1") == 201)
    }

    @Test func withoutTrustTheHeaderChangesNothing() throws {
        let server = try oneSessionEach(trusting: nil)
        defer { server.stop() }
        #expect(try createSession(server, forwardedFor: "203.0.113.5") == 201)
        #expect(try createSession(server, forwardedFor: "203.0.113.6") == 429)
    }

    @Test func savesAreLimitedPerForwardedClient() throws {
        let server = try LiveServer(
            configure: { $0.trustedProxies = TrustedProxies.parse("127.0.0.0/8").proxies },
            routes: { router, context in
                ConfigRoutes.register(
                    in: &router, context: context,
                    settings: ConfigAPISettings(saveRate: SaveRateLimit(perMinute: 1, burst: 1)))
            })
        defer { server.stop() }
        func save(_ client: String) throws -> Int {
            try server.request(
                "POST", "/api/configs", headers: [("X-Forwarded-For", client)], json: #"{"name": "n", "config": {}}"#
            ).status
        }
        #expect(try save("203.0.113.5") == 201)
        #expect(try save("203.0.113.5") == 429)
        #expect(try save("203.0.113.6") == 201)
    }
}
