/// The HTML of the embed page: the saved pager's preview image (sharp at the device's pixel ratio), a
/// button that plays the tab-to-tab animation, and a link to the full playground, with no controls.
///
/// The page works without scripts (the image and the link); `Public/embed/embed.js` adds the pixel-ratio
/// choice and the play button. Everything the script needs is in `data-` attributes, since the
/// Content-Security-Policy allows no inline script.
enum EmbedPage {
    static func html(slug: String, version: Int?, name: String) -> String {
        let base = "/c/\(slug)" + (version.map { "/v/\($0)" } ?? "")
        let title = escape(name.isEmpty ? "Pager preview" : name)
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title) · Pager Playground</title>
            <link rel="stylesheet" href="/embed/embed.css">
            <script type="module" src="/embed/embed.js"></script>
            </head>
            <body>
            <main class="embed" data-embed data-preview="\(base)/preview.png" data-animation="\(base)/preview.apng">
            <a class="embed__screen" href="\(base)" target="_blank" rel="noopener">
            <img class="embed__image" data-image src="\(base)/preview.png?scale=2" width="393" height="852" alt="\(title): the pager at rest">
            </a>
            <p class="embed__footer">
            <button class="embed__play" type="button" data-play hidden>Play transition</button>
            <a class="embed__open" href="\(base)" target="_blank" rel="noopener">Open in Pager Playground</a>
            </p>
            </main>
            </body>
            </html>

            """
    }

    /// The page for a slug or version that does not exist.
    static func missing() -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Not found · Pager Playground</title>
        <link rel="stylesheet" href="/embed/embed.css">
        </head>
        <body>
        <main class="embed embed--missing"><p>This pager is not saved here (any more).</p>
        <p><a href="/" target="_blank" rel="noopener">Open Pager Playground</a></p></main>
        </body>
        </html>

        """
    }

    /// `text` with the five HTML-significant characters escaped, for text and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
