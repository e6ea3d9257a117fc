/// Which way a bar's buttons run: along the width (top, bottom, navigation item) or the height (left, right).
public enum BarAxis: String, Sendable, Hashable {
    case horizontal
    case vertical
}

/// A font as the layout uses it: the configured size times the text scale, its weight and family, and how the
/// measurer draws it (the face's weight and any tracking).
public struct ResolvedFont: Sendable, Hashable {
    public var size: Double
    public var weight: FontConfig.Weight
    /// `text.font`.
    public var family: String
    /// The CSS weight and letter spacing the canvas draws with (``TextMeasuring/rendition(of:)``).
    public var rendition: FontRendition

    /// A font of `size` points rounded to a quarter point: Chromium keeps such sizes exactly, so the canvas
    /// draws text as wide as the server measured it (docs/text-metrics.md), and text scale never asks for
    /// a size between two a browser would merge.
    public init(
        size: Double, weight: FontConfig.Weight, family: String = FontFace.defaultFamily,
        measurer: (any TextMeasuring)? = nil
    ) {
        self.size = (size * 4).rounded() / 4
        self.weight = weight
        self.family = family
        let spec = FontSpec(size: self.size, face: FontFace(family: family, weight: weight.cssWeight))
        rendition = measurer?.rendition(of: spec) ?? FontRendition(weight: weight.cssWeight)
    }

    public init(
        _ font: FontConfig, scale: Double, family: String = FontFace.defaultFamily,
        measurer: (any TextMeasuring)? = nil
    ) {
        self.init(size: font.size * scale, weight: font.weight, family: family, measurer: measurer)
    }

    /// The face and size the text measurer is asked about.
    public var spec: FontSpec { FontSpec(size: size, face: FontFace(family: family, weight: weight.cssWeight)) }
}

/// A tab's badge: Tabman's `TMBadgeView` or `UITabBarItem`'s capsule (``BadgeLook``).
public struct BadgeLayout: Sendable, Hashable {
    public var text: String
    /// In bar content coordinates.
    public var frame: Rect
    public var textWidth: Double
}

/// A tab item's image (`TMTabItemBarButton`), at full size; frames scale it about its centre.
public struct ImageLayout: Sendable, Hashable {
    public var name: String?
    /// The selected image's SF Symbol (`house.fill`, ``ItemSchema/filledIcons``) with
    /// `buttons.selectedImageFilled`; drawn as `name`'s shape filled, at the button's selection progress
    /// over the icon at the rest.
    public var selectedName: String?
    /// In bar content coordinates.
    public var frame: Rect
}

/// One button as laid out, in bar content coordinates.
public struct LaidOutButton: Sendable, Hashable {
    public var index: Int
    public var id: String
    public var title: String
    /// The whole button: what a tap hits and what `.button` indicator widths follow.
    public var frame: Rect
    /// The label's box; text is drawn in it with the layout's text alignment, vertically centred.
    public var labelFrame: Rect
    /// The title's width in the normal font.
    public var labelWidth: Double
    /// The title's width in the selected font (equal to `labelWidth` without one).
    public var selectedLabelWidth: Double
    /// The title is wider than its label box and is cut (SwiftUITabPager) or truncated (UIKit).
    public var clipped: Bool
    /// False for `TMBarButton.None` and for layouts without buttons (`TMBarLayout.None`).
    public var visible: Bool
    public var badge: BadgeLayout?
    public var image: ImageLayout?
}

/// A problem with the layout a designer should know about, with the numbers.
public struct LayoutWarning: Sendable, Hashable {
    public var code: String
    public var index: Int?
    public var message: String
    /// Option values that remove the cause, offered as a button in the warning strip.
    public var fix: WarningFix?

    public init(code: String, index: Int?, message: String, fix: WarningFix? = nil) {
        self.code = code
        self.index = index
        self.message = message
        self.fix = fix
    }
}

/// A one-click remedy for a ``LayoutWarning``: set each option (a schema key path) to its value.
public struct WarningFix: Sendable, Hashable {
    public struct Setting: Sendable, Hashable {
        public var key: String
        public var value: JSONValue
    }

    public var label: String
    public var options: [Setting]
}

/// How the indicator looks; where it is comes with each frame.
public struct IndicatorAppearance: Sendable, Hashable {
    public var kind: IndicatorConfig.Kind
    /// The colour drawn: the configured colour, at 25 % of its alpha for `block` (Tabman).
    public var color: RGBAColor
    public var cornerRadius: Double
    public var placement: IndicatorConfig.Placement
    /// The edge of the indicator that faces the buttons (where a chevron's apex points).
    public var apex: String
}

/// Where the bar is and how its content scrolls.
public struct BarGeometry: Sendable, Hashable {
    public var location: BarConfig.Location
    public var axis: BarAxis
    /// In viewport coordinates, including a background extended into the safe area.
    public var frame: Rect
    /// The window onto the bar content (the scroll view), in viewport coordinates. Content point `c`
    /// draws at `scrollFrame.origin + c − barOffset`.
    public var scrollFrame: Rect
    public var contentSize: Size
    /// The scroll view's content inset along the bar's axis (alignment plus `contentInset`), in the
    /// physical direction: left/right for horizontal bars, top/bottom for vertical ones.
    public var scrollInsets: EdgeInsets
    /// The offsets a user can drag the bar content between.
    public var minOffset: Point
    public var maxOffset: Point
    public var hidden: Bool
    /// Where the bar moves to, and how opaque it is, when hidden (TabBarController slides it out;
    /// Tabman's drawer slides it up by its height and fades it).
    public var hiddenOffset: Point
    public var hiddenOpacity: Double
    /// The navigation bar hosting a `navigationItem` bar, in viewport coordinates.
    public var navigationBar: Rect?
    /// The line along the bar's inner edge (SwiftUITabPager's `tabBarSeparator`, `UITabBar`'s hairline).
    public var separator: Rect?
    /// Tabman's accessory views, leading ones first.
    public var accessories: [BarAccessory] = []
    /// What the bar's content is clipped to, in viewport coordinates: the scroll window, except a
    /// `UITabBar`'s (TabBarController), which has no scroll view and does not clip its items (UIView's
    /// `clipsToBounds` is false unless set), so a title too tall for the items shows below them, over a
    /// bottom bar's home-indicator band or the pages under a top bar, up to the screen's bottom edge
    /// (``BarPlacement/tabBarContentClip``; decisions 0047, 0051).
    public var contentClip: Rect = .zero
}

/// Where pages are and what they must keep clear of.
public struct PageArea: Sendable, Hashable {
    /// The area pages scroll in, in viewport coordinates.
    public var frame: Rect
    public var count: Int
    public var orientation: PagerOptions.Orientation
    /// The extra safe area the bar gives each page (Tabman's `additionalSafeAreaInsets`,
    /// TabBarController's `max(0, barSize − safeArea[edge])`); zero when pages sit below the bar.
    public var insets: EdgeInsets
    /// The safe area page content sees: the device's, clipped to the page frame, plus `insets`.
    public var safeArea: EdgeInsets
    public var interPageSpacing: Double
}
