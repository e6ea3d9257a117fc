/// One version of one saved config: `/c/{slug}/v/{version}`.
public struct ConfigReference: Sendable, Hashable {
    public var slug: String
    public var version: Int

    public init(slug: String, version: Int) {
        self.slug = slug
        self.version = version
    }
}

/// What ``ConfigRepository/create(name:configJSON:schemaVersion:parent:)`` and ``ConfigRepository/fork(slug:version:name:)`` return.
///
/// ``editToken`` exists only here: the database keeps its hash, so it cannot be shown again.
public struct CreatedConfig: Sendable, Equatable {
    public var slug: String
    /// Always 1.
    public var version: Int
    public var editToken: EditToken
    public var createdAt: Timestamp
}

/// One stored version of a config, with the facts a share page needs.
public struct StoredConfig: Sendable, Equatable {
    public var slug: String
    /// This version's number.
    public var version: Int
    /// The newest version's number (equal to ``version`` for ``ConfigRepository/latest(slug:)``).
    public var latestVersion: Int
    /// The name saved with this version.
    public var name: String
    /// The normalised config JSON exactly as saved.
    public var configJSON: String
    /// The config schema version the JSON was written in (migrate on read when older).
    public var schemaVersion: Int
    /// When this version was saved.
    public var createdAt: Timestamp
    /// The version this config was forked from, if any (the parent may since have been deleted).
    public var parent: ConfigReference?
}

/// One entry of a config's version history.
public struct ConfigVersionSummary: Sendable, Equatable {
    public var number: Int
    public var name: String
    public var schemaVersion: Int
    public var createdAt: Timestamp
}

/// One search result.
public struct ConfigSummary: Sendable, Equatable {
    public var slug: String
    /// The latest version's name.
    public var name: String
    public var latestVersion: Int
    /// When version 1 was saved (search order).
    public var createdAt: Timestamp
    /// When the latest version was saved.
    public var updatedAt: Timestamp
}

/// One page of search results, newest first.
public struct ConfigPage: Sendable, Equatable {
    public var items: [ConfigSummary]
    /// Pass back as `cursor` for the next page; nil on the last page.
    public var nextCursor: String?
}
