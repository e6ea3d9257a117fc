import PagerEngine

/// `pager-playground schema`: prints the option schema (docs/schema-format.md) as one JSON document.
enum SchemaCommand: CLICommand {
    static let name = "schema"
    static let usage = "schema                     print the option schema as JSON"

    static func run(_ arguments: [String]) throws(CLIError) -> Int32 {
        let parsed = try Arguments(arguments, allowed: [])
        guard parsed.positional.isEmpty else { throw CLIError.usage("schema takes no arguments") }
        try CLIIO.writeStandardOutput(OptionSchema.documentBytes + [UInt8(ascii: "\n")])
        return 0
    }
}
