import Testing

@testable import HTTPServer

struct WriteBatchTests {
    final class Member: WriteBatchMember {
        let name: String
        init(_ name: String) { self.name = name }
        func flushBatchedWrites() {}
        var batchedSendLength: Int? { nil }
        var batchedSendSocket: Int32 { -1 }
        func copyBatchedBytes(into buffer: UnsafeMutableRawBufferPointer) {}
        func finishBatchedSend(_ result: Int32) {}
    }

    private func names(_ members: [any WriteBatchMember]) -> [String] {
        members.map { ($0 as! Member).name }
    }

    @Test func membersWaitForTheOutermostBatch() {
        var batch = WriteBatch()
        #expect(!batch.isOpen)
        batch.open()
        batch.add(Member("a"))
        batch.open()
        batch.add(Member("b"))
        // Closing the inner batch flushes nothing: the outer one is still open.
        #expect(batch.close().isEmpty)
        #expect(batch.isOpen)
        #expect(names(batch.close()) == ["a", "b"])
        #expect(!batch.isOpen)
        // The next batch starts empty.
        batch.open()
        #expect(batch.close().isEmpty)
        batch.open()
        batch.add(Member("c"))
        #expect(names(batch.close()) == ["c"])
    }

    @Test func aRecycledArrayServesTheNextBatch() {
        var batch = WriteBatch()
        batch.open()
        for name in ["a", "b", "c", "d", "e"] { batch.add(Member(name)) }
        let flushed = batch.close()
        #expect(names(flushed) == ["a", "b", "c", "d", "e"])
        batch.recycle(flushed)
        // The next batch starts empty but with the storage of the last one.
        batch.open()
        #expect(batch.capacity >= 5)
        batch.add(Member("f"))
        #expect(names(batch.close()) == ["f"])
    }
}
