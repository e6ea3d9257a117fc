import Testing

@testable import PlaygroundApp

struct ConfigRateLimitTests {
    private static let second: UInt64 = 1_000_000_000

    @Test func aBucketAllowsItsBurstThenOneTokenPerRefillInterval() {
        // 30 per minute = 0.5 tokens per second, burst 10.
        let limit = SaveRateLimit.standard
        let start: UInt64 = 5 * Self.second
        var bucket = SaveRateBucket(full: limit, at: start)
        for _ in 0..<10 { #expect(bucket.take(limit, at: start) == .allowed) }
        // Empty: one token takes 1 / 0.5 = 2 s.
        #expect(bucket.take(limit, at: start) == .limited(retryAfter: 2))
        // After 1 s there is half a token: 0.5 more takes 0.5 / 0.5 = 1 s.
        #expect(bucket.take(limit, at: start + Self.second) == .limited(retryAfter: 1))
        #expect(bucket.take(limit, at: start + 2 * Self.second) == .allowed)
        #expect(bucket.take(limit, at: start + 2 * Self.second) == .limited(retryAfter: 2))
        // A long pause refills to the burst, no further: 10 allowed, the 11th refused.
        let later = start + 3_600 * Self.second
        #expect(bucket.isFull(limit, at: later))
        for _ in 0..<10 { #expect(bucket.take(limit, at: later) == .allowed) }
        #expect(bucket.take(limit, at: later) == .limited(retryAfter: 2))
    }

    @Test func retryAfterRoundsUpToWholeSeconds() {
        // 6 per minute = 0.1 per second, burst 1: an empty bucket needs 1 / 0.1 = 10 s; after 0.25 s,
        // 0.975 tokens are missing: 9.75 s, rounded up to 10.
        let limit = SaveRateLimit(perMinute: 6, burst: 1)
        var bucket = SaveRateBucket(full: limit, at: 0)
        #expect(bucket.take(limit, at: 0) == .allowed)
        #expect(bucket.take(limit, at: 0) == .limited(retryAfter: 10))
        #expect(bucket.take(limit, at: Self.second / 4) == .limited(retryAfter: 10))
        #expect(bucket.take(limit, at: 9 * Self.second) == .limited(retryAfter: 1))
        #expect(bucket.take(limit, at: 10 * Self.second) == .allowed)
    }

    @Test func eachAddressHasItsOwnBucketAndAnIPv6Slash64SharesOne() {
        let limiter = SaveRateLimiter(limit: SaveRateLimit(perMinute: 60, burst: 1))
        #expect(limiter.take(client: "192.0.2.1", at: 0) == .allowed)
        #expect(limiter.take(client: "192.0.2.1", at: 0) == .limited(retryAfter: 1))
        #expect(limiter.take(client: "192.0.2.2", at: 0) == .allowed)
        #expect(limiter.take(client: "2001:db8:0:1::1", at: 0) == .allowed)
        #expect(limiter.take(client: "2001:db8:0:1:ffff::2", at: 0) == .limited(retryAfter: 1))
        #expect(limiter.take(client: "2001:db8:0:2::1", at: 0) == .allowed)
        #expect(SaveRateLimiter(limit: nil).take(client: "192.0.2.1", at: 0) == .allowed)
    }

    @Test func theLimiterForgetsRefilledBucketsWhenFull() {
        let limit = SaveRateLimit(perMinute: 60, burst: 1)
        let limiter = SaveRateLimiter(limit: limit, maxClients: 3)
        for client in ["a", "b", "c"] { #expect(limiter.take(client: client[...], at: 0) == .allowed) }
        #expect(limiter.trackedClients == 3)
        // One second later every bucket has refilled (1 token at 1 per second), so a newcomer clears them.
        #expect(limiter.take(client: "d", at: Self.second) == .allowed)
        #expect(limiter.trackedClients == 1)
        // Buckets still in use are all dropped rather than refusing the newcomer.
        for client in ["e", "f"] { #expect(limiter.take(client: client[...], at: Self.second) == .allowed) }
        #expect(limiter.take(client: "g", at: Self.second) == .allowed)
        #expect(limiter.trackedClients == 1)
    }

    @Test func clientKeys() {
        #expect(ClientAddress.rateLimitKey("203.0.113.9") == "203.0.113.9")
        #expect(ClientAddress.rateLimitKey("::ffff:192.0.2.7") == "192.0.2.7")
        #expect(ClientAddress.rateLimitKey("2001:DB8:0:1:aaaa:bbbb:cccc:dddd") == "2001:db8:0:1::/64")
        #expect(ClientAddress.rateLimitKey("2001:db8::1") == "2001:db8:0:0::/64")
        #expect(ClientAddress.rateLimitKey("::1") == "0:0:0:0::/64")
        #expect(ClientAddress.rateLimitKey("fe80::1%eth0") == "fe80:0:0:0::/64")
        #expect(ClientAddress.groups(of: "1:2:3:4:5:6:1.2.3.4") == [1, 2, 3, 4, 5, 6, 0x0102, 0x0304])
        #expect(ClientAddress.groups(of: "1::2::3") == nil)
        #expect(ClientAddress.groups(of: "1:2:3:4:5:6:7:8:9") == nil)
    }

    @Test func theSaveRateVariable() throws {
        #expect(try SaveRateLimit.parse("off").get() == nil)
        #expect(try SaveRateLimit.parse(" OFF ").get() == nil)
        // N alone: burst N / 3 (at least 1).
        #expect(try SaveRateLimit.parse("30").get() == SaveRateLimit(perMinute: 30, burst: 10))
        #expect(try SaveRateLimit.parse("2").get() == SaveRateLimit(perMinute: 2, burst: 1))
        #expect(try SaveRateLimit.parse("600000/20000").get() == SaveRateLimit(perMinute: 600_000, burst: 20_000))
        #expect(try SaveRateLimit.parse("0.5/1").get() == SaveRateLimit(perMinute: 0.5, burst: 1))
        for bad in ["", "abc", "0", "-5", "5/0", "5/x", "5/1/1", "inf", "nan"] {
            #expect((try? SaveRateLimit.parse(bad).get()) == nil, "\(bad)")
        }
        let loopback = ConfigAPISettings.fromEnvironment(host: "127.0.0.1") {
            $0 == "PAGER_PLAYGROUND_SAVE_RATE" ? "off" : nil
        }
        #expect(loopback.settings.saveRate == nil)
        #expect(loopback.warnings.isEmpty)
        let exposed = ConfigAPISettings.fromEnvironment(host: "0.0.0.0") {
            $0 == "PAGER_PLAYGROUND_SAVE_RATE" ? "off" : nil
        }
        #expect(exposed.settings.saveRate == .standard)
        #expect(exposed.warnings.count == 1)
        let raised = ConfigAPISettings.fromEnvironment(host: "0.0.0.0") {
            $0 == "PAGER_PLAYGROUND_SAVE_RATE" ? "120/40" : nil
        }
        #expect(raised.settings.saveRate == SaveRateLimit(perMinute: 120, burst: 40))
        let broken = ConfigAPISettings.fromEnvironment(host: "::1") {
            $0 == "PAGER_PLAYGROUND_SAVE_RATE" ? "fast" : nil
        }
        #expect(broken.settings.saveRate == .standard)
        #expect(broken.warnings.count == 1)
        let unset = ConfigAPISettings.fromEnvironment(host: "127.0.0.1") { _ in nil }
        #expect(unset.settings.saveRate == .standard)
        let url = ConfigAPISettings.fromEnvironment(host: "::1") {
            $0 == "PAGER_PLAYGROUND_PUBLIC_URL" ? "https://p.example/" : nil
        }
        #expect(url.settings.publicBaseURL == "https://p.example")
        let badURL = ConfigAPISettings.fromEnvironment(host: "::1") {
            $0 == "PAGER_PLAYGROUND_PUBLIC_URL" ? "javascript:alert(1)" : nil
        }
        #expect(badURL.settings.publicBaseURL == nil)
        #expect(badURL.warnings.count == 1)
    }

    @Test func tooManySavesFromOneAddressAnswer429WithRetryAfter() throws {
        // 6 per minute with a burst of 2: the third save within a second needs 10 s (1 token at 0.1/s,
        // less the few milliseconds that passed, rounded up).
        try LiveServer.withConfigs(ConfigAPISettings(saveRate: SaveRateLimit(perMinute: 6, burst: 2))) { server in
            let first = try server.createConfig(name: "one")
            _ = try server.createConfig(name: "two")
            let third = try server.request("POST", "/api/configs", json: #"{"name":"three","config":{}}"#)
            #expect(third.status == 429)
            #expect(third.header("Retry-After") == "10")
            #expect(try third.json()["error"]?["code"] == "rate-limited")
            // Every kind of save counts; reads do not.
            let update = try server.request(
                "PUT", "/api/configs/\(first.slug)",
                headers: [("Authorization", "Bearer \(first.token)"), ("If-Match", "\"1\"")],
                json: #"{"name":"x","config":{}}"#)
            #expect(update.status == 429)
            #expect(try server.request("POST", "/api/configs/\(first.slug)/fork", json: #"{"name":"f"}"#).status == 429)
            #expect(try server.request("DELETE", "/api/configs/\(first.slug)").status == 429)
            #expect(try server.request("GET", "/api/configs/\(first.slug)").status == 200)
            #expect(try server.request("GET", "/c/\(first.slug)").status == 200)
        }
    }

    @Test(.enabled(if: ConfigAPISettings.processEnvironment(ConfigAPISettings.saveRateVariable) == nil))
    func theStandardRouteRegistrationLimitsSaves() throws {
        // Without settings (as the real server starts, no environment variable in tests): 10 at once.
        try LiveServer.with { server in
            for index in 0..<10 {
                #expect(
                    try server.request("POST", "/api/configs", json: #"{"name":"n\#(index)","config":{}}"#).status
                        == 201)
            }
            let refused = try server.request("POST", "/api/configs", json: #"{"name":"n","config":{}}"#)
            #expect(refused.status == 429)
            #expect(refused.header("Retry-After") == "2")
        }
    }
}
