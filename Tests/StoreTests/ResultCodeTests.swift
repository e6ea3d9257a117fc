import Store
import Testing

struct ResultCodeTests {
    @Test func extendedCodeCarriesItsPrimaryInTheLowByte() {
        // SQLITE_CONSTRAINT_UNIQUE = SQLITE_CONSTRAINT | (8 << 8) = 19 + 2048 = 2067 (sqlite.org/rescode.html).
        #expect(ResultCode.SQLITE_CONSTRAINT_UNIQUE.rawValue == 2067)
        #expect(ResultCode.SQLITE_CONSTRAINT_UNIQUE.primaryResultCode == .SQLITE_CONSTRAINT)
        // SQLITE_BUSY_SNAPSHOT = 5 | (2 << 8) = 517.
        #expect(ResultCode.SQLITE_BUSY_SNAPSHOT.rawValue == 517)
        #expect(ResultCode.SQLITE_CONSTRAINT.isPrimary)
        #expect(!ResultCode.SQLITE_CONSTRAINT_FOREIGNKEY.isPrimary)
    }

    @Test func primaryPatternMatchesTheFamilyExtendedPatternOnlyItself() {
        let unique = DatabaseError(resultCode: .SQLITE_CONSTRAINT_UNIQUE, message: "m", function: "f")
        #expect(ResultCode.SQLITE_CONSTRAINT ~= unique)
        #expect(ResultCode.SQLITE_CONSTRAINT_UNIQUE ~= unique)
        #expect(!(ResultCode.SQLITE_CONSTRAINT_NOTNULL ~= unique))
        #expect(!(ResultCode.SQLITE_BUSY ~= unique))
        let other: any Error = CryptoError(function: "RAND_bytes", code: 0)
        #expect(!(ResultCode.SQLITE_CONSTRAINT ~= other))
    }

    @Test func catchClausesMatchByCode() {
        func fail() throws(DatabaseError) {
            throw DatabaseError(
                resultCode: .SQLITE_BUSY_TIMEOUT, message: "database is locked", function: "sqlite3_step")
        }
        var matched = "none"
        do {
            try fail()
        } catch ResultCode.SQLITE_CONSTRAINT {
            matched = "constraint"
        } catch ResultCode.SQLITE_BUSY {
            matched = "busy"
        } catch {
            matched = "other"
        }
        #expect(matched == "busy")
    }

    @Test func descriptionUsesSQLitesExplanation() {
        // sqlite3_errstr(5) is "database is locked".
        #expect(ResultCode.SQLITE_BUSY.description == "5 (database is locked)")
    }
}
