import Testing

@testable import PagerEngine

struct JSONMergePatchTests {
    /// The test cases of RFC 7396 Appendix A: (original, patch, result).
    @Test(arguments: [
        (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
        (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
        (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
        (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
        (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
        (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
        (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
        (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
        (#"{"a":"foo"}"#, "null", "null"),
        (#"{"a":"foo"}"#, #""bar""#, #""bar""#),
        (#"{"e":null}"#, #"{"a":1}"#, #"{"e":null,"a":1}"#),
        (#"[1,2]"#, #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
        (#"{}"#, #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
    ])
    func appliesTheRFCExamples(original: String, patch: String, result: String) throws {
        let parser = JSONParser()
        let merged = JSONMergePatch.apply(try parser.parse(patch), to: try parser.parse(original))
        #expect(merged.compactText == result)
    }

    @Test func aNullOptionFallsBackToThePreset() throws {
        let stored: JSONValue = ["preset": "tabman.buttonBar", "bar": ["alignment": "center", "hidden": true]]
        let merged = JSONMergePatch.apply(["bar": ["alignment": nil]], to: stored)
        #expect(merged == ["preset": "tabman.buttonBar", "bar": ["hidden": true]])
        let config = try ConfigResolver().resolve(merged)
        #expect(config.bar.alignment == Preset.tabmanButtonBar.config.bar.alignment)
        #expect(config.bar.hidden)
    }

    @Test func arraysReplaceWhole() {
        let stored: JSONValue = ["items": [["id": "a", "title": "A"], ["id": "b", "title": "B"]]]
        let merged = JSONMergePatch.apply(["items": [["id": "c", "title": "C"]]], to: stored)
        #expect(merged == ["items": [["id": "c", "title": "C"]]])
    }

    @Test func patchesResolveOntoTheSessionDocument() throws {
        let resolver = ConfigResolver()
        let start = ConfigNormalizer.compact(try resolver.resolve(["bar": ["alignment": "center"]]))
        let first = try resolver.resolve(patch: ["indicator": ["weight": "heavy"]], onto: start)
        #expect(first.config.indicator.weight == 8)
        #expect(first.config.bar.alignment == .center)
        let second = try resolver.resolve(patch: ["bar": ["alignment": nil]], onto: first.document)
        #expect(second.config.bar.alignment == Preset.tabmanButtonBar.config.bar.alignment)
        #expect(second.config.indicator.weight == 8)
        #expect(throws: ConfigProblems.self) { try resolver.resolve(patch: ["bar": ["alignment": 1]], onto: start) }
    }
}
