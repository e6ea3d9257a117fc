/// A socket on its way from the loop that accepted it to the loop it was placed on; closed and
/// uncounted if that loop stops before taking it (its task is then dropped with the loop, and this with
/// it).
final class AcceptedSocket: @unchecked Sendable {
    private let fd: Int32
    private let loop: Int
    private let shared: ServerShared
    private var taken = false

    init(fd: Int32, loop: Int, shared: ServerShared) {
        self.fd = fd
        self.loop = loop
        self.shared = shared
    }

    /// The descriptor, now the taker's (called once, on the destination loop).
    func take() -> Int32 {
        taken = true
        return fd
    }

    deinit {
        guard !taken else { return }
        shared.discard(fd, countedOn: loop)
    }
}
