import HTTPServer
import Synchronization

/// Token buckets per client address for the save routes (create, update, delete, fork), shared by
/// every event loop.
///
/// Clients are keyed by ``ClientAddress/rateLimitKey(_:)`` (an IPv4 address, or an IPv6 /64). At most
/// `maxClients` buckets are kept: when a new client would pass that, buckets that have refilled are
/// dropped (a full bucket is the same as none); if every bucket is still in use, all are dropped,
/// which gives those clients a fresh burst rather than refusing newcomers.
final class SaveRateLimiter: Sendable {
    let limit: SaveRateLimit?
    let maxClients: Int
    private let buckets = Mutex<[String: SaveRateBucket]>([:])

    /// - Parameter limit: nil lets every save through.
    init(limit: SaveRateLimit?, maxClients: Int = 10_000) {
        self.limit = limit
        self.maxClients = max(1, maxClients)
    }

    /// Takes a token for `client` (the request's `remoteIP`).
    func take(client: Substring, at now: UInt64 = Deadline.now().nanoseconds) -> SaveRateBucket.Decision {
        guard let limit else { return .allowed }
        let key = ClientAddress.rateLimitKey(client)
        return buckets.withLock { buckets in
            if buckets[key] == nil, buckets.count >= maxClients {
                buckets = buckets.filter { !$0.value.isFull(limit, at: now) }
                if buckets.count >= maxClients { buckets.removeAll(keepingCapacity: true) }
            }
            var bucket = buckets[key] ?? SaveRateBucket(full: limit, at: now)
            let decision = bucket.take(limit, at: now)
            buckets[key] = bucket
            return decision
        }
    }

    /// Clients with a bucket right now (for tests and metrics).
    var trackedClients: Int { buckets.withLock { $0.count } }
}
