import CLinux
import Glibc

/// Bytes waiting to be written to a socket, as a list of segments written with one `sendmsg` (up to 16
/// segments) per call.
///
/// Small writes are copied into an owned tail segment, so a response head and a small body go out in
/// one segment; a large body (a cached file) is queued by reference, never copied. Written owned
/// segments are kept as a spare buffer, so a steady keep-alive connection does not allocate.
struct OutputQueue {
    /// Bodies at least this large are queued by reference instead of copied.
    static let copyLimit = 16 * 1024
    private static let maxSegmentsPerWrite = 16

    private var segments: [[UInt8]] = []
    private var firstOffset = 0
    private var lastIsOwned = false
    private var spare: [UInt8] = []
    /// Bytes not yet written.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// Appends bytes written by `body` into the owned tail segment.
    mutating func appendInPlace(_ body: (inout [UInt8]) -> Void) {
        if lastIsOwned {
            let before = segments[segments.count - 1].count
            body(&segments[segments.count - 1])
            count += segments[segments.count - 1].count - before
        } else {
            var buffer = spare.drainAll()
            if buffer.capacity < 4096 { buffer.reserveCapacity(4096) }
            body(&buffer)
            count += buffer.count
            segments.append(buffer)
            lastIsOwned = true
        }
    }

    /// Appends `bytes`, copying when small and referencing when large.
    mutating func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        if bytes.count < Self.copyLimit {
            appendInPlace { $0.append(contentsOf: bytes) }
        } else {
            segments.append(bytes)
            count += bytes.count
            lastIsOwned = false
        }
    }

    /// Drops everything queued.
    mutating func removeAll() {
        segments.removeAll()
        firstOffset = 0
        count = 0
        lastIsOwned = false
    }

    /// Writes as much as the socket takes.
    ///
    /// - Returns: The bytes written, or `.wouldBlock` when the socket buffer is full.
    mutating func write(to fd: Int32) throws(SystemError) -> IOResult<Int> {
        guard count > 0 else { return .done(0) }
        let result: IOResult<Int>
        if segments.count == 1 {
            let offset = firstOffset
            result = try segments[0].withUnsafeBytes { bytes in
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
        guard index < segments.count && index < Self.maxSegmentsPerWrite else {
            return try vectors.withUnsafeMutableBufferPointer { pointer in
                var message = msghdr()
                message.msg_iov = pointer.baseAddress
                message.msg_iovlen = pointer.count
                return Result { () throws(SystemError) in
                    try syscall("sendmsg") { sendmsg(fd, &message, Int32(MSG_NOSIGNAL)) }
                }
            }.get()
        }
        let offset = index == 0 ? firstOffset : 0
        return try segments[index].withUnsafeBytes { bytes in
            vectors.append(
                iovec(
                    iov_base: UnsafeMutableRawPointer(mutating: bytes.baseAddress.map { $0 + offset }),
                    iov_len: bytes.count - offset))
            return Result { () throws(SystemError) in try gather(index + 1, &vectors, fd: fd) }
        }.get()
    }

    /// Copies the first `buffer.count` bytes (at most ``count``) into `buffer`, leaving them queued.
    func copyPrefix(into buffer: UnsafeMutableRawBufferPointer) {
        precondition(buffer.count <= count, "copyPrefix asked for more than is queued")
        var copied = 0
        var index = 0
        while copied < buffer.count {
            let offset = index == 0 ? firstOffset : 0
            segments[index].withUnsafeBytes { bytes in
                let length = min(bytes.count - offset, buffer.count - copied)
                UnsafeMutableRawBufferPointer(rebasing: buffer[copied..<(copied + length)])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)]))
                copied += length
            }
            index += 1
        }
    }

    /// Drops the first `written` bytes, sent by someone else (``SendRing``).
    mutating func markWritten(_ written: Int) {
        precondition(written <= count, "markWritten past the end of the queue")
        consume(written)
    }

    private mutating func consume(_ written: Int) {
        var remaining = written
        count -= written
        while remaining > 0, let first = segments.first {
            let available = first.count - firstOffset
            if remaining < available {
                firstOffset += remaining
                return
            }
            remaining -= available
            firstOffset = 0
            var done = segments.removeFirst()
            if segments.isEmpty && lastIsOwned {
                lastIsOwned = false
                done.removeAll(keepingCapacity: true)
                if done.capacity <= 64 * 1024 { spare = done }
            }
        }
    }
}
