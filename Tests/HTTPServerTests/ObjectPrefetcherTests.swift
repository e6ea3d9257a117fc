import CLinux
import Glibc
import Testing

@testable import HTTPServer

struct ObjectPrefetcherTests {
    final class Small { var a = 1 }
    final class Large {
        var values = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    }

    @Test func aRegionSpansTheWholeObjectAndIsMeasuredOnce() {
        let prefetcher = ObjectPrefetcher()
        let first = Large()
        let second = Large()
        let region = prefetcher.region(of: first)
        let address = Unmanaged.passUnretained(first).toOpaque()
        #expect(region.start == UInt(bitPattern: address))
        #expect(region.byteCount == malloc_usable_size(address))
        #expect(region.byteCount >= 16 + 30 * 8, "the header and thirty integers")
        let other = prefetcher.region(of: second)
        #expect(other.start == UInt(bitPattern: Unmanaged.passUnretained(second).toOpaque()))
        #expect(other.byteCount == region.byteCount)
        // Each class has its own prefetcher: a small object's is measured from it.
        #expect(ObjectPrefetcher().region(of: Small()).byteCount < region.byteCount)
        region.prefetch()
    }

    @Test func hintsNeverFault() {
        MemoryRegion.empty.prefetch()
        #expect(MemoryRegion.empty.byteCount == 0)
        // A region whose object has gone: a hint on freed memory does no harm.
        var region = MemoryRegion.empty
        do {
            let gone = Large()
            region = ObjectPrefetcher().region(of: gone)
        }
        region.prefetch()
        // Nor on an address nothing is mapped at.
        MemoryRegion(address: UnsafeRawPointer(bitPattern: 0x10), count: 4096).prefetch()
    }
}
