import CLinux
import Synchronization

/// A span of memory a loop will soon touch, to be loaded into the CPU's caches ahead of use.
///
/// Loading is a hint: it neither faults nor waits, so a region whose memory has since been freed does
/// no harm, and a holder may keep regions without keeping their objects alive.
public struct MemoryRegion: Sendable {
    private let address: UInt
    private let count: Int

    /// No memory.
    public static let empty = MemoryRegion(address: nil, count: 0)

    /// Where the region starts (0 for none) and how many bytes it spans.
    public var start: UInt { address }
    public var byteCount: Int { count }

    public init(address: UnsafeRawPointer?, count: Int) {
        self.address = address.map { UInt(bitPattern: $0) } ?? 0
        self.count = address == nil ? 0 : count
    }

    /// Starts loading the region into the caches.
    @inline(__always)
    public func prefetch() {
        guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
        clinux_prefetch(pointer, count)
    }
}

/// The memory of the objects of one class, for cache hints (``MemoryRegion``).
///
/// The size is measured once, from the first object (`malloc_usable_size`): measuring every time read
/// the allocator's header, a miss of its own that the hint was meant to avoid.
public final class ObjectPrefetcher: Sendable {
    private let bytes = Atomic<Int>(0)

    public init() {}

    /// Where `object`, which must be of the one class this prefetcher is for, lives.
    @inline(__always)
    public func region(of object: AnyObject) -> MemoryRegion {
        region(at: Unmanaged.passUnretained(object).toOpaque())
    }

    /// The region of the object at `address` (``region(of:)`` for a caller that holds the address
    /// only, and so does not touch the object's reference count).
    @inline(__always)
    public func region(at address: UnsafeMutableRawPointer) -> MemoryRegion {
        var count = bytes.load(ordering: .relaxed)
        if count == 0 {
            count = malloc_usable_size(address)
            bytes.store(count, ordering: .relaxed)
        }
        return MemoryRegion(address: address, count: count)
    }
}
