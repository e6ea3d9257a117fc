import Testing

@testable import PagerEngine

struct ConfigResolverItemsTests {
    private func problems(_ items: JSONValue) -> [String] {
        do {
            _ = try ConfigResolver().resolve(["items": items])
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func resolvesItemsWithOptionalFields() throws {
        let config = try ConfigResolver().resolve([
            "items": [
                ["id": "a", "title": "Alpha", "badge": "3", "icon": "star", "accessibilityLabel": "Alpha, 3 new"],
                ["id": "b_2-x", "title": "", "badge": nil, "accessibilityLabel": nil],
            ]
        ])
        #expect(
            config.items == [
                PagerItem(id: "a", title: "Alpha", badge: "3", icon: "star", accessibilityLabel: "Alpha, 3 new"),
                PagerItem(id: "b_2-x", title: ""),
            ])
    }

    @Test func acceptsTheLimits() throws {
        let longest: JSONValue = [
            "id": .string(String(repeating: "x", count: 64)), "title": .string(String(repeating: "é", count: 80)),
            "badge": "12345678", "accessibilityLabel": .string(String(repeating: "a", count: 120)),
        ]
        let many: [JSONValue] = (0..<200).map { ["id": .string("t\($0)"), "title": "T"] }
        #expect(try ConfigResolver().resolve(["items": [longest]]).items.count == 1)
        #expect(try ConfigResolver().resolve(["items": .array(many)]).items.count == 200)
    }

    @Test(
        arguments: [
            (["home"] as JSONValue, "/items/0: expected a tab object with an id and a title, got the string \"home\""),
            ("x", "/items: expected a list of tabs, got the string \"x\""),
            ([], "/items: a pager needs at least 1 tab"),
            ([["title": "Home"]], "/items/0/id: every tab needs an id"),
            ([["id": "home"]], "/items/0/title: every tab needs a title"),
            ([["id": 1, "title": "Home"]], "/items/0/id: expected a text, got the number 1"),
            (
                [["id": "my tab", "title": "T"]],
                #"/items/0/id: "my tab" is not a valid id; use 1 to 64 letters, digits, _ or -"#
            ),
            ([["id": "", "title": "T"]], #"/items/0/id: "" is not a valid id; use 1 to 64 letters, digits, _ or -"#),
            (
                [["id": "a", "title": "T"], ["id": "b", "title": "T"], ["id": "a", "title": "T"]],
                #"/items/2/id: "a" is already the id of tab 0; ids must be unique"#
            ),
            (
                [["id": "a", "title": .string(String(repeating: "x", count: 81))]],
                "/items/0/title: the title is 81 characters long; the maximum is 80"
            ),
            (
                [["id": "a", "title": "Two\nlines"]],
                "/items/0/title: the title must not contain control characters such as line breaks"
            ),
            (
                [["id": "a", "title": "T", "badge": "123456789"]],
                "/items/0/badge: the badge is 9 characters long; the maximum is 8"
            ),
            (
                [["id": "a", "title": "T", "badge": 3]],
                "/items/0/badge: expected a text of at most 8 characters or null, got the number 3"
            ),
            (
                [["id": "a", "title": "T", "accessibilityLabel": .string(String(repeating: "a", count: 121))]],
                "/items/0/accessibilityLabel: the accessibility label is 121 characters long; the maximum is 120"
            ),
            (
                [["id": "a", "title": "T", "accessibilityLabel": false]],
                "/items/0/accessibilityLabel: expected a text of at most 120 characters or null, got false"
            ),
            (
                [["id": "a", "title": "T", "icon": "hous"]],
                #"/items/0/icon: "hous" is not an icon; use house, magnifyingglass, books, person, gear, star, heart, "#
                    + #"bell, bookmark, cart, message, photo, music.note, play, calendar, map, plus or ellipsis or null; "#
                    + #"did you mean "house"?"#
            ),
            ([["id": "a", "title": "T", "icon": true]], "/items/0/icon: expected an icon name or null, got true"),
            (
                [["id": "a", "title": "T", "titel": "x"]],
                #"/items/0/titel: unknown key "titel" in a tab; did you mean "title"?"#
            ),
            (
                [["id": "a", "title": "T", "colour": "x"]],
                #"/items/0/colour: unknown key "colour" in a tab; a tab has id, title, badge, icon, accessibilityLabel and style"#
            ),
        ] as [(JSONValue, String)])
    func reportsEachItemProblem(items: JSONValue, expected: String) {
        #expect(problems(items) == [expected])
    }

    @Test func tooManyItems() {
        let many: [JSONValue] = (0..<201).map { ["id": .string("t\($0)"), "title": "T"] }
        #expect(problems(.array(many)) == ["/items: 201 tabs are more than the maximum of 200"])
    }

    @Test func listsEveryItemProblem() {
        let found = problems([
            ["id": "ok", "title": "Fine"], ["id": "bad id", "title": 3], ["title": "No id", "icon": "nope"],
            ["id": "ok", "title": "Duplicate"],
        ])
        #expect(
            // Document order; the missing id of item 2 comes after the keys it does have.
            found.map { String($0.prefix { $0 != ":" }) } == [
                "/items/1/id", "/items/1/title", "/items/2/icon", "/items/2/id", "/items/3/id",
            ])
    }
}
