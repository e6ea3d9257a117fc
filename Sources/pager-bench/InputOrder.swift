/// The order in which sessions get their inputs: every session once per round, sessions that open one
/// after another far apart in time.
///
/// Session `(k × stride) mod N` gets input `k`, `stride` being the number coprime to `N` nearest to
/// `N × 0.618` (the golden ratio's part): each round visits every session once, and any run of
/// sessions opened together has its inputs spread over the whole round. In order (`k mod N`), the first
/// half of the sessions to open all animated in the first half of each round, so whatever tied a
/// session's server loop to when its stream opened put sessions that animate together on one loop. A
/// crowd of designers does not drag in the order it arrived.
struct InputOrder: Sendable {
    let sessions: Int
    let stride: Int

    init(sessions: Int) {
        precondition(sessions > 0, "at least one session")
        self.sessions = sessions
        let golden = Int((Double(sessions) * 0.618_033_988_75).rounded())
        // The coprime number nearest the golden point, the lower one of two as near; 1 always is one.
        let candidates = (0..<sessions).lazy.flatMap { [golden - $0, golden + $0] }
        let stride = candidates.first { $0 >= 1 && $0 <= max(1, sessions - 1) && Self.gcd($0, sessions) == 1 } ?? 1
        self.stride = stride
    }

    /// The session that gets input `k` (k ≥ 0).
    func session(forInput k: Int) -> Int {
        (k % sessions) * stride % sessions
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
