import Store
import Testing

struct ConfigRepositoryOptionalVersionTests {
    /// Reads `slug` at `version` (nil: latest) through the completion API and waits for the answer.
    private func read(_ configs: ConfigRepository, _ slug: String, _ version: Int?) throws -> Result<
        StoredConfig, ConfigStoreError
    > {
        let signal = Signal()
        let results = Collector<Result<StoredConfig, ConfigStoreError>>()
        try configs.config(slug: slug, version: version) { result in
            results.append(result)
            signal.fire()
        }
        #expect(signal.wait())
        return try #require(results.all.first)
    }

    @Test(arguments: StoreBackendKind.underTest) func nilVersionReadsTheLatestAndANumberPinsIt(
        _ backend: StoreBackendKind
    ) throws {
        try withRepository(backend) { configs, _ throws in
            let created = try configs.create(name: "One", configJSON: #"{"a":1}"#, schemaVersion: 1)
            _ = try configs.update(
                slug: created.slug, token: created.editToken.value, expectedVersion: 1, name: "Two",
                configJSON: #"{"a":2}"#, schemaVersion: 1)
            #expect(try read(configs, created.slug, nil).get().name == "Two")
            #expect(try read(configs, created.slug, 1).get().name == "One")
            #expect(
                try read(configs, created.slug, 3).mapError { $0 }
                    == .failure(.versionNotFound(slug: created.slug, version: 3)))
        }
    }
}
