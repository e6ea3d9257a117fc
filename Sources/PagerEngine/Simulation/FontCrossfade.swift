/// Tabman's cross-dissolve between a label's `font` and its `selectedFont` (`TMLabelBarButton`): when a
/// button's selection state becomes exactly `.selected` its label dissolves to the selected font over
/// 0.25 s, and when the state leaves `.selected` it dissolves back, each a `UIView.transition` with
/// `.transitionCrossDissolve` (UIKit's default ease-in-out).
///
/// A pure value: time is passed in. It follows one selected button; the label leaving the selected font
/// and the one reaching it fade at once. A change that comes while a fade runs starts the next fade from
/// the share reached (UIKit snapshots the label as it is); a third label still fading out then finishes
/// at once.
public struct FontCrossfade: Sendable, Hashable {
    /// `UIView.transition(with:duration: 0.25, options: .transitionCrossDissolve)`.
    public static let duration = 0.25
    static let curve = TimingCurve.easeInOut

    /// One label fading towards the selected font (`share.to` 1) or away from it (`share.to` 0).
    struct Fade: Sendable, Hashable {
        var button: Int
        var share: TimedAnimation

        init(button: Int, from: Double, to: Double, start: Double) {
            self.button = button
            share = TimedAnimation(
                from: from, to: to, start: start, duration: FontCrossfade.duration, curve: FontCrossfade.curve)
        }
    }

    /// The button whose label shows the selected font, or is dissolving to it; −1 for none.
    public private(set) var selected: Int
    private var incoming: Fade?
    private var outgoing: Fade?

    /// At rest on `selected` (−1: no label in the selected font).
    public init(selected: Int) {
        self.selected = selected
    }

    /// The selection state's selected button became `button` (−1: none is exactly selected) at `time`.
    public mutating func select(_ button: Int, at time: Double) {
        guard button != selected else { return }
        let old = selected
        let leaving = old >= 0 ? Fade(button: old, from: share(of: old, at: time), to: 0, start: time) : nil
        incoming =
            button >= 0 ? Fade(button: button, from: share(of: button, at: time), to: 1, start: time) : nil
        outgoing = leaving
        selected = button
    }

    /// How much of `button`'s label is drawn in the selected font at `time`, 0…1 (the rest in `font`).
    public func share(of button: Int, at time: Double) -> Double {
        if let incoming, incoming.button == button { return incoming.share.value(at: time) }
        if let outgoing, outgoing.button == button { return outgoing.share.value(at: time) }
        return button == selected ? 1 : 0
    }

    /// Whether a label is still dissolving at `time`.
    public func isAnimating(at time: Double) -> Bool {
        incoming.map { !$0.share.isFinished(at: time) } == true
            || outgoing.map { !$0.share.isFinished(at: time) } == true
    }

    /// The shares at `time` of the labels still dissolving, for one frame.
    public func sample(at time: Double) -> Sample {
        var sample = Sample()
        if let incoming, !incoming.share.isFinished(at: time) {
            sample.firstButton = incoming.button
            sample.firstShare = incoming.share.value(at: time)
        }
        if let outgoing, !outgoing.share.isFinished(at: time) {
            sample.secondButton = outgoing.button
            sample.secondShare = outgoing.share.value(at: time)
        }
        return sample
    }

    /// The labels part-way through a dissolve in one frame, and their selected-font shares (at most
    /// two, −1 for none: fixed size, so a frame's input allocates nothing).
    public struct Sample: Sendable, Hashable {
        var firstButton = -1
        var firstShare = 0.0
        var secondButton = -1
        var secondShare = 0.0

        public init() {}

        /// `button`'s share, or nil when its label is not dissolving (it shows one font whole).
        public func share(of button: Int) -> Double? {
            if button == firstButton { return firstShare }
            return button == secondButton ? secondShare : nil
        }

        /// Whether no label is dissolving.
        public var isEmpty: Bool { firstButton < 0 && secondButton < 0 }
    }
}
