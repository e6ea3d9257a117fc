extension PagerFrame {
    /// Room for everything but the buttons and pages (the longest fixed fields come to about 560 bytes).
    private static let fixedCapacity = 768
    /// Room per button: `{"index":…}` with every part, at most about 190 bytes.
    private static let buttonCapacity = 224
    /// Room per page: `{"index":…,"x":…,"y":…,"opacity":…}`, at most about 110 bytes.
    private static let pageCapacity = 128

    /// Writes the frame as ``writeJSON(rev:seq:t:delta:markFull:into:)`` does, through a ``JSONCursor``
    /// (the hot path of every live frame), or returns false having written nothing: for a number with
    /// no four-decimal form, or a page area (only while the bar slides), the writer's general calls
    /// write the frame instead.
    func writeWithCursor(
        rev: Int, seq: Int, t: Double, delta: FrameDelta?, markFull: Bool, into json: inout JSONWriter
    ) -> Bool {
        let fields = delta?.fields ?? .all
        if fields.contains(.pageArea), pageArea != nil { return false }
        let capacity = Self.fixedCapacity + buttons.count * Self.buttonCapacity + pages.count * Self.pageCapacity
        return json.withCursor(capacity: capacity) { out in
            out.text(#"{"type":"frame""#)
            if delta == nil, markFull { out.text(#","full":true"#) }
            out.text(#","rev":"#)
            out.integer(rev)
            out.text(#","seq":"#)
            out.integer(seq)
            out.text(#","t":"#)
            guard out.number(t) else { return false }
            if fields.contains(.position) {
                out.text(#","position":"#)
                guard out.number(position) else { return false }
            }
            if fields.contains(.index) {
                out.text(#","index":"#)
                out.integer(index)
            }
            if fields.contains(.indicator), !writeIndicator(parts: delta?.indicatorParts ?? .all, to: &out) {
                return false
            }
            if fields.contains(.barOffset) {
                out.text(#","barOffset":{"x":"#)
                guard out.number(barOffset.x) else { return false }
                out.text(#","y":"#)
                guard out.number(barOffset.y) else { return false }
                out.byte(UInt8(ascii: "}"))
            }
            if fields.contains(.bar) {
                out.text(#","bar":{"x":"#)
                guard out.number(barTransform.x) else { return false }
                out.text(#","y":"#)
                guard out.number(barTransform.y) else { return false }
                out.text(#","opacity":"#)
                guard out.number(barTransform.opacity) else { return false }
                out.byte(UInt8(ascii: "}"))
            }
            if fields.contains(.fade), let fade {
                out.text(#","fade":{"start":"#)
                guard out.number(fade.start) else { return false }
                out.text(#","end":"#)
                guard out.number(fade.end) else { return false }
                out.byte(UInt8(ascii: "}"))
            }
            if fields.contains(.buttons), !writeButtons(delta: delta, to: &out) { return false }
            if fields.contains(.pages), !writePages(to: &out) { return false }
            // A page area is written by the general path; here only its clearing in a delta.
            if fields.contains(.pageArea), delta != nil { out.text(#","pageArea":null"#) }
            out.byte(UInt8(ascii: "}"))
            return true
        }
    }

    /// `,"indicator":{…}` with the numbers `parts` names.
    private func writeIndicator(parts: FrameDelta.IndicatorParts, to out: inout JSONCursor) -> Bool {
        out.text(#","indicator":{"#)
        var separator = false
        if parts.contains(.x), !Self.member(#""x":"#, indicator.x, &separator, &out) { return false }
        if parts.contains(.y), !Self.member(#""y":"#, indicator.y, &separator, &out) { return false }
        if parts.contains(.width), !Self.member(#""width":"#, indicator.width, &separator, &out) { return false }
        if parts.contains(.height), !Self.member(#""height":"#, indicator.height, &separator, &out) { return false }
        if parts.contains(.opacity), !Self.member(#""opacity":"#, indicator.opacity, &separator, &out) { return false }
        out.byte(UInt8(ascii: "}"))
        return true
    }

    /// `key` and `value` in an object, after a comma unless it is the first member.
    @inline(__always)
    private static func member(
        _ key: StaticString, _ value: Double, _ separator: inout Bool, _ out: inout JSONCursor
    ) -> Bool {
        if separator { out.byte(UInt8(ascii: ",")) }
        separator = true
        out.text(key)
        return out.number(value)
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
    private func writeButtons(delta: FrameDelta?, to out: inout JSONCursor) -> Bool {
        out.text(#","buttons":["#)
        let parts = delta?.buttonParts ?? .all
        var separator = false
        for button in buttons where delta?.buttons.contains(button.index) ?? true {
            Self.openElement(index: button.index, &separator, &out)
            if parts.contains(.progress) {
                out.text(#","progress":"#)
                guard out.number(button.progress) else { return false }
            }
            if parts.contains(.selected) {
                out.text(#","selected":"#)
                out.bool(button.selected)
            }
            if parts.contains(.selectedFontOpacity) {
                out.text(#","selectedFontOpacity":"#)
                guard out.number(button.selectedFontOpacity) else { return false }
            }
            if parts.contains(.color) {
                out.text(#","color":"#)
                out.color(button.color)
            }
            if parts.contains(.opacity) {
                out.text(#","opacity":"#)
                guard out.number(button.opacity) else { return false }
            }
            if parts.contains(.imageScale) {
                out.text(#","imageScale":"#)
                guard out.number(button.imageScale) else { return false }
            }
            out.byte(UInt8(ascii: "}"))
        }
        out.byte(UInt8(ascii: "]"))
        return true
    }

    /// `,"pages":[…]`.
    private func writePages(to out: inout JSONCursor) -> Bool {
        out.text(#","pages":["#)
        var separator = false
        for page in pages {
            Self.openElement(index: page.index, &separator, &out)
            out.text(#","x":"#)
            guard out.number(page.x) else { return false }
            out.text(#","y":"#)
            guard out.number(page.y) else { return false }
            out.text(#","opacity":"#)
            guard out.number(page.opacity) else { return false }
            out.byte(UInt8(ascii: "}"))
        }
        out.byte(UInt8(ascii: "]"))
        return true
    }
}
