import HTTPCore

/// Decodes a `Content-Encoding: deflate` body (a zlib stream, RFC 1950) as its bytes arrive; each
/// server write ends with a sync flush, so every chunk decodes to whole events.
///
/// The two header bytes are checked here and the rest is decoded raw (RFC 1951) by ``RawInflater``:
/// there is no Adler-32, which a stream that never ends never checks. zlib's `inflate` did this before,
/// and was a seventh of the load generator's time with a thousand deflated streams (BENCHMARKS.md).
final class StreamInflater {
    struct Failure: Error {
        /// What was wrong: the header, or the deflate data (``RawInflater/Failure``).
        var reason: String
    }

    private(set) var inflater: RawInflater?
    /// The header's first byte (CMF) once it arrived, when the second has not.
    private var headerFirst: UInt8?
    private var failed = false

    /// Decompresses `input`, handing each piece of output to `consume`.
    func inflate(_ input: UnsafeRawBufferPointer, _ consume: (UnsafeRawBufferPointer) -> Void) throws(Failure) {
        guard !failed else { throw Failure(reason: "the stream failed before") }
        guard var base = input.baseAddress, !input.isEmpty else { return }
        var count = input.count
        while inflater == nil {
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
        guard count > 0, let inflater else { return }
        do throws(RawInflater.Failure) {
            try inflater.inflate(UnsafeRawBufferPointer(start: base, count: count), consume)
        } catch {
            failed = true
            throw Failure(reason: error.reason)
        }
    }

    /// Checks the zlib header (RFC 1950 §2.2: CM 8, CMF·256 + FLG a multiple of 31, no preset
    /// dictionary) and starts a raw inflater with the window it names (CINFO + 8 bits).
    private func start(cmf: UInt8, flg: UInt8) throws(Failure) {
        let windowBits = Int(cmf >> 4) + 8
        guard cmf & 0x0F == 8, windowBits <= 15, (UInt16(cmf) << 8 | UInt16(flg)) % 31 == 0, flg & 0x20 == 0 else {
            failed = true
            throw Failure(reason: "bad zlib header")
        }
        inflater = RawInflater(windowBits: windowBits)
    }
}
