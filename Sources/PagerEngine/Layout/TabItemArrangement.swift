/// How a Tabman tab item places its image and title (`TMTabItemBarButton.makeComponentConstraints`,
/// after "mimicking" `UITabBarItem`'s layouts since iOS 13).
///
/// A phone in portrait stacks them, image over title. In landscape, or on a regular-width screen (an
/// iPad; a Plus or Max iPhone in landscape), they sit side by side in a box centred in the button:
/// `padding` · image · 4 · title · 4 across, the image `padding` from the box's top and bottom, the title
/// centred on it; the padding is half of `imagePadding` where the width is compact (a phone in landscape).
enum TabItemArrangement: Sendable, Hashable {
    case stacked
    case inline(padding: Double)

    /// The smallest side of an iPad (the iPad mini's 744 pt); a regular-width iPhone in landscape is at
    /// least 896 pt wide (XR, 11, Plus and Max models), the compact ones at most 852 (15 Pro).
    static let iPadMinimumSide = 744.0
    static let regularLandscapeWidth = 896.0

    /// The arrangement Tabman's tab items take on `viewport`; other libraries' tab items stay stacked
    /// (UITabBar's own landscape layout is not modelled).
    static func make(behavior: BarConfig.Behavior, viewport: Viewport, imagePadding: Double) -> TabItemArrangement {
        guard behavior == .tabman else { return .stacked }
        let landscape = viewport.width > viewport.height
        let iPad = min(viewport.width, viewport.height) >= iPadMinimumSide
        let regularWidth = iPad || (landscape && viewport.width >= regularLandscapeWidth)
        guard landscape || regularWidth else { return .stacked }
        return .inline(padding: regularWidth ? imagePadding : imagePadding / 2)
    }
}
