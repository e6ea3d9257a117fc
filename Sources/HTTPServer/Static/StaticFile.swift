import HTTPCore
import Synchronization

/// One file held in memory with its ready-made responses: identity and (for compressible types) gzip,
/// each with its own strong ETag, and the matching 304 responses.
final class StaticFile: Sendable {
    /// The gzip variant and its 304.
    private struct Gzipped: Sendable {
        let ok: Response
        let notModified: Response
    }

    /// Bodies at least this large are gzipped on a thread of their own once the file is made, and served
    /// as they are until then: the built-in fonts (about 3 MB at level 9) took 150 ms of a 190 ms cold
    /// start when they were compressed before the server listened (docs/decisions/0009-cold-start.md).
    static let backgroundGzipMinimum = 64 * 1024

    let size: Int
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int
    let identity: Response
    let identityNotModified: Response
    private let gzipped: Mutex<Gzipped?>

    /// Whether the responses carry `Last-Modified` (and `If-Modified-Since` is honoured): a file's do;
    /// a document made in memory has no date that would change with its content.
    let hasLastModified: Bool

    /// - Parameters:
    ///   - status: the file's size and modification time; nil for bytes made in memory (no
    ///     `Last-Modified`).
    ///   - extraHeaders: fields added to the 200 responses (security headers), not to the 304s.
    ///   - gzipTurns: the files whose background gzips take turns with this one's (the server's fonts).
    init(
        bytes: [UInt8], status: FileSystem.Status?, contentType: String, cacheControl: String,
        extraHeaders: HTTPHeaders = [:], gzipMinimum: Int, gzipTurns: GzipTurns = GzipTurns()
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
        let later = compressible && bytes.count >= Self.backgroundGzipMinimum
        let make: @Sendable () -> Gzipped? = { [common] in
            Self.gzipped(bytes, common: common, contentType: contentType, extraHeaders: extraHeaders)
        }
        gzipped = Mutex(compressible && bytes.count >= gzipMinimum && !later ? make() : nil)
        if later {
            gzipTurns.run { [self] in
                let variant = make()
                gzipped.withLock { $0 = variant }
            }
        }
    }

    /// The gzip variant of `bytes`, or nil when it would not be smaller.
    private static func gzipped(
        _ bytes: [UInt8], common: HTTPHeaders, contentType: String, extraHeaders: HTTPHeaders
    ) -> Gzipped? {
        guard let compressed = Gzip.compress(bytes), compressed.count < bytes.count else { return nil }
        var headers = common
        headers.add("ETag", EntityTag.forContent(bytes, suffix: "-gz"))
        let notModified = Response(status: .notModified, headers: headers)
        headers.add("Content-Type", contentType)
        headers.add("Content-Encoding", "gzip")
        for field in extraHeaders { headers.add(field.name, field.value) }
        return Gzipped(ok: Response(status: .ok, headers: headers, body: compressed), notModified: notModified)
    }

    /// The variant the client accepts (gzip when it says so), or its 304 when the client's validator
    /// matches (`If-None-Match`, else `If-Modified-Since` for a file).
    func response(for request: Request) -> Response {
        let headers = request.headers
        let variant = gzipped.withLock { $0 }
        let useGzip = variant != nil && ContentCoding.accepts("gzip", header: headers["Accept-Encoding"])
        let response = useGzip ? variant?.ok ?? identity : identity
        let notModified = useGzip ? variant?.notModified ?? identityNotModified : identityNotModified
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
