import HTTPCore
import PagerEngine
import Store

/// A stored config version as the routes hand it out: brought up to the current schema version.
///
/// Configs are stored with the schema version they were saved under. One saved under the current
/// version is served byte for byte as stored (it is already normalised). An older one is migrated on
/// every read through ``ConfigAPISettings/migrations`` (`ConfigMigrations`, docs/config.md), resolved
/// and normalised again; the database keeps the old text, so a later build with better steps still
/// sees the original. A schema version 1 config kept its viewing conditions in `appearance`: they
/// leave the design and come back as ``suggestedView`` (decision 0022).
struct SavedConfig: Sendable {
    var stored: StoredConfig
    /// The current-schema normalised config as JSON.
    var configBytes: [UInt8]
    /// The parsed config when migration parsed it anyway.
    private var parsed: JSONValue?
    /// The view the config was saved with (an old config's `appearance`, in full), or nil.
    var suggestedView: JSONObject?

    /// - Throws: 500 `stored-config-unreadable` (logged) when an old version no longer resolves (a
    ///   missing migration step: a bug in this build) or the stored text is not JSON.
    init(_ stored: StoredConfig, migrations: ConfigMigrations) throws(HTTPError) {
        self.stored = stored
        let bytes = Array(stored.configJSON.utf8)
        if stored.schemaVersion == migrations.current {
            configBytes = bytes
            return
        }
        do {
            let document = try JSONParser().parse(bytes)
            let config = try ConfigResolver(migrations: migrations).resolve(document)
            if ConfigResolver.legacyView(of: document) != nil {
                suggestedView = ViewResolver.json(config.appearance)
            }
            let normalized = ConfigNormalizer.normalized(config)
            parsed = normalized
            configBytes = normalized.jsonBytes
        } catch let error as ConfigProblems {
            throw Self.unreadable(stored, error.description)
        } catch {
            throw Self.unreadable(stored, "\(error)")
        }
    }

    /// The config as a JSON value (parsed now unless migration already did).
    func document() throws(HTTPError) -> JSONValue {
        if let parsed { return parsed }
        do {
            return try JSONParser().parse(configBytes)
        } catch {
            throw Self.unreadable(stored, "\(error)")
        }
    }

    /// A stored version resolved to a config, for the routes that run or export it rather than hand
    /// out its JSON (live sessions, code export).
    ///
    /// - Throws: 500 `stored-config-unreadable` (logged) as ``init(_:migrations:)`` does.
    static func resolved(_ stored: StoredConfig, migrations: ConfigMigrations = .standard) throws(HTTPError)
        -> PagerConfig
    {
        do {
            return try ConfigResolver(migrations: migrations).resolve(bytes: Array(stored.configJSON.utf8))
        } catch {
            throw unreadable(stored, error.description)
        }
    }

    private static func unreadable(_ stored: StoredConfig, _ reason: String) -> HTTPError {
        ConfigLog.error(
            "config \(stored.slug) version \(stored.version) (schema \(stored.schemaVersion)) cannot be read: \(reason)"
        )
        return HTTPError(
            .internalServerError, code: "stored-config-unreadable",
            message: "This saved config cannot be read by this version of the server.")
    }
}
