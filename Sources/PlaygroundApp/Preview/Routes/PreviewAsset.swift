import HTTPCore

/// One encoded preview as the cache keeps it: the bytes, their strong ETag and type.
struct PreviewAsset: Sendable {
    var bytes: [UInt8]
    /// 64-bit FNV-1a of the bytes, quoted (``EntityTag/forContent(_:suffix:)``).
    var entityTag: String
    var contentType: String

    init(bytes: [UInt8], contentType: String) {
        self.bytes = bytes
        self.contentType = contentType
        entityTag = EntityTag.forContent(bytes)
    }

    /// `Cache-Control` for a versioned URL: the version never changes, so a year and `immutable`.
    static let pinnedCacheControl = "public, max-age=31536000, immutable"
    /// `Cache-Control` for the latest version: a minute, then revalidate by ETag.
    static let latestCacheControl = "public, max-age=60"

    /// The 200 response, or 304 when `ifNoneMatch` names this ETag (RFC 9110 §13.1.2).
    func response(ifNoneMatch: String?, pinned: Bool) -> Response {
        var headers: HTTPHeaders = [
            "ETag": entityTag,
            "Cache-Control": pinned ? Self.pinnedCacheControl : Self.latestCacheControl,
        ]
        if let ifNoneMatch, EntityTag.ifNoneMatch(ifNoneMatch, matches: entityTag) {
            return Response(status: .notModified, headers: headers)
        }
        headers.set("Content-Type", contentType)
        return Response(status: .ok, headers: headers, body: bytes)
    }
}

/// What a preview is cached under: one version of one config, drawn one way.
struct PreviewKey: Sendable, Hashable {
    var slug: String
    var version: Int
    var options: PreviewOptions
}
