/// CSS font matching for `font-weight` (CSS Fonts Level 4, §5.2 "Matching font styles", step 4.c), which
/// Chromium applies to `@font-face` faces and the measurer applies to a family's files, so both pick the
/// same face.
enum WeightMatching {
    /// The weight among `available` that a request for `desired` selects.
    ///
    /// - exact match first;
    /// - desired in 400…500: weights from desired up to 500 ascending, then below desired descending, then
    ///   above 500 ascending;
    /// - desired below 400: below desired descending, then above ascending;
    /// - desired above 500: above desired ascending, then below descending.
    static func match(_ desired: Int, among available: [Int]) -> Int? {
        guard !available.isEmpty else { return nil }
        if available.contains(desired) { return desired }
        let below = available.filter { $0 < desired }.sorted(by: >)
        let above = available.filter { $0 > desired }.sorted()
        if (400...500).contains(desired) {
            if let near = above.first(where: { $0 <= 500 }) { return near }
            if let lower = below.first { return lower }
            return above.first
        }
        if desired < 400 { return below.first ?? above.first }
        return above.first ?? below.first
    }
}
