import HTTPCore
import PagerEngine
import Store

/// A validated save: the name, the config normalised, and (for a new config) the version it came from.
struct ConfigDraft: Sendable {
    var name: String
    /// `ConfigNormalizer.normalizedBytes` of the resolved config.
    var configJSON: String
    var schemaVersion: Int
    var parent: ConfigReference?
    /// `visibility` when the body gives it: a create without it is unlisted, an update keeps the config's.
    var visibility: ConfigVisibility?
}

/// A validated fork request: the new config's name and the version to copy (nil: the latest).
struct ForkDraft: Sendable {
    var name: String
    var version: Int?
}

/// Reads the JSON bodies of the save routes and lists every problem with a JSON pointer.
///
/// | route | keys (others are refused) |
/// |---|---|
/// | `POST /api/configs` | `name`, `config`, optional `parent: {"slug", "version"}` |
/// | `PUT /api/configs/{slug}` | `name`, `config` |
/// | `POST /api/configs/{slug}/fork` | `name`, optional `version` |
enum ConfigRequestBody {
    enum Kind {
        case create
        case update
    }

    /// The name and the validated, normalised config of a create or update.
    ///
    /// - Throws: 415 for a body declared as something other than JSON, 413 for a body or config
    ///   over the limits, 400 listing every problem (`/name`, `/config/bar/alignment`, `/parent/slug`).
    /// `fonts` checks that the uploaded fonts `text.font` names exist (and loads them).
    static func draft(
        _ request: Request, kind: Kind, settings: ConfigAPISettings, fonts: FontLibrary? = nil
    ) throws(HTTPError) -> ConfigDraft {
        let allowed = kind == .create ? ["name", "config", "parent", "visibility"] : ["name", "config", "visibility"]
        var (object, details) = try jsonObject(request, allowedKeys: allowed, settings: settings)
        let name = self.name(object["name"], details: &details)
        var configJSON = ""
        if let config = try config(object["config"], settings: settings, details: &details) {
            configJSON = String(decoding: ConfigNormalizer.normalizedBytes(config), as: UTF8.self)
            for problem in fonts?.problems(in: config, at: JSONPointer(["config"]))?.problems ?? [] {
                details.append(HTTPError.Detail(pointer: problem.pointer.description, message: problem.message))
            }
        }
        let parent = kind == .create ? self.parent(object["parent"], details: &details) : nil
        let visibility = self.visibility(object["visibility"], details: &details)
        guard details.isEmpty, let name else { throw invalid(details) }
        return ConfigDraft(
            name: name, configJSON: configJSON, schemaVersion: PagerConfig.schemaVersion, parent: parent,
            visibility: visibility)
    }

    /// A body's optional `visibility`: `"public"` (listed in the gallery) or `"unlisted"` (only its link).
    static func visibility(_ value: JSONValue?, details: inout [HTTPError.Detail]) -> ConfigVisibility? {
        guard let value, !value.isNull else { return nil }
        if case .string(let text) = value, let visibility = ConfigVisibility(rawValue: text) { return visibility }
        details.append(
            HTTPError.Detail(
                pointer: "/visibility",
                message: "expected \"public\" (listed in the gallery) or \"unlisted\" (only its link), got "
                    + value.plainDescription))
        return nil
    }

    /// A body's required `config`, resolved, or nil with its problems added to `details` (pointers
    /// under `/config`).
    ///
    /// - Throws: 413 for a config over `settings.maxConfigBytes` as compact JSON.
    static func config(_ value: JSONValue?, settings: ConfigAPISettings, details: inout [HTTPError.Detail])
        throws(HTTPError) -> PagerConfig?
    {
        guard let value, !value.isNull else {
            details.append(HTTPError.Detail(pointer: "/config", message: "a config is required"))
            return nil
        }
        let size = value.jsonBytes.count
        guard size <= settings.maxConfigBytes else {
            throw HTTPError(
                .contentTooLarge, code: "config-too-large",
                message: "The config is \(size) bytes as compact JSON; at most \(settings.maxConfigBytes) are allowed.",
                details: [HTTPError.Detail(pointer: "/config", message: "at most \(settings.maxConfigBytes) bytes")])
        }
        do {
            return try ConfigResolver(pointerPrefix: JSONPointer(["config"]), migrations: settings.migrations)
                .resolve(value)
        } catch {
            details += error.problems.map { HTTPError.Detail(pointer: $0.pointer.description, message: $0.message) }
            return nil
        }
    }

    /// The name and optional version of a fork.
    static func forkDraft(_ request: Request, settings: ConfigAPISettings) throws(HTTPError) -> ForkDraft {
        var (object, details) = try jsonObject(request, allowedKeys: ["name", "version"], settings: settings)
        let name = self.name(object["name"], details: &details)
        let version = optionalVersion(object["version"], details: &details)
        guard details.isEmpty, let name else { throw invalid(details) }
        return ForkDraft(name: name, version: version)
    }

    /// A body's optional `version` (absent or null: nil, the latest), adding a problem to `details`
    /// when it is not a whole number from 1.
    static func optionalVersion(_ value: JSONValue?, details: inout [HTTPError.Detail]) -> Int? {
        guard let value, !value.isNull else { return nil }
        guard let version = positiveInteger(value) else {
            details.append(HTTPError.Detail(pointer: "/version", message: "expected a version number from 1"))
            return nil
        }
        return version
    }

    /// The body as a JSON object, with a problem for each key outside `allowedKeys`.
    static func jsonObject(_ request: Request, allowedKeys: [String], settings: ConfigAPISettings)
        throws(HTTPError) -> (JSONObject, [HTTPError.Detail])
    {
        if let type = request.header("Content-Type"), !MIMEType.isJSON(type) {
            throw HTTPError(
                .unsupportedMediaType, code: "unsupported-media-type",
                message: "Send the body as application/json.", headers: ["Accept-Post": "application/json"])
        }
        guard request.body.count <= settings.maxBodyBytes else {
            throw HTTPError(
                .contentTooLarge, code: "too-large",
                message: "The body is \(request.body.count) bytes; at most \(settings.maxBodyBytes) are read.")
        }
        guard !request.body.isEmpty else {
            throw invalid([HTTPError.Detail(pointer: "", message: "expected a JSON object, got an empty body")])
        }
        let value: JSONValue
        do {
            value = try JSONParser(limits: JSONParser.Limits(maxDepth: 64, maxBytes: settings.maxBodyBytes))
                .parse(request.body)
        } catch {
            throw HTTPError(
                .badRequest, code: "invalid-json", message: "The body is not valid JSON: \(error).",
                details: [HTTPError.Detail(pointer: "", message: "this is not valid JSON: \(error)")])
        }
        guard case .object(let object) = value else {
            throw invalid([
                HTTPError.Detail(pointer: "", message: "expected a JSON object, got \(value.plainDescription)")
            ])
        }
        var details: [HTTPError.Detail] = []
        for key in object.keys where !allowedKeys.contains(key) {
            details.append(
                HTTPError.Detail(
                    pointer: JSONPointer([key]).description,
                    message: "unknown key; use \(allowedKeys.map { "\"\($0)\"" }.joined(separator: ", "))"))
        }
        return (object, details)
    }

    /// A whole number from 1 written with at most 9 digits (`"12"`), or nil.
    static func positiveInteger<S: StringProtocol>(_ text: S) -> Int? {
        guard (1...9).contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }),
            let value = Int(text), value >= 1
        else { return nil }
        return value
    }

    /// A JSON number that is a whole number from 1 to 999 999 999, or nil.
    static func positiveInteger(_ value: JSONValue) -> Int? {
        wholeNumber(value, from: 1)
    }

    /// A JSON number that is a whole number from `lowest` to 999 999 999, or nil.
    static func wholeNumber(_ value: JSONValue, from lowest: Int) -> Int? {
        guard case .number(let number) = value, number == number.rounded(), number >= Double(lowest), number < 1e9
        else { return nil }
        return Int(number)
    }

    /// The 400 answer for `details`: `invalid-config` when a problem is inside the config.
    static func invalid(_ details: [HTTPError.Detail]) -> HTTPError {
        let inConfig = details.contains { $0.pointer == "/config" || $0.pointer.hasPrefix("/config/") }
        let count = details.count == 1 ? "1 problem" : "\(details.count) problems"
        return HTTPError(
            .badRequest, code: inConfig ? "invalid-config" : "invalid-request",
            message: "The request has \(count).", details: details)
    }

    private static func name(_ value: JSONValue?, details: inout [HTTPError.Detail]) -> String? {
        switch value {
        case nil, .null?:
            details.append(HTTPError.Detail(pointer: "/name", message: "a name is required"))
        case .string(let text)?:
            if let problem = ConfigName.problem(with: text) {
                details.append(HTTPError.Detail(pointer: "/name", message: problem))
            } else {
                return text
            }
        case let other?:
            details.append(
                HTTPError.Detail(pointer: "/name", message: "expected a string, got \(other.plainDescription)"))
        }
        return nil
    }

    private static func parent(_ value: JSONValue?, details: inout [HTTPError.Detail]) -> ConfigReference? {
        guard let value, !value.isNull else { return nil }
        guard case .object(let object) = value else {
            details.append(
                HTTPError.Detail(
                    pointer: "/parent", message: "expected {\"slug\", \"version\"}, got \(value.plainDescription)"))
            return nil
        }
        let before = details.count
        for key in object.keys where key != "slug" && key != "version" {
            details.append(
                HTTPError.Detail(
                    pointer: JSONPointer(["parent", key]).description, message: "unknown key; use \"slug\", \"version\""
                ))
        }
        let slug = object["slug"]?.stringValue
        if slug.map(Slug.isWellFormed) != true {
            details.append(HTTPError.Detail(pointer: "/parent/slug", message: "expected the slug of a saved config"))
        }
        let version = object["version"].flatMap(positiveInteger)
        if version == nil {
            details.append(HTTPError.Detail(pointer: "/parent/version", message: "expected a version number from 1"))
        }
        guard details.count == before, let slug, let version else { return nil }
        return ConfigReference(slug: slug, version: version)
    }

}
