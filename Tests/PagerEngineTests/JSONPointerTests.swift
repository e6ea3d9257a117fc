import Testing

@testable import PagerEngine

struct JSONPointerTests {
    /// The example document of RFC 6901 §5.
    private let document: JSONValue = [
        "foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5, "k\"l": 6, " ": 7,
        "m~n": 8,
    ]

    @Test(arguments: [
        ("/foo", ["bar", "baz"] as JSONValue), ("/foo/0", "bar"), ("/", 0), ("/a~1b", 1), ("/c%d", 2),
        ("/e^f", 3), ("/g|h", 4), ("/i\\j", 5), ("/k\"l", 6), ("/ ", 7), ("/m~0n", 8),
    ])
    func resolvesTheRFCExamples(text: String, expected: JSONValue) throws {
        let pointer = try JSONPointer(parsing: text)
        #expect(document.value(at: pointer) == expected)
        #expect(pointer.description == text)
    }

    @Test func theEmptyPointerIsTheWholeDocument() throws {
        let pointer = try JSONPointer(parsing: "")
        #expect(pointer.isRoot)
        #expect(document.value(at: pointer) == document)
    }

    @Test func escapesTildeBeforeSlash() throws {
        #expect(JSONPointer(["a/b", "m~n", "~1"]).description == "/a~1b/m~0n/~01")
        #expect(try JSONPointer(parsing: "/~01").tokens == ["~1"])
        #expect(try JSONPointer(parsing: "/~10").tokens == ["/0"])
        #expect(try JSONPointer(parsing: "//").tokens == ["", ""])
    }

    @Test(arguments: ["a", "a/b", "/~", "/~2", "/a~"])
    func rejectsInvalidText(text: String) {
        #expect(throws: JSONPointerError.self) { try JSONPointer(parsing: text) }
    }

    @Test func arrayTokensAreStrictIndices() throws {
        #expect(document.value(at: try JSONPointer(parsing: "/foo/1")) == "baz")
        for token in ["01", "-", "2", "-1", "1.0", " 1"] {
            #expect(document.value(at: JSONPointer(["foo", token])) == nil, "\(token)")
        }
    }

    @Test func prefixesJoin() {
        let pointer = JSONPointer(["config"]) + JSONPointer(["bar", "alignment"])
        #expect(pointer.description == "/config/bar/alignment")
        #expect(JSONPointer(["items"]).appending(3).appending("id").description == "/items/3/id")
        #expect(("/a/b" as JSONPointer).tokens == ["a", "b"])
    }
}
