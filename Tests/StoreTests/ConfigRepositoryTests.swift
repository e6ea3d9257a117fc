import Store
import Synchronization
import Testing

struct ConfigRepositoryTests {
    private let tabs = #"{"preset":"tabman.buttonBar","schemaVersion":1}"#
    private let bottom = #"{"preset":"tabBarController.bottom","schemaVersion":1}"#

    @Test(arguments: StoreBackendKind.underTest) func createThenReadLatest(_ backend: StoreBackendKind) throws {
        let clock = TestClock(start: 1_700_000_000_000)
        try withRepository(backend, clock: clock) { configs, _ throws in
            let created = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1)
            #expect(created.version == 1)
            #expect(Slug.isWellFormed(created.slug))
            #expect(created.createdAt == Timestamp(millisecondsSince1970: 1_700_000_000_000))
            let stored = try configs.latest(slug: created.slug)
            #expect(
                stored
                    == StoredConfig(
                        slug: created.slug, version: 1, latestVersion: 1, name: "Tabs", configJSON: tabs,
                        schemaVersion: 1, createdAt: created.createdAt, parent: nil))
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func unknownSlugsAndVersionsAreNotFound(_ backend: StoreBackendKind)
        throws
    {
        try withRepository(backend) { configs, _ throws in
            #expect(throws: ConfigStoreError.notFound(slug: "NoSuchSlug")) { try configs.latest(slug: "NoSuchSlug") }
            #expect(throws: ConfigStoreError.notFound(slug: "x")) { try configs.versions(slug: "x") }
            let created = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1)
            #expect(throws: ConfigStoreError.versionNotFound(slug: created.slug, version: 2)) {
                try configs.version(slug: created.slug, 2)
            }
            #expect(throws: ConfigStoreError.notFound(slug: "NoSuchSlug")) {
                try configs.version(slug: "NoSuchSlug", 1)
            }
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func updateAddsVersionsAndKeepsOldOnesReadable(
        _ backend: StoreBackendKind
    ) throws {
        let clock = TestClock(start: 1_000, step: 1_000)
        try withRepository(backend, clock: clock) { configs, _ throws in
            let created = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1)
            let second = try configs.update(
                slug: created.slug, token: created.editToken.value, expectedVersion: 1, name: "Bottom tabs",
                configJSON: bottom, schemaVersion: 1)
            // Clock readings: create at 1 000 ms, update at 2 000 ms.
            #expect(
                second
                    == ConfigVersionSummary(
                        number: 2, name: "Bottom tabs", schemaVersion: 1, createdAt: .init(millisecondsSince1970: 2_000)
                    ))
            let latest = try configs.latest(slug: created.slug)
            #expect(latest.version == 2)
            #expect(latest.configJSON == bottom)
            let first = try configs.version(slug: created.slug, 1)
            #expect(first.name == "Tabs")
            #expect(first.configJSON == tabs)
            #expect(first.latestVersion == 2)
            #expect(
                try configs.versions(slug: created.slug) == [
                    ConfigVersionSummary(
                        number: 1, name: "Tabs", schemaVersion: 1, createdAt: .init(millisecondsSince1970: 1_000)),
                    ConfigVersionSummary(
                        number: 2, name: "Bottom tabs", schemaVersion: 1, createdAt: .init(millisecondsSince1970: 2_000)
                    ),
                ])
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func updateChecksSlugThenTokenThenVersion(_ backend: StoreBackendKind)
        throws
    {
        try withRepository(backend) { configs, _ throws in
            let created = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1)
            let other = try configs.create(name: "Other", configJSON: tabs, schemaVersion: 1)
            func update(_ slug: String, _ token: String, _ expected: Int) throws(ConfigStoreError) {
                _ = try configs.update(
                    slug: slug, token: token, expectedVersion: expected, name: "N", configJSON: bottom, schemaVersion: 1
                )
            }
            #expect(throws: ConfigStoreError.notFound(slug: "NoSuchSlug")) {
                try update("NoSuchSlug", created.editToken.value, 1)
            }
            // Another config's token, an empty one, and a truncated one are all wrong, even with a stale version.
            for token in [other.editToken.value, "", String(created.editToken.value.dropLast())] {
                #expect(throws: ConfigStoreError.wrongToken(slug: created.slug)) { try update(created.slug, token, 7) }
            }
            #expect(throws: ConfigStoreError.versionConflict(slug: created.slug, expected: 7, current: 1)) {
                try update(created.slug, created.editToken.value, 7)
            }
            #expect(try configs.latest(slug: created.slug).version == 1)
        }
    }

    @Test func tokenNeverReachesTheFileOnlyItsHash() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/configs.sqlite"
            let configs = try ConfigRepository.open(path: path)
            let created = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1)
            let token = Array(created.editToken.value.utf8)
            let hash = try EditToken.hash(of: created.editToken.value)
            // Before close the row may still be in the WAL file; databaseFileBytes reads both. Results are
            // Booleans so a failure does not print the whole file.
            var bytes = try databaseFileBytes(path)
            let slugStored = bytes.contains(subsequence: Array(created.slug.utf8))
            var hashStored = bytes.contains(subsequence: hash)
            var tokenStored = bytes.contains(subsequence: token)
            #expect(slugStored)
            #expect(hashStored)
            #expect(!tokenStored)
            configs.close()
            bytes = try databaseFileBytes(path)
            hashStored = bytes.contains(subsequence: hash)
            tokenStored = bytes.contains(subsequence: token)
            let rawTokenStored = bytes.contains(subsequence: Base64URLDecoded(created.editToken.value))
            #expect(hashStored)
            #expect(!tokenStored)
            #expect(!rawTokenStored)
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func twoUpdatesFromTheSameVersionOneWinsOneConflicts(
        _ backend: StoreBackendKind
    ) throws {
        try withRepository(backend) { configs, _ throws in
            let created = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1)
            let results = Collector<Result<ConfigVersionSummary, ConfigStoreError>>()
            let done = Collector<Int>()
            let finished = Signal()
            for (index, json) in [tabs, bottom].enumerated() {
                try configs.update(
                    slug: created.slug, token: created.editToken.value, expectedVersion: 1, name: "Edit \(index)",
                    configJSON: json, schemaVersion: 1
                ) { result in
                    results.append(result)
                    done.append(index)
                    if done.all.count == 2 { finished.fire() }
                }
            }
            #expect(finished.wait())
            let wins = results.all.compactMap { try? $0.get() }
            let conflicts = results.all.compactMap { result -> ConfigStoreError? in
                if case .failure(let error) = result { return error }
                return nil
            }
            #expect(wins.map(\.number) == [2])
            #expect(conflicts == [.versionConflict(slug: created.slug, expected: 1, current: 2)])
            #expect(try configs.versions(slug: created.slug).map(\.number) == [1, 2])
            #expect(try configs.latest(slug: created.slug).name == wins.first?.name)
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func forkCopiesAVersionWithItsOwnTokenAndRecordsTheParent(
        _ backend: StoreBackendKind
    ) throws {
        try withRepository(backend) { configs, _ throws in
            let original = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1)
            _ = try configs.update(
                slug: original.slug, token: original.editToken.value, expectedVersion: 1, name: "Tabs v2",
                configJSON: bottom, schemaVersion: 1)
            let fork = try configs.fork(slug: original.slug, version: 1, name: "My tabs")
            #expect(fork.slug != original.slug)
            #expect(fork.version == 1)
            #expect(fork.editToken != original.editToken)
            let stored = try configs.latest(slug: fork.slug)
            #expect(stored.name == "My tabs")
            #expect(stored.configJSON == tabs)
            #expect(stored.parent == ConfigReference(slug: original.slug, version: 1))
            let ofLatest = try configs.fork(slug: original.slug, name: "Latest")
            #expect(try configs.latest(slug: ofLatest.slug).parent == ConfigReference(slug: original.slug, version: 2))
            #expect(try configs.latest(slug: ofLatest.slug).configJSON == bottom)
            // The original's token does not open the fork.
            #expect(throws: ConfigStoreError.wrongToken(slug: fork.slug)) {
                try configs.update(
                    slug: fork.slug, token: original.editToken.value, expectedVersion: 1, name: "x", configJSON: tabs,
                    schemaVersion: 1)
            }
            #expect(throws: ConfigStoreError.notFound(slug: "NoSuchSlug")) {
                try configs.fork(slug: "NoSuchSlug", name: "x")
            }
            #expect(throws: ConfigStoreError.versionNotFound(slug: original.slug, version: 3)) {
                try configs.fork(slug: original.slug, version: 3, name: "x")
            }
            let child = try configs.create(
                name: "Child", configJSON: bottom, schemaVersion: 1,
                parent: ConfigReference(slug: original.slug, version: 2))
            #expect(try configs.latest(slug: child.slug).parent == ConfigReference(slug: original.slug, version: 2))
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func deleteErasesVersionsAndLeavesATombstone(
        _ backend: StoreBackendKind
    ) throws {
        try withRepository(backend) { configs, _ throws in
            let original = try configs.create(name: "Secret plan", configJSON: tabs, schemaVersion: 1)
            let fork = try configs.fork(slug: original.slug, name: "Fork")
            #expect(throws: ConfigStoreError.wrongToken(slug: original.slug)) {
                try configs.delete(slug: original.slug, token: fork.editToken.value)
            }
            #expect(try configs.latest(slug: original.slug).name == "Secret plan")
            try configs.delete(slug: original.slug, token: original.editToken.value)
            #expect(throws: ConfigStoreError.notFound(slug: original.slug)) { try configs.latest(slug: original.slug) }
            #expect(throws: ConfigStoreError.notFound(slug: original.slug)) {
                try configs.version(slug: original.slug, 1)
            }
            #expect(throws: ConfigStoreError.notFound(slug: original.slug)) {
                try configs.versions(slug: original.slug)
            }
            #expect(throws: ConfigStoreError.notFound(slug: original.slug)) {
                try configs.delete(slug: original.slug, token: original.editToken.value)
            }
            #expect(throws: ConfigStoreError.notFound(slug: original.slug)) {
                try configs.fork(slug: original.slug, name: "Again")
            }
            #expect(try configs.search(query: "", limit: 10, cursor: nil).items.map(\.slug) == [fork.slug])
            // The fork keeps its content and its link to the (deleted) parent.
            #expect(try configs.latest(slug: fork.slug).parent == ConfigReference(slug: original.slug, version: 1))
            let remaining = try configs.backend.read { (db) throws(ConfigStoreError) -> [Int] in
                let row = try db.row(
                    """
                    SELECT (SELECT count(*) FROM config_versions JOIN configs ON configs.id = config_id WHERE slug = ?),
                           (SELECT name FROM configs WHERE slug = ?) = '',
                           (SELECT length(token_hash) FROM configs WHERE slug = ?)
                    """, [original.slug, original.slug, original.slug])
                do throws(DatabaseError) {
                    return [
                        try row?.decode(0, as: Int.self) ?? -1, try row?.decode(1, as: Int.self) ?? -1,
                        try row?.decode(2, as: Int.self) ?? -1,
                    ]
                } catch {
                    throw .database(error)
                }
            }
            // No versions, name cleared, token hash cleared; the row itself reserves the slug.
            #expect(remaining == [0, 1, 0])
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func slugCollisionRetriesWithAFreshSlug(_ backend: StoreBackendKind)
        throws
    {
        // Slug draws ask for 12 bytes, tokens for 32. The first two slug draws repeat bytes 0…11, so the
        // second create collides on "0123456789" (byte b < 62 → alphabet[b]) and retries with bytes
        // 10…21 → "ABCDEFGHIJ".
        let slugDraws = Mutex(0)
        let random = RandomSource { count in
            guard count == 12 else { return (0..<count).map { _ in UInt8.random(in: 0...255) } }
            let draw = slugDraws.withLock { draws in
                defer { draws += 1 }
                return draws
            }
            return draw < 2 ? Array(0..<12) : Array(10..<22)
        }
        try withRepository(backend, random: random) { configs, _ throws in
            #expect(try configs.create(name: "A", configJSON: tabs, schemaVersion: 1).slug == "0123456789")
            #expect(try configs.create(name: "B", configJSON: tabs, schemaVersion: 1).slug == "ABCDEFGHIJ")
            #expect(try configs.latest(slug: "0123456789").name == "A")
            #expect(try configs.latest(slug: "ABCDEFGHIJ").name == "B")
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func slugCollisionsGiveUpAfterFiveAttempts(_ backend: StoreBackendKind)
        throws
    {
        let random = RandomSource { count in count == 12 ? Array(0..<12) : Array(repeating: 7, count: count) }
        try withRepository(backend, random: random) { configs, _ throws in
            _ = try configs.create(name: "A", configJSON: tabs, schemaVersion: 1)
            let error = try #require(throws: ConfigStoreError.self) {
                try configs.create(name: "B", configJSON: tabs, schemaVersion: 1)
            }
            guard case .database(let databaseError) = error else {
                Issue.record("expected a database error, got \(error)")
                return
            }
            #expect(databaseError.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE)
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func invalidJSONIsRefusedByTheSchema(_ backend: StoreBackendKind)
        throws
    {
        try withRepository(backend) { configs, _ throws in
            let error = try #require(throws: ConfigStoreError.self) {
                try configs.create(name: "Broken", configJSON: "{not json", schemaVersion: 1)
            }
            switch (backend, error) {
            case (.sqlite, .database(let databaseError)):
                #expect(databaseError.extendedResultCode == .SQLITE_CONSTRAINT_CHECK)
            case (.postgres, .postgres(let postgresError)):
                // The check's `config_json::json` cast fails: invalid_text_representation.
                #expect(postgresError.sqlState == "22P02")
            default:
                Issue.record("expected a database error, got \(error)")
            }
            // The failed create left nothing behind (its transaction rolled back).
            #expect(try configs.search(query: "", limit: 10, cursor: nil).items == [])
        }
    }
}

/// The raw bytes a base64url token encodes (to check they are not stored either).
private func Base64URLDecoded(_ text: String) -> [UInt8] {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    var bits: UInt32 = 0
    var count = 0
    var bytes: [UInt8] = []
    for character in text.utf8 {
        guard let value = alphabet.firstIndex(of: character) else { return [] }
        bits = bits << 6 | UInt32(value)
        count += 6
        if count >= 8 {
            count -= 8
            bytes.append(UInt8(bits >> UInt32(count) & 0xFF))
        }
    }
    return bytes
}
