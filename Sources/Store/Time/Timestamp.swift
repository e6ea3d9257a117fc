import Glibc

/// A point in time as whole milliseconds since 1970-01-01T00:00:00Z (Unix time, no leap seconds).
///
/// The store never reads the clock itself: repositories take a ``Clock`` closure, so tests pass
/// fixed times and expected values are exact.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// A function returning the current time.
    public typealias Clock = @Sendable () -> Timestamp

    public var millisecondsSince1970: Int64

    public init(millisecondsSince1970: Int64) {
        self.millisecondsSince1970 = millisecondsSince1970
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.millisecondsSince1970 < rhs.millisecondsSince1970
    }

    /// The system's real-time clock (`CLOCK_REALTIME`), the production ``Clock``.
    public static let systemClock: Clock = {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Timestamp(millisecondsSince1970: Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000)
    }

    /// RFC 3339 text in UTC with milliseconds, e.g. `2024-02-29T13:05:09.042Z`.
    public var iso8601: String {
        let milliseconds = millisecondsSince1970
        let days = floorDivide(milliseconds, 86_400_000)
        let millisecondOfDay = milliseconds - days * 86_400_000
        let (year, month, day) = Self.civilDate(daysSince1970: days)
        let hour = millisecondOfDay / 3_600_000
        let minute = millisecondOfDay / 60_000 % 60
        let second = millisecondOfDay / 1000 % 60
        let millisecond = millisecondOfDay % 1000
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):"
            + "\(pad(second, 2)).\(pad(millisecond, 3))Z"
    }

    public var description: String { iso8601 }

    /// Proleptic Gregorian date of a day count, after Howard Hinnant's `civil_from_days`
    /// (<https://howardhinnant.github.io/date_algorithms.html>): 400-year eras of 146 097 days,
    /// years starting on 1 March so the leap day is the era's last.
    static func civilDate(daysSince1970: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = daysSince1970 + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}

private func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
    let quotient = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
}

private func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
