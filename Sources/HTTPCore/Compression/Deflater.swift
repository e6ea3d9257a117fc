private import CZlib

/// A zlib compression stream (RFC 1950 zlib or RFC 1952 gzip).
///
/// One instance keeps its dictionary across calls, so data handed over in pieces (a PNG's rows)
/// compresses as one stream; `.finish` ends it. Not thread-safe: use it from one thread. Static files
/// (`Gzip`) and PNG previews use it; event streams are not compressed
/// (docs/decisions/0002-sse-compression.md).
///
/// ```swift
/// let deflater = Deflater(format: .zlib, level: 6)
/// var out: [UInt8] = []
/// _ = rows.withUnsafeBytes { deflater.compress($0, flush: .finish, into: &out) }
/// ```
public final class Deflater {
    public enum Format: Sendable {
        /// `Content-Encoding: deflate` is the zlib format (RFC 9110 §8.4.1.2).
        case zlib
        /// `Content-Encoding: gzip`.
        case gzip

        public var windowBits: Int32 {
            switch self {
            case .zlib: 15
            case .gzip: 15 + 16
            }
        }
    }

    /// zlib's deflate strategies (zlib.h, `deflateInit2`).
    public enum Strategy: Sendable, Hashable {
        /// `Z_DEFAULT_STRATEGY`: LZ77 matching plus dynamic Huffman codes.
        case `default`
        /// `Z_FILTERED`: favours Huffman coding, for filtered image rows (libpng's choice).
        case filtered
        /// `Z_RLE`: matches of distance one only; good on flat images.
        case runLength

        var zlibValue: Int32 {
            switch self {
            case .default: Z_DEFAULT_STRATEGY
            case .filtered: Z_FILTERED
            case .runLength: Z_RLE
            }
        }
    }

    public enum Flush: Sendable {
        /// Keep what zlib buffers; emit only what it must (for input given in pieces).
        case none
        /// End the stream (trailer written); the deflater cannot be used again.
        case finish

        var zlibValue: Int32 {
            switch self {
            case .none: Z_NO_FLUSH
            case .finish: Z_FINISH
            }
        }
    }

    /// zlib's status and message when a call failed.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The zlib function that failed (`deflateInit2`, `deflate`).
        public var function: String
        /// zlib's status code (`Z_MEM_ERROR` is -4).
        public var status: Int32
        public var message: String

        public var description: String { "\(function) failed (\(status))\(message.isEmpty ? "" : ": \(message)")" }
    }

    private let stream: UnsafeMutablePointer<z_stream>
    /// Whether `deflateInit2` succeeded (and `deflateEnd` is owed).
    private let initialized: Bool
    /// Why the stream cannot be used, when it cannot: set up failed, or a call failed or finished it.
    private var failure: Failure?

    /// - Parameters:
    ///   - level: 0–9 (zlib's `Z_DEFAULT_COMPRESSION` is 6).
    ///   - windowBits: 9–15, the base-2 logarithm of the history window; smaller windows use less
    ///     memory (a stream needs about 2^(windowBits+2) + 2^(memoryLevel+9) bytes beside zlib's
    ///     state of about 6 KiB).
    ///   - memoryLevel: 1–9; lower uses less memory per stream (zlib's default is 8).
    public init(
        format: Format, level: Int32 = 6, windowBits: Int32 = 15, memoryLevel: Int32 = 8, strategy: Strategy = .default
    ) {
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let bits = max(9, min(windowBits, 15))
        let encoded: Int32
        switch format {
        case .zlib: encoded = bits
        case .gzip: encoded = bits + 16
        }
        let status = czlib_deflate_init2(stream, level, encoded, max(1, min(memoryLevel, 9)), strategy.zlibValue)
        initialized = status == Z_OK
        if !initialized { failure = Failure(function: "deflateInit2", status: status, message: "") }
    }

    deinit {
        if initialized { deflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Compresses `input` and returns the output it produced with the given flush.
    ///
    /// - Returns: The compressed bytes, or nil when zlib reported an error (out of memory) or the
    ///   stream was finished.
    public func compress(_ input: [UInt8], flush: Flush) -> [UInt8]? {
        var output: [UInt8] = []
        let done = input.withUnsafeBytes { compress($0, flush: flush, into: &output) }
        return done ? output : nil
    }

    /// Compresses `input` and appends what it produced with the given flush to `output`.
    ///
    /// - Returns: false when zlib reported an error or the stream was finished before (see
    ///   ``lastFailure``); `output` then holds whatever was appended before the error.
    public func compress(_ input: UnsafeRawBufferPointer, flush: Flush, into output: inout [UInt8]) -> Bool {
        do throws(Failure) {
            try deflate(input, flush: flush, into: &output)
            return true
        } catch {
            failure = error
            return false
        }
    }

    /// Why the last call failed, if one did.
    public var lastFailure: Failure? { failure }

    private func deflate(_ input: UnsafeRawBufferPointer, flush: Flush, into output: inout [UInt8]) throws(Failure) {
        if let failure { throw failure }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        defer {
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
        }
        // Room for the whole result in one call as a rule: the bound and a little more.
        var room = Int(deflateBound(stream, uLong(input.count))) + 16
        while true {
            let start = output.count
            output.append(contentsOf: repeatElement(0, count: room))
            let (status, produced) = output.withUnsafeMutableBufferPointer { buffer in
                stream.pointee.next_out = buffer.baseAddress.map { $0 + start }
                stream.pointee.avail_out = uInt(room)
                let status = CZlib.deflate(stream, flush.zlibValue)
                stream.pointee.next_out = nil
                return (status, room - Int(stream.pointee.avail_out))
            }
            output.removeLast(room - produced)
            if status == Z_STREAM_END {
                failure = Failure(function: "deflate", status: status, message: "the stream has ended")
                return
            }
            let progressless = status == Z_BUF_ERROR && produced == 0
            guard status == Z_OK || (status == Z_BUF_ERROR && !(progressless && flush == .finish)) else {
                let message = stream.pointee.msg.map { String(cString: $0) } ?? ""
                throw Failure(function: "deflate", status: status, message: message)
            }
            // Done once zlib has taken every byte and left room unused (it flushed all it had).
            if stream.pointee.avail_in == 0 && (produced < room || progressless) && flush != .finish { return }
            room = max(room, 4096)
        }
    }
}
