extension ConfigRepository {
    /// The latest version of config `slug` (`GET /api/configs/{slug}`, `/c/{slug}`).
    ///
    /// - Throws: at once: overloaded or closed; through `completion`: ``ConfigStoreError/notFound(slug:)``
    ///   for unknown and deleted slugs.
    public func latest(
        slug: String, completion: @escaping @Sendable (Result<StoredConfig, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try submitRead({ (db) throws(ConfigStoreError) in try Self.storedConfig(db, slug, nil) }, completion)
    }

    /// Blocking ``latest(slug:completion:)``.
    public func latest(slug: String) throws(ConfigStoreError) -> StoredConfig {
        try backend.read { (db) throws(ConfigStoreError) in try Self.storedConfig(db, slug, nil) }
    }

    /// Version `version` of config `slug`, or its latest when `version` is nil (a route that takes an
    /// optional `?version=n` or `/v/{n}`).
    public func config(
        slug: String, version: Int?,
        completion: @escaping @Sendable (Result<StoredConfig, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try submitRead({ (db) throws(ConfigStoreError) in try Self.storedConfig(db, slug, version) }, completion)
    }

    /// Version `version` of config `slug` (`?version=n`, `/c/{slug}/v/{n}`); old versions stay readable.
    ///
    /// - Throws: through `completion`: ``ConfigStoreError/notFound(slug:)`` or
    ///   ``ConfigStoreError/versionNotFound(slug:version:)``.
    public func version(
        slug: String, _ version: Int, completion: @escaping @Sendable (Result<StoredConfig, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try submitRead({ (db) throws(ConfigStoreError) in try Self.storedConfig(db, slug, version) }, completion)
    }

    /// Blocking ``version(slug:_:completion:)``.
    public func version(slug: String, _ version: Int) throws(ConfigStoreError) -> StoredConfig {
        try backend.read { (db) throws(ConfigStoreError) in try Self.storedConfig(db, slug, version) }
    }

    /// Every version of config `slug`, oldest (1) first (`GET /api/configs/{slug}/versions`).
    public func versions(
        slug: String, completion: @escaping @Sendable (Result<[ConfigVersionSummary], ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try submitRead({ (db) throws(ConfigStoreError) in try Self.versionHistory(db, slug) }, completion)
    }

    /// Blocking ``versions(slug:completion:)``.
    public func versions(slug: String) throws(ConfigStoreError) -> [ConfigVersionSummary] {
        try backend.read { (db) throws(ConfigStoreError) in try Self.versionHistory(db, slug) }
    }

    static func storedConfig(_ db: any ConfigConnection, _ slug: String, _ version: Int?) throws(ConfigStoreError)
        -> StoredConfig
    {
        let row = try fetchOne(
            db,
            """
            SELECT c.latest_version, c.parent_version, p.slug AS parent_slug,
                   v.number, v.name, v.schema_version, v.config_json, v.created_at, v.visibility
            FROM configs AS c
            JOIN config_versions AS v ON v.config_id = c.id AND v.number = coalesce(?, c.latest_version)
            LEFT JOIN configs AS p ON p.id = c.parent_id
            WHERE c.slug = ? AND c.deleted_at IS NULL
            """, [version, slug])
        guard let row else {
            throw try missing(db, slug: slug, version: version)
        }
        var parent: ConfigReference?
        if let parentSlug = try decode(row, "parent_slug", as: String?.self),
            let parentVersion = try decode(row, "parent_version", as: Int?.self)
        {
            parent = ConfigReference(slug: parentSlug, version: parentVersion)
        }
        var stored = StoredConfig(
            slug: slug, version: try decode(row, "number", as: Int.self),
            latestVersion: try decode(row, "latest_version", as: Int.self),
            name: try decode(row, "name", as: String.self), configJSON: try decode(row, "config_json", as: String.self),
            schemaVersion: try decode(row, "schema_version", as: Int.self),
            createdAt: try decode(row, "created_at", as: Timestamp.self), parent: parent)
        stored.visibility = ConfigVisibility(rawValue: try decode(row, "visibility", as: String.self)) ?? .public
        return stored
    }

    static func versionHistory(_ db: any ConfigConnection, _ slug: String) throws(ConfigStoreError)
        -> [ConfigVersionSummary]
    {
        let rows = try fetchAll(
            db,
            """
            SELECT v.number, v.name, v.schema_version, v.created_at, v.visibility
            FROM configs AS c JOIN config_versions AS v ON v.config_id = c.id
            WHERE c.slug = ? AND c.deleted_at IS NULL
            ORDER BY v.number
            """, [slug])
        guard !rows.isEmpty else {
            throw .notFound(slug: slug)
        }
        var history: [ConfigVersionSummary] = []
        for row in rows {
            var summary = ConfigVersionSummary(
                number: try decode(row, "number", as: Int.self), name: try decode(row, "name", as: String.self),
                schemaVersion: try decode(row, "schema_version", as: Int.self),
                createdAt: try decode(row, "created_at", as: Timestamp.self))
            summary.visibility = ConfigVisibility(rawValue: try decode(row, "visibility", as: String.self)) ?? .public
            history.append(summary)
        }
        return history
    }
}
