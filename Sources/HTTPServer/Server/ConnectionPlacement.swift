/// Which loop a new connection goes to: the first loops fill up before the next one is used.
///
/// A new connection goes to the lowest-numbered loop holding fewer than `fill` connections; once every
/// loop holds `fill` or more, to the loop holding the fewest (the lowest-numbered of those). So a light
/// load runs on one loop, where a frame costs less than on two (no input hops between loops, larger
/// write batches, one busy thread fewer beside the client's), and a heavy one is spread evenly.
/// `fill` 0 spreads from the first connection. Counts are the server's to keep: ``place()`` when a
/// connection is accepted, ``release(_:)`` when it closes.
struct ConnectionPlacement: Sendable {
    let fill: Int
    private(set) var counts: [Int]

    init(loops: Int, fill: Int) {
        precondition(loops > 0, "a server has at least one loop")
        self.fill = max(0, fill)
        counts = Array(repeating: 0, count: loops)
    }

    /// Chooses the loop for a new connection and counts it there.
    mutating func place() -> Int {
        var chosen = counts.firstIndex { $0 < fill } ?? 0
        if counts[chosen] >= fill {
            for index in counts.indices where counts[index] < counts[chosen] { chosen = index }
        }
        counts[chosen] += 1
        return chosen
    }

    /// Forgets a connection of `loop` that closed (or was never adopted).
    mutating func release(_ loop: Int) {
        counts[loop] = max(0, counts[loop] - 1)
    }

    /// A loop busy this many thousandths of its time or more hands idle keep-alive connections on.
    static let busyToShed = 600
    /// … to a loop at least this many thousandths less busy.
    static let busyMargin = 300

    /// Where an idle keep-alive connection of `loop` should move, given each loop's busy share in
    /// thousandths, and counts it there; nil to stay. It moves only off a loop busy ``busyToShed`` or
    /// more, to the least busy loop at least ``busyMargin`` less busy that holds at least two
    /// connections fewer (so the counts never cross and nothing moves back and forth).
    ///
    /// Placement by count cannot know that a few connections will be busy (a file server's load test
    /// opens 64 before any request): a loop that turns out busy sheds them between requests.
    mutating func rebalance(from loop: Int, busy: [Int]) -> Int? {
        guard busy[loop] >= Self.busyToShed else { return nil }
        var chosen: Int?
        for index in counts.indices where index != loop {
            guard busy[index] + Self.busyMargin <= busy[loop], counts[index] + 2 <= counts[loop] else { continue }
            if let current = chosen, busy[current] <= busy[index] { continue }
            chosen = index
        }
        guard let chosen else { return nil }
        counts[loop] -= 1
        counts[chosen] += 1
        return chosen
    }
}
