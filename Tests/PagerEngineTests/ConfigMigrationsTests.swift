import Testing

@testable import PagerEngine

struct ConfigMigrationsTests {
    /// A made-up history: version 1 called the spacing `bar.spacing`, version 2 renamed it.
    private let renameSpacing = ConfigMigration(from: 1) { document in
        var document = document
        if var bar = document["bar"]?.objectValue, let spacing = bar["spacing"] {
            bar["spacing"] = nil
            bar["interButtonSpacing"] = spacing
            document["bar"] = .object(bar)
        }
        return document
    }

    private var resolver: ConfigResolver {
        ConfigResolver(migrations: ConfigMigrations(current: 2, steps: [renameSpacing]))
    }

    @Test func oldDocumentsAreMigratedBeforeValidation() throws {
        let config = try resolver.resolve(["schemaVersion": 1, "bar": ["spacing": 10]])
        #expect(config.bar.interButtonSpacing == 10)
    }

    @Test func aMissingVersionMeansVersionOne() throws {
        #expect(try resolver.resolve(["bar": ["spacing": 10]]).bar.interButtonSpacing == 10)
    }

    @Test func currentDocumentsAreLeftAlone() throws {
        #expect(
            try resolver.resolve(["schemaVersion": 2, "bar": ["interButtonSpacing": 12]]).bar.interButtonSpacing == 12)
        #expect(throws: ConfigProblems.self) { try resolver.resolve(["schemaVersion": 2, "bar": ["spacing": 10]]) }
    }

    @Test func upgradeWritesTheCurrentVersion() throws {
        let upgraded = try ConfigMigrations(current: 2, steps: [renameSpacing]).upgrade(["bar": ["spacing": 3]]).get()
        #expect(JSONValue.object(upgraded) == ["bar": ["interButtonSpacing": 3], "schemaVersion": 2])
    }

    @Test func newerVersionsAreRefused() {
        do throws(ConfigProblems) {
            _ = try resolver.resolve(["schemaVersion": 3])
            Issue.record("accepted version 3")
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "/schemaVersion: this config was written for schema version 3, newer than this server understands (2)"
                ])
        }
    }

    @Test func theStandardStepsCoverEveryOlderVersion() {
        let standard = ConfigMigrations.standard
        #expect(standard.current == PagerConfig.schemaVersion)
        #expect(standard.steps.map(\.from) == Array(1..<standard.current))
    }
}
