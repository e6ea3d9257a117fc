import Testing

@testable import PagerEngine

struct JSONParserTests {
    private func parse(_ text: String, limits: JSONParser.Limits = JSONParser.Limits()) throws(JSONParseError)
        -> JSONValue
    {
        try JSONParser(limits: limits).parse(text)
    }

    private func parse(bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        try JSONParser().parse(bytes)
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5, 3e2, 0, -0, 1E-2, true, false, null, "x"], "b": {}} "#)
        let expected: JSONValue = ["a": [1, -2.5, 300, 0, 0, 0.01, true, false, nil, "x"], "b": [:]]
        #expect(value == expected)
    }

    @Test func keepsMemberOrder() throws {
        let value = try parse(#"{"z": 1, "a": 2, "m": 3}"#)
        #expect(value.objectValue?.keys == ["z", "a", "m"])
    }

    @Test func decodesEscapes() throws {
        let value = try parse(#""\"\\\/\b\f\n\r\t\u0041\u00e9\uD83D\uDE00""#)
        #expect(value == .string("\"\\/\u{08}\u{0C}\n\r\tAé😀"))
    }

    @Test func keepsRawUnicodeAndNUL() throws {
        #expect(try parse(#""日本語 ✓""#) == .string("日本語 ✓"))
        #expect(try parse(#""a\u0000b""#) == .string("a\u{0}b"))
    }

    @Test func skipsALeadingByteOrderMark() throws {
        #expect(try parse(bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
    }

    @Test func parsesNumbersToTheNearestDouble() throws {
        #expect(try parse("0.1") == .number(0.1))
        #expect(try parse("1.7976931348623157e308") == .number(1.7976931348623157e308))
        #expect(try parse("5e-324") == .number(.leastNonzeroMagnitude))
        // 2^53 + 1 is not a double; round-to-nearest-even gives 2^53.
        #expect(try parse("9007199254740993") == .number(9_007_199_254_740_992))
        #expect(try parse("-123456789012345") == .number(-123_456_789_012_345))
        #expect(try parse("1e-400") == .number(0))
    }

    /// Invalid texts with the byte offset of the first problem, worked out by counting bytes from 0.
    @Test(arguments: [
        ("", 0), ("   ", 3), (#"{"a":1,}"#, 7), ("[1,2,]", 5), ("01", 0), ("-", 1), ("1.", 2), (".5", 0),
        ("+1", 0), ("NaN", 0), ("Infinity", 0), ("-Infinity", 1), (#"{"a":1} x"#, 8), (#"{"a":1,"a":2}"#, 7),
        (#""abc"#, 0), (#""\x""#, 1), (#""\u12""#, 1), (#""\uD800""#, 1), (#""\uDC00""#, 1),
        (#""\uD800\u0041""#, 7), ("[1 2]", 3), (#"{"a" 1}"#, 5), ("{a:1}", 1), ("tru", 0), ("nul", 0),
        ("True", 0), ("1e400", 0), ("'a'", 0), ("/* c */ 1", 0), ("1 // c", 2), ("[1,,2]", 3), ("{,}", 1),
        (#"{"a":}"#, 5), ("1e", 2), ("1e+", 3), ("-01", 0), ("[", 1), (#"{"a":1"#, 6), ("\u{0C}1", 0),
    ])
    func rejectsInvalidTextAtItsOffset(text: String, offset: Int) {
        #expect(throws: JSONParseError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.offset == offset, "\(text.debugDescription): \(error)")
            #expect(!error.message.isEmpty)
        }
    }

    /// Invalid bytes: raw control characters and malformed UTF-8 (RFC 3629 §4), each at byte 1.
    @Test(
        arguments: [
            [0x22, 0x01, 0x22],  // U+0001 unescaped
            [0x22, 0xC3, 0x28, 0x22],  // lead byte without a continuation
            [0x22, 0xC0, 0xAF, 0x22],  // overlong '/'
            [0x22, 0xED, 0xA0, 0x80, 0x22],  // UTF-16 surrogate encoded in UTF-8
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // above U+10FFFF
            [0x22, 0xE2, 0x82, 0x22],  // truncated three-byte sequence
            [0x22, 0xFF, 0x22],
        ] as [[UInt8]])
    func rejectsMalformedStringBytes(bytes: [UInt8]) {
        do {
            _ = try parse(bytes: bytes)
            Issue.record("accepted \(bytes)")
        } catch {
            #expect(error.offset == 1)
        }
    }

    @Test func rejectsANonBreakingSpaceAsWhitespace() {
        do {
            _ = try parse(bytes: [0xC2, 0xA0, 0x31])
            Issue.record("accepted U+00A0 as whitespace")
        } catch {
            #expect(error.offset == 0)
        }
    }

    @Test func duplicateKeysNameTheKey() {
        do {
            _ = try parse(#"{"bar": 1, "bar": 2}"#)
            Issue.record("accepted a duplicate key")
        } catch {
            #expect(error.message == #"the key "bar" appears twice in the same object"#)
        }
    }

    @Test func duplicateKeysAreFoundInObjectsOfAnySize() throws {
        // Objects up to 16 members are scanned, larger ones hashed: a repeat is refused either way,
        // whether it comes before the 16th member or after.
        for count in [3, 15, 16, 17, 40] {
            let members = (0..<count).map { #""k\#($0)": \#($0)"# }
            let object = try parse("{" + members.joined(separator: ", ") + "}")
            #expect(object.objectValue?.count == count)
            for repeated in Set([0, count / 2, count - 1]) {
                do {
                    _ = try parse("{" + (members + [#""k\#(repeated)": 0"#]).joined(separator: ", ") + "}")
                    Issue.record("accepted k\(repeated) twice in \(count) members")
                } catch {
                    #expect(error.message == #"the key "k\#(repeated)" appears twice in the same object"#)
                }
            }
        }
    }

    @Test func reportsLineAndColumn() {
        // Offsets: '{' 0, '\n' 1, two spaces 2-3, '"a"' 4-6, ':' 7, ' ' 8, 't' 9. Line 2 starts at 2, so
        // column = 9 - 2 + 1 = 8.
        do {
            _ = try parse("{\n  \"a\": tru\n}")
            Issue.record("accepted tru")
        } catch {
            #expect((error.offset, error.line, error.column) == (9, 2, 8))
            #expect(error.description == "line 2, column 8: expected 'true', found 't'")
        }
    }

    @Test func columnsCountCharactersNotBytes() {
        // ["é", x]: 'x' is at byte 7 ('é' takes two bytes) but is the 7th character, column 7.
        do {
            _ = try parse(#"["é", x]"#)
            Issue.record("accepted x")
        } catch {
            #expect((error.offset, error.line, error.column) == (7, 1, 7))
        }
    }

    @Test func nestingIsBounded() throws {
        let limits = JSONParser.Limits(maxDepth: 64)
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try parse(deepest, limits: limits) }
        do {
            _ = try parse(String(repeating: "[", count: 65) + String(repeating: "]", count: 65), limits: limits)
            Issue.record("accepted 65 levels")
        } catch {
            #expect(error.offset == 64)
        }
        // A hostile input far deeper than the stack could take fails at the limit, not with a crash.
        do {
            _ = try parse(String(repeating: #"{"a":["#, count: 100_000), limits: limits)
            Issue.record("accepted 200,000 levels")
        } catch {
            // Each `{"a":[` is 6 bytes and 2 levels; the 65th level is the '{' of the 33rd group: 32 × 6.
            #expect(error.offset == 192)
        }
    }

    @Test func sizeIsBounded() {
        let limits = JSONParser.Limits(maxBytes: 10)
        #expect(throws: Never.self) { try parse("[1,2,3,45]", limits: limits) }
        do {
            _ = try parse("[1,2,3,456]", limits: limits)
            Issue.record("accepted 11 bytes")
        } catch {
            #expect(error.offset == 10)
        }
    }

    @Test func writtenValuesParseBackUnchanged() throws {
        let value: JSONValue = [
            "text": "quote \" backslash \\ tab \t newline \n nul \u{0} bell \u{7} é 😀",
            "numbers": [0, -1, 0.1, 1e-7, 123456.789, 1.7976931348623157e308, .number(.leastNonzeroMagnitude)],
            "nested": ["a": [[], [:], nil, true, false]],
            "": "empty key",
        ]
        let text = value.compactText
        #expect(try parse(text) == value)
    }
}
