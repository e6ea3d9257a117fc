/// A client's name for one save (`Idempotency-Key`), sent again when the save is retried: a create or
/// fork with a key saves once, and a retry gets the same config back
/// (docs/decisions/0027-saves-with-a-key-save-once.md).
///
/// The config's edit token is derived from the key, so the answer to a retry can carry the token again
/// although the store keeps only the token's hash. That makes the key exactly as secret as the token:
/// clients make it random (the page uses 16 random bytes) and keep it to themselves.
public struct IdempotencyKey: Sendable, Hashable, CustomStringConvertible {
    /// How long a key may be, in characters (printable ASCII, no spaces): at least a 64-bit random value
    /// in hex, at most what a header line comfortably holds.
    public static let lengths = 16...255

    /// The key as the client sent it.
    public let value: String

    /// The key in `text`, or nil when `text` is not 16–255 printable ASCII characters without spaces.
    public init?(_ text: String) {
        guard Self.lengths.contains(text.utf8.count), text.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return nil
        }
        value = text
    }

    /// The edit token of the config this key saves: SHA-256 of a fixed prefix and the key, in base64url
    /// (43 characters, the shape of a generated token).
    public func editToken() throws(CryptoError) -> EditToken {
        EditToken(value: Base64URL.encode(try SHA256.hash(Array(("pager-playground edit token\n" + value).utf8))))
    }

    public var description: String { "IdempotencyKey(redacted)" }
}
