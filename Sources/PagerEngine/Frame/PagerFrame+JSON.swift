extension PagerFrame {
    /// Writes the frame as DESIGN.md's `{"type":"frame",…}` object (docs/frames.md lists every field).
    ///
    /// - Parameters:
    ///   - rev: The layout revision the frame belongs to.
    ///   - seq: The frame's sequence number in its session.
    ///   - t: Session time in seconds.
    public func writeJSON(rev: Int, seq: Int, t: Double, into json: inout JSONWriter) {
        writeJSON(rev: rev, seq: seq, t: t, delta: nil, into: &json)
    }

    /// Writes the frame, or only the fields `delta` names (docs/api.md, "Frame deltas").
    ///
    /// A full frame (`delta` nil) carries `"full": true` on a stream; the plain `writeJSON` form omits it
    /// when `delta` is nil and `markFull` is false.
    public func writeJSON(
        rev: Int, seq: Int, t: Double, delta: FrameDelta?, markFull: Bool = false, into json: inout JSONWriter
    ) {
        let fields = delta?.fields ?? .all
        json.beginObject()
        json.key("type")
        json.string("frame")
        if delta == nil, markFull {
            json.key("full")
            json.bool(true)
        }
        json.key("rev")
        json.integer(rev)
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
            for page in pages {
                json.beginObject()
                json.key("index")
                json.integer(page.index)
                json.key("x")
                json.number(page.x)
                json.key("y")
                json.number(page.y)
                json.key("opacity")
                json.number(page.opacity)
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
