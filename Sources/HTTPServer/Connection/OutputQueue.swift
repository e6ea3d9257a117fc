import CLinux
import Glibc

/// Bytes waiting to be written to a socket: segments written with one `sendmsg` (up to 16 segments)
/// per call.
///
/// Small writes are copied into an owned tail buffer, so a response head and a small body go out in
/// one segment; a large body (a cached file) is queued by reference, never copied. The tail buffer is
/// freed once everything is written, so a stream between frames holds no buffer.
struct OutputQueue {
    /// Bodies at least this large are queued by reference instead of copied.
    static let copyLimit = 16 * 1024
    /// Room a new tail buffer starts with: a response head, or a few frames.
    static let tailCapacity = 4096
    private static let maxSegmentsPerWrite = 16

    /// Segments before the tail, oldest first: large bodies and tails that a large body followed.
    private var earlier: [[UInt8]] = []
    /// The owned segment small writes go into (empty, with no storage, when nothing is queued).
    private var tail: [UInt8] = []
    /// Bytes of the first segment (the first of `earlier`, or `tail` when `earlier` is empty) written.
    private var firstOffset = 0
    /// Bytes not yet written.
    private(set) var count = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    /// Appends bytes written by `body` into the owned tail segment.
    mutating func appendInPlace(_ body: (inout [UInt8]) -> Void) {
        if tail.capacity == 0 { tail.reserveCapacity(Self.tailCapacity) }
        let before = tail.count
        body(&tail)
        count += tail.count - before
    }

    /// Appends `bytes`, copying when small and referencing when large.
    mutating func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        if bytes.count < Self.copyLimit {
            appendInPlace { $0.append(contentsOf: bytes) }
        } else {
            if !tail.isEmpty {
                earlier.append(tail)
                tail = []
            }
            earlier.append(bytes)
            count += bytes.count
        }
    }

    /// Drops everything queued.
    mutating func removeAll() {
        earlier.removeAll()
        tail = []
        firstOffset = 0
        count = 0
    }

    /// The number of segments holding unwritten bytes.
    private var segmentCount: Int { earlier.count + (tail.isEmpty ? 0 : 1) }

    /// Calls `body` with the unwritten bytes of segment `index` (in `earlier`, then the tail).
    private func withSegment<R, E: Error>(
        _ index: Int, _ body: (UnsafeRawBufferPointer) throws(E) -> R
    ) throws(E) -> R {
        let offset = index == 0 ? firstOffset : 0
        let segment = index < earlier.count ? earlier[index] : tail
        return try segment.withUnsafeBytes { bytes in
            Result { () throws(E) in try body(UnsafeRawBufferPointer(rebasing: bytes[offset...])) }
        }.get()
    }

    /// Writes as much as the socket takes.
    ///
    /// - Returns: The bytes written, or `.wouldBlock` when the socket buffer is full.
    mutating func write(to fd: Int32) throws(SystemError) -> IOResult<Int> {
        guard count > 0 else { return .done(0) }
        let result: IOResult<Int>
        if earlier.isEmpty {
            let offset = firstOffset
            result = try tail.withUnsafeBytes { bytes in
                let base = bytes.baseAddress.map { $0 + offset }
                let length = bytes.count - offset
                return Result { () throws(SystemError) in
                    try syscall("send") { send(fd, base, length, Int32(MSG_NOSIGNAL)) }
                }
            }.get()
        } else {
            var vectors: [iovec] = []
            vectors.reserveCapacity(Self.maxSegmentsPerWrite)
            result = try gather(0, &vectors, fd: fd)
        }
        if case .done(let written) = result { consume(written) }
        return result
    }

    /// Collects pointers to the first segments (nesting their buffer scopes) and writes them at once.
    private func gather(_ index: Int, _ vectors: inout [iovec], fd: Int32) throws(SystemError) -> IOResult<Int> {
        guard index < segmentCount && index < Self.maxSegmentsPerWrite else {
            return try vectors.withUnsafeMutableBufferPointer { pointer in
                var message = msghdr()
                message.msg_iov = pointer.baseAddress
                message.msg_iovlen = pointer.count
                return Result { () throws(SystemError) in
                    try syscall("sendmsg") { sendmsg(fd, &message, Int32(MSG_NOSIGNAL)) }
                }
            }.get()
        }
        return try withSegment(index) { (bytes) throws(SystemError) in
            vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: bytes.baseAddress), iov_len: bytes.count))
            return try gather(index + 1, &vectors, fd: fd)
        }
    }

    private mutating func consume(_ written: Int) {
        count -= written
        guard count > 0 else {
            if !earlier.isEmpty { earlier.removeAll() }
            tail = []
            firstOffset = 0
            return
        }
        var remaining = written
        while remaining > 0, let first = earlier.first {
            let available = first.count - firstOffset
            if remaining < available {
                firstOffset += remaining
                return
            }
            remaining -= available
            firstOffset = 0
            earlier.removeFirst()
        }
        firstOffset += remaining
    }
}
