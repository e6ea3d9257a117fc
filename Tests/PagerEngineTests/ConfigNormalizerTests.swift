import TestSupport
import Testing

@testable import PagerEngine

struct ConfigNormalizerTests {
    private func resolve(_ document: JSONValue) throws(ConfigProblems) -> PagerConfig {
        try ConfigResolver().resolve(document)
    }

    @Test func writesKeysInSchemaOrder() {
        let document = ConfigNormalizer.normalized(PagerConfig())
        #expect(
            document.objectValue?.keys == [
                "schemaVersion", "preset", "items", "bar", "buttons", "indicator", "pager", "text",
            ])
        // The view is not the design: a config shown in dark mode normalises without it (decision 0022).
        var dark = PagerConfig()
        dark.appearance.colorScheme = .dark
        #expect(ConfigNormalizer.normalizedBytes(dark) == ConfigNormalizer.normalizedBytes(PagerConfig()))
        #expect(
            document["pager"]?.compactText
                == #"{"orientation":"horizontal","isInfiniteScrollEnabled":false,"bounces":true,"#
                + #""isScrollEnabled":true,"interPageSpacing":0,"defaultPage":0,"#
                + #""transition":{"style":"scroll","duration":0.3},"autoScroll":{"enabled":false,"interval":5,"#
                + #""cancelsOnScroll":true,"restartsOnScrollEnd":false,"animated":true},"isAnimated":true,"#
                + #""contentIgnoresSafeArea":{"top":false,"bottom":true,"leading":false,"trailing":false}}"#)
        #expect(
            document["items"]?[0]?.compactText
                == #"{"id":"home","title":"Home","badge":null,"icon":"house","accessibilityLabel":null}"#)
        #expect(document["bar"]?["separator"]?["color"] == "#80808033")
    }

    @Test func everyPresetRoundTrips() throws {
        for preset in Preset.all {
            var config = preset.config
            config.preset = preset.id
            let bytes = ConfigNormalizer.normalizedBytes(config)
            let reread = try ConfigResolver().resolve(bytes: bytes)
            #expect(reread == config, "\(preset.id)")
            #expect(ConfigNormalizer.normalizedBytes(reread) == bytes, "\(preset.id)")
            #expect(try resolve(ConfigNormalizer.compact(config)) == config, "\(preset.id)")
        }
    }

    @Test func randomConfigsRoundTrip() throws {
        var generator = SeededGenerator(seed: 2024)
        for round in 0..<300 {
            let config = RandomConfigs.make(using: &generator)
            let bytes = ConfigNormalizer.normalizedBytes(config)
            let reread = try ConfigResolver().resolve(bytes: bytes)
            #expect(reread == config, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
            #expect(ConfigNormalizer.normalizedBytes(reread) == bytes, "round \(round)")
            let compact = ConfigNormalizer.compact(config)
            #expect(try ConfigResolver().resolve(bytes: compact.jsonBytes) == config, "round \(round)")
        }
    }

    @Test func diffListsOnlyWhatChanged() {
        var config = PagerConfig()
        config.indicator.weight = 3
        config.bar.alignment = .center
        config.bar.contentInset.left = 8
        #expect(
            JSONValue.object(ConfigNormalizer.diff(config, from: PagerConfig())).compactText
                == #"{"bar":{"contentInset":{"left":8},"alignment":"center"},"indicator":{"weight":3}}"#)
        #expect(ConfigNormalizer.diff(PagerConfig(), from: PagerConfig()).isEmpty)
    }

    @Test func diffListsItemsWholeWhenAnyDiffers() {
        var config = PagerConfig()
        config.items[1].badge = "2"
        let diff = ConfigNormalizer.diff(config, from: PagerConfig())
        #expect(diff.keys == ["items"])
        #expect(diff["items"]?.arrayValue?.count == 5)
        #expect(diff["items"]?[1]?["badge"] == "2")
    }

    @Test func compactIsVersionPresetAndChanges() throws {
        for preset in Preset.all {
            var config = preset.config
            config.preset = preset.id
            #expect(
                ConfigNormalizer.compact(config).compactText == #"{"schemaVersion":2,"preset":"\#(preset.id)"}"#)
            config.pager.bounces.toggle()
            #expect(
                ConfigNormalizer.compact(config).compactText
                    == #"{"schemaVersion":2,"preset":"\#(preset.id)","pager":{"bounces":\#(config.pager.bounces)}}"#)
        }
    }

    @Test func coloursAreNormalisedToUpperCaseWithAlpha() throws {
        let config = try resolve(["buttons": ["tintColor": "#a1b2c3"]])
        #expect(ConfigNormalizer.normalized(config)["buttons"]?["tintColor"] == "#A1B2C3FF")
    }

    @Test func namedValuesAreNormalisedToNumbers() throws {
        let config = try resolve(["indicator": ["weight": "heavy"]])
        #expect(ConfigNormalizer.normalized(config)["indicator"]?["weight"] == 8)
    }
}
