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
