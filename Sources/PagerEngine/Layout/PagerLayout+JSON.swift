extension PagerLayout {
    /// The layout as DESIGN.md's `{"type":"layout",…}` object (docs/frames.md lists every field).
    public func json(rev: Int) -> String {
        var json = JSONWriter(capacity: 4096)
        writeJSON(rev: rev, into: &json)
        return json.string
    }

    /// Writes the layout as DESIGN.md's `{"type":"layout",…}` object.
    ///
    /// - Parameter transition: How the client moves the buttons from the layout it shows to this one
    ///   (Tabman's animated re-layout after a tab's title or badge changed); nil: at once.
    public func writeJSON(rev: Int, transition: TimedAnimation? = nil, into json: inout JSONWriter) {
        json.beginObject()
        json.key("type")
        json.string("layout")
        json.key("rev")
        json.integer(rev)
        json.key("viewport")
        json.beginObject()
        json.key("width")
        json.number(viewport.width)
        json.key("height")
        json.number(viewport.height)
        json.key("safeArea")
        json.insets(viewport.safeArea)
        json.endObject()
        json.key("direction")
        json.string(config.appearance.layoutDirection.rawValue)
        json.key("behavior")
        json.string(config.bar.behavior.rawValue)
        json.key("bar")
        writeBar(into: &json)
        json.key("buttonStyle")
        writeButtonStyle(into: &json)
        json.key("buttons")
        json.beginArray()
        for button in buttons {
            write(button, into: &json)
        }
        json.endArray()
        json.key("buttonSeparators")
        json.beginObject()
        json.key("color")
        json.color(config.bar.buttonSeparators.color)
        json.key("frames")
        json.beginArray()
        for frame in buttonSeparators {
            json.rect(frame)
        }
        json.endArray()
        json.endObject()
        json.key("indicator")
        json.beginObject()
        json.key("kind")
        json.string(indicator.kind.rawValue)
        json.key("color")
        json.color(indicator.color)
        json.key("cornerRadius")
        json.number(indicator.cornerRadius)
        json.key("placement")
        json.string(indicator.placement.rawValue)
        json.key("apex")
        json.string(indicator.apex)
        json.endObject()
        json.key("pages")
        writePages(into: &json)
        json.key("decorationFonts")
        writeDecorationFonts(into: &json)
        json.key("warnings")
        json.beginArray()
        for warning in warnings { warning.write(to: &json) }
        json.endArray()
        json.key("transition")
        json.objectOrNull(transition) { json, transition in
            json.key("duration")
            json.number(transition.duration)
            json.key("curve")
            json.string(transition.curve.rawValue)
        }
        json.endObject()
    }

    private func writeBar(into json: inout JSONWriter) {
        let barConfig = config.bar
        json.beginObject()
        json.key("location")
        json.string(bar.location.rawValue)
        json.key("axis")
        json.string(bar.axis.rawValue)
        json.key("frame")
        json.rect(bar.frame)
        json.key("scrollFrame")
        json.rect(bar.scrollFrame)
        if bar.contentClip != bar.scrollFrame {
            // Only where it differs (a UITabBar's items draw over its whole frame), so other bars' JSON stays.
            json.key("contentClip")
            json.rect(bar.contentClip)
        }
        json.key("contentSize")
        json.size(bar.contentSize)
        json.key("scrollInsets")
        json.insets(bar.scrollInsets)
        json.key("minOffset")
        json.point(bar.minOffset)
        json.key("maxOffset")
        json.point(bar.maxOffset)
        json.key("scrollMode")
        json.string(barConfig.scrollMode.rawValue)
        json.key("fadesContentEdges")
        json.bool(barConfig.fadesContentEdges)
        json.key("hidden")
        json.bool(bar.hidden)
        json.key("hiddenOffset")
        json.point(bar.hiddenOffset)
        json.key("hiddenOpacity")
        json.number(bar.hiddenOpacity)
        json.key("background")
        json.background(barConfig.background)
        json.key("separator")
        json.objectOrNull(bar.separator) { json, separator in
            json.key("frame")
            json.rect(separator)
            json.key("color")
            json.color(barConfig.separator.color)
        }
        json.key("navigationBar")
        json.objectOrNull(bar.navigationBar) { json, navigationBar in
            json.key("frame")
            json.rect(navigationBar)
            json.key("backgroundFrame")
            json.rect(Rect(x: 0, y: 0, width: navigationBar.width, height: navigationBar.maxY))
        }
        json.key("accessories")
        json.beginArray()
        for accessory in bar.accessories {
            json.beginObject()
            json.key("placement")
            json.string(accessory.placement.rawValue)
            json.key("pinned")
            json.bool(accessory.pinned)
            json.key("icon")
            json.string(accessory.icon.rawValue)
            json.key("frame")
            json.rect(accessory.frame)
            json.key("iconFrame")
            json.rect(accessory.iconFrame)
            json.key("color")
            json.color(accessory.color)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    private func writeButtonStyle(into json: inout JSONWriter) {
        let buttonsConfig = config.buttons
        json.beginObject()
        json.key("kind")
        json.string(buttonsConfig.kind.rawValue)
        json.key("font")
        json.font(font)
        json.key("selectedFont")
        if let selectedFont { json.font(selectedFont) } else { json.null() }
        json.key("badgeFont")
        json.font(badgeFont)
        json.key("tintColor")
        json.color(buttonsConfig.tintColor)
        json.key("selectedTintColor")
        json.color(buttonsConfig.selectedTintColor)
        json.key("textAlignment")
        json.string(textAlignment)
        json.key("textOverflow")
        json.string(textOverflow)
        json.key("baseline")
        json.number(baseline)
        json.key("selectedBaseline")
        json.number(selectedBaseline)
        json.key("adjustsAlphaOnSelection")
        json.bool(buttonsConfig.adjustsAlphaOnSelection)
        json.key("shrinksImageWhenUnselected")
        json.bool(buttonsConfig.kind == .tabItem && buttonsConfig.shrinksImageWhenUnselected)
        json.key("badgeColor")
        json.color(buttonsConfig.badge.backgroundColor)
        json.key("badgeTextColor")
        json.color(buttonsConfig.badge.textColor)
        if buttonsConfig.background.style != .clear {
            // `TMBarButton.backgroundView`, over each button's `frame` (absent: clear, Tabman's default).
            json.key("background")
            json.background(buttonsConfig.background)
        }
        json.endObject()
    }

    private func write(_ button: LaidOutButton, into json: inout JSONWriter) {
        json.beginObject()
        json.key("index")
        json.integer(button.index)
        json.key("id")
        json.string(button.id)
        json.key("title")
        json.string(button.title)
        json.key("frame")
        json.rect(button.frame)
        json.key("labelFrame")
        json.rect(button.labelFrame)
        json.key("labelWidth")
        json.number(button.labelWidth)
        json.key("selectedLabelWidth")
        json.number(button.selectedLabelWidth)
        let look = self.look(of: button)
        json.key("font")
        json.font(look?.font ?? font)
        json.key("clipped")
        json.bool(button.clipped)
        json.key("visible")
        json.bool(button.visible)
        json.key("badge")
        json.objectOrNull(button.badge) { json, badge in
            json.key("text")
            json.string(badge.text)
            json.key("frame")
            json.rect(badge.frame)
            json.key("textWidth")
            json.number(badge.textWidth)
            json.key("cornerRadius")
            json.number(badge.frame.height / 2)
        }
        json.key("image")
        json.objectOrNull(button.image) { json, image in
            json.key("name")
            if let name = image.name { json.string(name) } else { json.null() }
            json.key("selectedName")
            if let name = image.selectedName { json.string(name) } else { json.null() }
            json.key("frame")
            json.rect(image.frame)
        }
        if let look {
            // The tab's own look (`ItemStyle`); only tabs with one carry it.
            json.key("style")
            json.beginObject()
            json.key("font")
            json.font(look.font)
            json.key("selectedFont")
            if let selectedFont = look.selectedFont { json.font(selectedFont) } else { json.null() }
            json.key("baseline")
            json.number(look.baseline)
            json.key("selectedBaseline")
            json.number(look.selectedBaseline)
            json.key("backgroundColor")
            if let color = look.backgroundColor { json.color(color) } else { json.null() }
            json.endObject()
        }
        json.endObject()
    }

    /// `{"pageTitle", "pageSubtitle", "clock"}`: the decoration's fonts (``DecorationFonts``).
    private func writeDecorationFonts(into json: inout JSONWriter) {
        let fonts = decorationFonts
        json.beginObject()
        for (name, font) in [
            ("pageTitle", fonts.pageTitle), ("pageSubtitle", fonts.pageSubtitle), ("clock", fonts.clock),
        ] {
            json.key(name)
            json.font(font)
        }
        json.endObject()
    }

    private func writePages(into json: inout JSONWriter) {
        json.beginObject()
        json.key("frame")
        json.rect(pages.frame)
        json.key("count")
        json.integer(pages.count)
        json.key("orientation")
        json.string(pages.orientation.rawValue)
        json.key("insets")
        json.insets(pages.insets)
        json.key("safeArea")
        json.insets(pages.safeArea)
        json.key("interPageSpacing")
        json.number(pages.interPageSpacing)
        json.endObject()
    }
}

extension LayoutWarning {
    /// `{"code","index","message"}` (and `"fix": {"label", "options": {key: value}}` when there is one);
    /// with `asEvent`, a stream's `{"type":"warning",…}` event.
    public func write(to json: inout JSONWriter, asEvent: Bool = false) {
        json.beginObject()
        if asEvent {
            json.key("type")
            json.string("warning")
        }
        json.key("code")
        json.string(code)
        json.key("index")
        if let index { json.integer(index) } else { json.null() }
        json.key("message")
        json.string(message)
        if let fix {
            json.key("fix")
            json.beginObject()
            json.key("label")
            json.string(fix.label)
            json.key("options")
            json.beginObject()
            for option in fix.options {
                json.key(option.key)
                option.value.write(to: &json)
            }
            json.endObject()
            json.endObject()
        }
        json.endObject()
    }
}

extension JSONWriter {
    /// A `TMBarBackgroundView` style: `{"style", "color", "blurStyle"}`.
    mutating func background(_ background: BarBackground) {
        beginObject()
        key("style")
        string(background.style.rawValue)
        key("color")
        color(background.color)
        key("blurStyle")
        string(background.blurStyle.rawValue)
        endObject()
    }
}
