/// Where an option comes from: one of the seed libraries, the iOS environment, or the playground itself.
public enum SourceLibrary: String, Sendable, Hashable, CaseIterable {
    case tabman = "Tabman"
    case pageboy = "Pageboy"
    case swiftUITabPager = "SwiftUITabPager"
    case bTabViewController = "BTabViewController"
    case tabBarController = "TabBarController"
    /// A setting of the device rather than of a library (colour scheme, Dynamic Type, safe area).
    case iOS = "iOS"
    /// A setting of the playground's stage (frame rate).
    case playground = "Playground"
}
