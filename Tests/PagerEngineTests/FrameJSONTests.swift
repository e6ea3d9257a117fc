import TestSupport
import Testing

@testable import PagerEngine

/// The frame serializer (`PagerFrame+JSON.swift`, through a ``JSONCursor``) writes the same bytes as
/// the writer's general calls field by field (``PagerFrame/referenceJSON``, below), for every field,
/// part and delta, numbers without a four-decimal form and page areas included, and stays inside the
/// room it reserves.
struct FrameJSONTests {
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
        var buttons = ButtonIndices()
        for index in 0..<12 where random.below(3) == 0 { buttons.insert(index) }
        return FrameDelta(
            fields: FrameDelta.Fields(rawValue: UInt16(random.below(0x200))), buttons: buttons,
            indicatorParts: FrameDelta.IndicatorParts(rawValue: UInt8(random.below(0x20))),
            buttonParts: FrameDelta.ButtonParts(rawValue: UInt8(random.below(0x20))),
            pageParts: FrameDelta.PageParts(rawValue: UInt8(random.below(0x8))))
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
        frame.referenceJSON(rev: 3, seq: seq, t: 12.3456, delta: delta, markFull: markFull, into: &reference)
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

    @Test func unusualNumbersAndPageAreasAreWrittenAsTheWriterWritesThem() throws {
        var random = SeededGenerator(seed: 5)
        var frame = frame(&random, extremes: false)
        for unusual in [Double.nan, .infinity, 1e300, -2.2250738585072014e-308, 9.1e11] {
            frame.position = unusual
            let (fast, reference) = bothWays(frame, delta: nil, markFull: true, seq: 1)
            #expect(fast == reference)
        }
        frame.position = 1
        frame.pageArea = PageArea(
            frame: Rect(x: 0, y: 50, width: 390, height: 794), count: 5, orientation: .horizontal,
            insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), safeArea: EdgeInsets(), interPageSpacing: 0)
        let (fast, reference) = bothWays(frame, delta: nil, markFull: true, seq: 1)
        #expect(fast == reference)
        #expect(fast.contains(#""pageArea":{"frame":{"x":0,"y":50,"width":390,"height":794},"insets":{"top":1"#))
    }

    @Test func theLongestFrameFitsItsRoom() {
        // Every number at its longest (24 bytes), every integer at Int.min (20): the cursor's
        // precondition would stop the test process if the reserved room were too small.
        var frame = PagerFrame()
        let longest = -2.2250738585072014e-308
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
        let box = Rect(x: longest, y: longest, width: longest, height: longest)
        let insets = EdgeInsets(top: longest, left: longest, bottom: longest, right: longest)
        frame.pageArea = PageArea(
            frame: box, count: 5, orientation: .horizontal, insets: insets, safeArea: insets, interPageSpacing: 0)
        var json = JSONWriter(capacity: 1)
        frame.writeJSON(rev: Int.min, seq: Int.min, t: longest, delta: nil, markFull: true, into: &json)
        let (fast, reference) = bothWays(frame, delta: nil, markFull: true, seq: Int.min)
        #expect(fast == reference)
        #expect(json.count <= 1_024 + 40 * 256 + 3 * 160 + 512)
    }
}

extension PagerFrame {
    /// The frame written through the writer's general calls, field by field: the reference the
    /// serializer's bytes are checked against.
    func referenceJSON(
        rev: Int, seq: Int, t: Double, delta: FrameDelta?, markFull: Bool, into json: inout JSONWriter
    ) {
        let fields = delta?.fields ?? .all
        json.beginObject()
        // A delta has no type and no rev: the client keeps those of the stream's last full frame.
        if delta == nil {
            json.key("type")
            json.string("frame")
            if markFull {
                json.key("full")
                json.bool(true)
            }
            json.key("rev")
            json.integer(rev)
        }
        json.key("seq")
        json.integer(seq)
        json.key("t")
        json.number(t)
        if fields.contains(.position) {
            json.key("position")
            json.number(position)
        }
        if fields.contains(.index) {
            json.key("index")
            json.integer(index)
        }
        if fields.contains(.indicator) {
            // A delta's indicator carries only the numbers that changed; the client merges them.
            let parts = delta?.indicatorParts ?? .all
            json.key("indicator")
            json.beginObject()
            if parts.contains(.x) {
                json.key("x")
                json.number(indicator.x)
            }
            if parts.contains(.y) {
                json.key("y")
                json.number(indicator.y)
            }
            if parts.contains(.width) {
                json.key("width")
                json.number(indicator.width)
            }
            if parts.contains(.height) {
                json.key("height")
                json.number(indicator.height)
            }
            if parts.contains(.opacity) {
                json.key("opacity")
                json.number(indicator.opacity)
            }
            json.endObject()
        }
        if fields.contains(.barOffset) {
            json.key("barOffset")
            json.beginObject()
            json.key("x")
            json.number(barOffset.x)
            json.key("y")
            json.number(barOffset.y)
            json.endObject()
        }
        if fields.contains(.bar) {
            json.key("bar")
            json.beginObject()
            json.key("x")
            json.number(barTransform.x)
            json.key("y")
            json.number(barTransform.y)
            json.key("opacity")
            json.number(barTransform.opacity)
            json.endObject()
        }
        if fields.contains(.fade), let fade {
            json.key("fade")
            json.beginObject()
            json.key("start")
            json.number(fade.start)
            json.key("end")
            json.number(fade.end)
            json.endObject()
        }
        if fields.contains(.buttons) {
            json.key("buttons")
            json.beginArray()
            // A delta's buttons carry `index` and the fields that changed on any of them; the client
            // merges them into the button of that index.
            let parts = delta?.buttonParts ?? .all
            for button in buttons where delta?.buttons.contains(button.index) ?? true {
                json.beginObject()
                json.key("index")
                json.integer(button.index)
                if parts.contains(.progress) {
                    json.key("progress")
                    json.number(button.progress)
                }
                if parts.contains(.selected) {
                    json.key("selected")
                    json.bool(button.selected)
                }
                if parts.contains(.selectedFontOpacity) {
                    json.key("selectedFontOpacity")
                    json.number(button.selectedFontOpacity)
                }
                if parts.contains(.color) {
                    json.key("color")
                    json.color(button.color)
                }
                if parts.contains(.opacity) {
                    json.key("opacity")
                    json.number(button.opacity)
                }
                if parts.contains(.imageScale) {
                    json.key("imageScale")
                    json.number(button.imageScale)
                }
                json.endObject()
            }
            json.endArray()
        }
        if fields.contains(.pages) {
            json.key("pages")
            json.beginArray()
            // A delta lists every page shown, each with the numbers that changed on any of them.
            let parts = delta?.pageParts ?? .all
            for page in pages {
                json.beginObject()
                json.key("index")
                json.integer(page.index)
                if parts.contains(.x) {
                    json.key("x")
                    json.number(page.x)
                }
                if parts.contains(.y) {
                    json.key("y")
                    json.number(page.y)
                }
                if parts.contains(.opacity) {
                    json.key("opacity")
                    json.number(page.opacity)
                }
                json.endObject()
            }
            json.endArray()
        }
        if fields.contains(.pageArea), pageArea != nil || delta != nil {
            // Only while the bar slides; null in a delta clears it (the layout's pages apply again).
            json.key("pageArea")
            json.objectOrNull(pageArea) { json, pageArea in
                json.key("frame")
                json.rect(pageArea.frame)
                json.key("insets")
                json.insets(pageArea.insets)
                json.key("safeArea")
                json.insets(pageArea.safeArea)
            }
        }
        json.endObject()
    }
}
