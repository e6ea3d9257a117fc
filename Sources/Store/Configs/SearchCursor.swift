/// The position after the last item of a search page: the item's creation time and slug.
///
/// Results are ordered by `(created_at DESC, slug DESC)`, a total order because slugs are unique, so
/// "everything strictly after this pair" is a stable keyset: paging visits every config that
/// existed when paging started exactly once, whatever is created meanwhile. On the wire it is
/// opaque, unpadded base64url of `"<milliseconds>.<slug>"`.
struct SearchCursor: Sendable, Equatable {
    var createdAt: Timestamp
    var slug: String

    /// The wire form.
    var encoded: String {
        Base64URL.encode(Array("\(createdAt.millisecondsSince1970).\(slug)".utf8))
    }

    /// Decodes the wire form, or nil when `text` is not a cursor this store made.
    init?(encoded text: String) {
        guard text.utf8.count <= 64, let bytes = Base64URL.decode(text) else { return nil }
        let parts = String(decoding: bytes, as: UTF8.self).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let milliseconds = Int64(parts[0]), Slug.isWellFormed(String(parts[1])) else {
            return nil
        }
        self.init(createdAt: Timestamp(millisecondsSince1970: milliseconds), slug: String(parts[1]))
    }

    init(createdAt: Timestamp, slug: String) {
        self.createdAt = createdAt
        self.slug = slug
    }
}
