private import CZlib

/// A zlib compression stream (RFC 1950 wrapper around RFC 1951 deflate) fed in pieces.
///
/// The `z_stream` lives on the heap because zlib keeps a pointer back to it and refuses a stream
/// that has moved. Output is collected through a 64 KiB window, so a large image never needs a
/// worst-case-sized output buffer.
final class ZlibDeflateStream {
    private let stream: UnsafeMutablePointer<z_stream>
    private var window: [UInt8]
    private(set) var output: [UInt8] = []

    /// Starts a stream at `level` (0 ... 9) with `strategy`, a 32 KiB window and zlib's largest memory level.
    init(level: Int32, strategy: PNGCompression.Strategy) throws(PNGError) {
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        window = [UInt8](repeating: 0, count: 64 * 1024)
        let initResult = czlib_deflate_init2(stream, level, 15, 9)
        guard initResult == Z_OK else {
            let failure = ZlibDeflateStream.error("deflateInit2", initResult, stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw failure
        }
        let paramsResult = deflateParams(stream, level, strategy.zlibValue)
        guard paramsResult == Z_OK else {
            let failure = ZlibDeflateStream.error("deflateParams", paramsResult, stream)
            deflateEnd(stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw failure
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Compresses `input`; with `finish`, also flushes and ends the stream.
    func write(_ input: UnsafeBufferPointer<UInt8>, finish: Bool) throws(PNGError) {
        var remaining = input.count
        var next = input.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
        var status = Z_OK
        repeat {
            let piece = min(remaining, Int(UInt32.max))
            stream.pointee.next_in = next
            stream.pointee.avail_in = uInt(piece)
            let flush = finish && piece == remaining ? Z_FINISH : Z_NO_FLUSH
            repeat {
                let produced = window.withUnsafeMutableBufferPointer { buffer -> Int in
                    stream.pointee.next_out = buffer.baseAddress
                    stream.pointee.avail_out = uInt(buffer.count)
                    status = deflate(stream, flush)
                    return buffer.count - Int(stream.pointee.avail_out)
                }
                let stalled = status == Z_BUF_ERROR && produced == 0 && stream.pointee.avail_out > 0
                guard status == Z_OK || status == Z_STREAM_END || (status == Z_BUF_ERROR && !stalled) else {
                    throw ZlibDeflateStream.error("deflate", status, stream)
                }
                output.append(contentsOf: window[0..<produced])
            } while stream.pointee.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
            next = next.map { $0 + piece }
            remaining -= piece
        } while remaining > 0
        if finish && status != Z_STREAM_END { throw ZlibDeflateStream.error("deflate", status, stream) }
    }

    private static func error(_ function: String, _ code: Int32, _ stream: UnsafeMutablePointer<z_stream>) -> PNGError {
        let message = stream.pointee.msg.map { String(cString: $0) } ?? ""
        return .zlib(function: function, code: code, message: message)
    }
}

extension PNGCompression.Strategy {
    fileprivate var zlibValue: Int32 {
        switch self {
        case .default: Z_DEFAULT_STRATEGY
        case .filtered: Z_FILTERED
        case .runLength: Z_RLE
        }
    }
}
