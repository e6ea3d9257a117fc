import Dispatch
import Synchronization

/// Copies a whole store into another (SQLite to PostgreSQL, or either way) and checks the copy:
/// `pager-playground migrate --from sqlite:PATH --to postgres://…`.
///
/// The source is read on one snapshot, page by page; the target is written in one transaction (all or
/// nothing) as the pages come, keeping every row's key (config ids, so fork links stay right), every version, the token hashes
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

    /// How many rows a page of each table holds: a font row holds up to 10 MB, the others a few KB.
    public struct PageSizes: Sendable {
        public var rows: Int
        public var fontRows: Int

        public static let standard = PageSizes(rows: 500, fontRows: 4)

        func rows(of table: String) -> Int { table == "fonts" ? fontRows : rows }
    }

    /// Copies every table of `source` into `target` and compares them.
    ///
    /// The source is read page by page on one snapshot while the target is written in one transaction,
    /// at most two pages between them (``PageChannel``): memory stays bounded whatever the store holds.
    ///
    /// - Parameter replace: when false, a target that holds any config, version or font is refused
    ///   (``ConfigStoreError/invalidArgument(name:message:)`` named `to`) and left as it was; when true,
    ///   its rows are deleted first, in the same transaction as the copy.
    /// - Returns: one report per table of ``ConfigSchema/tables``; the copy succeeded when all match.
    public static func copy(
        from source: ConfigRepository, to target: ConfigRepository, replace: Bool, pages: PageSizes = .standard
    ) throws(ConfigStoreError) -> [TableReport] {
        let channel = PageChannel(capacity: 2)
        let written = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<Void, ConfigStoreError>?>(nil)
        try target.backend.asyncWrite { (db) throws(ConfigStoreError) in
            do throws(ConfigStoreError) {
                try write(from: channel, into: db, replace: replace)
            } catch {
                channel.cancel()
                throw error
            }
        } completion: { result in
            outcome.withLock { $0 = result }
            written.signal()
        }
        var readError: ConfigStoreError?
        do {
            try source.backend.read { (db) throws(ConfigStoreError) in
                try forEachPage(db, pages: pages) { (table, rows) throws(ConfigStoreError) in
                    try channel.put(.page(table: table, rows: rows))
                }
            }
            try channel.put(.end)
        } catch {
            readError = error
            try? channel.put(.failed(error))
        }
        written.wait()
        if case .failure(let error) = outcome.withLock({ $0 }) { throw error }
        if let readError { throw readError }
        let before = try checks(source, pages: pages)
        let after = try checks(target, pages: pages)
        return zip(before, after).map { TableReport(source: $0, target: $1) }
    }

    /// The target's side of ``copy(from:to:replace:pages:)``: refuses or empties a non-empty target, then
    /// inserts the pages as they come.
    private static func write(from channel: PageChannel, into db: any ConfigConnection, replace: Bool)
        throws(ConfigStoreError)
    {
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
        let inserts = ConfigSchema.tables.map { table in
            let placeholders = Array(repeating: "?", count: table.columns.count).joined(separator: ", ")
            return "INSERT INTO \(table.name) (\(table.columns.joined(separator: ", "))) VALUES (\(placeholders))"
        }
        while true {
            switch channel.take() {
            case .page(let table, let rows):
                for row in rows { try db.run(inserts[table], row.values) }
            case .failed(let error):
                throw error
            case .end:
                if let sql = db.dialect.identityCatchUp { try db.run(sql, []) }
                return
            }
        }
    }

    /// Every table's row count and content hash, on one snapshot of `repository`, read page by page.
    public static func checks(_ repository: ConfigRepository, pages: PageSizes = .standard)
        throws(ConfigStoreError) -> [TableCheck]
    {
        try repository.backend.read { (db) throws(ConfigStoreError) in
            var counts = [Int](repeating: 0, count: ConfigSchema.tables.count)
            var hashes: [SHA256Stream] = []
            for _ in ConfigSchema.tables { hashes.append(try crypto { () throws(CryptoError) in try SHA256Stream() }) }
            try forEachPage(db, pages: pages) { (table, rows) throws(ConfigStoreError) in
                counts[table] += rows.count
                try crypto { () throws(CryptoError) in try hashes[table].update(encoded(rows)) }
            }
            var checks: [TableCheck] = []
            for (index, table) in ConfigSchema.tables.enumerated() {
                let digest = try crypto { () throws(CryptoError) in try hashes[index].finish() }
                checks.append(TableCheck(table: table.name, rows: counts[index], hash: hex(digest)))
            }
            return checks
        }
    }

    /// `work`'s libcrypto failure as the store's error.
    private static func crypto<T>(_ work: () throws(CryptoError) -> T) throws(ConfigStoreError) -> T {
        do {
            return try work()
        } catch {
            throw .crypto(error)
        }
    }

    /// Reads every table in key order, `pages` rows at a time (keyset pagination: each page starts after
    /// the last key of the one before), and hands each page to `body` with its table's index.
    static func forEachPage(
        _ db: any ConfigConnection, pages: PageSizes, _ body: (Int, [Row]) throws(ConfigStoreError) -> Void
    ) throws(ConfigStoreError) {
        for (index, table) in ConfigSchema.tables.enumerated() {
            let keys = table.key.split(separator: ",").map { String($0).filter { $0 != " " } }
            let positions = keys.compactMap { table.columns.firstIndex(of: $0) }
            precondition(positions.count == keys.count, "a table's key is among its copied columns")
            let select = "SELECT \(table.columns.joined(separator: ", ")) FROM \(table.name)"
            let order = "ORDER BY \(table.key) LIMIT \(pages.rows(of: table.name))"
            let placeholders = Array(repeating: "?", count: keys.count).joined(separator: ", ")
            let after = "WHERE (\(table.key)) > (\(placeholders))"
            var last: Row?
            while true {
                let rows: [Row]
                if let last {
                    rows = try db.rows("\(select) \(after) \(order)", positions.map { last.values[$0] })
                } else {
                    rows = try db.rows("\(select) \(order)", [])
                }
                guard let end = rows.last else { break }
                try body(index, rows)
                last = end
            }
        }
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
