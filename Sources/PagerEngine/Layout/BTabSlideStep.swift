/// How far BTabViewController's sliding indicator travels for a whole page (`isIndicatorSlide`): from a
/// cell to the next one, or, at the last cell, the step from the one before, as the slide's leading
/// edge goes on growing past the last page.
enum BTabSlideStep {
    /// The step from `cell` among `count` cells whose leading edges `start` gives; nil without two cells
    /// or for a cell outside them.
    static func from(_ cell: Int, count: Int, start: (Int) -> Double) -> Double? {
        guard count >= 2, cell >= 0, cell < count else { return nil }
        let neighbour = cell + 1 < count ? cell + 1 : cell - 1
        return abs(start(neighbour) - start(cell))
    }
}
