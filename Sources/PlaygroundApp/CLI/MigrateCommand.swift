import Store

/// `pager-playground migrate --from sqlite:PATH --to postgres://…`: copies a whole config store into
/// another and checks the copy (``StoreCopy``).
///
/// Prints one line per table with both sides' row counts and SHA-256 hashes, then `copy verified`.
/// Exit status 0 when every table matches; 65 when a table differs after the copy; 73 (`EX_CANTCREAT`)
/// when the target is not empty and `--replace` was not given (nothing is changed then); 71 when a
/// store cannot be opened or a statement fails. Both stores are migrated to this build's schema first.
enum MigrateCommand: CLICommand {
    static let name = "migrate"
    static let usage =
        "migrate --from sqlite:PATH --to postgres://U@H:P/DB [--replace]   copy a config store and check it"

    static func run(_ arguments: [String]) throws(CLIError) -> Int32 {
        let parsed = try Arguments(arguments, allowed: ["from", "to"], flags: ["replace"])
        guard parsed.positional.isEmpty else { throw CLIError.usage("unexpected argument '\(parsed.positional[0])'") }
        guard let from = parsed.value("from"), let to = parsed.value("to") else {
            throw CLIError.usage("migrate needs --from and --to (sqlite:PATH or postgres://…)")
        }
        let source = StoreLocation(from)
        let target = StoreLocation(to)
        guard source != target else { throw CLIError.usage("--from and --to name the same store") }
        let sourceStore = try open(source)
        defer { sourceStore.close() }
        let targetStore = try open(target)
        defer { targetStore.close() }
        let reports: [StoreCopy.TableReport]
        do {
            reports = try StoreCopy.copy(from: sourceStore, to: targetStore, replace: parsed.has("replace"))
        } catch .invalidArgument(name: "to", let message) {
            throw CLIError(message: "\(target): \(message)", status: 73)
        } catch {
            throw CLIError(message: "copy from \(source) to \(target) failed: \(error)", status: 71)
        }
        var text = "table            rows (from → to)   sha-256 (from / to)\n"
        for report in reports {
            let name = report.source.table.padding(16)
            let counts = "\(report.source.rows) → \(report.target.rows)".padding(18)
            text += "\(name) \(counts) \(report.source.hash) / \(report.target.hash)"
            text += report.matches ? "\n" : "   MISMATCH\n"
        }
        let verified = reports.allSatisfy(\.matches)
        text += verified ? "copy verified: \(source) → \(target)\n" : "copy differs: \(source) → \(target)\n"
        try CLIIO.writeStandardOutput(Array(text.utf8))
        return verified ? 0 : 65
    }

    private static func open(_ location: StoreLocation) throws(CLIError) -> ConfigRepository {
        do {
            return try ConfigRepository.open(location: location)
        } catch {
            throw CLIError(message: "cannot open \(location): \(error)", status: 71)
        }
    }
}

extension String {
    /// The text padded with spaces to `width` characters (never cut).
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
