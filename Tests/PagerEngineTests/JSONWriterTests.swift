import TestSupport
import Testing

@testable import PagerEngine

struct JSONWriterTests {
    private func written(_ body: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter()
        body(&json)
        return json.string
    }

    @Test func objectsAndArraysGetCommas() {
        let text = written { json in
            json.beginObject()
            json.key("a")
            json.integer(1)
            json.key("b")
            json.beginArray()
            json.bool(true)
            json.null()
            json.string("x")
            json.endArray()
            json.key("c")
            json.beginObject()
            json.endObject()
            json.endObject()
        }
        #expect(text == #"{"a":1,"b":[true,null,"x"],"c":{}}"#)
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1.0, "1"), (-1.5, "-1.5"), (47.25, "47.25"), (0.1, "0.1"),
        (0.30000000000000004, "0.3"), (1.23456, "1.2346"), (-0.00004, "0"), (-0.00005, "-0.0001"),
        (1234567.0001, "1234567.0001"), (0.0102, "0.0102"), (Double.nan, "0"), (Double.infinity, "0"),
    ])
    func numbersHaveAtMostFourDecimals(value: Double, expected: String) {
        #expect(written { $0.number(value) } == expected)
    }

    @Test func numbersPrintTheirTenThousandths() {
        // Every whole part up to 10 000 and random ones at every scale, each with fractions that keep
        // 0–4 decimals, against text built from the integer with `String`.
        var units: [Int] = []
        for whole in 0...10_001 {
            units.append(whole * 10_000 + [0, 5_000, 2_500, 1_250, 625, 7, 30, 9_999][whole % 8])
        }
        var random = SeededGenerator(seed: 7)
        for _ in 0..<20_000 {
            let digits = Int.random(in: 1...15, using: &random)
            let bound = (0..<digits).reduce(1) { value, _ in value * 10 }
            units.append(Int.random(in: 0..<bound, using: &random))
        }
        for unit in units {
            for signed in [unit, -unit] {
                let value = Double(signed) / 10_000
                guard let rounded = value.tenThousandths else { continue }
                var expected = rounded < 0 ? "-" : ""
                expected += String(rounded.magnitude / 10_000)
                var fraction = String(rounded.magnitude % 10_000)
                fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
                while fraction.hasSuffix("0") { fraction.removeLast() }
                if !fraction.isEmpty { expected += "." + fraction }
                #expect(written { $0.number(value) } == expected, "\(value)")
            }
        }
    }

    @Test func equalValuesGiveEqualBytes() {
        let a = 0.1 + 0.2
        let b = 0.3
        #expect(written { $0.number(a) } == written { $0.number(b) })
    }

    @Test(arguments: [(16.0, "16"), (0.3, "0.3"), (1.15, "1.15"), (-2.0, "-2"), (1e-7, "1e-07")])
    func exactNumbersRoundTrip(value: Double, expected: String) {
        #expect(written { $0.exactNumber(value) } == expected)
    }

    @Test func integersIncludingExtremes() {
        #expect(written { $0.integer(0) } == "0")
        #expect(written { $0.integer(-42) } == "-42")
        #expect(written { $0.integer(Int.max) } == "9223372036854775807")
        #expect(written { $0.integer(Int.min) } == "-9223372036854775808")
    }

    @Test func stringsAreEscaped() {
        #expect(written { $0.string("a\"b\\c\nd\u{01}é") } == #""a\"b\\c\nd\u0001é""#)
        #expect(written { $0.key("k\"") } == #""k\"":"#)
    }
}

struct JSONWriterReuseTests {
    @Test func coloursAreUpperCaseHex() {
        var json = JSONWriter()
        json.beginArray()
        json.color(RGBAColor(red: 0, green: 122, blue: 255))
        json.color(RGBAColor(red: 171, green: 205, blue: 239, alpha: 16))
        json.endArray()
        #expect(json.string == ##"["#007AFFFF","#ABCDEF10"]"##)
    }

    @Test func resetStartsAFreshDocument() {
        var json = JSONWriter()
        json.beginObject()
        json.key("a")
        json.number(1)
        json.reset()
        json.beginArray()
        json.number(2.5)
        json.number(-12.25)
        json.integer(-7)
        json.endArray()
        #expect(json.string == "[2.5,-12.25,-7]")
    }

    @Test func literalKeysTakeCommasAndEscapes() {
        var json = JSONWriter()
        json.beginObject()
        json.key("x")
        json.number(0)
        json.key("y")
        json.number(10)
        json.key("a\tb")
        json.bool(true)
        json.endObject()
        #expect(json.string == #"{"x":0,"y":10,"a\tb":true}"#)
    }
}

struct JSONWriterKeyTests {
    @Test func keysAreWrittenWithTheirCommasAndQuotesAndEscaped() {
        var json = JSONWriter()
        json.beginObject()
        json.key("indicator")
        json.integer(1)
        json.key("é")
        json.integer(2)
        json.key("")
        json.integer(3)
        json.key(String("ab\"c\u{1F}\\"))
        json.beginObject()
        json.key("y")
        json.integer(4)
        json.endObject()
        json.endObject()
        #expect(json.string == #"{"indicator":1,"é":2,"":3,"ab\"c\u001f\\":{"y":4}}"#)
    }
}
