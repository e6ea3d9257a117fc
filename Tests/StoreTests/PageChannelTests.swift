import Dispatch
import Synchronization
import Testing

@testable import Store

/// The hand-over between `migrate`'s reader and writer holds at most its capacity.
struct PageChannelTests {
    private func page(_ n: Int) -> PageChannel.Message {
        .page(table: 0, rows: [Row(columnNames: ["n"], values: [.integer(Int64(n))], sql: "test")])
    }

    @Test(.timeLimit(.minutes(1)))
    func aFullChannelHoldsThePutUntilATake() throws {
        let channel = PageChannel(capacity: 2)
        try channel.put(page(1))
        try channel.put(page(2))
        let third = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            try? channel.put(self.page(3))
            third.signal()
        }
        #expect(third.wait(timeout: .now() + .milliseconds(200)) == .timedOut)
        guard case .page(_, let rows) = channel.take() else {
            Issue.record("expected the first page")
            return
        }
        #expect(rows.first?.values == [.integer(1)])
        #expect(third.wait(timeout: .now() + .seconds(10)) == .success)
    }

    @Test(.timeLimit(.minutes(1)))
    func cancellingReleasesAWaitingPutWithAnError() throws {
        let channel = PageChannel(capacity: 1)
        try channel.put(page(1))
        let outcome = Mutex<ConfigStoreError?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            do throws(ConfigStoreError) {
                try channel.put(self.page(2))
            } catch {
                outcome.withLock { $0 = error }
            }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + .milliseconds(200)) == .timedOut)
        channel.cancel()
        #expect(done.wait(timeout: .now() + .seconds(10)) == .success)
        #expect(outcome.withLock { $0 } == .closed)
        #expect(throws: ConfigStoreError.closed) { try channel.put(self.page(3)) }
    }
}
