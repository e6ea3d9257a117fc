import PagerEngine
import Store

/// Reads a tool call's `arguments`, listing every problem with its JSON pointer (`/width`,
/// `/config/indicator/weight`) and calling every argument the tool does not take unknown.
struct MCPToolArguments {
    private let object: JSONObject
    private var read: Set<String> = []
    private(set) var problems: [String] = []

    init(_ object: JSONObject) {
        self.object = object
    }

    /// The `config` argument resolved and shown under the optional `view` argument, problems listed
    /// under `/config` and `/view`.
    mutating func config() -> PagerConfig? {
        read.insert("config")
        guard let value = object["config"], !value.isNull else {
            problems.append("/config: this tool needs a config, a JSON object such as {\"preset\": \"tabman.tabBar\"}")
            return nil
        }
        read.insert("view")
        do {
            var config = try ConfigResolver(pointerPrefix: JSONPointer(["config"])).resolve(value)
            config.appearance = try ViewResolver().resolve(object["view"], over: config.appearance)
            return config
        } catch {
            problems.append(contentsOf: error.problems.map(\.description))
            return nil
        }
    }

    /// A required argument as given (null counts as absent).
    mutating func raw(_ key: String) -> JSONValue? {
        read.insert(key)
        guard let value = object[key], !value.isNull else {
            problems.append("\(JSONPointer([key])): this tool needs \(key)")
            return nil
        }
        return value
    }

    /// An optional string argument, which must be one of `values` when given.
    mutating func string(_ key: String, among values: [String]? = nil) -> String? {
        read.insert(key)
        guard let value = object[key], !value.isNull else { return nil }
        guard let text = value.stringValue else {
            problems.append("/\(key): expected a string, got \(value.plainDescription)")
            return nil
        }
        if let values, !values.contains(text) {
            problems.append(
                "/\(key): \(JSONValue.string(text).compactText) is not allowed; use \(values.joined(separator: ", "))")
            return nil
        }
        return text
    }

    /// An optional `Idempotency-Key` for a save: 16–255 printable ASCII characters without spaces, so
    /// it goes on a header line as it is.
    mutating func idempotencyKey(_ key: String) -> IdempotencyKey? {
        guard let text = string(key) else { return nil }
        guard let value = IdempotencyKey(text) else {
            problems.append(
                "/\(key): expected \(IdempotencyKey.lengths.lowerBound) to \(IdempotencyKey.lengths.upperBound) "
                    + "printable ASCII characters without spaces")
            return nil
        }
        return value
    }

    /// An optional whole-number argument within `range`.
    mutating func integer(_ key: String, in range: ClosedRange<Int>) -> Int? {
        guard let number = number(key, in: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
        guard number == number.rounded() else {
            problems.append("/\(key): expected a whole number from \(range.lowerBound) to \(range.upperBound)")
            return nil
        }
        return Int(number)
    }

    /// An optional number argument within `range`.
    mutating func number(_ key: String, in range: ClosedRange<Double>) -> Double? {
        read.insert(key)
        guard let value = object[key], !value.isNull else { return nil }
        guard let number = value.numberValue, range.contains(number) else {
            problems.append(
                "/\(key): expected a number from \(JSONValue.number(range.lowerBound).compactText) to "
                    + "\(JSONValue.number(range.upperBound).compactText), got \(value.plainDescription)")
            return nil
        }
        return number
    }

    /// Records a problem with the argument `key` (which counts as read).
    mutating func require(_ key: String, _ message: String) {
        read.insert(key)
        problems.append("\(JSONPointer([key])): \(message)")
    }

    /// Every problem, unread arguments included; empty when the call can go ahead.
    func finish() -> [String] {
        let unknown = object.keys.filter { !read.contains($0) }
        let known = read.isEmpty ? "no arguments" : read.sorted().joined(separator: ", ")
        return problems + unknown.map { "\(JSONPointer([$0])): unknown argument; this tool takes \(known)" }
    }
}
