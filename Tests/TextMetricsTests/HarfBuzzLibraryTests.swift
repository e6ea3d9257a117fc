import Testing

@testable import TextMetrics

struct HarfBuzzLibraryTests {
    @Test func systemLibraryLoads() throws {
        let library = try HarfBuzzLibrary.system.get()
        #expect(library.path == "libharfbuzz.so.0")
        #expect(library.version.split(separator: ".").count == 3)
    }

    @Test func missingLibraryIsUnavailable() {
        #expect {
            try HarfBuzzLibrary.load("libharfbuzz-missing.so.0")
        } throws: { error in
            guard let error = error as? TextMetricsError, case .harfBuzzUnavailable = error.kind else { return false }
            return error.path == "libharfbuzz-missing.so.0"
        }
    }

    @Test func libraryWithoutHarfBuzzSymbolsNamesTheFirstMissingOne() {
        #expect {
            try HarfBuzzLibrary.load("libfreetype.so.6")
        } throws: { error in
            (error as? TextMetricsError)?.kind == .harfBuzzSymbolMissing(name: "hb_version_string")
        }
    }
}
