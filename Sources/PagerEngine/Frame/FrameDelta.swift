/// Which parts of a frame a delta carries (docs/api.md, "Frame deltas").
public struct FrameDelta: Sendable, Hashable {
    public struct Fields: OptionSet, Sendable, Hashable {
        public let rawValue: UInt16
        public init(rawValue: UInt16) { self.rawValue = rawValue }

        public static let position = Fields(rawValue: 1 << 0)
        public static let index = Fields(rawValue: 1 << 1)
        public static let indicator = Fields(rawValue: 1 << 2)
        public static let barOffset = Fields(rawValue: 1 << 3)
        public static let bar = Fields(rawValue: 1 << 4)
        public static let fade = Fields(rawValue: 1 << 5)
        public static let buttons = Fields(rawValue: 1 << 6)
        public static let pages = Fields(rawValue: 1 << 7)
        public static let pageArea = Fields(rawValue: 1 << 8)
        public static let all = Fields(rawValue: 0x1FF)
    }

    /// The indicator's numbers a delta carries (when `fields` has `.indicator`).
    public struct IndicatorParts: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let x = IndicatorParts(rawValue: 1 << 0)
        public static let y = IndicatorParts(rawValue: 1 << 1)
        public static let width = IndicatorParts(rawValue: 1 << 2)
        public static let height = IndicatorParts(rawValue: 1 << 3)
        public static let opacity = IndicatorParts(rawValue: 1 << 4)
        public static let all = IndicatorParts(rawValue: 0x1F)
    }

    /// The fields each button of a delta carries besides `index`: the union over the buttons sent.
    public struct ButtonParts: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let progress = ButtonParts(rawValue: 1 << 0)
        public static let selected = ButtonParts(rawValue: 1 << 1)
        public static let color = ButtonParts(rawValue: 1 << 2)
        public static let opacity = ButtonParts(rawValue: 1 << 3)
        public static let imageScale = ButtonParts(rawValue: 1 << 4)
        public static let selectedFontOpacity = ButtonParts(rawValue: 1 << 5)
        public static let all = ButtonParts(rawValue: 0x3F)
    }

    /// The fields each page of a delta carries besides `index`: the union over the pages sent. A page
    /// the client does not hold yet makes it `.all`.
    public struct PageParts: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let x = PageParts(rawValue: 1 << 0)
        public static let y = PageParts(rawValue: 1 << 1)
        public static let opacity = PageParts(rawValue: 1 << 2)
        public static let all = PageParts(rawValue: 0x7)
    }

    public var fields: Fields
    /// The indices of the buttons to send (when `fields` has `.buttons`).
    public var buttons: ButtonIndices
    public var indicatorParts: IndicatorParts
    public var buttonParts: ButtonParts
    /// The numbers each page carries (when `fields` has `.pages`; every shown page is listed).
    public var pageParts: PageParts

    /// `pageParts` defaults to every part when `fields` has `.pages`, none otherwise.
    public init(
        fields: Fields, buttons: ButtonIndices, indicatorParts: IndicatorParts = .all, buttonParts: ButtonParts = .all,
        pageParts: PageParts? = nil
    ) {
        self.fields = fields
        self.buttons = buttons
        self.indicatorParts = indicatorParts
        self.buttonParts = buttonParts
        self.pageParts = pageParts ?? (fields.contains(.pages) ? .all : [])
    }

    /// A delta that carries nothing yet.
    static var empty: FrameDelta {
        FrameDelta(fields: [], buttons: [], indicatorParts: [], buttonParts: [], pageParts: [])
    }
}

/// `value` as a frame's JSON writes it: in ten-thousandths (see `JSONWriter.number`); a value too large
/// for that is written in full, so its bits stand for it.
private func q(_ value: Double) -> Int {
    value.tenThousandths ?? (value.isFinite ? Int(truncatingIfNeeded: value.bitPattern) : 0)
}

/// A frame as the client sees it: every number at the four decimals the JSON carries, so two frames
/// that encode alike compare equal.
///
/// Built for every frame of every stream, so it is kept cheap: the fixed fields are stored inline and the
/// buttons (sorted by index) and pages in one array each — two allocations, no hashing (a dictionary of
/// buttons and five small arrays made it one of the costliest steps of a live session's tick).
public struct FrameFingerprint: Sendable, Hashable {
    struct Button: Sendable, Hashable {
        var progress = 0
        var selected = false
        var selectedFontOpacity = 0
        var color = RGBAColor.clear
        var opacity = 0
        var imageScale = 0

        init() {}

        init(
            progress: Int, selected: Bool, selectedFontOpacity: Int, color: RGBAColor, opacity: Int, imageScale: Int
        ) {
            self.progress = progress
            self.selected = selected
            self.selectedFontOpacity = selectedFontOpacity
            self.color = color
            self.opacity = opacity
            self.imageScale = imageScale
        }

        /// `state` as the JSON writes it.
        init(_ state: ButtonState) {
            self.init(
                progress: q(state.progress), selected: state.selected,
                selectedFontOpacity: q(state.selectedFontOpacity), color: state.color, opacity: q(state.opacity),
                imageScale: q(state.imageScale))
        }

        /// Adds to `delta` the parts in which this state differs from `old`.
        func addParts(changedFrom old: Button, to delta: inout FrameDelta) {
            if progress != old.progress { delta.buttonParts.insert(.progress) }
            if selected != old.selected { delta.buttonParts.insert(.selected) }
            if selectedFontOpacity != old.selectedFontOpacity { delta.buttonParts.insert(.selectedFontOpacity) }
            if color != old.color { delta.buttonParts.insert(.color) }
            if opacity != old.opacity { delta.buttonParts.insert(.opacity) }
            if imageScale != old.imageScale { delta.buttonParts.insert(.imageScale) }
        }
    }

    /// Quantised numbers of one fixed-size field (indicator, bar offset, bar, fade).
    struct Values: Sendable, Hashable {
        var a = 0, b = 0, c = 0, d = 0, e = 0
    }

    var position: Int
    var index: Int
    private var indicatorValues: Values
    private var barOffsetValues: Values
    private var barValues: Values
    private var fadeValues: Values?
    /// `(index, state)` sorted by index.
    private var buttonList: [(index: Int, state: Button)]
    var pages: [Int]
    /// The page area during a bar animation: frame, insets and safe area (12 numbers), or nil.
    var pageArea: [Int]?

    var indicator: [Int] {
        [indicatorValues.a, indicatorValues.b, indicatorValues.c, indicatorValues.d, indicatorValues.e]
    }
    var barOffset: [Int] { [barOffsetValues.a, barOffsetValues.b] }
    var bar: [Int] { [barValues.a, barValues.b, barValues.c] }
    var fade: [Int]? { fadeValues.map { [$0.a, $0.b] } }
    var buttons: [Int: Button] { Dictionary(buttonList.map { ($0.index, $0.state) }) { _, last in last } }

    /// A fingerprint of nothing (a placeholder before the first frame).
    public init() {
        position = 0
        index = 0
        indicatorValues = Values()
        barOffsetValues = Values()
        barValues = Values()
        fadeValues = nil
        buttonList = []
        pages = []
        pageArea = nil
    }

    public init(_ frame: PagerFrame) {
        self.init()
        assign(frame)
    }

    /// Becomes the fingerprint of `frame`, writing into its arrays' storage when they have the sizes
    /// needed and are not shared.
    mutating func assign(_ frame: PagerFrame) {
        position = q(frame.position)
        index = frame.index
        let indicatorState = frame.indicator
        indicatorValues = Values(
            a: q(indicatorState.x), b: q(indicatorState.y), c: q(indicatorState.width), d: q(indicatorState.height),
            e: q(indicatorState.opacity))
        barOffsetValues = Values(a: q(frame.barOffset.x), b: q(frame.barOffset.y))
        barValues = Values(a: q(frame.barTransform.x), b: q(frame.barTransform.y), c: q(frame.barTransform.opacity))
        fadeValues = frame.fade.map { Values(a: q($0.start), b: q($0.end)) }
        // The slot's arrays usually have the new frame's sizes already: resized (rarely), then written in
        // place, which checks their uniqueness once instead of at every append.
        if buttonList.count != frame.buttons.count {
            buttonList = Array(repeating: (0, Button()), count: frame.buttons.count)
        }
        var sorted = true
        buttonList.withUnsafeMutableBufferPointer { list in
            var lastIndex = Int.min
            for (slot, button) in frame.buttons.enumerated() {
                if button.index <= lastIndex { sorted = false }
                lastIndex = button.index
                list[slot] = (
                    button.index,
                    Button(button)
                )
            }
        }
        if !sorted {
            // The last state of an index wins, as it would in the client's merge.
            var byIndex: [Int: Button] = [:]
            for entry in buttonList { byIndex[entry.index] = entry.state }
            buttonList = byIndex.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }
        if pages.count != frame.pages.count * 4 { pages = Array(repeating: 0, count: frame.pages.count * 4) }
        pages.withUnsafeMutableBufferPointer { numbers in
            for (slot, page) in frame.pages.enumerated() {
                numbers[slot * 4] = page.index
                numbers[slot * 4 + 1] = q(page.x)
                numbers[slot * 4 + 2] = q(page.y)
                numbers[slot * 4 + 3] = q(page.opacity)
            }
        }
        pageArea = frame.pageArea.map(Self.numbers)
    }

    /// The page area's frame, insets and safe area as the JSON writes them.
    private static func numbers(of area: PageArea) -> [Int] {
        [
            area.frame.x, area.frame.y, area.frame.width, area.frame.height, area.insets.top, area.insets.left,
            area.insets.bottom, area.insets.right, area.safeArea.top, area.safeArea.left, area.safeArea.bottom,
            area.safeArea.right,
        ].map(q)
    }

    /// Adds to `delta` the indicator's numbers in which `new` differs from `old`.
    private static func addIndicatorParts(of new: Values, changedFrom old: Values, to delta: inout FrameDelta) {
        if new.a != old.a { delta.indicatorParts.insert(.x) }
        if new.b != old.b { delta.indicatorParts.insert(.y) }
        if new.c != old.c { delta.indicatorParts.insert(.width) }
        if new.d != old.d { delta.indicatorParts.insert(.height) }
        if new.e != old.e { delta.indicatorParts.insert(.opacity) }
    }

    /// Adds to `delta` the page numbers in which `new` (`[index, x, y, opacity]` per page) differs from
    /// the page of the same index in `old`; a page `old` lacks needs them all.
    private static func addPageParts(of new: [Int], changedFrom old: [Int], to delta: inout FrameDelta) {
        var slot = 0
        while slot < new.count {
            var match = 0
            while match < old.count && old[match] != new[slot] { match += 4 }
            guard match < old.count else {
                delta.pageParts = .all
                return
            }
            if new[slot + 1] != old[match + 1] { delta.pageParts.insert(.x) }
            if new[slot + 2] != old[match + 2] { delta.pageParts.insert(.y) }
            if new[slot + 3] != old[match + 3] { delta.pageParts.insert(.opacity) }
            slot += 4
        }
    }

    public static func == (lhs: FrameFingerprint, rhs: FrameFingerprint) -> Bool {
        lhs.position == rhs.position && lhs.index == rhs.index && lhs.indicatorValues == rhs.indicatorValues
            && lhs.barOffsetValues == rhs.barOffsetValues && lhs.barValues == rhs.barValues
            && lhs.fadeValues == rhs.fadeValues && lhs.pages == rhs.pages && lhs.pageArea == rhs.pageArea
            && lhs.buttonList.elementsEqual(rhs.buttonList) { $0.index == $1.index && $0.state == $1.state }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(position)
        hasher.combine(index)
        hasher.combine(indicatorValues)
        hasher.combine(pages)
        for entry in buttonList {
            hasher.combine(entry.index)
            hasher.combine(entry.state)
        }
    }

    /// What differs between `self` and `other`.
    func delta(from other: FrameFingerprint) -> FrameDelta {
        var changed = FrameDelta.empty
        addDifferences(from: other, to: &changed)
        return changed
    }

    /// Adds to `delta` every field and button that differs between `self` and `other`.
    func addDifferences(from other: FrameFingerprint, to delta: inout FrameDelta) {
        if position != other.position { delta.fields.insert(.position) }
        if index != other.index { delta.fields.insert(.index) }
        if indicatorValues != other.indicatorValues {
            delta.fields.insert(.indicator)
            Self.addIndicatorParts(of: indicatorValues, changedFrom: other.indicatorValues, to: &delta)
        }
        if barOffsetValues != other.barOffsetValues { delta.fields.insert(.barOffset) }
        if barValues != other.barValues { delta.fields.insert(.bar) }
        if fadeValues != other.fadeValues { delta.fields.insert(.fade) }
        if pages != other.pages {
            delta.fields.insert(.pages)
            Self.addPageParts(of: pages, changedFrom: other.pages, to: &delta)
        }
        if pageArea != other.pageArea { delta.fields.insert(.pageArea) }
        // Both lists are sorted by index: walk them together; a button `other` lacks has changed.
        var theirs = 0
        for entry in buttonList {
            while theirs < other.buttonList.count && other.buttonList[theirs].index < entry.index { theirs += 1 }
            guard theirs < other.buttonList.count && other.buttonList[theirs].index == entry.index else {
                // A button `other` lacks goes out whole.
                delta.fields.insert(.buttons)
                delta.buttons.insert(entry.index)
                delta.buttonParts = .all
                continue
            }
            let (mine, old) = (entry.state, other.buttonList[theirs].state)
            guard mine != old else { continue }
            delta.fields.insert(.buttons)
            delta.buttons.insert(entry.index)
            mine.addParts(changedFrom: old, to: &delta)
        }
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
    /// What became of a frame handed to the stream.
    public enum Outcome: Sendable {
        /// Queued with no unsent frame before it.
        case queued
        /// Written to the connection at once: no later frame can replace it, so the client will hold it
        /// before the next one.
        case written
        /// Queued in place of an unsent frame.
        case replacedPending
        /// Not queued (the stream is closed or full): the tracker is as before, or, after
        /// ``FrameDeltaTracker/queue(frame:_:)`` replaced the written frame's fingerprint, sends the next
        /// frame whole.
        case rejected
    }

    /// The three fingerprints: what the client holds just before the last queued frame reaches it
    /// (`prior`, meaningful when `knowsPrior`), the last queued frame, and the one being planned.
    ///
    /// Stored, not optional, with flags: binding an optional fingerprint copies it (retaining its arrays),
    /// and this runs for every frame of every stream. They stay in their slots and the roles rotate by
    /// index: no fingerprint (about 200 bytes) is copied or swapped — the swaps that rotated them were
    /// ten `memcpy` calls a frame.
    private var slots = (FrameFingerprint(), FrameFingerprint(), FrameFingerprint())
    private var prior = 0
    private var lastQueued = 1
    private var next = 2
    private var knowsPrior = false
    private var hasQueued = false
    /// The last queued frame was written (``Outcome/written``): the client will hold it before the next
    /// frame, so the next delta is planned against it alone and `prior` is not read. On a live session
    /// this is nearly every frame, and it leaves one of the three fingerprints, cold since the frame
    /// before, untouched (the tuning diary, `git show b26ac1f:BENCHMARKS.md`, eleventh round).
    private var lastWritten = false

    public init() {}

    /// The fingerprint in slot `index` (a copy).
    private func fingerprint(_ index: Int) -> FrameFingerprint {
        switch index {
        case 0: slots.0
        case 1: slots.1
        default: slots.2
        }
    }

    /// Adds what differs between slot `planned` and slot `other` (two different slots) to `delta`, both
    /// read in place: through a pointer or a getter, Swift copied the fingerprints (retaining their
    /// arrays) first. Mutating although it changes nothing: called from `queue`, a non-mutating method
    /// got a copy of the whole tracker (651 bytes, three fingerprints, cold) on the stack each time.
    private mutating func addDifferences(of planned: Int, from other: Int, to delta: inout FrameDelta) {
        switch (planned, other) {
        case (0, 1): slots.0.addDifferences(from: slots.1, to: &delta)
        case (0, 2): slots.0.addDifferences(from: slots.2, to: &delta)
        case (1, 0): slots.1.addDifferences(from: slots.0, to: &delta)
        case (1, 2): slots.1.addDifferences(from: slots.2, to: &delta)
        case (2, 0): slots.2.addDifferences(from: slots.0, to: &delta)
        default: slots.2.addDifferences(from: slots.1, to: &delta)
        }
    }

    /// Lets `body` change slot `index` in place.
    private mutating func withSlot(_ index: Int, _ body: (inout FrameFingerprint) -> Void) {
        switch index {
        case 0: body(&slots.0)
        case 1: body(&slots.1)
        default: body(&slots.2)
        }
    }

    /// The delta for `frame`, or nil to send it whole.
    public func plan(for frame: FrameFingerprint) -> FrameDelta? {
        // `knowsPrior` and `lastWritten` are only ever set once something was queued.
        guard knowsPrior || lastWritten else { return nil }
        var delta = FrameDelta.empty
        frame.addDifferences(from: fingerprint(lastQueued), to: &delta)
        if !lastWritten { frame.addDifferences(from: fingerprint(prior), to: &delta) }
        return delta
    }

    /// Records that `frame` was queued; `replacedPending` says whether it replaced an unsent frame.
    public mutating func didQueue(_ frame: FrameFingerprint, replacedPending: Bool) {
        withSlot(next) { $0 = frame }
        recordNext(replacedPending ? .replacedPending : .queued)
    }

    /// Plans `frame`'s delta, lets `send` hand the frame to the stream, and records the outcome.
    ///
    /// The tracker of a stream is usually a class's stored property: calling this on it works in place,
    /// where `plan(for:)` on it copies the tracker (both fingerprints' arrays retained and released) first.
    @discardableResult
    public mutating func queue(_ frame: FrameFingerprint, _ send: (FrameDelta?) -> Outcome) -> Outcome {
        withSlot(next) { $0 = frame }
        return queueNext(send)
    }

    /// ``queue(_:_:)`` for the fingerprint of `frame`, computed into the tracker's own storage: the path of
    /// every frame of a live session.
    ///
    /// After a written frame the client holds it before this one, so this frame's delta needs only it:
    /// the frame's fingerprint goes into the spare slot and is compared with the written one's, and the
    /// written one's slot becomes the spare. If this frame is not written at once, the frame before it,
    /// which `prior` would need, is gone: the next frame goes whole.
    @discardableResult
    public mutating func queue(frame: PagerFrame, _ send: (FrameDelta?) -> Outcome) -> Outcome {
        guard lastWritten else {
            withSlot(next) { $0.assign(frame) }
            return queueNext(send)
        }
        // The spare slot takes the frame (its arrays are this tracker's alone and usually of the right
        // sizes, so nothing is allocated), then becomes the last queued one. Copying the written
        // fingerprint aside instead shared its arrays, and `assign` then had to copy them.
        withSlot(next) { $0.assign(frame) }
        var delta = FrameDelta.empty
        addDifferences(of: next, from: lastQueued, to: &delta)
        let outcome = send(delta)
        swap(&lastQueued, &next)
        if outcome != .written {
            knowsPrior = false
            lastWritten = false
        }
        return outcome
    }

    private mutating func queueNext(_ send: (FrameDelta?) -> Outcome) -> Outcome {
        var delta: FrameDelta?
        if knowsPrior || lastWritten {
            var changed = FrameDelta.empty
            addDifferences(of: next, from: lastQueued, to: &changed)
            if !lastWritten { addDifferences(of: next, from: prior, to: &changed) }
            delta = changed
        }
        let outcome = send(delta)
        recordNext(outcome)
        return outcome
    }

    /// Makes `next` the last queued frame by rotating the roles of the three slots.
    private mutating func recordNext(_ outcome: Outcome) {
        guard outcome != .rejected else { return }
        if outcome != .replacedPending {
            // The old `prior` becomes the spare; the client now holds what was last queued.
            swap(&prior, &lastQueued)
            knowsPrior = hasQueued
        }
        swap(&lastQueued, &next)
        hasQueued = true
        lastWritten = outcome == .written
    }

    /// Forgets everything (a new layout, a reconnect): the next frames go out whole.
    public mutating func reset() {
        slots = (FrameFingerprint(), FrameFingerprint(), FrameFingerprint())
        knowsPrior = false
        hasQueued = false
        lastWritten = false
    }
}
