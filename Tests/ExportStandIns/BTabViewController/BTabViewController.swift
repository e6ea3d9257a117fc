// Interface stand-in for type-checking only: the BTabViewController 1.1.0 declarations the exported code
// uses, with the signatures of brkyvrkn/BTabViewController's sources (each declaration names the file it
// mirrors). Bodies do nothing.

import UIKit

/// brkyvrkn/BTabViewController `BTabViewController/BTabGroup/BTabViewController.swift`.
open class BTabViewController: UIViewController {
    open var horizontalScrollView: UIScrollView?

    open var tabsGap: CGFloat = 8
    open var tabInset: CGFloat = 12
    open var tabWidth: CGFloat = 80
    open var tabsHeight: CGFloat = 50
    open var tabAlignment: NSTextAlignment = .left

    open var fitTabs: Bool = false
    open var indicatorIsRounded: Bool = true
    open var isIndicatorVisible: Bool = true
    open var isIndicatorSlide: Bool = false
    open var isAnimated: Bool = true

    open var indicatorView: UIView?
    open var indicatorHeight: CGFloat = 4
    open var indicatorWidth: CGFloat = 20
    open var indicatorColor: UIColor = .init(red: 64 / 255.0, green: 64 / 255.0, blue: 64 / 255.0, alpha: 1.0)

    open func setView(tabList: [BTabModel], tabItems: [BTabItemModel]) {}
}

/// brkyvrkn/BTabViewController `BTabViewController/BTabModels/BTab.swift`.
public struct BTabModel {
    public var id: String
    public var target: UIViewController

    public init(id: String, target: UIViewController) {
        self.id = id
        self.target = target
    }
}

/// brkyvrkn/BTabViewController `BTabViewController/BTabModels/BTabItem.swift`.
public struct BTabItemModel: Equatable {
    public var order: Int
    public var title: String
    public var titleFont: UIFont = .systemFont(ofSize: 12)
    public var titleTextColor: UIColor = .init(red: 64 / 255.0, green: 64 / 255.0, blue: 64 / 255.0, alpha: 1.0)
    public var highlightFont: UIFont = .systemFont(ofSize: 12, weight: .bold)
    public var highlightTextColor: UIColor = .init(red: 64 / 255.0, green: 64 / 255.0, blue: 64 / 255.0, alpha: 1.0)
    public var backgroundColor: UIColor = .clear
    public var textAlignment: NSTextAlignment = .left

    public init(order: Int, title: String) {
        self.order = order
        self.title = title.trimmingCharacters(in: .whitespacesAndNewlines).capitalized
    }

    public static func == (lhs: BTabItemModel, rhs: BTabItemModel) -> Bool {
        lhs.order == rhs.order
    }
}
