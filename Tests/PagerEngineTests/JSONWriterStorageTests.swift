import TestSupport
import Testing

@testable import PagerEngine

/// The writer's own byte storage: growth, value semantics, and the rounding every number goes through.
struct JSONWriterStorageTests {
    @Test func growsPastItsInitialCapacity() {
        var json = JSONWriter(capacity: 1)
        json.beginArray()
        for index in 0..<200 { json.integer(index) }
        json.endArray()
        #expect(json.string == "[" + (0..<200).map(String.init).joined(separator: ",") + "]")
        #expect(json.count == json.bytes.count)
        #expect(json.withBytes { Array($0) } == json.bytes)
        // The lent view covers the same bytes, in the grown buffer.
        #expect(Array(json.writtenBytes) == json.bytes)
        json.reset()
        json.integer(7)
        #expect(Array(json.writtenBytes) == Array("7".utf8))
    }

    @Test func copiesAreIndependent() {
        var first = JSONWriter()
        first.beginObject()
        first.key("a")
        first.integer(1)
        var second = first
        second.key("b")
        second.integer(2)
        first.key("c")
        first.integer(3)
        first.endObject()
        second.endObject()
        #expect(first.string == #"{"a":1,"c":3}"#)
        #expect(second.string == #"{"a":1,"b":2}"#)
        // Resetting a writer whose storage a copy still holds leaves the copy alone.
        let kept = first
        first.reset()
        first.null()
        #expect(kept.string == #"{"a":1,"c":3}"#)
        #expect(first.string == "null")
    }

    @Test func bytesTakenOutStayAsTheyWere() {
        var json = JSONWriter()
        json.string("frame one")
        let taken = json.bytes
        json.reset()
        json.string("two")
        #expect(String(decoding: taken, as: UTF8.self) == #""frame one""#)
    }

    @Test func tenThousandthsRoundLikeRounded() {
        // Ties both ways, the edges of the range, and many random values at every scale, against
        // `rounded()` (libm's round, half away from zero).
        var values: [Double] = [0, -0.0, 0.00005, -0.00005, 0.00015, -0.00025, 2.5e-4, 1e-9, 0.49999999999999994]
        values += [899_999_999_999.9999, -899_999_999_999.9999]
        var random = SeededGenerator(seed: 12)
        for _ in 0..<20_000 {
            let scale = pow10(Int.random(in: -6...11, using: &random))
            values.append(Double.random(in: -1...1, using: &random) * scale)
            // Exact halves of a ten-thousandth, where rounding direction matters.
            values.append((Double(Int.random(in: -1_000_000...1_000_000, using: &random)) + 0.5) / 10_000)
        }
        for value in values {
            #expect(value.tenThousandths == Int((value * 10_000).rounded()), "\(value)")
        }
        #expect(Double.nan.tenThousandths == nil)
        #expect(Double.infinity.tenThousandths == nil)
        #expect(1e12.tenThousandths == nil)
    }

    private func pow10(_ exponent: Int) -> Double {
        exponent >= 0
            ? (0..<exponent).reduce(1.0) { value, _ in value * 10 }
            : (0..<(-exponent)).reduce(1.0) { value, _ in value / 10 }
    }
}
