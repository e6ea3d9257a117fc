/// Command-line arguments split into positional values and `--name value` options.
///
/// Options are `--name value` or `--name=value`; flags (`--quiet`) take no value. An option outside
/// the command's set, one given twice, a flag given a value and an option without one are usage
/// errors that name the option. `-` is positional (stdin).
public struct Arguments: Sendable {
    public private(set) var positional: [String] = []
    public private(set) var options: [String: String] = [:]

    /// - Parameters:
    ///   - allowed: every option and flag the command takes.
    ///   - flags: those of them that take no value.
    public init(_ raw: [String], allowed: Set<String>, flags: Set<String> = []) throws(CLIError) {
        var index = 0
        while index < raw.count {
            let argument = raw[index]
            guard argument.hasPrefix("--") && argument.count > 2 else {
                positional.append(argument)
                index += 1
                continue
            }
            let body = argument.dropFirst(2)
            let equals = body.firstIndex(of: "=")
            let name = String(body[..<(equals ?? body.endIndex)])
            let inline = equals.map { String(body[body.index(after: $0)...]) }
            guard allowed.contains(name) || flags.contains(name) else {
                throw CLIError.usage("unknown option --\(name)")
            }
            guard options[name] == nil else { throw CLIError.usage("option --\(name) is given twice") }
            if flags.contains(name) {
                guard inline == nil else { throw CLIError.usage("--\(name) is a switch; it takes no value") }
                options[name] = ""
                index += 1
            } else if let inline {
                options[name] = inline
                index += 1
            } else {
                guard index + 1 < raw.count else { throw CLIError.usage("option --\(name) needs a value") }
                options[name] = raw[index + 1]
                index += 2
            }
        }
    }

    /// The value of `--name`, or nil when absent.
    public func value(_ name: String) -> String? { options[name] }

    /// Whether the flag `--name` was given.
    public func has(_ name: String) -> Bool { options[name] != nil }
}
