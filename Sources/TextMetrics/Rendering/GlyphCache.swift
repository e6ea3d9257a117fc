import Synchronization

/// A bounded, thread-safe map from (glyph, device size, horizontal phase) to a rendered ``GlyphBitmap``.
///
/// Like ``WidthCache`` it keeps two generations: new bitmaps go into the recent one; when that holds half
/// the capacity it becomes the old one and the one before is dropped; a hit in the old generation moves
/// the bitmap back. Rendering a glyph costs tens of microseconds, a hit well under one.
final class GlyphCache: Sendable {
    struct Key: Hashable, Sendable {
        var glyph: UInt32
        /// The device size in 26.6 pixels (CSS size × scale).
        var charSize26Dot6: Int
        /// The pen's horizontal sub-pixel phase in steps of 1/``GlyphCache/phases`` pixel.
        var phase: Int
    }

    /// Horizontal sub-pixel positions a glyph is rendered at (Skia's 4 for sub-pixel text).
    static let phases = 4

    private struct State {
        var recent: [Key: GlyphBitmap] = [:]
        var old: [Key: GlyphBitmap] = [:]
    }

    let capacity: Int
    private let generationLimit: Int
    private let state = Mutex(State())

    /// A cache of at most `capacity` bitmaps; 0 turns caching off.
    init(capacity: Int) {
        self.capacity = max(capacity, 0)
        generationLimit = max(capacity / 2, 1)
    }

    func bitmap(for key: Key) -> GlyphBitmap? {
        guard capacity > 0 else { return nil }
        return state.withLock { state in
            if let bitmap = state.recent[key] { return bitmap }
            guard let bitmap = state.old.removeValue(forKey: key) else { return nil }
            insert(bitmap, for: key, into: &state)
            return bitmap
        }
    }

    func insert(_ bitmap: GlyphBitmap, for key: Key) {
        guard capacity > 0 else { return }
        state.withLock { state in insert(bitmap, for: key, into: &state) }
    }

    /// Bitmaps held now.
    var count: Int {
        state.withLock { $0.recent.count + $0.old.count }
    }

    private func insert(_ bitmap: GlyphBitmap, for key: Key, into state: inout State) {
        if state.recent.count >= generationLimit, state.recent[key] == nil {
            state.old = state.recent
            state.recent = Dictionary(minimumCapacity: generationLimit)
        }
        state.recent[key] = bitmap
    }
}
