import PagerEngine
import Testing

@testable import PlaygroundApp

/// What a designer walkthrough found after the export audit (docs/decisions/0030-export-audit.md,
/// "Follow-up"): options that changed the preview and left the code as it was.
struct ExportFollowUpTests {
    /// camosss/SwiftUITabPager `Sources/SwiftUITabPager/Components/TabBar/TabButtons.swift` lines 56–66: a
    /// fixed bar gives each label `.frame(width: cellWidth, alignment: .center)`, so a label that takes the
    /// whole cell (`maxWidth: .infinity`) sets where its title sits; the label closure is the app's.
    @Test func swiftUITabPagerAlignsTitlesInTheirCells() throws {
        var config = Preset.swiftUITabPagerFixed.config
        let frame = ".frame(maxWidth: .infinity, alignment:"
        #expect(!SwiftUITabPagerExporter(config: config).source().contains(frame))
        config.buttons.textAlignment = .trailing
        let trailing = SwiftUITabPagerExporter(config: config).source()
        #expect(trailing.contains("        .frame(maxWidth: .infinity, alignment: .trailing)\n"))
        #expect(!trailing.contains("buttons.textAlignment"))
        #expect(try swiftTypeCheckErrors(trailing) == nil)
        config.buttons.textAlignment = .leading
        config.buttons.contentInset = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        let leading = SwiftUITabPagerExporter(config: config).source()
        // Inside the padding: the title sits at the padded edge of the cell, as the preview's content box.
        let aligned = try #require(leading.range(of: ".frame(maxWidth: .infinity, alignment: .leading)"))
        let padded = try #require(leading.range(of: ".padding(.horizontal, 12)"))
        #expect(aligned.lowerBound < padded.lowerBound)
        // Tab items: the preview centres their titles whatever the alignment.
        config.buttons.kind = .tabItem
        #expect(!SwiftUITabPagerExporter(config: config).source().contains(frame))
    }

    /// TabBarController's bar is a `UITabBar` (`TabBarController/Classes/SystemTabBar.swift` lines 29–42);
    /// its line is `UITabBarAppearance`'s shadow, a colour or image across the whole bar, with no inset.
    @Test func tabBarControllerListsSeparatorPadding() {
        var config = Preset.tabBarControllerBottom.config
        #expect(!TabBarControllerExporter(config: config).source().contains("horizontalPadding"))
        config.bar.separator.horizontalPadding = 16
        let source = TabBarControllerExporter(config: config).source()
        #expect(source.contains("// - bar.separator.horizontalPadding = 16 pt: UITabBar's shadow line spans the bar."))
        config.bar.separator.visible = false
        #expect(!TabBarControllerExporter(config: config).source().contains("horizontalPadding"))
    }

    /// Safe area "ignore". Tabman: `addBar(_:dataSource:at:)` puts `.top` and `.bottom` bars in containers
    /// pinned to the safe area; a `.custom(view:layout:)` bar is laid out by the app, and bars "added to
    /// custom locations are responsible for handling their own insets" (uias/Tabman
    /// `Sources/Tabman/TabmanViewController.swift` 20–31, 55–60, 249–266, 279–291). SwiftUITabPager: the bar is the top of the `VStack` that ignores the pager's safe-area edges
    /// (`TabPager.swift` lines 68–111), so only `contentIgnoresSafeArea(edges:)` moves it.
    @Test func safeAreaIgnoreIsListedWithWhatTheLibraryOffers() {
        var tabman = Preset.tabmanButtonBar.config
        tabman.bar.safeAreaBehavior = .ignore
        let tabmanSource = TabmanExporter(config: tabman).source()
        #expect(tabmanSource.contains("// - bar.safeAreaBehavior = ignore: a Tabman bar at .top or .bottom"))
        #expect(tabmanSource.contains(".custom(view:layout:)"))
        var swiftUI = Preset.swiftUITabPagerFixed.config
        swiftUI.bar.safeAreaBehavior = .ignore
        let swiftUISource = SwiftUITabPagerExporter(config: swiftUI).source()
        #expect(swiftUISource.contains("// - bar.safeAreaBehavior = ignore: the bar keeps the safe area"))
        #expect(swiftUISource.contains("(pager.contentIgnoresSafeArea, .contentIgnoresSafeArea(edges:))"))
        // The pager's own edges still reach the code.
        swiftUI.pager.contentIgnoresSafeArea = .all
        #expect(SwiftUITabPagerExporter(config: swiftUI).source().contains(".contentIgnoresSafeArea(edges: .all)"))
    }

    /// camosss/SwiftUITabPager 4.1.2 has no badge: no badge API in `Sources/SwiftUITabPager/` (the modifiers,
    /// `TabPager.swift` 185–279; `TabState` is `isSelected` and `selectionProgress`, `Models/TabState.swift`
    /// 5–13). Since decision 0039 the preview draws none either, so the note says so and names no badge
    /// colours (the badge options are hidden under this behaviour).
    @Test func swiftUITabPagerBadgeNoteSaysThePreviewShowsNone() {
        var config = Preset.swiftUITabPagerFixed.config
        config.items[1].badge = "3"
        config.buttons.badge.backgroundColor = .systemBlue
        let source = SwiftUITabPagerExporter(config: config).source()
        #expect(
            source.contains(
                "// - badges: SwiftUITabPager has none and the preview shows none; draw one in the label closure."))
        #expect(!source.contains("capsule"))
        config.buttons.kind = .none
        #expect(!SwiftUITabPagerExporter(config: config).source().contains("badges:"))
    }
}
