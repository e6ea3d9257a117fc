extension JSONWriter {
    /// `{"x","y","width","height"}`.
    mutating func rect(_ value: Rect) {
        beginObject()
        key("x")
        number(value.x)
        key("y")
        number(value.y)
        key("width")
        number(value.width)
        key("height")
        number(value.height)
        endObject()
    }

    /// `{"x","y","width","height"}` or `null`.
    mutating func rect(_ value: Rect?) {
        if let value { rect(value) } else { null() }
    }

    /// `{"x","y"}`.
    mutating func point(_ value: Point) {
        beginObject()
        key("x")
        number(value.x)
        key("y")
        number(value.y)
        endObject()
    }

    /// `{"width","height"}`.
    mutating func size(_ value: Size) {
        beginObject()
        key("width")
        number(value.width)
        key("height")
        number(value.height)
        endObject()
    }

    /// `{"top","left","bottom","right"}`.
    mutating func insets(_ value: EdgeInsets) {
        beginObject()
        key("top")
        number(value.top)
        key("left")
        number(value.left)
        key("bottom")
        number(value.bottom)
        key("right")
        number(value.right)
        endObject()
    }

    /// `{"size","weight","face","family","cssWeight","letterSpacing"}`, `"display": true` when the
    /// family's display design draws, and `"systemFont": true` when the family is iOS's system font (its
    /// Japanese is drawn smaller, decision 0059): `face` is `bold` from semibold on (for the large-text
    /// contrast rule), `cssWeight`, `letterSpacing`, `display` and `systemFont` what the canvas draws with.
    mutating func font(_ value: ResolvedFont) {
        beginObject()
        key("size")
        number(value.size)
        key("weight")
        string(value.weight.rawValue)
        key("face")
        string(value.weight.cssWeight >= 600 ? "bold" : "regular")
        key("family")
        string(value.family)
        key("cssWeight")
        number(Double(value.rendition.weight))
        key("letterSpacing")
        number(value.rendition.letterSpacing)
        if value.rendition.display {
            key("display")
            bool(true)
        }
        if value.rendition.systemFont {
            key("systemFont")
            bool(true)
        }
        endObject()
    }
}
