import PagerEngine

/// `pager-playground presets`: prints every preset with its changes and its resolved config as JSON.
enum PresetsCommand: CLICommand {
    static let name = "presets"
    static let usage = "presets                    print the library presets as JSON"

    static func run(_ arguments: [String]) throws(CLIError) -> Int32 {
        let parsed = try Arguments(arguments, allowed: [])
        guard parsed.positional.isEmpty else { throw CLIError.usage("presets takes no arguments") }
        try CLIIO.writeStandardOutput(PresetsDocument.documentBytes + [UInt8(ascii: "\n")])
        return 0
    }
}
