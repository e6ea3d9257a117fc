/// Gzip for answers made per request (the JSON API, exported code): the one step every response a
/// handler gives passes through before its head is written (`Connection.writeResponse`), so no route
/// compresses on its own. Static files and fixed documents keep their own cached gzip (`StaticFile`);
/// event streams never pass here and are never compressed (docs/decisions/0002-sse-compression.md).
///
/// A response is a candidate when the server may choose its coding: a status with content (not 206),
/// at least ``minimumBytes`` of JSON or `text/*`, no `Content-Encoding` yet, and no strong `ETag`. A
/// candidate always gets `Vary: Accept-Encoding` (a cache must not give its gzip to a client that did
/// not ask for it, nor its identity body to one that did); it is gzipped when `Accept-Encoding` accepts
/// gzip with a non-zero q-value and the gzip is smaller.
///
/// Why a strong `ETag` keeps a response as it is: RFC 9110 §8.8.3 lets a gzip body share a tag with its
/// identity body only when the tag is weak, and here the dynamic strong tags are config versions
/// (`"3"`) that clients send back in `If-Match`, which compares strongly (§13.1.1): weakening them, as
/// nginx's gzip filter does, would make every edit of a config read through gzip fail. A weak tag is
/// kept as it is (the two codings are semantically the same). docs/decisions/0046-gzip-for-api-answers.md.
public struct ResponseCompression: Sendable, Equatable {
    /// Bodies shorter than this are sent as they are. Default 1 024: under it an answer fits a packet
    /// either way; 1 KB of JSON gzips to about 346 bytes.
    public var minimumBytes: Int
    /// zlib's level, 1–9. Default 2: an 84 KB what-if batch answer becomes 4.9 KB (level 6: 3.7 KB for
    /// 3.7 × the deflating; figures in the decision page).
    public var level: Int32
    /// Whether the step runs at all.
    public var isEnabled: Bool

    public init(minimumBytes: Int = 1024, level: Int32 = 2, isEnabled: Bool = true) {
        self.minimumBytes = minimumBytes
        self.level = level
        self.isEnabled = isEnabled
    }

    /// No compression: every response is sent as the handler gave it.
    public static let off = ResponseCompression(isEnabled: false)

    /// Whether the server chooses this response's coding by the request's `Accept-Encoding`.
    public func isCandidate(_ response: Response) -> Bool {
        guard isEnabled, response.body.count >= minimumBytes, !response.status.forbidsBody,
            response.status.code != 206, !response.headers.contains("Content-Encoding")
        else { return false }
        if let tag = response.headers["ETag"], !tag.hasPrefix("W/") { return false }
        guard let type = response.headers["Content-Type"] else { return false }
        return MIMEType.isJSON(type) || Self.isText(type)
    }

    /// `response` as it goes to a request with these header fields: gzipped, with
    /// `Content-Encoding: gzip`, when it is a candidate, the request's `Accept-Encoding` fields accept
    /// gzip and the gzip is smaller; with `Vary: Accept-Encoding` whenever it is a candidate. A HEAD
    /// request gets the same head as its GET, so its `Content-Length` is the gzip's.
    public func apply(to response: inout Response, requestHeaders: HTTPHeaders) {
        guard isCandidate(response) else { return }
        if !response.headers.hasToken("Accept-Encoding", in: "Vary") && !response.headers.hasToken("*", in: "Vary") {
            response.headers.add("Vary", "Accept-Encoding")
        }
        let acceptEncoding = requestHeaders.values("Accept-Encoding")
        guard !acceptEncoding.isEmpty, ContentCoding.accepts("gzip", header: acceptEncoding.joined(separator: ", "))
        else { return }
        guard let compressed = Gzip.compress(response.body, level: level), compressed.count < response.body.count else {
            return
        }
        response.body = compressed
        response.headers.set("Content-Encoding", "gzip")
    }

    /// `text/…` in any case.
    private static func isText(_ type: String) -> Bool {
        let prefix = "text/".utf8
        return type.utf8.count > prefix.count && ASCII.equalsIgnoringCase(type.utf8.prefix(prefix.count), prefix)
    }
}
