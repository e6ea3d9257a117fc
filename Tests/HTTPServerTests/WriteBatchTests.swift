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

    private func names(_ members: [Unmanaged<Member>]) -> [String] {
        members.map { $0.takeUnretainedValue().name }
    }

    @Test func membersWaitForTheOutermostBatch() {
        // The batch does not keep its members alive; the test does, as the loop keeps its connections.
        let members = ["a", "b", "c"].map(Member.init)
        var batch = WriteBatch<Member>()
        #expect(!batch.isOpen)
        batch.open()
        batch.add(members[0])
        batch.open()
        batch.add(members[1])
        // Closing the inner batch flushes nothing: the outer one is still open.
        #expect(batch.close().isEmpty)
        #expect(batch.isOpen)
        #expect(names(batch.close()) == ["a", "b"])
        #expect(!batch.isOpen)
        // The next batch starts empty.
        batch.open()
        #expect(batch.close().isEmpty)
        batch.open()
        batch.add(members[2])
        #expect(names(batch.close()) == ["c"])
        withExtendedLifetime(members) {}
    }

    @Test func aRecycledArrayServesTheNextBatch() {
        let members = ["a", "b", "c", "d", "e", "f"].map(Member.init)
        var batch = WriteBatch<Member>()
        batch.open()
        for member in members.prefix(5) { batch.add(member) }
        let flushed = batch.close()
        #expect(names(flushed) == ["a", "b", "c", "d", "e"])
        batch.recycle(flushed)
        // The next batch starts empty but with the storage of the last one.
        batch.open()
        #expect(batch.capacity >= 5)
        batch.add(members[5])
        #expect(names(batch.close()) == ["f"])
        withExtendedLifetime(members) {}
    }
}
