import CLinux
import Glibc

/// Sends a write batch to many sockets with one `io_uring_enter` instead of one `send` per socket.
///
/// At the end of a batch (``EventLoop/batchingWrites(_:)``, a tick of many sessions) each member's
/// held-back bytes are copied into one staging buffer and queued as a non-blocking send; one system
/// call submits them all, and each member then learns how many of its bytes went. A non-blocking send
/// to a socket completes during the submission, so the staging buffer is free again when it returns.
///
/// Members with more than ``memberLimit`` bytes waiting (a reader far behind) write by themselves, as
/// do the members of a submission the kernel refused: their bytes stay queued, unsent, and a plain
/// `send` follows. Loops without a ring (io_uring missing or forbidden, or turned off in
/// ``ServerConfiguration/batchedSends``) flush every member that way.
final class SendRing<Member: WriteBatchMember> {
    /// Sends per submission; a larger batch is submitted in parts.
    static var entries: UInt32 { 256 }
    /// Bytes a member may have waiting and still go through the ring.
    static var memberLimit: Int { 16 * 1024 }
    static var stagingBytes: Int { 128 * 1024 }

    /// The ring's state, at a fixed address: passed `inout` from a stored property, every call paid a
    /// dynamic exclusivity check.
    private let ring: UnsafeMutablePointer<clinux_send_ring>
    private let staging: UnsafeMutableRawBufferPointer
    private var staged: [Unmanaged<Member>] = []
    private var results: [Int32] = []
    /// Tags a submission's completions, so none can be taken for another's.
    private var generation: UInt32 = 0
    private var sending = false
    /// System calls made so far (`io_uring_enter` rounds), for tests.
    private(set) var submissions = 0

    /// Sets up the ring; fails where the kernel has no io_uring or forbids it (a seccomp profile).
    init() throws(SystemError) {
        ring = .allocate(capacity: 1)
        ring.initialize(to: clinux_send_ring())
        let status = clinux_send_ring_open(ring, Self.entries)
        guard status == 0 else {
            ring.deallocate()
            throw SystemError(function: "io_uring_setup", errno: -status)
        }
        staging = .allocate(byteCount: Self.stagingBytes, alignment: 16)
        staged.reserveCapacity(Int(Self.entries))
        results.reserveCapacity(Int(Self.entries))
    }

    deinit {
        clinux_send_ring_close(ring)
        ring.deallocate()
        staging.deallocate()
    }

    /// Sends what every member held back, in order, each member once.
    ///
    /// A batch that ends while a member's result is being handed over (its close callback ran a tick)
    /// writes by itself: the staging buffer is in use.
    func send(_ members: [Unmanaged<Member>]) {
        guard !sending else {
            for member in members { member._withUnsafeGuaranteedRef { $0.flushBatchedWrites() } }
            return
        }
        sending = true
        defer { sending = false }
        // The staged members and their results are worked on as locals, their storage taken from this
        // ring and given back: as stored properties of a class, every append and store paid a dynamic
        // exclusivity check (with the ring's state passed `inout`, about 670 instructions a member).
        var staged: [Unmanaged<Member>] = []
        var results: [Int32] = []
        swap(&staged, &self.staged)
        swap(&results, &self.results)
        var used = 0
        for unmanaged in members {
            // Each member is used as lent by the batch's owner, which keeps it alive (``WriteBatch``).
            unmanaged._withUnsafeGuaranteedRef { member in
                guard let length = member.batchedSendLength, length <= Self.memberLimit else {
                    member.flushBatchedWrites()
                    return
                }
                if used + length > Self.stagingBytes || staged.count == Int(Self.entries) {
                    submit(&staged, &results)
                    used = 0
                }
                let room = UnsafeMutableRawBufferPointer(rebasing: staging[used..<(used + length)])
                member.copyBatchedBytes(into: room)
                let tag = UInt64(generation) << 32 | UInt64(staged.count)
                _ = clinux_send_ring_queue(ring, member.batchedSendSocket, room.baseAddress, UInt32(length), tag)
                staged.append(unmanaged)
                used += length
            }
        }
        submit(&staged, &results)
        swap(&staged, &self.staged)
        swap(&results, &self.results)
    }

    /// Submits the queued sends and hands each member its result; members whose send was not taken
    /// write by themselves.
    private func submit(_ staged: inout [Unmanaged<Member>], _ results: inout [Int32]) {
        guard !staged.isEmpty else { return }
        results.removeAll(keepingCapacity: true)
        results.append(contentsOf: repeatElement(Self.notSent, count: staged.count))
        _ = clinux_send_ring_submit(ring)
        submissions += 1
        var tag: UInt64 = 0
        var result: Int32 = 0
        while clinux_send_ring_next(ring, &tag, &result) == 1 {
            let index = Int(tag & 0xFFFF_FFFF)
            guard tag >> 32 == UInt64(generation), index < results.count else { continue }
            results[index] = result
        }
        generation &+= 1
        for (member, result) in zip(staged, results) {
            member._withUnsafeGuaranteedRef { member in
                if result == Self.notSent {
                    member.flushBatchedWrites()
                } else {
                    member.finishBatchedSend(result)
                }
            }
        }
        staged.removeAll(keepingCapacity: true)
    }

    private static var notSent: Int32 { .min }
}
