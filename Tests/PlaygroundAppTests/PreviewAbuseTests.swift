import Dispatch
import Foundation
import HTTPCore
import PagerEngine
import Synchronization
import Testing
import TextMetrics

@testable import PlaygroundApp

/// Previews under a hostile client (docs/preview.md, "Limits"): renders are limited per client and at
/// once, refusals are quick, a render whose client has gone stops, and no render grows past its cap.
@Suite(.serialized)
struct PreviewAbuseTests {
    private static let config = Preset.named("tabman.buttonBar")!.config

    private static func server(
        _ limits: (inout PreviewLimits) -> Void, proxies: String? = nil, _ body: (LiveServer) throws -> Void
    ) throws {
        let configure: (inout PlaygroundServer.Configuration) -> Void = {
            limits(&$0.previews)
            $0.server.responseTimeout = .seconds(120)
            if let proxies { $0.trustedProxies = TrustedProxies.parse(proxies).proxies }
        }
        try LiveServer.with(configure: configure, routes: { _, _ in }, body)
    }

    private static func metric(_ server: LiveServer, _ name: String) throws -> Int {
        try #require(LiveServer.metricValue(name, in: try server.metricsText()))
    }

    @Test func eachClientMayStartOnlySoManyRenders() throws {
        let limits: (inout PreviewLimits) -> Void = { $0.perClient = SaveRateLimit(perMinute: 1, burst: 2) }
        try Self.server(limits, proxies: "127.0.0.1/32") { server in
            let slug = try server.save(Self.config)
            let client = [("X-Forwarded-For", "203.0.113.7")]
            #expect(try server.get("/c/\(slug)/preview.png?scale=1&width=320", headers: client).status == 200)
            #expect(try server.get("/c/\(slug)/preview.png?scale=1&width=375", headers: client).status == 200)
            let refused = try server.get("/c/\(slug)/preview.png?scale=1&width=393", headers: client)
            #expect(refused.status == 429)
            #expect(try refused.json()["error"]?["code"]?.stringValue == "too-many-renders")
            #expect(Int(refused.header("Retry-After") ?? "") ?? 0 >= 1)
            // Cached images cost nothing and stay served; a width that snaps to a cached one is cached.
            #expect(try server.get("/c/\(slug)/preview.png?scale=1&width=320", headers: client).status == 200)
            #expect(try server.get("/c/\(slug)/preview.png?scale=1&width=374", headers: client).status == 200)
            // Another client has its own allowance.
            let other = [("X-Forwarded-For", "203.0.113.8")]
            #expect(try server.get("/c/\(slug)/preview.png?scale=1&width=393", headers: other).status == 200)
            #expect(try Self.metric(server, "preview_renders_limited_total") == 1)
            #expect(try Self.metric(server, "preview_renders_total{kind=\"png\"}") == 3)
        }
    }

    /// Past the renderers and the queue, a request gets 503 with `Retry-After` at once, not after a wait.
    @Test func theGlobalBudgetRefusesTheRestQuickly() throws {
        let limits: (inout PreviewLimits) -> Void = {
            $0.perClient = nil
            $0.renderers = 1
            $0.waitingRenders = 1
            // The queued render is answered at this wait if the first is still drawing (a loaded machine).
            $0.maximumWait = .seconds(1)
        }
        try Self.server(limits) { server in
            let slug = try server.save(Self.config)
            let widths = [1024, 932, 915, 852, 744, 667]
            let replies = Mutex<[(status: Int, retryAfter: String?, seconds: Double)]>([])
            let done = DispatchGroup()
            // Threads of their own, so all six are in flight at once (Dispatch would run two at a time here).
            for width in widths {
                done.enter()
                Thread.detachNewThread {
                    defer { done.leave() }
                    let started = ContinuousClock.now
                    let reply = try? server.get("/c/\(slug)/preview.png?scale=1&width=\(width)")
                    let elapsed = ContinuousClock.now - started
                    replies.withLock {
                        $0.append(
                            (reply?.status ?? 0, reply?.header("Retry-After"), Double(elapsed.components.seconds)))
                    }
                }
            }
            done.wait()
            let all = replies.withLock { $0 }
            let refused = all.filter { $0.status == 503 }
            #expect(all.filter { $0.status == 200 }.count <= 2, "\(all)")
            #expect(refused.count >= widths.count - 2, "\(all)")
            #expect(refused.allSatisfy { $0.retryAfter == "1" && $0.seconds < 5 }, "\(refused)")
            #expect(all.allSatisfy { $0.status == 200 || $0.status == 503 }, "\(all)")
        }
    }

    /// A client that goes away stops its render: the renderer is free again within a frame or two,
    /// long before the animation would have been drawn.
    @Test func aRenderStopsWhenItsClientGoes() throws {
        let limits: (inout PreviewLimits) -> Void = {
            $0.perClient = nil
            $0.renderers = 1
        }
        try Self.server(limits) { server in
            let slug = try server.save(Self.config)
            let client = try server.client(timeout: .seconds(60))
            try client.send("GET", "/c/\(slug)/preview.apng?scale=1&width=1024")
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(30)
            while try Self.metric(server, "preview_renders_running") == 0 && clock.now < deadline {
                Thread.sleep(forTimeInterval: 0.02)
            }
            #expect(try Self.metric(server, "preview_renders_running") == 1)
            Thread.sleep(forTimeInterval: 0.2)
            let closed = clock.now
            client.close()
            while try Self.metric(server, "preview_renders_running") == 1 && clock.now < closed + .seconds(20) {
                Thread.sleep(forTimeInterval: 0.02)
            }
            let stopped = clock.now - closed
            #expect(try Self.metric(server, "preview_renders_running") == 0)
            #expect(try Self.metric(server, "preview_renders_cancelled_total") == 1)
            #expect(stopped < .seconds(3), "\(stopped)")
            // Nothing half-drawn was cached.
            #expect(try Self.metric(server, "preview_cache_entries") == 0)
        }
    }

    @Test func aRenderStopsAtItsByteCap() throws {
        var maker = PreviewImageMaker(measurer: try TextMeasurer())
        maker.maximumBytes = 2_000
        let json = ConfigNormalizer.normalizedBytes(Self.config)
        for kind in [PreviewOptions.Kind.png, .apng] {
            let options = PreviewOptions(kind: kind, width: 393, scale: 1)
            #expect {
                _ = try maker.make(configBytes: json, options: options)
            } throws: { error in
                guard case PreviewError.tooLarge(2_000) = error else { return false }
                return HTTPError(error).code == "render-too-large" && HTTPError(error).status == .unprocessableContent
            }
        }
        maker.maximumBytes = 8 * 1024 * 1024
        #expect(
            try maker.make(configBytes: json, options: PreviewOptions(kind: .apng, width: 393, scale: 1)).count > 2_000)
    }
}
