/// An uploaded font file as stored: its id, the description the server read from it, and its bytes.
public struct StoredFont: Sendable, Equatable {
    public var id: String
    public var descriptionJSON: String
    public var bytes: [UInt8]
    public var createdAt: Timestamp
}

extension ConfigRepository {
    /// Stores font `id` (the hex SHA-256 of `bytes`, computed by the caller) unless it is there already.
    ///
    /// - Returns through `completion`: true when this call stored it, false when it was already stored (the
    ///   same bytes give the same id, so nothing differs).
    public func saveFont(
        id: String, descriptionJSON: String, bytes: [UInt8],
        completion: @escaping @Sendable (Result<Bool, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try submitWrite(
            { (db) throws(ConfigStoreError) in try self.insertFont(db, id, descriptionJSON, bytes) }, completion)
    }

    /// Blocking ``saveFont(id:descriptionJSON:bytes:completion:)``.
    @discardableResult
    public func saveFont(id: String, descriptionJSON: String, bytes: [UInt8]) throws(ConfigStoreError) -> Bool {
        try backend.write { (db) throws(ConfigStoreError) in try self.insertFont(db, id, descriptionJSON, bytes) }
    }

    /// Font `id`, or nil when no such font was uploaded.
    public func font(
        id: String, completion: @escaping @Sendable (Result<StoredFont?, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try submitRead({ (db) throws(ConfigStoreError) in try Self.fetchFont(db, id) }, completion)
    }

    /// Blocking ``font(id:completion:)``.
    public func font(id: String) throws(ConfigStoreError) -> StoredFont? {
        try backend.read { (db) throws(ConfigStoreError) in try Self.fetchFont(db, id) }
    }

    private func insertFont(_ db: any ConfigConnection, _ id: String, _ description: String, _ bytes: [UInt8])
        throws(ConfigStoreError) -> Bool
    {
        // Two instances may upload the same font at once: the second insert does nothing.
        let inserted = try Self.fetchOne(
            db,
            """
            INSERT INTO fonts (id, description_json, bytes, created_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (id) DO NOTHING RETURNING id
            """, [id, description, bytes, clock().millisecondsSince1970])
        return inserted != nil
    }

    static func fetchFont(_ db: any ConfigConnection, _ id: String) throws(ConfigStoreError) -> StoredFont? {
        guard
            let row = try fetchOne(
                db, "SELECT id, description_json, bytes, created_at FROM fonts WHERE id = ?", [id])
        else { return nil }
        return StoredFont(
            id: try decode(row, "id", as: String.self),
            descriptionJSON: try decode(row, "description_json", as: String.self),
            bytes: try decode(row, "bytes", as: [UInt8].self),
            createdAt: Timestamp(millisecondsSince1970: try decode(row, "created_at", as: Int64.self)))
    }
}
