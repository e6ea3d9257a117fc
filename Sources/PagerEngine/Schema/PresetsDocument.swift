/// The presets document of `GET /api/presets` and `pager-playground presets`.
///
/// `{"presets": [{"id", "title", "library", "description", "config", "resolved"}]}` where `config` is what
/// the preset changes from the global default (items included when they differ) and `resolved` is the
/// preset's full normalised config.
public enum PresetsDocument {
    public static func document(_ presets: [Preset] = Preset.all) -> JSONValue {
        let global = PagerConfig()
        return [
            "presets": .array(
                presets.map { preset in
                    var resolved = preset.config
                    resolved.preset = preset.id
                    return [
                        "id": .string(preset.id), "title": .string(preset.title), "library": .string(preset.library),
                        "description": .string(preset.description),
                        "config": .object(ConfigNormalizer.diff(resolved, from: global)),
                        "resolved": ConfigNormalizer.normalized(resolved),
                    ]
                })
        ]
    }

    /// `document()` as compact JSON bytes, built once.
    public static let documentBytes: [UInt8] = document().jsonBytes
}
