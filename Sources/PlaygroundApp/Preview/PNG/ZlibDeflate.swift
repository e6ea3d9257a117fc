private import CZlib

/// One-shot zlib compression (RFC 1950 wrapper around RFC 1951 deflate) of a whole buffer.
enum ZlibDeflate {
    /// Compresses `input` at `level` (0 ... 9) with `strategy` into a zlib stream, as PNG's IDAT data needs.
    static func compress(_ input: [UInt8], level: Int32, strategy: PNGCompression.Strategy) throws(PNGError) -> [UInt8] {
        var stream = z_stream()
        let initResult = czlib_deflate_init2(&stream, level, 15, 9)
        guard initResult == Z_OK else { throw error("deflateInit2", initResult, stream) }
        defer { deflateEnd(&stream) }
        let paramsResult = deflateParams(&stream, level, strategy.zlibValue)
        guard paramsResult == Z_OK else { throw error("deflateParams", paramsResult, stream) }
        let bound = Int(deflateBound(&stream, uLong(input.count)))
        var output = [UInt8](repeating: 0, count: bound)
        var source = input
        let result: Int32 = source.withUnsafeMutableBufferPointer { sourceBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.next_in = sourceBuffer.baseAddress
                stream.next_out = outputBuffer.baseAddress
                var status = Z_OK
                var remainingIn = sourceBuffer.count
                var remainingOut = outputBuffer.count
                repeat {
                    let chunkIn = min(remainingIn, Int(UInt32.max))
                    let chunkOut = min(remainingOut, Int(UInt32.max))
                    stream.avail_in = uInt(chunkIn)
                    stream.avail_out = uInt(chunkOut)
                    let flush = chunkIn == remainingIn ? Z_FINISH : Z_NO_FLUSH
                    status = deflate(&stream, flush)
                    remainingIn -= chunkIn - Int(stream.avail_in)
                    remainingOut -= chunkOut - Int(stream.avail_out)
                } while status == Z_OK && remainingOut > 0
                return status
            }
        }
        guard result == Z_STREAM_END else { throw error("deflate", result, stream) }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }

    private static func error(_ function: String, _ code: Int32, _ stream: z_stream) -> PNGError {
        let message = stream.msg.map { String(cString: $0) } ?? ""
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
