import CZlib

/// Decodes a `Content-Encoding: deflate` body (a zlib stream, RFC 1950) as its bytes arrive; each
/// server write ends with a sync flush, so every chunk decodes to whole events.
///
/// The two header bytes are checked here and the rest is inflated raw (RFC 1951): zlib would otherwise
/// keep the Adler-32 of every decoded byte, which was a tenth of the load generator's instructions per
/// frame and which a stream that never ends never checks.
final class StreamInflater {
    struct Failure: Error {
        /// zlib's status (`Z_DATA_ERROR` is -3), or `Z_DATA_ERROR` for a bad zlib header.
        var status: Int32
    }

    private let stream: UnsafeMutablePointer<z_stream>
    /// Shared by every stream of the client's loop: output is consumed before `inflate` returns, and
    /// one buffer stays in the cache where one per stream (thousands of them) would not.
    private let scratch: ReadBuffer
    private var output: UnsafeMutableRawBufferPointer { scratch.bytes }
    /// The header's first byte (CMF) once it arrived, when the second has not.
    private var headerFirst: UInt8?
    private var started = false
    private var failed = false

    /// - Parameter output: where decoded bytes go before `consume` sees them (use it on one thread).
    init(output: ReadBuffer) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        scratch = output
    }

    deinit {
        if started { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Decompresses `input`, handing each piece of output to `consume`.
    func inflate(_ input: UnsafeRawBufferPointer, _ consume: (UnsafeRawBufferPointer) -> Void) throws(Failure) {
        guard !failed else { throw Failure(status: Z_STREAM_ERROR) }
        guard var base = input.baseAddress, !input.isEmpty else { return }
        var count = input.count
        while !started {
            guard count > 0 else { return }
            let byte = base.load(as: UInt8.self)
            base += 1
            count -= 1
            guard let first = headerFirst else {
                headerFirst = byte
                continue
            }
            try start(cmf: first, flg: byte)
        }
        guard count > 0 else { return }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self))
        stream.pointee.avail_in = UInt32(count)
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

    /// Checks the zlib header (RFC 1950 §2.2: CM 8, CMF·256 + FLG a multiple of 31, no preset
    /// dictionary) and starts a raw inflater with the window it names (CINFO + 8 bits).
    private func start(cmf: UInt8, flg: UInt8) throws(Failure) {
        let windowBits = Int32(cmf >> 4) + 8
        guard cmf & 0x0F == 8, windowBits <= 15, (UInt16(cmf) << 8 | UInt16(flg)) % 31 == 0, flg & 0x20 == 0,
            czlib_inflate_init2(stream, -max(windowBits, 9)) == Z_OK
        else {
            failed = true
            throw Failure(status: Z_DATA_ERROR)
        }
        started = true
    }
}
