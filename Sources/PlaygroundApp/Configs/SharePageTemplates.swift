import HTTPServer
import Synchronization

/// The cut `index.html` of the front-end folder, re-cut when the file changes.
///
/// The file is read through `StaticFiles` (the same path rules and cache as `/index.html`: read once,
/// re-`stat`ed at most once a second, reloaded when it changed); the cut is kept per ETag.
final class SharePageTemplates: Sendable {
    private let files: StaticFiles
    private let cut = Mutex<(etag: String, template: SharePageTemplate)?>(nil)

    init(publicDirectory: String) {
        files = StaticFiles(root: publicDirectory)
    }

    /// The current template; ``SharePageTemplate/fallback`` when `index.html` is missing or has no head.
    func current() -> SharePageTemplate {
        guard let (bytes, etag) = files.contents(at: "/index.html") else { return .fallback }
        if let cached = cut.withLock({ $0 }), cached.etag == etag { return cached.template }
        let template = SharePageTemplate(page: bytes) ?? .fallback
        cut.withLock { $0 = (etag, template) }
        return template
    }
}
