#if canImport(Glibc)
    import Glibc
#endif

/// One subcommand of `pager-playground`.
public protocol CLICommand: Sendable {
    /// The word that selects the command (`render`).
    static var name: String { get }
    /// One usage line, shown by `pager-playground help`.
    static var usage: String { get }
    /// Runs the command with the arguments after its name and returns the exit status.
    static func run(_ arguments: [String]) throws(CLIError) -> Int32
}

/// The `pager-playground` command line: dispatches to one `CLICommand`.
public enum PlaygroundCLI {
    /// Every subcommand; the first is the default when none is given.
    static let commands: [any CLICommand.Type] = [
        ServeCommand.self,
        HelpCommand.self,
        SchemaCommand.self,
        PresetsCommand.self,
        MeasureCommand.self,
        RenderCommand.self,
        SimulateCommand.self,
        ExportCommand.self,
        MCPCommand.self,
        MigrateCommand.self,
    ]

    /// Runs the command line and returns the process exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        // No subcommand, or options straight away (`pager-playground --port 0`), means `serve`.
        let explicit = arguments.first.map { !$0.hasPrefix("--") } ?? false
        let name = explicit ? arguments[0] : ServeCommand.name
        let rest = explicit ? Array(arguments.dropFirst()) : arguments
        guard let command = commands.first(where: { $0.name == name }) else {
            writeError("pager-playground: unknown command '\(name)'; try 'pager-playground help'")
            return 64
        }
        do {
            return try command.run(rest)
        } catch {
            writeError("pager-playground \(name): \(error.message)")
            return error.status
        }
    }

    /// Writes one line to standard error.
    public static func writeError(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBytes { buffer in
            _ = Glibc.write(2, buffer.baseAddress, buffer.count)
        }
    }
}

/// `pager-playground help [command]`: lists the commands, or one command's usage line.
enum HelpCommand: CLICommand {
    static let name = "help"
    static let usage = "help [command]             list the commands, or show one"

    static func run(_ arguments: [String]) throws(CLIError) -> Int32 {
        let parsed = try Arguments(arguments, allowed: [])
        guard parsed.positional.count <= 1 else { throw CLIError.usage("help takes at most one command") }
        var text = "usage: pager-playground <command> [options]\n\n"
        if let name = parsed.positional.first {
            guard let command = PlaygroundCLI.commands.first(where: { $0.name == name }) else {
                throw CLIError.usage("unknown command '\(name)'")
            }
            text += "  " + command.usage + "\n"
        } else {
            for command in PlaygroundCLI.commands { text += "  " + command.usage + "\n" }
        }
        try CLIIO.writeStandardOutput(Array(text.utf8))
        return 0
    }
}
