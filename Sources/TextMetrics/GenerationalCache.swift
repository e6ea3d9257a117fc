import Synchronization

/// How a cache has been used.
public struct CacheStatistics: Sendable, Equatable {
    public var hits: Int
    public var misses: Int
    /// Entries held now.
    public var count: Int
    /// The most entries it ever holds.
    public var capacity: Int
}

/// The width cache's statistics (`TextMeasurer.cacheStatistics`).
public typealias WidthCacheStatistics = CacheStatistics

/// A bounded, thread-safe map, for the measurer's widths and the rasteriser's glyph bitmaps.
///
/// Two generations bound it without per-entry bookkeeping: new entries go into the recent generation; when
/// that holds half the capacity it becomes the old generation and the one before is dropped. A hit in the old
/// generation moves the entry back into the recent one, so entries in use survive and the cache never holds
/// more than `capacity` entries. Lookups and inserts take one lock each.
final class GenerationalCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var recent: [Key: Value] = [:]
        var old: [Key: Value] = [:]
        var hits = 0
        var misses = 0
    }

    let capacity: Int
    private let generationLimit: Int
    private let state: Mutex<State>

    /// A cache of at most `capacity` entries; 0 turns caching off.
    init(capacity: Int) {
        self.capacity = max(capacity, 0)
        generationLimit = max(capacity / 2, 1)
        state = Mutex(State())
    }

    func value(for key: Key) -> Value? {
        guard capacity > 0 else { return nil }
        return state.withLock { state in
            if let value = state.recent[key] {
                state.hits += 1
                return value
            }
            guard let value = state.old.removeValue(forKey: key) else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            insert(value, for: key, into: &state)
            return value
        }
    }

    func insert(_ value: Value, for key: Key) {
        guard capacity > 0 else { return }
        state.withLock { state in insert(value, for: key, into: &state) }
    }

    /// Entries held now.
    var count: Int { state.withLock { $0.recent.count + $0.old.count } }

    var statistics: CacheStatistics {
        state.withLock { state in
            CacheStatistics(
                hits: state.hits, misses: state.misses, count: state.recent.count + state.old.count, capacity: capacity)
        }
    }

    private func insert(_ value: Value, for key: Key, into state: inout State) {
        if state.recent.count >= generationLimit, state.recent[key] == nil {
            state.old = state.recent
            state.recent = Dictionary(minimumCapacity: generationLimit)
        }
        state.recent[key] = value
    }
}
