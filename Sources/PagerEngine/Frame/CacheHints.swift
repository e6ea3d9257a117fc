/// Where the heap memory a frame reads lives, for a server that asks the CPU to load it a little ahead
/// of a session's tick (docs/sessions.md, "Cache hints"). Taking an address reads only the value that
/// holds the reference, never the memory it names, so asking costs no wait on that memory.
extension PagerLayout {
    /// The layout's shared storage, which a frame reads all over (about 1.5 KB).
    public var storageAddress: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(storage).toOpaque())
    }

    /// Calls `body` with the header of each array a frame reads from the storage (the buttons and the
    /// row's starts and lengths) and how many bytes from there the frame reads first. Reads the storage:
    /// call it once the storage is loaded (``storageAddress``).
    public func forEachFrameArray(_ body: (UnsafeRawPointer, Int) -> Void) {
        arrayHead(storage.buttons, body)
        arrayHead(storage.row.starts, body)
        arrayHead(storage.row.lengths, body)
        arrayHead(storage.row.targetStarts, body)
        arrayHead(storage.row.targetLengths, body)
    }
}

/// How many bytes of an array a hint covers: its 32-byte header and the first elements after it (two
/// cache lines at most; a walk over the rest of the elements finds them by address, without waiting
/// for one load to learn where the next is).
let arrayHeadBytes = 96

/// Reports where `array`'s header starts (just before its elements, in the same allocation). Empty
/// arrays share one static header, which is harmless to load.
@inline(__always)
func arrayHead<Element>(_ array: [Element], _ body: (UnsafeRawPointer, Int) -> Void) {
    let elements = array.withUnsafeBytes { $0.baseAddress }
    guard let elements else { return }
    body(elements - 32, arrayHeadBytes)
}
