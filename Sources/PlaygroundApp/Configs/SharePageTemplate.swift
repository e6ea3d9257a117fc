/// `Public/index.html` cut where a share page puts its own `<title>` and `og:` tags.
///
/// ```
/// <!doctype html><html><head>…│<title>Pager Playground</title>│…│</head><body>…
///                    before ───┘        (replaced)           └── between ──┘└── after
/// ```
///
/// `render` writes `before`, the new title, `between`, the new tags, then `after` (which starts at
/// `</head>`). Tags are matched ASCII case-insensitively; a page without `</head>` cannot be filled and
/// gives way to ``fallback``.
struct SharePageTemplate: Sendable, Equatable {
    var before: [UInt8]
    var between: [UInt8]
    var after: [UInt8]

    /// Cuts `page`, or nil when it has no `</head>`.
    init?(page: [UInt8]) {
        guard let headEnd = Self.find(Array("</head".utf8), in: page, from: 0) else { return nil }
        if let titleStart = Self.find(Array("<title".utf8), in: page, from: 0), titleStart < headEnd,
            let closeStart = Self.find(Array("</title".utf8), in: page, from: titleStart),
            let closeEnd = page[closeStart...].firstIndex(of: UInt8(ascii: ">")), closeEnd < headEnd
        {
            before = Array(page[..<titleStart])
            between = Array(page[(closeEnd + 1)..<headEnd])
        } else {
            before = Array(page[..<headEnd])
            between = []
        }
        after = Array(page[headEnd...])
    }

    /// The page with `title` (already escaped) as its `<title>` and `tags` (already escaped HTML) before `</head>`.
    func render(title: String, tags: String) -> [UInt8] {
        var page: [UInt8] = []
        page.reserveCapacity(before.count + between.count + after.count + title.utf8.count + tags.utf8.count + 32)
        page += before
        page += Array("<title>".utf8)
        page += Array(title.utf8)
        page += Array("</title>".utf8)
        page += between
        page += Array(tags.utf8)
        page += after
        return page
    }

    /// A plain page for when `Public/index.html` is missing or has no head: the tags still reach link
    /// previews, and the link to `/` still leads to the playground.
    static let fallback = SharePageTemplate(
        before: Array("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n".utf8),
        between: Array("\n".utf8),
        after: Array(
            "</head>\n<body>\n<p><a href=\"/\">Open Pager Playground</a></p>\n</body>\n</html>\n".utf8))

    init(before: [UInt8], between: [UInt8], after: [UInt8]) {
        self.before = before
        self.between = between
        self.after = after
    }

    /// The index of the first ASCII case-insensitive occurrence of `needle` (lower case) at or after `start`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            var matched = true
            for offset in 0..<needle.count {
                var byte = bytes[index + offset]
                if byte >= 0x41, byte <= 0x5A { byte += 0x20 }
                if byte != needle[offset] {
                    matched = false
                    break
                }
            }
            if matched { return index }
            index += 1
        }
        return nil
    }
}
