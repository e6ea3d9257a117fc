import CZlib
import HTTPCore

/// A zlib decompression stream, the counterpart of `HTTPCore.Deflater`: the tests read what the server
/// deflates (gzip files, PNG data) with it. Nothing the server runs inflates.
public final class Inflater {
    public struct Failure: Error, Sendable, Equatable {
        /// zlib's status code (`Z_DATA_ERROR` is -3).
        public var status: Int32
    }

    private let stream: UnsafeMutablePointer<z_stream>
    private var isValid: Bool
    /// Where output is collected before it is handed on; kept for the stream's life.
    private var chunk: [UInt8]
    /// True once zlib has seen the end of the stream (`Z_STREAM_END`: final block and, for zlib and
    /// gzip, a trailer whose checksum matched).
    public private(set) var isFinished = false

    /// - Parameter chunkSize: How much output is handed on at a time (``inflate(_:_:)``).
    public init(format: Deflater.Format, chunkSize: Int = 16_384) {
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        chunk = [UInt8](repeating: 0, count: max(256, chunkSize))
        isValid = czlib_inflate_init2(stream, format.windowBits) == Z_OK
    }

    deinit {
        if isValid { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Decompresses `input`, returning whatever output it completes.
    public func decompress(_ input: [UInt8]) throws(Failure) -> [UInt8] {
        var output: [UInt8] = []
        var failure: Failure?
        input.withUnsafeBytes { bytes in
            do throws(Failure) {
                try inflate(bytes) { output.append(contentsOf: $0) }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return output
    }

    /// Decompresses `input`, handing each piece of output to `consume` (valid only during the call).
    public func inflate(_ input: UnsafeRawBufferPointer, _ consume: (UnsafeRawBufferPointer) -> Void) throws(Failure) {
        guard isValid else { throw Failure(status: Z_STREAM_ERROR) }
        guard !input.isEmpty else { return }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        defer {
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
        }
        while true {
            let (status, produced) = chunk.withUnsafeMutableBufferPointer { target in
                stream.pointee.next_out = target.baseAddress
                stream.pointee.avail_out = uInt(target.count)
                let status = CZlib.inflate(stream, Z_SYNC_FLUSH)
                stream.pointee.next_out = nil
                return (status, target.count - Int(stream.pointee.avail_out))
            }
            if produced > 0 { chunk.withUnsafeBytes { consume(UnsafeRawBufferPointer(rebasing: $0[0..<produced])) } }
            if status == Z_STREAM_END {
                isFinished = true
                return
            }
            if status == Z_BUF_ERROR && stream.pointee.avail_in == 0 { return }
            guard status == Z_OK else {
                isValid = false
                throw Failure(status: status)
            }
            if stream.pointee.avail_in == 0 && produced < chunk.count { return }
        }
    }
}

extension Gzip {
    /// Decodes a gzip member.
    public static func decompress(_ bytes: [UInt8]) throws(Inflater.Failure) -> [UInt8] {
        try Inflater(format: .gzip).decompress(bytes)
    }
}
