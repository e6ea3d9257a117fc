/// Collects a resolver's problems with their pointers prefixed, up to a limit.
struct ProblemList {
    let prefix: JSONPointer
    let limit: Int
    private(set) var problems: [ConfigProblem] = []
    private var omitted = 0
    private var relativePointers: Set<JSONPointer> = []

    init(prefix: JSONPointer, limit: Int) {
        self.prefix = prefix
        self.limit = limit
    }

    var isEmpty: Bool { problems.isEmpty && omitted == 0 }
    /// How many problems were recorded, listed or not.
    var count: Int { problems.count + omitted }

    /// Records a problem at `pointer` (relative to the document).
    mutating func add(_ pointer: JSONPointer, _ code: ConfigProblem.Code, _ message: String) {
        relativePointers.insert(pointer)
        guard problems.count < limit else {
            omitted += 1
            return
        }
        problems.append(ConfigProblem(pointer: prefix + pointer, code: code, message: message))
    }

    /// Whether a problem was recorded at `pointer` (relative to the document).
    func contains(_ pointer: JSONPointer) -> Bool { relativePointers.contains(pointer) }

    /// The problems sorted by where their pointers lead in `document` (keys in the order written,
    /// array elements by index; a missing key after its siblings), as docs/config.md promises: the
    /// resolver checks `preset` and `items` before the rest, whatever order the designer wrote.
    mutating func sortInDocumentOrder(of document: JSONValue) {
        let skip = prefix.tokens.count
        func key(_ pointer: JSONPointer) -> [Int] {
            var value: JSONValue? = document
            return pointer.tokens.dropFirst(skip).map { token in
                switch value {
                case .object(let object)?:
                    let position = object.keys.firstIndex(of: token) ?? object.count
                    value = object[token]
                    return position
                case .array(let elements)?:
                    let index = Int(token) ?? elements.count
                    value = elements.indices.contains(index) ? elements[index] : nil
                    return index
                default:
                    value = nil
                    return 0
                }
            }
        }
        problems = problems.enumerated()
            .map { (key: key($0.element.pointer), order: $0.offset, problem: $0.element) }
            .sorted { $0.key == $1.key ? $0.order < $1.order : $0.key.lexicographicallyPrecedes($1.key) }
            .map(\.problem)
    }

    var error: ConfigProblems {
        guard omitted > 0 else { return ConfigProblems(problems) }
        return ConfigProblems(
            problems + [
                ConfigProblem(
                    pointer: prefix, code: .moreProblems,
                    message: "\(omitted) more \(omitted == 1 ? "problem was" : "problems were") found but not listed")
            ])
    }
}
