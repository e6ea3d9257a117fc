import TestSupport
import Testing

@testable import PagerEngine

/// A client applying frames as docs/api.md says: whole frames replace; deltas overwrite the fields they
/// carry, merge the indicator's numbers they carry, and merge each button's fields by index.
private struct ClientModel {
    var position: Int?
    var index: Int?
    var indicator: [Int]?
    var barOffset: [Int]?
    var bar: [Int]?
    var fade: [Int]?
    var buttons: [Int: FrameFingerprint.Button] = [:]
    var pages: [Int]?

    mutating func apply(_ frame: FrameFingerprint, delta: FrameDelta?) {
        let fields = delta?.fields ?? .all
        if delta == nil { self = ClientModel() }
        if fields.contains(.position) { position = frame.position }
        if fields.contains(.index) { index = frame.index }
        if fields.contains(.indicator) {
            let parts = delta?.indicatorParts ?? .all
            var merged = indicator ?? [0, 0, 0, 0, 0]
            for (bit, part) in [FrameDelta.IndicatorParts.x, .y, .width, .height, .opacity].enumerated()
            where parts.contains(part) {
                merged[bit] = frame.indicator[bit]
            }
            indicator = merged
        }
        if fields.contains(.barOffset) { barOffset = frame.barOffset }
        if fields.contains(.bar) { bar = frame.bar }
        if fields.contains(.fade) { fade = frame.fade }
        if fields.contains(.pages) {
            // Every page shown, each merged by index onto the page held (a page not held comes whole).
            let parts = delta?.pageParts ?? .all
            var merged: [Int] = []
            for slot in stride(from: 0, to: frame.pages.count, by: 4) {
                let index = frame.pages[slot]
                var page = [index, -1, -1, -1]
                if let held = pages, let at = stride(from: 0, to: held.count, by: 4).first(where: { held[$0] == index })
                {
                    page = Array(held[at..<at + 4])
                }
                for (offset, part) in [FrameDelta.PageParts.x, .y, .opacity].enumerated() where parts.contains(part) {
                    page[offset + 1] = frame.pages[slot + offset + 1]
                }
                merged += page
            }
            pages = merged
        }
        if fields.contains(.buttons) {
            let parts = delta?.buttonParts ?? .all
            for (index, button) in frame.buttons where delta?.buttons.contains(index) ?? true {
                // A button the client lacks cannot be merged into: the delta must carry all of it.
                var merged =
                    buttons[index]
                    ?? FrameFingerprint.Button(
                        progress: -1, selected: false, selectedFontOpacity: -1, color: .clear, opacity: -1,
                        imageScale: -1)
                if parts.contains(.progress) { merged.progress = button.progress }
                if parts.contains(.selected) { merged.selected = button.selected }
                if parts.contains(.selectedFontOpacity) { merged.selectedFontOpacity = button.selectedFontOpacity }
                if parts.contains(.color) { merged.color = button.color }
                if parts.contains(.opacity) { merged.opacity = button.opacity }
                if parts.contains(.imageScale) { merged.imageScale = button.imageScale }
                buttons[index] = merged
            }
        }
    }

    func matches(_ frame: FrameFingerprint) -> Bool {
        position == frame.position && index == frame.index && indicator == frame.indicator
            && barOffset == frame.barOffset && bar == frame.bar && fade == frame.fade && pages == frame.pages
            && buttons == frame.buttons
    }
}

extension SeededGenerator {
    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

struct FrameDeltaTrackerTests {
    private func frame(_ random: inout SeededGenerator) -> PagerFrame {
        var frame = PagerFrame()
        // Few distinct values, so fields often return to earlier values (the A → B → A case).
        frame.position = Double(random.below(3)) / 2
        frame.index = random.below(2)
        frame.indicator.x = Double(random.below(3)) * 10
        frame.indicator.width = 40 + Double(random.below(2))
        frame.indicator.opacity = Double(random.below(4) == 0 ? 0 : 1)
        frame.barOffset.x = Double(random.below(2))
        frame.barTransform.opacity = 1
        // Each field of each button moves on its own, so deltas carry different sets of fields.
        frame.buttons = (0..<3).map {
            ButtonState(
                index: $0, progress: Double(random.below(2)), selected: random.below(3) == 0,
                selectedFontOpacity: Double(random.below(3)) / 2, color: random.below(3) == 0 ? .black : .white,
                opacity: 1 - Double(random.below(2)) / 2,
                imageScale: 1 - Double(random.below(2)) / 4)
        }
        // One or two pages, so a fingerprint assigned over an earlier frame (`queue(frame:)`) meets a
        // shorter list.
        frame.pages = (0..<(1 + random.below(2))).map { PageState(index: random.below(2) + $0, x: 0, y: 0, opacity: 1) }
        return frame
    }

    @Test func clientsEndOnTheNewestFrameWhateverGetsReplaced() {
        for seed in 0..<200 {
            var random = SeededGenerator(seed: UInt64(seed))
            var tracker = FrameDeltaTracker()
            var client = ClientModel()
            var pending: (FrameFingerprint, FrameDelta?)?
            var lastQueued: FrameFingerprint?
            for _ in 0..<60 {
                // The connection's loop may write the pending frame before the next one is queued.
                if random.below(3) == 0, let (frame, delta) = pending {
                    client.apply(frame, delta: delta)
                    pending = nil
                }
                let shown = frame(&random)
                let next = FrameFingerprint(shown)
                let replaced = pending != nil
                if seed % 3 == 0 {
                    let delta = tracker.plan(for: next)
                    tracker.didQueue(next, replacedPending: replaced)
                    pending = (next, delta)
                } else {
                    // The session's path: the tracker computes the fingerprint into its own storage, and
                    // after a written frame into that frame's slot.
                    let writtenAtOnce = !replaced && random.below(2) == 0
                    let send = { (delta: FrameDelta?) -> FrameDeltaTracker.Outcome in
                        if writtenAtOnce {
                            // Straight into the connection's buffer: no later frame can replace it.
                            client.apply(next, delta: delta)
                            return .written
                        }
                        pending = (next, delta)
                        return replaced ? .replacedPending : .queued
                    }
                    tracker.queue(frame: shown, send)
                }
                lastQueued = next
            }
            if let (frame, delta) = pending { client.apply(frame, delta: delta) }
            #expect(lastQueued.map(client.matches) == true, "seed \(seed)")
        }
    }

    @Test func deltasCarryOnlyWhatChanged() throws {
        var tracker = FrameDeltaTracker()
        var first = PagerFrame()
        first.buttons = (0..<5).map {
            ButtonState(index: $0, progress: 0, selected: false, color: .black, opacity: 1, imageScale: 1)
        }
        #expect(tracker.plan(for: FrameFingerprint(first)) == nil)
        tracker.didQueue(FrameFingerprint(first), replacedPending: false)
        // Until a frame is known to have been written, frames go out whole.
        #expect(tracker.plan(for: FrameFingerprint(first)) == nil)
        var second = first
        second.position = 0.25
        second.buttons[1].progress = 0.25
        second.indicator.x = 12.00001  // 12 at the JSON's four decimals
        // A second copy queued without replacing anything: the first reached the client.
        tracker.didQueue(FrameFingerprint(first), replacedPending: false)
        let delta = try #require(tracker.plan(for: FrameFingerprint(second)))
        #expect(delta.fields == [.position, .buttons, .indicator])
        #expect(delta.indicatorParts == [.x])
        #expect(delta.buttons == [1])
        #expect(delta.buttonParts == [.progress])
        var json = JSONWriter()
        second.writeJSON(rev: 1, seq: 2, t: 0.5, delta: delta, into: &json)
        // Only what changed: the indicator's x and button 1's progress, not their other fields.
        #expect(
            json.string
                == #"{"seq":2,"t":0.5,"position":0.25,"indicator":{"x":12},"#
                + #""buttons":[{"index":1,"progress":0.25}]}"#)
    }

    @Test func fullFramesAreMarked() {
        var json = JSONWriter()
        PagerFrame().writeJSON(rev: 1, seq: 0, t: 0, delta: nil, markFull: true, into: &json)
        #expect(json.string.hasPrefix(#"{"type":"frame","full":true,"rev":1"#))
    }
}

@Suite struct FrameDeltaTrackerQueueTests {
    private func fingerprint(position: Double) -> FrameFingerprint {
        var frame = PagerFrame()
        frame.position = position
        return FrameFingerprint(frame)
    }

    @Test func queueRecordsWhatTheStreamDid() {
        var tracker = FrameDeltaTracker()
        let (a, b, c) = (fingerprint(position: 0), fingerprint(position: 0.5), fingerprint(position: 1))
        var seen: [FrameDelta?] = []
        // Nothing known yet: whole frames.
        tracker.queue(a) {
            seen.append($0)
            return .queued
        }
        tracker.queue(a) {
            seen.append($0)
            return .queued
        }
        #expect(seen == [nil, nil])
        // Now `a` reached the client: `b` is a delta, but the stream refuses it, so nothing changes.
        #expect(
            tracker.queue(b) {
                seen.append($0)
                return .rejected
            } == .rejected)
        #expect(seen.last == FrameDelta(fields: [.position], buttons: [], indicatorParts: [], buttonParts: []))
        #expect(tracker.plan(for: a) == FrameDelta.empty)
        // `b` queued, then `a` replaces it before it is written: `b` never reaches the client, which
        // holds `a`, so a frame equal to `a` needs nothing (recording the replacement as a plain queue
        // would make `b` the prior and put the position in).
        tracker.queue(b) { _ in .queued }
        tracker.queue(a) { _ in .replacedPending }
        #expect(tracker.plan(for: a) == FrameDelta.empty)
        #expect(
            tracker.plan(for: c) == FrameDelta(fields: [.position], buttons: [], indicatorParts: [], buttonParts: []))
        // `c` queued normally: the client holds `a` or `c`, so a frame equal to `c` still carries the position.
        tracker.queue(c) { _ in .queued }
        #expect(
            tracker.plan(for: c) == FrameDelta(fields: [.position], buttons: [], indicatorParts: [], buttonParts: []))
    }

    @Test func framesQueuedWholeRefillTheTrackersFingerprints() {
        // Two pages, then one page three times: once the client holds the one-page frame, the same frame
        // again carries nothing. A fingerprint refilled in place that kept the two-page frame's entries
        // would differ and put the pages in every time.
        var twoPages = PagerFrame()
        twoPages.pages = [PageState(index: 0, x: 0, y: 0, opacity: 1), PageState(index: 1, x: 390, y: 0, opacity: 1)]
        var onePage = PagerFrame()
        onePage.pages = [PageState(index: 1, x: 0, y: 0, opacity: 1)]
        var tracker = FrameDeltaTracker()
        var seen: [FrameDelta?] = []
        for frame in [twoPages, twoPages, onePage, onePage, onePage] {
            tracker.queue(frame: frame) {
                seen.append($0)
                return .queued
            }
        }
        // Page 1 is in both frames and moved: the delta lists it with its x alone.
        let pagesOnly = FrameDelta(fields: [.pages], buttons: [], indicatorParts: [], buttonParts: [], pageParts: [.x])
        #expect(seen == [nil, nil, pagesOnly, pagesOnly, FrameDelta.empty])
    }
}

@Suite struct FrameFingerprintTests {
    private func frame() -> PagerFrame {
        var frame = PagerFrame()
        frame.position = 0.5
        frame.indicator.x = 10
        frame.indicator.width = 40
        frame.buttons = [
            ButtonState(index: 0, progress: 0.25, selected: true, color: .clear, opacity: 1, imageScale: 1)
        ]
        frame.pages = [PageState(index: 0, x: 0, y: 0, opacity: 1)]
        frame.fade = EdgeFade(start: 0.1, end: 0.2)
        return frame
    }

    @Test func numbersThatEncodeAlikeAreUnchanged() {
        let before = frame()
        var after = before
        // Different bits, the same four decimals in the JSON.
        after.position = 0.5 + 1e-7
        after.indicator.x = 10.000_001
        after.buttons[0].progress = 0.25 - 1e-9
        after.pages[0].x = -0.0
        after.fade = EdgeFade(start: 0.100_000_01, end: 0.2)
        #expect(FrameFingerprint(after).delta(from: FrameFingerprint(before)) == FrameDelta.empty)
        #expect(FrameFingerprint(after) == FrameFingerprint(before))
        #expect(FrameFingerprint(after).hashValue == FrameFingerprint(before).hashValue)
    }

    @Test func aChangeAtTheFourthDecimalIsSent() {
        let before = frame()
        var after = before
        after.position = 0.5001
        after.indicator.width = 40.0001
        after.buttons[0].imageScale = 1.0001
        after.pages[0].opacity = 0.9999
        let delta = FrameFingerprint(after).delta(from: FrameFingerprint(before))
        #expect(delta.fields == [.position, .indicator, .buttons, .pages])
        #expect(delta.indicatorParts == [.width])
        #expect(delta.buttonParts == [.imageScale])
        #expect(FrameFingerprint(after) != FrameFingerprint(before))
    }

    @Test func aButtonOnlyOneSideHasMakesThemDiffer() {
        let before = frame()
        var after = before
        after.buttons.append(
            ButtonState(index: 1, progress: 0, selected: false, color: .clear, opacity: 1, imageScale: 1))
        #expect(FrameFingerprint(after) != FrameFingerprint(before))
        #expect(FrameFingerprint(before) != FrameFingerprint(after))
    }

    /// A frame whose every field moves among a few values, with buttons and pages that now and then
    /// change shape (another count, other indices, out of order or repeated).
    private func randomFrame(_ random: inout SeededGenerator) -> PagerFrame {
        var frame = PagerFrame()
        frame.position = Double(random.below(3)) / 3
        frame.index = random.below(2)
        frame.indicator.x = Double(random.below(3)) * 10.000_01
        frame.indicator.y = Double(random.below(2))
        frame.indicator.width = 40 + Double(random.below(2))
        frame.indicator.height = Double(random.below(2)) + 2
        frame.indicator.opacity = Double(random.below(2))
        frame.barOffset.x = Double(random.below(2))
        frame.barOffset.y = Double(random.below(2))
        frame.barTransform.y = Double(random.below(2))
        frame.barTransform.opacity = Double(random.below(2))
        frame.fade = random.below(4) == 0 ? nil : EdgeFade(start: Double(random.below(2)) / 10, end: 0.9)
        var indices = [0, 1, 2]
        switch random.below(8) {
        case 0: indices = [0, 1]
        case 1: indices = [2, 0, 1]
        case 2: indices = [0, 1, 1]
        case 3: indices = [1, 2, 3]
        default: break
        }
        frame.buttons = indices.map {
            ButtonState(
                index: $0, progress: Double(random.below(2)), selected: random.below(3) == 0,
                selectedFontOpacity: Double(random.below(3)) / 2, color: random.below(3) == 0 ? .black : .white,
                opacity: 1 - Double(random.below(2)) / 2, imageScale: 1 - Double(random.below(2)) / 4)
        }
        let pageCount = random.below(6) == 0 ? 1 : 2
        frame.pages = (0..<pageCount).map {
            PageState(index: random.below(8) == 0 ? $0 + 1 : $0, x: Double(random.below(2)) * 390, y: 0, opacity: 1)
        }
        if random.below(5) == 0 {
            frame.pageArea = PageArea(
                frame: Rect(x: 0, y: Double(random.below(2)) * 50, width: 390, height: 794), count: 2,
                orientation: .horizontal, insets: EdgeInsets(top: Double(random.below(2))), safeArea: EdgeInsets(),
                interPageSpacing: 0)
        }
        return frame
    }

    /// A fingerprint assigned frame after frame (the tracker's slots) ends as the fingerprint of the
    /// last frame, whatever shape the earlier frames had, and a copy kept before the assignment is left
    /// as it was.
    @Test func assigningOverEarlierFramesGivesTheNewFramesFingerprint() {
        for seed in 0..<100 {
            var random = SeededGenerator(seed: UInt64(seed))
            var previous = PagerFrame()
            var reused = FrameFingerprint(previous)
            for step in 0..<200 {
                let next = randomFrame(&random)
                let before = reused
                reused.assign(next)
                #expect(reused == FrameFingerprint(next), "seed \(seed), frame \(step)")
                #expect(before == FrameFingerprint(previous), "seed \(seed), frame \(step)")
                #expect(
                    reused.delta(from: before) == FrameFingerprint(next).delta(from: FrameFingerprint(previous)),
                    "seed \(seed), frame \(step)")
                previous = next
            }
        }
    }
}
