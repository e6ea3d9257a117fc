extension OptionSchema {
    /// The schema document of `GET /api/schema` and `pager-playground schema`, as docs/schema-format.md
    /// describes it: groups, every option, the items rules, the preset ids, and the keys of a `view`.
    public static func document() -> JSONValue {
        var document = JSONObject()
        document["schemaVersion"] = .number(Double(PagerConfig.schemaVersion))
        document["groups"] = .array(
            groups.map { .object(["id": .string($0.id), "title": .string($0.title), "help": .string($0.help)]) })
        document["options"] = .array(options.map(\.schemaJSON))
        document["items"] = itemsDocument
        document["presets"] = .array(Preset.all.map { .string($0.id) })
        document["view"] = .array(
            viewOptions.map { option in
                guard case .object(var entry) = option.schemaJSON else { return option.schemaJSON }
                entry["pointer"] = .string(JSONPointer(["view"] + option.components).description)
                entry["group"] = .string("view")
                return .object(entry)
            })
        return .object(document)
    }

    /// `document()` as compact JSON bytes, built once.
    public static let documentBytes: [UInt8] = document().jsonBytes

    private static var itemsDocument: JSONValue {
        [
            "minCount": .number(Double(ItemSchema.minCount)),
            "maxCount": .number(Double(ItemSchema.maxCount)),
            "fields": [
                [
                    "name": "id", "type": "string", "required": true, "unique": true,
                    "pattern": .string(ItemSchema.idPattern),
                ],
                [
                    "name": "title", "type": "string", "required": true,
                    "maxLength": .number(Double(ItemSchema.titleMaxLength)),
                ],
                [
                    "name": "badge", "type": "string", "nullable": true,
                    "maxLength": .number(Double(ItemSchema.badgeMaxLength)),
                ],
                [
                    "name": "icon", "type": "enum", "nullable": true,
                    "values": .array(ItemSchema.icons.map { .string($0) }),
                ],
                [
                    "name": "accessibilityLabel", "type": "string", "nullable": true,
                    "maxLength": .number(Double(ItemSchema.accessibilityLabelMaxLength)),
                ],
                [
                    "name": "style", "type": "object", "nullable": true, "source": "BTabViewController",
                    "fields": [
                        [
                            "name": "font", "type": "font", "nullable": true,
                            "min": .number(ItemStyle.fontSizeRange.lowerBound),
                            "max": .number(ItemStyle.fontSizeRange.upperBound),
                            "weights": .array(FontConfig.Weight.allCases.map { .string($0.rawValue) }),
                        ],
                        ["name": "selectedFont", "type": "font", "nullable": true],
                        ["name": "tintColor", "type": "color", "nullable": true],
                        ["name": "selectedTintColor", "type": "color", "nullable": true],
                        ["name": "backgroundColor", "type": "color", "nullable": true],
                    ],
                    "help": .string(
                        "The tab's own fonts and colours (BTabViewController's titleFont, highlightFont, "
                            + "titleTextColor, highlightTextColor, backgroundColor); each falls back to the buttons'."),
                ],
            ],
        ]
    }
}

extension OptionSpec {
    /// The option's entry in the schema document.
    var schemaJSON: JSONValue {
        var entry = JSONObject()
        entry["path"] = .string(path)
        entry["pointer"] = .string(pointer.description)
        entry["group"] = .string(group)
        entry["label"] = .string(label)
        entry["type"] = .string(type.rawValue)
        if type == .enumeration { entry["values"] = .array(values.map(\.json)) }
        if let range {
            entry["min"] = .number(range.min)
            entry["max"] = .number(range.max)
            entry["step"] = .number(range.step)
            if let unit = range.unit { entry["unit"] = .string(unit.rawValue) }
        }
        if !namedValues.isEmpty {
            entry["namedValues"] = .object(JSONObject(namedValues.map { ($0.name, .number($0.value)) }))
        }
        entry["default"] = defaultValue.json
        entry["help"] = .string(help)
        entry["source"] = .array(sources.map { .string($0.rawValue) })
        if !visibleWhen.isEmpty {
            entry["visibleWhen"] = .array(visibleWhen.map(\.json))
        }
        return .object(entry)
    }
}
