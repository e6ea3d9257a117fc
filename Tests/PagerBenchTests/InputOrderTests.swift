import Testing

@testable import pager_bench

struct InputOrderTests {
    @Test(arguments: [1, 2, 3, 10, 64, 500, 1_000, 2_000, 2_001])
    func everyRoundGivesEverySessionOneInput(sessions: Int) {
        let order = InputOrder(sessions: sessions)
        for round in 0..<2 {
            let visited = (0..<sessions).map { order.session(forInput: round * sessions + $0) }
            #expect(Set(visited).count == sessions)
            #expect(visited.allSatisfy { (0..<sessions).contains($0) })
        }
    }

    @Test func theStrideIsTheCoprimeNearestTheGoldenPoint() {
        // 2 000 × 0.618 = 1 236.07; 1 236 shares 4 with 2 000, 1 235 shares 5, 1 237 is prime.
        #expect(InputOrder(sessions: 2_000).stride == 1_237)
        // 500 × 0.618 = 309.02, coprime with 500.
        #expect(InputOrder(sessions: 500).stride == 309)
        #expect(InputOrder(sessions: 1).stride == 1)
        #expect(InputOrder(sessions: 2).stride == 1)
    }

    /// The first half of the sessions to open (the first loop's, had placement followed the order)
    /// get their inputs all through the round, not in its first half.
    @Test func sessionsOpenedTogetherAnimateApart() {
        let sessions = 2_000
        let order = InputOrder(sessions: sessions)
        let positions = (0..<sessions).filter { order.session(forInput: $0) < sessions / 2 }
        #expect(positions.count == sessions / 2)
        // Of each tenth of the round, close to half goes to the first half of the sessions.
        for tenth in 0..<10 {
            let inTenth = positions.filter { $0 / (sessions / 10) == tenth }.count
            #expect((90...110).contains(inTenth), "tenth \(tenth): \(inTenth) of 200")
        }
    }
}
