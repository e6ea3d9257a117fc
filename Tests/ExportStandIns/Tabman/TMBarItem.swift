// Interface stand-in for type-checking only: Tabman's bar items, with the signatures of uias/Tabman
// `Sources/Tabman/Bar/BarItem/TMBarItem.swift`.

import UIKit

/// uias/Tabman `Sources/Tabman/Bar/BarItem/TMBarItem.swift`.
@MainActor public protocol TMBarItemable: AnyObject {
    var title: String? { get set }
    var image: UIImage? { get set }
    var selectedImage: UIImage? { get set }
    var badgeValue: String? { get set }
    var accessibilityLabel: String? { get set }
    var accessibilityHint: String? { get set }

    func setNeedsUpdate()
}

/// uias/Tabman `Sources/Tabman/Bar/BarItem/TMBarItem.swift`: the defaults.
extension TMBarItemable {
    public func setNeedsUpdate() {}

    public var accessibilityLabel: String? {
        get { nil }
        set {}
    }

    public var accessibilityHint: String? {
        get { nil }
        set {}
    }
}

/// uias/Tabman `Sources/Tabman/Bar/BarItem/TMBarItem.swift`.
open class TMBarItem: TMBarItemable {
    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var badgeValue: String?
    public var accessibilityLabel: String?
    public var accessibilityHint: String?
    public var isAccessibilityElement: Bool { true }

    public convenience init(title: String, badgeValue: String? = nil) {
        self.init(with: title, image: nil, selectedImage: nil, badgeValue: badgeValue)
    }

    public convenience init(image: UIImage, selectedImage: UIImage? = nil, badgeValue: String? = nil) {
        self.init(with: nil, image: image, selectedImage: selectedImage, badgeValue: badgeValue)
    }

    public convenience init(title: String, image: UIImage, selectedImage: UIImage? = nil, badgeValue: String? = nil) {
        self.init(with: title, image: image, selectedImage: selectedImage, badgeValue: badgeValue)
    }

    private init(with title: String?, image: UIImage?, selectedImage: UIImage?, badgeValue: String?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.badgeValue = badgeValue
    }
}
