/// HTTP dates in the IMF-fixdate format, `Sun, 06 Nov 1994 08:49:37 GMT` (RFC 9110 §5.6.7).
///
/// Pure arithmetic on seconds since the Unix epoch (days-to-civil conversion from Howard Hinnant's
/// "chrono-compatible low-level date algorithms"); the caller reads the clock.
public enum HTTPDate {
    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The IMF-fixdate for `seconds` since 1970-01-01T00:00:00Z.
    public static func format(secondsSince1970 seconds: Int) -> String {
        String(decoding: bytes(secondsSince1970: seconds), as: UTF8.self)
    }

    /// The IMF-fixdate for `seconds` since the epoch, as its 29 ASCII bytes.
    public static func bytes(secondsSince1970 seconds: Int) -> [UInt8] {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        var out: [UInt8] = []
        out.reserveCapacity(29)
        out.append(contentsOf: weekdays[((days % 7) + 7) % 7].utf8)
        out.append(contentsOf: ", ".utf8)
        twoDigits(day, &out)
        out.append(ASCII.space)
        out.append(contentsOf: months[month - 1].utf8)
        out.append(ASCII.space)
        let y = max(0, min(year, 9999))
        twoDigits(y / 100, &out)
        twoDigits(y % 100, &out)
        out.append(ASCII.space)
        twoDigits(secondOfDay / 3600, &out)
        out.append(ASCII.colon)
        twoDigits(secondOfDay / 60 % 60, &out)
        out.append(ASCII.colon)
        twoDigits(secondOfDay % 60, &out)
        out.append(contentsOf: " GMT".utf8)
        return out
    }

    /// Parses an IMF-fixdate back to seconds since the epoch; nil for any other text (the obsolete
    /// RFC 850 and asctime forms are not accepted, so a conditional request with them is unconditional).
    public static func parse(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 29, bytes[3] == UInt8(ascii: ","), bytes[4] == ASCII.space,
            bytes[7] == ASCII.space, bytes[11] == ASCII.space, bytes[16] == ASCII.space,
            bytes[19] == ASCII.colon, bytes[22] == ASCII.colon, bytes[25...].elementsEqual(" GMT".utf8),
            let day = number(bytes[5..<7]), let year = number(bytes[12..<16]), let hour = number(bytes[17..<19]),
            let minute = number(bytes[20..<22]), let second = number(bytes[23..<25]),
            let monthIndex = months.firstIndex(where: { $0.utf8.elementsEqual(bytes[8..<11]) }),
            day >= 1, day <= 31, hour < 24, minute < 60, second < 61
        else { return nil }
        let days = days(fromCivil: year, month: monthIndex + 1, day: day)
        return days * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// Days since the epoch → (year, month 1–12, day 1–31).
    static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// (year, month 1–12, day) → days since the epoch.
    static func days(fromCivil year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func twoDigits(_ value: Int, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "0") + UInt8(value / 10 % 10))
        out.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
