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
