import Testing

@testable import Store

/// `pager-playground migrate`: a whole store copied, every table counted and hashed on both sides.
struct StoreCopyTests {
    private let json = #"{"preset":"tabman.buttonBar","schemaVersion":1}"#

    /// Fills `configs` with one of everything: versions, a fork, a deleted config (tombstone), an
    /// unlisted config and a font. Returns a config's slug and token, to use after the copy.
    private func fill(_ configs: ConfigRepository) throws -> CreatedConfig {
        let first = try configs.create(name: "First", configJSON: json, schemaVersion: 1)
        _ = try configs.update(
            slug: first.slug, token: first.editToken.value, expectedVersion: 1, name: "First v2",
            configJSON: #"{"preset":"pageboy"}"#, schemaVersion: 2)
        _ = try configs.fork(slug: first.slug, version: 1, name: "Fork")
        let gone = try configs.create(name: "Gone", configJSON: json, schemaVersion: 1)
        try configs.delete(slug: gone.slug, token: gone.editToken.value)
        _ = try configs.create(name: "Hidden", configJSON: json, schemaVersion: 1, visibility: .unlisted)
        try configs.saveFont(
            id: String(repeating: "ab", count: 32), descriptionJSON: #"{"family":"X"}"#, bytes: [0, 1, 2, 255, 0])
        return first
    }

    @Test(arguments: StoreBackendKind.underTest)
    func aWholeStoreIsCopiedAndChecked(_ target: StoreBackendKind) throws {
        try withRepository(.sqlite) { source, _ throws in
            let first = try fill(source)
            // The copy's clock runs later than the source's, so "After" is the newest.
            try withRepository(target, clock: TestClock(start: 1_800_000_000_000)) { copy, _ throws in
                let reports = try StoreCopy.copy(from: source, to: copy, replace: false)
                #expect(reports.map(\.source.table) == ["configs", "config_versions", "fonts"])
                // 4 configs (one a tombstone); versions: First 2 + Fork 1 + Hidden 1 (Gone's were erased).
                #expect(reports.map(\.source.rows) == [4, 4, 1])
                #expect(reports.allSatisfy { $0.matches })
                // The copy works as a store: reads, the token (its hash was copied), a new config's id.
                #expect(try copy.latest(slug: first.slug).name == "First v2")
                #expect(try copy.version(slug: first.slug, 1).configJSON == json)
                _ = try copy.update(
                    slug: first.slug, token: first.editToken.value, expectedVersion: 2, name: "First v3",
                    configJSON: json, schemaVersion: 1)
                let fresh = try copy.create(name: "After", configJSON: json, schemaVersion: 1)
                #expect(try copy.latest(slug: fresh.slug).name == "After")
                #expect(
                    try copy.search(query: "", limit: 10, cursor: nil).items.map(\.name) == [
                        "After", "Fork", "First v3",
                    ])
            }
        }
    }

    @Test(arguments: StoreBackendKind.underTest)
    func aNonEmptyTargetIsRefusedUnlessReplaced(_ target: StoreBackendKind) throws {
        try withRepository(.sqlite) { source, _ throws in
            _ = try fill(source)
            try withRepository(target) { copy, _ throws in
                let mine = try copy.create(name: "Mine", configJSON: json, schemaVersion: 1)
                let error = try #require(throws: ConfigStoreError.self) {
                    try StoreCopy.copy(from: source, to: copy, replace: false)
                }
                guard case .invalidArgument(name: "to", _) = error else {
                    Issue.record("expected the target to be refused, got \(error)")
                    return
                }
                // Refused: nothing changed.
                #expect(try StoreCopy.checks(copy).map(\.rows) == [1, 1, 0])
                #expect(try copy.latest(slug: mine.slug).name == "Mine")
                let reports = try StoreCopy.copy(from: source, to: copy, replace: true)
                #expect(reports.allSatisfy { $0.matches })
                #expect(throws: ConfigStoreError.notFound(slug: mine.slug)) { try copy.latest(slug: mine.slug) }
            }
        }
    }

    /// Pages of two rows (one font): every table spans several pages, `config_versions` with its
    /// two-column key among them. Nothing is skipped or read twice, and the hashes do not depend on the
    /// paging.
    @Test(arguments: StoreBackendKind.underTest)
    func aStoreLargerThanAPageIsCopiedPageByPage(_ target: StoreBackendKind) throws {
        let tiny = StoreCopy.PageSizes(rows: 2, fontRows: 1)
        try withRepository(.sqlite) { source, _ throws in
            var slugs: [String] = []
            for number in 1...5 {
                let created = try source.create(name: "Config \(number)", configJSON: json, schemaVersion: 1)
                for version in 2...3 {
                    _ = try source.update(
                        slug: created.slug, token: created.editToken.value, expectedVersion: version - 1,
                        name: "Config \(number) v\(version)", configJSON: json, schemaVersion: 1)
                }
                slugs.append(created.slug)
            }
            for font in 1...3 {
                _ = try source.saveFont(
                    id: String(repeating: "0\(font)", count: 32), descriptionJSON: "{}", bytes: [UInt8(font)])
            }
            try withRepository(target) { copy, _ throws in
                let reports = try StoreCopy.copy(from: source, to: copy, replace: false, pages: tiny)
                #expect(reports.map(\.source.rows) == [5, 15, 3])
                #expect(reports.map(\.target.rows) == [5, 15, 3])
                #expect(reports.allSatisfy { $0.matches })
                #expect(try StoreCopy.checks(copy, pages: .standard) == reports.map(\.target))
                for (number, slug) in zip(1..., slugs) {
                    #expect(try copy.latest(slug: slug).name == "Config \(number) v3")
                    #expect(try copy.version(slug: slug, 2).name == "Config \(number) v2")
                }
            }
        }
    }

    /// A target that refuses the copy while the reader waits for room to hand over its next page: the
    /// reader is released, the target unchanged (without the release, this test never ends).
    @Test(arguments: StoreBackendKind.underTest)
    func aRefusalReleasesTheReader(_ target: StoreBackendKind) throws {
        try withRepository(.sqlite) { source, _ throws in
            _ = try fill(source)
            try withRepository(target) { copy, _ throws in
                _ = try copy.create(name: "Mine", configJSON: json, schemaVersion: 1)
                #expect(throws: ConfigStoreError.self) {
                    try StoreCopy.copy(
                        from: source, to: copy, replace: false, pages: StoreCopy.PageSizes(rows: 1, fontRows: 1))
                }
                #expect(try StoreCopy.checks(copy).map(\.rows) == [1, 1, 0])
            }
        }
    }

    @Test func theHashSeesEveryValueAndItsType() {
        let sql = "SELECT 1"
        func hash(_ values: [DatabaseValue]) -> [UInt8] {
            StoreCopy.encoded([Row(columnNames: values.map { _ in "c" }, values: values, sql: sql)])
        }
        #expect(hash([.integer(1)]) != hash([.text("1")]))
        #expect(hash([.text("ab"), .text("c")]) != hash([.text("a"), .text("bc")]))
        #expect(hash([.blob([])]) != hash([.null]))
        #expect(hash([.blob([1])]) != hash([.text("\u{1}")]))
    }
}
