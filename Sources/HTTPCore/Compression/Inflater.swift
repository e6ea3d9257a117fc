private import CZlib

/// A zlib decompression stream, the counterpart of ``Deflater`` (used by tests and clients).
public final class Inflater {
    public struct Failure: Error, Sendable, Equatable {
        /// zlib's status code (`Z_DATA_ERROR` is -3).
        public var status: Int32
    }

    private let stream: UnsafeMutablePointer<z_stream>
    private var isValid: Bool
    /// True once zlib has seen the end of the stream (`Z_STREAM_END`: final block and, for zlib and
    /// gzip, a trailer whose checksum matched).
    public private(set) var isFinished = false

    public init(format: Deflater.Format) {
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        isValid = czlib_inflate_init2(stream, format.windowBits) == Z_OK
    }

    deinit {
        if isValid { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Decompresses `input`, returning whatever output it completes.
    public func decompress(_ input: [UInt8]) throws(Failure) -> [UInt8] {
        guard isValid else { throw Failure(status: Z_STREAM_ERROR) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        var failure: Int32?
        input.withUnsafeBufferPointer { source in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.pointee.avail_in = UInt32(source.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { target in
                    stream.pointee.next_out = target.baseAddress
                    stream.pointee.avail_out = UInt32(target.count)
                    let status = inflate(stream, Z_SYNC_FLUSH)
                    return (status, target.count - Int(stream.pointee.avail_out))
                }
                output.append(contentsOf: chunk[0..<produced])
                if status == Z_STREAM_END {
                    isFinished = true
                    break
                }
                if status == Z_BUF_ERROR && stream.pointee.avail_in == 0 { break }
                guard status == Z_OK else {
                    failure = status
                    break
                }
                if stream.pointee.avail_in == 0 && produced < chunk.count { break }
            }
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
        }
        if let failure { throw Failure(status: failure) }
        return output
    }
}
