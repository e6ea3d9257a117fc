import Testing

@testable import PagerEngine

struct ButtonIndicesTests {
    @Test func holdsIndicesBelowAndPast64() {
        var set = ButtonIndices()
        #expect(set.isEmpty)
        for index in [0, 5, 63, 64, 100, 130, 1_000] { set.insert(index) }
        #expect(!set.isEmpty)
        for index in 0...1_100 {
            #expect(set.contains(index) == [0, 5, 63, 64, 100, 130, 1_000].contains(index), "\(index)")
        }
        #expect(!set.contains(-1))
    }

    @Test func equalSetsAreEqualHoweverBuilt() {
        var a = ButtonIndices()
        a.insert(200)
        a.insert(1)
        a.insert(1)
        let b: ButtonIndices = [1, 200]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != [1])
        #expect(ButtonIndices(arrayLiteral: 70) != ButtonIndices(arrayLiteral: 71))
        #expect(ButtonIndices() == [])
    }
}
