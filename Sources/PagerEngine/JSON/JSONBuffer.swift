/// The byte storage behind a `JSONWriter`: one raw allocation of fixed size, written through a pointer.
///
/// An `[UInt8]` paid for its generality on every append (a uniqueness check, a bounds check, and for
/// `append(contentsOf:)` a generic copy and a `memcpy` call for a few bytes); a frame is about a hundred
/// small appends, and that was a third of a live session's instructions per frame.
///
/// Both properties are constants and the writer keeps the count: every `var` of a class is checked for
/// exclusive access at run time on each read and write (a `swift_beginAccess` and its bookkeeping, about
/// thirty instructions), and a frame's appends did that a few hundred times. A writer that needs more
/// room, or shares its storage with a copy, moves to a new buffer.
final class JSONBuffer: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// A buffer holding the first `count` bytes of this one, with room for at least `capacity` bytes
    /// (doubling, so a growing writer copies a logarithmic number of times).
    func copy(count: Int, capacity needed: Int) -> JSONBuffer {
        var size = capacity
        while size < needed { size *= 2 }
        let copy = JSONBuffer(capacity: size)
        copy.base.initialize(from: base, count: count)
        return copy
    }
}
