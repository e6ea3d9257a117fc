/// Copies a whole store into another (SQLite to PostgreSQL, or either way) and checks the copy:
/// `pager-playground migrate --from sqlite:PATH --to postgres://…`.
///
/// The source is read on one snapshot; the target is written in one transaction (all or nothing),
/// keeping every row's key (config ids, so fork links stay right), every version, the token hashes
/// and the fonts. Afterwards each side is read again, separately, and every table's row count and a
/// SHA-256 over its rows in key order are compared (``TableCheck``).
public enum StoreCopy {
    /// One table's row count and content hash on one side.
    public struct TableCheck: Sendable, Equatable {
        public var table: String
        public var rows: Int
        /// Hex SHA-256 of the table's rows in key order (``digest(of:)``).
        public var hash: String
    }

    /// Both sides' checks of one table.
    public struct TableReport: Sendable, Equatable {
        public var source: TableCheck
        public var target: TableCheck
        public var matches: Bool { source.rows == target.rows && source.hash == target.hash }
    }

    /// Copies every table of `source` into `target` and compares them.
    ///
    /// - Parameter replace: when false, a target that holds any config, version or font is refused
    ///   (``ConfigStoreError/invalidArgument(name:message:)`` named `to`) and left as it was; when true,
    ///   its rows are deleted first, in the same transaction as the copy.
    /// - Returns: one report per table of ``ConfigSchema/tables``; the copy succeeded when all match.
    public static func copy(from source: ConfigRepository, to target: ConfigRepository, replace: Bool)
        throws(ConfigStoreError) -> [TableReport]
    {
        let tables = try source.backend.read { (db) throws(ConfigStoreError) in try readTables(db) }
        try target.backend.write { (db) throws(ConfigStoreError) in
            let present = try rowCounts(db)
            if present.reduce(0, +) > 0 {
                guard replace else {
                    throw .invalidArgument(
                        name: "to",
                        message: "the target store is not empty (\(present.reduce(0, +)) rows); "
                            + "give --replace to delete them first")
                }
                for table in ConfigSchema.tables.reversed() {
                    try db.run("DELETE FROM \(table.name)", [])
                }
            }
            for (table, rows) in zip(ConfigSchema.tables, tables) {
                let placeholders = Array(repeating: "?", count: table.columns.count).joined(separator: ", ")
                let insert =
                    "INSERT INTO \(table.name) (\(table.columns.joined(separator: ", "))) VALUES (\(placeholders))"
                for row in rows {
                    try db.run(insert, row.values)
                }
            }
            if let sql = db.dialect.identityCatchUp {
                try db.run(sql, [])
            }
        }
        let before = try checks(source)
        let after = try checks(target)
        return zip(before, after).map { TableReport(source: $0, target: $1) }
    }

    /// Every table's row count and content hash, on one snapshot of `repository`.
    public static func checks(_ repository: ConfigRepository) throws(ConfigStoreError) -> [TableCheck] {
        let tables = try repository.backend.read { (db) throws(ConfigStoreError) in try readTables(db) }
        var checks: [TableCheck] = []
        for (table, rows) in zip(ConfigSchema.tables, tables) {
            let digest: [UInt8]
            do {
                digest = try SHA256.hash(encoded(rows))
            } catch {
                throw .crypto(error)
            }
            checks.append(TableCheck(table: table.name, rows: rows.count, hash: hex(digest)))
        }
        return checks
    }

    private static func readTables(_ db: any ConfigConnection) throws(ConfigStoreError) -> [[Row]] {
        var tables: [[Row]] = []
        for table in ConfigSchema.tables {
            tables.append(
                try db.rows(
                    "SELECT \(table.columns.joined(separator: ", ")) FROM \(table.name) ORDER BY \(table.key)", []))
        }
        return tables
    }

    private static func rowCounts(_ db: any ConfigConnection) throws(ConfigStoreError) -> [Int] {
        var counts: [Int] = []
        for table in ConfigSchema.tables {
            let row = try db.row("SELECT count(*) AS n FROM \(table.name)", [])
            counts.append(
                try ConfigRepository.decode(row ?? Row(columnNames: [], values: [], sql: ""), "n", as: Int.self))
        }
        return counts
    }

    /// A byte string that determines the rows exactly: per value a type tag, then for integers and
    /// reals 8 big-endian bytes, for text and blobs an 8-byte length and the bytes.
    static func encoded(_ rows: [Row]) -> [UInt8] {
        var bytes: [UInt8] = []
        for row in rows {
            bytes.append(UInt8(ascii: "R"))
            for value in row.values {
                switch value {
                case .null:
                    bytes.append(0)
                case .integer(let number):
                    bytes.append(1)
                    bytes += PostgresValues.bigEndianBytes(UInt64(bitPattern: number))
                case .real(let number):
                    bytes.append(2)
                    bytes += PostgresValues.bigEndianBytes(number.bitPattern)
                case .text(let text):
                    bytes.append(3)
                    bytes += PostgresValues.bigEndianBytes(UInt64(text.utf8.count)) + Array(text.utf8)
                case .blob(let blob):
                    bytes.append(4)
                    bytes += PostgresValues.bigEndianBytes(UInt64(blob.count)) + blob
                }
            }
        }
        return bytes
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }
}
