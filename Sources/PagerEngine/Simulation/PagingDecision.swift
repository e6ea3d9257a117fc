/// Where a released page drag goes, as UIScrollView paging decides it.
///
/// Paging moves at most one page from the page the drag started on. A flick faster than
/// `flickVelocity` (pages per second) goes one page in its direction even if it moved only a little;
/// otherwise the nearer page wins (more than half-way over → the next page, else back).
public enum PagingDecision {
    /// Flick threshold in pages per second (about 200 pt/s on a 390 pt page).
    public static let flickVelocity = 0.5

    /// The page to settle on.
    ///
    /// - Parameters:
    ///   - position: the fractional page position at release.
    ///   - velocity: the position's velocity at release, pages per second.
    ///   - startPage: the page the drag began on.
    ///   - range: the valid pages; with infinite scroll the caller passes an unbounded range and wraps.
    public static func targetPage(
        position: Double,
        velocity: Double,
        startPage: Int,
        range: ClosedRange<Int>
    ) -> Int {
        var target: Int
        if velocity > flickVelocity {
            target = Int((position + 1e-9).rounded(.down)) + 1
        } else if velocity < -flickVelocity {
            target = Int((position - 1e-9).rounded(.up)) - 1
        } else {
            target = Int(position.rounded(.toNearestOrAwayFromZero))
        }
        target = min(max(target, startPage - 1), startPage + 1)
        return min(max(target, range.lowerBound), range.upperBound)
    }
}
