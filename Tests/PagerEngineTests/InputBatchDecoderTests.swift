import Testing

@testable import PagerEngine

struct InputBatchDecoderTests {
    private let document: JSONValue = .object(["preset": .string("tabman.buttonBar")])

    private func decode(_ text: String) throws(ConfigProblems) -> DecodedBatch {
        let events: JSONValue
        do {
            events = try JSONParser().parse(text)
        } catch {
            throw ConfigProblems([])
        }
        return try InputBatchDecoder().decode(
            events, at: JSONPointer(["events"]), document: document, config: PagerConfig())
    }

    private func problems(_ text: String) -> [String] {
        do {
            _ = try decode(text)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func decodesEveryEventType() throws {
        let batch = try decode(
            """
            [{"t": 0, "type": "pointerDown", "x": 300, "y": 400, "pointerId": 2},
             {"t": 0.01, "type": "pointerMove", "x": 290, "y": 400, "pointerId": 2},
             {"t": 0.02, "type": "pointerUp", "x": 280, "y": 401, "pointerId": 2},
             {"t": 0.03, "type": "pointerCancel"},
             {"t": 0.04, "type": "tap", "index": 4},
             {"t": 0.05, "type": "key", "key": "End"},
             {"t": 0.06, "type": "scrollTo", "page": "next"},
             {"t": 0.07, "type": "scrollTo", "page": 2, "animated": false},
             {"t": 0.08, "type": "scrub", "position": 1.5},
             {"t": 0.09, "type": "scrubEnd"},
             {"t": 0.1, "type": "viewport", "width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
             {"t": 0.11, "type": "barHidden", "hidden": true},
             {"t": 0.12, "type": "navigation", "action": "push"},
             {"t": 0.13, "type": "navigation", "action": "pop"}]
            """)
        #expect(
            batch.inputs.map(\.input) == [
                .pointerDown(Point(x: 300, y: 400), pointer: 2),
                .pointerMove(Point(x: 290, y: 400), pointer: 2),
                .pointerUp(Point(x: 280, y: 401), pointer: 2),
                .pointerCancel(pointer: 0),
                .tap(index: 4),
                .key(.end),
                .scrollTo(.next, animated: true),
                .scrollTo(.index(2), animated: false),
                .scrub(position: 1.5),
                .scrubEnd,
                .viewport(
                    Viewport(width: 390, height: 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))),
                .barHidden(true),
                .navigation(.push),
                .navigation(.pop),
            ])
        #expect(
            batch.inputs.map(\.time) == [
                0, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.11, 0.12, 0.13,
            ])
    }

    @Test func listsEveryProblemWithItsPointer() {
        let found = problems(
            """
            [{"t": 0, "type": "pointerDown", "x": "300"},
             {"t": 1, "type": "tap", "index": 5},
             {"t": 2, "type": "jump"},
             {"t": 3, "type": "key", "key": "PageDown", "extra": 1},
             {"type": "scrub", "position": 9},
             {"t": 4, "type": "config", "patch": {"indicator": {"weight": 50}}}]
            """)
        #expect(
            found == [
                "/events/0/x: expected a number, got the string \"300\"",
                "/events/0/y: this event needs y",
                "/events/1/index: 5 is outside 0 to 4",
                found.first { $0.hasPrefix("/events/2/type") } ?? "missing /events/2/type",
                found.first { $0.hasPrefix("/events/3/key") } ?? "missing /events/3/key",
                found.first { $0.hasPrefix("/events/3/extra") } ?? "missing /events/3/extra",
                "/events/4/t: this event needs t",
                "/events/4/position: 9 pages is outside -1 to 5 pages",
                "/events/5/patch/indicator/weight: 50 is above the maximum of 40 pt",
            ])
    }

    @Test func aNavigationIsAPushOrAPop() {
        let found = problems(#"[{"t": 0, "type": "navigation", "action": "back"}, {"t": 1, "type": "navigation"}]"#)
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("/events/0/action") == true)
        #expect(found.last == "/events/1/action: this event needs action")
    }

    @Test func laterEventsSeeEarlierEditsOfTheSameBatch() throws {
        // Tab 5 exists only after the append; the patch then sees six items.
        let batch = try decode(
            """
            [{"t": 0, "type": "items", "op": "append", "item": {"id": "new", "title": "New"}},
             {"t": 0, "type": "tap", "index": 5},
             {"t": 0, "type": "config", "patch": {"pager": {"defaultPage": 5}}}]
            """)
        #expect(batch.inputs.count == 3)
        guard case .config(let config) = batch.inputs[2].input else {
            Issue.record("expected a config input")
            return
        }
        #expect(config.items.count == 6)
        #expect(config.pager.defaultPage == 5)
        #expect(batch.document["items"]?.arrayValue?.count == 6)
    }

    @Test func itemEditsAreChecked() {
        let found = problems(
            """
            [{"t": 0, "type": "items", "op": "remove", "id": "nope"},
             {"t": 0, "type": "items", "op": "append", "item": {"id": "home", "title": "Again"}},
             {"t": 0, "type": "items", "op": "append", "item": {"id": "bad id", "title": "X"}},
             {"t": 0, "type": "items", "op": "reorder", "ids": ["home"]},
             {"t": 0, "type": "items", "op": "badge", "id": "home", "badge": "123456789"},
             {"t": 0, "type": "items", "op": "shuffle"}]
            """)
        #expect(found.count == 6)
        #expect(found[0] == "/events/0/id: no tab has the id \"nope\"")
        #expect(found[1] == "/events/1/item: \"home\" is already a tab's id")
        #expect(found[2].hasPrefix("/events/2/item/id: \"bad id\" is not a valid id"))
        #expect(found[3] == "/events/3/ids: expected every tab's id exactly once, in the new order")
        #expect(found[4] == "/events/4/badge: the badge is 9 characters long; the maximum is 8")
        #expect(found[5].hasPrefix("/events/5/op: \"shuffle\" is not an item edit"))
    }

    /// An edit of a tab that does not exist lists that, and its other fields' own problems, but never
    /// calls the fields it has "unknown".
    @Test func anEditOfAnUnknownTabListsOnlyRealProblems() {
        let found = problems(
            """
            [{"t": 0, "type": "items", "op": "rename", "id": "nope", "title": "Fine"},
             {"t": 0, "type": "items", "op": "badge", "id": "nope", "badge": "9"},
             {"t": 0, "type": "items", "op": "rename", "id": "gone", "title": "Line\\nbreak"},
             {"t": 0, "type": "items", "op": "badge", "id": "gone", "badge": "123456789"}]
            """)
        #expect(
            found == [
                "/events/0/id: no tab has the id \"nope\"",
                "/events/1/id: no tab has the id \"nope\"",
                "/events/2/id: no tab has the id \"gone\"",
                "/events/2/title: the title must not contain control characters such as line breaks",
                "/events/3/id: no tab has the id \"gone\"",
                "/events/3/badge: the badge is 9 characters long; the maximum is 8",
            ])
    }

    /// An unknown `op` is the one problem of an event whose other fields are an edit's; a field no
    /// edit has is still called unknown.
    @Test func anUnknownOperationDoesNotCallAnEditsFieldsUnknown() {
        let found = problems(
            """
            [{"t": 0, "type": "items", "op": "retitle", "id": "home", "title": "Start"},
             {"t": 0, "type": "items", "op": "move", "ids": ["home"], "colour": "red"}]
            """)
        #expect(found.count == 3)
        #expect(found[0].hasPrefix("/events/0/op: \"retitle\" is not an item edit; use "))
        #expect(found[1].hasPrefix("/events/1/op: \"move\" is not an item edit"))
        #expect(found[2].hasPrefix("/events/1/colour: "))
    }

    @Test func removingTheDefaultPagesTabIsRefused() {
        let found = problems(
            """
            [{"t": 0, "type": "config", "patch": {"pager": {"defaultPage": 4}}},
             {"t": 0, "type": "items", "op": "remove", "id": "home"}]
            """)
        #expect(found.count == 1 && found[0].hasPrefix("/events/1/id: pager.defaultPage is 4"))
    }

    @Test func timeMustNotGoBackwards() {
        let found = problems(#"[{"t": 2, "type": "scrubEnd"}, {"t": 1, "type": "scrubEnd"}]"#)
        #expect(found == ["/events/1/t: 1 s is earlier than the event before it (2 s); send events in time order"])
    }

    @Test func batchSizeIsBounded() throws {
        let events = JSONValue.array(
            Array(repeating: .object(["t": .number(0), "type": .string("scrubEnd")]), count: 3))
        #expect(throws: ConfigProblems.self) {
            try InputBatchDecoder(maxEvents: 2).decode(
                events, at: JSONPointer(["events"]), document: self.document, config: PagerConfig())
        }
        let notAList = problems(#"{"t": 0}"#)
        #expect(notAList == ["/events: expected a list of input events"])
    }
}
