extension ConfigRepository {
    /// Saves a new config as version 1 under a fresh slug, with a fresh edit token.
    ///
    /// - Parameters:
    ///   - name: The display name (validated by the caller: 1–80 characters, no control characters).
    ///   - configJSON: Validated, normalised config JSON (SQLite checks only that it is JSON).
    ///   - schemaVersion: The config schema version `configJSON` is written in.
    ///   - parent: A version to record as this config's origin; it must exist.
    ///   - completion: Runs on the writer thread once the save is committed to disk, or failed.
    /// - Throws: ``ConfigStoreError/overloaded(queue:capacity:)`` or ``ConfigStoreError/closed``, at once.
    public func create(
        name: String, configJSON: String, schemaVersion: Int, parent: ConfigReference? = nil,
        visibility: ConfigVisibility = .public,
        completion: @escaping @Sendable (Result<CreatedConfig, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try submitWrite(
            { (db) throws(ConfigStoreError) in
                try self.createConfig(
                    db, name: name, configJSON: configJSON, schemaVersion: schemaVersion, parent: parent,
                    visibility: visibility)
            }, completion)
    }

    /// Blocking ``create(name:configJSON:schemaVersion:parent:completion:)``.
    public func create(
        name: String, configJSON: String, schemaVersion: Int, parent: ConfigReference? = nil,
        visibility: ConfigVisibility = .public
    ) throws(ConfigStoreError) -> CreatedConfig {
        try backend.write { (db) throws(ConfigStoreError) in
            try self.createConfig(
                db, name: name, configJSON: configJSON, schemaVersion: schemaVersion, parent: parent,
                visibility: visibility)
        }
    }

    /// Copies a version (the latest when `version` is nil) into a new config named `name`.
    ///
    /// The fork gets its own slug and edit token, starts at version 1 and records the copied
    /// version as its parent. Anyone who can read a config can fork it.
    ///
    /// - Throws: at once as ``create(name:configJSON:schemaVersion:parent:completion:)``; through
    ///   `completion`: ``ConfigStoreError/notFound(slug:)``, ``ConfigStoreError/versionNotFound(slug:version:)``.
    public func fork(
        slug: String, version: Int? = nil, name: String, visibility: ConfigVisibility = .public,
        completion: @escaping @Sendable (Result<CreatedConfig, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try submitWrite(
            { (db) throws(ConfigStoreError) in try self.forkConfig(db, slug, version, name, visibility) }, completion)
    }

    /// Blocking ``fork(slug:version:name:completion:)``.
    public func fork(
        slug: String, version: Int? = nil, name: String, visibility: ConfigVisibility = .public
    ) throws(ConfigStoreError) -> CreatedConfig {
        try backend.write { (db) throws(ConfigStoreError) in try self.forkConfig(db, slug, version, name, visibility) }
    }

    private func createConfig(
        _ db: any ConfigConnection, name: String, configJSON: String, schemaVersion: Int, parent: ConfigReference?,
        visibility: ConfigVisibility
    ) throws(ConfigStoreError) -> CreatedConfig {
        var origin: VersionSource?
        if let parent {
            origin = try Self.versionSource(db, slug: parent.slug, version: parent.version)
        }
        return try insertConfig(
            db, name: name, configJSON: configJSON, schemaVersion: schemaVersion, origin: origin,
            visibility: visibility)
    }

    private func forkConfig(
        _ db: any ConfigConnection, _ slug: String, _ version: Int?, _ name: String, _ visibility: ConfigVisibility
    ) throws(ConfigStoreError) -> CreatedConfig {
        let source = try Self.versionSource(db, slug: slug, version: version)
        return try insertConfig(
            db, name: name, configJSON: source.configJSON, schemaVersion: source.schemaVersion, origin: source,
            visibility: visibility)
    }

    /// Inserts a config and its version 1; retries with a new slug on the rare slug collision.
    private func insertConfig(
        _ db: any ConfigConnection, name: String, configJSON: String, schemaVersion: Int, origin: VersionSource?,
        visibility: ConfigVisibility
    ) throws(ConfigStoreError) -> CreatedConfig {
        let now = clock()
        let token: EditToken
        let tokenHash: [UInt8]
        do {
            token = try EditToken.generate(using: random)
            tokenHash = try EditToken.hash(of: token.value)
        } catch {
            throw .crypto(error)
        }
        var attempt = 1
        while true {
            let slug: String
            do {
                slug = try Slug.generate(using: random)
            } catch {
                throw .crypto(error)
            }
            // A slug collision inserts nothing and returns no row (no error, which in PostgreSQL would
            // abort the transaction): try again with a fresh slug.
            let inserted = try Self.fetchOne(
                db,
                """
                INSERT INTO configs (slug, token_hash, name, latest_version, created_at, updated_at,
                                     parent_id, parent_version, visibility)
                VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?)
                ON CONFLICT (slug) DO NOTHING
                RETURNING id
                """, [slug, tokenHash, name, now, now, origin?.configID, origin?.number, visibility.rawValue])
            guard let inserted else {
                guard attempt < Self.slugAttempts else {
                    // Reported as SQLite reported it before the back ends shared this code (a 500).
                    throw .database(
                        DatabaseError(
                            resultCode: .SQLITE_CONSTRAINT_UNIQUE,
                            message: "\(Self.slugAttempts) fresh slugs were all taken",
                            function: "ConfigRepository.create"))
                }
                attempt += 1
                continue
            }
            try Self.execute(
                db,
                """
                INSERT INTO config_versions (config_id, number, name, schema_version, config_json, created_at,
                                             visibility)
                VALUES (?, 1, ?, ?, ?, ?, ?)
                """,
                [
                    try Self.decode(inserted, "id", as: Int64.self), name, schemaVersion, configJSON, now,
                    visibility.rawValue,
                ])
            return CreatedConfig(slug: slug, version: 1, editToken: token, createdAt: now)
        }
    }
}

/// A version located for forking or as a parent.
struct VersionSource: Sendable {
    var configID: Int64
    var number: Int
    var schemaVersion: Int
    var configJSON: String
}

extension ConfigRepository {
    /// The version `version` (latest when nil) of the live config `slug`.
    static func versionSource(_ db: any ConfigConnection, slug: String, version: Int?) throws(ConfigStoreError)
        -> VersionSource
    {
        let row = try fetchOne(
            db,
            """
            SELECT c.id, v.number, v.schema_version, v.config_json
            FROM configs AS c
            JOIN config_versions AS v ON v.config_id = c.id AND v.number = coalesce(?, c.latest_version)
            WHERE c.slug = ? AND c.deleted_at IS NULL
            """, [version, slug])
        guard let row else {
            throw try missing(db, slug: slug, version: version)
        }
        return VersionSource(
            configID: try decode(row, "id", as: Int64.self), number: try decode(row, "number", as: Int.self),
            schemaVersion: try decode(row, "schema_version", as: Int.self),
            configJSON: try decode(row, "config_json", as: String.self))
    }

    /// The error for a lookup that found nothing: no such config, or no such version of it.
    static func missing(_ db: any ConfigConnection, slug: String, version: Int?) throws(ConfigStoreError)
        -> ConfigStoreError
    {
        guard let version else { return .notFound(slug: slug) }
        let exists = try fetchOne(db, "SELECT 1 FROM configs WHERE slug = ? AND deleted_at IS NULL", [slug])
        return exists == nil ? .notFound(slug: slug) : .versionNotFound(slug: slug, version: version)
    }
}
