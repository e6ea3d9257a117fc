/// One loop's spare output buffers, lent to its connections while they have bytes to write.
///
/// A connection takes a buffer when it queues bytes and gives it back once they are written, so a
/// thousand streams that each write a frame and go quiet share the few buffers that one tick needs.
/// The most recently returned buffer is lent first: its memory is still in the cache, where a buffer
/// of each connection's own, last touched a frame period ago, was not (BENCHMARKS.md, twelfth round).
/// Only the loop's thread uses it.
final class OutputBufferPool {
    /// The capacity a new buffer is created with.
    static let bufferCapacity = 4096
    /// A buffer that grew beyond this is freed, not kept.
    static let largestKept = 64 * 1024

    private var buffers: [[UInt8]] = []
    /// Most buffers kept; more are freed when given back.
    let limit: Int

    init(limit: Int = 256) {
        self.limit = limit
    }

    /// Buffers waiting to be lent.
    var count: Int { buffers.count }

    /// An empty buffer with room for at least ``bufferCapacity`` bytes.
    func take() -> [UInt8] {
        if let buffer = buffers.popLast() { return buffer }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.bufferCapacity)
        return buffer
    }

    /// Takes back a buffer whose bytes were written; it is emptied and kept unless the pool is full or
    /// the buffer grew too large.
    func give(_ buffer: consuming [UInt8]) {
        guard buffers.count < limit, buffer.capacity <= Self.largestKept else { return }
        buffer.removeAll(keepingCapacity: true)
        buffers.append(buffer)
    }
}
