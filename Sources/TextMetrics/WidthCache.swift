import PagerEngine
import Synchronization

/// How the width cache has been used.
public struct WidthCacheStatistics: Sendable, Equatable {
    public var hits: Int
    public var misses: Int
    /// Widths held now.
    public var count: Int
    /// The most widths it ever holds.
    public var capacity: Int
}

/// A bounded, thread-safe map from (text, face, effective size) to a measured width.
///
/// Two generations bound it without per-entry bookkeeping: new widths go into the recent generation; when
/// that holds half the capacity it becomes the old generation and the one before is dropped. A hit in the old
/// generation moves the width back into the recent one, so widths in use survive and the cache never holds
/// more than `capacity` widths. Lookups and inserts take one lock each.
final class WidthCache: Sendable {
    struct Key: Hashable, Sendable {
        var text: String
        var face: FontFace
        /// The effective size (``ChromiumFontSize/hundredths``): sizes Chromium draws alike share widths.
        var hundredths: Int
    }

    private struct State {
        var recent: [Key: Double] = [:]
        var old: [Key: Double] = [:]
        var hits = 0
        var misses = 0
    }

    let capacity: Int
    private let generationLimit: Int
    private let state = Mutex(State())

    /// A cache of at most `capacity` widths; 0 turns caching off.
    init(capacity: Int) {
        self.capacity = max(capacity, 0)
        generationLimit = max(capacity / 2, 1)
    }

    func width(for key: Key) -> Double? {
        guard capacity > 0 else { return nil }
        return state.withLock { state in
            if let width = state.recent[key] {
                state.hits += 1
                return width
            }
            guard let width = state.old.removeValue(forKey: key) else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            insert(width, for: key, into: &state)
            return width
        }
    }

    func insert(_ width: Double, for key: Key) {
        guard capacity > 0 else { return }
        state.withLock { state in insert(width, for: key, into: &state) }
    }

    var statistics: WidthCacheStatistics {
        state.withLock { state in
            WidthCacheStatistics(
                hits: state.hits, misses: state.misses, count: state.recent.count + state.old.count, capacity: capacity)
        }
    }

    private func insert(_ width: Double, for key: Key, into state: inout State) {
        if state.recent.count >= generationLimit, state.recent[key] == nil {
            state.old = state.recent
            state.recent = Dictionary(minimumCapacity: generationLimit)
        }
        state.recent[key] = width
    }
}
