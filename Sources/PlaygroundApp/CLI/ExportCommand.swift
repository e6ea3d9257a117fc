import PagerEngine

/// `pager-playground export --config FILE|- [--view FILE|JSON] --target TARGET`: prints the code an engineer pastes (or the
/// normalised config); TARGET is one of ``ExportTarget``'s names (`tabman`, `swiftui-tabpager`,
/// `btabviewcontroller`, `tabbarcontroller`, `json`).
enum ExportCommand: CLICommand {
    static let name = "export"
    static let usage =
        "export --config FILE|- [--view FILE|JSON] --target tabman|swiftui-tabpager|btabviewcontroller|tabbarcontroller|json   code for the config"

    static func run(_ arguments: [String]) throws(CLIError) -> Int32 {
        let parsed = try Arguments(arguments, allowed: ["config", "target", "view"])
        guard parsed.positional.isEmpty else { throw CLIError.usage("unexpected argument \(parsed.positional[0])") }
        guard let path = parsed.value("config") else { throw CLIError.usage("--config FILE is required (- for stdin)") }
        guard let name = parsed.value("target") else {
            throw CLIError.usage("--target is required: \(ExportTarget.names)")
        }
        guard let target = ExportTarget(rawValue: name) else {
            throw CLIError.usage("unknown target '\(name)'; use \(ExportTarget.names)")
        }
        let config = try CommandSupport.config(at: path, view: parsed.value("view"))
        try CLIIO.writeStandardOutput(target.export(config))
        return 0
    }
}
