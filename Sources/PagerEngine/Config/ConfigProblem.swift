/// One thing wrong with a config: where (a JSON pointer) and a sentence a designer understands.
///
/// ```text
/// /indicator/weight: 50 is above the maximum of 40 pt
/// ```
public struct ConfigProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem, for clients that react to some kinds specially.
    public enum Code: String, Sendable, Hashable {
        /// The text is not JSON.
        case syntax
        case unknownKey
        case wrongType
        case outOfRange
        /// A name that is not one of the allowed values (an enum case, a preset, an icon, a named value).
        case notAllowed
        case notWholeNumber
        case badColor
        case missingField
        case duplicateID
        case tooLong
        case tooFew
        case tooMany
        /// `pager.defaultPage` names a page that does not exist.
        case pageOutOfRange
        case schemaVersion
        /// More problems were found than are listed.
        case moreProblems
    }

    /// Where the problem is; the empty pointer means the whole document.
    public var pointer: JSONPointer
    public var code: Code
    /// A sentence without the pointer: `50 is above the maximum of 40 pt`.
    public var message: String

    public init(pointer: JSONPointer, code: Code, message: String) {
        self.pointer = pointer
        self.code = code
        self.message = message
    }

    public var description: String { pointer.isRoot ? message : "\(pointer): \(message)" }
}

/// Every problem found in a config, thrown by `ConfigResolver` when there is at least one.
public struct ConfigProblems: Error, Sendable, Hashable, CustomStringConvertible {
    public var problems: [ConfigProblem]

    public init(_ problems: [ConfigProblem]) {
        self.problems = problems
    }

    /// One problem per line.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
