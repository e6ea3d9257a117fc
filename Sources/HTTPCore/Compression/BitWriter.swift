/// Writes a deflate bit stream (RFC 1951 §3.1.1: bytes filled from their least significant bit)
/// into memory the caller has sized.
///
/// Bits collect in a 64-bit accumulator and leave four bytes at a time, so a single ``put(_:count:)``
/// may add up to 32 bits. The caller guarantees room for every byte written; nothing is checked.
struct BitWriter {
    private(set) var output: UnsafeMutablePointer<UInt8>
    private var bits: UInt64 = 0
    private var count: UInt64 = 0

    init(output: UnsafeMutablePointer<UInt8>) {
        self.output = output
    }

    /// Appends the low `count` bits of `value` (`count` ≤ 32; the higher bits of `value` must be 0).
    @inline(__always)
    mutating func put(_ value: UInt32, count added: UInt32) {
        bits |= UInt64(value) &<< count
        count &+= UInt64(added)
        if self.count >= 32 {
            UnsafeMutableRawPointer(output).storeBytes(
                of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
            output += 4
            bits &>>= 32
            self.count &-= 32
        }
    }

    /// Appends a packed ``FixedHuffman`` table entry (bits in the low 24, count in the high 8).
    @inline(__always)
    mutating func put(entry: UInt32) {
        put(entry & 0xFF_FFFF, count: entry >> 24)
    }

    /// Pads with zero bits to the next byte boundary and writes out every pending byte.
    mutating func alignToByte() {
        while count > 0 {
            output.pointee = UInt8(truncatingIfNeeded: bits)
            output += 1
            bits &>>= 8
            count = count > 8 ? count - 8 : 0
        }
        bits = 0
    }

    /// Writes whole bytes; only valid on a byte boundary (after ``alignToByte()``).
    mutating func write(byte: UInt8) {
        output.pointee = byte
        output += 1
    }
}
