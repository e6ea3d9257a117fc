/// Reads the fields of one input event, recording a problem with its pointer for every field that is
/// missing, of the wrong type or out of range, and for every field it never asked about.
struct EventReader {
    let pointer: JSONPointer
    private let object: JSONObject?
    private var problems: ProblemList
    private var read: Set<String>
    /// What the object is, in messages: "event", or "script" and "viewport" for a simulate script.
    private let subject: String

    /// - Parameters:
    ///   - subject: what messages call the object; anything but "event" has no `type` field.
    init(event: JSONValue, pointer: JSONPointer, problems: ProblemList, subject: String = "event") {
        self.pointer = pointer
        self.problems = problems
        self.subject = subject
        read = subject == "event" ? ["type"] : []
        object = event.objectValue
        if object == nil {
            let expected = subject == "event" ? "an input event object" : "a \(subject) object"
            self.problems.add(pointer, .wrongType, "expected \(expected), got \(event.plainDescription)")
        }
    }

    /// The problems so far, handed back to the batch.
    func finish() -> ProblemList { problems }

    mutating func problem(_ key: String, _ code: ConfigProblem.Code, _ message: String) {
        problems.add(pointer.appending(key), code, message)
    }

    /// Records a problem found elsewhere (a patch's resolver), pointer already complete.
    mutating func record(_ problem: ConfigProblem) {
        problems.add(problem.pointer, problem.code, problem.message)
    }

    /// The event's `type`, when it is one of `types`.
    mutating func type(among types: [String]) -> String? {
        guard let object else { return nil }
        guard let value = object["type"] else {
            problems.add(pointer.appending("type"), .missingField, "an input event needs a type")
            return nil
        }
        guard let name = value.stringValue, types.contains(name) else {
            let shown = value.stringValue.map { JSONValue.quoted($0, limit: 40) } ?? value.plainDescription
            problems.add(
                pointer.appending("type"), .notAllowed,
                "\(shown) is not an input type; use \(NameSuggestion.list(types))"
                    + (value.stringValue.map { NameSuggestion.hint(for: $0, among: types) } ?? ""))
            return nil
        }
        return name
    }

    /// The raw value of `key`, recording a problem when it is missing.
    mutating func raw(_ key: String) -> JSONValue? {
        read.insert(key)
        guard let object else { return nil }
        guard let value = object[key], !value.isNull else {
            problem(key, .missingField, "this \(subject) needs \(key)")
            return nil
        }
        return value
    }

    /// Takes `keys` as read without checking them: fields whose meaning depends on a value that was
    /// itself refused (an unknown item `op`), so that they are not also called unknown.
    mutating func skip(_ keys: some Sequence<String>) {
        read.formUnion(keys)
    }

    /// The value of `key` as given, null included; nil when absent.
    mutating func rawAllowingNull(_ key: String) -> JSONValue? {
        read.insert(key)
        return object?[key]
    }

    /// The value of `key` when present and not null.
    private mutating func optional(_ key: String) -> JSONValue? {
        read.insert(key)
        guard let value = object?[key], !value.isNull else { return nil }
        return value
    }

    mutating func number(_ key: String, range: ClosedRange<Double>, unit: String) -> Double? {
        guard let value = raw(key) else { return nil }
        return checkedNumber(value, key: key, range: range, unit: unit)
    }

    private mutating func checkedNumber(_ value: JSONValue, key: String, range: ClosedRange<Double>, unit: String)
        -> Double?
    {
        guard let number = value.numberValue else {
            problem(key, .wrongType, "expected a number, got \(value.plainDescription)")
            return nil
        }
        guard range.contains(number) else {
            problem(
                key, .outOfRange,
                "\(format(number)) \(unit) is outside \(format(range.lowerBound)) to \(format(range.upperBound)) \(unit)"
            )
            return nil
        }
        return number
    }

    mutating func integer(_ key: String, range: ClosedRange<Int>) -> Int? {
        guard let value = raw(key) else { return nil }
        return checkedInteger(value, key: key, range: range)
    }

    mutating func optionalInteger(_ key: String, range: ClosedRange<Int>) -> Int? {
        guard let value = optional(key) else { return nil }
        return checkedInteger(value, key: key, range: range)
    }

    private mutating func checkedInteger(_ value: JSONValue, key: String, range: ClosedRange<Int>) -> Int? {
        guard let number = value.numberValue else {
            problem(key, .wrongType, "expected a whole number, got \(value.plainDescription)")
            return nil
        }
        guard number == number.rounded(), abs(number) < 1e15 else {
            problem(key, .notWholeNumber, "\(format(number)) is not a whole number")
            return nil
        }
        let whole = Int(number)
        guard range.contains(whole) else {
            problem(key, .outOfRange, "\(whole) is outside \(range.lowerBound) to \(range.upperBound)")
            return nil
        }
        return whole
    }

    mutating func boolean(_ key: String) -> Bool? {
        guard let value = raw(key) else { return nil }
        return checkedBoolean(value, key: key)
    }

    mutating func optionalBoolean(_ key: String) -> Bool? {
        guard let value = optional(key) else { return nil }
        return checkedBoolean(value, key: key)
    }

    private mutating func checkedBoolean(_ value: JSONValue, key: String) -> Bool? {
        guard let flag = value.boolValue else {
            problem(key, .wrongType, "expected true or false, got \(value.plainDescription)")
            return nil
        }
        return flag
    }

    mutating func string(_ key: String) -> String? {
        guard let value = raw(key) else { return nil }
        guard let text = value.stringValue else {
            problem(key, .wrongType, "expected a string, got \(value.plainDescription)")
            return nil
        }
        return text
    }

    mutating func enumeration<Value: RawRepresentable & CaseIterable>(_ key: String, _ type: Value.Type) -> Value?
    where Value.RawValue == String {
        guard let text = string(key) else { return nil }
        guard let value = Value(rawValue: text) else {
            let names = Value.allCases.map(\.rawValue)
            problem(
                key, .notAllowed,
                "\(JSONValue.quoted(text, limit: 40)) is not allowed; use \(NameSuggestion.list(names))"
                    + NameSuggestion.hint(for: text, among: names))
            return nil
        }
        return value
    }

    /// Optional `{"top","left","bottom","right"}`; missing sides are 0.
    mutating func insets(_ key: String, range: ClosedRange<Double>) -> EdgeInsets? {
        guard let value = optional(key) else { return nil }
        guard let sides = value.objectValue else {
            problem(
                key, .wrongType, "expected {\"top\", \"left\", \"bottom\", \"right\"}, got \(value.plainDescription)")
            return nil
        }
        var insets = EdgeInsets()
        var valid = true
        for member in sides {
            let sidePointer = pointer.appending(key).appending(member.key)
            guard ["top", "left", "bottom", "right"].contains(member.key) else {
                problems.add(sidePointer, .unknownKey, "unknown side \(JSONValue.quoted(member.key, limit: 20))")
                valid = false
                continue
            }
            guard let number = member.value.numberValue, range.contains(number) else {
                problems.add(
                    sidePointer, .outOfRange,
                    "expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)) pt")
                valid = false
                continue
            }
            switch member.key {
            case "top": insets.top = number
            case "left": insets.left = number
            case "bottom": insets.bottom = number
            default: insets.right = number
            }
        }
        return valid ? insets : nil
    }

    /// Records every key of the event that no reader asked about.
    mutating func rejectUnknownKeys() {
        guard let object else { return }
        for key in object.keys where !read.contains(key) {
            let known = read.sorted()
            problems.add(
                pointer.appending(key), .unknownKey,
                "unknown field \(JSONValue.quoted(key, limit: 40)) for this \(subject); it has \(NameSuggestion.list(known, conjunction: "and"))"
            )
        }
    }

    func format(_ number: Double) -> String { Self.format(number) }

    /// `number` as JSON writes it exactly (`1`, `0.25`).
    static func format(_ number: Double) -> String {
        var writer = JSONWriter()
        writer.exactNumber(number)
        return writer.string
    }
}
