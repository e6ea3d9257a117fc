import Testing

@testable import PagerEngine

struct ConfigResolverTests {
    /// The problems resolving `document` gives, as `pointer: message` lines; empty when it resolves.
    private func problems(_ document: JSONValue, resolver: ConfigResolver = ConfigResolver()) -> [String] {
        do {
            _ = try resolver.resolve(document)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    private func codes(_ document: JSONValue) -> [ConfigProblem.Code] {
        do {
            _ = try ConfigResolver().resolve(document)
            return []
        } catch {
            return error.problems.map(\.code)
        }
    }

    @Test func anEmptyConfigIsTheDefaultPreset() throws {
        let config = try ConfigResolver().resolve([:])
        var expected = Preset.tabmanButtonBar.config
        expected.preset = "tabman.buttonBar"
        #expect(config == expected)
    }

    @Test func everyPresetIsAppliedByName() throws {
        for preset in Preset.all {
            var expected = preset.config
            expected.preset = preset.id
            #expect(try ConfigResolver().resolve(["preset": .string(preset.id)]) == expected, "\(preset.id)")
        }
    }

    @Test func keysOverrideThePreset() throws {
        for preset in Preset.all {
            let config = try ConfigResolver().resolve([
                "preset": .string(preset.id), "indicator": ["weight": 3], "bar": ["alignment": "center"],
            ])
            var expected = preset.config
            expected.preset = preset.id
            expected.indicator.weight = 3
            expected.bar.alignment = .center
            #expect(config == expected, "\(preset.id)")
        }
    }

    @Test func setsEveryKindOfValue() throws {
        let config = try ConfigResolver().resolve([
            "bar": ["location": "bottom", "visibleButtonCount": 3, "contentInset": ["left": 12.5], "hidden": true],
            "buttons": ["tintColor": "#ff000080", "selectedTintColor": "#00ff00"],
            "appearance": ["frameRate": 120, "textScale": 1.5],
        ])
        #expect(config.bar.location == .bottom)
        #expect(config.bar.visibleButtonCount == 3)
        #expect(config.bar.contentInset == EdgeInsets(top: 0, left: 12.5, bottom: 0, right: 0))
        #expect(config.bar.hidden)
        #expect(config.buttons.tintColor == RGBAColor(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(config.buttons.selectedTintColor == RGBAColor(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(config.appearance.frameRate == 120)
        #expect(config.appearance.textScale == 1.5)
    }

    @Test func namedValuesResolveToTheirNumbers() throws {
        let resolver = ConfigResolver()
        // Tabman: TMLineBarIndicator.Weight light 2, medium 4, heavy 8; dot sizes small 6, medium 8, large 12.
        for (name, weight) in [("light", 2.0), ("medium", 4.0), ("heavy", 8.0)] {
            #expect(try resolver.resolve(["indicator": ["weight": .string(name)]]).indicator.weight == weight)
        }
        for (name, size) in [("small", 6.0), ("medium", 8.0), ("large", 12.0)] {
            #expect(try resolver.resolve(["indicator": ["dotSize": .string(name)]]).indicator.dotSize == size)
        }
        #expect(try resolver.resolve(["indicator": ["weight": 4]]).indicator.weight == 4)
        #expect(try resolver.resolve(["pager": ["autoScroll": ["interval": "long"]]]).pager.autoScroll.interval == 10)
    }

    @Test func nullKeepsThePresetValue() throws {
        let config = try ConfigResolver().resolve([
            "preset": nil, "items": nil, "bar": ["alignment": nil], "indicator": nil,
        ])
        #expect(config == (try ConfigResolver().resolve([:])))
    }

    @Test(arguments: [
        (#"{"indicator": {"weight": 50}}"#, "/indicator/weight: 50 is above the maximum of 40 pt"),
        (#"{"indicator": {"weight": 0}}"#, "/indicator/weight: 0 is below the minimum of 0.5 pt"),
        (
            #"{"pager": {"transition": {"duration": 7.5}}}"#,
            "/pager/transition/duration: 7.5 is above the maximum of 5 s"
        ),
        (#"{"appearance": {"textScale": 0.25}}"#, "/appearance/textScale: 0.25 is below the minimum of 0.5×"),
        (#"{"bar": {"visibleButtonCount": 0}}"#, "/bar/visibleButtonCount: 0 is below the minimum of 1"),
        (#"{"bar": {"visibleButtonCount": 2.5}}"#, "/bar/visibleButtonCount: 2.5 is not a whole number"),
        (#"{"indicator": {"wieght": 3}}"#, #"/indicator/wieght: unknown key "wieght"; did you mean "weight"?"#),
        (
            #"{"bar": {"weight": 3}}"#,
            #"/bar/weight: unknown key "weight" here; did you mean /buttons/font/weight, "#
                + "/buttons/selectedFont/weight or /indicator/weight?"
        ),
        (#"{"bar": {"dotSize": 3}}"#, #"/bar/dotSize: unknown key "dotSize" here; did you mean /indicator/dotSize?"#),
        (#"{"bra": {}}"#, #"/bra: unknown key "bra"; did you mean "bar"?"#),
        (
            #"{"pager": {"zzz": 1}}"#,
            #"/pager/zzz: unknown key "zzz"; the keys here are orientation, isInfiniteScrollEnabled, bounces, "#
                + "isScrollEnabled, interPageSpacing, defaultPage, transition, autoScroll, isAnimated and "
                + "contentIgnoresSafeArea"
        ),
        (#"{"bar": {"hidden": "yes"}}"#, #"/bar/hidden: expected true or false, got the string "yes""#),
        (
            #"{"bar": {"interButtonSpacing": "16"}}"#,
            #"/bar/interButtonSpacing: expected a number from 0 pt to 100 pt, got the string "16""#
        ),
        (
            #"{"bar": {"visibleButtonCount": true}}"#,
            "/bar/visibleButtonCount: expected a whole number from 1 to 20, got true"
        ),
        (
            #"{"bar": {"contentInset": 5}}"#,
            "/bar/contentInset: expected an object with top, left, bottom and right, got the number 5"
        ),
        (
            #"{"bar": [1, 2]}"#, "/bar: expected an object of bar options, got a list"
        ),
        (
            #"{"buttons": {"tintColor": "blue"}}"#,
            ##"/buttons/tintColor: "blue" is not a colour; write #RRGGBB or #RRGGBBAA in hexadecimal, "##
                + "such as #007AFF or #007AFF80"
        ),
        (
            ##"{"buttons": {"tintColor": "#12345"}}"##,
            ##"/buttons/tintColor: "#12345" is not a colour; write #RRGGBB or #RRGGBBAA in hexadecimal, "##
                + "such as #007AFF or #007AFF80"
        ),
        (
            #"{"buttons": {"tintColor": 255}}"#,
            ##"/buttons/tintColor: expected a colour such as "#007AFF", got the number 255"##
        ),
        (
            #"{"bar": {"alignment": "middle"}}"#,
            #"/bar/alignment: "middle" is not allowed; use leading, center, centerDistributed or trailing"#
        ),
        (
            #"{"bar": {"alignment": "centre"}}"#,
            #"/bar/alignment: "centre" is not allowed; use leading, center, centerDistributed or trailing; "#
                + #"did you mean "center"?"#
        ),
        (
            #"{"bar": {"location": 3}}"#,
            "/bar/location: expected top, bottom, left, right or navigationItem, got the number 3"
        ),
        (#"{"appearance": {"frameRate": 50}}"#, "/appearance/frameRate: 50 is not allowed; use 30, 60 or 120"),
        (
            #"{"appearance": {"frameRate": "60"}}"#,
            #"/appearance/frameRate: expected 30, 60 or 120, got the string "60""#
        ),
        (
            #"{"indicator": {"weight": "huge"}}"#,
            #"/indicator/weight: "huge" is not one of the names light, medium and heavy; give one of them or "#
                + "a number from 0.5 pt to 40 pt"
        ),
        (
            #"{"indicator": {"weight": "Heavy"}}"#,
            #"/indicator/weight: "Heavy" is not one of the names light, medium and heavy; give one of them or "#
                + #"a number from 0.5 pt to 40 pt; did you mean "heavy"?"#
        ),
        (
            #"{"preset": "tabman.buttonbar"}"#,
            #"/preset: "tabman.buttonbar" is not a preset; use tabman.buttonBar, tabman.tabBar, tabman.lineBar, "#
                + "swiftUITabPager.fixed, swiftUITabPager.scrollable, bTabViewController, "
                + "tabBarController.bottom, tabBarController.top, tabBarController.left or tabBarController.right; "
                + #"did you mean "tabman.buttonBar"?"#
        ),
        (#"{"preset": 1}"#, #"/preset: expected a preset name such as "tabman.buttonBar", got the number 1"#),
        (
            #"{"pager": {"defaultPage": 7}}"#,
            "/pager/defaultPage: page 7 does not exist; with 5 tabs the pages are 0 to 4"
        ),
        (
            #"{"items": [{"id": "a", "title": "A"}], "pager": {"defaultPage": 1}}"#,
            "/pager/defaultPage: page 1 does not exist; with 1 tab the only page is 0"
        ),
        (
            #"{"schemaVersion": 3}"#,
            "/schemaVersion: this config was written for schema version 3, newer than this server understands (2)"
        ),
        (#"{"schemaVersion": 0}"#, "/schemaVersion: 0 is not a schema version; use a whole number from 1 to 2"),
        (
            #"{"schemaVersion": "1"}"#,
            #"/schemaVersion: expected a schema version number such as 2, got the string "1""#
        ),
    ])
    func reportsEachKindOfProblemAtItsPointer(document: String, expected: String) throws {
        let found = problems(try JSONParser().parse(document))
        #expect(found == [expected])
    }

    @Test func aDocumentThatIsNotAnObjectIsOneProblem() {
        #expect(problems([1]) == ["a config must be a JSON object, not a list"])
        #expect(
            problems("x", resolver: ConfigResolver(pointerPrefix: "/config")) == [
                #"/config: a config must be a JSON object, not the string "x""#
            ])
    }

    @Test func listsEveryProblemAtOnceInDocumentOrder() {
        let document: JSONValue = [
            "preset": "nope",
            "items": [["id": "home", "title": "Home"], ["id": "home", "title": "Again"]],
            "bar": ["alignment": "middle", "hidden": 1, "contentInset": ["top": -1, "middle": 2]],
            "indicator": ["weight": 50, "color": "red"],
            "extra": true,
        ]
        let found = problems(document)
        #expect(found.count == 9)
        #expect(
            found.map { String($0.prefix { $0 != ":" }) } == [
                "/preset", "/items/1/id", "/bar/alignment", "/bar/hidden", "/bar/contentInset/top",
                "/bar/contentInset/middle", "/indicator/weight", "/indicator/color", "/extra",
            ])
        #expect(
            codes(document) == [
                .notAllowed, .duplicateID, .notAllowed, .wrongType, .outOfRange, .unknownKey, .outOfRange, .badColor,
                .unknownKey,
            ])
    }

    @Test func prefixesEveryPointer() {
        let resolver = ConfigResolver(pointerPrefix: JSONPointer(["config"]))
        let found = problems(["bar": ["alignment": "middle"], "items": []], resolver: resolver)
        // In document order: `bar` is written before `items` (checked first).
        #expect(
            found == [
                #"/config/bar/alignment: "middle" is not allowed; use leading, center, centerDistributed or trailing"#,
                "/config/items: a pager needs at least 1 tab",
            ])
    }

    @Test func reportsSyntaxErrorsWithLineAndColumn() {
        let resolver = ConfigResolver(pointerPrefix: "/config")
        do throws(ConfigProblems) {
            _ = try resolver.resolve(bytes: Array("{\n  \"bar\": {\"hidden\": tru}\n}".utf8))
            Issue.record("accepted invalid JSON")
        } catch {
            // 't' of `tru` is at line 2, column 21: two spaces and `"bar": {"hidden": ` (18 characters) before it.
            #expect(
                error.problems.map(\.description) == [
                    "/config: this is not valid JSON: line 2, column 21: expected 'true', found 't'"
                ])
            #expect(error.problems.map(\.code) == [.syntax])
        }
    }

    @Test func resolvesBytes() throws {
        let config = try ConfigResolver().resolve(bytes: Array(#"{"indicator": {"kind": "dot"}}"#.utf8))
        #expect(config.indicator.kind == .dot)
    }

    @Test func aWrongValueKeepsCheckingTheRest() {
        // A bad preset still lets every other key be checked against the default preset.
        #expect(problems(["preset": "x", "bar": ["alignment": "center"]]).count == 1)
    }

    @Test func capsTheNumberOfProblemsListed() {
        let items: [JSONValue] = (0..<150).map { _ in ["id": "bad id", "title": "T"] }
        do throws(ConfigProblems) {
            _ = try ConfigResolver(maxProblems: 100).resolve(["items": .array(items)])
            Issue.record("accepted bad ids")
        } catch {
            #expect(error.problems.count == 101)
            #expect(error.problems.last?.description == "50 more problems were found but not listed")
            #expect(error.problems.last?.code == .moreProblems)
        }
    }
}

/// docs/config.md: problems are listed in document order, whatever order the resolver checks in.
struct ConfigProblemOrderTests {
    @Test func problemsFollowTheDocument() throws {
        let text = """
            {"pager": {"defaultPage": 7}, "indicator": {"wieght": 1, "weight": 50},
             "bar": {"hidden": "yes", "alignment": "centre"}, "preset": "nope", "zzz": 1,
             "items": [{"id": "a", "title": "A"}, {"id": "a", "title": "B"}]}
            """
        do {
            _ = try ConfigResolver().resolve(bytes: Array(text.utf8))
            Issue.record("resolved")
        } catch {
            #expect(
                error.problems.map(\.pointer.description) == [
                    "/pager/defaultPage", "/indicator/wieght", "/indicator/weight", "/bar/hidden", "/bar/alignment",
                    "/preset", "/zzz", "/items/1/id",
                ])
        }
    }
}
