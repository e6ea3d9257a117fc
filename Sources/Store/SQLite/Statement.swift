internal import CSQLite

/// One prepared SQL statement; values only ever reach SQLite as bound parameters.
///
/// The statement is finalized when the object goes away. Errors carry the SQL text (never the
/// bound values). A statement belongs to the connection, and so to the thread, that prepared it.
///
/// Related SQLite documentation: <https://www.sqlite.org/c3ref/stmt.html>
public final class Statement {
    /// The SQL text, as prepared.
    public let sql: String
    private let handle: OpaquePointer
    private let connection: OpaquePointer
    /// Column names, in result order.
    public let columnNames: [String]

    init(database: Database, sql: String, persistent: Bool) throws(DatabaseError) {
        try database.ensureOpen(sql: sql, function: "sqlite3_prepare_v3")
        self.sql = sql
        self.connection = database.handle
        var statement: OpaquePointer?
        var tailOffset = 0
        let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let code = sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(database.handle, text, -1, flags, &statement, &tail)
            if let tail {
                tailOffset = text.distance(to: tail)
            }
            return code
        }
        guard code == SQLITE_OK else {
            throw database.lastError(code: code, sql: sql, function: "sqlite3_prepare_v3")
        }
        guard let statement else {
            throw DatabaseError(
                resultCode: .SQLITE_MISUSE, message: "no SQL statement in the text", sql: sql,
                function: "sqlite3_prepare_v3")
        }
        let rest = sql.utf8.dropFirst(tailOffset)
        guard rest.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0x3B }) else {
            sqlite3_finalize(statement)
            throw DatabaseError(
                resultCode: .SQLITE_MISUSE, message: "more than one statement; use Database.executeScript",
                sql: sql, function: "sqlite3_prepare_v3")
        }
        handle = statement
        let count = sqlite3_column_count(statement)
        columnNames = (0..<count).map { index in
            sqlite3_column_name(statement, index).map { String(cString: $0) } ?? "column\(index)"
        }
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Whether the statement only reads (`sqlite3_stmt_readonly`).
    public var isReadOnly: Bool { sqlite3_stmt_readonly(handle) != 0 }

    /// Runs the statement to completion with `arguments`, ignoring any rows.
    public func execute(_ arguments: StatementArguments = []) throws(DatabaseError) {
        try bind(arguments)
        defer { reset() }
        while try step() {}
    }

    /// Runs the statement with `arguments` and returns every row.
    public func fetchAll(_ arguments: StatementArguments = []) throws(DatabaseError) -> [Row] {
        try bind(arguments)
        defer { reset() }
        var rows: [Row] = []
        while try step() {
            rows.append(currentRow())
        }
        return rows
    }

    /// Runs the statement with `arguments` and returns the first row, if any.
    public func fetchOne(_ arguments: StatementArguments = []) throws(DatabaseError) -> Row? {
        try bind(arguments)
        defer { reset() }
        return try step() ? currentRow() : nil
    }

    /// Binds `arguments` to the statement's parameters, in order; the count must match exactly.
    func bind(_ arguments: StatementArguments) throws(DatabaseError) {
        reset()
        sqlite3_clear_bindings(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard arguments.count == expected else {
            throw DatabaseError(
                resultCode: .SQLITE_RANGE, message: "statement takes \(expected) arguments, got \(arguments.count)",
                sql: sql, function: "sqlite3_bind")
        }
        for (offset, argument) in arguments.enumerated() {
            try bind(argument.databaseValue, at: Int32(offset + 1))
        }
    }

    private func bind(_ value: DatabaseValue, at index: Int32) throws(DatabaseError) {
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(handle, index)
        case .integer(let number):
            code = sqlite3_bind_int64(handle, index, number)
        case .real(let number):
            code = sqlite3_bind_double(handle, index, number)
        case .text(let text):
            var text = text
            code = text.withUTF8 { bytes in
                guard let base = bytes.baseAddress else {
                    return sqlite3_bind_text64(handle, index, "", 0, csqlite_transient(), UInt8(SQLITE_UTF8))
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                    sqlite3_bind_text64(
                        handle, index, chars, sqlite3_uint64(bytes.count), csqlite_transient(), UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let bytes):
            if bytes.isEmpty {
                code = sqlite3_bind_zeroblob(handle, index, 0)
            } else {
                code = bytes.withUnsafeBytes { raw in
                    sqlite3_bind_blob64(handle, index, raw.baseAddress, sqlite3_uint64(raw.count), csqlite_transient())
                }
            }
        }
        guard code == SQLITE_OK else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)),
                sql: sql, function: "sqlite3_bind")
        }
    }

    /// Advances one step: true when a row is ready, false when the statement is done.
    func step() throws(DatabaseError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)),
                sql: sql, function: "sqlite3_step")
        }
    }

    /// Resets the statement so it can run again (bindings are kept until the next ``bind(_:)``).
    func reset() {
        sqlite3_reset(handle)
    }

    private func currentRow() -> Row {
        var values: [DatabaseValue] = []
        values.reserveCapacity(columnNames.count)
        for index in columnNames.indices {
            values.append(columnValue(Int32(index)))
        }
        return Row(columnNames: columnNames, values: values, sql: sql)
    }

    private func columnValue(_ index: Int32) -> DatabaseValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(handle, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(handle, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            guard let bytes = sqlite3_column_blob(handle, index) else { return .blob([]) }
            let count = Int(sqlite3_column_bytes(handle, index))
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default:
            return .null
        }
    }
}
