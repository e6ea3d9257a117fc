/// Maps a client's event timestamps onto the session's clock, keeping their spacing.
///
/// The offset is the smallest `arrival − last event time` seen so far (the batch that came through
/// fastest), so the spacing between events of different batches is the client's, not the network's.
/// A client clock that jumps (a reloaded page) moves the offset by more than `resetThreshold` and
/// starts it afresh.
struct ClientClock: Sendable {
    static let resetThreshold = 1.0
    private(set) var offset: Double?

    /// The session times of `times` (one batch, in order) that arrived at `arrival` (session time).
    mutating func rebase(_ times: [Double], arrival: Double) -> [Double] {
        guard let last = times.last else { return [] }
        let candidate = arrival - last
        if let current = offset, candidate >= current, candidate - current <= Self.resetThreshold {
            // Keep the established offset.
        } else {
            offset = candidate
        }
        let shift = offset ?? candidate
        return times.map { min($0 + shift, arrival) }
    }
}
