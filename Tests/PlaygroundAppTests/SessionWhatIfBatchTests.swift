import PagerEngine
import Testing

@testable import PlaygroundApp

/// Several what-if questions in one request (`GET …/what-if?q=tap=1,tap=3,scrollTo=next`, docs/api.md
/// "What a click would start", decision 0043): a touch screen asks about every tab in view after each
/// rest, and one at a time the answers took a round trip each.
extension SessionTapTrajectoryTests {
    private func ask(_ server: LiveServer, _ id: String, _ query: String) throws -> Reply {
        let reply = try server.request("GET", "/api/sessions/\(id)/what-if?\(query)", headers: server.steering(id))
        return Reply(status: reply.status, json: try? reply.json(), retryAfter: reply.header("Retry-After"))
    }

    private struct Reply {
        var status: Int
        var json: JSONValue?
        var retryAfter: String?
        /// The pointer of a refusal's first detail.
        var pointer: String? { json?["error"]?["details"]?[0]?["pointer"]?.stringValue }
    }

    @Test func severalQuestionsAreAnsweredAsEachAloneWouldBe() throws {
        try withSession { server, id, stream, _ in
            let shown = try #require(try stream.events(until: { $0.event == "frame" }, limit: 50).last?.json)
            let questions = [
                "tap=2", "tap=0", "tap=99", "tap=1", "scrollTo=next", "scrollTo=previous", "scrollTo=last",
                "key=ArrowRight", "key=ArrowLeft",
            ]
            let batch = try ask(server, id, "q=" + questions.joined(separator: ","))
            #expect(batch.status == 200, "\(String(describing: batch.json))")
            let answers = try #require(batch.json?["answers"]?.objectValue)
            #expect(batch.json?["frameSeq"] == shown["seq"])
            #expect(answers.keys == questions)
            for question in questions {
                let single = try whatIf(server, id, question)
                let answer = try #require(answers[question])
                #expect(answer["frameSeq"] == single["frameSeq"], "\(question)")
                #expect(answer["frameSeq"] == shown["seq"], "\(question)")
                #expect((answer["trajectory"] == nil) == (single["trajectory"] == nil), "\(question)")
                guard let mine = answer["trajectory"], let alone = single["trajectory"] else { continue }
                // Asked a moment apart, each on its own frame grid: one curve, the same rest.
                try expectOneCurve(mine, alone)
                var (last, lastAlone) = (
                    try #require(mine["frames"]?.arrayValue?.last?.objectValue),
                    try #require(alone["frames"]?.arrayValue?.last?.objectValue)
                )
                (last["t"], lastAlone["t"]) = (nil, nil)
                #expect(last == lastAlone, "\(question)")
            }
            // The selected tab, a tab past the end and the page before the first start nothing.
            for question in ["tap=0", "tap=99", "scrollTo=previous", "key=ArrowLeft"] {
                #expect(answers[question]?["trajectory"] == nil, "\(question)")
            }
            #expect(answers["tap=2"]?["trajectory"]?["frames"]?.arrayValue?.last?["index"] == .number(2))
            #expect(answers["scrollTo=last"]?["trajectory"] != nil)
        }
    }

    @Test func severalQuestionsOnAMovingPagerGetNoAnimation() throws {
        try withSession { server, id, _, _ in
            _ = try input(server, id, seq: 0, #"[{"t": 1.0, "type": "scrollTo", "page": "next"}]"#)
            let batch = try ask(server, id, "q=tap=3,scrollTo=next,key=ArrowRight")
            #expect(batch.status == 200)
            let answers = try #require(batch.json?["answers"]?.objectValue)
            #expect(answers.keys == ["tap=3", "scrollTo=next", "key=ArrowRight"])
            for member in answers {
                #expect(member.value["trajectory"] == nil, "\(member.key)")
                #expect(member.value["frameSeq"] == batch.json?["frameSeq"])
            }
        }
    }

    @Test func aBadListIsRefusedWithThePointerOfItsQuestionAndChangesNothing() throws {
        try withSession { server, id, _, _ in
            let before = try whatIf(server, id, "tap=2")
            let twelve = (0..<12).map { "tap=\($0)" }.joined(separator: ",")
            let refusals: [(String, String)] = [
                ("q=" + twelve + ",scrollTo=next", "/q/12"),
                ("q=tap=1,tap=2,tap=1", "/q/2"),
                ("q=tap=1,tap=-1", "/q/1"),
                ("q=tap=1,scrollTo=sideways", "/q/1"),
                ("q=key=Tab", "/q/0"),
                ("q=tap=1,,tap=2", "/q/1"),
                ("q=tap=1,", "/q/1"),
                ("q=", "/q/0"),
                ("q=tap", "/q/0"),
                ("q=swipe=1", "/q/0"),
                ("q=%3Dtap%3D1", "/q/0"),
                ("q=tap=1&tap=2", "/"),
                ("q=tap=1&key=ArrowLeft", "/"),
            ]
            for (query, pointer) in refusals {
                let reply = try ask(server, id, query)
                #expect(reply.status == 400, "\(query)")
                #expect(reply.json?["error"]?["code"]?.stringValue == "invalid-parameter", "\(query)")
                #expect(reply.pointer == pointer, "\(query)")
                #expect(reply.json?["error"]?["message"]?.stringValue?.isEmpty == false)
            }
            // Nothing moved: the same frame, and the same answer.
            let after = try whatIf(server, id, "tap=2")
            #expect(after["frameSeq"] == before["frameSeq"])
            try expectOneCurve(try #require(before["trajectory"]), try #require(after["trajectory"]))
            // Twelve is allowed, as is a comma sent escaped.
            #expect(try ask(server, id, "q=" + twelve).json?["answers"]?.objectValue?.count == 12)
            #expect(try ask(server, id, "q=tap=1%2Ctap=2").json?["answers"]?.objectValue?.keys == ["tap=1", "tap=2"])
        }
    }

    @Test func eachQuestionCostsAToken() throws {
        // Ten tokens, and (nearly) none coming back during the test.
        let tenTokens: (inout PlaygroundServer.Configuration) -> Void = {
            $0.sessions.batchBurst = 10
            $0.sessions.batchesPerSecond = 0.001
        }
        try withSession(configure: tenTokens) { server, id, _, _ in
            #expect(try ask(server, id, "q=tap=1,tap=2,tap=3,tap=4,scrollTo=next").status == 200)  // 5 left
            // Six questions cannot be paid for: refused, none taken, nothing answered.
            let six = try ask(server, id, "q=tap=1,tap=2,tap=3,tap=4,scrollTo=next,scrollTo=last")
            #expect(six.status == 429)
            #expect(six.json?["answers"] == nil)
            #expect(six.retryAfter != nil)
            #expect(try ask(server, id, "q=tap=1,tap=2,tap=3").status == 200)  // 2 left
            // A refused list costs a token, as a refused single question does.
            #expect(try ask(server, id, "q=tap=1,tap=x").status == 400)  // 1 left
            #expect(try ask(server, id, "q=tap=1,tap=2").status == 429)
            #expect(try ask(server, id, "tap=1").status == 200)  // 0 left
            #expect(try ask(server, id, "tap=1").status == 429)
            #expect(try ask(server, id, "q=tap=1").status == 429)
            #expect(try ask(server, id, "q=tap=1,tap=x").status == 429)
        }
    }
}
