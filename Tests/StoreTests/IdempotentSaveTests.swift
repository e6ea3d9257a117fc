import Dispatch
import Store
import Synchronization
import Testing

/// A create or fork with an ``IdempotencyKey`` saves once: the same save again is answered with the
/// config it made (docs/decisions/0027-saves-with-a-key-save-once.md).
struct IdempotentSaveTests {
    private let tabs = #"{"preset":"tabman.buttonBar","schemaVersion":1}"#
    private let bottom = #"{"preset":"tabBarController.bottom","schemaVersion":1}"#
    private let key = IdempotencyKey("retry-me-0123456789abcdef")!

    @Test func keysAreSixteenToTwoHundredFiftyFivePrintableCharacters() {
        #expect(IdempotencyKey(String(repeating: "a", count: 15)) == nil)
        #expect(IdempotencyKey(String(repeating: "a", count: 16)) != nil)
        #expect(IdempotencyKey(String(repeating: "a", count: 255)) != nil)
        #expect(IdempotencyKey(String(repeating: "a", count: 256)) == nil)
        #expect(IdempotencyKey("has a space 0123456") == nil)
        #expect(IdempotencyKey("tab\tinside-0123456") == nil)
        #expect(IdempotencyKey("not-ascii-é-0123456") == nil)
        #expect(IdempotencyKey("8e03978e-40d5-43e8-bc93-6894a57f9324") != nil)
    }

    /// The token is SHA-256 of "pager-playground edit token\n" + key, base64url without padding, as
    /// Python computes it: `base64.urlsafe_b64encode(hashlib.sha256(b"pager-playground edit token\n"
    /// + key).digest()).rstrip(b"=")`.
    @Test func theEditTokenIsDerivedFromTheKey() throws {
        #expect(try key.editToken().value == "gb43kVIX6xMSGffvJAGPrnbkjZI8KHe2ykp9DdMBG5o")
        #expect(try IdempotencyKey("retry-me-0123456789abcdeF")!.editToken() != key.editToken())
        #expect("\(key)" == "IdempotencyKey(redacted)")
    }

    @Test(arguments: StoreBackendKind.underTest) func theSameSaveTwiceSavesOnce(_ backend: StoreBackendKind) throws {
        try withRepository(backend) { configs, _ throws in
            let first = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1, key: key)
            #expect(!first.replayed)
            #expect(first.editToken == (try key.editToken()))
            let again = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1, key: key)
            #expect(again.replayed)
            #expect(again.slug == first.slug)
            #expect(again.version == 1)
            #expect(again.editToken == first.editToken)
            #expect(again.createdAt == first.createdAt)
            #expect(try configs.search(query: "", limit: 10, cursor: nil).items.map(\.slug) == [first.slug])
            // The token the retry answered with edits the config.
            let second = try configs.update(
                slug: first.slug, token: again.editToken.value, expectedVersion: 1, name: "Tabs", configJSON: bottom,
                schemaVersion: 1)
            #expect(second.number == 2)
            // Still the same save, though the config has moved on: answered again, nothing new.
            let late = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1, key: key)
            #expect(late.slug == first.slug && late.replayed)
            #expect(try configs.latest(slug: first.slug).version == 2)
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func aKeyUsedForOtherContentsIsRefusedAndSavesNothing(
        _ backend: StoreBackendKind
    ) throws {
        try withRepository(backend) { configs, _ throws in
            let first = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1, key: key)
            #expect(throws: ConfigStoreError.keyReused(slug: first.slug)) {
                try configs.create(name: "Tabs", configJSON: bottom, schemaVersion: 1, key: key)
            }
            #expect(throws: ConfigStoreError.keyReused(slug: first.slug)) {
                try configs.create(name: "Other name", configJSON: tabs, schemaVersion: 1, key: key)
            }
            #expect(throws: ConfigStoreError.keyReused(slug: first.slug)) {
                try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1, visibility: .unlisted, key: key)
            }
            #expect(throws: ConfigStoreError.keyReused(slug: first.slug)) {
                try configs.fork(slug: first.slug, name: "Tabs", key: key)
            }
            #expect(try configs.search(query: "", limit: 10, cursor: nil).items.count == 1)
            // Without a key, or with another, the same contents are a new config.
            let plain = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1)
            let other = try configs.create(
                name: "Tabs", configJSON: tabs, schemaVersion: 1, key: IdempotencyKey("another-key-0123456789")!)
            #expect(Set([first.slug, plain.slug, other.slug]).count == 3)
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func aForkWithAKeyForksOnce(_ backend: StoreBackendKind) throws {
        try withRepository(backend) { configs, _ throws in
            let original = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1)
            let fork = try configs.fork(slug: original.slug, version: 1, name: "Mine", key: key)
            let again = try configs.fork(slug: original.slug, version: 1, name: "Mine", key: key)
            #expect(!fork.replayed && again.replayed)
            #expect(again.slug == fork.slug)
            #expect(try configs.latest(slug: fork.slug).parent == ConfigReference(slug: original.slug, version: 1))
            #expect(try configs.search(query: "", limit: 10, cursor: nil).items.count == 2)
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func aDeletedConfigsKeySavesAnew(_ backend: StoreBackendKind) throws {
        try withRepository(backend) { configs, _ throws in
            let first = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1, key: key)
            try configs.delete(slug: first.slug, token: first.editToken.value)
            let again = try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1, key: key)
            #expect(!again.replayed)
            #expect(again.slug != first.slug)
        }
    }

    /// Saves with one key sent at once (a double click, two retries racing): every answer names the one
    /// config. On PostgreSQL the writers run them in parallel, and the unique index on live token hashes
    /// makes the later insert wait and find the first.
    @Test(arguments: StoreBackendKind.underTest) func savesWithOneKeyAtOnceMakeOneConfig(
        _ backend: StoreBackendKind
    ) throws {
        try withRepository(backend) { configs, _ throws in
            let answers = Mutex<[Result<CreatedConfig, ConfigStoreError>]>([])
            let done = DispatchSemaphore(value: 0)
            for _ in 0..<6 {
                try configs.create(name: "Tabs", configJSON: tabs, schemaVersion: 1, key: key) { result in
                    answers.withLock { $0.append(result) }
                    done.signal()
                }
            }
            for _ in 0..<6 { #expect(done.wait(timeout: .now() + 20) == .success) }
            let slugs = try answers.withLock { try $0.map { try $0.get().slug } }
            #expect(slugs.count == 6)
            #expect(Set(slugs).count == 1)
            #expect(answers.withLock { $0.filter { (try? $0.get())?.replayed == false }.count } == 1)
            #expect(try configs.search(query: "", limit: 10, cursor: nil).items.count == 1)
        }
    }
}
