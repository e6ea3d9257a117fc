/// Which parts of a frame a delta carries (docs/api.md, "Frame deltas").
public struct FrameDelta: Sendable, Hashable {
    public struct Fields: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let position = Fields(rawValue: 1 << 0)
        public static let index = Fields(rawValue: 1 << 1)
        public static let indicator = Fields(rawValue: 1 << 2)
        public static let barOffset = Fields(rawValue: 1 << 3)
        public static let bar = Fields(rawValue: 1 << 4)
        public static let fade = Fields(rawValue: 1 << 5)
        public static let buttons = Fields(rawValue: 1 << 6)
        public static let pages = Fields(rawValue: 1 << 7)
        public static let all = Fields(rawValue: 0xFF)
    }

    public var fields: Fields
    /// The indices of the buttons to send (when `fields` has `.buttons`).
    public var buttons: Set<Int>

    public init(fields: Fields, buttons: Set<Int>) {
        self.fields = fields
        self.buttons = buttons
    }
}

/// A frame as the client sees it: every number at the four decimals the JSON carries, so two frames
/// that encode alike compare equal.
public struct FrameFingerprint: Sendable, Hashable {
    struct Button: Sendable, Hashable {
        var progress: Int
        var selected: Bool
        var color: RGBAColor
        var opacity: Int
        var imageScale: Int
    }

    var position: Int
    var index: Int
    var indicator: [Int]
    var barOffset: [Int]
    var bar: [Int]
    var fade: [Int]?
    var buttons: [Int: Button]
    var pages: [Int]

    public init(_ frame: PagerFrame) {
        func q(_ value: Double) -> Int {
            guard value.isFinite else { return 0 }
            return Int((value * 10_000).rounded())
        }
        position = q(frame.position)
        index = frame.index
        let indicatorState = frame.indicator
        indicator = [
            q(indicatorState.x), q(indicatorState.y), q(indicatorState.width), q(indicatorState.height),
            q(indicatorState.opacity),
        ]
        barOffset = [q(frame.barOffset.x), q(frame.barOffset.y)]
        bar = [q(frame.barTransform.x), q(frame.barTransform.y), q(frame.barTransform.opacity)]
        fade = frame.fade.map { [q($0.start), q($0.end)] }
        var byIndex: [Int: Button] = [:]
        for button in frame.buttons {
            byIndex[button.index] = Button(
                progress: q(button.progress), selected: button.selected, color: button.color,
                opacity: q(button.opacity), imageScale: q(button.imageScale))
        }
        buttons = byIndex
        pages = frame.pages.flatMap { [$0.index, q($0.x), q($0.y), q($0.opacity)] }
    }

    /// What differs between `self` and `other`.
    func delta(from other: FrameFingerprint) -> FrameDelta {
        var fields: FrameDelta.Fields = []
        if position != other.position { fields.insert(.position) }
        if index != other.index { fields.insert(.index) }
        if indicator != other.indicator { fields.insert(.indicator) }
        if barOffset != other.barOffset { fields.insert(.barOffset) }
        if bar != other.bar { fields.insert(.bar) }
        if fade != other.fade { fields.insert(.fade) }
        if pages != other.pages { fields.insert(.pages) }
        var changed: Set<Int> = []
        for (index, button) in buttons where other.buttons[index] != button { changed.insert(index) }
        if !changed.isEmpty { fields.insert(.buttons) }
        return FrameDelta(fields: fields, buttons: changed)
    }
}

/// Decides, for one client's stream, whether the next frame goes out whole or as a delta and which
/// fields the delta needs, when a frame still waiting to be written may be replaced by the next one
/// ("latest frame wins").
///
/// When the next frame reaches the client, the client holds either the last frame queued (it was
/// written before the next one came) or, if the next one replaced it, whatever the client held before
/// that one (`prior`). A delta carries every field that differs from either, so it is right in both
/// cases. `prior` is known once a frame is queued without replacing one (the frame before it was then
/// written); until then frames go out whole.
public struct FrameDeltaTracker: Sendable {
    /// What the client holds just before the last queued frame reaches it; nil when unknown.
    private var prior: FrameFingerprint?
    private var lastQueued: FrameFingerprint?

    public init() {}

    /// The delta for `frame`, or nil to send it whole.
    public func plan(for frame: FrameFingerprint) -> FrameDelta? {
        guard let prior, let lastQueued else { return nil }
        var delta = frame.delta(from: lastQueued)
        let other = frame.delta(from: prior)
        delta.fields.formUnion(other.fields)
        delta.buttons.formUnion(other.buttons)
        return delta
    }

    /// Records that `frame` was queued; `replacedPending` says whether it replaced an unsent frame.
    public mutating func didQueue(_ frame: FrameFingerprint, replacedPending: Bool) {
        if !replacedPending { prior = lastQueued }
        lastQueued = frame
    }

    /// Forgets everything (a new layout, a reconnect): the next frames go out whole.
    public mutating func reset() {
        prior = nil
        lastQueued = nil
    }
}
