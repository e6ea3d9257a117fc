/// The widths previews are drawn at: a requested width snaps down to the nearest of a few steps.
///
/// Each width drawn is a cache entry and, the first time, a render (an animation at 2× can cost seconds
/// of CPU). Every width from 320 to 1024 being its own key let a client walk the range and keep the
/// server rendering; with these steps a config version has at most `steps.count × 3 scales × 2 kinds`
/// previews. The steps are the devices' widths the front end offers (portrait and landscape) and a few
/// in between, so the Export tab's links never snap.
enum PreviewWidth {
    /// Widths in points, ascending: iPhone SE 375, iPhone 15 Pro 393, Pixel 8 412, iPhone 15 Pro Max
    /// 430, iPad mini 744, and the phones' landscape widths 667, 852, 915 and 932.
    static let steps = [320, 375, 393, 412, 430, 480, 600, 667, 744, 852, 915, 932, 1024]

    /// The largest step not wider than `width` (320 for anything narrower).
    static func snapped(_ width: Int) -> Int {
        steps.last { $0 <= width } ?? steps[0]
    }
}
