private import CZlib

/// A zlib compression stream (RFC 1950 zlib, RFC 1952 gzip or RFC 1951 raw deflate).
///
/// One instance keeps its dictionary across calls, so a stream of events compresses against the
/// ones before it; `.sync` flushes end each call on a byte boundary (`Z_SYNC_FLUSH`) so the receiver
/// can decode everything sent so far. Not thread-safe: use it from one thread (a connection's loop).
public final class Deflater {
    public enum Format: Sendable {
        /// `Content-Encoding: deflate` is the zlib format (RFC 9110 §8.4.1.2).
        case zlib
        /// `Content-Encoding: gzip`.
        case gzip
        case raw

        var windowBits: Int32 {
            switch self {
            case .zlib: 15
            case .gzip: 15 + 16
            case .raw: -15
            }
        }
    }

    public enum Flush: Sendable {
        /// Emit everything so far, aligned to a byte; the stream continues.
        case sync
        /// End the stream (trailer written); the deflater cannot be used again.
        case finish
    }

    private let stream: UnsafeMutablePointer<z_stream>
    private var isValid: Bool
    private var finished = false

    /// - Parameters:
    ///   - level: 0–9 (zlib's `Z_DEFAULT_COMPRESSION` is 6).
    ///   - windowBits: 9–15, the base-2 logarithm of the history window; smaller windows use less
    ///     memory (a stream needs about 2^(windowBits+2) + 2^(memoryLevel+9) bytes).
    ///   - memoryLevel: 1–9; lower uses less memory per stream (zlib's default is 8).
    public init(format: Format, level: Int32 = 6, windowBits: Int32 = 15, memoryLevel: Int32 = 8) {
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let bits = max(9, min(windowBits, 15))
        let encoded: Int32
        switch format {
        case .zlib: encoded = bits
        case .gzip: encoded = bits + 16
        case .raw: encoded = -bits
        }
        isValid = czlib_deflate_init2(stream, level, encoded, memoryLevel) == Z_OK
    }

    deinit {
        if isValid { deflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Compresses `input` and returns the output it produced with the given flush.
    ///
    /// - Returns: The compressed bytes, or nil when zlib reported an error (out of memory).
    public func compress(_ input: [UInt8], flush: Flush) -> [UInt8]? {
        guard isValid, !finished else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(max(64, input.count / 2 + 64))
        let mode = flush == .finish ? Z_FINISH : Z_SYNC_FLUSH
        var chunk = [UInt8](repeating: 0, count: max(4096, Int(deflateBound(stream, UInt(input.count))) + 16))
        let ok: Bool = input.withUnsafeBufferPointer { source in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.pointee.avail_in = UInt32(source.count)
            defer {
                stream.pointee.next_in = nil
                stream.pointee.avail_in = 0
            }
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { target in
                    stream.pointee.next_out = target.baseAddress
                    stream.pointee.avail_out = UInt32(target.count)
                    let status = deflate(stream, mode)
                    let produced = target.count - Int(stream.pointee.avail_out)
                    stream.pointee.next_out = nil
                    return (status, produced)
                }
                output.append(contentsOf: chunk[0..<produced])
                if status == Z_STREAM_END { return true }
                guard status == Z_OK || status == Z_BUF_ERROR else { return false }
                if status == Z_BUF_ERROR && produced == 0 { return mode != Z_FINISH }
                if mode != Z_FINISH && stream.pointee.avail_in == 0 && produced < chunk.count { return true }
            }
        }
        if flush == .finish { finished = true }
        return ok ? output : nil
    }
}
