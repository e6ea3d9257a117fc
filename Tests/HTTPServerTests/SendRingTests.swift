import Glibc
import Testing

@testable import HTTPServer

/// ``SendRing`` against real sockets (AF_UNIX stream pairs) and a real io_uring.
struct SendRingTests {
    /// A write batch member holding bytes for one socket, recording how they left.
    final class Member: WriteBatchMember {
        let socket: Int32
        var pending: [UInt8]
        var wroteByItself = 0
        var results: [Int32] = []
        var onFinish: (() -> Void)?

        init(socket: Int32, bytes: [UInt8]) {
            self.socket = socket
            pending = bytes
        }

        func flushBatchedWrites() { wroteByItself += 1 }
        var batchedSendLength: Int? { pending.isEmpty ? nil : pending.count }
        var batchedSendSocket: Int32 { socket }

        func copyBatchedBytes(into buffer: UnsafeMutableRawBufferPointer) {
            pending.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[..<buffer.count])) }
        }

        func finishBatchedSend(_ result: Int32) {
            results.append(result)
            if result > 0 { pending.removeFirst(Int(result)) }
            onFinish?()
        }
    }

    /// A connected pair of non-blocking AF_UNIX stream sockets, closed when it goes away.
    final class Pair {
        let local: Int32
        var peer: Int32

        init() throws {
            var fds: [Int32] = [-1, -1]
            let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
            guard socketpair(AF_UNIX, type, 0, &fds) == 0 else {
                throw SystemError(function: "socketpair", errno: errno)
            }
            local = fds[0]
            peer = fds[1]
        }

        deinit {
            Glibc.close(local)
            if peer >= 0 { Glibc.close(peer) }
        }

        /// Everything readable on the peer side now.
        func received() -> [UInt8] {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let n = chunk.withUnsafeMutableBytes { recv(peer, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                guard n > 0 else { return bytes }
                bytes += chunk[..<n]
            }
        }
    }

    /// Runs `body` with a new ring on a thread of its own, as a loop does. A ring belongs to the thread
    /// that made it, and when the ring goes the kernel tidies up by interrupting that thread's blocking
    /// calls (EINTR), which the shared threads running other tests must not suffer.
    private func withRing(_ body: @escaping (SendRing<Member>) -> Void) throws {
        final class Outcome: @unchecked Sendable {
            var error: SystemError?
            let body: (SendRing<Member>) -> Void
            init(_ body: @escaping (SendRing<Member>) -> Void) { self.body = body }
        }
        let outcome = Outcome(body)
        let thread = try LoopThread.spawn {
            do throws(SystemError) {
                let ring = try SendRing<Member>()
                outcome.body(ring)
            } catch {
                outcome.error = error
            }
        }
        pthread_join(thread, nil)
        if let error = outcome.error { throw error }
    }

    /// The members as a write batch holds them, without counting references: each test keeps its
    /// members alive until the ring is done with them, as the loop keeps its connections.
    private func lent(_ members: [Member]) -> [Unmanaged<Member>] {
        members.map { .passUnretained($0) }
    }

    private func bytes(_ count: Int, seed: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed) }
    }

    @Test func sendsEveryMembersBytesWithOneSubmission() throws {
        let pairs = try (0..<3).map { _ in try Pair() }
        let payloads = [bytes(10, seed: 1), bytes(1_000, seed: 2), bytes(SendRing<Member>.memberLimit, seed: 3)]
        let members = zip(pairs, payloads).map { Member(socket: $0.local, bytes: $1) }
        var submissions = 0
        try withRing { ring in
            ring.send(lent(members))
            submissions = ring.submissions
        }
        #expect(submissions == 1)
        for (index, member) in members.enumerated() {
            #expect(member.results == [Int32(payloads[index].count)])
            #expect(member.pending.isEmpty)
            #expect(member.wroteByItself == 0)
            #expect(pairs[index].received() == payloads[index])
        }
    }

    @Test func membersWithMoreThanTheLimitOrNothingWriteByThemselves() throws {
        let pairs = try (0..<3).map { _ in try Pair() }
        let large = Member(socket: pairs[0].local, bytes: bytes(SendRing<Member>.memberLimit + 1, seed: 4))
        let empty = Member(socket: pairs[1].local, bytes: [])
        let small = Member(socket: pairs[2].local, bytes: bytes(64, seed: 5))
        try withRing { $0.send(lent([large, empty, small])) }
        #expect(large.wroteByItself == 1 && large.results.isEmpty)
        #expect(empty.wroteByItself == 1 && empty.results.isEmpty)
        #expect(small.wroteByItself == 0 && small.results == [64])
        #expect(pairs[0].received().isEmpty)
        #expect(pairs[2].received() == bytes(64, seed: 5))
    }

    @Test func moreMembersThanEntriesOrStagingGoInSeveralSubmissions() throws {
        let count = Int(SendRing<Member>.entries) + 44
        let pairs = try (0..<count).map { _ in try Pair() }
        let members = pairs.enumerated().map { Member(socket: $1.local, bytes: bytes(100, seed: $0)) }
        // 10 KiB each: the staging buffer holds twelve, so twenty take two submissions.
        let size = 10 * 1024
        let big = Array(pairs.prefix(20))
        let bigMembers = big.enumerated().map { Member(socket: $1.local, bytes: bytes(size, seed: $0 + 1)) }
        var submissions: [Int] = []
        try withRing { ring in
            ring.send(lent(members))
            submissions.append(ring.submissions)
            for pair in big { _ = pair.received() }
            ring.send(lent(bigMembers))
            submissions.append(ring.submissions)
        }
        #expect(submissions == [2, 4])
        #expect(members.allSatisfy { $0.results == [100] && $0.wroteByItself == 0 })
        #expect(pairs.dropFirst(20).enumerated().allSatisfy { $1.received() == bytes(100, seed: $0 + 20) })
        #expect(bigMembers.allSatisfy { $0.results == [Int32(size)] })
        #expect(big.enumerated().allSatisfy { $1.received() == bytes(size, seed: $0 + 1) })
    }

    @Test func aFullSocketReportsEAGAINAndAClosedPeerItsError() throws {
        let full = try Pair()
        let filler = [UInt8](repeating: 7, count: 4096)
        while filler.withUnsafeBytes({ send(full.local, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }) > 0 {}
        let closed = try Pair()
        Glibc.close(closed.peer)
        closed.peer = -1
        let open = try Pair()
        let members = [
            Member(socket: full.local, bytes: bytes(100, seed: 6)),
            Member(socket: closed.local, bytes: bytes(100, seed: 7)),
            Member(socket: open.local, bytes: bytes(100, seed: 8)),
        ]
        try withRing { $0.send(lent(members)) }
        #expect(members[0].results == [-EAGAIN])
        #expect(members[0].pending.count == 100)
        #expect(members[1].results == [-EPIPE])
        // The failures of the others do not stop the last send.
        #expect(members[2].results == [100])
        #expect(open.received() == bytes(100, seed: 8))
    }

    @Test func aBatchEndingWhileResultsAreHandedOutWritesByItself() throws {
        let pairs = try (0..<2).map { _ in try Pair() }
        let first = Member(socket: pairs[0].local, bytes: bytes(10, seed: 9))
        let nested = Member(socket: pairs[1].local, bytes: bytes(10, seed: 10))
        var submissions = 0
        try withRing { ring in
            first.onFinish = { ring.send(lent([nested])) }
            ring.send(lent([first]))
            first.onFinish = nil
            submissions = ring.submissions
        }
        #expect(first.results == [10])
        #expect(nested.wroteByItself == 1 && nested.results.isEmpty)
        #expect(submissions == 1)
    }
}
