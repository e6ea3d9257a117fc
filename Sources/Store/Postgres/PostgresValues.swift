import CLibPQ

/// Converts between ``DatabaseValue`` and PostgreSQL's binary wire format.
///
/// | DatabaseValue | parameter type | result types read back |
/// |---|---|---|
/// | `.integer` | `int8` (OID 20) | `int2`, `int4`, `int8`, `bool` |
/// | `.real` | `float8` (701) | `float4`, `float8` |
/// | `.text` | `text` (25) | `text`, `varchar`, `name`, `char` |
/// | `.blob` | `bytea` (17) | `bytea` |
/// | `.null` | unspecified (0): the server infers it | any NULL |
///
/// Binary integers are big-endian (network order).
enum PostgresValues {
    /// Type OIDs from PostgreSQL's `pg_type.dat` (stable across versions).
    enum OID {
        static let bool: UInt32 = 16
        static let bytea: UInt32 = 17
        static let char: UInt32 = 18
        static let name: UInt32 = 19
        static let int8: UInt32 = 20
        static let int2: UInt32 = 21
        static let int4: UInt32 = 23
        static let text: UInt32 = 25
        static let float4: UInt32 = 700
        static let float8: UInt32 = 701
        static let varchar: UInt32 = 1043
    }

    /// Statement parameters in the four parallel arrays `PQexecParams` takes.
    struct Parameters {
        var types: [UInt32] = []
        /// Each value's bytes, nil for NULL.
        var values: [[UInt8]?] = []

        init(_ values: [DatabaseValue]) {
            for value in values {
                let (type, bytes) = PostgresValues.encode(value)
                types.append(type)
                self.values.append(bytes)
            }
        }

        /// Calls `body` with C arrays of types, value pointers, lengths and formats (all binary).
        func withCArrays<R>(
            _ body: (
                UnsafePointer<UInt32>?, UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?,
                UnsafePointer<Int32>?
            ) -> R
        ) -> R {
            let lengths = values.map { Int32($0?.count ?? 0) }
            let formats = [Int32](repeating: 1, count: values.count)
            // One buffer holds every value; pointers into it stay valid for the call.
            var joined: [UInt8] = []
            var offsets: [Int?] = []
            for value in values {
                if let value {
                    offsets.append(joined.count)
                    joined += value
                } else {
                    offsets.append(nil)
                }
            }
            joined.append(0)
            return joined.withUnsafeBufferPointer { buffer in
                let base = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
                let pointers: [UnsafePointer<CChar>?] = offsets.map { $0.map { base + $0 } }
                return types.withUnsafeBufferPointer { types in
                    pointers.withUnsafeBufferPointer { pointers in
                        lengths.withUnsafeBufferPointer { lengths in
                            formats.withUnsafeBufferPointer { formats in
                                body(types.baseAddress, pointers.baseAddress, lengths.baseAddress, formats.baseAddress)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The parameter type and binary bytes of `value` (nil bytes for NULL).
    static func encode(_ value: DatabaseValue) -> (UInt32, [UInt8]?) {
        switch value {
        case .null: (0, nil)
        case .integer(let number): (OID.int8, bigEndianBytes(UInt64(bitPattern: number)))
        case .real(let number): (OID.float8, bigEndianBytes(number.bitPattern))
        case .text(let text): (OID.text, Array(text.utf8))
        case .blob(let bytes): (OID.bytea, bytes)
        }
    }

    /// The value of binary bytes `bytes` of type `type`, or nil when the store does not read that type.
    static func decode(type: UInt32, bytes: UnsafeRawBufferPointer) -> DatabaseValue? {
        switch type {
        case OID.int8 where bytes.count == 8: .integer(Int64(bitPattern: bigEndian(bytes)))
        case OID.int4 where bytes.count == 4: .integer(Int64(Int32(bitPattern: UInt32(bigEndian(bytes)))))
        case OID.int2 where bytes.count == 2: .integer(Int64(Int16(bitPattern: UInt16(bigEndian(bytes)))))
        case OID.bool where bytes.count == 1: .integer(bytes[0] == 0 ? 0 : 1)
        case OID.float8 where bytes.count == 8: .real(Double(bitPattern: bigEndian(bytes)))
        case OID.float4 where bytes.count == 4: .real(Double(Float(bitPattern: UInt32(bigEndian(bytes)))))
        case OID.text, OID.varchar, OID.name, OID.char: .text(String(decoding: bytes, as: UTF8.self))
        case OID.bytea: .blob(Array(bytes))
        default: nil
        }
    }

    /// Every row of `result` (binary format), with its column names.
    static func rows(of result: OpaquePointer?, sql: String) throws(PostgresError) -> [Row] {
        guard let result else { return [] }
        let columnCount = PQnfields(result)
        let names = (0..<columnCount).map { String(cString: PQfname(result, $0)) }
        var rows: [Row] = []
        for row in 0..<PQntuples(result) {
            var values: [DatabaseValue] = []
            values.reserveCapacity(Int(columnCount))
            for column in 0..<columnCount {
                if PQgetisnull(result, row, column) != 0 {
                    values.append(.null)
                    continue
                }
                let type = PQftype(result, column)
                let bytes = UnsafeRawBufferPointer(
                    start: PQgetvalue(result, row, column), count: Int(PQgetlength(result, row, column)))
                guard let value = decode(type: type, bytes: bytes) else {
                    throw PostgresError(
                        message: "column \(names[Int(column)]) has type OID \(type), which the store does not read",
                        sql: sql, function: "PostgresValues.rows")
                }
                values.append(value)
            }
            rows.append(Row(columnNames: names, values: values, sql: sql))
        }
        return rows
    }

    static func bigEndianBytes(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * UInt64($0))) }
    }

    private static func bigEndian(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        bytes.reduce(0) { ($0 << 8) | UInt64($1) }
    }
}
