import PagerEngine
import Store

/// The JSON bodies of the saved-config routes (docs/configs.md lists each shape).
enum ConfigJSON {
    /// `/c/{slug}`: the share page of the latest version.
    static func pageURL(_ slug: String) -> String { "/c/\(slug)" }

    /// `/c/{slug}/v/{n}`: the share page of one version, the same forever.
    static func pageURL(_ slug: String, version: Int) -> String { "/c/\(slug)/v/\(version)" }

    /// `/api/configs/{slug}`.
    static func apiURL(_ slug: String) -> String { "/api/configs/\(slug)" }

    /// `201` of a create or fork:
    /// `{"slug","version","url","versionUrl","editToken","name","createdAt","parent","visibility"}`.
    static func created(
        _ created: CreatedConfig, name: String, parent: ConfigReference?, visibility: ConfigVisibility
    ) -> [UInt8] {
        var json = JSONWriter(capacity: 320)
        json.beginObject()
        json.key("slug")
        json.string(created.slug)
        json.key("version")
        json.integer(created.version)
        json.key("url")
        json.string(pageURL(created.slug))
        json.key("versionUrl")
        json.string(pageURL(created.slug, version: created.version))
        json.key("editToken")
        json.string(created.editToken.value)
        json.key("name")
        json.string(name)
        json.key("createdAt")
        json.string(created.createdAt.iso8601)
        json.key("parent")
        reference(parent, into: &json)
        json.key("visibility")
        json.string(visibility.rawValue)
        json.endObject()
        return json.bytes
    }

    /// `200` of an update: `{"slug","version","url","versionUrl","name","createdAt","visibility"}`.
    static func updated(slug: String, _ summary: ConfigVersionSummary) -> [UInt8] {
        var json = JSONWriter(capacity: 256)
        json.beginObject()
        json.key("slug")
        json.string(slug)
        json.key("version")
        json.integer(summary.number)
        json.key("url")
        json.string(pageURL(slug))
        json.key("versionUrl")
        json.string(pageURL(slug, version: summary.number))
        json.key("name")
        json.string(summary.name)
        json.key("createdAt")
        json.string(summary.createdAt.iso8601)
        json.key("visibility")
        json.string(summary.visibility.rawValue)
        json.endObject()
        return json.bytes
    }

    /// `GET /api/configs/{slug}`:
    /// `{"slug","version","latestVersion","name","config","createdAt","parent","visibility"}`, and
    /// `"view"` when the config was saved with one (schema version 1's `appearance`).
    static func config(_ saved: SavedConfig) -> [UInt8] {
        let stored = saved.stored
        var json = JSONWriter(capacity: saved.configBytes.count + 256)
        json.beginObject()
        json.key("slug")
        json.string(stored.slug)
        json.key("version")
        json.integer(stored.version)
        json.key("latestVersion")
        json.integer(stored.latestVersion)
        json.key("name")
        json.string(stored.name)
        json.key("config")
        json.raw(saved.configBytes)
        if let view = saved.suggestedView {
            json.key("view")
            json.raw(JSONValue.object(view).jsonBytes)
        }
        json.key("createdAt")
        json.string(stored.createdAt.iso8601)
        json.key("parent")
        reference(stored.parent, into: &json)
        json.key("visibility")
        json.string(stored.visibility.rawValue)
        json.endObject()
        return json.bytes
    }

    /// `GET /api/configs/{slug}/versions`: `{"slug","versions":[{"number","name","schemaVersion","createdAt","url"}]}`.
    static func versions(slug: String, _ versions: [ConfigVersionSummary]) -> [UInt8] {
        var json = JSONWriter(capacity: 64 + versions.count * 160)
        json.beginObject()
        json.key("slug")
        json.string(slug)
        json.key("versions")
        json.beginArray()
        for version in versions {
            json.beginObject()
            json.key("number")
            json.integer(version.number)
            json.key("name")
            json.string(version.name)
            json.key("schemaVersion")
            json.integer(version.schemaVersion)
            json.key("createdAt")
            json.string(version.createdAt.iso8601)
            json.key("visibility")
            json.string(version.visibility.rawValue)
            json.key("url")
            json.string(pageURL(slug, version: version.number))
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.bytes
    }

    /// `GET /api/configs`: `{"configs":[{"slug","name","latestVersion","createdAt","updatedAt","url"}],"nextCursor"}`.
    static func page(_ page: ConfigPage) -> [UInt8] {
        var json = JSONWriter(capacity: 64 + page.items.count * 200)
        json.beginObject()
        json.key("configs")
        json.beginArray()
        for item in page.items {
            json.beginObject()
            json.key("slug")
            json.string(item.slug)
            json.key("name")
            json.string(item.name)
            json.key("latestVersion")
            json.integer(item.latestVersion)
            json.key("createdAt")
            json.string(item.createdAt.iso8601)
            json.key("updatedAt")
            json.string(item.updatedAt.iso8601)
            json.key("url")
            json.string(pageURL(item.slug))
            json.endObject()
        }
        json.endArray()
        json.key("nextCursor")
        if let cursor = page.nextCursor { json.string(cursor) } else { json.null() }
        json.endObject()
        return json.bytes
    }

    /// `{"slug","version"}` or `null`.
    private static func reference(_ reference: ConfigReference?, into json: inout JSONWriter) {
        guard let reference else { return json.null() }
        json.beginObject()
        json.key("slug")
        json.string(reference.slug)
        json.key("version")
        json.integer(reference.version)
        json.endObject()
    }
}
