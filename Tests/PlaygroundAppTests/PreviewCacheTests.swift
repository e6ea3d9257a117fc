import Dispatch
import Foundation
import Synchronization
import Testing

@testable import PlaygroundApp

/// The preview cache (least recently used, bounded by bytes) and the render pool.
struct PreviewCacheTests {
    @Test func evictsTheLeastRecentlyUsedToStayUnderItsBytes() {
        var cache = LRUByteCache<String, Int>(capacity: 100)
        let stored = [cache.insert(1, for: "a", cost: 40), cache.insert(2, for: "b", cost: 40)]
        // 40 + 40 + 40 > 100: "a", the oldest, goes.
        let third = cache.insert(3, for: "c", cost: 40)
        #expect(stored == [true, true] && third)
        let evicted = cache.value(for: "a")
        #expect(evicted == nil)
        #expect(cache.totalCost == 80 && cache.count == 2)
        // Using "b" makes "c" the oldest.
        let used = cache.value(for: "b")
        #expect(used == 2)
        cache.insert(4, for: "d", cost: 40)
        #expect(cache.keysByRecency == ["d", "b"])
        #expect(!cache.contains("c"))
    }

    @Test func bigEntriesEvictSeveralAndOversizedOnesAreNotStored() {
        var cache = LRUByteCache<String, Int>(capacity: 100)
        for (index, key) in ["a", "b", "c", "d"].enumerated() { cache.insert(index, for: key, cost: 25) }
        cache.insert(9, for: "big", cost: 60)
        // 60 needs three 25-byte entries out: 100 − 75 + 60 = 85.
        #expect(cache.keysByRecency == ["big", "d"])
        #expect(cache.totalCost == 85)
        let huge = cache.insert(10, for: "huge", cost: 101)
        #expect(!huge)
        #expect(cache.totalCost == 85 && !cache.contains("huge"))
    }

    @Test func replacingAKeyReplacesItsCost() {
        var cache = LRUByteCache<String, Int>(capacity: 100)
        cache.insert(1, for: "a", cost: 70)
        cache.insert(2, for: "a", cost: 10)
        #expect(cache.totalCost == 10 && cache.count == 1)
        let replaced = cache.value(for: "a")
        #expect(replaced == 2)
        cache.remove("a")
        #expect(cache.totalCost == 0 && cache.keysByRecency.isEmpty)
        // Freed slots are reused without disturbing the order.
        for key in ["x", "y", "z"] { cache.insert(0, for: key, cost: 1) }
        #expect(cache.keysByRecency == ["z", "y", "x"])
    }

    @Test func renderPoolRunsWidthJobsQueuesCapacityAndRefusesTheRest() {
        let pool = RenderPool(width: 1, capacity: 1)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let order = Mutex<[Int]>([])
        #expect(
            pool.submit {
                release.wait()
                order.withLock { $0.append(1) }
                done.signal()
            })
        #expect(
            pool.submit {
                order.withLock { $0.append(2) }
                done.signal()
            })
        #expect(!pool.submit { order.withLock { $0.append(3) } })
        #expect(pool.load.waiting == 1)
        release.signal()
        done.wait()
        done.wait()
        #expect(order.withLock { $0 } == [1, 2])
    }

    /// A job that waits past its longest wait is taken out and its caller hears then, not when the worker
    /// frees; it never runs afterwards.
    @Test func aJobWaitingPastItsLongestWaitIsWithdrawnAtThatMoment() {
        let pool = RenderPool(width: 1, capacity: 1)
        let release = DispatchSemaphore(value: 0)
        let firstDone = DispatchSemaphore(value: 0)
        let expired = DispatchSemaphore(value: 0)
        let ran = Mutex<[Int]>([])
        #expect(
            pool.submit {
                release.wait()
                ran.withLock { $0.append(1) }
                firstDone.signal()
            })
        let queuedAt = ContinuousClock.now
        let queued = pool.submit(
            maximumWait: .milliseconds(100), job: { ran.withLock { $0.append(2) } }, expired: { expired.signal() })
        #expect(queued)
        // The worker is still busy: the expiry must come from the wait alone.
        #expect(expired.wait(timeout: .now() + 5) == .success)
        #expect(ContinuousClock.now - queuedAt < .seconds(4))
        #expect(pool.load.waiting == 0)
        release.signal()
        firstDone.wait()
        // A third job runs after the first: the withdrawn one never does.
        let thirdDone = DispatchSemaphore(value: 0)
        #expect(pool.submit { thirdDone.signal() })
        thirdDone.wait()
        #expect(ran.withLock { $0 } == [1])
    }

    /// A job that starts within its longest wait runs, and its expiry handler never does.
    @Test func aJobThatStartsInTimeDoesNotExpire() {
        let pool = RenderPool(width: 1, capacity: 1)
        let done = DispatchSemaphore(value: 0)
        let expired = Mutex(false)
        #expect(pool.submit { Thread.sleep(forTimeInterval: 0.02) })
        let queued = pool.submit(
            maximumWait: .milliseconds(300), job: { done.signal() }, expired: { expired.withLock { $0 = true } })
        #expect(queued)
        #expect(done.wait(timeout: .now() + 5) == .success)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(!expired.withLock { $0 })
    }

    /// The longest wait reaches Dispatch whole: 5 s is 5 s, not cut at 2^31 ns (2.1 s), which refused
    /// queued renders early.
    @Test func theLongestWaitIsGivenToDispatchWhole() {
        #expect(RenderPool.interval(.seconds(5)) == .nanoseconds(5_000_000_000))
        #expect(RenderPool.interval(.milliseconds(1500)) == .nanoseconds(1_500_000_000))
        #expect(RenderPool.interval(.seconds(-1)) == .nanoseconds(0))
        #expect(RenderPool.interval(.seconds(1_000_000)) == .seconds(86_400))
    }
}
