import Testing

@testable import PagerEngine

/// Issue 48 item 3: the viewing conditions are not the design. A `view` carries them beside a config;
/// an old config's `appearance` is read as one and never written back (decision 0022).
struct ViewConditionsTests {
    private func problems(_ body: () throws -> Void) -> [String] { problemDescriptions(body) }

    @Test func aViewSetsOnlyTheKeysItGives() throws {
        var base = AppearanceConfig()
        base.textScale = 1.24
        let view = try ViewResolver().resolve(
            ["colorScheme": "dark", "layoutDirection": "rightToLeft", "reduceMotion": .null], over: base)
        #expect(view.colorScheme == .dark)
        #expect(view.layoutDirection == .rightToLeft)
        #expect(view.textScale == 1.24)
        #expect(view.reduceMotion == false)
        #expect(try ViewResolver().resolve(["textScale": "xxLarge", "frameRate": 120]).textScale == 1.24)
        #expect(try ViewResolver().resolve(nil, over: base) == base)
    }

    @Test func everyProblemOfAViewHasItsPointer() {
        #expect(
            problems {
                _ = try ViewResolver().resolve(["colorScheme": "sepia", "frameRate": 50, "colourScheme": "dark"])
            } == [
                #"/view/colorScheme: "sepia" is not allowed; use light or dark"#,
                "/view/frameRate: 50 is not allowed; use 30, 60 or 120",
                #"/view/colourScheme: unknown key "colourScheme" in a view; did you mean "colorScheme"?"#,
            ])
        #expect(
            problems { _ = try ViewResolver().resolve("dark") }.first?.hasPrefix("/view: expected a view object")
                == true)
    }

    @Test func anOldConfigsAppearanceIsReadAsTheViewAndNeverWrittenBack() throws {
        let old: JSONValue = [
            "schemaVersion": 1, "preset": "tabman.tabBar",
            "appearance": ["colorScheme": "dark", "textScale": 1.35], "indicator": ["weight": 3],
        ]
        let config = try ConfigResolver().resolve(old)
        #expect(config.appearance.colorScheme == .dark)
        #expect(config.appearance.textScale == 1.35)
        #expect(config.indicator.weight == 3)
        let normalized = ConfigNormalizer.normalized(config)
        #expect(normalized["appearance"] == nil)
        #expect(normalized["schemaVersion"] == 2)
        #expect(ConfigNormalizer.compact(config).compactText.contains("appearance") == false)
        #expect(ConfigResolver.legacyView(of: old)?["colorScheme"] == "dark")
        #expect(ConfigResolver.legacyView(of: ["preset": "tabman.tabBar"]) == nil)
        // A bad value there is still refused, at its place in the document.
        #expect(
            problems { _ = try ConfigResolver().resolve(["appearance": ["colorScheme": "blue"]]) } == [
                #"/appearance/colorScheme: "blue" is not allowed; use light or dark"#
            ])
    }

    @Test func aViewEventChangesTheViewAndNotTheDesign() throws {
        let document: JSONValue = ["schemaVersion": 2, "preset": "tabman.buttonBar"]
        let batch = try InputBatchDecoder().decode(
            [
                ["type": "view", "t": 0, "view": ["colorScheme": "dark"]],
                ["type": "config", "t": 0.1, "patch": ["indicator": ["weight": 6]]],
            ], at: JSONPointer(["events"]), document: document, config: PagerConfig())
        guard case .config(let afterView) = batch.inputs[0].input, case .config(let afterPatch) = batch.inputs[1].input
        else {
            Issue.record("expected two config inputs, got \(batch.inputs)")
            return
        }
        #expect(afterView.appearance.colorScheme == .dark)
        #expect(afterView.indicator.weight == PagerConfig().indicator.weight)
        // A later design patch keeps the view it was shown under.
        #expect(afterPatch.appearance.colorScheme == .dark)
        #expect(afterPatch.indicator.weight == 6)
        #expect(batch.document == ["schemaVersion": 2, "preset": "tabman.buttonBar", "indicator": ["weight": 6]])
    }

    @Test func anOldClientsAppearancePatchChangesTheViewOnly() throws {
        let document: JSONValue = ["schemaVersion": 2, "preset": "tabman.buttonBar"]
        var shown = PagerConfig()
        shown.appearance.textScale = 1.12
        let batch = try InputBatchDecoder().decode(
            [["type": "config", "t": 0, "patch": ["appearance": ["layoutDirection": "rightToLeft"]]]],
            at: JSONPointer(["events"]), document: document, config: shown)
        guard case .config(let config) = batch.inputs.first?.input else {
            Issue.record("expected a config input")
            return
        }
        #expect(config.appearance.layoutDirection == .rightToLeft)
        #expect(config.appearance.textScale == 1.12)
        #expect(batch.document == document)
    }

    @Test func aBadViewEventIsRefusedWithItsPointer() {
        let refused = problems {
            _ = try InputBatchDecoder().decode(
                [["type": "view", "t": 0, "view": ["textScale": 9]]], at: JSONPointer(["events"]),
                document: ["preset": "tabman.buttonBar"], config: PagerConfig())
        }
        #expect(refused.count == 1)
        #expect(refused.first?.hasPrefix("/events/0/view/textScale: 9") == true)
    }
}
