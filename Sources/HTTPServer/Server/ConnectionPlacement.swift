/// Which loop a new connection goes to: the loop holding the fewest connections (the lowest-numbered
/// of those), chosen once when the connection is accepted. A connection never moves afterwards.
///
/// Counts are the server's to keep: ``place()`` when a connection is accepted, ``release(_:)`` when it
/// closes.
struct ConnectionPlacement: Sendable {
    private(set) var counts: [Int]

    init(loops: Int) {
        precondition(loops > 0, "a server has at least one loop")
        counts = Array(repeating: 0, count: loops)
    }

    /// Chooses the loop for a new connection and counts it there.
    mutating func place() -> Int {
        var chosen = 0
        for index in counts.indices where counts[index] < counts[chosen] { chosen = index }
        counts[chosen] += 1
        return chosen
    }

    /// Forgets a connection of `loop` that closed (or was never adopted).
    mutating func release(_ loop: Int) {
        counts[loop] = max(0, counts[loop] - 1)
    }
}
