/// Each button's selection progress at one position, under the bar's behaviour.
///
/// - Tabman (A6): with `lo`, `hi`, `t` from A2, `lo` gets `1 − t` and `hi` gets `t`; on a whole page (or
///   past either end) that page's button gets 1. `.snap`/`.none` round the position first (half away
///   from zero). The selected font applies only at exactly 1.
/// - SwiftUITabPager (`TabPagerHelper`): from the committed tab `s` and `q = clamp(p − s, −1, 1)`, `s`
///   gets `1 − |q|` and the neighbour in the direction of `q` gets `|q|` (so at an edge the selected
///   tab drops below 1 with no neighbour). `isSelected` moves to the neighbour past 50 %; with
///   `.snap`/`.none` the progress is that discrete selection.
/// - BTabViewController: the cell at `floor(p)` is selected, all or nothing.
/// - TabBarController: the committed tab is selected, all or nothing.
struct SelectionContext: Sendable {
    private enum Rule {
        case interpolated(lo: Int, hi: Int, t: Double)
        case committed(selected: Int, progress: Double, neighbour: Int, display: Int, discrete: Bool)
        case discrete(Int)
    }

    private let rule: Rule

    init(layout: borrowing PagerLayout, position: Double, fallback: Int) {
        let style = layout.config.buttons.transitionStyle
        switch layout.config.bar.behavior {
        case .tabman:
            let (lo, hi, t) = Self.tabmanNeighbours(at: position, style: style, count: layout.itemCount)
            rule = .interpolated(lo: lo, hi: hi, t: t)
        case .swiftUITabPager:
            let selected = layout.committed(for: position, fallback: fallback)
            let progress = min(max(position - Double(selected), -1), 1)
            let neighbour = selected + (progress > 0 ? 1 : -1)
            let exists = progress != 0 && neighbour >= 0 && neighbour < layout.itemCount
            var display = selected
            if exists, abs(progress) > 0.5 {
                display = neighbour
            }
            rule = .committed(
                selected: selected, progress: progress, neighbour: exists ? neighbour : -1, display: display,
                discrete: style != .progressive)
        case .bTabViewController:
            rule = .discrete(layout.floorIndex(position))
        case .tabBarController:
            rule = .discrete(layout.committed(for: position, fallback: fallback))
        }
    }

    /// Tabman's two buttons either side of `position` and the share of the second (A2, A6): the position
    /// itself with `progressive` buttons, else rounded.
    static func tabmanNeighbours(
        at position: Double, style: TransitionStyle, count: Int
    ) -> (lo: Int, hi: Int, t: Double) {
        let tested = style == .progressive ? position : position.rounded()
        return RowGeometry.neighbours(of: tested, capacity: Double(max(count - 1, 0)))
    }

    /// The button whose Tabman selection state is exactly `.selected` at `position`, or −1 between two.
    static func tabmanSelected(at position: Double, style: TransitionStyle, count: Int) -> Int {
        let (lo, hi, _) = tabmanNeighbours(at: position, style: style, count: count)
        return lo == hi ? lo : -1
    }

    func progress(_ index: Int) -> Double {
        switch rule {
        case .interpolated(let lo, let hi, let t):
            if lo == hi { return index == lo ? 1 : 0 }
            if index == lo { return 1 - t }
            return index == hi ? t : 0
        case .committed(let selected, let progress, let neighbour, let display, let discrete):
            if discrete { return index == display ? 1 : 0 }
            if index == selected { return 1 - abs(progress) }
            return index == neighbour ? abs(progress) : 0
        case .discrete(let selected):
            return index == selected ? 1 : 0
        }
    }

    /// The one button shown selected, or nil when none or two share it (Tabman between pages).
    var displayed: Int? {
        switch rule {
        case .interpolated(let lo, let hi, _): lo == hi ? lo : nil
        case .committed(_, _, _, let display, _): display
        case .discrete(let selected): selected
        }
    }

    func selected(_ index: Int) -> Bool {
        switch rule {
        case .interpolated(let lo, let hi, _):
            return lo == hi && index == lo
        case .committed(_, _, _, let display, _):
            return index == display
        case .discrete(let selected):
            return index == selected
        }
    }
}

extension RGBAColor {
    /// Component-wise mix towards `other` (alpha included), rounded to the nearest 8-bit value, as
    /// Tabman's `UIColor.interpolate(with:percent:)` renders.
    public func mixed(with other: RGBAColor, _ fraction: Double) -> RGBAColor {
        RGBAColor(
            red: Self.mix(red, other.red, fraction), green: Self.mix(green, other.green, fraction),
            blue: Self.mix(blue, other.blue, fraction), alpha: Self.mix(alpha, other.alpha, fraction))
    }

    /// Rounded half away from zero, clamped to 0…255.
    private static func mix(_ a: UInt8, _ b: UInt8, _ fraction: Double) -> UInt8 {
        let value = (Double(a) + (Double(b) - Double(a)) * fraction).rounded()
        // `!(value > 0)` also takes NaN, which `UInt8(_:)` would trap on.
        guard value > 0 else { return 0 }
        return UInt8(min(value, 255))
    }
}
