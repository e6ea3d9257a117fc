/// Turns a config document into a `PagerConfig`, or lists every problem with it.
///
/// Resolution order: the global default (`PagerConfig()`) ← the preset the document names (`preset`,
/// default `tabman.buttonBar`) ← the document's own keys. A key that is absent or `null` keeps the preset's
/// value. Before validation the document is brought up to the current schema version by `migrations`.
/// Every problem is collected, not just the first; nothing is clamped or guessed.
///
/// An `appearance` object (where schema version 1 kept the viewing conditions, and where old clients and
/// scripts still send them) is read as a view (``ViewResolver``): its values land in the returned
/// config's `appearance`, which the normalised document never writes, so they are never saved as design.
///
/// ```swift
/// let resolver = ConfigResolver(pointerPrefix: JSONPointer(["config"]))
/// do {
///     let config = try resolver.resolve(bytes: body)
/// } catch {
///     // error.problems: [/config/bar/alignment: "middle" is not allowed; use leading, center, …]
/// }
/// ```
public struct ConfigResolver: Sendable {
    /// Put in front of every problem's pointer, for a config nested in a larger document (`/config`).
    public var pointerPrefix: JSONPointer
    public var migrations: ConfigMigrations
    /// Limits for `resolve(bytes:)`.
    public var parserLimits: JSONParser.Limits
    /// At most this many problems are listed; one more entry says how many were left out.
    public var maxProblems: Int

    public init(
        pointerPrefix: JSONPointer = JSONPointer(), migrations: ConfigMigrations = .standard,
        parserLimits: JSONParser.Limits = JSONParser.Limits(), maxProblems: Int = 100
    ) {
        self.pointerPrefix = pointerPrefix
        self.migrations = migrations
        self.parserLimits = parserLimits
        self.maxProblems = maxProblems
    }

    /// The view an old config document carries in its `appearance` object (schema version 1), or nil.
    /// Saved configs hand it out as their suggested view; ``resolve(_:)`` applies it.
    public static func legacyView(of document: JSONValue) -> JSONValue? {
        guard case .object(let object) = document, let view = object["appearance"], !view.isNull else { return nil }
        return view
    }

    /// The id of the preset a document without a `preset` key starts from.
    public static let defaultPresetID = "tabman.buttonBar"

    /// Parses and resolves a config document given as UTF-8 JSON.
    ///
    /// - Throws: `ConfigProblems`; a syntax error is one problem at the document's pointer with its line
    ///   and column in the message.
    public func resolve(bytes: [UInt8]) throws(ConfigProblems) -> PagerConfig {
        let document: JSONValue
        do {
            document = try JSONParser(limits: parserLimits).parse(bytes)
        } catch {
            throw ConfigProblems([
                ConfigProblem(pointer: pointerPrefix, code: .syntax, message: "this is not valid JSON: \(error)")
            ])
        }
        return try resolve(document)
    }

    /// Resolves a parsed config document.
    ///
    /// - Throws: `ConfigProblems` listing every problem found.
    public func resolve(_ document: JSONValue) throws(ConfigProblems) -> PagerConfig {
        var problems = ProblemList(prefix: pointerPrefix, limit: maxProblems)
        guard case .object(let object) = document else {
            problems.add(
                JSONPointer(), .wrongType, "a config must be a JSON object, not \(document.plainDescription)")
            throw problems.error
        }
        var design = object
        let legacyView = design["appearance"]
        design["appearance"] = nil
        let upgraded: JSONObject
        switch migrations.upgrade(design) {
        case .success(let result): upgraded = result
        case .failure(let problem):
            problems.add(problem.pointer, problem.code, problem.message)
            throw problems.error
        }

        let chosen = preset(upgraded["preset"], problems: &problems)
        var config = chosen.config
        config.preset = chosen.id
        var itemCount = config.items.count
        if let items = upgraded["items"], !items.isNull {
            if let resolved = resolveItems(items, problems: &problems) {
                config.items = resolved
            }
            itemCount = items.arrayValue?.count ?? itemCount
        }
        resolveMembers(of: upgraded, in: ConfigTree.root, at: JSONPointer(), into: &config, problems: &problems)
        ViewResolver.apply(legacyView, at: JSONPointer(["appearance"]), to: &config, problems: &problems)

        let defaultPage = JSONPointer(["pager", "defaultPage"])
        if config.pager.defaultPage >= itemCount, !problems.contains(defaultPage), itemCount > 0 {
            problems.add(
                defaultPage, .pageOutOfRange,
                "page \(config.pager.defaultPage) does not exist; with \(itemCount) "
                    + "\(itemCount == 1 ? "tab the only page is 0" : "tabs the pages are 0 to \(itemCount - 1)")")
        }
        guard problems.isEmpty else {
            var ordered = upgraded
            if let legacyView { ordered["appearance"] = legacyView }
            problems.sortInDocumentOrder(of: .object(ordered))
            throw problems.error
        }
        return config
    }

    /// Applies a config patch (JSON Merge Patch, RFC 7396) to `document` and resolves the result.
    ///
    /// Keep the returned document as the base for the next patch: a `null` in a later patch then removes
    /// a key so the option falls back to the preset, and a new `preset` takes effect for every option the
    /// document does not set.
    ///
    /// - Returns: the merged document and the config it resolves to.
    /// - Throws: `ConfigProblems` for the merged document; pointers are the document's, under `pointerPrefix`.
    public func resolve(
        patch: JSONValue, onto document: JSONValue
    ) throws(ConfigProblems) -> (document: JSONValue, config: PagerConfig) {
        let merged = JSONMergePatch.apply(patch, to: document)
        return (merged, try resolve(merged))
    }

    /// Applies a config patch to a design `document` shown under `view`: an `appearance` object in the
    /// patch (an old client's way to change the view) merges into `view` instead of the design.
    ///
    /// - Returns: the merged design (never with `appearance`) and the config it resolves to, its
    ///   `appearance` the view after the patch.
    public func resolve(
        patch: JSONValue, onto document: JSONValue, view: AppearanceConfig
    ) throws(ConfigProblems) -> (document: JSONValue, config: PagerConfig) {
        guard case .object(var base) = document, case .object = patch else {
            return try resolve(patch: patch, onto: document)
        }
        base["appearance"] = .object(ViewResolver.json(view))
        let merged = JSONMergePatch.apply(patch, to: .object(base))
        let config = try resolve(merged)
        guard case .object(var design) = merged else { return (merged, config) }
        design["appearance"] = nil
        return (.object(design), config)
    }

    /// The preset `value` names; the default preset when absent, and after a problem so checking goes on.
    private func preset(_ value: JSONValue?, problems: inout ProblemList) -> Preset {
        let fallback = Preset.named(Self.defaultPresetID) ?? Preset.all[0]
        let pointer = JSONPointer(["preset"])
        switch value {
        case nil, .null:
            return fallback
        case .string(let id):
            if let preset = Preset.named(id) { return preset }
            let ids = Preset.all.map(\.id)
            problems.add(
                pointer, .notAllowed,
                "\(JSONValue.quoted(id, limit: 40)) is not a preset; use \(NameSuggestion.list(ids))"
                    + NameSuggestion.hint(for: id, among: ids))
        case let other?:
            problems.add(
                pointer, .wrongType, "expected a preset name such as \"\(fallback.id)\", got \(other.plainDescription)")
        }
        return fallback
    }

    /// Validates the members of `object` against `tree`, setting each valid option in `config`.
    private func resolveMembers(
        of object: JSONObject, in tree: ConfigTree, at pointer: JSONPointer, into config: inout PagerConfig,
        problems: inout ProblemList
    ) {
        for member in object {
            let memberPointer = pointer.appending(member.key)
            if pointer.isRoot, OptionSchema.documentKeys.contains(member.key) { continue }
            guard let node = tree.child(named: member.key) else {
                let names = pointer.isRoot ? OptionSchema.documentKeys + tree.names : tree.names
                problems.add(memberPointer, .unknownKey, unknownKeyMessage(member.key, names: names))
                continue
            }
            if member.value.isNull { continue }
            switch node {
            case .option(let index):
                let option = OptionSchema.options[index]
                switch option.validate(member.value) {
                case .success(let value): option.set(value, in: &config)
                case .failure(let rejection): problems.add(memberPointer, rejection.code, rejection.message)
                }
            case .object(let subtree):
                guard case .object(let child) = member.value else {
                    let expected =
                        subtree.names.count <= 6
                        ? "an object with \(NameSuggestion.list(subtree.names, conjunction: "and"))"
                        : "an object of \(member.key) options"
                    problems.add(
                        memberPointer, .wrongType, "expected \(expected), got \(member.value.plainDescription)")
                    continue
                }
                resolveMembers(of: child, in: subtree, at: memberPointer, into: &config, problems: &problems)
            }
        }
    }

    private func unknownKeyMessage(_ key: String, names: [String]) -> String {
        let quoted = JSONValue.quoted(key, limit: 40)
        let sameName = names.first { $0.lowercased() == key.lowercased() }
        let elsewhere = ConfigTree.root.leaves().filter { $0.name.lowercased() == key.lowercased() }
        if sameName == nil, !elsewhere.isEmpty {
            return
                "unknown key \(quoted) here; did you mean \(NameSuggestion.list(elsewhere.map(\.pointer.description)))?"
        }
        if let close = NameSuggestion.closest(to: key, among: names) {
            return "unknown key \(quoted); did you mean \(JSONValue.quoted(close, limit: 80))?"
        }
        return "unknown key \(quoted); the keys here are \(NameSuggestion.list(names, conjunction: "and"))"
    }
}
