extension PagerFrame {
    /// Room for everything but the buttons, pages and page area: 16 numbers, 2 integers and about 250
    /// bytes of keys and punctuation.
    private static let fixedCapacity = 1_024
    /// Room per button: `{"index":…}` with every part (an integer, 4 numbers, a colour, a boolean and
    /// about 100 bytes of keys).
    private static let buttonCapacity = 256
    /// Room per page: `{"index":…,"x":…,"y":…,"opacity":…}` (an integer, 3 numbers, 40 bytes of keys).
    private static let pageCapacity = 160
    /// Room for a page area: 12 numbers and about 150 bytes of keys.
    private static let pageAreaCapacity = 512

    /// Writes the frame as DESIGN.md's `{"type":"frame",…}` object (docs/frames.md lists every field).
    ///
    /// - Parameters:
    ///   - rev: The layout revision the frame belongs to.
    ///   - seq: The frame's sequence number in its session.
    ///   - t: Session time in seconds.
    public func writeJSON(rev: Int, seq: Int, t: Double, into json: inout JSONWriter) {
        writeJSON(rev: rev, seq: seq, t: t, delta: nil, into: &json)
    }

    /// Writes the frame, or only the fields `delta` names (docs/api.md, "Frame deltas"), through a
    /// ``JSONCursor`` over room reserved for the longest such frame.
    ///
    /// A full frame (`delta` nil) carries `"full": true` on a stream; the plain `writeJSON` form omits it
    /// when `delta` is nil and `markFull` is false. A delta starts at `seq` (no `type`, no `rev`: those
    /// of the stream's last full frame); its indicator carries only the numbers that changed, its buttons
    /// `index` and the parts that changed on any of them, and its pages every page shown with `index` and
    /// the numbers that changed on any of them; the client merges them.
    public func writeJSON(
        rev: Int, seq: Int, t: Double, delta: FrameDelta?, markFull: Bool = false, into json: inout JSONWriter
    ) {
        let fields = delta?.fields ?? .all
        let capacity =
            Self.fixedCapacity + buttons.count * Self.buttonCapacity + pages.count * Self.pageCapacity
            + (pageArea == nil ? 0 : Self.pageAreaCapacity)
        json.withCursor(capacity: capacity) { out in
            if delta == nil {
                out.text(#"{"type":"frame""#)
                if markFull { out.text(#","full":true"#) }
                out.text(#","rev":"#)
                out.integer(rev)
                out.text(#","seq":"#)
            } else {
                // A delta belongs to the stream's last full frame: its type and layout revision are that
                // frame's (docs/api.md, "Frame deltas").
                out.text(#"{"seq":"#)
            }
            out.integer(seq)
            out.text(#","t":"#)
            out.number(t)
            if fields.contains(.position) {
                out.text(#","position":"#)
                out.number(position)
            }
            if fields.contains(.index) {
                out.text(#","index":"#)
                out.integer(index)
            }
            if fields.contains(.indicator) { writeIndicator(parts: delta?.indicatorParts ?? .all, to: &out) }
            if fields.contains(.barOffset) {
                out.text(#","barOffset":{"x":"#)
                out.number(barOffset.x)
                out.text(#","y":"#)
                out.number(barOffset.y)
                out.byte(UInt8(ascii: "}"))
            }
            if fields.contains(.bar) {
                out.text(#","bar":{"x":"#)
                out.number(barTransform.x)
                out.text(#","y":"#)
                out.number(barTransform.y)
                out.text(#","opacity":"#)
                out.number(barTransform.opacity)
                out.byte(UInt8(ascii: "}"))
            }
            if fields.contains(.fade), let fade {
                out.text(#","fade":{"start":"#)
                out.number(fade.start)
                out.text(#","end":"#)
                out.number(fade.end)
                out.byte(UInt8(ascii: "}"))
            }
            if fields.contains(.buttons) { writeButtons(delta: delta, to: &out) }
            if fields.contains(.pages) { writePages(parts: delta?.pageParts ?? .all, to: &out) }
            if fields.contains(.pageArea) {
                // Only while the bar slides; null in a delta clears it (the layout's pages apply again).
                if let pageArea {
                    out.text(#","pageArea":{"frame":"#)
                    out.rect(pageArea.frame)
                    out.text(#","insets":"#)
                    out.insets(pageArea.insets)
                    out.text(#","safeArea":"#)
                    out.insets(pageArea.safeArea)
                    out.byte(UInt8(ascii: "}"))
                } else if delta != nil {
                    out.text(#","pageArea":null"#)
                }
            }
            out.byte(UInt8(ascii: "}"))
        }
    }

    /// `,"indicator":{…}` with the numbers `parts` names.
    private func writeIndicator(parts: FrameDelta.IndicatorParts, to out: inout JSONCursor) {
        out.text(#","indicator":{"#)
        var separator = false
        if parts.contains(.x) { Self.member(#""x":"#, indicator.x, &separator, &out) }
        if parts.contains(.y) { Self.member(#""y":"#, indicator.y, &separator, &out) }
        if parts.contains(.width) { Self.member(#""width":"#, indicator.width, &separator, &out) }
        if parts.contains(.height) { Self.member(#""height":"#, indicator.height, &separator, &out) }
        if parts.contains(.opacity) { Self.member(#""opacity":"#, indicator.opacity, &separator, &out) }
        out.byte(UInt8(ascii: "}"))
    }

    /// `key` and `value` in an object, after a comma unless it is the first member.
    @inline(__always)
    private static func member(_ key: StaticString, _ value: Double, _ separator: inout Bool, _ out: inout JSONCursor) {
        if separator { out.byte(UInt8(ascii: ",")) }
        separator = true
        out.text(key)
        out.number(value)
    }

    /// `{"index":n` opening an array's element, after a comma unless it is the first.
    @inline(__always)
    private static func openElement(index: Int, _ separator: inout Bool, _ out: inout JSONCursor) {
        if separator { out.byte(UInt8(ascii: ",")) }
        separator = true
        out.text(#"{"index":"#)
        out.integer(index)
    }

    /// `,"buttons":[…]`: every button, or in a delta the buttons and parts it names.
    private func writeButtons(delta: FrameDelta?, to out: inout JSONCursor) {
        out.text(#","buttons":["#)
        let parts = delta?.buttonParts ?? .all
        var separator = false
        for button in buttons where delta?.buttons.contains(button.index) ?? true {
            Self.openElement(index: button.index, &separator, &out)
            if parts.contains(.progress) {
                out.text(#","progress":"#)
                out.number(button.progress)
            }
            if parts.contains(.selected) {
                out.text(#","selected":"#)
                out.bool(button.selected)
            }
            if parts.contains(.selectedFontOpacity) {
                out.text(#","selectedFontOpacity":"#)
                out.number(button.selectedFontOpacity)
            }
            if parts.contains(.color) {
                out.text(#","color":"#)
                out.color(button.color)
            }
            if parts.contains(.opacity) {
                out.text(#","opacity":"#)
                out.number(button.opacity)
            }
            if parts.contains(.imageScale) {
                out.text(#","imageScale":"#)
                out.number(button.imageScale)
            }
            out.byte(UInt8(ascii: "}"))
        }
        out.byte(UInt8(ascii: "]"))
    }

    /// `,"pages":[…]`: every page shown, each with the numbers `parts` names.
    private func writePages(parts: FrameDelta.PageParts, to out: inout JSONCursor) {
        out.text(#","pages":["#)
        var separator = false
        for page in pages {
            Self.openElement(index: page.index, &separator, &out)
            // `index` came first: every number follows a comma.
            var comma = true
            if parts.contains(.x) { Self.member(#""x":"#, page.x, &comma, &out) }
            if parts.contains(.y) { Self.member(#""y":"#, page.y, &comma, &out) }
            if parts.contains(.opacity) { Self.member(#""opacity":"#, page.opacity, &comma, &out) }
            out.byte(UInt8(ascii: "}"))
        }
        out.byte(UInt8(ascii: "]"))
    }
}
