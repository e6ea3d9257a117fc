/// Who finds a saved config: `public` configs are listed and searchable in the gallery; `unlisted` ones
/// only open from their link. New saves are unlisted unless they say otherwise.
public enum ConfigVisibility: String, Sendable, Hashable, CaseIterable {
    case `public`
    case unlisted
}

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
/// ``editToken`` exists only here: the database keeps its hash, so it cannot be shown again (unless it was
/// derived from an ``IdempotencyKey``, which the client holds).
public struct CreatedConfig: Sendable, Equatable {
    public var slug: String
    /// Always 1.
    public var version: Int
    public var editToken: EditToken
    public var createdAt: Timestamp
    /// Whether this is a config saved before under the same ``IdempotencyKey``, answered again.
    public var replayed: Bool

    public init(slug: String, version: Int, editToken: EditToken, createdAt: Timestamp, replayed: Bool = false) {
        self.slug = slug
        self.version = version
        self.editToken = editToken
        self.createdAt = createdAt
        self.replayed = replayed
    }
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
    /// The visibility this version was saved with.
    public var visibility: ConfigVisibility = .public

    public init(
        slug: String, version: Int, latestVersion: Int, name: String, configJSON: String, schemaVersion: Int,
        createdAt: Timestamp, parent: ConfigReference?
    ) {
        self.slug = slug
        self.version = version
        self.latestVersion = latestVersion
        self.name = name
        self.configJSON = configJSON
        self.schemaVersion = schemaVersion
        self.createdAt = createdAt
        self.parent = parent
    }
}

/// One entry of a config's version history.
public struct ConfigVersionSummary: Sendable, Equatable {
    public var number: Int
    public var name: String
    public var schemaVersion: Int
    public var createdAt: Timestamp
    /// The visibility this version was saved with.
    public var visibility: ConfigVisibility = .public

    public init(number: Int, name: String, schemaVersion: Int, createdAt: Timestamp) {
        self.number = number
        self.name = name
        self.schemaVersion = schemaVersion
        self.createdAt = createdAt
    }
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

    public init(slug: String, name: String, latestVersion: Int, createdAt: Timestamp, updatedAt: Timestamp) {
        self.slug = slug
        self.name = name
        self.latestVersion = latestVersion
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

/// One page of search results, newest first.
public struct ConfigPage: Sendable, Equatable {
    public var items: [ConfigSummary]
    /// Pass back as `cursor` for the next page; nil on the last page.
    public var nextCursor: String?

    public init(items: [ConfigSummary], nextCursor: String?) {
        self.items = items
        self.nextCursor = nextCursor
    }
}
