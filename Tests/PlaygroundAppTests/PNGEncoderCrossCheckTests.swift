import Foundation
import PagerEngine
import Testing

@testable import PlaygroundApp

/// A second opinion: Python's own `zlib` and `struct` read what the encoders write.
///
/// Skipped when no `python3` is on `PATH`. The script checks every CRC with `zlib.crc32`, inflates
/// with `zlib.decompress`, undoes the filters and prints the pixels as hex, plus the APNG sequence
/// numbers in file order.
struct PNGEncoderCrossCheckTests {
    static let python: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    static let script = #"""
        import struct, sys, zlib
        data = open(sys.argv[1], "rb").read()
        assert data[:8] == b"\x89PNG\r\n\x1a\n", "signature"
        pos, idat, seqs, frames = 8, b"", [], 0
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            crc, = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
            assert zlib.crc32(kind + body) & 0xffffffff == crc, "crc " + kind.decode()
            if kind == b"IHDR":
                width, height, depth, ctype = struct.unpack(">IIBB", body[:10])
            elif kind == b"IDAT":
                idat += body
            elif kind in (b"fcTL", b"fdAT"):
                seqs.append(struct.unpack(">I", body[:4])[0])
                frames += kind == b"fcTL"
            pos += 12 + length
        bpp = 4 if ctype == 6 else 3
        raw, stride = zlib.decompress(idat), width * bpp
        prev, out = bytearray(stride), bytearray()
        for y in range(height):
            ftype, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                if ftype == 1: line[i] = (line[i] + a) & 255
                elif ftype == 2: line[i] = (line[i] + b) & 255
                elif ftype == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif ftype == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
                else: assert ftype == 0, "filter"
            for x in range(width):
                out += line[x * bpp:(x + 1) * bpp] + (b"\xff" if bpp == 3 else b"")
            prev = line
        print(width, height, ctype, frames, ",".join(map(str, seqs)))
        print(out.hex())
        """#

    /// Runs the script on `bytes` and returns its two output lines.
    static func pythonReads(_ bytes: [UInt8]) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("image.png")
        try Data(bytes).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(python))
        process.arguments = ["-c", script, file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return text.split(separator: "\n").map(String.init)
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        for byte in bytes { text += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        return String(decoding: text, as: UTF8.self)
    }

    @Test(.enabled(if: python != nil)) func pythonDecodesPNG() throws {
        var image = try PreviewTestScene.noise(width: 23, height: 11, opaque: false, seed: 3)
        image.fillRoundedRect(Rect(x: 2, y: 2, width: 15, height: 7), radius: 3, color: .systemBlue)
        let lines = try Self.pythonReads(try PNGEncoder.encode(image))
        #expect(lines.first == "23 11 6 0 ")
        #expect(lines.last == Self.hex(image.pixels))
        let opaque = try PreviewTestScene.pager(scale: 0.25)
        let opaqueLines = try Self.pythonReads(try PNGEncoder.encode(opaque))
        #expect(opaqueLines.first == "98 211 2 0 ")
        #expect(opaqueLines.last == Self.hex(opaque.pixels))
    }

    @Test(.enabled(if: python != nil)) func pythonReadsAPNGSequence() throws {
        let frames = try [1.0, 5, 9].map { x in
            var image = try RasterImage(pixelWidth: 16, pixelHeight: 4, fill: .white)
            image.fillRect(Rect(x: x, y: 1, width: 3, height: 2), color: .systemRed)
            return APNGFrame(image: image, delayMilliseconds: 100)
        }
        let lines = try Self.pythonReads(try APNGEncoder.encode(frames))
        // Three fcTL chunks; numbers 0 (fcTL), 1 (fcTL), 2 (fdAT), 3 (fcTL), 4 (fdAT) in file order.
        #expect(lines.first == "16 4 2 3 0,1,2,3,4")
        #expect(lines.last == Self.hex(frames[0].image.pixels))
    }
}
