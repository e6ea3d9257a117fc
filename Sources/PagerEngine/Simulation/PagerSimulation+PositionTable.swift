extension PagerSimulation where Layouter.Layout == PagerLayout {
    /// Writes the `table` message for the current layout: the position table and the rules a browser
    /// needs to draw a page drag itself (docs/sessions.md, "Position tables"):
    ///
    /// ```
    /// {"type": "table", "rev", "drag": {"local", "orientation", "rightToLeft", "pages", "bar", "stride",
    ///  "count", "bounces", "slop", "rubberBand", "flickVelocity", "velocityWindow", "settle",
    ///  "buttonsFade", "tapsWhileMoving", "tapAtRest"},
    ///  "variants": [{"index", "from", "to", "knots": [frame, …]}, …]}
    /// ```
    ///
    /// `local` is false (and `variants` empty) where the browser must wait for the server's frames:
    /// swiping is off, the pages scroll infinitely, there are no pages, or the table would pass
    /// `maximumBytes` (512 KiB: about 40 tabs).
    public func writePositionTable(rev: Int, into json: inout JSONWriter, maximumBytes: Int = 512 << 10) {
        // The least a table can be (two knots a variant, a frame's fixed part and its buttons and two
        // pages): a bar with dozens of tabs is not sampled at all.
        let leastBytes = (2 * geometry.count) * 2 * (300 + 110 * layout.itemCount + 2 * 60)
        let possible =
            config.pager.isScrollEnabled && !isInfinite && geometry.count > 0 && geometry.pageStride > 0
            && leastBytes <= maximumBytes
        var variants = JSONWriter(capacity: 16_384)
        variants.beginArray()
        if possible {
            for variant in PositionTable(layout: layout).variants {
                variants.beginObject()
                variants.key("index")
                variants.integer(variant.index)
                variants.key("from")
                variants.number(variant.from)
                variants.key("to")
                variants.number(variant.to)
                variants.key("knots")
                variants.beginArray()
                for knot in variant.knots { knot.writeJSON(rev: rev, seq: 0, t: 0, into: &variants) }
                variants.endArray()
                variants.endObject()
            }
        }
        variants.endArray()
        let local = possible && variants.byteCount <= maximumBytes
        json.beginObject()
        json.key("type")
        json.string("table")
        json.key("rev")
        json.integer(rev)
        json.key("drag")
        json.beginObject()
        json.key("local")
        json.bool(local)
        json.key("orientation")
        json.string(geometry.orientation.rawValue)
        json.key("rightToLeft")
        json.bool(geometry.isRightToLeft)
        json.key("pages")
        json.rect(geometry.pagesFrame)
        // A touch on the bar is the bar's (`hitTest`), even where the pages lie under it.
        json.key("bar")
        json.rect(barHidden ? nil : geometry.barFrame)
        json.key("stride")
        json.number(geometry.pageStride)
        json.key("count")
        json.integer(geometry.count)
        json.key("bounces")
        json.bool(pagesBounce)
        json.key("slop")
        json.number(GestureThresholds.slop)
        json.key("rubberBand")
        json.number(RubberBand.coefficient)
        json.key("flickVelocity")
        json.number(PagingDecision.flickVelocity)
        json.key("velocityWindow")
        json.number(VelocityTracker().window)
        json.key("settle")
        json.beginObject()
        json.key("minimum")
        json.number(SettleCurve.minimumDuration)
        json.key("maximum")
        json.number(SettleCurve.maximumDuration)
        json.key("perPage")
        json.number(SettleCurve.perPageDuration)
        json.endObject()
        json.key("buttonsFade")
        json.number(swipeButtonsFade)
        json.key("tapsWhileMoving")
        writeTapsWhileMoving(into: &json)
        json.key("tapAtRest")
        writeTapAtRest(into: &json)
        json.endObject()
        json.key("variants")
        if local { json.raw(variants.bytes) } else { json.raw(Array("[]".utf8)) }
        json.endObject()
    }
}

extension PagerSimulation {
    /// The rule a tap on a tab follows while a tap's slide or a swipe's glide moves the pages, for the
    /// browser to start it on the click instead of a round trip later (docs/decisions/0045):
    /// `{"rule": "retarget" | "queue", "duration", "curve", "throughPages", "barDuration"}`, or null where
    /// such a tap is refused (Pageboy's rule: Tabman, TabBarController) or not the library's own slide
    /// (reduce motion's cross-fade, a custom transition, switches that do not animate), where the browser
    /// waits for the server.
    ///
    /// - `retarget` (BTabViewController, ``BehaviorRules/TapsWhileMoving/retarget``): a new `duration`
    ///   s `curve` slide from where the running one heads to the tab, added to it.
    /// - `queue` (SwiftUITabPager, ``BehaviorRules/TapsWhileMoving/queue``): the pages end what they do,
    ///   then slide from the page reached to the tab over `duration` s (``slideOn(from:to:at:)``).
    /// - `throughPages`: the slide draws the pages between (one scroll view), else the outgoing and
    ///   incoming page only (UIPageViewController).
    /// - `barDuration`: how long the bar takes to the new tab (the indicator's own animation).
    func writeTapsWhileMoving(into json: inout JSONWriter) {
        let rule: String
        switch rules.tapsWhileMoving {
        case .refused: rule = ""
        case .retarget: rule = "retarget"
        case .queue: rule = "queue"
        }
        guard !rule.isEmpty else {
            json.null()
            return
        }
        writeTapSlide(rule: rule, into: &json)
    }

    /// What a tap on a tab does on pages at rest (``tap(index:now:)``: ``scroll(to:animated:now:whileMoving:)``),
    /// for the browser to draw it from the click while no answer of the server's is there yet: a tap
    /// within a round trip of a rest (docs/decisions/0050): `{"duration", "curve", "throughPages",
    /// "barDuration"}` as in ``writeTapsWhileMoving(into:)``: the pages slide from the page at rest to
    /// the tab over `duration` s on `curve` (``slideTiming(_:)``), through the pages between or the
    /// outgoing and incoming page only, and the bar goes to the tab over `barDuration`. Null where a tap
    /// does not start the library's slide: reduce motion's cross-fade, a custom transition, switches that
    /// do not animate (TabBarController, BTabViewController's `isAnimated` off), an infinite pager.
    func writeTapAtRest(into json: inout JSONWriter) {
        writeTapSlide(rule: nil, into: &json)
    }

    /// The slide a tap starts (`rule` first when given), or null where it is not the library's own slide.
    private func writeTapSlide(rule: String?, into json: inout JSONWriter) {
        let style = reduceMotion ? PageTransition.Style.fade : config.pager.transition.style
        guard style == .scroll, switchesAnimate, !isInfinite else {
            json.null()
            return
        }
        let (duration, curve) = slideTiming(style)
        json.beginObject()
        if let rule {
            json.key("rule")
            json.string(rule)
        }
        json.key("duration")
        json.number(duration)
        json.key("curve")
        json.string(curve.rawValue)
        json.key("throughPages")
        json.bool(rules.scrollsThroughPages)
        json.key("barDuration")
        json.number(rules.indicatorSwitchDuration ?? rules.selectionDuration ?? rules.barScrollDuration)
        json.endObject()
    }
}
