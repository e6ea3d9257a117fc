/// One SQLite value, in one of its five storage classes.
///
/// Related SQLite documentation: <https://www.sqlite.org/datatype3.html>
public enum DatabaseValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The storage class name SQLite uses (`INTEGER`, `TEXT`, ...), for error messages.
    public var storageClass: String {
        switch self {
        case .null: "NULL"
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .blob: "BLOB"
        }
    }
}

/// A Swift type that converts to and from a ``DatabaseValue``, usable as a statement argument and as a column type.
public protocol DatabaseValueConvertible {
    /// The value to bind.
    var databaseValue: DatabaseValue { get }
    /// The Swift value for a column value, or nil when the storage class does not fit.
    init?(databaseValue: DatabaseValue)
}

/// Values bound to a statement's `?` parameters, in order.
public typealias StatementArguments = [any DatabaseValueConvertible]

extension DatabaseValue: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self }

    public init?(databaseValue: DatabaseValue) {
        self = databaseValue
    }
}

extension Int64: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(self) }

    public init?(databaseValue: DatabaseValue) {
        guard case .integer(let value) = databaseValue else { return nil }
        self = value
    }
}

extension Int: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }

    public init?(databaseValue: DatabaseValue) {
        guard case .integer(let value) = databaseValue, let exact = Int(exactly: value) else { return nil }
        self = exact
    }
}

extension Bool: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }

    public init?(databaseValue: DatabaseValue) {
        guard case .integer(let value) = databaseValue else { return nil }
        self = value != 0
    }
}

extension Double: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .real(self) }

    public init?(databaseValue: DatabaseValue) {
        switch databaseValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension String: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .text(self) }

    public init?(databaseValue: DatabaseValue) {
        guard case .text(let value) = databaseValue else { return nil }
        self = value
    }
}

extension [UInt8]: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .blob(self) }

    public init?(databaseValue: DatabaseValue) {
        guard case .blob(let value) = databaseValue else { return nil }
        self = value
    }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }

    public init?(databaseValue: DatabaseValue) {
        if case .null = databaseValue {
            self = .none
            return
        }
        guard let value = Wrapped(databaseValue: databaseValue) else { return nil }
        self = .some(value)
    }
}
