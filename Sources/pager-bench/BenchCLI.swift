#if canImport(Glibc)
    import Glibc
#endif

/// `pager-bench <benchmark> [options]`: each benchmark prints `name value` lines (Benchmarks/run.sh
/// collects them into BENCHMARKS.md).
enum BenchCLI {
    static func main(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first else {
            printUsage()
            return 64
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch name {
            case "engine": try EngineBench.run(rest)
            case "sse": try SSEBench.run(rest)
            case "saves": try SaveBench.run(rest)
            case "idle": try IdleBench.run(rest)
            case "coldstart": try ColdStartBench.run(rest)
            case "freeport": print(try ColdStartBench.freePort())
            case "help", "--help":
                printUsage()
            default:
                printError("pager-bench: unknown benchmark '\(name)'")
                printUsage()
                return 64
            }
            return 0
        } catch {
            printError("pager-bench \(name): \(error.message)")
            return 1
        }
    }

    static func printUsage() {
        print(
            """
            usage: pager-bench <benchmark> [options]
              engine [--runs N] [--frames N]                      ns per frame (compute + JSON), 5 and 100 tabs
              \(SSEBench.usage)
              \(SaveBench.usage)
              \(IdleBench.usage)
              \(ColdStartBench.usage)
              freeport                                            a loopback port free now (for run.sh)
            """)
    }

    static func printError(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
    }
}

/// A benchmark failure with a message for stderr.
struct BenchError: Error {
    var message: String
}

/// `--name value` options of a benchmark.
struct BenchOptions {
    private var values: [String: String] = [:]

    init(_ arguments: [String], allowed: Set<String>) throws(BenchError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("--"), index + 1 < arguments.count else {
                throw BenchError(message: "expected --option value, got \(argument)")
            }
            let name = String(argument.dropFirst(2))
            guard allowed.contains(name) else { throw BenchError(message: "unknown option --\(name)") }
            values[name] = arguments[index + 1]
            index += 2
        }
    }

    func string(_ name: String) -> String? { values[name] }

    func int(_ name: String, default fallback: Int) throws(BenchError) -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text), value > 0 else {
            throw BenchError(message: "--\(name) must be a positive integer")
        }
        return value
    }

    func double(_ name: String, default fallback: Double) throws(BenchError) -> Double {
        guard let text = values[name] else { return fallback }
        guard let value = Double(text), value > 0 else {
            throw BenchError(message: "--\(name) must be a positive number")
        }
        return value
    }
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// The `ps`-th percentiles (each 0…100) of `values`, nearest-rank, from one sort (0 each when empty).
func percentiles(_ values: [Double], _ ps: [Double]) -> [Double] {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return ps.map { _ in 0 } }
    return ps.map { p in
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
