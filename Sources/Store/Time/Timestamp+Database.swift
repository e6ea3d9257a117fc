extension Timestamp: DatabaseValueConvertible {
    /// Stored as an INTEGER of milliseconds since 1970.
    public var databaseValue: DatabaseValue { .integer(millisecondsSince1970) }

    public init?(databaseValue: DatabaseValue) {
        guard case .integer(let milliseconds) = databaseValue else { return nil }
        self.init(millisecondsSince1970: milliseconds)
    }
}
