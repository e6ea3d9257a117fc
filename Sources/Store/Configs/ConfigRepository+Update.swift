extension ConfigRepository {
    /// Saves version `expectedVersion + 1` of config `slug`, if `token` is its edit token and nobody
    /// saved since `expectedVersion` (`PUT /api/configs/{slug}` with `If-Match`).
    ///
    /// The lookup, the token check, the version check and the insert run in one `IMMEDIATE`
    /// transaction on the single writer, so of two updates from the same version exactly one wins
    /// and the other gets ``ConfigStoreError/versionConflict(slug:expected:current:)``.
    ///
    /// - Throws: at once: overloaded or closed; through `completion`, checked in this order:
    ///   ``ConfigStoreError/notFound(slug:)``, ``ConfigStoreError/wrongToken(slug:)``,
    ///   ``ConfigStoreError/versionConflict(slug:expected:current:)``.
    /// `visibility` nil keeps the config's current visibility.
    public func update(
        slug: String, token: String, expectedVersion: Int, name: String, configJSON: String, schemaVersion: Int,
        visibility: ConfigVisibility? = nil,
        completion: @escaping @Sendable (Result<ConfigVersionSummary, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        let change = Change(name: name, configJSON: configJSON, schemaVersion: schemaVersion, visibility: visibility)
        try submitWrite(
            { (db) throws(ConfigStoreError) in try self.updateConfig(db, slug, token, expectedVersion, change) },
            completion)
    }

    /// Blocking ``update(slug:token:expectedVersion:name:configJSON:schemaVersion:completion:)``.
    public func update(
        slug: String, token: String, expectedVersion: Int, name: String, configJSON: String, schemaVersion: Int,
        visibility: ConfigVisibility? = nil
    ) throws(ConfigStoreError) -> ConfigVersionSummary {
        let change = Change(name: name, configJSON: configJSON, schemaVersion: schemaVersion, visibility: visibility)
        return try backend.write { (db) throws(ConfigStoreError) in
            try self.updateConfig(db, slug, token, expectedVersion, change)
        }
    }

    /// Deletes config `slug` if `token` is its edit token and, when `expectedVersion` is given, nobody
    /// saved since that version (`DELETE /api/configs/{slug}`, `If-Match` optional).
    ///
    /// Every version's content is erased; the slug stays reserved as a tombstone, so old share links
    /// answer 404 forever and are never reused. Forks of the config keep their content and their
    /// parent link.
    ///
    /// - Throws: through `completion`: ``ConfigStoreError/notFound(slug:)`` (also for a second delete),
    ///   ``ConfigStoreError/wrongToken(slug:)``, ``ConfigStoreError/versionConflict(slug:expected:current:)``.
    public func delete(
        slug: String, token: String, expectedVersion: Int? = nil,
        completion: @escaping @Sendable (Result<Void, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try submitWrite(
            { (db) throws(ConfigStoreError) in try self.deleteConfig(db, slug, token, expectedVersion) }, completion)
    }

    /// Blocking ``delete(slug:token:expectedVersion:completion:)``.
    public func delete(slug: String, token: String, expectedVersion: Int? = nil) throws(ConfigStoreError) {
        try backend.write { (db) throws(ConfigStoreError) in try self.deleteConfig(db, slug, token, expectedVersion) }
    }

    private struct Change: Sendable {
        var name: String
        var configJSON: String
        var schemaVersion: Int
        var visibility: ConfigVisibility?
    }

    private struct Owned {
        var id: Int64
        var latestVersion: Int
        var visibility: ConfigVisibility
    }

    /// The live config `slug`, after checking `token` against its hash.
    private static func authorize(_ db: any ConfigConnection, _ slug: String, _ token: String) throws(ConfigStoreError)
        -> Owned
    {
        let row = try fetchOne(
            db,
            "SELECT id, token_hash, latest_version, visibility FROM configs WHERE slug = ? AND deleted_at IS NULL"
                + db.dialect.lockingClause, [slug])
        guard let row else {
            throw .notFound(slug: slug)
        }
        let storedHash = try decode(row, "token_hash", as: [UInt8].self)
        let matches: Bool
        do {
            matches = try EditToken.matches(token, storedHash: storedHash)
        } catch {
            throw .crypto(error)
        }
        guard matches else {
            throw .wrongToken(slug: slug)
        }
        return Owned(
            id: try decode(row, "id", as: Int64.self), latestVersion: try decode(row, "latest_version", as: Int.self),
            visibility: ConfigVisibility(rawValue: try decode(row, "visibility", as: String.self)) ?? .public)
    }

    private func updateConfig(
        _ db: any ConfigConnection, _ slug: String, _ token: String, _ expected: Int, _ change: Change
    )
        throws(ConfigStoreError) -> ConfigVersionSummary
    {
        let owned = try Self.authorize(db, slug, token)
        guard owned.latestVersion == expected else {
            throw .versionConflict(slug: slug, expected: expected, current: owned.latestVersion)
        }
        let now = clock()
        let number = expected + 1
        let visibility = change.visibility ?? owned.visibility
        try Self.execute(
            db,
            """
            INSERT INTO config_versions (config_id, number, name, schema_version, config_json, created_at,
                                         visibility)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, [owned.id, number, change.name, change.schemaVersion, change.configJSON, now, visibility.rawValue])
        try Self.execute(
            db,
            """
            UPDATE configs SET latest_version = ?, name = ?, updated_at = ?, visibility = ?
            WHERE id = ? AND latest_version = ?
            """, [number, change.name, now, visibility.rawValue, owned.id, expected])
        var summary = ConfigVersionSummary(
            number: number, name: change.name, schemaVersion: change.schemaVersion, createdAt: now)
        summary.visibility = visibility
        return summary
    }

    private func deleteConfig(_ db: any ConfigConnection, _ slug: String, _ token: String, _ expected: Int?)
        throws(ConfigStoreError)
    {
        let owned = try Self.authorize(db, slug, token)
        if let expected, owned.latestVersion != expected {
            throw .versionConflict(slug: slug, expected: expected, current: owned.latestVersion)
        }
        try Self.execute(db, "DELETE FROM config_versions WHERE config_id = ?", [owned.id])
        try Self.execute(
            db, "UPDATE configs SET deleted_at = ?, name = '', token_hash = ? WHERE id = ?",
            [clock(), [UInt8](), owned.id])
    }
}
