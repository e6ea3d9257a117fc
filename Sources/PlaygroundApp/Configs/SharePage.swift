import PagerEngine
import Store

/// What a share page says about a saved config: the `<title>` and the Open Graph tags
/// (https://ogp.org) that link previews show. Every user-written string is HTML-escaped here.
struct SharePage: Sendable, Equatable {
    /// Plain text; escaped when written.
    var title: String
    var ogTitle: String
    var description: String
    /// Absolute when the base URL is known, else a path.
    var url: String
    var imageURL: String
    /// An unlisted config's page asks search engines not to index it (its link still previews in chats).
    var unlisted = false

    static let siteName = "Pager Playground"

    /// The page for `saved`; `pinnedVersion` is set for `/c/{slug}/v/{n}`.
    init(saved: SavedConfig, document: JSONValue?, pinnedVersion: Int?, baseURL: String) {
        let stored = saved.stored
        let path =
            pinnedVersion.map { ConfigJSON.pageURL(stored.slug, version: $0) } ?? ConfigJSON.pageURL(stored.slug)
        ogTitle = pinnedVersion.map { "\(stored.name) (version \($0))" } ?? stored.name
        title = "\(ogTitle) · \(Self.siteName)"
        description = Self.describe(document)
        url = baseURL + path
        imageURL = baseURL + path + "/preview.png"
        unlisted = stored.visibility == .unlisted
    }

    /// `<meta>` tags for `<head>`, escaped.
    var tags: String {
        let tags = [
            ("og:type", "website"), ("og:site_name", Self.siteName), ("og:title", ogTitle),
            ("og:description", description), ("og:url", url), ("og:image", imageURL),
        ]
        var html = "\n"
        for (property, content) in tags {
            html += "<meta property=\"\(property)\" content=\"\(HTMLText.escaped(content))\">\n"
        }
        html += "<meta name=\"twitter:card\" content=\"summary_large_image\">\n"
        if unlisted { html += "<meta name=\"robots\" content=\"noindex\">\n" }
        return html
    }

    /// `Tabman · ButtonBar with 5 tabs: Home, Search, Library, Profile and 1 more. Open it in Pager Playground…`
    static func describe(_ document: JSONValue?) -> String {
        let presetID = document?["preset"]?.stringValue ?? ConfigResolver.defaultPresetID
        let preset = Preset.named(presetID)?.title ?? presetID
        let titles = (document?["items"]?.arrayValue ?? []).compactMap { $0["title"]?.stringValue }
        var text = "\(preset) with \(titles.count) \(titles.count == 1 ? "tab" : "tabs")"
        let shown = titles.filter { !$0.isEmpty }.prefix(4).map { $0.count > 24 ? $0.prefix(23) + "…" : $0 }
        if !shown.isEmpty {
            let rest = titles.count - shown.count
            text += ": " + shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
        }
        return text + ". Open it in \(siteName) to try it live."
    }
}
