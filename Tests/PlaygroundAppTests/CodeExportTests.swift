import Foundation
import PagerEngine
import Testing

@testable import PlaygroundApp

struct CodeExportTests {
    @Test func defaultConfigExportsAButtonBarWithNothingChanged() throws {
        let source = TabmanExporter(config: PagerConfig()).source()
        #expect(source.contains("let bar = TMBar.ButtonBar()"))
        #expect(source.contains("addBar(bar, dataSource: self, at: .top)"))
        #expect(!source.contains("bar.layout."))
        #expect(!source.contains("bar.indicator."))
        #expect(!source.contains("customize"))
        #expect(!source.contains("Not expressible"))
        #expect(try swiftTypeCheckErrors(source) == nil)
    }

    @Test func changedOptionsAreSetAndUnsupportedOnesListed() throws {
        var config = PagerConfig()
        config.bar.alignment = .center
        config.bar.interButtonSpacing = 24
        config.bar.location = .left
        config.indicator.kind = .dot
        config.indicator.dotSize = 12
        config.indicator.color = RGBAColor(red: 255, green: 0, blue: 0)
        config.indicator.widthMode = .label
        config.buttons.font = FontConfig(size: 15, weight: .medium)
        config.pager.transition.style = .push
        config.pager.transition.duration = 0.4
        config.pager.autoScroll.enabled = true
        config.pager.autoScroll.interval = 3
        config.items[1].badge = "9+"
        let source = TabmanExporter(config: config).source()
        #expect(source.contains("let bar = TMBarView<TMHorizontalBarLayout, TMLabelBarButton, TMDotBarIndicator>()"))
        #expect(source.contains("bar.layout.alignment = .center"))
        #expect(source.contains("bar.layout.interButtonSpacing = 24"))
        #expect(source.contains("bar.indicator.size = .large"))
        #expect(source.contains("bar.indicator.tintColor = .red"))
        // Tabman's own badge fill is .red: the default needs no line; UITabBarItem's .systemRed does.
        #expect(!source.contains("badge.tintColor"))
        config.buttons.badge.backgroundColor = .systemRed
        #expect(TabmanExporter(config: config).source().contains("button.badge.tintColor = .systemRed"))
        #expect(source.contains("button.font = UIFont.systemFont(ofSize: 15, weight: .medium)"))
        #expect(source.contains("transition = Transition(style: .push, duration: 0.4)"))
        #expect(source.contains("autoScroller.enable(withIntermissionDuration: .custom(duration: 3))"))
        #expect(source.contains("item.badgeValue = tab.badge"))
        #expect(source.contains("// - bar.location = left"))
        #expect(source.contains("// - indicator.widthMode = label"))
        #expect(try swiftTypeCheckErrors(source) == nil)
    }

    @Test func swiftUIExportUsesTheModifiers() throws {
        var config = PagerConfig()
        config.bar.contentMode = .fit
        config.bar.interButtonSpacing = 6
        config.bar.contentInset = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        config.indicator.weight = 3
        config.indicator.horizontalInset = 8
        config.indicator.placement = .overlay
        config.bar.background.style = .clear
        config.pager.isScrollEnabled = false
        config.pager.defaultPage = 2
        config.items[0].title = "Quote \" and \\ backslash"
        let source = SwiftUITabPagerExporter(config: config).source()
        #expect(source.contains(#"@State private var selection: PagerTab.ID? = "library""#))
        #expect(source.contains(".tabBarLayoutConfig(buttonSpacing: 6, sidePadding: 12)"))
        #expect(source.contains(".tabIndicatorStyle(height: 3, horizontalInset: 8)"))
        #expect(source.contains(".contentSwipeEnabled(false)"))
        config.indicator.animationDuration = 0.45
        let slower = SwiftUITabPagerExporter(config: config).source()
        #expect(slower.contains(".tabIndicatorStyle(height: 3, horizontalInset: 8, animationDuration: 0.45)"))
        #expect(
            TabmanExporter(config: config).source().contains(
                "// - indicator.animationDuration = 0.45 s: SwiftUITabPager's; Tabman's indicator moves with the page"))
        config.indicator.slidesWhileSwiping = true
        #expect(
            TabmanExporter(config: config).source().contains("// - indicator.slidesWhileSwiping: BTabViewController's"))
        #expect(
            SwiftUITabPagerExporter(config: config).source().contains(
                "// - indicator.slidesWhileSwiping: BTabViewController's"))
        // BTabViewController's isAnimated: the other libraries note it (LibraryCodeExportTests sets it).
        config.pager.isAnimated = false
        #expect(TabmanExporter(config: config).source().contains("// - pager.isAnimated = false: BTabViewController's"))
        #expect(
            SwiftUITabPagerExporter(config: config).source().contains(
                "// - pager.isAnimated = false: BTabViewController's"))
        #expect(!source.contains(".tabBarLayoutStyle"))
        #expect(!source.contains("SafeArea"))
        #expect(source.contains(#"title: "Quote \" and \\ backslash""#))
        #expect(try swiftTypeCheckErrors(source) == nil)
    }

    /// camosss/SwiftUITabPager 4.1.2, TabPager.swift lines 242–253: `contentIgnoresSafeArea(edges:)` takes an
    /// `Edge.Set` (default `.bottom`, line 41, so nothing is written for it); `contentRespectsSafeArea()` is `[]`.
    @Test(arguments: [
        (SafeAreaEdges(), ".contentRespectsSafeArea()"),
        (SafeAreaEdges(top: true), ".contentIgnoresSafeArea(edges: .top)"),
        (
            SafeAreaEdges(bottom: true, leading: true, trailing: true),
            ".contentIgnoresSafeArea(edges: [.bottom, .horizontal])"
        ),
        (
            SafeAreaEdges(top: true, bottom: true, trailing: true),
            ".contentIgnoresSafeArea(edges: [.vertical, .trailing])"
        ),
        (SafeAreaEdges.all, ".contentIgnoresSafeArea(edges: .all)"),
    ])
    func ignoredSafeAreaEdgesBecomeTheModifier(edges: SafeAreaEdges, modifier: String) throws {
        var config = Preset.swiftUITabPagerFixed.config
        config.pager.contentIgnoresSafeArea = edges
        let source = SwiftUITabPagerExporter(config: config).source()
        #expect(source.contains(modifier))
        #expect(try swiftTypeCheckErrors(source) == nil)
        #expect(
            TabmanExporter(config: config).source().contains(
                "// - pager.contentIgnoresSafeArea: SwiftUITabPager's; Tabman's pages fill the screen"))
    }

    @Test func aHidingBarIsWrappedInTMHidingBar() throws {
        var config = PagerConfig()
        #expect(TabmanExporter(config: config).source().contains("addBar(bar, dataSource: self, at: .top)"))
        config.bar.hiding.trigger = .time
        config.bar.hiding.duration = 2.5
        config.bar.hiding.transition = .fade
        let timed = TabmanExporter(config: config).source()
        #expect(timed.contains("let hidingBar = bar.hiding(trigger: .time(duration: 2.5))"))
        #expect(timed.contains("hidingBar.hideTransition = .fade"))
        #expect(timed.contains("addBar(hidingBar, dataSource: self, at: .top)"))
        #expect(!timed.contains("addBar(bar,"))
        #expect(!timed.contains("hide(animated:"))
        #expect(try swiftTypeCheckErrors(timed) == nil)
        var hidden = PagerConfig()
        hidden.bar.hidden = true
        let manual = TabmanExporter(config: hidden).source()
        #expect(manual.contains("let hidingBar = bar.hiding(trigger: .manual)"))
        #expect(manual.contains("hidingBar.hide(animated: false, completion: nil)"))
        #expect(!manual.contains("hideTransition"))
        #expect(!manual.contains("// - bar.hidden"))
        #expect(try swiftTypeCheckErrors(manual) == nil)
        #expect(
            SwiftUITabPagerExporter(config: config).source().contains(
                "// - bar.hiding.trigger = time: the bar does not hide itself"))
    }

    @Test func filledSelectedIconsAreSelectedImages() throws {
        var config = Preset.tabmanTabBar.config
        config.items = [
            PagerItem(id: "a", title: "Home", icon: "house"),
            PagerItem(id: "b", title: "Find", icon: "magnifyingglass"),
        ]
        config.buttons.selectedImageFilled = true
        let tabman = TabmanExporter(config: config).source()
        #expect(tabman.contains(#"(title: "Home", badge: nil, icon: "house", selectedIcon: "house.fill"),"#))
        #expect(tabman.contains(#"(title: "Find", badge: nil, icon: "magnifyingglass", selectedIcon: nil),"#))
        #expect(tabman.contains("item.selectedImage = tab.selectedIcon.flatMap { UIImage(systemName: $0) }"))
        #expect(try swiftTypeCheckErrors(tabman) == nil)
        let swiftUI = SwiftUITabPagerExporter(config: config).source()
        #expect(swiftUI.contains(#"PagerTab(id: "a", title: "Home", icon: "house", selectedIcon: "house.fill"),"#))
        #expect(swiftUI.contains("Image(systemName: tab.selectedIcon ?? icon).opacity(state.selectionProgress)"))
        #expect(try swiftTypeCheckErrors(swiftUI) == nil)
        config.buttons.selectedImageFilled = false
        #expect(!TabmanExporter(config: config).source().contains("selected"))
        #expect(!SwiftUITabPagerExporter(config: config).source().contains("selectedIcon"))
    }

    @Test func accessoriesAreSystemButtonsOfTheirWidth() throws {
        var config = Preset.tabmanButtonBar.config
        config.bar.accessories.left = .plus
        config.bar.accessories.rightPinned = .ellipsis
        config.bar.accessories.width = 36
        config.bar.accessories.spacing = 12
        config.bar.accessories.tintColor = RGBAColor(red: 255, green: 0, blue: 0)
        let tabman = TabmanExporter(config: config).source()
        #expect(tabman.contains(#"bar.leftAccessoryView = accessoryButton(systemName: "plus")"#))
        #expect(tabman.contains(#"bar.rightPinnedAccessoryView = accessoryButton(systemName: "ellipsis")"#))
        #expect(!tabman.contains("bar.rightAccessoryView") && !tabman.contains("bar.leftPinnedAccessoryView"))
        #expect(tabman.contains("bar.spacing = 12"))
        #expect(tabman.contains("private func accessoryButton(systemName: String) -> UIButton {"))
        #expect(tabman.contains("button.widthAnchor.constraint(equalToConstant: 36).isActive = true"))
        #expect(tabman.contains("button.tintColor = .red"))
        #expect(try swiftTypeCheckErrors(tabman) == nil)
        let swiftUI = SwiftUITabPagerExporter(config: config).source()
        #expect(swiftUI.contains("bar.accessories: SwiftUITabPager has no accessory views"))
        // Where the preview shows none (another library's rules), the code sets none either.
        config.bar.behavior = .swiftUITabPager
        #expect(!TabmanExporter(config: config).source().contains("ccessory"))
    }

    @Test func accessibilityLabelsAreWhatVoiceOverReads() throws {
        var config = Preset.tabmanButtonBar.config
        config.items = [
            PagerItem(id: "inbox", title: "Inbox", badge: "3", accessibilityLabel: "Inbox, 3 unread"),
            PagerItem(id: "sent", title: "Sent"),
        ]
        let tabman = TabmanExporter(config: config).source()
        #expect(tabman.contains(#"(title: "Inbox", badge: "3", icon: nil, accessibilityLabel: "Inbox, 3 unread"),"#))
        #expect(tabman.contains(#"(title: "Sent", badge: nil, icon: nil, accessibilityLabel: nil),"#))
        #expect(tabman.contains("item.accessibilityLabel = tab.accessibilityLabel"))
        #expect(try swiftTypeCheckErrors(tabman) == nil)
        let swiftUI = SwiftUITabPagerExporter(config: config).source()
        #expect(swiftUI.contains(#"PagerTab(id: "inbox", title: "Inbox", accessibilityLabel: "Inbox, 3 unread"),"#))
        #expect(swiftUI.contains(".accessibilityLabel(Text(tab.accessibilityLabel ?? tab.title))"))
        #expect(try swiftTypeCheckErrors(swiftUI) == nil)
        // Without labels the code has none.
        config.items[0].accessibilityLabel = nil
        #expect(!TabmanExporter(config: config).source().contains("accessibilityLabel"))
        #expect(!SwiftUITabPagerExporter(config: config).source().contains("accessibilityLabel"))
    }

    @Test func aLabelsVerticalAlignmentIsCustomized() throws {
        var config = Preset.tabmanButtonBar.config
        config.buttons.verticalAlignment = .bottom
        let tabman = TabmanExporter(config: config).source()
        #expect(tabman.contains("button.verticalAlignment = .bottom"))
        #expect(try swiftTypeCheckErrors(tabman) == nil)
        config.buttons.verticalAlignment = .center
        #expect(!TabmanExporter(config: config).source().contains("verticalAlignment"))
    }

    @Test func colourComponentsHaveThreeDecimals() {
        // 122/255 = 0.47843 → 0.478; 59/255 = 0.23137 → 0.231.
        #expect(SwiftLiteral.component(122) == "0.478")
        #expect(SwiftLiteral.component(59) == "0.231")
        #expect(SwiftLiteral.component(255) == "1")
        #expect(SwiftLiteral.component(0) == "0")
        #expect(UIKitColor.literal(RGBAColor(red: 0, green: 122, blue: 255)) == ".systemBlue")
    }
}
