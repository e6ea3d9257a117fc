/// One step that rewrites a config document from schema version `from` to `from + 1`.
///
/// A step works on the raw JSON before validation, so it can rename, move or convert keys that the newer
/// schema no longer accepts. It must accept any document (it runs before anything is checked) and leave
/// keys it does not know alone.
public struct ConfigMigration: Sendable {
    public let from: Int
    public let migrate: @Sendable (JSONObject) -> JSONObject

    public init(from: Int, migrate: @escaping @Sendable (JSONObject) -> JSONObject) {
        self.from = from
        self.migrate = migrate
    }
}

/// Brings config documents written for older schema versions up to the current one, on every read.
///
/// A document's `schemaVersion` (absent means 1) selects the first step; steps run in order until the
/// document is at `current`, whose number is then written into it. docs/config.md explains how to add a
/// step. Version 1 → 2 moved the viewing conditions out of the design: `ConfigResolver` takes a
/// document's `appearance` out as a view before any step runs, so the step itself has nothing left to do.
public struct ConfigMigrations: Sendable {
    /// The schema version documents are brought up to.
    public var current: Int
    /// `steps[i]` migrates version `i + 1` to `i + 2`.
    public var steps: [ConfigMigration]

    public init(current: Int, steps: [ConfigMigration]) {
        self.current = current
        self.steps = steps
    }

    /// The migrations of this build of the engine.
    public static let standard = ConfigMigrations(
        current: PagerConfig.schemaVersion,
        steps: [
            ConfigMigration(from: 1) { document in
                var design = document
                design["appearance"] = nil
                return design
            }
        ])

    /// `document` brought up to `current`, or the problem with its `schemaVersion` (pointer relative to it).
    public func upgrade(_ document: JSONObject) -> Result<JSONObject, ConfigProblem> {
        let pointer = JSONPointer(["schemaVersion"])
        var version = 1
        switch document["schemaVersion"] {
        case nil, .null:
            break
        case .number(let number) where number == number.rounded() && number >= 1 && number <= Double(current):
            version = Int(number)
        case .number(let number) where number == number.rounded() && number > Double(current):
            return .failure(
                ConfigProblem(
                    pointer: pointer, code: .schemaVersion,
                    message: "this config was written for schema version \(JSONValue.number(number).compactText), "
                        + "newer than this server understands (\(current))"))
        case .number(let number):
            return .failure(
                ConfigProblem(
                    pointer: pointer, code: .schemaVersion,
                    message: "\(JSONValue.number(number).compactText) is not a schema version; use a whole number "
                        + "from 1 to \(current)"))
        case let other?:
            return .failure(
                ConfigProblem(
                    pointer: pointer, code: .wrongType,
                    message: "expected a schema version number such as \(current), got \(other.plainDescription)"))
        }
        var upgraded = document
        while version < current {
            guard let step = steps.first(where: { $0.from == version }) else {
                return .failure(
                    ConfigProblem(
                        pointer: pointer, code: .schemaVersion,
                        message: "there is no way to read schema version \(version) configs any more"))
            }
            upgraded = step.migrate(upgraded)
            version += 1
        }
        upgraded["schemaVersion"] = .number(Double(current))
        return .success(upgraded)
    }
}
