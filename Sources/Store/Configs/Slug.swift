/// Public identifiers of saved configs: 10 characters of base62 drawn from a CSPRNG.
///
/// 62^10 ≈ 8.4 × 10^17 (59.5 bits), so slugs cannot be enumerated or guessed, and a collision is
/// rare enough that one retry almost always suffices. Characters are drawn by rejection sampling
/// (bytes ≥ 248 = 4 × 62 are discarded), so every character is uniform: `byte % 62` without the
/// rejection would favour the first 8 characters.
public enum Slug {
    /// Characters in a slug.
    public static let length = 10
    private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
    private static let acceptedBelow: UInt8 = 248

    /// A fresh slug from `random`.
    public static func generate(using random: RandomSource) throws(CryptoError) -> String {
        var characters: [UInt8] = []
        characters.reserveCapacity(length)
        while characters.count < length {
            for byte in try random.bytes(length - characters.count + 2) where byte < acceptedBelow {
                characters.append(alphabet[Int(byte % 62)])
                if characters.count == length { break }
            }
        }
        return String(decoding: characters, as: UTF8.self)
    }

    /// Whether `text` has a slug's shape (routes can answer 404 without a query when it has not).
    public static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == length && text.utf8.allSatisfy { alphabet.contains($0) }
    }
}
