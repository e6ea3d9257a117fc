import Store
import Testing

struct ConfigRepositorySearchTests {
    private let json = #"{"schemaVersion":1}"#

    @Test(arguments: StoreBackendKind.underTest) func paginationVisitsEveryConfigOnceNewestFirst(
        _ backend: StoreBackendKind
    ) throws {
        // 25 configs created in groups of three sharing one millisecond, so ties are broken by slug.
        let clock = TestClock()
        try withRepository(backend, clock: clock) { configs, _ throws in
            var expected: [(time: Int64, slug: String)] = []
            for index in 0..<25 {
                let time = 1_000_000 + Int64(index / 3) * 10
                clock.set(time)
                let created = try configs.create(name: "Config \(index)", configJSON: json, schemaVersion: 1)
                #expect(created.createdAt.millisecondsSince1970 == time)
                expected.append((time, created.slug))
            }
            // Newest first: time descending, then slug descending (byte order).
            let order = expected.sorted {
                $0.time != $1.time ? $0.time > $1.time : $1.slug.utf8.lexicographicallyPrecedes($0.slug.utf8)
            }.map(\.slug)

            var seen: [String] = []
            var pageSizes: [Int] = []
            var cursor: String?
            repeat {
                let page = try configs.search(query: "", limit: 7, cursor: cursor)
                seen += page.items.map(\.slug)
                pageSizes.append(page.items.count)
                cursor = page.nextCursor
            } while cursor != nil
            // 25 = 7 + 7 + 7 + 4.
            #expect(pageSizes == [7, 7, 7, 4])
            #expect(seen == order)
            #expect(Set(seen).count == 25)
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func exactMultipleOfTheLimitEndsWithoutAnEmptyPage(
        _ backend: StoreBackendKind
    ) throws {
        try withRepository(backend) { configs, _ throws in
            for index in 0..<4 {
                _ = try configs.create(name: "C\(index)", configJSON: json, schemaVersion: 1)
            }
            let first = try configs.search(query: "", limit: 2, cursor: nil)
            let second = try configs.search(query: "", limit: 2, cursor: first.nextCursor)
            #expect(first.items.map(\.name) == ["C3", "C2"])
            #expect(second.items.map(\.name) == ["C1", "C0"])
            #expect(second.nextCursor == nil)
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func searchMatchesSubstringsOfTheLatestName(
        _ backend: StoreBackendKind
    ) throws {
        let clock = TestClock(start: 5_000, step: 1_000)
        try withRepository(backend, clock: clock) { configs, _ throws in
            let tabs = try configs.create(name: "Tabman bar", configJSON: json, schemaVersion: 1)
            _ = try configs.create(name: "Bottom tab bar", configJSON: json, schemaVersion: 1)
            _ = try configs.create(name: "Pager", configJSON: json, schemaVersion: 1)
            // ASCII case-insensitive: "TAB" finds both tab configs, newest first.
            #expect(
                try configs.search(query: "TAB", limit: 10, cursor: nil).items.map(\.name) == [
                    "Bottom tab bar", "Tabman bar",
                ])
            _ = try configs.update(
                slug: tabs.slug, token: tabs.editToken.value, expectedVersion: 1, name: "Renamed", configJSON: json,
                schemaVersion: 1)
            let found = try configs.search(query: "renamed", limit: 10, cursor: nil).items
            // Clock readings: creates at 5 000, 6 000, 7 000; the update at 8 000.
            #expect(
                found == [
                    ConfigSummary(
                        slug: tabs.slug, name: "Renamed", latestVersion: 2,
                        createdAt: .init(millisecondsSince1970: 5_000),
                        updatedAt: .init(millisecondsSince1970: 8_000))
                ])
            #expect(try configs.search(query: "Tabman", limit: 10, cursor: nil).items == [])
            // Only ASCII letters fold: "É" and "é" stay different, in both back ends.
            _ = try configs.create(name: "Écran", configJSON: json, schemaVersion: 1)
            #expect(try configs.search(query: "écran", limit: 10, cursor: nil).items == [])
            #expect(try configs.search(query: "ÉCRAN", limit: 10, cursor: nil).items.map(\.name) == ["Écran"])
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func wildcardsInTheQueryMatchLiterally(_ backend: StoreBackendKind)
        throws
    {
        try withRepository(backend) { configs, _ throws in
            for name in ["100% pure", "100 percent", "a_b", "axb", #"back\slash"#, "back slash"] {
                _ = try configs.create(name: name, configJSON: json, schemaVersion: 1)
            }
            func names(_ query: String) throws -> [String] {
                try configs.search(query: query, limit: 10, cursor: nil).items.map(\.name)
            }
            #expect(try names("100%") == ["100% pure"])
            #expect(try names("%") == ["100% pure"])
            #expect(try names("a_b") == ["a_b"])
            #expect(try names("_") == ["a_b"])
            #expect(try names(#"\"#) == [#"back\slash"#])
            #expect(try names(#"k\s"#) == [#"back\slash"#])
            #expect(try names("").count == 6)
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func badArgumentsAreInvalid(_ backend: StoreBackendKind) throws {
        try withRepository(backend) { configs, _ throws in
            #expect(throws: ConfigStoreError.invalidArgument(name: "limit", message: "must be between 1 and 100")) {
                try configs.search(query: "", limit: 0, cursor: nil)
            }
            #expect(throws: ConfigStoreError.invalidArgument(name: "limit", message: "must be between 1 and 100")) {
                try configs.search(query: "", limit: 101, cursor: nil)
            }
            for cursor in ["", "not a cursor!", "MTIzNA", "eHl6LjAxMjM0NTY3ODk"] {
                // "MTIzNA" is "1234" (no slug); "eHl6LjAxMjM0NTY3ODk" is "xyz.0123456789" (no number).
                #expect(
                    throws: ConfigStoreError.invalidArgument(
                        name: "cursor", message: "is not a cursor from a previous page")
                ) {
                    try configs.search(query: "", limit: 5, cursor: cursor)
                }
            }
            #expect(throws: ConfigStoreError.self) {
                try configs.search(query: String(repeating: "x", count: 201), limit: 5, cursor: nil)
            }
        }
    }
}
