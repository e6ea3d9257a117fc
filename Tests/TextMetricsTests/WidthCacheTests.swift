import PagerEngine
import Testing

@testable import TextMetrics

struct WidthCacheTests {
    static func key(_ text: String, _ hundredths: Int = 1_700) -> WidthKey {
        WidthKey(text: text, face: .dejaVuRegular, hundredths: hundredths)
    }

    @Test func missThenHit() {
        let cache = WidthCache(capacity: 8)
        #expect(cache.value(for: Self.key("Tab")) == nil)
        cache.insert(21.5, for: Self.key("Tab"))
        #expect(cache.value(for: Self.key("Tab")) == 21.5)
        #expect(cache.value(for: Self.key("Tab", 1_701)) == nil)
        #expect(cache.statistics == WidthCacheStatistics(hits: 1, misses: 2, count: 1, capacity: 8))
    }

    @Test func oldGenerationIsDroppedButUsedWidthsSurvive() {
        // Capacity 4: generations of 2. k1, k2 fill the recent one; k3 moves them to the old one.
        let cache = WidthCache(capacity: 4)
        for (index, text) in ["k1", "k2", "k3"].enumerated() {
            cache.insert(Double(index), for: Self.key(text))
        }
        // k1 is found in the old generation and moves back: recent {k3, k1}, old {k2}.
        #expect(cache.value(for: Self.key("k1")) == 0)
        // k4 finds recent full: old becomes {k3, k1}, k2 is dropped.
        cache.insert(3, for: Self.key("k4"))
        #expect(cache.value(for: Self.key("k2")) == nil)
        #expect(cache.value(for: Self.key("k1")) == 0)
        #expect(cache.value(for: Self.key("k3")) == 2)
        #expect(cache.value(for: Self.key("k4")) == 3)
    }

    @Test func neverHoldsMoreThanItsCapacity() {
        let cache = WidthCache(capacity: 10)
        for index in 0..<1_000 {
            cache.insert(Double(index), for: Self.key("t\(index)"))
            #expect(cache.statistics.count <= 10)
        }
    }

    @Test func zeroCapacityStoresNothing() {
        let cache = WidthCache(capacity: 0)
        cache.insert(1, for: Self.key("Tab"))
        #expect(cache.value(for: Self.key("Tab")) == nil)
        #expect(cache.statistics.count == 0)
    }

    @Test func concurrentUseStaysConsistent() async {
        let cache = WidthCache(capacity: 64)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for index in 0..<2_000 {
                        let key = Self.key("t\((index * 7 + worker) % 100)")
                        if let width = cache.value(for: key) {
                            #expect(width == Double((index * 7 + worker) % 100))
                        } else {
                            cache.insert(Double((index * 7 + worker) % 100), for: key)
                        }
                    }
                }
            }
        }
        let statistics = cache.statistics
        #expect(statistics.count <= 64)
        #expect(statistics.hits + statistics.misses == 16_000)
    }
}
