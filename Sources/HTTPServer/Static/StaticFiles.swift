import HTTPCore
import Synchronization

/// Serves the files of one folder: MIME types, strong ETags with `If-None-Match` → 304,
/// `Last-Modified` with `If-Modified-Since`, `Cache-Control`, gzip compressed once and cached, HEAD
/// (by the server), and no way out of the folder.
///
/// ```swift
/// let files = StaticFiles(root: "Public")
/// router.get("/{path...}") { request in files.respond(to: request) }
/// ```
///
/// # Paths
/// The request path goes through ``StaticPath/resolve(_:)`` (no `..`, `%2e%2e`, `%2f`, `\`, NUL,
/// hidden names or empty segments), and the file's canonical path must lie inside the folder's, so a
/// symbolic link cannot lead out either. A directory is never listed: `/dir/` serves
/// `dir/index.html` and `/dir` redirects to `/dir/` when that file exists; otherwise 404.
///
/// # Cache
/// Files are read whole into memory on first use and kept (up to `maxCachedFileBytes` each), with
/// their compressed form; a cached file is checked with `stat` at most once per `revalidateAfter`, and
/// reloaded when its size or modification time changed. Reads happen on the calling loop: this is
/// for a small folder of front-end files, not for large downloads.
public final class StaticFiles: Sendable {
    public struct Options: Sendable {
        /// `Cache-Control` for every file. Default `no-cache` (the browser revalidates with the ETag).
        public var cacheControl: String
        /// How long a cached file is trusted before its `stat` is checked again. Default 1 s.
        public var revalidateAfter: Duration
        /// Larger files are refused with 404. Default 16 MiB.
        public var maxFileBytes: Int
        /// Text files smaller than this are not compressed. Default 256 bytes.
        public var gzipMinimumBytes: Int
        /// Added to every file's 200 response. Default none (`nosniff` is on every response already).
        public var headers: HTTPHeaders
        /// Added to HTML files' 200 responses instead of ``headers``. Default ``SecurityHeaders/htmlPage``
        /// (the strict Content-Security-Policy and `Referrer-Policy`).
        public var htmlHeaders: HTTPHeaders

        public init(
            cacheControl: String = "no-cache", revalidateAfter: Duration = .seconds(1),
            maxFileBytes: Int = 16 * 1024 * 1024, gzipMinimumBytes: Int = 256,
            headers: HTTPHeaders = [:], htmlHeaders: HTTPHeaders = SecurityHeaders.htmlPage
        ) {
            self.cacheControl = cacheControl
            self.revalidateAfter = revalidateAfter
            self.maxFileBytes = maxFileBytes
            self.gzipMinimumBytes = gzipMinimumBytes
            self.headers = headers
            self.htmlHeaders = htmlHeaders
        }
    }

    private struct Slot {
        var file: StaticFile
        var checkedAt: Deadline
        var path: String
    }

    /// The folder as configured; its canonical path is taken when a file is first loaded, so a folder
    /// created after start-up works too.
    public let root: String
    public let options: Options
    private let cache = Mutex<[String: Slot]>([:])
    private static let maxCacheKeys = 4096

    public init(root: String, options: Options = Options()) {
        self.root = root
        self.options = options
    }

    /// Answers a GET or HEAD for the request's own path.
    public func respond(to request: Request) -> Response {
        respond(to: request, path: request.path)
    }

    /// Answers a GET or HEAD for `path` (percent-encoded, starting with `/`) inside the folder.
    public func respond(to request: Request, path: Substring) -> Response {
        switch cachedFile(path) {
        case .file(let file, _): file.response(for: request)
        case .answer(let response): response
        }
    }

    /// The content of the file at `path` (as for ``respond(to:path:)``) from the same cache, with its
    /// strong ETag, which changes whenever the content does; nil when there is no such file.
    ///
    /// For routes that build a page from a file (share pages fill `Public/index.html`'s head).
    public func contents(at path: Substring) -> (bytes: [UInt8], etag: String)? {
        guard case .file(let file, _) = cachedFile(path) else { return nil }
        return (file.identity.body, file.identity.headers["ETag"] ?? "")
    }

    /// The cached file for `path`, revalidated or loaded as needed, or the response that refuses it.
    private func cachedFile(_ path: Substring) -> Loaded {
        let key = String(path)
        let now = Deadline.now()
        let cached = cache.withLock { $0[key] }
        if let cached, now - cached.checkedAt < options.revalidateAfter {
            return .file(cached.file, path: cached.path)
        }
        let loaded = load(path: path, cached: cached)
        switch loaded {
        case .file(let file, let filePath):
            cache.withLock { slots in
                if slots[key] != nil || slots.count < Self.maxCacheKeys {
                    slots[key] = Slot(file: file, checkedAt: now, path: filePath)
                }
            }
        case .answer:
            cache.withLock { _ = $0.removeValue(forKey: key) }
        }
        return loaded
    }

    private enum Loaded {
        case file(StaticFile, path: String)
        case answer(Response)
    }

    private func load(path: Substring, cached: Slot?) -> Loaded {
        let resolved: StaticPath.Resolved
        switch StaticPath.resolve(path) {
        case .success(let value): resolved = value
        case .failure(.malformedEscape):
            return .answer(HTTPError.badRequest("Malformed percent-encoding in the path.").response)
        case .failure(.forbidden): return .answer(HTTPError.notFound().response)
        }
        guard let base = FileSystem.canonical(root) else { return .answer(HTTPError.notFound().response) }
        let filePath = resolved.relativePath.isEmpty ? base : base + "/" + resolved.relativePath
        guard let status = FileSystem.status(filePath) else { return .answer(HTTPError.notFound().response) }
        if status.isDirectory {
            if !resolved.isDirectory, FileSystem.status(filePath + "/index.html")?.isRegular == true {
                return .answer(.redirect(to: String(path) + "/", status: .movedPermanently))
            }
            return .answer(HTTPError.notFound().response)
        }
        guard status.isRegular, status.size <= options.maxFileBytes else {
            return .answer(HTTPError.notFound().response)
        }
        if let cached, cached.path == filePath, cached.file.matches(status) {
            return .file(cached.file, path: filePath)
        }
        guard let canonical = FileSystem.canonical(filePath), canonical.hasPrefix(base + "/") else {
            return .answer(HTTPError.notFound().response)
        }
        guard let bytes = try? FileSystem.read(canonical, limit: options.maxFileBytes) else {
            return .answer(HTTPError.notFound().response)
        }
        let contentType = MIMEType.forPath(resolved.relativePath)
        let file = StaticFile(
            bytes: bytes, status: status, contentType: contentType, cacheControl: options.cacheControl,
            extraHeaders: SecurityHeaders.isHTML(contentType) ? options.htmlHeaders : options.headers,
            gzipMinimum: options.gzipMinimumBytes)
        return .file(file, path: filePath)
    }
}
