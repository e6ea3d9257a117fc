import PagerEngine
import Testing

@testable import PlaygroundApp

/// Every shape of every Swift export type-checks against the stand-ins (`Tests/ExportStandIns`): a config
/// with every option off its default, in every bar layout, button kind, indicator kind, display mode, corner
/// style, location and background, so each line an exporter can write is compiled at least once.
struct ExportTypeCheckShapesTests {
    /// Every option changed: badges, icons with filled selected images, labels, per-tab looks, separators,
    /// accessories, a timed fading hidden bar, auto scroll, a transition, insets and colours.
    static var everythingChanged: PagerConfig {
        var config = PagerConfig()
        let colour = RGBAColor(red: 12, green: 34, blue: 56, alpha: 200)
        config.items[0].badge = "3"
        config.items[1].accessibilityLabel = "Search"
        config.items[2].style = ItemStyle(
            font: FontConfig(size: 13, weight: .light), selectedFont: FontConfig(size: 13, weight: .heavy),
            tintColor: .red, selectedTintColor: colour, backgroundColor: .white)
        var bar = config.bar
        bar.visibleButtonCount = 4
        bar.contentMode = .fit
        bar.buttonWidth = 90
        bar.interButtonSpacing = 10
        bar.contentInset = EdgeInsets(top: 2, left: 6, bottom: 3, right: 7)
        bar.alignment = .center
        bar.scrollMode = .swipe
        bar.transitionStyle = .snap
        bar.fadesContentEdges = true
        bar.background = BarBackground(style: .flat)
        bar.background.color = colour
        bar.separator.visible = true
        bar.separator.horizontalPadding = 4
        bar.separator.height = 2
        bar.buttonSeparators.visible = true
        bar.buttonSeparators.color = colour
        bar.buttonSeparators.width = 2
        bar.buttonSeparators.inset = EdgeInsets(top: 2, left: 1, bottom: 2, right: 1)
        bar.accessories.left = .plus
        bar.accessories.right = .gear
        bar.accessories.leftPinned = .bell
        bar.accessories.rightPinned = .star
        bar.accessories.width = 30
        bar.accessories.spacing = 4
        bar.accessories.tintColor = .red
        bar.sizing = .fixed
        bar.height = 60
        bar.hidden = true
        bar.hiding.trigger = .time
        bar.hiding.duration = 2
        bar.hiding.transition = .fade
        bar.safeAreaBehavior = .ignore
        bar.additionalInset = 10
        bar.hidesBottomBarWhenPushed = true
        config.bar = bar
        var buttons = config.buttons
        buttons.font = FontConfig(size: 15, weight: .medium)
        buttons.selectedFontEnabled = true
        buttons.selectedFont = FontConfig(size: 15, weight: .black)
        buttons.tintColor = colour
        buttons.selectedTintColor = .red
        buttons.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        buttons.textAlignment = .trailing
        buttons.verticalAlignment = .top
        buttons.transitionStyle = .none
        buttons.adjustsAlphaOnSelection = true
        buttons.imageSize = 22
        buttons.shrinksImageWhenUnselected = false
        buttons.selectedImageFilled = true
        buttons.badge.backgroundColor = colour
        buttons.badge.textColor = .black
        buttons.background = BarBackground(style: .blur)
        buttons.background.blurStyle = .dark
        config.buttons = buttons
        var indicator = config.indicator
        indicator.weight = 3
        indicator.dotSize = 10
        indicator.chevronWidth = 16
        indicator.chevronHeight = 9
        indicator.color = colour
        indicator.overscrollBehavior = .compress
        indicator.isProgressive = true
        indicator.transitionStyle = .snap
        indicator.horizontalInset = 5
        indicator.fixedWidth = 30
        indicator.animationDuration = 0.5
        indicator.slidesWhileSwiping = true
        config.indicator = indicator
        var pager = config.pager
        pager.orientation = .vertical
        pager.isInfiniteScrollEnabled = true
        pager.bounces = false
        pager.isScrollEnabled = false
        pager.interPageSpacing = 8
        pager.defaultPage = 2
        pager.transition.style = .moveIn
        pager.transition.duration = 0.4
        pager.autoScroll.enabled = true
        pager.autoScroll.interval = 7
        pager.autoScroll.cancelsOnScroll = false
        pager.autoScroll.restartsOnScrollEnd = true
        pager.autoScroll.animated = false
        pager.contentIgnoresSafeArea = SafeAreaEdges(top: true, leading: true)
        pager.isAnimated = false
        config.pager = pager
        return config
    }

    /// The config in each bar layout × button kind (with a line indicator and none, which with them make
    /// Tabman's three templates), each other indicator kind, each display mode and corner style, each
    /// location, and each background style and blur.
    static var shapes: [PagerConfig] {
        var configs: [PagerConfig] = []
        func add(_ change: (inout PagerConfig) -> Void) {
            var config = everythingChanged
            change(&config)
            configs.append(config)
        }
        for layout in BarConfig.Layout.allCases {
            for kind in ButtonsConfig.Kind.allCases {
                for indicator in [IndicatorConfig.Kind.line, .none] {
                    add {
                        $0.bar.layout = layout
                        $0.buttons.kind = kind
                        $0.indicator.kind = indicator
                    }
                }
            }
        }
        for indicator in [IndicatorConfig.Kind.dot, .chevron, .block] {
            add { $0.indicator.kind = indicator }
            for mode in IndicatorConfig.DisplayMode.allCases {
                add {
                    $0.indicator.kind = indicator
                    $0.indicator.displayMode = mode
                }
            }
        }
        for mode in IndicatorConfig.DisplayMode.allCases { add { $0.indicator.displayMode = mode } }
        for style in IndicatorConfig.CornerStyle.allCases {
            for indicator in [IndicatorConfig.Kind.line, .block] {
                add {
                    $0.indicator.kind = indicator
                    $0.indicator.cornerStyle = style
                }
            }
        }
        for location in BarConfig.Location.allCases { add { $0.bar.location = location } }
        add { $0.bar.background = BarBackground(style: .clear) }
        for blur in BarBackground.BlurStyle.allCases {
            add {
                $0.bar.background = BarBackground(style: .blur)
                $0.bar.background.blurStyle = blur
            }
        }
        return configs
    }

    @Test(arguments: [ExportTarget.tabman, .swiftUITabPager, .bTabViewController, .tabBarController])
    func everyShapeTypeChecks(target: ExportTarget) throws {
        var seen = Set<String>()
        for config in Self.shapes {
            let source = String(decoding: target.export(config), as: UTF8.self)
            guard seen.insert(source).inserted else { continue }
            let errors = try swiftTypeCheckErrors(source)
            #expect(errors == nil, "\(target.rawValue):\n\(errors ?? "")\n\(source)")
        }
    }
}
