import Store
import Testing

/// Uploaded fonts in the store: kept by id, never replaced, and still there after reopening.
struct FontStoreTests {
    let id = String(repeating: "0f", count: 32)
    let bytes: [UInt8] = Array(0...255) + [0, 1, 0, 0]

    @Test(arguments: StoreBackendKind.underTest) func aFontIsStoredOnceAndReadBackWhole(_ backend: StoreBackendKind)
        throws
    {
        let clock = TestClock(start: 1_700_000_000_000)
        try withRepository(backend, clock: clock) { configs, store throws in
            #expect(try configs.font(id: id) == nil)
            #expect(try configs.saveFont(id: id, descriptionJSON: #"{"family":"A"}"#, bytes: bytes) == true)
            // The same id again stores nothing and keeps the first description.
            #expect(try configs.saveFont(id: id, descriptionJSON: #"{"family":"B"}"#, bytes: bytes) == false)
            let stored = try #require(try configs.font(id: id))
            #expect(stored.bytes == bytes)
            #expect(stored.descriptionJSON == #"{"family":"A"}"#)
            #expect(stored.createdAt.millisecondsSince1970 == 1_700_000_000_000)
            configs.close()
            let reopened = try store.open()
            defer { reopened.close() }
            #expect(try reopened.font(id: id)?.bytes == bytes)
        }
    }

    @Test(arguments: StoreBackendKind.underTest) func theTableRefusesWhatIsNotAFontRow(_ backend: StoreBackendKind)
        throws
    {
        try withRepository(backend) { configs, _ throws in
            #expect(throws: ConfigStoreError.self) {
                try configs.saveFont(id: "short", descriptionJSON: "{}", bytes: bytes)
            }
            #expect(throws: ConfigStoreError.self) {
                try configs.saveFont(id: id, descriptionJSON: "not json", bytes: bytes)
            }
            #expect(try configs.font(id: id) == nil)
        }
    }
}
