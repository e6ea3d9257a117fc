import Testing

@testable import PagerEngine

/// The title and badge rule (`ItemText`) and that the config resolver and a session's item edits both
/// follow it.
struct ItemTextTests {
    private let combining = "\u{0301}"

    @Test func textWithinTheBoundsPasses() {
        let accented = String(repeating: "e" + combining, count: 80)  // 80 characters, 160 scalars
        #expect(accented.count == 80)
        #expect(ItemText.problem(accented, field: "title", max: 80) == nil)
        let skinTones = String(repeating: "👋🏽", count: 80)  // 2 scalars each
        #expect(ItemText.problem(skinTones, field: "title", max: 80) == nil)
        let families = String(repeating: "👨‍👩‍👧‍👦", count: 45)  // 7 scalars each: 315 of 320
        #expect(families.count == 45)
        #expect(ItemText.problem(families, field: "title", max: 80) == nil)
        #expect(ItemText.problem("", field: "title", max: 80) == nil)
    }

    @Test func oneCharacterWithHundredsOfMarksIsTooLong() throws {
        let text = "e" + String(repeating: combining, count: 400)
        #expect(text.count == 1)
        let problem = try #require(ItemText.problem(text, field: "title", max: 80))
        #expect(problem.code == .tooLong)
        #expect(
            problem.message
                == "the title has 401 Unicode code points (letters with many accents or marks); the maximum is 320")
        // The bound is exact: 320 scalars pass, 321 do not.
        let edge = "e" + String(repeating: combining, count: 319)
        #expect(ItemText.problem(edge, field: "title", max: 80) == nil)
        #expect(ItemText.problem(edge + combining, field: "title", max: 80)?.code == .tooLong)
    }

    @Test func tooManyCharactersAndControlCharactersAreProblems() {
        #expect(
            ItemText.problem(String(repeating: "a", count: 81), field: "title", max: 80)?.message
                == "the title is 81 characters long; the maximum is 80")
        for control in ["a\nb", "\u{0007}", "tab\there", "del\u{7F}", "c1\u{85}"] {
            let problem = ItemText.problem(control, field: "badge", max: 8)
            #expect(problem?.code == .notAllowed, "\(control.unicodeScalars.map(\.value))")
            #expect(problem?.message == "the badge must not contain control characters such as line breaks")
        }
    }

    @Test func theConfigResolverAndItemEditsBothApplyIt() throws {
        let marks = "e" + String(repeating: combining, count: 400)
        do {
            _ = try ConfigResolver().resolve(
                .object(["items": .array([.object(["id": "a", "title": .string(marks)])])]))
            Issue.record("a title of 401 code points resolved")
        } catch {
            #expect(error.problems.map(\.pointer.description) == ["/items/0/title"])
        }
        for (field, op, value) in [
            ("title", "rename", "a\nb"), ("badge", "badge", "\u{0007}"), ("title", "rename", marks),
        ] {
            let event: JSONValue = .object([
                "t": .number(0), "type": "items", "op": .string(op), "id": "home", field: .string(value),
            ])
            do {
                _ = try InputBatchDecoder().decode(
                    .array([event]), at: JSONPointer(["events"]), document: .object([:]), config: PagerConfig())
                Issue.record("\(op) with \(value.unicodeScalars.count) scalars was accepted")
            } catch {
                #expect(error.problems.map(\.pointer.description) == ["/events/0/\(field)"])
            }
        }
    }
}
