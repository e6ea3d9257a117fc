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

    /// The arrangement Tabman's tab items take on `viewport`; other libraries' tab items stay stacked
    /// (UITabBar's own landscape layout is not modelled).
    static func make(behavior: BarConfig.Behavior, viewport: Viewport, imagePadding: Double) -> TabItemArrangement {
        guard behavior == .tabman, viewport.isLandscape || viewport.hasRegularWidth else { return .stacked }
        return .inline(padding: viewport.hasRegularWidth ? imagePadding : imagePadding / 2)
    }
}
