/// The Adler-32 checksum of RFC 1950 §8.2 (zlib's trailer), updated incrementally.
///
/// a = 1 + Σ bᵢ and b = Σ aᵢ, both mod 65521. Over a block of n bytes, b grows by n·a plus
/// Σ (n − i)·bᵢ (i from 0), so a block needs only two sums and one reduction. They are taken 16
/// bytes at a time in SIMD lanes: `sums` holds each lane's byte sum, `running` adds `sums` after
/// every 16 bytes, and over k rows Σ (16k − (16j + lane))·b = 16·Σ running − Σ lane·sums. Blocks are
/// at most 5552 = 16·347 bytes, zlib's NMAX, so every lane stays far below 2³² (running ≤
/// 255·347·348/2) and the 64-bit totals reduce once per block.
struct Adler32 {
    private(set) var value: UInt32 = 1

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let start = bytes.baseAddress else { return }
        var a = UInt64(value & 0xFFFF)
        var b = UInt64(value >> 16)
        var offset = 0
        let total = bytes.count
        while offset < total {
            let count = min(5552, total - offset)
            let chunks = count / 16
            var sums = SIMD16<UInt32>()
            var running = SIMD16<UInt32>()
            for chunk in 0..<chunks {
                let lanes = start.loadUnaligned(fromByteOffset: offset &+ chunk &* 16, as: SIMD16<UInt8>.self)
                sums &+= SIMD16<UInt32>(truncatingIfNeeded: lanes)
                running &+= sums
            }
            let laneIndices = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
            let vectorBytes = chunks * 16
            var sum = UInt64(sums.wrappedSum())
            var weighted = 16 * UInt64(running.wrappedSum()) - UInt64((laneIndices &* sums).wrappedSum())
            // weighted so far is relative to the end of the vector part; tail bytes follow it.
            let tail = count - vectorBytes
            weighted += UInt64(tail) * sum
            for index in vectorBytes..<count {
                let byte = UInt64(start.load(fromByteOffset: offset &+ index, as: UInt8.self))
                sum += byte
                weighted += UInt64(count - index) * byte
            }
            b = (b + UInt64(count) * a + weighted) % 65521
            a = (a + sum) % 65521
            offset += count
        }
        value = UInt32(b) << 16 | UInt32(a)
    }
}
