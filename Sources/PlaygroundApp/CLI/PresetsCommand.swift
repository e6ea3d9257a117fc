import PagerEngine

/// `pager-playground presets`: prints every preset with its changes and its resolved config as JSON.
enum PresetsCommand: CLICommand {
    static let name = "presets"
    static let usage = "presets                    print the library presets as JSON"

    static func run(_ arguments: [String]) throws(CLIError) -> Int32 {
        let parsed = try Arguments(arguments)
        try parsed.requireOnly([])
        guard parsed.positional.isEmpty else { throw CLIError.usage("presets takes no arguments") }
        print(String(decoding: PresetsDocument.documentBytes, as: UTF8.self))
        return 0
    }
}
