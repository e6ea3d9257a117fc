internal import CSQLite

extension ResultCode: CustomStringConvertible {
    /// The code and SQLite's English explanation of it, e.g. `2067 (constraint failed)`.
    public var description: String {
        guard let text = sqlite3_errstr(rawValue) else { return "\(rawValue)" }
        return "\(rawValue) (\(String(cString: text)))"
    }
}
