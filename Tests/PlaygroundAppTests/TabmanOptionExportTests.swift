import PagerEngine
import Testing

@testable import PlaygroundApp

/// The Tabman export of issue 47's section 3 options.
struct TabmanOptionExportTests {
    /// `TMBarIndicator.displayMode` is a read-only `open var` that each indicator class overrides
    /// (uias/Tabman 4.0.1 `Sources/Tabman/Bar/BarIndicator/TMBarIndicator.swift` lines 35–38;
    /// `Types/TMLineBarIndicator.swift` lines 33–35 returns `.bottom`): a line on top needs a subclass, and
    /// the bar is then the generic `TMBarView` with it (the ButtonBar template fixes `TMLineBarIndicator`).
    @Test func aTopIndicatorIsASubclassThatOverridesDisplayMode() throws {
        var config = Preset.tabmanButtonBar.config
        config.indicator.displayMode = .top
        let source = TabmanExporter(config: config).source()
        #expect(source.contains("let bar = TMBarView<TMHorizontalBarLayout, TMLabelBarButton, TopLineBarIndicator>()"))
        #expect(source.contains("final class TopLineBarIndicator: TMLineBarIndicator {"))
        #expect(source.contains("override var displayMode: TMBarIndicator.DisplayMode { .top }"))
        #expect(try swiftTypeCheckErrors(source) == nil)
        // The class's own mode (automatic, or bottom for a line) needs nothing.
        config.indicator.displayMode = .bottom
        let own = TabmanExporter(config: config).source()
        #expect(own.contains("let bar = TMBar.ButtonBar()"))
        #expect(!own.contains("displayMode"))
        // A mode Tabman cannot lay out is not exported; the comment at the top says why.
        config.indicator.displayMode = .fill
        let conflict = TabmanExporter(config: config).source()
        #expect(conflict.contains("let bar = TMBar.ButtonBar()"))
        #expect(conflict.contains("// - indicator.displayMode = fill: a line indicator has a fixed height"))
    }

    /// `TMBarButton.backgroundView` (`TMBarButton.swift` line 43) is set per button in `customize`.
    @Test func aButtonBackgroundIsSetOnEachButton() throws {
        var config = Preset.tabmanButtonBar.config
        config.buttons.background.style = .flat
        config.buttons.background.color = RGBAColor(red: 255, green: 0, blue: 0)
        let flat = TabmanExporter(config: config).source()
        #expect(flat.contains("bar.buttons.customize { button in"))
        #expect(flat.contains("button.backgroundView.style = .flat(color: .red)"))
        #expect(try swiftTypeCheckErrors(flat) == nil)
        config.buttons.background.style = .blur
        config.buttons.background.blurStyle = .systemMaterial
        #expect(
            TabmanExporter(config: config).source().contains(
                "button.backgroundView.style = .blur(style: .systemMaterial)"))
        #expect(!TabmanExporter(config: Preset.tabmanButtonBar.config).source().contains("backgroundView"))
    }
}
