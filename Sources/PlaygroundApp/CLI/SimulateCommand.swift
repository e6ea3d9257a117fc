import PagerEngine

/// `pager-playground simulate --config FILE [--view FILE|JSON] --script FILE`: runs a script of timed inputs and prints JSON
/// lines — the layout, then frames, layouts and events in time order (docs/simulation.md).
enum SimulateCommand: CLICommand {
    static let name = "simulate"
    static let usage =
        "simulate --config FILE [--view FILE|JSON] --script FILE   run a script of inputs; JSON lines of frames and events"

    static func run(_ arguments: [String]) throws(CLIError) -> Int32 {
        let parsed = try Arguments(arguments, allowed: ["config", "script", "view"])
        guard parsed.positional.isEmpty else { throw CLIError.usage("unexpected argument \(parsed.positional[0])") }
        guard let configPath = parsed.value("config") else { throw CLIError.usage("--config FILE is required") }
        guard let scriptPath = parsed.value("script") else { throw CLIError.usage("--script FILE is required") }
        guard configPath != "-" || scriptPath != "-" else {
            throw CLIError.usage("only one of --config and --script can read standard input")
        }
        let config = try CommandSupport.config(at: configPath, view: parsed.value("view"))
        let scriptBytes = try CLIIO.read(scriptPath)
        let script: SimulationScript
        do {
            let value = try JSONParser().parse(scriptBytes)
            script = try SimulationScript.decode(
                value, config: config, document: ConfigNormalizer.normalized(config))
        } catch let error as JSONParseError {
            throw CLIError.data("invalid script \(scriptPath): this is not valid JSON: \(error)")
        } catch let error as ConfigProblems {
            throw CLIError.data(
                "invalid script \(scriptPath):\n" + error.problems.map { "  " + $0.description }.joined(separator: "\n")
            )
        } catch {
            throw CLIError.data("invalid script \(scriptPath): \(error)")
        }
        // Written as it is made: an hour at 120 fps is hundreds of megabytes of lines.
        try ScriptRunner.run(config: config, script: script, measurer: try CommandSupport.measurer()) {
            (piece: [UInt8]) throws(CLIError) in try CLIIO.writeStandardOutput(piece)
        }
        return 0
    }
}
