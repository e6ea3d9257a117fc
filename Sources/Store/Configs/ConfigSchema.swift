/// The tables behind ``ConfigRepository``, as ordered migrations.
///
/// ```
/// configs ─────────────────────────────┐            config_versions
///   id            INTEGER PRIMARY KEY  │ 1      n     config_id    → configs.id
///   slug          TEXT UNIQUE          └──────────▶  number       1, 2, 3, …
///   token_hash    BLOB  (SHA-256)                    name         name saved with this version
///   name          latest version's name              schema_version
///   latest_version                                   config_json  normalised JSON (json_valid)
///   created_at, updated_at, deleted_at               created_at
///   parent_id → configs.id, parent_version  (v2)
/// ```
///
/// `fonts` (v4) holds uploaded font files by id (the SHA-256 of their bytes, hex), with the description the
/// server read from them (JSON); rows are never changed or deleted, so a shared link keeps its font.
///
/// Times are integer milliseconds since 1970 (see ``Timestamp``). A deleted config keeps its
/// `configs` row as a tombstone (slug reserved, `deleted_at` set, name and token hash cleared) and
/// loses its versions.
public enum ConfigSchema {
    /// Identifiers of the migrations, oldest first.
    public static let identifiers = [
        "v1: configs and versions", "v2: fork lineage", "v3: recency index", "v4: uploaded fonts",
        "v5: visibility",
    ]

    /// The migrator to pass to ``DatabasePool/init(path:configuration:migrator:)``.
    public static var migrator: Migrator {
        var migrator = Migrator()
        migrator.register(identifiers[0]) { (db) throws(DatabaseError) in
            try db.executeScript(
                """
                CREATE TABLE configs (
                    id INTEGER PRIMARY KEY,
                    slug TEXT NOT NULL UNIQUE,
                    token_hash BLOB NOT NULL,
                    name TEXT NOT NULL,
                    latest_version INTEGER NOT NULL CHECK (latest_version >= 1),
                    created_at INTEGER NOT NULL,
                    updated_at INTEGER NOT NULL,
                    deleted_at INTEGER
                ) STRICT;
                CREATE TABLE config_versions (
                    config_id INTEGER NOT NULL REFERENCES configs(id),
                    number INTEGER NOT NULL CHECK (number >= 1),
                    name TEXT NOT NULL,
                    schema_version INTEGER NOT NULL,
                    config_json TEXT NOT NULL CHECK (json_valid(config_json)),
                    created_at INTEGER NOT NULL,
                    PRIMARY KEY (config_id, number)
                ) STRICT, WITHOUT ROWID;
                """)
        }
        migrator.register(identifiers[1]) { (db) throws(DatabaseError) in
            try db.executeScript(
                """
                ALTER TABLE configs ADD COLUMN parent_id INTEGER REFERENCES configs(id);
                ALTER TABLE configs ADD COLUMN parent_version INTEGER;
                CREATE INDEX configs_by_parent ON configs(parent_id) WHERE parent_id IS NOT NULL;
                """)
        }
        migrator.register(identifiers[2]) { (db) throws(DatabaseError) in
            try db.execute(
                "CREATE INDEX configs_by_recency ON configs(created_at DESC, slug DESC) WHERE deleted_at IS NULL")
        }
        migrator.register(identifiers[3]) { (db) throws(DatabaseError) in
            try db.execute(
                """
                CREATE TABLE fonts (
                    id TEXT PRIMARY KEY CHECK (length(id) = 64),
                    description_json TEXT NOT NULL CHECK (json_valid(description_json)),
                    bytes BLOB NOT NULL,
                    created_at INTEGER NOT NULL
                ) STRICT, WITHOUT ROWID
                """)
        }
        // Saves made before v5 were all listed in the gallery; they stay public. New saves are unlisted
        // unless the save says otherwise (``ConfigVisibility``). Each version keeps the visibility it was
        // saved with; `configs.visibility` is the latest version's, for the gallery's index.
        migrator.register(identifiers[4]) { (db) throws(DatabaseError) in
            try db.executeScript(
                """
                ALTER TABLE configs ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public'
                    CHECK (visibility IN ('public', 'unlisted'));
                ALTER TABLE config_versions ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public'
                    CHECK (visibility IN ('public', 'unlisted'));
                DROP INDEX configs_by_recency;
                CREATE INDEX configs_by_recency ON configs(created_at DESC, slug DESC)
                    WHERE deleted_at IS NULL AND visibility = 'public';
                """)
        }
        return migrator
    }
}
