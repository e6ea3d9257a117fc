import Testing

@testable import HTTPServer

struct OutputQueueTests {
    @Test func copyPrefixReadsAcrossSegmentsWithoutConsuming() {
        var queue = OutputQueue()
        let small = Array("head:".utf8)
        // At the copy limit a body is queued by reference: its own segment.
        let large = (0..<OutputQueue.copyLimit).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let tail = Array(":tail".utf8)
        queue.append(small)
        queue.append(large)
        queue.append(tail)
        let all = small + large + tail
        #expect(queue.count == all.count)

        queue.markWritten(3)
        #expect(queue.count == all.count - 3)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: queue.count, alignment: 1)
        defer { buffer.deallocate() }
        queue.copyPrefix(into: buffer)
        #expect(Array(buffer) == Array(all[3...]))
        // A shorter copy stops inside the large segment; nothing was consumed.
        let part = UnsafeMutableRawBufferPointer(rebasing: buffer[..<100])
        part.initializeMemory(as: UInt8.self, repeating: 0)
        queue.copyPrefix(into: part)
        #expect(Array(part) == Array(all[3..<103]))
        #expect(queue.count == all.count - 3)

        queue.markWritten(small.count - 3 + large.count + 1)
        #expect(queue.count == tail.count - 1)
        let rest = UnsafeMutableRawBufferPointer(rebasing: buffer[..<queue.count])
        queue.copyPrefix(into: rest)
        #expect(Array(rest) == Array(tail[1...]))
        queue.markWritten(queue.count)
        #expect(queue.isEmpty)
    }
}

/// The tail buffer is the pool's while nothing waits, so streams between frames hold none.
struct OutputQueuePoolTests {
    private func storage(_ bytes: [UInt8]) -> UnsafeRawPointer? {
        bytes.withUnsafeBytes { $0.baseAddress }
    }

    @Test func aWrittenQueueGivesItsBufferBackAndTheNextQueueWritesIntoIt() {
        let pool = OutputBufferPool()
        var first = OutputQueue(pool: pool)
        var second = OutputQueue(pool: pool)
        first.append(Array("frame one".utf8))
        #expect(pool.count == 0)
        first.markWritten(4)
        #expect(pool.count == 0, "bytes still wait: the buffer stays")
        first.markWritten(5)
        #expect(first.isEmpty)
        #expect(pool.count == 1)
        second.append(Array("frame two".utf8))
        #expect(pool.count == 0, "the second queue borrowed the buffer the first gave back")
        first.append(Array("x".utf8))
        #expect(pool.count == 0)
        second.removeAll()
        first.removeAll()
        #expect(pool.count == 2)
    }

    @Test func theLastBufferGivenBackIsLentFirst() {
        let pool = OutputBufferPool()
        let a = pool.take()
        var b = pool.take()
        b.append(1)
        let bStorage = storage(b)
        pool.give(a)
        pool.give(consume b)
        let again = pool.take()
        #expect(again.isEmpty)
        #expect(again.capacity >= OutputBufferPool.bufferCapacity)
        #expect(storage(again) == bStorage)
    }

    @Test func thePoolKeepsNoMoreThanItsLimitNorGrownBuffers() {
        let pool = OutputBufferPool(limit: 2)
        for _ in 0..<3 { pool.give(pool.take() + [1]) }
        #expect(pool.count == 1)
        pool.give([UInt8](repeating: 0, count: 1))
        pool.give([UInt8](repeating: 0, count: 8))
        pool.give([UInt8](repeating: 0, count: 8))
        #expect(pool.count == 2)
        let grown = OutputBufferPool()
        grown.give([UInt8](repeating: 0, count: OutputBufferPool.largestKept + 1))
        #expect(grown.count == 0)
    }

    @Test func bytesGoOutInOrderAroundALargeBodyQueuedByReference() throws {
        let pair = try SendRingTests.Pair()
        let pool = OutputBufferPool()
        var queue = OutputQueue(pool: pool)
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
        #expect(pool.count == 1, "only the tail buffer is the pool's; the two segments before it were freed")
    }
}
