/// The growable byte storage behind a `JSONWriter`: a raw allocation written through a pointer.
///
/// An `[UInt8]` paid for its generality on every append (a uniqueness check, a bounds check, and for
/// `append(contentsOf:)` a generic copy and a `memcpy` call for a few bytes); a frame is about a hundred
/// small appends, and that was a third of a live session's instructions per frame. The writer keeps
/// value semantics by copying the storage before writing when it is shared.
final class JSONBuffer: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// A buffer with the same bytes and at least `capacity` bytes of room.
    func copy(capacity: Int) -> JSONBuffer {
        let copy = JSONBuffer(capacity: max(capacity, self.capacity))
        copy.base.initialize(from: base, count: count)
        copy.count = count
        return copy
    }

    /// Makes room for `extra` more bytes.
    func grow(toFit extra: Int) {
        let needed = count + extra
        guard needed > capacity else { return }
        var bigger = capacity * 2
        while bigger < needed { bigger *= 2 }
        let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: bigger)
        fresh.initialize(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = bigger
    }

    var contents: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
