/// Something that held writes back during a write batch and sends them when it ends.
protocol WriteBatchMember: AnyObject {
    func flushBatchedWrites()
}

/// The state of `EventLoop.batchingWrites(_:)`: how deeply batches nest, and who waits for the end.
struct WriteBatch {
    private(set) var depth = 0
    private var members: [any WriteBatchMember] = []
    /// Storage handed back after a flush, so a loop batching every few milliseconds stops allocating.
    private var spare: [any WriteBatchMember] = []

    var isOpen: Bool { depth > 0 }

    mutating func open() {
        depth += 1
    }

    /// Ends one level; when the outermost ends, returns the members to flush (in the order they joined).
    mutating func close() -> [any WriteBatchMember] {
        precondition(depth > 0, "write batch closed more often than opened")
        depth -= 1
        guard depth == 0, !members.isEmpty else { return [] }
        var due = spare
        swap(&due, &members)
        spare = []
        return due
    }

    /// Adds a member while a batch is open (each member once per batch; the member keeps track).
    mutating func add(_ member: any WriteBatchMember) {
        members.append(member)
    }

    /// Gives back the array `close()` returned, emptied, for reuse.
    mutating func recycle(_ storage: inout [any WriteBatchMember]) {
        storage.removeAll(keepingCapacity: true)
        if spare.capacity < storage.capacity { swap(&spare, &storage) }
    }
}
