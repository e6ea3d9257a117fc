import Testing

@testable import pager_bench

@Suite struct FrameFieldsTests {
    private func fields(_ json: String) -> (seq: Int, t: Double)? {
        Array(json.utf8).withUnsafeBufferPointer { FrameFields.sequenceAndTime($0) }
    }

    private func number(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { FrameFields.number(in: $0, at: 0) }
    }

    @Test func sequenceAndTimeOfAFrame() throws {
        let found = try #require(fields(#"{"type":"frame","rev":1,"seq":1234,"t":12.3456,"position":0.5}"#))
        #expect(found.seq == 1234)
        #expect(found.t == 12.3456)
        #expect(fields(#"{"type":"frame","rev":1,"t":2}"#) == nil)
    }

    @Test func numbersReadLikeDoubleParsing() {
        // Each as Swift's own parser reads the text: the digit-by-digit path must give the same Double.
        for text in ["0", "7", "-0.5", "12.3456", "0.1", "1666.6667", "123456789.012345", "0.000001"] {
            #expect(number(text) == Double(text), "\(text)")
        }
        // Exponents and more than 15 digits take the slow path and still parse.
        #expect(number("1e3") == 1000)
        #expect(number("-2.5E-1") == -0.25)
        #expect(number("1234567890.1234567") == Double("1234567890.1234567"))
        #expect(number("x") == nil)
        #expect(number("1.2.3") == nil)
    }
}
