import CZlib

/// Decodes a `Content-Encoding: deflate` body (a zlib stream, RFC 1950) as its bytes arrive; each
/// server write ends with a sync flush, so every chunk decodes to whole events.
final class StreamInflater {
    struct Failure: Error {
        /// zlib's status (`Z_DATA_ERROR` is -3).
        var status: Int32
    }

    private let stream: UnsafeMutablePointer<z_stream>
    /// Shared by every stream of the client's loop: output is consumed before `inflate` returns, and
    /// one buffer stays in the cache where one per stream (thousands of them) would not.
    private let scratch: ReadBuffer
    private var output: UnsafeMutableRawBufferPointer { scratch.bytes }
    private var isValid: Bool

    /// - Parameter output: where decoded bytes go before `consume` sees them (use it on one thread).
    init(output: ReadBuffer) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        scratch = output
        // windowBits 0: take the window size from the stream's zlib header (RFC 1950's CINFO), so a
        // server that deflates with a small window costs the client a small window too.
        isValid = czlib_inflate_init2(stream, 0) == Z_OK
    }

    deinit {
        if isValid { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Decompresses `input`, handing each piece of output to `consume`.
    func inflate(_ input: UnsafeRawBufferPointer, _ consume: (UnsafeRawBufferPointer) -> Void) throws(Failure) {
        guard isValid else { throw Failure(status: Z_STREAM_ERROR) }
        guard let base = input.baseAddress, !input.isEmpty else { return }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self))
        stream.pointee.avail_in = UInt32(input.count)
        defer {
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
        }
        while true {
            stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: UInt8.self)
            stream.pointee.avail_out = UInt32(output.count)
            let status = CZlib.inflate(stream, Z_SYNC_FLUSH)
            let produced = output.count - Int(stream.pointee.avail_out)
            if produced > 0 { consume(UnsafeRawBufferPointer(rebasing: output[0..<produced])) }
            if status == Z_STREAM_END { return }
            if status == Z_BUF_ERROR && stream.pointee.avail_in == 0 { return }
            guard status == Z_OK else { throw Failure(status: status) }
            if stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0 { return }
        }
    }
}
