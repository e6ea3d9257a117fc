/// The page for an embed whose config does not exist; the live embed itself is `Public/embed.html`.
enum EmbedPage {
    /// The file the embed route serves for a saved config (the front end's live, interactive preview).
    static let livePagePath = "/embed.html"

    static func missing() -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Not found · Pager Playground</title>
        <link rel="stylesheet" href="/styles/base.css">
        </head>
        <body>
        <main class="embed embed--missing"><p>This pager is not saved here (any more).</p>
        <p><a href="/" target="_blank" rel="noopener">Open Pager Playground</a></p></main>
        </body>
        </html>

        """
    }
}
