private import CZlib

/// Appends PNG chunks to a byte buffer: the signature, then length, type, data and CRC-32 per chunk.
///
/// Layout per PNG §5.3 (https://www.w3.org/TR/png/#5Chunk-layout): a 4-byte big-endian data length,
/// the 4-byte type, the data, and the CRC-32 (ISO 3309, as computed by zlib's `crc32`) of type and data.
struct PNGChunkWriter {
    /// The eight bytes every PNG starts with (PNG §5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private(set) var bytes: [UInt8]

    /// Starts a file with the signature, or (`signature: false`) a run of chunks to splice in later.
    init(reservingCapacity capacity: Int = 0, signature: Bool = true) {
        bytes = []
        bytes.reserveCapacity(capacity + 128)
        if signature { bytes.append(contentsOf: PNGChunkWriter.signature) }
    }

    /// Appends chunks already written by another writer made with `signature: false`.
    mutating func append(chunksOf other: PNGChunkWriter) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends one chunk of `type` (four ASCII letters) with `data`.
    mutating func append(_ type: String, _ data: [UInt8]) throws(PNGError) {
        try append(type, prefix: [], data)
    }

    /// Appends one chunk whose data is `prefix` followed by `data` (an `fdAT` sequence number and image data).
    mutating func append(_ type: String, prefix: [UInt8], _ data: [UInt8]) throws(PNGError) {
        let length = prefix.count + data.count
        guard length <= Int(Int32.max) else { throw .chunkTooLarge(type: type, byteCount: length) }
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "PNG chunk types are four ASCII letters")
        PNGChunkWriter.appendBigEndian(UInt32(length), to: &bytes)
        let start = bytes.count
        bytes.append(contentsOf: typeBytes)
        bytes.append(contentsOf: prefix)
        bytes.append(contentsOf: data)
        let crc = bytes.withUnsafeBufferPointer { buffer in
            PNGChunkWriter.crc32(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
        PNGChunkWriter.appendBigEndian(crc, to: &bytes)
    }

    /// zlib's CRC-32 of `buffer`, fed in pieces that fit its 32-bit length argument.
    static func crc32(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var crc = CZlib.crc32(0, nil, 0)
        var offset = 0
        while offset < buffer.count, let base = buffer.baseAddress {
            let count = min(buffer.count - offset, Int(UInt32.max))
            crc = CZlib.crc32(crc, base + offset, UInt32(count))
            offset += count
        }
        return UInt32(truncatingIfNeeded: crc)
    }

    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
    }

    static func appendBigEndian(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
    }
}
