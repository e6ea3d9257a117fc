import Dispatch
import Store
import Synchronization
import Testing

struct DatabasePoolTests {
    private func withPool(
        _ configuration: DatabasePool.Configuration = DatabasePool.Configuration(),
        _ body: (DatabasePool) throws -> Void
    ) throws {
        try withTemporaryDirectory { directory throws in
            var migrator = Migrator()
            migrator.register("counter") { (db) throws(DatabaseError) in
                try db.executeScript("CREATE TABLE t(n INTEGER PRIMARY KEY); INSERT INTO t VALUES (1);")
            }
            let pool = try DatabasePool(
                path: directory + "/pool.sqlite", configuration: configuration, migrator: migrator)
            defer { pool.close() }
            try body(pool)
        }
    }

    private static func count(_ db: Database) throws(DatabaseError) -> Int {
        try db.cachedStatement("SELECT count(*) FROM t").fetchOne()?.decode(0, as: Int.self) ?? -1
    }

    @Test func readerHoldingASnapshotDoesNotBlockTheWriter() throws {
        try withPool { pool throws in
            let readerHasSnapshot = Signal()
            let writerCommitted = Signal()
            let readerDone = Signal()
            let seen = Collector<[Int]>()
            try pool.asyncRead({ (db) throws(DatabaseError) -> [Int] in
                let before = try Self.count(db)
                readerHasSnapshot.fire()
                let waited = writerCommitted.wait()
                return [before, try Self.count(db), waited ? 1 : 0]
            }) { result in
                if case .success(let counts) = result { seen.append(counts) }
                readerDone.fire()
            }
            #expect(readerHasSnapshot.wait())
            // The reader's transaction is open; a write must commit without waiting for it.
            let writeDone = Signal()
            try pool.asyncWrite({ (db) throws(DatabaseError) in try db.execute("INSERT INTO t VALUES (2)") }) { _ in
                writeDone.fire()
            }
            #expect(writeDone.wait(seconds: 5))
            writerCommitted.fire()
            #expect(readerDone.wait())
            // Inside its snapshot the reader saw 1 row twice, although 2 were committed meanwhile.
            #expect(seen.all == [[1, 1, 1]])
            #expect(try pool.read { (db) throws(DatabaseError) in try Self.count(db) } == 2)
        }
    }

    @Test func readersSeeOnlyCommittedStateWhileTheWriterIsMidTransaction() throws {
        try withPool { pool throws in
            let inserted = Signal()
            let readersDone = Signal()
            let writeDone = Signal()
            try pool.asyncWrite({ (db) throws(DatabaseError) in
                try db.execute("INSERT INTO t VALUES (2)")
                inserted.fire()
                _ = readersDone.wait()
            }) { _ in writeDone.fire() }
            #expect(inserted.wait())
            let counts = Collector<Int>()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                if let count = try? pool.read({ (db) throws(DatabaseError) in try Self.count(db) }) {
                    counts.append(count)
                }
            }
            readersDone.fire()
            #expect(writeDone.wait())
            #expect(counts.all == [1, 1, 1, 1])
            #expect(try pool.read { (db) throws(DatabaseError) in try Self.count(db) } == 2)
        }
    }

    @Test func concurrentReadersAlwaysSeeAConsistentGrowingState() throws {
        try withPool(DatabasePool.Configuration(readerCount: 3)) { pool throws in
            let writes = 200
            let writerFinished = Mutex(false)
            let violations = Collector<String>()
            let readerGroup = DispatchGroup()
            for reader in 0..<3 {
                readerGroup.enter()
                DispatchQueue.global().async {
                    defer { readerGroup.leave() }
                    var last = 0
                    while !writerFinished.withLock({ $0 }) {
                        // Rows are 1...n in every committed state, so count == max(n).
                        let pair = try? pool.read { (db) throws(DatabaseError) -> [Int] in
                            let row = try db.cachedStatement("SELECT count(*), max(n) FROM t").fetchOne()
                            return [try row?.decode(0, as: Int.self) ?? -1, try row?.decode(1, as: Int.self) ?? -2]
                        }
                        guard let pair else { continue }
                        if pair[0] != pair[1] { violations.append("reader \(reader) saw \(pair)") }
                        if pair[0] < last { violations.append("reader \(reader) went back from \(last) to \(pair[0])") }
                        last = pair[0]
                    }
                }
            }
            for n in 2...(writes + 1) {
                try pool.write { (db) throws(DatabaseError) in try db.execute("INSERT INTO t VALUES (?)", [n]) }
            }
            writerFinished.withLock { $0 = true }
            #expect(readerGroup.wait(timeout: .now() + 30) == .success)
            #expect(violations.all == [])
            #expect(try pool.read { (db) throws(DatabaseError) in try Self.count(db) } == writes + 1)
        }
    }

    @Test func readsCannotWrite() throws {
        try withPool { pool throws in
            let error = try #require(throws: DatabaseError.self) {
                try pool.read { (db) throws(DatabaseError) in try db.execute("INSERT INTO t VALUES (9)") }
            }
            #expect(error.resultCode == .SQLITE_READONLY)
        }
    }

    @Test func failedWriteRollsBackTheWholeJob() throws {
        try withPool { pool throws in
            let error = try #require(throws: DatabaseError.self) {
                try pool.write { (db) throws(DatabaseError) in
                    try db.execute("INSERT INTO t VALUES (2)")
                    try db.execute("INSERT INTO t VALUES (1)")
                }
            }
            #expect(error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY)
            #expect(try pool.read { (db) throws(DatabaseError) in try Self.count(db) } == 1)
        }
    }

    @Test func fullWriterQueueRefusesAtOnce() throws {
        try withPool(DatabasePool.Configuration(writerQueueCapacity: 2)) { pool throws in
            let started = Signal()
            let release = Signal()
            let completions = Collector<Int>()
            try pool.asyncWrite({ (_) throws(DatabaseError) in
                started.fire()
                _ = release.wait()
            }) { _ in completions.append(0) }
            #expect(started.wait())
            // The first job is running, off the queue; two more fill the queue of capacity 2.
            for job in 1...2 {
                try pool.asyncWrite({ (db) throws(DatabaseError) in
                    try db.execute("INSERT INTO t VALUES (?)", [job + 1])
                }) {
                    _ in completions.append(job)
                }
            }
            #expect(pool.pendingWriteCount == 2)
            let error = try #require(throws: DatabaseError.self) {
                try pool.asyncWrite({ (_) throws(DatabaseError) in }) { _ in completions.append(99) }
            }
            #expect(error.resultCode == .SQLITE_BUSY)
            #expect(error.message.contains("writer queue is full (2 jobs waiting)"))
            release.fire()
            #expect(try pool.read { (db) throws(DatabaseError) in try Self.count(db) } >= 1)
            pool.close()
            #expect(completions.all.sorted() == [0, 1, 2])
        }
    }

    @Test func closeDrainsQueuedWorkThenRefuses() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/pool.sqlite"
            var migrator = Migrator()
            migrator.register("t") { (db) throws(DatabaseError) in try db.execute("CREATE TABLE t(n INTEGER)") }
            let pool = try DatabasePool(path: path, migrator: migrator)
            let completed = Collector<Int>()
            for n in 0..<50 {
                try pool.asyncWrite({ (db) throws(DatabaseError) in try db.execute("INSERT INTO t VALUES (?)", [n]) }) {
                    result in if case .success = result { completed.append(n) }
                }
            }
            pool.close()
            pool.close()
            #expect(completed.all.count == 50)
            let error = try #require(throws: DatabaseError.self) {
                try pool.write { (db) throws(DatabaseError) in try db.execute("INSERT INTO t VALUES (0)") }
            }
            #expect(error.extendedResultCode == .SQLITE_MISUSE)
            // Reopening the file: every acknowledged write is there.
            let reopened = try Database(path: path)
            #expect(try reopened.fetchOne("SELECT count(*) FROM t")?.decode(0, as: Int.self) == 50)
        }
    }

    @Test func migrationFailureStopsTheThreadsAndThrows() throws {
        try withTemporaryDirectory { directory throws in
            var migrator = Migrator()
            migrator.register("broken") { (db) throws(DatabaseError) in try db.execute("CREATE TABLE") }
            let error = try #require(throws: DatabaseError.self) {
                try DatabasePool(path: directory + "/pool.sqlite", migrator: migrator)
            }
            #expect(error.sql == "CREATE TABLE")
        }
    }
}
