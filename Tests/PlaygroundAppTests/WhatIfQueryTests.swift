import HTTPCore
import PagerEngine
import Testing

@testable import PlaygroundApp

/// Reading a what-if query (docs/api.md, "What a click would start"): one question, or a list of them
/// in `q` (decision 0043); and the input bucket that pays a token a question.
struct WhatIfQueryTests {
    private func asked(_ query: String) throws(HTTPError) -> WhatIfQuery.Asked {
        try WhatIfQuery.asked(QueryParameters(Substring(query)))
    }

    private func pointer(_ query: String) -> String? {
        do {
            _ = try asked(query)
            return nil
        } catch {
            #expect(error.status == .badRequest)
            return error.details.first?.pointer
        }
    }

    @Test func aListNamesEachQuestionByItsText() throws {
        guard case .several(let list) = try asked("q=tap=3,scrollTo=next,scrollTo=2,key=ArrowLeft") else {
            Issue.record("not a list")
            return
        }
        #expect(list.map(\.text) == ["tap=3", "scrollTo=next", "scrollTo=2", "key=ArrowLeft"])
        #expect(
            list.map(\.input) == [
                .tap(index: 3), .scrollTo(.next, animated: true), .scrollTo(.index(2), animated: true),
                .key(.arrowLeft),
            ])
        #expect(try asked("q=tap=1,tap=2").questions == 2)
    }

    @Test func oneQuestionIsReadAsBefore() throws {
        guard case .one(let input) = try asked("tap=4") else {
            Issue.record("not one")
            return
        }
        #expect(input == .tap(index: 4))
        #expect(try asked("scrollTo=last").questions == 1)
        #expect(pointer("tap=x") == "/tap")
        #expect(pointer("") == "/")
    }

    @Test func aListIsBoundedAndEachOfItsQuestionsChecked() {
        let twelve = (0..<12).map { "tap=\($0)" }.joined(separator: ",")
        #expect(pointer("q=" + twelve) == nil)
        #expect(pointer("q=" + twelve + ",tap=12") == "/q/12")
        // Thousands of questions are refused at the thirteenth.
        #expect(pointer("q=" + Array(repeating: "tap=1", count: 5_000).joined(separator: ",")) == "/q/1")
        #expect(pointer("q=" + (0..<5_000).map { "tap=\($0)" }.joined(separator: ",")) == "/q/12")
        #expect(pointer("q=tap=1,tap=1") == "/q/1")
        #expect(pointer("q=scrollTo=next,scrollTo=nowhere") == "/q/1")
        #expect(pointer("q=tap=1234567") == "/q/0")
        #expect(pointer("q=key=Enter") == "/q/0")
        #expect(pointer("q=tap=1,,tap=2") == "/q/1")
        #expect(pointer("q=,") == "/q/0")
        #expect(pointer("q=Tap=1") == "/q/0")
        #expect(pointer("q=tap=1&scrollTo=next") == "/")
    }

    @Test func theBucketTakesSeveralTokensAllOrNone() {
        var bucket = TokenBucket(rate: 2, burst: 10)
        #expect(bucket.take(6, at: 0) == nil)
        // 4 left: 6 more are a second away, and none are taken meanwhile.
        #expect(bucket.take(6, at: 0) == 1)
        #expect(bucket.take(4, at: 0) == nil)
        #expect(bucket.take(at: 0) == 0.5)
        #expect(bucket.take(3, at: 1.5) == nil)
        // More than the bucket ever holds costs all it holds (else it could never be paid).
        #expect(bucket.take(12, at: 100) == nil)
        #expect(bucket.take(at: 100) == 0.5)
    }
}
