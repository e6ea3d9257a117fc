import Foundation
import Testing

@testable import PagerEngine

struct SchemaDocumentTests {
    private let document = OptionSchema.document()

    @Test func hasTheDocumentedTopLevelKeys() throws {
        #expect(document.objectValue?.keys == ["schemaVersion", "groups", "options", "items", "presets", "view"])
        #expect(document["schemaVersion"] == 2)
        #expect(
            document["view"]?.arrayValue?.compactMap { $0["path"]?.stringValue } == [
                "colorScheme", "layoutDirection", "textScale", "reduceMotion", "frameRate",
            ])
        #expect(document["options"]?.arrayValue?.contains { $0["group"] == "appearance" } == false)
        #expect(document["presets"]?.arrayValue?.count == 10)
        #expect(document["options"]?.arrayValue?.count == OptionSchema.options.count)
        #expect(try JSONParser().parse(OptionSchema.documentBytes) == document)
    }

    @Test func describesAnEnumOption() {
        let entry = document["options"]?[0]
        #expect(
            entry?.compactText
                == #"{"path":"bar.location","pointer":"/bar/location","group":"bar","label":"Location","type":"enum","#
                + #""values":["top","bottom","left","right","navigationItem"],"default":"top","#
                + #""help":"Where the bar sits: above or below the pages, along the left or right edge, or in the "#
                + #"navigation bar.","source":["Tabman","TabBarController"]}"#)
    }

    @Test func describesANumberWithNamedValues() {
        let entry = document["options"]?.arrayValue?.first { $0["path"] == "indicator.weight" }
        #expect(entry?["type"] == "number")
        #expect(entry?["min"] == 0.5)
        #expect(entry?["max"] == 40)
        #expect(entry?["step"] == 0.5)
        #expect(entry?["unit"] == "pt")
        #expect(entry?["default"] == 4)
        #expect(entry?["namedValues"]?.compactText == #"{"light":2,"medium":4,"heavy":8}"#)
        #expect(entry?["visibleWhen"]?.compactText == #"[{"path":"indicator.kind","in":["line"]}]"#)
    }

    /// A condition of several tests is written `{"anyOf": […]}`; a test that excludes values, `notIn`
    /// (docs/schema-format.md): the accessory spacing shows once a scrolling accessory is chosen.
    @Test func describesAnAnyOfCondition() {
        let entry = document["options"]?.arrayValue?.first { $0["path"] == "bar.accessories.spacing" }
        #expect(
            entry?["visibleWhen"]?.compactText
                == #"[{"path":"bar.behavior","in":["tabman"]},"#
                + #"{"path":"bar.location","in":["top","bottom","navigationItem"]},"#
                + #"{"path":"bar.layout","in":["horizontal","constrained"]},"#
                + #"{"anyOf":[{"path":"bar.accessories.left","notIn":["none"]},"#
                + #"{"path":"bar.accessories.right","notIn":["none"]}]}]"#)
    }

    @Test func theFrameRateIsAnEnumOfNumbers() {
        let entry = document["view"]?.arrayValue?.first { $0["path"] == "frameRate" }
        #expect(entry?["pointer"] == "/view/frameRate")
        #expect(entry?["group"] == "view")
        #expect(entry?["values"] == [30, 60, 120])
        #expect(entry?["default"] == 60)
    }

    @Test func defaultsMatchTheNormalisedGlobalDefault() {
        let defaults = ConfigNormalizer.normalized(PagerConfig())
        for entry in document["options"]?.arrayValue ?? [] {
            let pointer = (try? JSONPointer(parsing: entry["pointer"]?.stringValue ?? "")) ?? JSONPointer()
            #expect(defaults.value(at: pointer) == entry["default"], "\(pointer)")
        }
    }

    @Test func describesItems() {
        #expect(
            document["items"]?.compactText
                == #"{"minCount":1,"maxCount":200,"fields":[{"name":"id","type":"string","required":true,"unique":true,"#
                + #""pattern":"^[A-Za-z0-9_-]{1,64}$"},{"name":"title","type":"string","required":true,"maxLength":80},"#
                + #"{"name":"badge","type":"string","nullable":true,"maxLength":8},"#
                + #"{"name":"icon","type":"enum","nullable":true,"values":["house","magnifyingglass","books","person","#
                + #""gear","star","heart","bell","bookmark","cart","message","photo","music.note","play","calendar","map","plus","ellipsis"]},"#
                + #"{"name":"accessibilityLabel","type":"string","nullable":true,"maxLength":120},"#
                + #"{"name":"style","type":"object","nullable":true,"source":"BTabViewController","fields":["#
                + #"{"name":"font","type":"font","nullable":true,"min":6,"max":72,"weights":["ultraLight","thin","#
                + #""light","regular","medium","semibold","bold","heavy","black"]},"#
                + #"{"name":"selectedFont","type":"font","nullable":true},"#
                + #"{"name":"tintColor","type":"color","nullable":true},"#
                + #"{"name":"selectedTintColor","type":"color","nullable":true},"#
                + #"{"name":"backgroundColor","type":"color","nullable":true}],"#
                + #""help":"The tab's own fonts and colours (BTabViewController's titleFont, highlightFont, "#
                + #"titleTextColor, highlightTextColor, backgroundColor); each falls back to the buttons'."}]}"#
        )
        for item in PagerItem.sampleItems {
            #expect(item.icon.map(ItemSchema.icons.contains) ?? true, "\(item.id)")
        }
    }

    @Test func docsConfigListsEveryOption() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/config.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let lines = Set(text.split(separator: "\n").map(String.init))
        for option in OptionSchema.options + OptionSchema.viewOptions {
            let hasRow = text.contains("| `\(option.path)` |")
            #expect(hasRow, "docs/config.md has no row for \(option.path)")
            let row = Self.markdownRow(option)
            let listed = lines.contains(row)
            #expect(listed, "docs/config.md's row for \(option.path) is out of date; it should be:\n\(row)")
        }
    }

    /// The row docs/config.md has for `option`: path, type, values or range, default, unit, source, help.
    static func markdownRow(_ option: OptionSpec) -> String {
        var values = ""
        switch option.type {
        case .enumeration:
            values = option.values.map { "`\($0)`" }.joined(separator: ", ")
        case .number, .integer:
            let range = option.range ?? NumberRange(min: 0, max: 0, step: 0, unit: nil)
            values = "\(number(range.min)) … \(number(range.max)), step \(number(range.step))"
            if !option.namedValues.isEmpty {
                values += "; " + option.namedValues.map { "`\($0.name)` \(number($0.value))" }.joined(separator: ", ")
            }
        case .color:
            values = "`#RRGGBB` or `#RRGGBBAA`"
        case .boolean, .string:
            break
        }
        var help = option.help
        if !option.visibleWhen.isEmpty {
            func sentence(_ test: VisibilityCondition.Test) -> String {
                "`\(test.path)` is " + (test.negated ? "not " : "")
                    + test.values.map { "`\($0)`" }.joined(separator: test.negated ? " nor " : " or ")
            }
            let conditions = option.visibleWhen.map { condition in
                condition.tests.count == 1
                    ? sentence(condition.tests[0])
                    : "(" + condition.tests.map(sentence).joined(separator: ", or ") + ")"
            }
            help += " *Shown when \(conditions.joined(separator: " and ")).*"
        }
        let cells = [
            "`\(option.path)`", option.type.rawValue, values, "`\(option.defaultValue)`",
            option.range?.unit?.rawValue ?? "",
            option.sources.map(\.rawValue).joined(separator: ", "), help,
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    private static func number(_ value: Double) -> String { JSONValue.number(value).compactText }
}
