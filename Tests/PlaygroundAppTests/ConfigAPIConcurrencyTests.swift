import Dispatch
import Foundation
import Synchronization
import Testing

@testable import PlaygroundApp
@testable import Store

struct ConfigAPIConcurrencyTests {
    @Test func ofTwoUpdatesFromTheSameVersionExactlyOneWins() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(name: "Contested")
            for version in 1...8 {
                let statuses = Mutex<[Int]>([])
                DispatchQueue.concurrentPerform(iterations: 2) { writer in
                    let status =
                        (try? server.request(
                            "PUT", "/api/configs/\(created.slug)",
                            headers: [("Authorization", "Bearer \(created.token)"), ("If-Match", "\"\(version)\"")],
                            json: #"{"name":"round \#(version) writer \#(writer)","config":{}}"#
                        ).status) ?? 0
                    statuses.withLock { $0.append(status) }
                }
                #expect(statuses.withLock { $0.sorted() } == [200, 412], "round \(version)")
            }
            // Eight rounds, one winner each: versions 2 … 9.
            let latest = try server.request("GET", "/api/configs/\(created.slug)").json()
            #expect(latest["version"] == 9)
            #expect(latest["name"]?.stringValue?.hasPrefix("round 8 writer") == true)
        }
    }

    @Test func editTokensNeverReachTheDatabaseFile() throws {
        try LiveServer.withConfigs { server in
            var tokens: [String] = []
            for index in 0..<4 {
                let created = try server.createConfig(name: "Secret holder \(index)")
                tokens.append(created.token)
                let update = try server.request(
                    "PUT", "/api/configs/\(created.slug)",
                    headers: [("Authorization", "Bearer \(created.token)"), ("If-Match", "\"1\"")],
                    json: #"{"name":"Secret holder \#(index) v2","config":{}}"#)
                #expect(update.status == 200)
                let fork = try server.request("POST", "/api/configs/\(created.slug)/fork", json: #"{"name":"f"}"#)
                tokens.append(try #require(try fork.json()["editToken"]?.stringValue))
            }
            let path = server.databasePath
            let files = [path, path + "-wal"].compactMap { FileManager.default.contents(atPath: $0) }
            #expect(files.count == 2, "the database and its WAL are both there while the server runs")
            let stored = files.reduce(Data(), +)
            // The right files: the saved names are in them.
            #expect(stored.range(of: Data("Secret holder 3 v2".utf8)) != nil)
            for token in tokens {
                #expect(stored.range(of: Data(token.utf8)) == nil)
                let raw = try #require(Base64URL.decode(token))
                #expect(raw.count == 32)
                #expect(stored.range(of: Data(raw)) == nil)
                // What is stored instead: SHA-256 of the token's text.
                #expect(stored.range(of: Data(try EditToken.hash(of: token))) != nil)
            }
        }
    }
}
