import Foundation

/// Reads a QR code the way a phone would, with tools that share no code with libqrencode: librsvg's
/// `rsvg-convert` draws the SVG, Debian's `zbarimg` decodes the pixels (scripts/setup.sh installs
/// both). ``available`` is false when either is missing, and the tests that scan skip.
enum QRScanner {
    static let rsvgConvert = executable("rsvg-convert")
    static let zbarimg = executable("zbarimg")
    static var available: Bool { rsvgConvert != nil && zbarimg != nil }

    /// The text `svg` holds, as zbarimg reads it from the document drawn at `pixels` × `pixels` (nil
    /// when it finds no code); the raw bytes (`-Sbinary`), so UTF-8 comes back as it went in.
    static func scan(svg: [UInt8], pixels: Int = 400) throws -> String? {
        guard let rsvgConvert, let zbarimg else { throw LiveServerError("rsvg-convert or zbarimg is missing") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("qr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = directory.appendingPathComponent("code.svg")
        let png = directory.appendingPathComponent("code.png")
        try Data(svg).write(to: image)
        let (drawn, _) = try run(rsvgConvert, ["-w", "\(pixels)", "-h", "\(pixels)", "-o", png.path, image.path])
        guard drawn == 0 else { throw LiveServerError("rsvg-convert failed with status \(drawn)") }
        let (status, output) = try run(zbarimg, ["--quiet", "--raw", "-Sbinary", png.path])
        // zbarimg exits 4 when the image has no code.
        guard status == 0 else { return nil }
        var text = String(decoding: output, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    private static func run(_ path: String, _ arguments: [String]) throws -> (Int32, Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    private static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
