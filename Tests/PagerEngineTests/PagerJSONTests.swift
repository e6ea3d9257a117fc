import Testing

@testable import PagerEngine

/// The wire format of layouts and frames (DESIGN.md field names, docs/frames.md).
struct PagerJSONTests {
    /// Two one-letter tabs in a ButtonBar: "A" and "B" are 11.05 wide, 16 apart → x = 0, 27.05; C = 38.1.
    let small = layout(config(titles: ["A", "B"]))

    @Test func frameBytes() {
        // p = 0.5: indicator x = 27.05 × 0.5 = 13.525; both buttons at 0.5 → #003D80FF, neither exactly selected
        // (selected font share 0); pages at ∓195.
        var renderer = FrameRenderer()
        let text = renderer.renderString(small, FrameInput(position: 0.5), rev: 3, seq: 812, t: 13.533)
        let expected =
            ##"{"type":"frame","rev":3,"seq":812,"t":13.533,"position":0.5,"index":0,"##
            + ##""indicator":{"x":13.525,"y":44.4,"width":11.05,"height":4,"opacity":1},"##
            + ##""barOffset":{"x":0,"y":0},"bar":{"x":0,"y":0,"opacity":1},"buttons":["##
            + ##"{"index":0,"progress":0.5,"selected":false,"selectedFontOpacity":0,"color":"#003D80FF","##
            + ##""opacity":1,"imageScale":1},"##
            + ##"{"index":1,"progress":0.5,"selected":false,"selectedFontOpacity":0,"color":"#003D80FF","##
            + ##""opacity":1,"imageScale":1}],"##
            + ##""pages":[{"index":0,"x":-195,"y":0,"opacity":1},{"index":1,"x":195,"y":0,"opacity":1}]}"##
        #expect(text == expected)
    }

    @Test func fadesAppearWhenEnabled() {
        var config = config(titles: ["A", "B"])
        config.bar.fadesContentEdges = true
        var renderer = FrameRenderer()
        // The content fits (38.1 < 390): no fade at either end.
        let text = renderer.renderString(layout(config), FrameInput(position: 0), rev: 1, seq: 1, t: 0)
        #expect(text.contains(##""bar":{"x":0,"y":0,"opacity":1},"fade":{"start":0,"end":0},"buttons""##))
    }

    @Test func layoutFields() {
        let text = small.json(rev: 3)
        #expect(
            text.hasPrefix(
                ##"{"type":"layout","rev":3,"viewport":{"width":390,"height":844,"safeArea":{"top":47,"left":0,"bottom":34,"right":0}},"direction":"leftToRight","behavior":"tabman","bar":{"location":"top","axis":"horizontal","frame":{"x":0,"y":47,"width":390,"height":48.4},"##
            ))
        #expect(
            text.contains(
                ##"{"index":1,"id":"t1","title":"B","frame":{"x":27.05,"y":0,"width":11.05,"height":44.4},"labelFrame":{"x":27.05,"y":12,"width":11.05,"height":20.4},"labelWidth":11.05,"selectedLabelWidth":11.05,"font":{"size":17,"weight":"semibold","face":"bold","family":"default","cssWeight":600,"letterSpacing":0},"clipped":false,"visible":true,"badge":null,"image":null}"##
            ))
        #expect(
            text.contains(
                ##""indicator":{"kind":"line","color":"#007AFFFF","cornerRadius":0,"placement":"below","apex":"top"},"pages":{"frame":{"x":0,"y":0,"width":390,"height":844},"count":2,"orientation":"horizontal","insets":{"top":48.4,"left":0,"bottom":0,"right":0},"safeArea":{"top":95.4,"left":0,"bottom":34,"right":0},"interPageSpacing":0},"decorationFonts":{"pageTitle":{"size":28,"weight":"bold","face":"bold","family":"default","cssWeight":700,"letterSpacing":0},"pageSubtitle":{"size":13,"weight":"regular","face":"regular","family":"default","cssWeight":400,"letterSpacing":0},"clock":{"size":15,"weight":"bold","face":"bold","family":"default","cssWeight":700,"letterSpacing":0}},"warnings":[],"transition":null}"##
            ))
    }

    @Test func layoutAndFrameNestInOneObject() {
        // `pager-playground render` prints {"layout": …, "frame": …}.
        var json = JSONWriter()
        json.beginObject()
        json.key("layout")
        small.writeJSON(rev: 1, into: &json)
        json.key("frame")
        small.frame(FrameInput(position: 0)).writeJSON(rev: 1, seq: 0, t: 0, into: &json)
        json.endObject()
        let text = json.string
        #expect(text.hasPrefix(##"{"layout":{"type":"layout","rev":1,"##))
        #expect(
            text.contains(
                ##""warnings":[],"transition":null},"frame":{"type":"frame","rev":1,"seq":0,"t":0,"position":0,"##))
        #expect(text.hasSuffix(##""pages":[{"index":0,"x":0,"y":0,"opacity":1}]}}"##))
    }

    @Test func warningsAreWritten() {
        let text = layout(Preset.swiftUITabPagerFixed.config).json(rev: 1)
        #expect(
            text.contains(
                ##"{"code":"label-clipped","index":4,"message":"\"Settings\" needs 88.4 pt but each fixed tab has 78 pt, so it is clipped"}"##
            ))
    }

    @Test(arguments: Preset.all)
    func sameInputsGiveTheSameBytes(preset: Preset) {
        // Two independent layouts and renderers, and one renderer reused after another position.
        let first = layout(preset.config)
        let second = layout(preset.config)
        #expect(first.json(rev: 7) == second.json(rev: 7))
        var fresh = FrameRenderer()
        var reused = FrameRenderer()
        _ = reused.renderString(second, FrameInput(position: 3.7), rev: 7, seq: 1, t: 0.1)
        for position in [-0.3, 0, 1.5, 4.4] {
            let a = fresh.renderString(first, FrameInput(position: position), rev: 7, seq: 2, t: 0.2)
            let b = reused.renderString(second, FrameInput(position: position), rev: 7, seq: 2, t: 0.2)
            #expect(a == b)
        }
    }
}
