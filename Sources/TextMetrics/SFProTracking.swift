/// The tracking iOS applies to the system font by size, for an uploaded SF Pro.
///
/// Source: Apple Human Interface Guidelines, Typography, "Tracking values" for iOS and iPadOS (the SF Pro
/// table, in 1/1000 em): 12 pt has none, smaller sizes open up (10 pt +12), text sizes close up (13 pt −6,
/// 17 pt −26) and display sizes open again (28 pt +14), fading to none at 80 pt. Sizes between two rows are
/// interpolated linearly; sizes outside the table take its end rows. The HIG's point column is this column
/// times the size, rounded (17 pt: −0.43 pt).
///
/// UIKit applies it to `systemFont(ofSize:)` and the text styles; the canvas draws it as `letterSpacing`,
/// which adds the same amount after every character and, like Core Text with tracking, turns optional
/// ligatures off (docs/text-metrics.md).
public enum SFProTracking {
    /// (point size, tracking in 1/1000 em), by size.
    static let table: [(size: Double, thousandths: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
        (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8),
        (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4),
        (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The tracking at `size` points, in points (negative closes letters up).
    public static func points(atSize size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.thousandths / 1000 * size }
        if size >= last.size { return last.thousandths / 1000 * size }
        let upper = table.firstIndex { $0.size >= size } ?? table.count - 1
        let high = table[upper]
        let low = table[max(upper - 1, 0)]
        let fraction = high.size == low.size ? 0 : (size - low.size) / (high.size - low.size)
        let thousandths = low.thousandths + (high.thousandths - low.thousandths) * fraction
        return thousandths / 1000 * size
    }
}
