import Synchronization

extension Atomic where Value == Int {
    /// Adds `amount` to a counter that only the calling thread writes (a loop's own counters, read by
    /// `/metrics` from any loop): a load and a store, without the locked read-modify-write of
    /// `wrappingAdd`. With a second writer, one of two simultaneous adds would be lost.
    @inlinable
    public func addFromOnlyWriter(_ amount: Int) {
        store(load(ordering: .relaxed) &+ amount, ordering: .relaxed)
    }
}
