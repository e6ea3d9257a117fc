extension InputBatchDecoder {
    /// The item edit operations, as written in the `op` field.
    static let itemOperations = ["append", "insert", "remove", "reorder", "rename", "badge"]

    /// Every field some item edit reads besides `op`; an unknown `op` leaves them unchecked.
    static let itemEditFields = ["item", "index", "then", "id", "ids", "title", "badge"]

    /// Decodes an `items` event against the tabs as they are at that point of the batch, and updates
    /// the batch's document and config so later events see the edit.
    func decodeItemEdit(_ reader: inout EventReader, state: inout BatchState) -> PagerInput? {
        guard let op = reader.string("op") else { return nil }
        var items = state.config.items
        let edit: PagerInput.ItemEdit
        switch op {
        case "append", "insert":
            let at = op == "insert" ? reader.integer("index", range: 0...items.count) : items.count
            var then: PagerInput.UpdateBehavior?
            let thenIsValid = Self.readUpdateBehavior(&reader, pageCount: items.count + 1, into: &then)
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
            guard let at, thenIsValid else { return nil }
            items.insert(item, at: at)
            edit = op == "insert" ? .insert(item, at: at, then: then) : .append(item, then: then)
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

    /// The names `then` takes besides `{"scrollTo": index}` (Pageboy's `PageUpdateBehavior`).
    static let updateBehaviors = ["scrollToUpdate", "doNothing"]

    /// Reads an insertion's optional `then` into `behavior`: `"scrollToUpdate"`, `"doNothing"` or
    /// `{"scrollTo": index}` with an index of the `pageCount` pages after the insertion; absent or null
    /// leaves nil (the library's default). False, with the problem recorded, when it is wrong.
    static func readUpdateBehavior(
        _ reader: inout EventReader, pageCount: Int, into behavior: inout PagerInput.UpdateBehavior?
    ) -> Bool {
        guard let value = reader.rawAllowingNull("then"), !value.isNull else { return true }
        let expected = "expected \(NameSuggestion.list(updateBehaviors)) or {\"scrollTo\": a page index}"
        if let name = value.stringValue {
            switch name {
            case "scrollToUpdate": behavior = .scrollToUpdate
            case "doNothing": behavior = .doNothing
            default:
                reader.problem(
                    "then", .notAllowed, "\(JSONValue.quoted(name, limit: 40)) is not a behaviour; \(expected)")
                return false
            }
            return true
        }
        guard let object = value.objectValue, object.count == 1, let target = object["scrollTo"] else {
            reader.problem("then", .wrongType, expected)
            return false
        }
        guard let number = target.numberValue, let page = Int(exactly: number), (0..<pageCount).contains(page)
        else {
            reader.problem(
                "then", .outOfRange,
                "scrollTo needs a page index from 0 to \(pageCount - 1) (the pages after the insertion)")
            return false
        }
        behavior = .scrollTo(page)
        return true
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
