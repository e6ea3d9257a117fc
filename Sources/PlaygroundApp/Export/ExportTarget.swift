import PagerEngine

/// What a config can be exported as (`?target=`, `--target`).
public enum ExportTarget: String, Sendable, CaseIterable {
    /// A `TabmanViewController` subclass.
    case tabman
    /// A SwiftUI view using SwiftUITabPager's `TabPager`.
    case swiftUITabPager = "swiftui-tabpager"
    /// A `BTabViewController` subclass.
    case bTabViewController = "btabviewcontroller"
    /// A `TabBarController` with its tab bar.
    case tabBarController = "tabbarcontroller"
    /// The normalised config, which imports back unchanged.
    case json

    /// The exported text.
    public func export(_ config: PagerConfig) -> [UInt8] {
        switch self {
        case .tabman: Array(TabmanExporter(config: config).source().utf8)
        case .swiftUITabPager: Array(SwiftUITabPagerExporter(config: config).source().utf8)
        case .bTabViewController: Array(BTabViewControllerExporter(config: config).source().utf8)
        case .tabBarController: Array(TabBarControllerExporter(config: config).source().utf8)
        case .json: ConfigNormalizer.normalizedBytes(config) + [UInt8(ascii: "\n")]
        }
    }

    /// The media type of the exported text.
    public var contentType: String {
        switch self {
        case .tabman, .swiftUITabPager, .bTabViewController, .tabBarController: "text/x-swift; charset=utf-8"
        case .json: "application/json"
        }
    }

    /// A file name for a download.
    public var fileName: String {
        switch self {
        case .tabman, .bTabViewController: "PagerViewController.swift"
        case .tabBarController: "PagerTabBarController.swift"
        case .swiftUITabPager: "PagerView.swift"
        case .json: "pager-config.json"
        }
    }

    /// The names a target is given by, for error messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
