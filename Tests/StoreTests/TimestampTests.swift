import Store
import Testing

struct TimestampTests {
    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00.000Z"),
        // 2000-02-29: 30 years of 365 days + 7 leap days (1972…1996) = 10 957 days to 2000-01-01,
        // + 31 (January) + 28 = day 11 016; × 86 400 000 ms = 951 782 400 000.
        (951_782_400_000, "2000-02-29T00:00:00.000Z"),
        // + 13 h 5 min 9.042 s = 47 109 042 ms.
        (951_829_509_042, "2000-02-29T13:05:09.042Z"),
        (-1, "1969-12-31T23:59:59.999Z"),
        // 2100 is not a leap year: 2100-03-01 is day 47 541 (Hinnant's days_from_civil), × 86 400 000.
        (4_107_542_400_000, "2100-03-01T00:00:00.000Z"),
    ])
    func iso8601(milliseconds: Int64, text: String) {
        #expect(Timestamp(millisecondsSince1970: milliseconds).iso8601 == text)
    }

    @Test func systemClockIsAfter2024() {
        // 2024-01-01T00:00:00Z = 1 704 067 200 000 ms.
        #expect(Timestamp.systemClock() > Timestamp(millisecondsSince1970: 1_704_067_200_000))
    }
}
