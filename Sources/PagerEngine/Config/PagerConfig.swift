/// A fully resolved pager configuration, schema version 2, with the view it is shown under.
///
/// Every value is present: the JSON a designer sends is validated, merged over its preset and the
/// global defaults, and decoded into this value (see `ConfigResolver`). The property defaults below are
/// the global defaults, which are Tabman's `TMBar.ButtonBar` with Pageboy's defaults; docs/config.md
/// lists every option with its source.
///
/// Units are points (= CSS pixels); durations are seconds; colours are `RGBAColor`.
public struct PagerConfig: Sendable, Hashable {
    /// 2: the viewing conditions left the design (`appearance` became the `view`, decision 0022).
    public static let schemaVersion = 2

    public var preset: String = "tabman.buttonBar"
    public var items: [PagerItem] = PagerItem.sampleItems
    public var bar = BarConfig()
    public var buttons = ButtonsConfig()
    public var indicator = IndicatorConfig()
    public var pager = PagerOptions()
    /// The viewing conditions (``ViewResolver``): not part of the design, never normalised or saved.
    public var appearance = AppearanceConfig()
    public var text = TextConfig()

    public init() {}
}

/// One tab: an id that selection follows, a title, an optional badge and icon, and an optional
/// accessibility label (what VoiceOver reads instead of the title: Tabman's `TMBarItem.accessibilityLabel`).
public struct PagerItem: Sendable, Hashable {
    public var id: String
    public var title: String
    public var badge: String?
    public var icon: String?
    public var accessibilityLabel: String?
    /// This tab's own fonts and colours (BTabViewController's `BTabItemModel`); nil: the buttons' own.
    public var style: ItemStyle?

    public init(
        id: String, title: String, badge: String? = nil, icon: String? = nil, accessibilityLabel: String? = nil
    ) {
        self.id = id
        self.title = title
        self.badge = badge
        self.icon = icon
        self.accessibilityLabel = accessibilityLabel
    }

    /// A tab with its own look.
    public init(
        id: String, title: String, badge: String?, icon: String?, accessibilityLabel: String?, style: ItemStyle?
    ) {
        self.init(id: id, title: title, badge: badge, icon: icon, accessibilityLabel: accessibilityLabel)
        self.style = style
    }

    /// The five items every preset starts from unless it sets its own.
    public static let sampleItems: [PagerItem] = [
        PagerItem(id: "home", title: "Home", icon: "house"),
        PagerItem(id: "explore", title: "Explore", icon: "magnifyingglass"),
        PagerItem(id: "library", title: "Library", icon: "books"),
        PagerItem(id: "profile", title: "Profile", icon: "person"),
        PagerItem(id: "settings", title: "Settings", icon: "gear"),
    ]
}

/// Edge insets in points.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()
}

/// A colour with 8-bit sRGB components, written `#RRGGBBAA`.
public struct RGBAColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 255, green: 255, blue: 255)
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// UIKit's `.systemBlue` in light mode.
    public static let systemBlue = RGBAColor(red: 0, green: 122, blue: 255)
    /// UIKit's `.systemRed` in light mode (UITabBarItem's and SwiftUI's badge fill).
    public static let systemRed = RGBAColor(red: 255, green: 59, blue: 48)
    /// UIKit's `.red`, #FF0000 in both modes (Tabman's badge fill, `TMBadgeView`'s tint).
    public static let red = RGBAColor(red: 255, green: 0, blue: 0)
}

/// The three ways Tabman moves a component as the position changes (`TMTransitionStyle`).
public enum TransitionStyle: String, Sendable, Hashable, CaseIterable {
    case progressive
    case snap
    case none
}

public struct BarConfig: Sendable, Hashable {
    public enum Location: String, Sendable, Hashable, CaseIterable {
        case top, bottom, left, right, navigationItem
    }
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// Tabman's `TMHorizontalBarLayout` (vertical stacking for left and right bars).
        case horizontal
        /// Tabman's `TMConstrainedHorizontalBarLayout`: equal widths, `visibleButtonCount` visible.
        case constrained
        /// Tabman's `TMBarLayout.None`: no buttons, equal slices for the indicator.
        case none
    }
    public enum ContentMode: String, Sendable, Hashable, CaseIterable {
        /// Buttons as wide as their content; the bar scrolls.
        case intrinsic
        /// All buttons share the visible width equally (Tabman `.fit`, SwiftUITabPager `.fixed`).
        case fit
        /// Every button `buttonWidth` wide (BTabViewController `tabWidth`).
        case fixed
    }
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        case leading, center, centerDistributed, trailing
    }
    public enum ScrollMode: String, Sendable, Hashable, CaseIterable {
        case interactive, swipe, none
    }
    public enum Sizing: String, Sendable, Hashable, CaseIterable {
        /// The bar is as tall as its content (buttons, indicator strip, insets).
        case automatic
        /// The bar is `height` tall (for left and right bars: `height` wide).
        case fixed
    }
    /// Whose rules apply where the libraries differ without an option (docs/geometry.md, "Behaviours").
    ///
    /// It decides the buttons' selection progress and when the selected font applies, the indicator's
    /// path, how the bar scrolls to keep the selection in view, and whether pages sit under the bar
    /// (with insets) or below it.
    public enum Behavior: String, Sendable, Hashable, CaseIterable {
        /// Tabman with Pageboy: algorithms A2–A8 of the reference.
        case tabman
        /// SwiftUITabPager: progress from the committed tab, selection flips past 50 %, bar centres the
        /// committed tab, pages stacked below the bar.
        case swiftUITabPager
        /// BTabViewController: discrete selection (`floor` of the position), indicator jumps to the selected
        /// cell, the bar never scrolls by itself, pages stacked below the bar.
        case bTabViewController
        /// TabBarController: a `UITabBar`-like bar; discrete selection, no scrolling, pages under the bar.
        case tabBarController
    }
    /// How the bar treats the device safe area on its edge.
    public enum SafeAreaBehavior: String, Sendable, Hashable, CaseIterable {
        /// The bar sits inside the safe area (Tabman's bar containers, SwiftUI's default).
        case respect
        /// The content sits inside the safe area and the background extends to the screen edge
        /// (`UITabBar` in TabBarController, Tabman's `systemBar()`).
        case extendBackground
        /// The bar is pinned to the screen edge, under the status bar or home indicator (a
        /// BTabViewController whose view fills the screen).
        case ignore
    }

    public var location: Location = .top
    public var layout: Layout = .horizontal
    public var visibleButtonCount: Int = 5
    public var contentMode: ContentMode = .intrinsic
    public var buttonWidth: Double = 80
    public var interButtonSpacing: Double = 16
    public var contentInset: EdgeInsets = .zero
    public var alignment: Alignment = .leading
    public var scrollMode: ScrollMode = .interactive
    public var transitionStyle: TransitionStyle = .progressive
    public var fadesContentEdges: Bool = false
    public var background = BarBackground()
    public var separator = BarSeparator()
    public var buttonSeparators = ButtonSeparators()
    public var accessories = BarAccessories()
    public var sizing: Sizing = .automatic
    public var height: Double = 50
    public var hidden: Bool = false
    public var hiding = BarHiding()
    public var behavior: Behavior = .tabman
    public var safeAreaBehavior: SafeAreaBehavior = .respect
    /// TabBarController's `additionalInset` (a custom bar's optional `TabBarProtocol` property, 0 when
    /// absent): added to the bar's size before the pages' extra safe area is worked out; may be negative.
    public var additionalInset: Double = 0
    /// A page pushed on a tab's navigation stack has `hidesBottomBarWhenPushed` set: TabBarController hides
    /// its bar, whatever its edge, while a pushed page shows.
    public var hidesBottomBarWhenPushed: Bool = false

    public init() {}
}

/// Tabman's `TMHidingBar` (`bar.hiding(trigger:)`): what hides the bar and how it goes.
public struct BarHiding: Sendable, Hashable {
    public enum Trigger: String, Sendable, Hashable, CaseIterable {
        /// Hidden and shown by the app (`bar.hidden`, a session's `barHidden` input).
        case manual
        /// Hides itself once the bar has not been updated for `duration` seconds (`.time(duration:)`).
        case time
    }
    public enum Transition: String, Sendable, Hashable, CaseIterable {
        /// Slides up by its height while fading out (0.2 s ease-out; shows with an ease-in).
        case drawer
        /// Fades out in place (0.2 s).
        case fade
    }

    public var trigger: Trigger = .manual
    /// Seconds without a bar update before a `time` trigger hides the bar.
    public var duration: Double = 3
    /// `TMHidingBar.hideTransition`, `.drawer` by default.
    public var transition: Transition = .drawer

    public init() {}
}

/// Tabman's `TMBarBackgroundView.Style`.
public struct BarBackground: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case clear, flat, blur
    }
    public enum BlurStyle: String, Sendable, Hashable, CaseIterable {
        case extraLight, light, dark, regular, prominent, systemMaterial
    }

    public var style: Style = .blur
    public var color: RGBAColor = .white
    public var blurStyle: BlurStyle = .extraLight

    public init() {}

    public init(style: Style) {
        self.style = style
    }
}

/// A line under the bar (SwiftUITabPager `tabBarSeparator`; the system bar's hairline).
public struct BarSeparator: Sendable, Hashable {
    public var visible: Bool = false
    /// gray at 20 % opacity.
    public var color = RGBAColor(red: 128, green: 128, blue: 128, alpha: 51)
    public var height: Double = 1
    public var horizontalPadding: Double = 0

    public init() {}
}

/// Separators between buttons (Tabman `showSeparators`).
public struct ButtonSeparators: Sendable, Hashable {
    public var visible: Bool = false
    public var color: RGBAColor = .systemBlue
    public var width: Double = 1
    public var inset = EdgeInsets(top: 4, left: 0, bottom: 4, right: 0)

    public init() {}
}

public struct FontConfig: Sendable, Hashable {
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The CSS weight of the UIKit weight, as SF Pro's faces number them (Ultralight 100, Thin 200, …,
        /// Black 900); the measurer maps it to the family's nearest face or its `wght` axis.
        public var cssWeight: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }
    }

    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight) {
        self.size = size
        self.weight = weight
    }
}

public struct ButtonsConfig: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Tabman's `TMLabelBarButton`.
        case label
        /// Tabman's `TMTabItemBarButton`: icon and label.
        case tabItem
        /// Tabman's `TMBarButton.None`.
        case none
    }
    public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
        case leading, center, trailing
    }
    /// `TMLabelBarButton.VerticalAlignment`: where the title sits in a button taller than it needs.
    public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
        case center, top, bottom
    }

    public var kind: Kind = .label
    /// `preferredFont(.headline)`: 17 pt semibold.
    public var font = FontConfig(size: 17, weight: .semibold)
    public var selectedFontEnabled: Bool = false
    public var selectedFont = FontConfig(size: 17, weight: .bold)
    /// The font a selected tab's title shows: ``selectedFont`` when it is enabled, else ``font``.
    public var fontWhenSelected: FontConfig { selectedFontEnabled ? selectedFont : font }
    public var tintColor: RGBAColor = .black
    public var selectedTintColor: RGBAColor = .systemBlue
    public var contentInset = EdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
    public var textAlignment: TextAlignment = .center
    public var verticalAlignment: VerticalAlignment = .center
    public var transitionStyle: TransitionStyle = .progressive
    public var adjustsAlphaOnSelection: Bool = false
    /// `TMTabItemBarButton.imageViewSize` (square).
    public var imageSize: Double = 30
    /// Space above the tab-item image, and its least space to either side (Tabman's `imagePadding`, 8).
    public var imagePadding: Double = 8
    /// Space between the tab-item image and its label (Tabman's `labelTopPadding`, 6).
    public var imageLabelSpacing: Double = 6
    public var shrinksImageWhenUnselected: Bool = true
    /// Each tab item also has a selected image, its icon's filled SF Symbol (`house.fill`): Tabman's
    /// `selectedImage`, which its tab items cross-fade to by selection progress.
    public var selectedImageFilled: Bool = false
    public var badge = BadgeStyle()
    /// `TMBarButton.backgroundView`: a `TMBarBackgroundView()` (style `.clear`) pinned to the button's
    /// four edges, under its content.
    public var background = BarBackground(style: .clear)

    public init() {}
}

/// A badge's colours: Tabman's `TMBadgeView` is filled with `.red`, `UITabBarItem`'s (the TabBarController
/// presets) with `.systemRed`; SwiftUITabPager and BTabViewController draw no badge (``BadgeLook``).
public struct BadgeStyle: Sendable, Hashable {
    public var backgroundColor: RGBAColor = .red
    public var textColor: RGBAColor = .white

    public init() {}
}

public struct IndicatorConfig: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case line, dot, chevron, block, none
    }
    public enum CornerStyle: String, Sendable, Hashable, CaseIterable {
        /// Tabman spells it `eliptical`; we keep the spelling so exports match.
        case square, rounded, eliptical, custom
    }
    public enum OverscrollBehavior: String, Sendable, Hashable, CaseIterable {
        case bounce, compress, none
    }
    public enum WidthMode: String, Sendable, Hashable, CaseIterable {
        /// The focus rect's full width (Tabman).
        case button
        /// The label's text width.
        case label
        /// A fixed width in points (BTabViewController's 20 pt).
        case fixed
    }
    public enum FixedAlignment: String, Sendable, Hashable, CaseIterable {
        /// Left edge at the button's left edge (BTabViewController).
        case leading
        case center
    }
    public enum Placement: String, Sendable, Hashable, CaseIterable {
        /// A strip stacked under the buttons; the bar grows by its height (Tabman `.bottom`).
        case below
        /// Drawn over the bottom of the buttons (SwiftUITabPager).
        case overlay
    }
    /// Tabman's `TMBarIndicator.DisplayMode` (`.top`, `.bottom`, `.fill`); `automatic` is the indicator
    /// class's own (``IndicatorConfig/ownDisplayMode``).
    public enum DisplayMode: String, Sendable, Hashable, CaseIterable {
        case automatic, top, bottom, fill
    }

    public var kind: Kind = .line
    /// Line thickness; Tabman's `.light` 2, `.medium` 4, `.heavy` 8.
    public var weight: Double = 4
    public var cornerStyle: CornerStyle = .square
    public var cornerRadius: Double = 0
    /// Dot diameter; Tabman's `.small` 6, `.medium` 8, `.large` 12.
    public var dotSize: Double = 8
    public var chevronWidth: Double = 14
    public var chevronHeight: Double = 12
    public var color: RGBAColor = .systemBlue
    public var overscrollBehavior: OverscrollBehavior = .bounce
    public var isProgressive: Bool = false
    public var transitionStyle: TransitionStyle = .progressive
    public var horizontalInset: Double = 0
    public var widthMode: WidthMode = .button
    public var fixedWidth: Double = 20
    public var fixedAlignment: FixedAlignment = .center
    public var placement: Placement = .below
    /// Where a Tabman indicator goes: above the buttons, below them, or behind them filling the bar.
    public var displayMode: DisplayMode = .automatic
    /// How long the indicator (and the labels' selection) take to move to a tab chosen by a tap or
    /// programmatically: SwiftUITabPager's `tabIndicatorStyle(animationDuration:)`, 0.3 s.
    public var animationDuration: Double = 0.3
    /// BTabViewController's `isIndicatorSlide`: while a swipe moves forward the indicator slides from
    /// its cell by a tab's width times the share of the page scrolled.
    public var slidesWhileSwiping: Bool = false

    public init() {}
}

public struct PagerOptions: Sendable, Hashable {
    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        case horizontal, vertical
    }

    public var orientation: Orientation = .horizontal
    public var isInfiniteScrollEnabled: Bool = false
    public var bounces: Bool = true
    public var isScrollEnabled: Bool = true
    public var interPageSpacing: Double = 0
    public var defaultPage: Int = 0
    public var transition = PageTransition()
    public var autoScroll = AutoScroll()
    /// BTabViewController's `isAnimated`: a tab switch slides the pages and cross-fades the cells; off,
    /// both change at once.
    public var isAnimated: Bool = true
    /// SwiftUITabPager's `contentIgnoresSafeArea(edges:)`, `.bottom` by default (``SafeAreaEdges``).
    public var contentIgnoresSafeArea = SafeAreaEdges.bottom

    public init() {}
}

/// Pageboy's `transition`: `scroll` is the system paging scroll; the others are CATransition types.
public struct PageTransition: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case scroll, push, fade, moveIn, reveal
    }

    public var style: Style = .scroll
    public var duration: Double = 0.3

    public init() {}
}

/// Pageboy's `PageboyAutoScroller`.
public struct AutoScroll: Sendable, Hashable {
    public var enabled: Bool = false
    public var interval: Double = 5
    public var cancelsOnScroll: Bool = true
    public var restartsOnScrollEnd: Bool = false
    public var animated: Bool = true

    public init() {}
}

public struct AppearanceConfig: Sendable, Hashable {
    public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
        case light, dark
    }
    public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
        case leftToRight, rightToLeft
    }

    public var colorScheme: ColorScheme = .light
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Dynamic Type as a multiplier of every font size.
    public var textScale: Double = 1
    public var reduceMotion: Bool = false
    /// Frames per second while something moves: 30, 60 or 120.
    public var frameRate: Int = 60

    public init() {}
}
