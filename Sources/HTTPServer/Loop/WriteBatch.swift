/// Something that held writes back during a write batch and sends them when it ends: by itself
/// (``flushBatchedWrites()``), or through its loop's ``SendRing`` (the other four).
protocol WriteBatchMember: AnyObject {
    /// Writes what the batch held back with a plain `send`.
    func flushBatchedWrites()
    /// The bytes waiting to be sent, or nil when there is nothing to send through the ring (then
    /// ``flushBatchedWrites()`` follows).
    var batchedSendLength: Int? { get }
    /// The socket the bytes go to.
    var batchedSendSocket: Int32 { get }
    /// Copies the first `buffer.count` waiting bytes (no more than ``batchedSendLength``) into `buffer`,
    /// leaving them queued.
    func copyBatchedBytes(into buffer: UnsafeMutableRawBufferPointer)
    /// The ring's send of the copied bytes ended: `result` bytes were sent, or it failed with `-result`
    /// as errno (`EAGAIN`: the socket's buffer was full).
    func finishBatchedSend(_ result: Int32)
}

/// The state of `EventLoop.batchingWrites(_:)`: how deeply batches nest, and who waits for the end.
///
/// Members are held without counting references (`Unmanaged`, of one concrete type, so that calling
/// them needs no retain either): whoever adds a member keeps it alive until the batch is flushed. The
/// loop does that for its connections, which its handler table owns: one unregistered while a batch
/// is open stays in the loop's retired list until the batch's end (``EventLoop/unregister(fd:)``).
/// Counting them (a retain as each joined, and around the send ring's calls on it) took 2.2 % of the
/// server's samples at 500 streams; without it the server makes about 1.4 % more frames per
/// CPU-second (BENCHMARKS.md, twenty-ninth round).
struct WriteBatch<Member: WriteBatchMember> {
    private(set) var depth = 0
    private var members: [Unmanaged<Member>] = []

    /// How many members the open batch can hold before its array grows.
    var capacity: Int { members.capacity }

    var isOpen: Bool { depth > 0 }

    mutating func open() {
        depth += 1
    }

    /// Ends one level; when the outermost ends, returns the members to flush (in the order they joined).
    mutating func close() -> [Unmanaged<Member>] {
        precondition(depth > 0, "write batch closed more often than opened")
        depth -= 1
        guard depth == 0 else { return [] }
        defer { members = [] }
        return members
    }

    /// Hands back the array ``close()`` returned once its members are flushed: the next batch appends
    /// into its storage instead of growing a new array from nothing (a tick's batch of hundreds of
    /// members reallocated about ten times).
    mutating func recycle(_ flushed: consuming [Unmanaged<Member>]) {
        flushed.removeAll(keepingCapacity: true)
        if members.isEmpty && flushed.capacity > members.capacity { members = flushed }
    }

    /// Adds a member while a batch is open (each member once per batch; the member keeps track). The
    /// caller keeps `member` alive until the batch is flushed.
    mutating func add(_ member: Member) {
        members.append(.passUnretained(member))
    }
}
