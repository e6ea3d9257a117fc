import Testing

@testable import PagerEngine

struct PresetsDocumentTests {
    private let document = PresetsDocument.document()

    @Test func listsEveryPresetWithItsFields() {
        let presets = document["presets"]?.arrayValue ?? []
        #expect(presets.map { $0["id"]?.stringValue ?? "" } == Preset.all.map(\.id))
        for entry in presets {
            #expect(entry.objectValue?.keys == ["id", "title", "library", "description", "config", "resolved"])
        }
    }

    @Test func configIsTheDiffFromTheGlobalDefaultAndResolvesToThePreset() throws {
        for (entry, preset) in zip(document["presets"]?.arrayValue ?? [], Preset.all) {
            var expected = preset.config
            expected.preset = preset.id
            let diff = entry["config"] ?? nil
            #expect(diff["preset"] == nil && diff["schemaVersion"] == nil, "\(preset.id)")
            #expect(applying(diff, to: PagerConfig(), presetID: preset.id) == expected, "\(preset.id)")
            #expect(try ConfigResolver().resolve(entry["resolved"] ?? nil) == expected, "\(preset.id)")
        }
    }

    /// `diff` applied over `base` option by option, the way the front end applies a preset's `config`.
    private func applying(_ diff: JSONValue, to base: PagerConfig, presetID: String) -> PagerConfig {
        var config = base
        config.preset = presetID
        for option in OptionSchema.options {
            guard let json = diff.value(at: option.pointer) else { continue }
            switch option.validate(json) {
            case .success(let value): option.set(value, in: &config)
            case .failure(let rejection): Issue.record("\(option.path): \(rejection.message)")
            }
        }
        if let items = diff["items"]?.arrayValue {
            config.items = items.map { item in
                PagerItem(
                    id: item["id"]?.stringValue ?? "", title: item["title"]?.stringValue ?? "",
                    badge: item["badge"]?.stringValue, icon: item["icon"]?.stringValue)
            }
        }
        return config
    }

    @Test func aPresetThatMatchesTheDefaultHasAnEmptyConfig() {
        let first = document["presets"]?[0]
        #expect(first?["id"] == "tabman.buttonBar")
        if Preset.tabmanButtonBar.config.withoutPresetID == PagerConfig().withoutPresetID {
            #expect(first?["config"] == [:])
        }
    }

    @Test func bytesParseBack() throws {
        #expect(try JSONParser().parse(PresetsDocument.documentBytes) == document)
    }
}

extension PagerConfig {
    fileprivate var withoutPresetID: PagerConfig {
        var copy = self
        copy.preset = ""
        return copy
    }
}
