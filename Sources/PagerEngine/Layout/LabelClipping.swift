/// Whether a button's title is cut where the canvas draws it, and the numbers its warning gives.
///
/// - Truncating bars (UIKit's `UILabel`): the title must fit its label box; wider, it loses its end to an
///   ellipsis. "needs" is the button's length with the whole title (title + insets + badge).
/// - SwiftUITabPager (`textOverflow` `clip`): each cell is `.frame(width: cellWidth).clipped()` around the
///   label with its padding (`TabButtons.swift` lines 56–61, camosss/SwiftUITabPager 4.1.2). The title
///   stays centred on its box and may spread over the padding; only the part outside the cell is lost.
///   So the title is cut when its drawn span leaves the cell by more than the library's 0.5 pt slack
///   (`TabBarLayout.isOverflowing`, `TabBarLayout.swift` lines 28–31), in either state: the selected
///   font (the sample's `.headline`) is the wider one. "needs" is the title's own width.
struct LabelClipping: Sendable, Hashable {
    /// The library's slack before a label counts as overflowing.
    static let slack = 0.5

    var clipped: Bool
    var needs: Double
    /// Only the selected font overflows.
    var onlyWhenSelected: Bool

    /// - Parameters:
    ///   - normal: The title's width in the normal font.
    ///   - selected: Its width in the selected font (the normal width when there is none).
    ///   - box: The label box, in the same coordinates as `cell`.
    ///   - cell: The button's frame.
    static func check(
        normal: Double, selected: Double, box: Rect, cell: Rect, clipsToCell: Bool,
        alignment: ButtonsConfig.TextAlignment
    ) -> LabelClipping {
        let widest = max(normal, selected)
        guard clipsToCell else {
            let clipped = widest > box.width + slack
            return LabelClipping(
                clipped: clipped, needs: widest + cell.width - box.width,
                onlyWhenSelected: clipped && normal <= box.width + slack)
        }
        func lost(_ width: Double) -> Double {
            let start: Double
            switch alignment {
            case .leading: start = box.minX
            case .center: start = box.midX - width / 2
            case .trailing: start = box.maxX - width
            }
            return max(0, cell.minX - start) + max(0, start + width - cell.maxX)
        }
        let clipped = lost(widest) > slack
        return LabelClipping(clipped: clipped, needs: widest, onlyWhenSelected: clipped && lost(normal) <= slack)
    }
}
