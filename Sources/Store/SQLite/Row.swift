/// One result row, copied out of SQLite so it can outlive the statement and cross threads.
///
/// Decoding a column by name or index checks its storage class; a mismatch (a NULL where a value is
/// required, TEXT where an INTEGER is expected, a missing column) is a ``DatabaseError`` with
/// `SQLITE_MISMATCH` and the query's SQL, never a crash.
public struct Row: Sendable, Hashable {
    /// Column names, in result order.
    public let columnNames: [String]
    /// Column values, in result order.
    public let values: [DatabaseValue]
    /// The SQL that produced the row, for error messages.
    public let sql: String

    public init(columnNames: [String], values: [DatabaseValue], sql: String) {
        self.columnNames = columnNames
        self.values = values
        self.sql = sql
    }

    /// The value of the first column named `column`, or nil when the row has no such column.
    public subscript(_ column: String) -> DatabaseValue? {
        columnNames.firstIndex(of: column).map { values[$0] }
    }

    /// Decodes column `index` as `type`.
    public func decode<T: DatabaseValueConvertible>(_ index: Int, as type: T.Type) throws(DatabaseError) -> T {
        guard values.indices.contains(index) else {
            throw mismatch("no column at index \(index) (row has \(values.count))")
        }
        guard let value = T(databaseValue: values[index]) else {
            throw mismatch("column \(index) holds \(values[index].storageClass), not \(T.self)")
        }
        return value
    }

    /// Decodes the column named `column` as `type`.
    public func decode<T: DatabaseValueConvertible>(_ column: String, as type: T.Type) throws(DatabaseError) -> T {
        guard let index = columnNames.firstIndex(of: column) else {
            throw mismatch("no column named \(column)")
        }
        guard let value = T(databaseValue: values[index]) else {
            throw mismatch("column \(column) holds \(values[index].storageClass), not \(T.self)")
        }
        return value
    }

    private func mismatch(_ message: String) -> DatabaseError {
        DatabaseError(resultCode: .SQLITE_MISMATCH, message: message, sql: sql, function: "Row.decode")
    }
}
