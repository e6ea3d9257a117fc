/// What UIKit's traits would say of the device a viewport stands for: its orientation, whether it is an
/// iPad, and its horizontal size class.
extension Viewport {
    /// The smallest side of an iPad (the iPad mini's 744 pt); a regular-width iPhone in landscape is at
    /// least 896 pt wide (XR, 11, Plus and Max models), the compact ones at most 852 (15 Pro).
    static let iPadMinimumSide = 744.0
    static let regularLandscapeWidth = 896.0

    var isLandscape: Bool { width > height }
    var isIPad: Bool { min(width, height) >= Self.iPadMinimumSide }
    /// `horizontalSizeClass == .regular`: an iPad, or a large iPhone in landscape.
    var hasRegularWidth: Bool { isIPad || (isLandscape && width >= Self.regularLandscapeWidth) }
}
