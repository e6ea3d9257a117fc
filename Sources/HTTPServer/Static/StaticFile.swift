import HTTPCore

/// One file held in memory with its ready-made responses: identity and (for text types) gzip, each
/// with its own strong ETag, and the matching 304 responses.
final class StaticFile: Sendable {
    let size: Int
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int
    let identity: Response
    let identityNotModified: Response
    let gzip: Response?
    let gzipNotModified: Response?

    /// Whether the responses carry `Last-Modified` (and `If-Modified-Since` is honoured): a file's do;
    /// a document made in memory has no date that would change with its content.
    let hasLastModified: Bool

    /// - Parameters:
    ///   - status: the file's size and modification time; nil for bytes made in memory (no
    ///     `Last-Modified`).
    ///   - extraHeaders: fields added to the 200 responses (security headers), not to the 304s.
    init(
        bytes: [UInt8], status: FileSystem.Status?, contentType: String, cacheControl: String,
        extraHeaders: HTTPHeaders = [:], gzipMinimum: Int
    ) {
        size = status?.size ?? bytes.count
        modifiedSeconds = status?.modifiedSeconds ?? 0
        modifiedNanoseconds = status?.modifiedNanoseconds ?? 0
        hasLastModified = status != nil
        let etag = EntityTag.forContent(bytes)
        let compressible = MIMEType.isCompressible(contentType)
        var common: HTTPHeaders = ["Cache-Control": cacheControl]
        if let status { common.add("Last-Modified", HTTPDate.format(secondsSince1970: status.modifiedSeconds)) }
        if compressible { common.add("Vary", "Accept-Encoding") }
        var identityHeaders = common
        identityHeaders.add("ETag", etag)
        identityNotModified = Response(status: .notModified, headers: identityHeaders)
        identityHeaders.add("Content-Type", contentType)
        for field in extraHeaders { identityHeaders.add(field.name, field.value) }
        identity = Response(status: .ok, headers: identityHeaders, body: bytes)
        if compressible, bytes.count >= gzipMinimum, let compressed = Gzip.compress(bytes),
            compressed.count < bytes.count
        {
            var headers = common
            headers.add("ETag", EntityTag.forContent(bytes, suffix: "-gz"))
            gzipNotModified = Response(status: .notModified, headers: headers)
            headers.add("Content-Type", contentType)
            headers.add("Content-Encoding", "gzip")
            for field in extraHeaders { headers.add(field.name, field.value) }
            gzip = Response(status: .ok, headers: headers, body: compressed)
        } else {
            gzip = nil
            gzipNotModified = nil
        }
    }

    /// The variant the client accepts (gzip when it says so), or its 304 when the client's validator
    /// matches (`If-None-Match`, else `If-Modified-Since` for a file).
    func response(for request: Request) -> Response {
        let headers = request.headers
        let useGzip = gzip != nil && ContentCoding.accepts("gzip", header: headers["Accept-Encoding"])
        let response = useGzip ? gzip ?? identity : identity
        let notModified = useGzip ? gzipNotModified ?? identityNotModified : identityNotModified
        if let ifNoneMatch = headers["If-None-Match"] {
            if let tag = response.headers["ETag"], EntityTag.ifNoneMatch(ifNoneMatch, matches: tag) {
                return notModified
            }
        } else if hasLastModified, let since = headers["If-Modified-Since"].flatMap(HTTPDate.parse),
            modifiedSeconds <= since
        {
            return notModified
        }
        return response
    }

    func matches(_ status: FileSystem.Status) -> Bool {
        status.size == size && status.modifiedSeconds == modifiedSeconds
            && status.modifiedNanoseconds == modifiedNanoseconds
    }
}
