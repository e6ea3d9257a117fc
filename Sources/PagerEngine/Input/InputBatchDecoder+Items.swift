extension InputBatchDecoder {
    /// The item edit operations, as written in the `op` field.
    static let itemOperations = ["append", "remove", "reorder", "rename", "badge"]

    /// Every field some item edit reads besides `op`; an unknown `op` leaves them unchecked.
    static let itemEditFields = ["item", "id", "ids", "title", "badge"]

    /// Decodes an `items` event against the tabs as they are at that point of the batch, and updates
    /// the batch's document and config so later events see the edit.
    func decodeItemEdit(_ reader: inout EventReader, state: inout BatchState) -> PagerInput? {
        guard let op = reader.string("op") else { return nil }
        var items = state.config.items
        let edit: PagerInput.ItemEdit
        switch op {
        case "append":
            guard let value = reader.raw("item") else { return nil }
            var problems = ProblemList(prefix: reader.pointer.appending("item"), limit: 20)
            guard let item = ConfigResolver().resolveItem(value, at: JSONPointer(), problems: &problems) else {
                for problem in problems.error.problems { reader.record(problem) }
                return nil
            }
            guard !items.contains(where: { $0.id == item.id }) else {
                reader.problem("item", .duplicateID, "\(JSONValue.quoted(item.id, limit: 64)) is already a tab's id")
                return nil
            }
            guard items.count < ItemSchema.maxCount else {
                reader.problem("item", .tooMany, "a pager has at most \(ItemSchema.maxCount) tabs")
                return nil
            }
            items.append(item)
            edit = .append(item)
        case "remove":
            guard let id = existingID(&reader, in: items) else { return nil }
            guard items.count > ItemSchema.minCount else {
                reader.problem("id", .tooFew, "the last tab cannot be removed; a pager needs at least one")
                return nil
            }
            guard state.config.pager.defaultPage < items.count - 1 else {
                reader.problem(
                    "id", .pageOutOfRange,
                    "pager.defaultPage is \(state.config.pager.defaultPage), and with a tab fewer the pages end at "
                        + "\(items.count - 2); change the default page first")
                return nil
            }
            items.removeAll { $0.id == id }
            edit = .remove(id: id)
        case "reorder":
            guard let value = reader.raw("ids") else { return nil }
            let ids = value.arrayValue?.compactMap(\.stringValue) ?? []
            guard value.arrayValue?.count == ids.count, ids.count == items.count,
                Set(ids) == Set(items.map(\.id)), Set(ids).count == ids.count
            else {
                reader.problem("ids", .notAllowed, "expected every tab's id exactly once, in the new order")
                return nil
            }
            let byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            items = ids.compactMap { byID[$0] }
            edit = .reorder(ids: ids)
        case "rename":
            let id = existingID(&reader, in: items)
            guard let title = reader.string("title") else { return nil }
            if let problem = ItemText.problem(title, field: "title", max: ItemSchema.titleMaxLength) {
                reader.problem("title", problem.code, problem.message)
                return nil
            }
            guard let id else { return nil }
            if let found = items.firstIndex(where: { $0.id == id }) { items[found].title = title }
            edit = .rename(id: id, title: title)
        case "badge":
            let id = existingID(&reader, in: items)
            let value = reader.rawAllowingNull("badge")
            var badge: String?
            switch value {
            case .string(let text)?:
                if let problem = ItemText.problem(text, field: "badge", max: ItemSchema.badgeMaxLength) {
                    reader.problem("badge", problem.code, problem.message)
                    return nil
                }
                badge = text
            case .null?, nil:
                badge = nil
            case let other?:
                reader.problem("badge", .wrongType, "expected a string or null, got \(other.plainDescription)")
                return nil
            }
            guard let id else { return nil }
            if let found = items.firstIndex(where: { $0.id == id }) { items[found].badge = badge }
            edit = .badge(id: id, badge: badge)
        default:
            reader.skip(Self.itemEditFields)
            reader.problem(
                "op", .notAllowed,
                "\(JSONValue.quoted(op, limit: 40)) is not an item edit; use \(NameSuggestion.list(Self.itemOperations))"
            )
            return nil
        }
        state.config.items = items
        if var document = state.document.objectValue {
            document["items"] = ConfigNormalizer.items(items)
            state.document = .object(document)
        }
        return .items(edit)
    }

    private func existingID(_ reader: inout EventReader, in items: [PagerItem]) -> String? {
        guard let id = reader.string("id") else { return nil }
        guard items.contains(where: { $0.id == id }) else {
            reader.problem("id", .notAllowed, "no tab has the id \(JSONValue.quoted(id, limit: 64))")
            return nil
        }
        return id
    }
}
