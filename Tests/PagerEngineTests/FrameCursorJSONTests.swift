import TestSupport
import Testing

@testable import PagerEngine

/// The cursor path of a frame's JSON (`PagerFrame+Cursor.swift`) writes the same bytes as the writer's
/// general calls (`writeWithWriter`), for every field, part and delta, and stays inside the room it
/// reserves; numbers without a four-decimal form and page areas go to the general path.
struct FrameCursorJSONTests {
    private func value(_ random: inout SeededGenerator, extremes: Bool) -> Double {
        switch random.below(extremes ? 8 : 5) {
        case 0: return 0
        case 1: return Double(random.below(2_000)) / 8 - 100
        case 2: return Double(random.below(1_000_000)) / 10_000
        case 3: return -Double(random.below(1_000_000)) / 3
        case 4: return Double(random.below(10)) * 0.00005  // halves of a ten-thousandth round away
        case 5: return -0.0
        case 6: return 899_999_999_999.9999 * (random.below(2) == 0 ? 1 : -1)  // the longest numbers
        default: return [Double.nan, .infinity, -.infinity, 1e300][random.below(4)]
        }
    }

    private func frame(_ random: inout SeededGenerator, extremes: Bool) -> PagerFrame {
        var frame = PagerFrame()
        frame.position = value(&random, extremes: extremes)
        frame.index = random.below(2) == 0 ? random.below(9) : Int.min + random.below(2)
        frame.indicator = IndicatorState(
            Rect(
                x: value(&random, extremes: extremes), y: value(&random, extremes: extremes),
                width: value(&random, extremes: extremes), height: value(&random, extremes: extremes)),
            opacity: value(&random, extremes: extremes))
        frame.barOffset = Point(x: value(&random, extremes: extremes), y: value(&random, extremes: extremes))
        frame.barTransform.x = value(&random, extremes: extremes)
        frame.barTransform.y = value(&random, extremes: extremes)
        frame.barTransform.opacity = value(&random, extremes: extremes)
        if random.below(2) == 0 {
            frame.fade = EdgeFade(start: value(&random, extremes: extremes), end: value(&random, extremes: extremes))
        }
        frame.buttons = (0..<random.below(12)).map { index in
            ButtonState(
                index: index, progress: value(&random, extremes: extremes), selected: random.below(2) == 0,
                color: RGBAColor(
                    red: UInt8(random.below(256)), green: UInt8(random.below(256)), blue: UInt8(random.below(256)),
                    alpha: UInt8(random.below(256))),
                opacity: value(&random, extremes: extremes), imageScale: value(&random, extremes: extremes))
        }
        frame.pages = (0..<random.below(4)).map { index in
            PageState(
                index: index - 1, x: value(&random, extremes: extremes), y: value(&random, extremes: extremes),
                opacity: value(&random, extremes: extremes))
        }
        return frame
    }

    private func delta(_ random: inout SeededGenerator) -> FrameDelta? {
        guard random.below(4) != 0 else { return nil }
        var buttons = ButtonIndexSet()
        for index in 0..<12 where random.below(3) == 0 { buttons.insert(index) }
        return FrameDelta(
            fields: FrameDelta.Fields(rawValue: UInt16(random.below(0x200))), buttons: buttons,
            indicatorParts: FrameDelta.IndicatorParts(rawValue: UInt8(random.below(0x20))),
            buttonParts: FrameDelta.ButtonParts(rawValue: UInt8(random.below(0x20))))
    }

    /// Both ways of writing `frame`, each after a value already in the writer (so commas show too).
    private func bothWays(_ frame: PagerFrame, delta: FrameDelta?, markFull: Bool, seq: Int) -> (String, String) {
        var cursor = JSONWriter(capacity: 1)
        cursor.beginArray()
        cursor.integer(7)
        frame.writeJSON(rev: 3, seq: seq, t: 12.3456, delta: delta, markFull: markFull, into: &cursor)
        cursor.endArray()
        var reference = JSONWriter(capacity: 1)
        reference.beginArray()
        reference.integer(7)
        frame.writeWithWriter(rev: 3, seq: seq, t: 12.3456, delta: delta, markFull: markFull, into: &reference)
        reference.endArray()
        return (cursor.string, reference.string)
    }

    @Test func writesTheSameBytesAsTheWriter() {
        var random = SeededGenerator(seed: 77)
        for round in 0..<4_000 {
            let frame = frame(&random, extremes: round % 2 == 0)
            let (fast, reference) = bothWays(
                frame, delta: delta(&random), markFull: random.below(2) == 0,
                seq: random.below(2) == 0 ? round : Int.max)
            #expect(fast == reference)
        }
    }

    @Test func takesTheCursorPathForOrdinaryFramesOnly() throws {
        var random = SeededGenerator(seed: 5)
        var frame = frame(&random, extremes: false)
        frame.pageArea = nil
        var json = JSONWriter()
        #expect(frame.writeWithCursor(rev: 1, seq: 1, t: 0.5, delta: nil, markFull: true, into: &json))
        // Not finite: the general path prints it; the cursor wrote nothing.
        frame.position = .nan
        var refused = JSONWriter()
        #expect(!frame.writeWithCursor(rev: 1, seq: 1, t: 0.5, delta: nil, markFull: true, into: &refused))
        #expect(refused.string.isEmpty)
        frame.position = 1
        frame.pageArea = PageArea(
            frame: Rect(x: 0, y: 50, width: 390, height: 794), count: 5, orientation: .horizontal,
            insets: EdgeInsets(), safeArea: EdgeInsets(), interPageSpacing: 0)
        #expect(!frame.writeWithCursor(rev: 1, seq: 1, t: 0.5, delta: nil, markFull: true, into: &refused))
        // Written whole either way.
        let (fast, reference) = bothWays(frame, delta: nil, markFull: true, seq: 1)
        #expect(fast == reference)
        #expect(fast.contains(#""pageArea":{"#))
    }

    @Test func theLongestFrameFitsItsRoom() {
        // Every number at its longest (18 bytes), every integer at Int.min (20): the cursor's
        // precondition would stop the test process if the reserved room were too small.
        var frame = PagerFrame()
        let longest = -899_999_999_999.9999
        frame.position = longest
        frame.index = Int.min
        frame.indicator = IndicatorState(
            Rect(x: longest, y: longest, width: longest, height: longest), opacity: longest)
        frame.barOffset = Point(x: longest, y: longest)
        frame.barTransform.x = longest
        frame.barTransform.y = longest
        frame.barTransform.opacity = longest
        frame.fade = EdgeFade(start: longest, end: longest)
        frame.buttons = (0..<40).map {
            ButtonState(
                index: Int.min + $0, progress: longest, selected: false,
                color: RGBAColor(red: 1, green: 2, blue: 3, alpha: 4),
                opacity: longest, imageScale: longest)
        }
        frame.pages = (0..<3).map { PageState(index: Int.min + $0, x: longest, y: longest, opacity: longest) }
        var json = JSONWriter(capacity: 1)
        #expect(frame.writeWithCursor(rev: Int.min, seq: Int.min, t: longest, delta: nil, markFull: true, into: &json))
        let (fast, reference) = bothWays(frame, delta: nil, markFull: true, seq: Int.min)
        #expect(fast == reference)
        #expect(json.count <= 768 + 40 * 192 + 3 * 128)
    }
}
