import Dispatch
import Store
import Testing

struct ConfigRepositoryDurabilityTests {
    private struct Saved: Sendable {
        var slug: String
        var token: String
        var json: String
    }

    @Test(arguments: StoreBackendKind.underTest)
    func savesFromManyThreadsAreAllThereAfterReopening(_ backend: StoreBackendKind) throws {
        try withStore(backend) { store throws in
            let threads = 6
            let perThread = 40
            let saved = Collector<Saved>()
            let failures = Collector<String>()
            do {
                let configs = try store.open()
                // Half the threads use the blocking API, half the completion API.
                let group = DispatchGroup()
                DispatchQueue.concurrentPerform(iterations: threads) { thread in
                    for index in 0..<perThread {
                        let json = #"{"thread":\#(thread),"index":\#(index)}"#
                        let name = "t\(thread) #\(index)"
                        if thread % 2 == 0 {
                            do {
                                let created = try configs.create(name: name, configJSON: json, schemaVersion: 1)
                                saved.append(Saved(slug: created.slug, token: created.editToken.value, json: json))
                            } catch {
                                failures.append("\(error)")
                            }
                        } else {
                            group.enter()
                            do {
                                try configs.create(name: name, configJSON: json, schemaVersion: 1) { result in
                                    switch result {
                                    case .success(let created):
                                        saved.append(
                                            Saved(slug: created.slug, token: created.editToken.value, json: json))
                                    case .failure(let error):
                                        failures.append("\(error)")
                                    }
                                    group.leave()
                                }
                            } catch {
                                failures.append("\(error)")
                                group.leave()
                            }
                        }
                    }
                }
                #expect(group.wait(timeout: .now() + 60) == .success)
                configs.close()
            }
            #expect(failures.all == [])
            // 6 threads × 40 saves = 240 acknowledged saves.
            #expect(saved.all.count == 240)

            let reopened = try store.open()
            defer { reopened.close() }
            for save in saved.all {
                #expect(try reopened.latest(slug: save.slug).configJSON == save.json)
            }
            var total = 0
            var cursor: String?
            repeat {
                let page = try reopened.search(query: "", limit: 100, cursor: cursor)
                total += page.items.count
                cursor = page.nextCursor
            } while cursor != nil
            #expect(total == 240)
            // The stored hashes still accept the tokens handed out before the restart.
            let first = try #require(saved.all.first)
            let update = try reopened.update(
                slug: first.slug, token: first.token, expectedVersion: 1, name: "after restart", configJSON: first.json,
                schemaVersion: 1)
            #expect(update.number == 2)
        }
    }

    /// Editors on two repositories over one store (two server instances on one PostgreSQL database, or
    /// two pools on one SQLite file) take turns without losing or failing an update: each update checks
    /// and writes under a lock the other repository respects.
    @Test(arguments: StoreBackendKind.underTest)
    func concurrentEditorsOnTwoRepositoriesLoseNoUpdate(_ backend: StoreBackendKind) throws {
        try withRepository(backend) { configs, store throws in
            let other = try store.open()
            defer { other.close() }
            let created = try configs.create(name: "Shared", configJSON: "{}", schemaVersion: 1)
            let editors = 4
            let editsEach = 10
            let conflicts = Collector<Int>()
            let failures = Collector<String>()
            DispatchQueue.concurrentPerform(iterations: editors) { editor in
                let configs = editor % 2 == 0 ? configs : other
                var done = 0
                while done < editsEach {
                    do throws(ConfigStoreError) {
                        let current = try configs.latest(slug: created.slug)
                        _ = try configs.update(
                            slug: created.slug, token: created.editToken.value, expectedVersion: current.version,
                            name: "editor \(editor) edit \(done)", configJSON: #"{"editor":\#(editor)}"#,
                            schemaVersion: 1)
                        done += 1
                    } catch .versionConflict {
                        conflicts.append(editor)
                    } catch {
                        failures.append("\(error)")
                        return
                    }
                }
            }
            #expect(failures.all == [])
            // 1 + 4 editors × 10 successful edits = 41 versions, numbered without gaps.
            let history = try configs.versions(slug: created.slug)
            #expect(history.map(\.number) == Array(1...41))
            for editor in 0..<editors {
                #expect(history.filter { $0.name.hasPrefix("editor \(editor) ") }.count == editsEach)
            }
        }
    }

    @Test(arguments: StoreBackendKind.underTest)
    func overloadAndCloseAreReportedAtSubmission(_ backend: StoreBackendKind) throws {
        try withStore(backend) { store throws in
            let configs = try store.open(writerQueueCapacity: 1)
            let started = Signal()
            let release = Signal()
            try configs.backend.asyncWrite({ (_) throws(ConfigStoreError) in
                started.fire()
                _ = release.wait()
            }) { _ in }
            #expect(started.wait())
            try configs.create(name: "queued", configJSON: "{}", schemaVersion: 1) { _ in }
            #expect(throws: ConfigStoreError.overloaded(queue: "writer", capacity: 1)) {
                try configs.create(name: "refused", configJSON: "{}", schemaVersion: 1) { _ in }
            }
            release.fire()
            configs.close()
            #expect(throws: ConfigStoreError.closed) { try configs.latest(slug: "0123456789") }
        }
    }
}
