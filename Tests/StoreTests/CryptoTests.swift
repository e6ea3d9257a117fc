import Store
import Synchronization
import Testing

struct CryptoTests {
    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    @Test func sha256MatchesFIPS180Vectors() throws {
        // FIPS 180-4 examples (csrc.nist.gov, SHA256.pdf): "abc" and the empty message.
        #expect(
            hex(try SHA256.hash(Array("abc".utf8)))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(try SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func constantTimeEqualsComparesContentAndLength() {
        #expect(SHA256.constantTimeEquals([1, 2, 3], [1, 2, 3]))
        #expect(!SHA256.constantTimeEquals([1, 2, 3], [1, 2, 4]))
        #expect(!SHA256.constantTimeEquals([1, 2, 3], [1, 2]))
        #expect(SHA256.constantTimeEquals([], []))
    }

    @Test func editTokenIs256BitsOfBase64URL() throws {
        let token = try EditToken.generate(using: .secure)
        // 32 bytes = 256 bits; unpadded base64 needs ceil(32 × 8 / 6) = 43 characters.
        #expect(token.value.count == 43)
        #expect(token.value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        #expect(token.description == "EditToken(redacted)")
        #expect(try EditToken.generate(using: .secure) != token)
        let hash = try EditToken.hash(of: token.value)
        #expect(try EditToken.matches(token.value, storedHash: hash))
        #expect(!(try EditToken.matches(token.value + "x", storedHash: hash)))
    }

    @Test func editTokenEncodingFollowsRFC4648URLAlphabet() {
        // Bytes 0xFB 0xFF 0xBF: bits 111110 111111 111110 111111 → 62 63 62 63 → "-_-_" in the URL alphabet.
        let source = RandomSource { count in
            Array([0xFB, 0xFF, 0xBF].prefix(count)) + Array(repeating: 0, count: max(0, count - 3))
        }
        let token = try? EditToken.generate(using: source)
        // 32 bytes: "-_-_" then 29 zero bytes; 29 zeros and the 3 leading bytes fill 10 whole groups
        // of 3 bytes (40 characters) plus 2 trailing bytes (3 characters): "-_-_" + 39 × "A".
        #expect(token?.value == "-_-_" + String(repeating: "A", count: 39))
    }

    @Test func slugUsesRejectionSamplingOverBase62() throws {
        // Byte b < 248 becomes alphabet[b % 62] of "0-9A-Za-z"; b ≥ 248 is skipped.
        // 0 → "0", 61 → "z", 62 → 0 → "0", 247 = 3 × 62 + 61 → "z", 248 and 255 skipped,
        // 10 → "A", 36 → "a", 123 = 62 + 61 → "z", 100 = 62 + 38 → "c", 9 → "9", 35 → "Z".
        let script: [UInt8] = [0, 61, 62, 247, 248, 255, 10, 36, 123, 100, 9, 35, 1, 1, 1]
        let position = Mutex(0)
        let source = RandomSource { count in
            position.withLock { start in
                defer { start += count }
                return Array(script[start..<(start + count)])
            }
        }
        #expect(try Slug.generate(using: source) == "0z0zAazc9Z")
        #expect(Slug.isWellFormed("0z0zAazc9Z"))
        #expect(!Slug.isWellFormed("0z0zAazc9"))
        #expect(!Slug.isWellFormed("0z0zAazc9-"))
    }

    @Test func secureSlugsAreDistinct() throws {
        var seen = Set<String>()
        for _ in 0..<1000 {
            let slug = try Slug.generate(using: .secure)
            #expect(Slug.isWellFormed(slug))
            seen.insert(slug)
        }
        // 1000 draws from 62^10: collision odds ≈ 1000² / (2 × 8.4e17) ≈ 6e-13.
        #expect(seen.count == 1000)
    }
}
