extension ConfigResolver {
    /// A tab's optional `style` (``ItemStyle``): null or an object of optional fonts
    /// (`{"size", "weight"}`) and colours (`#RRGGBB` or `#RRGGBBAA`); every problem recorded at its pointer.
    func optionalStyle(
        _ value: JSONValue?, at pointer: JSONPointer, problems: inout ProblemList, valid: inout Bool
    ) -> ItemStyle? {
        guard let value, !value.isNull else { return nil }
        guard case .object(let object) = value else {
            problems.add(
                pointer, .wrongType,
                "expected a style object (\(NameSuggestion.list(ItemStyle.fieldNames, conjunction: "and"))) or null, "
                    + "got \(value.plainDescription)")
            valid = false
            return nil
        }
        let before = problems.count
        for key in object.keys where !ItemStyle.fieldNames.contains(key) {
            problems.add(
                pointer.appending(key), .unknownKey,
                "unknown key \(JSONValue.quoted(key, limit: 40)) in a tab's style; it has "
                    + NameSuggestion.list(ItemStyle.fieldNames, conjunction: "and")
                    + NameSuggestion.hint(for: key, among: ItemStyle.fieldNames))
        }
        var style = ItemStyle()
        style.font = styleFont(object["font"], at: pointer.appending("font"), problems: &problems)
        style.selectedFont = styleFont(
            object["selectedFont"], at: pointer.appending("selectedFont"), problems: &problems)
        style.tintColor = styleColor(object["tintColor"], at: pointer.appending("tintColor"), problems: &problems)
        style.selectedTintColor = styleColor(
            object["selectedTintColor"], at: pointer.appending("selectedTintColor"), problems: &problems)
        style.backgroundColor = styleColor(
            object["backgroundColor"], at: pointer.appending("backgroundColor"), problems: &problems)
        guard problems.count == before else {
            valid = false
            return nil
        }
        return style
    }

    private func styleFont(_ value: JSONValue?, at pointer: JSONPointer, problems: inout ProblemList) -> FontConfig? {
        guard let value, !value.isNull else { return nil }
        guard case .object(let object) = value else {
            problems.add(
                pointer, .wrongType, "expected a font {\"size\", \"weight\"} or null, got \(value.plainDescription)")
            return nil
        }
        for key in object.keys where key != "size" && key != "weight" {
            problems.add(
                pointer.appending(key), .unknownKey,
                "unknown key \(JSONValue.quoted(key, limit: 40)) in a font; it has size and weight")
        }
        let range = ItemStyle.fontSizeRange
        var size: Double?
        switch object["size"] {
        case .number(let number)? where range.contains(number): size = number
        case .number(let number)?:
            problems.add(
                pointer.appending("size"), .outOfRange,
                "\(EventReader.format(number)) pt is outside \(EventReader.format(range.lowerBound)) to "
                    + "\(EventReader.format(range.upperBound)) pt")
        case nil, .null?: problems.add(pointer.appending("size"), .missingField, "a font needs a size")
        case let other?:
            problems.add(pointer.appending("size"), .wrongType, "expected points, got \(other.plainDescription)")
        }
        let weights = FontConfig.Weight.allCases.map(\.rawValue)
        var weight: FontConfig.Weight?
        switch object["weight"] {
        case .string(let name)?:
            weight = FontConfig.Weight(rawValue: name)
            if weight == nil {
                problems.add(
                    pointer.appending("weight"), .notAllowed,
                    "\(JSONValue.quoted(name, limit: 40)) is not a weight; use \(NameSuggestion.list(weights))"
                        + NameSuggestion.hint(for: name, among: weights))
            }
        case nil, .null?: problems.add(pointer.appending("weight"), .missingField, "a font needs a weight")
        case let other?:
            problems.add(
                pointer.appending("weight"), .wrongType, "expected a weight name, got \(other.plainDescription)")
        }
        guard let size, let weight else { return nil }
        return FontConfig(size: size, weight: weight)
    }

    private func styleColor(_ value: JSONValue?, at pointer: JSONPointer, problems: inout ProblemList) -> RGBAColor? {
        guard let value, !value.isNull else { return nil }
        guard case .string(let text) = value, let color = RGBAColor(hex: text) else {
            problems.add(
                pointer, .notAllowed, "expected a colour #RRGGBB or #RRGGBBAA or null, got \(value.plainDescription)")
            return nil
        }
        return color
    }
}
