internal import CSQLite

extension Database {
    /// Runs one statement with bound `arguments`, ignoring any rows.
    ///
    /// - Throws: ``DatabaseError`` carrying `sql` when it fails to compile or to run.
    public func execute(_ sql: String, _ arguments: StatementArguments = []) throws(DatabaseError) {
        try makeStatement(sql).execute(arguments)
    }

    /// Runs one query with bound `arguments` and returns every row.
    public func fetchAll(_ sql: String, _ arguments: StatementArguments = []) throws(DatabaseError) -> [Row] {
        try makeStatement(sql).fetchAll(arguments)
    }

    /// Runs one query with bound `arguments` and returns its first row, if any.
    public func fetchOne(_ sql: String, _ arguments: StatementArguments = []) throws(DatabaseError) -> Row? {
        try makeStatement(sql).fetchOne(arguments)
    }

    /// Runs several `;`-separated statements that take no arguments, such as a migration's DDL.
    ///
    /// Each statement is prepared and run in turn, so an error carries the one statement that failed.
    ///
    /// - Throws: ``DatabaseError`` with the failing statement's SQL.
    public func executeScript(_ script: String) throws(DatabaseError) {
        try ensureOpen(sql: script, function: "Database.executeScript")
        var remaining = Substring(script)
        while !remaining.allSatisfy({ $0.isWhitespace || $0 == ";" }) {
            var statement: OpaquePointer?
            var consumed = 0
            let text = String(remaining)
            let code = text.withCString { start in
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v3(handle, start, -1, 0, &statement, &tail)
                consumed = tail.map { start.distance(to: $0) } ?? text.utf8.count
                return code
            }
            let statementText = String(decoding: text.utf8.prefix(consumed), as: UTF8.self)
                .trimmingWhitespace()
            guard code == SQLITE_OK else {
                throw lastError(code: code, sql: statementText, function: "sqlite3_prepare_v3")
            }
            remaining = Substring(String(decoding: text.utf8.dropFirst(consumed), as: UTF8.self))
            guard let statement else { continue }
            defer { sqlite3_finalize(statement) }
            var step = sqlite3_step(statement)
            while step == SQLITE_ROW {
                step = sqlite3_step(statement)
            }
            guard step == SQLITE_DONE else {
                throw lastError(code: step, sql: statementText, function: "sqlite3_step")
            }
        }
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        let characters = Substring(self).drop(while: \.isWhitespace)
        return String(characters.reversed().drop(while: \.isWhitespace).reversed())
    }
}
