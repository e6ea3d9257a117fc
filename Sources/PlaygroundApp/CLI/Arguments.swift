/// Command-line arguments split into positional values and `--name value` options.
///
/// Flags without a value (`--verbose`) are recorded with an empty value; `-` is positional (stdin).
public struct Arguments: Sendable {
    public private(set) var positional: [String] = []
    public private(set) var options: [String: String] = [:]

    public init(_ raw: [String], flags: Set<String> = []) throws(CLIError) {
        var index = 0
        while index < raw.count {
            let argument = raw[index]
            if argument.hasPrefix("--") && argument.count > 2 {
                var name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    options[String(name[..<equals])] = String(name[name.index(after: equals)...])
                    index += 1
                    continue
                }
                if flags.contains(name) {
                    options[name] = ""
                    index += 1
                    continue
                }
                guard index + 1 < raw.count else { throw CLIError.usage("option --\(name) needs a value") }
                name = String(name)
                options[name] = raw[index + 1]
                index += 2
            } else {
                positional.append(argument)
                index += 1
            }
        }
    }

    /// The value of `--name`, or nil when absent.
    public func value(_ name: String) -> String? { options[name] }

    /// Whether the flag `--name` was given.
    public func has(_ name: String) -> Bool { options[name] != nil }

    /// Fails when an option outside `allowed` was given, naming it.
    public func requireOnly(_ allowed: Set<String>) throws(CLIError) {
        for name in options.keys.sorted() where !allowed.contains(name) {
            throw CLIError.usage("unknown option --\(name)")
        }
    }
}
