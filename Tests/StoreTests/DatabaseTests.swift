import Store
import Testing

struct DatabaseTests {
    private func withDatabase(_ body: (Database) throws -> Void) throws {
        try withTemporaryDirectory { directory throws in
            let db = try Database(path: directory + "/test.sqlite")
            defer { db.close() }
            try body(db)
        }
    }

    @Test func openConfiguresWALFullSyncForeignKeysAndBusyTimeout() throws {
        try withDatabase { db throws in
            #expect(try db.fetchOne("PRAGMA journal_mode")?.decode(0, as: String.self) == "wal")
            // synchronous: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA (sqlite.org/pragma.html#pragma_synchronous).
            #expect(try db.fetchOne("PRAGMA synchronous")?.decode(0, as: Int.self) == 2)
            #expect(try db.fetchOne("PRAGMA foreign_keys")?.decode(0, as: Int.self) == 1)
            // The default Options busy timeout is 5 s = 5000 ms.
            #expect(try db.fetchOne("PRAGMA busy_timeout")?.decode(0, as: Int.self) == 5000)
        }
    }

    @Test func readOnlyConnectionRefusesWrites() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/test.sqlite"
            let writer = try Database(path: path)
            try writer.execute("CREATE TABLE t(x)")
            let reader = try Database(path: path, options: Database.Options(isReadOnly: true))
            #expect(try reader.fetchOne("PRAGMA query_only")?.decode(0, as: Int.self) == 1)
            let error = try #require(throws: DatabaseError.self) { try reader.execute("INSERT INTO t VALUES (1)") }
            #expect(error.resultCode == .SQLITE_READONLY)
        }
    }

    @Test func openFailureCarriesCodeAndPath() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/missing/sub/dir.sqlite"
            let error = try #require(throws: DatabaseError.self) { try Database(path: path) }
            #expect(error.resultCode == .SQLITE_CANTOPEN)
            #expect(error.function == "sqlite3_open_v2")
            #expect(error.message.contains(path))
        }
    }

    @Test func valuesRoundTripThroughBoundParameters() throws {
        try withDatabase { db throws in
            try db.execute("CREATE TABLE t(i INTEGER, r REAL, s TEXT, b BLOB, n)")
            let text = "naïve ✓ \u{0}embedded NUL"
            try db.execute(
                "INSERT INTO t VALUES (?, ?, ?, ?, ?)",
                [Int64.min, 0.1, text, [UInt8](arrayLiteral: 0, 255, 7), nil as Int?])
            try db.execute("INSERT INTO t VALUES (?, ?, ?, ?, ?)", [Int64.max, -2.5, "", [UInt8](), true])
            let rows = try db.fetchAll("SELECT i, r, s, b, n FROM t ORDER BY rowid")
            #expect(rows.count == 2)
            #expect(try rows[0].decode("i", as: Int64.self) == Int64.min)
            #expect(try rows[0].decode("r", as: Double.self) == 0.1)
            #expect(try rows[0].decode("s", as: String.self) == text)
            #expect(try rows[0].decode("b", as: [UInt8].self) == [0, 255, 7])
            #expect(try rows[0].decode("n", as: Int?.self) == nil)
            #expect(try rows[1].decode("i", as: Int64.self) == Int64.max)
            #expect(try rows[1].decode("s", as: String.self) == "")
            #expect(rows[1]["b"] == .blob([]))
            #expect(try rows[1].decode("n", as: Bool.self) == true)
        }
    }

    @Test func valuesAreNeverSpliced() throws {
        try withDatabase { db throws in
            try db.execute("CREATE TABLE t(s TEXT)")
            let hostile = "x'); DROP TABLE t; --"
            try db.execute("INSERT INTO t VALUES (?)", [hostile])
            #expect(try db.fetchOne("SELECT s FROM t")?.decode(0, as: String.self) == hostile)
        }
    }

    @Test func syntaxErrorCarriesTheSQL() throws {
        try withDatabase { db throws in
            let error = try #require(throws: DatabaseError.self) { try db.execute("SELEC 1") }
            #expect(error.extendedResultCode == .SQLITE_ERROR)
            #expect(error.sql == "SELEC 1")
            #expect(error.function == "sqlite3_prepare_v3")
            #expect(error.message.contains("syntax error"))
            #expect(error.description.contains("SELEC 1"))
        }
    }

    @Test func constraintErrorsMapToExtendedCodesWithoutArgumentsInTheDescription() throws {
        try withDatabase { db throws in
            try db.executeScript(
                """
                CREATE TABLE parent(id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, n INTEGER CHECK (n > 0));
                CREATE TABLE child(parent_id INTEGER NOT NULL REFERENCES parent(id));
                """)
            let insert = "INSERT INTO parent(id, code, n) VALUES (?, ?, ?)"
            try db.execute(insert, [1, "secret-argument-value", 1])

            let unique = try #require(throws: DatabaseError.self) {
                try db.execute(insert, [2, "secret-argument-value", 1])
            }
            #expect(unique.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE)
            #expect(unique.resultCode == .SQLITE_CONSTRAINT)
            #expect(unique.sql == insert)
            #expect(unique.function == "sqlite3_step")
            #expect(!unique.description.contains("secret-argument-value"))

            let primaryKey = try #require(throws: DatabaseError.self) { try db.execute(insert, [1, "other", 1]) }
            #expect(primaryKey.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY)
            let notNull = try #require(throws: DatabaseError.self) { try db.execute(insert, [3, nil as String?, 1]) }
            #expect(notNull.extendedResultCode == .SQLITE_CONSTRAINT_NOTNULL)
            let check = try #require(throws: DatabaseError.self) { try db.execute(insert, [4, "c", 0]) }
            #expect(check.extendedResultCode == .SQLITE_CONSTRAINT_CHECK)
            let foreignKey = try #require(throws: DatabaseError.self) {
                try db.execute("INSERT INTO child VALUES (?)", [99])
            }
            #expect(foreignKey.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY)
        }
    }

    @Test func argumentCountMustMatchParameters() throws {
        try withDatabase { db throws in
            let error = try #require(throws: DatabaseError.self) { try db.execute("SELECT ?, ?", [1]) }
            #expect(error.extendedResultCode == .SQLITE_RANGE)
            #expect(error.sql == "SELECT ?, ?")
        }
    }

    @Test func oneStatementPerPrepareScriptsReportTheFailingStatement() throws {
        try withDatabase { db throws in
            let error = try #require(throws: DatabaseError.self) { try db.execute("SELECT 1; SELECT 2") }
            #expect(error.extendedResultCode == .SQLITE_MISUSE)

            try db.executeScript("CREATE TABLE a(x); CREATE TABLE b(y);")
            let scriptError = try #require(throws: DatabaseError.self) {
                try db.executeScript(
                    "INSERT INTO a VALUES (1);\nINSERT INTO nowhere VALUES (2);\nINSERT INTO b VALUES (3);")
            }
            #expect(scriptError.sql == "INSERT INTO nowhere VALUES (2);")
            #expect(try db.fetchOne("SELECT count(*) FROM a")?.decode(0, as: Int.self) == 1)
            #expect(try db.fetchOne("SELECT count(*) FROM b")?.decode(0, as: Int.self) == 0)
        }
    }

    @Test func decodingMismatchIsAnErrorWithTheSQL() throws {
        try withDatabase { db throws in
            let row = try #require(try db.fetchOne("SELECT NULL AS a, 'text' AS b"))
            let null = try #require(throws: DatabaseError.self) { try row.decode("a", as: Int.self) }
            #expect(null.extendedResultCode == .SQLITE_MISMATCH)
            #expect(null.sql == "SELECT NULL AS a, 'text' AS b")
            #expect(throws: DatabaseError.self) { try row.decode("b", as: Int.self) }
            #expect(throws: DatabaseError.self) { try row.decode("missing", as: String.self) }
            #expect(throws: DatabaseError.self) { try row.decode(7, as: String.self) }
        }
    }

    @Test func transactionCommitsOrRollsBack() throws {
        struct Abort: DatabaseErrorConvertible {
            init(databaseError: DatabaseError) {}
            init() {}
        }
        try withDatabase { db throws in
            try db.execute("CREATE TABLE t(x)")
            try db.inTransaction(.immediate) { () throws(DatabaseError) in
                try db.execute("INSERT INTO t VALUES (1)")
                #expect(db.isInsideTransaction)
            }
            #expect(!db.isInsideTransaction)
            #expect(throws: Abort.self) {
                try db.inTransaction { () throws(Abort) in
                    try? db.execute("INSERT INTO t VALUES (2)")
                    throw Abort()
                }
            }
            #expect(!db.isInsideTransaction)
            #expect(try db.fetchAll("SELECT x FROM t").map { try $0.decode(0, as: Int.self) } == [1])
        }
    }

    @Test func cachedStatementsAreReusedAndReset() throws {
        try withDatabase { db throws in
            let first = try db.cachedStatement("SELECT ? + 1")
            let second = try db.cachedStatement("SELECT ? + 1")
            #expect(first === second)
            #expect(try first.fetchOne([1])?.decode(0, as: Int.self) == 2)
            #expect(try second.fetchOne([41])?.decode(0, as: Int.self) == 42)
        }
    }

    @Test func closedConnectionRefusesWork() throws {
        try withTemporaryDirectory { directory throws in
            let db = try Database(path: directory + "/test.sqlite")
            db.close()
            #expect(!db.isOpen)
            let error = try #require(throws: DatabaseError.self) { try db.execute("SELECT 1") }
            #expect(error.extendedResultCode == .SQLITE_MISUSE)
        }
    }
}
