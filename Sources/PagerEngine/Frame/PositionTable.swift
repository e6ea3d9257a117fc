/// The engine's frames as a function of the page position, as knots with straight lines between them:
/// what the browser draws during a drag without waiting for the server (docs/sessions.md, "Position
/// tables").
///
/// The positions from one page before the first to one after the last are cut into segments
/// `[k, k + 1]`. A drag shows segment `k` with the committed page `k` (moving forward) or `k + 1`
/// (moving back: Pageboy commits a page as soon as the drag reaches it), so each inner segment has two
/// variants; the overscroll segments have one. Each variant is sampled at ``samplesPerSegment`` steps
/// (where a straight line between two samples misses the middle, halving that step until it fits or
/// the step is a few billionths of a page: a jump gets a knot on each side) and thinned to the knots a
/// straight line between neighbours cannot stand for within the tolerances: ``lengthTolerance`` points for rectangles, offsets and page places,
/// ``fractionTolerance`` for progress, opacity and scale, ``colorTolerance`` for a colour channel
/// (0–255). A boolean that flips or a page list that changes keeps the knots on both sides, so the
/// flip falls within a sample step.
///
/// ```swift
/// let table = PositionTable(layout: layout)
/// table.frame(at: 1.3, index: 1)   // within the tolerances of layout.frame(FrameInput(position: 1.3, index: 1))
/// ```
public struct PositionTable: Sendable {
    /// The frames of one segment for one committed page.
    public struct Variant: Sendable {
        /// The committed page (the frames' `index`).
        public var index: Int
        public var from: Double
        public var to: Double
        /// Knots by position, the first at `from` and the last at `to` (just inside them: see
        /// ``edge``).
        public var knots: [PagerFrame]
    }

    public static let samplesPerSegment = 64
    public static let lengthTolerance = 0.004
    public static let fractionTolerance = 0.0005
    public static let colorTolerance = 1.0
    /// How finely a jump (a label that changes its font, a selection that flips) is pinned down: the
    /// knots on its two sides are at most this far apart, in pages (a 64th halved 24 times).
    static let refinements = 24
    /// The most frames a variant's refinement may add: a frame that no straight line fits anywhere (a
    /// config of extreme numbers, where a point's float spacing passes the tolerance) costs this much
    /// and no more.
    static let refinementBudget = 256
    /// How far inside a segment its end knots are taken: a frame exactly on a page shows one page, one
    /// a hair off it shows both the segment's pages.
    static let edge = 1e-7

    public private(set) var variants: [Variant] = []

    public init(layout: PagerLayout) {
        let count = layout.itemCount
        guard count > 0 else { return }
        for segment in -1..<count {
            let from = Double(segment)
            let to = from + 1
            var indices = [min(max(segment, 0), count - 1)]
            if segment >= 0, segment + 1 < count { indices.append(segment + 1) }
            for index in indices {
                let frame = { (position: Double) in
                    layout.frame(
                        FrameInput(position: min(max(position, from + Self.edge), to - Self.edge), index: index))
                }
                var samples = [frame(from)]
                var budget = Self.refinementBudget
                for step in 1...Self.samplesPerSegment {
                    let next = frame(from + Double(step) / Double(Self.samplesPerSegment))
                    Self.refine(
                        samples[samples.count - 1], next, depth: Self.refinements, budget: &budget, frame,
                        into: &samples)
                    samples.append(next)
                }
                variants.append(Variant(index: index, from: from, to: to, knots: Self.thinned(samples)))
            }
        }
    }

    /// The frame the table gives at `position` with committed page `index` (the variant of that page
    /// whose segment holds the position, else the nearest one), for tests and tools.
    public func frame(at position: Double, index: Int) -> PagerFrame? {
        let candidates = variants.filter { $0.index == index }
        guard
            let variant = candidates.first(where: { $0.from <= position && position <= $0.to })
                ?? candidates.min(by: { distance(position, $0) < distance(position, $1) })
        else { return nil }
        let knots = variant.knots
        guard let after = knots.firstIndex(where: { $0.position >= position }) else { return knots.last }
        guard after > 0 else { return knots.first }
        let a = knots[after - 1]
        let b = knots[after]
        let span = b.position - a.position
        return Self.mix(a, b, span > 0 ? (position - a.position) / span : 0)
    }

    private func distance(_ position: Double, _ variant: Variant) -> Double {
        position < variant.from ? variant.from - position : max(0, position - variant.to)
    }

    /// Appends the frames between `a` and `b` that a straight line from `a` to `b` needs: none when the
    /// frame half-way fits the line and has their shape; else the half-way frame and what each half
    /// needs, `depth` halvings and `budget` frames at most.
    static func refine(
        _ a: PagerFrame, _ b: PagerFrame, depth: Int, budget: inout Int, _ frame: (Double) -> PagerFrame,
        into samples: inout [PagerFrame]
    ) {
        guard depth > 0, budget > 0 else { return }
        budget -= 1
        let middle = frame((a.position + b.position) / 2)
        // A mismatch that is not a number (a frame of non-finite numbers) is taken as a fit.
        let off = mismatch(mix(a, b, 0.5), middle)
        if sameShape(a, middle), sameShape(middle, b), !(off > 1) { return }
        refine(a, middle, depth: depth - 1, budget: &budget, frame, into: &samples)
        samples.append(middle)
        refine(middle, b, depth: depth - 1, budget: &budget, frame, into: &samples)
    }

    /// The knots of `samples` (sorted by position) that straight lines between them need.
    static func thinned(_ samples: [PagerFrame]) -> [PagerFrame] {
        guard samples.count > 2 else { return samples }
        var keep = Array(repeating: false, count: samples.count)
        keep[0] = true
        keep[samples.count - 1] = true
        // A boolean that flips or a page list that changes between two samples: keep both.
        for index in 1..<samples.count where !sameShape(samples[index - 1], samples[index]) {
            keep[index - 1] = true
            keep[index] = true
        }
        var start = 0
        for index in 1..<samples.count where keep[index] {
            split(samples, start, index, &keep)
            start = index
        }
        return samples.indices.filter { keep[$0] }.map { samples[$0] }
    }

    /// Douglas–Peucker between kept knots `low` and `high`: keeps the sample farthest off the line
    /// when it is off by more than the tolerances, and goes on either side of it.
    private static func split(_ samples: [PagerFrame], _ low: Int, _ high: Int, _ keep: inout [Bool]) {
        guard high - low > 1 else { return }
        var worst = low
        var worstError = 1.0
        let a = samples[low]
        let b = samples[high]
        let span = b.position - a.position
        for index in (low + 1)..<high {
            let fraction = span > 0 ? (samples[index].position - a.position) / span : 0
            let error = mismatch(mix(a, b, fraction), samples[index])
            if error > worstError {
                worstError = error
                worst = index
            }
        }
        guard worst != low else { return }
        keep[worst] = true
        split(samples, low, worst, &keep)
        split(samples, worst, high, &keep)
    }

    /// Whether two frames have the same booleans, pages, index and optional parts, so that numbers alone
    /// differ.
    static func sameShape(_ a: PagerFrame, _ b: PagerFrame) -> Bool {
        a.index == b.index && a.buttons.count == b.buttons.count && a.pages.count == b.pages.count
            && zip(a.buttons, b.buttons).allSatisfy { $0.index == $1.index && $0.selected == $1.selected }
            && zip(a.pages, b.pages).allSatisfy { $0.index == $1.index } && (a.fade == nil) == (b.fade == nil)
            && a.pageArea == b.pageArea
    }

    /// How far `actual` is from `line` in units of the tolerances (1 = just within them).
    static func mismatch(_ line: PagerFrame, _ actual: PagerFrame) -> Double {
        var worst = 0.0
        func length(_ x: Double, _ y: Double) { worst = max(worst, abs(x - y) / lengthTolerance) }
        func fraction(_ x: Double, _ y: Double) { worst = max(worst, abs(x - y) / fractionTolerance) }
        func channel(_ x: UInt8, _ y: UInt8) { worst = max(worst, abs(Double(x) - Double(y)) / colorTolerance) }
        length(line.indicator.x, actual.indicator.x)
        length(line.indicator.y, actual.indicator.y)
        length(line.indicator.width, actual.indicator.width)
        length(line.indicator.height, actual.indicator.height)
        fraction(line.indicator.opacity, actual.indicator.opacity)
        length(line.barOffset.x, actual.barOffset.x)
        length(line.barOffset.y, actual.barOffset.y)
        length(line.barTransform.x, actual.barTransform.x)
        length(line.barTransform.y, actual.barTransform.y)
        fraction(line.barTransform.opacity, actual.barTransform.opacity)
        if let lineFade = line.fade, let fade = actual.fade {
            fraction(lineFade.start, fade.start)
            fraction(lineFade.end, fade.end)
        }
        for (x, y) in zip(line.buttons, actual.buttons) {
            fraction(x.progress, y.progress)
            fraction(x.selectedFontOpacity, y.selectedFontOpacity)
            fraction(x.opacity, y.opacity)
            fraction(x.imageScale, y.imageScale)
            channel(x.color.red, y.color.red)
            channel(x.color.green, y.color.green)
            channel(x.color.blue, y.color.blue)
            channel(x.color.alpha, y.color.alpha)
        }
        for (x, y) in zip(line.pages, actual.pages) {
            length(x.x, y.x)
            length(x.y, y.y)
            fraction(x.opacity, y.opacity)
        }
        return worst
    }

    /// `a` mixed towards `b` by `fraction` (0 … 1): numbers on a straight line, colours per channel,
    /// everything else (booleans, indices, page lists) from the nearer one — as the browser mixes
    /// them (`interpolateFrames`, Public/scripts/logic/frame-state.js).
    static func mix(_ a: PagerFrame, _ b: PagerFrame, _ fraction: Double) -> PagerFrame {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
        var mixed = fraction < 0.5 ? a : b
        mixed.position = lerp(a.position, b.position)
        mixed.indicator.x = lerp(a.indicator.x, b.indicator.x)
        mixed.indicator.y = lerp(a.indicator.y, b.indicator.y)
        mixed.indicator.width = lerp(a.indicator.width, b.indicator.width)
        mixed.indicator.height = lerp(a.indicator.height, b.indicator.height)
        mixed.indicator.opacity = lerp(a.indicator.opacity, b.indicator.opacity)
        mixed.barOffset = Point(x: lerp(a.barOffset.x, b.barOffset.x), y: lerp(a.barOffset.y, b.barOffset.y))
        mixed.barTransform.x = lerp(a.barTransform.x, b.barTransform.x)
        mixed.barTransform.y = lerp(a.barTransform.y, b.barTransform.y)
        mixed.barTransform.opacity = lerp(a.barTransform.opacity, b.barTransform.opacity)
        if let fadeA = a.fade, let fadeB = b.fade {
            mixed.fade = EdgeFade(start: lerp(fadeA.start, fadeB.start), end: lerp(fadeA.end, fadeB.end))
        }
        guard sameShape(a, b) else { return mixed }
        for index in mixed.buttons.indices {
            let x = a.buttons[index]
            let y = b.buttons[index]
            mixed.buttons[index].progress = lerp(x.progress, y.progress)
            mixed.buttons[index].selectedFontOpacity = lerp(x.selectedFontOpacity, y.selectedFontOpacity)
            mixed.buttons[index].opacity = lerp(x.opacity, y.opacity)
            mixed.buttons[index].imageScale = lerp(x.imageScale, y.imageScale)
            mixed.buttons[index].color = RGBAColor(
                red: channel(x.color.red, y.color.red), green: channel(x.color.green, y.color.green),
                blue: channel(x.color.blue, y.color.blue), alpha: channel(x.color.alpha, y.color.alpha))
        }
        for index in mixed.pages.indices {
            mixed.pages[index].x = lerp(a.pages[index].x, b.pages[index].x)
            mixed.pages[index].y = lerp(a.pages[index].y, b.pages[index].y)
            mixed.pages[index].opacity = lerp(a.pages[index].opacity, b.pages[index].opacity)
        }
        return mixed

        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8(min(max((Double(x) + (Double(y) - Double(x)) * fraction).rounded(), 0), 255))
        }
    }
}
