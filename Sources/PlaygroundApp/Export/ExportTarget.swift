import PagerEngine
import TextMetrics

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

    /// The exported text; with `measurer`, uploaded fonts are named as the preview measured them
    /// (``ExportFonts``), else every font is the system font.
    public func export(_ config: PagerConfig, measurer: TextMeasurer? = nil) -> [UInt8] {
        let fonts = measurer.map { ExportFonts.measured(config, by: $0) } ?? .system
        return switch self {
        case .tabman: Array(TabmanExporter(config: config, fonts: fonts).source().utf8)
        case .swiftUITabPager: Array(SwiftUITabPagerExporter(config: config, fonts: fonts).source().utf8)
        case .bTabViewController: Array(BTabViewControllerExporter(config: config, fonts: fonts).source().utf8)
        case .tabBarController: Array(TabBarControllerExporter(config: config, fonts: fonts).source().utf8)
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
