import HTTPCore
import Store
import Testing

@testable import PlaygroundApp

struct ConfigStoreErrorHTTPTests {
    @Test func everyStoreErrorHasItsStatus() {
        let busy = DatabaseError(resultCode: .SQLITE_BUSY, message: "database is locked", function: "sqlite3_step")
        let io = DatabaseError(resultCode: .SQLITE_IOERR, message: "disk I/O error", function: "sqlite3_step")
        let lost = PostgresError(message: "server closed the connection unexpectedly", function: "PQexecParams")
        let refused = PostgresError(message: "Connection refused", function: "PQreset")
        let shuttingDown = PostgresError(sqlState: "57P01", message: "terminating connection", function: "PQexec")
        let unique = PostgresError(sqlState: "23505", message: "duplicate key", function: "PQexecParams")
        let unreadable = PostgresError(message: "column x has type OID 600", function: "PostgresValues.rows")
        let cases: [(ConfigStoreError, Int, String)] = [
            (.notFound(slug: "AAAAAAAAAA"), 404, "not-found"),
            (.versionNotFound(slug: "AAAAAAAAAA", version: 3), 404, "not-found"),
            (.wrongToken(slug: "AAAAAAAAAA"), 403, "forbidden"),
            (.versionConflict(slug: "AAAAAAAAAA", expected: 1, current: 2), 412, "version-conflict"),
            (.invalidArgument(name: "cursor", message: "not a cursor"), 400, "bad-request"),
            (.overloaded(queue: "writer", capacity: 1024), 503, "unavailable"),
            (.closed, 503, "unavailable"),
            (.database(busy), 503, "unavailable"),
            (.database(io), 500, "internal-error"),
            (.postgres(lost), 503, "unavailable"),
            (.postgres(refused), 503, "unavailable"),
            (.postgres(shuttingDown), 503, "unavailable"),
            (.postgres(unique), 500, "internal-error"),
            (.postgres(unreadable), 500, "internal-error"),
        ]
        for (error, status, code) in cases {
            #expect(error.httpError.status.code == status, "\(error)")
            #expect(error.httpError.code == code, "\(error)")
        }
        #expect(ConfigStoreError.overloaded(queue: "writer", capacity: 1).httpError.headers["Retry-After"] == "1")
        #expect(
            ConfigStoreError.versionConflict(slug: "s", expected: 4, current: 7).httpError.headers["ETag"] == "\"7\"")
        #expect(
            ConfigStoreError.invalidArgument(name: "limit", message: "m").httpError.details
                == [HTTPError.Detail(pointer: "/limit", message: "m")])
    }
}
