import Foundation

/// `swiftc` on exported code: parsed only, or type-checked against the interface stand-ins in
/// `Tests/ExportStandIns` (UIKit, SwiftUI, Core Text and the four libraries, declared as the exports use
/// them with the real signatures; docs/export.md, "Tests").
enum SwiftCompiler {
    /// The stand-in modules, each after the modules it imports.
    static let standInModules = [
        "CoreText", "UIKit", "SwiftUI", "Pageboy", "Tabman", "SwiftUITabPager", "BTabViewController",
        "TabBarController",
    ]

    /// `Tests/ExportStandIns`, one folder of sources per module.
    static let standInSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ExportStandIns")

    /// Where this run's compiled stand-ins go; removed when the process exits.
    static let standInDirectory: URL = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stand-ins-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: SwiftCompiler.standInDirectory) }
        return directory
    }()

    /// The stand-ins compiled once per run (`swiftc -emit-module`), or why they did not compile.
    static let standIns: Result<URL, SwiftCompilerError> = {
        do throws(SwiftCompilerError) { return .success(try compileStandIns()) } catch { return .failure(error) }
    }()

    private static func compileStandIns() throws(SwiftCompilerError) -> URL {
        let output = standInDirectory
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            throw SwiftCompilerError("cannot create \(output.path): \(error)")
        }
        for module in standInModules {
            let folder = standInSources.appendingPathComponent(module)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let files = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
            guard !files.isEmpty else { throw SwiftCompilerError("no sources in \(folder.path)") }
            let product = output.appendingPathComponent("\(module).swiftmodule").path
            let arguments = ["-emit-module", "-parse-as-library", "-module-name", module, "-I", output.path, "-o"]
            let (status, diagnostics) = try run(arguments + [product] + files)
            guard status == 0 else { throw SwiftCompilerError("stand-in \(module) does not compile:\n\(diagnostics)") }
        }
        return output
    }

    /// The diagnostics of `swiftc` with `arguments` on `source` written to a file, or nil when it
    /// succeeds with none (a warning counts: pasted code should compile cleanly).
    static func diagnostics(_ source: String, arguments: [String]) throws -> String? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Export.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let (status, output) = try run(arguments + [file.path])
        return status == 0 && !output.contains("warning:") ? nil : output
    }

    /// Runs `swiftc` and returns its exit status and everything it printed.
    static func run(_ arguments: [String]) throws(SwiftCompilerError) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        do { try process.run() } catch { throw SwiftCompilerError("cannot run swiftc: \(error)") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

struct SwiftCompilerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs `swiftc -parse` on `source` and returns its diagnostics, or nil when it parses cleanly.
func swiftParseErrors(_ source: String) throws -> String? {
    try SwiftCompiler.diagnostics(source, arguments: ["-parse"])
}

/// Runs `swiftc -typecheck` on `source` against the stand-in modules, in language mode `languageMode`
/// (swiftc's default, 5, or 6), and returns its diagnostics, or nil when it type-checks with no error or
/// warning.
///
/// With `mainActorByDefault`, the code is compiled as an app target that Xcode 26 creates is:
/// `-default-isolation MainActor` (SE-0466), every declaration without an isolation of its own on the
/// main actor.
func swiftTypeCheckErrors(_ source: String, languageMode: Int = 5, mainActorByDefault: Bool = false) throws -> String? {
    let standIns = try SwiftCompiler.standIns.get()
    let isolation = mainActorByDefault ? ["-default-isolation", "MainActor"] : []
    return try SwiftCompiler.diagnostics(
        source, arguments: ["-typecheck", "-swift-version", String(languageMode), "-I", standIns.path] + isolation)
}
