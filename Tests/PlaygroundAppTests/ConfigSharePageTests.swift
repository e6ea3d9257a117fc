import Foundation
import HTTPServer
import Testing

@testable import PlaygroundApp

struct ConfigSharePageTests {
    static let csp =
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        + "font-src 'self'; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'; "
        + "object-src 'none'"

    @Test func aSharePageCarriesTheNameEscapedInItsTitleAndOpenGraphTags() throws {
        try LiveServer.withConfigs { server in
            let name = #"<script>alert(1)</script> & "quotes" 'too'"#
            let created = try server.createConfig(
                name: name,
                config:
                    #"{"preset":"tabman.tabBar","items":[{"id":"a","title":"<b>Home</b>"},{"id":"b","title":"Search"}]}"#
            )
            let reply = try server.request(
                "GET", "/c/\(created.slug)", headers: [("Host", "play.example:8080")])
            #expect(reply.status == 200)
            #expect(reply.header("Content-Type") == "text/html; charset=utf-8")
            let page = reply.text
            let escaped = "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;too&#39;"
            #expect(!page.contains("<script>"))
            #expect(!page.contains("<b>"))
            #expect(page.contains("<title>\(escaped) · Pager Playground</title>"))
            #expect(page.components(separatedBy: "<title>").count == 2, "exactly one title")
            #expect(page.contains(#"<meta property="og:title" content="\#(escaped)">"#))
            // Without a public URL the tags are paths: the client's Host is not repeated.
            #expect(!page.contains("play.example"))
            #expect(page.contains(#"<meta property="og:url" content="/c/\#(created.slug)">"#))
            #expect(page.contains(#"<meta property="og:image" content="/c/\#(created.slug)/preview.png">"#))
            // Preset title, tab count and (escaped) tab titles.
            #expect(
                page.contains(
                    #"<meta property="og:description" content="Tabman · TabBar with 2 tabs: &lt;b&gt;Home&lt;/b&gt;, Search. Open it in Pager Playground to try it live.">"#
                ))
            // Everything else of index.html is kept, and the tags sit inside the head.
            #expect(page.contains(#"<link rel="stylesheet" href="/styles/base.css">"#))
            #expect(page.contains("<body><main data-app></main></body>"))
            let head = try #require(page.range(of: "</head>"))
            #expect(try #require(page.range(of: "og:image")).upperBound < head.lowerBound)

            #expect(reply.header("Content-Security-Policy") == Self.csp)
            #expect(reply.header("X-Content-Type-Options") == "nosniff")
            #expect(reply.header("Referrer-Policy") == "same-origin")
            #expect(reply.header("Cache-Control") == "no-cache")
            #expect(
                reply.header("Link")
                    == "</api/configs/\(created.slug)>; rel=preload; as=fetch; crossorigin=anonymous")
        }
    }

    /// Unlisted configs are reachable by link but not listed; their pages also ask search engines not to
    /// index them, while chat link previews (the `og:` tags) still work.
    @Test func anUnlistedConfigsPageIsNotIndexed() throws {
        try LiveServer.withConfigs { server in
            let hidden = try server.createConfig(name: "Hidden", visibility: nil)
            let shown = try server.createConfig(name: "Shown", visibility: "public")
            let hiddenPage = try server.request("GET", "/c/\(hidden.slug)").text
            #expect(hiddenPage.contains(#"<meta name="robots" content="noindex">"#))
            #expect(hiddenPage.contains(#"<meta property="og:title" content="Hidden">"#))
            #expect(!(try server.request("GET", "/c/\(shown.slug)").text.contains("noindex")))
        }
    }

    @Test func aVersionPageNamesItsVersion() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(name: "Versioned")
            let reply = try server.request("GET", "/c/\(created.slug)/v/1", headers: [("Host", "localhost:9")])
            #expect(reply.status == 200)
            #expect(reply.text.contains("<title>Versioned (version 1) · Pager Playground</title>"))
            #expect(reply.text.contains(#"content="/c/\#(created.slug)/v/1/preview.png""#))
            #expect(reply.header("Link")?.hasPrefix("</api/configs/\(created.slug)?version=1>") == true)
            for path in [
                "/c/\(created.slug)/v/2", "/c/\(created.slug)/v/0", "/c/\(created.slug)/v/x", "/c/nope",
                "/c/AAAAAAAAAA",
            ] {
                let missing = try server.request("GET", path)
                #expect(missing.status == 404, "\(path)")
                #expect(missing.header("Content-Type") == "text/html; charset=utf-8")
                #expect(missing.header("Content-Security-Policy") == Self.csp)
                #expect(missing.text.contains("This config does not exist"))
            }
        }
    }

    /// A hostile `Host` (one that breaks out of the attribute, or a plain host name of the attacker's
    /// choosing that a shared cache would keep) never reaches the page.
    @Test func aHostileHostHeaderIsNeverUsed() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(name: "Hosted")
            for host in [#"evil"><script>"#, "evil.example", "evil.example:443", "[::1]:1"] {
                let reply = try server.request("GET", "/c/\(created.slug)", headers: [("Host", host)])
                #expect(reply.status == 200)
                #expect(!reply.text.contains("evil"), "\(host)")
                #expect(!reply.text.contains("[::1]"), "\(host)")
                #expect(reply.text.contains(#"<meta property="og:url" content="/c/\#(created.slug)">"#))
                #expect(reply.text.contains(#"<meta property="og:image" content="/c/\#(created.slug)/preview.png">"#))
            }
        }
        var settings = ConfigAPISettings(saveRate: nil)
        settings.publicBaseURL = "https://pager.example"
        try LiveServer.withConfigs(settings) { server in
            let created = try server.createConfig(name: "Public")
            let reply = try server.request("GET", "/c/\(created.slug)", headers: [("Host", "evil.example")])
            #expect(
                reply.text.contains(#"<meta property="og:url" content="https://pager.example/c/\#(created.slug)">"#))
            #expect(!reply.text.contains("evil"))
        }
    }

    @Test func theStaticFrontPageHasTheSameSecurityHeaders() throws {
        // Large enough (≥ 256 bytes) that StaticFiles also keeps a gzip variant.
        let index = LiveServer.defaultIndexHTML + "<!--" + String(repeating: " padding", count: 64) + "-->\n"
        try LiveServer.withConfigs(publicFiles: ["index.html": index, "app.css": "body{}"]) { server in
            let page = try server.request("GET", "/")
            #expect(page.status == 200)
            #expect(page.header("Content-Security-Policy") == Self.csp)
            #expect(page.header("Referrer-Policy") == "same-origin")
            #expect(page.header("X-Content-Type-Options") == "nosniff")
            let compressed = try server.request("GET", "/index.html", headers: [("Accept-Encoding", "gzip")])
            #expect(compressed.header("Content-Encoding") == "gzip")
            #expect(compressed.header("Content-Security-Policy") == Self.csp)
            let style = try server.request("GET", "/app.css")
            #expect(style.status == 200)
            #expect(style.header("X-Content-Type-Options") == "nosniff")
            #expect(style.header("Content-Security-Policy") == nil)
        }
    }

    @Test func theTemplateFollowsChangesToIndexHTML() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(name: "Follows")
            #expect(try server.request("GET", "/c/\(created.slug)").text.contains("data-app"))
            let changed = """
                <!DOCTYPE html><HTML><HEAD><TITLE>New front end</TITLE><meta name="x" content="y"></HEAD><BODY id="v2"></BODY></HTML>
                """
            try Data(changed.utf8).write(to: URL(fileURLWithPath: server.publicDirectory + "/index.html"))
            // The file is re-checked at most once a second (StaticFiles' revalidateAfter).
            Thread.sleep(forTimeInterval: 1.2)
            let page = try server.request("GET", "/c/\(created.slug)").text
            #expect(
                page.hasPrefix("<!DOCTYPE html><HTML><HEAD><title>Follows · Pager Playground</title><meta name=\"x\""))
            #expect(page.contains("<BODY id=\"v2\"></BODY>"))
            #expect(!page.contains("New front end"))
        }
    }

    @Test func withoutIndexHTMLAPlainPageStillCarriesTheTags() throws {
        try LiveServer.withConfigs(publicFiles: [:]) { server in
            let created = try server.createConfig(name: "Plain")
            let reply = try server.request("GET", "/c/\(created.slug)")
            #expect(reply.status == 200)
            #expect(reply.text.contains("<title>Plain · Pager Playground</title>"))
            #expect(reply.text.contains(#"property="og:title" content="Plain""#))
            #expect(reply.text.contains(#"<a href="/">"#))
        }
    }

    @Test func theTemplateIsCutAtTheTitleAndTheEndOfTheHead() throws {
        let page = Array("<html><Head><TITLE>Old</title ><link></HEAD><body></body></html>".utf8)
        let template = try #require(SharePageTemplate(page: page))
        #expect(String(decoding: template.before, as: UTF8.self) == "<html><Head>")
        #expect(String(decoding: template.between, as: UTF8.self) == "<link>")
        #expect(String(decoding: template.after, as: UTF8.self) == "</HEAD><body></body></html>")
        let rendered = String(decoding: template.render(title: "New", tags: "<meta>"), as: UTF8.self)
        #expect(rendered == "<html><Head><title>New</title><link><meta></HEAD><body></body></html>")
        // No title: one is added before </head>; no head: the page cannot be filled.
        let untitled = try #require(SharePageTemplate(page: Array("<head><meta></head>".utf8)))
        #expect(
            String(decoding: untitled.render(title: "T", tags: ""), as: UTF8.self)
                == "<head><meta><title>T</title></head>")
        #expect(SharePageTemplate(page: Array("<p>no head</p>".utf8)) == nil)
        // A <title> in the body is not the page's title.
        let bodyTitle = try #require(SharePageTemplate(page: Array("<head></head><title>x</title>".utf8)))
        #expect(bodyTitle.before == Array("<head>".utf8))
    }

    @Test func htmlEscapingCoversTheFiveSpecialCharacters() {
        #expect(HTMLText.escaped(#"a&b<c>d"e'f"#) == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        #expect(HTMLText.escaped("plain Zürich ✨") == "plain Zürich ✨")
        #expect(HTMLText.escaped("&amp;") == "&amp;amp;")
    }
}
