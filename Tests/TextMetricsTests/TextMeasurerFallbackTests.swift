import PagerEngine
import Synchronization
import Testing

@testable import TextMetrics

/// The FreeType-only path, taken when HarfBuzz cannot be loaded.
struct TextMeasurerFallbackTests {
    @Test func missingHarfBuzzLogsOneLineAndKernsWithFreeType() throws {
        let lines = Mutex<[String]>([])
        let measurer = try TextMeasurer(
            harfBuzzLibrary: "libharfbuzz-missing.so.0", log: { line in lines.withLock { $0.append(line) } })
        let logged = lines.withLock { $0 }
        #expect(logged.count == 1)
        #expect(logged.first?.contains("libharfbuzz-missing.so.0") == true)
        guard case .freeTypeKerning = measurer.shaping else {
            Issue.record("expected the FreeType fallback, got \(measurer.shaping)")
            return
        }
        // The legacy kern table has A-V = -131 units, as GPOS: 12 px gives 2 * 537984 - 50304 = 1025664 (16.16).
        #expect(measurer.width(of: "AV", font: FontSpec(size: 12, face: .regular)) == 15.650390625)
        // No ligatures: bold "fi" is f 891 + i 702 = 1593 units, at 20 px 1593 * 20 / 2048 = 15.556640625.
        #expect(measurer.width(of: "fi", font: FontSpec(size: 20, face: .bold)) == 15.556640625)
        // Marks add nothing: e + U+0323 + U+0302 = e's 1260 units, at 16 px 1260 / 128.
        #expect(measurer.width(of: "e\u{0323}\u{0302}", font: FontSpec(size: 16, face: .regular)) == 1_260.0 / 128)
    }

    @Test func turnedOffHarfBuzzLogsNothing() throws {
        let lines = Mutex<[String]>([])
        let measurer = try TextMeasurer(harfBuzzLibrary: nil, log: { line in lines.withLock { $0.append(line) } })
        #expect(lines.withLock { $0 }.isEmpty)
        #expect(measurer.shaping == .freeTypeKerning(reason: "HarfBuzz turned off"))
    }

    @Test func missingFontFolderIsAnErrorNamingTheFile() {
        #expect(throws: TextMetricsError.self) {
            try TextMeasurer(fontDirectory: "/nonexistent/fonts")
        }
        do {
            _ = try TextMeasurer(fontDirectory: "/nonexistent/fonts/")
        } catch {
            #expect(error.kind == .fontFileUnreadable(errno: 2))  // ENOENT
            #expect(error.path == "/nonexistent/fonts/DejaVuSans.ttf")
        }
    }
}
