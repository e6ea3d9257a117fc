import Testing

@testable import TextMetrics

/// What a measurer that cannot load its fonts reports.
struct TextMeasurerErrorTests {
    @Test func missingFontFolderIsAnErrorNamingTheFile() {
        #expect(throws: TextMetricsError.self) {
            try TextMeasurer(fontDirectory: "/nonexistent/fonts")
        }
        do {
            _ = try TextMeasurer(fontDirectory: "/nonexistent/fonts/")
        } catch {
            #expect(error.kind == .fontFileUnreadable(errno: 2))  // ENOENT
            #expect(error.path == "/nonexistent/fonts/Inter-roman.var.ttf")
        }
    }
}
