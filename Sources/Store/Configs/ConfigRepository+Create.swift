extension ConfigRepository {
    /// Saves a new config as version 1 under a fresh slug, with a fresh edit token.
    ///
    /// - Parameters:
    ///   - name: The display name (validated by the caller: 1–80 characters, no control characters).
    ///   - configJSON: Validated, normalised config JSON (SQLite checks only that it is JSON).
    ///   - schemaVersion: The config schema version `configJSON` is written in.
    ///   - parent: A version to record as this config's origin; it must exist.
    ///   - key: The client's name for this save: a config saved with it before is answered again
    ///     (``CreatedConfig/replayed``) if it was the same save, else ``ConfigStoreError/keyReused(slug:)``.
    ///   - completion: Runs on the writer thread once the save is committed to disk, or failed.
    /// - Throws: ``ConfigStoreError/overloaded(queue:capacity:)`` or ``ConfigStoreError/closed``, at once.
    public func create(
        name: String, configJSON: String, schemaVersion: Int, parent: ConfigReference? = nil,
        visibility: ConfigVisibility = .public, key: IdempotencyKey? = nil,
        completion: @escaping @Sendable (Result<CreatedConfig, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try submitWrite(
            { (db) throws(ConfigStoreError) in
                try self.createConfig(
                    db, name: name, configJSON: configJSON, schemaVersion: schemaVersion, parent: parent,
                    visibility: visibility, key: key)
            }, completion)
    }

    /// Blocking ``create(name:configJSON:schemaVersion:parent:completion:)``.
    public func create(
        name: String, configJSON: String, schemaVersion: Int, parent: ConfigReference? = nil,
        visibility: ConfigVisibility = .public, key: IdempotencyKey? = nil
    ) throws(ConfigStoreError) -> CreatedConfig {
        try backend.write { (db) throws(ConfigStoreError) in
            try self.createConfig(
                db, name: name, configJSON: configJSON, schemaVersion: schemaVersion, parent: parent,
                visibility: visibility, key: key)
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
        key: IdempotencyKey? = nil,
        completion: @escaping @Sendable (Result<CreatedConfig, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try submitWrite(
            { (db) throws(ConfigStoreError) in try self.forkConfig(db, slug, version, name, visibility, key) },
            completion)
    }

    /// Blocking ``fork(slug:version:name:completion:)``.
    public func fork(
        slug: String, version: Int? = nil, name: String, visibility: ConfigVisibility = .public,
        key: IdempotencyKey? = nil
    ) throws(ConfigStoreError) -> CreatedConfig {
        try backend.write { (db) throws(ConfigStoreError) in
            try self.forkConfig(db, slug, version, name, visibility, key)
        }
    }

    private func createConfig(
        _ db: any ConfigConnection, name: String, configJSON: String, schemaVersion: Int, parent: ConfigReference?,
        visibility: ConfigVisibility, key: IdempotencyKey?
    ) throws(ConfigStoreError) -> CreatedConfig {
        var origin: VersionSource?
        if let parent {
            origin = try Self.versionSource(db, slug: parent.slug, version: parent.version)
        }
        return try insertConfig(
            db,
            NewConfig(
                name: name, configJSON: configJSON, schemaVersion: schemaVersion, origin: origin,
                visibility: visibility),
            key: key)
    }

    private func forkConfig(
        _ db: any ConfigConnection, _ slug: String, _ version: Int?, _ name: String, _ visibility: ConfigVisibility,
        _ key: IdempotencyKey?
    ) throws(ConfigStoreError) -> CreatedConfig {
        let source = try Self.versionSource(db, slug: slug, version: version)
        return try insertConfig(
            db,
            NewConfig(
                name: name, configJSON: source.configJSON, schemaVersion: source.schemaVersion, origin: source,
                visibility: visibility),
            key: key)
    }

    /// Inserts a config and its version 1; retries with a new slug on the rare slug collision. With a
    /// key, a live config already saved under it makes the insert collide and is answered instead
    /// (``replay(_:_:token:tokenHash:)``).
    private func insertConfig(_ db: any ConfigConnection, _ new: NewConfig, key: IdempotencyKey?)
        throws(ConfigStoreError) -> CreatedConfig
    {
        let now = clock()
        let token: EditToken
        let tokenHash: [UInt8]
        do {
            if let key {
                token = try key.editToken()
            } else {
                token = try EditToken.generate(using: random)
            }
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
            // A collision (the slug, or a live config's token hash) inserts nothing and returns no row (no
            // error, which in PostgreSQL would abort the transaction).
            let inserted = try Self.fetchOne(
                db,
                """
                INSERT INTO configs (slug, token_hash, name, latest_version, created_at, updated_at,
                                     parent_id, parent_version, visibility)
                VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?)
                ON CONFLICT DO NOTHING
                RETURNING id
                """,
                [
                    slug, tokenHash, new.name, now, now, new.origin?.configID, new.origin?.number,
                    new.visibility.rawValue,
                ])
            guard let inserted else {
                // The key saved a live config before, or a request with it committed while this one waited
                // (PostgreSQL: the insert waits for it, and this statement sees it).
                if key != nil, let earlier = try Self.replay(db, new, token: token, tokenHash: tokenHash) {
                    return earlier
                }
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
                    try Self.decode(inserted, "id", as: Int64.self), new.name, new.schemaVersion, new.configJSON, now,
                    new.visibility.rawValue,
                ])
            return CreatedConfig(slug: slug, version: 1, editToken: token, createdAt: now)
        }
    }

    /// The config saved before under `tokenHash` (a key's token), if a live one is, as the answer to the
    /// same save again; ``ConfigStoreError/keyReused(slug:)`` when its first version is not `new`.
    private static func replay(
        _ db: any ConfigConnection, _ new: NewConfig, token: EditToken, tokenHash: [UInt8]
    ) throws(ConfigStoreError) -> CreatedConfig? {
        let row = try fetchOne(
            db,
            """
            SELECT c.slug, c.created_at, c.parent_id, c.parent_version,
                   v.name, v.schema_version, v.config_json, v.visibility
            FROM configs AS c
            JOIN config_versions AS v ON v.config_id = c.id AND v.number = 1
            WHERE c.token_hash = ? AND c.deleted_at IS NULL
            """, [tokenHash])
        guard let row else { return nil }
        let slug = try decode(row, "slug", as: String.self)
        let name = try decode(row, "name", as: String.self)
        let configJSON = try decode(row, "config_json", as: String.self)
        let schemaVersion = try decode(row, "schema_version", as: Int.self)
        let visibility = try decode(row, "visibility", as: String.self)
        let parentID = try decode(row, "parent_id", as: Int64?.self)
        let parentVersion = try decode(row, "parent_version", as: Int?.self)
        guard name == new.name, configJSON == new.configJSON, schemaVersion == new.schemaVersion,
            visibility == new.visibility.rawValue, parentID == new.origin?.configID,
            parentVersion == new.origin?.number
        else { throw .keyReused(slug: slug) }
        return CreatedConfig(
            slug: slug, version: 1, editToken: token, createdAt: try decode(row, "created_at", as: Timestamp.self),
            replayed: true)
    }
}

/// What a create or fork saves as version 1.
struct NewConfig {
    var name: String
    var configJSON: String
    var schemaVersion: Int
    var origin: VersionSource?
    var visibility: ConfigVisibility
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
