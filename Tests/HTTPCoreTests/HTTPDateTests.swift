import Testing

@testable import HTTPCore

struct HTTPDateTests {
    // RFC 9110 §5.6.7's example, Sun, 06 Nov 1994 08:49:37 GMT:
    // days from 1970-01-01 to 1994-11-06 = 24 years (6 leap: 72 76 80 84 88 92) → 24·365 + 6 = 8766,
    // plus Jan–Oct 1994 = 31+28+31+30+31+30+31+31+30+31 = 304, plus 5 → 9075 days;
    // 9075·86400 + 8·3600 + 49·60 + 37 = 784 080 000 + 31 777 = 784 111 777.
    @Test func formatsTheRFCExample() {
        #expect(HTTPDate.format(secondsSince1970: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    @Test func formatsTheEpochAndALeapDay() {
        #expect(HTTPDate.format(secondsSince1970: 0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        // 2024-02-29: 54 years, 13 leap days (72…2020) → 54·365 + 13 = 19723, + 31 + 28 = 19782 days.
        #expect(HTTPDate.format(secondsSince1970: 19_782 * 86_400 + 86_399) == "Thu, 29 Feb 2024 23:59:59 GMT")
    }

    @Test func parsesIMFFixdateOnly() {
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
        #expect(HTTPDate.parse("Sun Nov  6 08:49:37 1994") == nil)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 25:49:37 GMT") == nil)
    }

    @Test func roundTripsAcrossCenturies() {
        for seconds in stride(from: 0, to: 4_102_444_800, by: 86_400 * 97 + 3_671) {
            #expect(HTTPDate.parse(HTTPDate.format(secondsSince1970: seconds)) == seconds)
        }
    }
}
