extension ConfigResolver {
    /// The tabs `value` lists, or nil after recording every problem with them.
    func resolveItems(_ value: JSONValue, problems: inout ProblemList) -> [PagerItem]? {
        let pointer = JSONPointer(["items"])
        guard case .array(let elements) = value else {
            problems.add(pointer, .wrongType, "expected a list of tabs, got \(value.plainDescription)")
            return nil
        }
        var valid = true
        if elements.count < ItemSchema.minCount {
            problems.add(pointer, .tooFew, "a pager needs at least \(ItemSchema.minCount) tab")
            valid = false
        } else if elements.count > ItemSchema.maxCount {
            problems.add(
                pointer, .tooMany, "\(elements.count) tabs are more than the maximum of \(ItemSchema.maxCount)")
            valid = false
        }
        var items: [PagerItem] = []
        var firstIndexOfID: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let itemPointer = pointer.appending(index)
            guard let item = resolveItem(element, at: itemPointer, problems: &problems) else {
                valid = false
                continue
            }
            if let earlier = firstIndexOfID[item.id] {
                problems.add(
                    itemPointer.appending("id"), .duplicateID,
                    "\(JSONValue.quoted(item.id, limit: 64)) is already the id of tab \(earlier); ids must be unique")
                valid = false
                continue
            }
            firstIndexOfID[item.id] = index
            items.append(item)
        }
        return valid ? items : nil
    }

    /// One tab object, or nil after recording its problems at `pointer`.
    func resolveItem(_ value: JSONValue, at pointer: JSONPointer, problems: inout ProblemList) -> PagerItem? {
        guard case .object(let object) = value else {
            problems.add(
                pointer, .wrongType, "expected a tab object with an id and a title, got \(value.plainDescription)")
            return nil
        }
        var valid = true
        for key in object.keys where !ItemSchema.fieldNames.contains(key) {
            problems.add(
                pointer.appending(key), .unknownKey,
                "unknown key \(JSONValue.quoted(key, limit: 40)) in a tab"
                    + (NameSuggestion.closest(to: key, among: ItemSchema.fieldNames).map {
                        "; did you mean \(JSONValue.quoted($0, limit: 40))?"
                    } ?? "; a tab has \(NameSuggestion.list(ItemSchema.fieldNames, conjunction: "and"))"))
            valid = false
        }
        let id = requiredText(object["id"], at: pointer.appending("id"), field: "an id", problems: &problems)
        if let id, !ItemSchema.isValidID(id) {
            problems.add(
                pointer.appending("id"), .notAllowed,
                "\(JSONValue.quoted(id, limit: 70)) is not a valid id; use 1 to \(ItemSchema.idMaxLength) letters, "
                    + "digits, _ or -")
            valid = false
        }
        let title = requiredText(object["title"], at: pointer.appending("title"), field: "a title", problems: &problems)
        if let title {
            valid =
                checkText(
                    title, field: "title", max: ItemSchema.titleMaxLength, at: pointer.appending("title"),
                    problems: &problems) && valid
        }
        let badge = optionalText(
            object["badge"], field: "badge", max: ItemSchema.badgeMaxLength, at: pointer.appending("badge"),
            problems: &problems, valid: &valid)
        let icon = optionalIcon(object["icon"], at: pointer.appending("icon"), problems: &problems, valid: &valid)
        let accessibilityLabel = optionalText(
            object["accessibilityLabel"], field: "accessibility label", max: ItemSchema.accessibilityLabelMaxLength,
            at: pointer.appending("accessibilityLabel"), problems: &problems, valid: &valid)
        let style = optionalStyle(object["style"], at: pointer.appending("style"), problems: &problems, valid: &valid)
        guard valid, let id, let title, ItemSchema.isValidID(id) else { return nil }
        return PagerItem(
            id: id, title: title, badge: badge, icon: icon, accessibilityLabel: accessibilityLabel, style: style)
    }

    private func requiredText(
        _ value: JSONValue?, at pointer: JSONPointer, field: String, problems: inout ProblemList
    ) -> String? {
        switch value {
        case .string(let text)?:
            return text
        case nil, .null?:
            problems.add(pointer, .missingField, "every tab needs \(field)")
        case let other?:
            problems.add(pointer, .wrongType, "expected a text, got \(other.plainDescription)")
        }
        return nil
    }

    /// Whether `text` follows ``ItemText``'s rule, recording a problem when not.
    private func checkText(
        _ text: String, field: String, max: Int, at pointer: JSONPointer, problems: inout ProblemList
    ) -> Bool {
        guard let problem = ItemText.problem(text, field: field, max: max) else { return true }
        problems.add(pointer, problem.code, problem.message)
        return false
    }

    /// An optional text field (a badge, an accessibility label): a text of at most `max` characters, or null.
    private func optionalText(
        _ value: JSONValue?, field: String, max: Int, at pointer: JSONPointer, problems: inout ProblemList,
        valid: inout Bool
    ) -> String? {
        switch value {
        case nil, .null?:
            return nil
        case .string(let text)?:
            if checkText(text, field: field, max: max, at: pointer, problems: &problems) {
                return text
            }
        case let other?:
            problems.add(
                pointer, .wrongType,
                "expected a text of at most \(max) characters or null, got \(other.plainDescription)")
        }
        valid = false
        return nil
    }

    private func optionalIcon(
        _ value: JSONValue?, at pointer: JSONPointer, problems: inout ProblemList, valid: inout Bool
    ) -> String? {
        switch value {
        case nil, .null?:
            return nil
        case .string(let name)? where ItemSchema.icons.contains(name):
            return name
        case .string(let name)?:
            problems.add(
                pointer, .notAllowed,
                "\(JSONValue.quoted(name, limit: 40)) is not an icon; use \(NameSuggestion.list(ItemSchema.icons)) "
                    + "or null" + NameSuggestion.hint(for: name, among: ItemSchema.icons))
        case let other?:
            problems.add(pointer, .wrongType, "expected an icon name or null, got \(other.plainDescription)")
        }
        valid = false
        return nil
    }
}
