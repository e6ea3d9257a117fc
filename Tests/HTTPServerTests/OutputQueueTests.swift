import Glibc
import Testing

@testable import HTTPServer

struct OutputQueueTests {
    /// A connected pair of non-blocking sockets: the queue writes to `local`, the test reads `peer`.
    final class Pair {
        let local: Int32
        let peer: Int32

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
            Glibc.close(peer)
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

    @Test func bytesGoOutInOrderAroundALargeBodyQueuedByReference() throws {
        let pair = try Pair()
        var queue = OutputQueue()
        let head = Array("HTTP/1.1 200 OK\r\n\r\n".utf8)
        let body = (0..<OutputQueue.copyLimit).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let after = Array("next response".utf8)
        queue.append(head)
        queue.append(body)
        queue.append(after)
        #expect(queue.count == head.count + body.count + after.count)
        var received: [UInt8] = []
        while !queue.isEmpty {
            _ = try queue.write(to: pair.local)
            received += pair.received()
        }
        #expect(received == head + body + after)
    }

    @Test func smallWritesShareOneSegmentAndTheBytesComeOutWhole() throws {
        let pair = try Pair()
        var queue = OutputQueue()
        for n in 0..<100 { queue.appendInPlace { $0.append(contentsOf: "event \(n)\n".utf8) } }
        let expected = (0..<100).flatMap { Array("event \($0)\n".utf8) }
        #expect(queue.count == expected.count)
        guard case .done(let written) = try queue.write(to: pair.local) else {
            Issue.record("a socket pair with room would not take the bytes")
            return
        }
        #expect(written == expected.count)
        #expect(queue.isEmpty)
        #expect(pair.received() == expected)
    }
}
