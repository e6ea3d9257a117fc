import Testing

@testable import HTTPCore

struct ContentCodingTests {
    @Test func readsAcceptEncoding() {
        #expect(ContentCoding.accepts("gzip", header: "gzip, deflate, br"))
        #expect(ContentCoding.accepts("deflate", header: "gzip, Deflate;q=0.5"))
        #expect(!ContentCoding.accepts("gzip", header: "gzip;q=0, deflate"))
        #expect(!ContentCoding.accepts("gzip", header: "identity"))
        #expect(ContentCoding.accepts("gzip", header: "*"))
        #expect(!ContentCoding.accepts("gzip", header: "*;q=0"))
        #expect(!ContentCoding.accepts("gzip", header: nil))
        #expect(!ContentCoding.accepts("gzip", header: "gzipx"))
    }
}

struct EntityTagTests {
    @Test func hashesContentWithFNV1a() {
        // FNV-1a 64 of the empty input is the offset basis cbf29ce484222325; of "a" it is af63dc4c8601ec8c
        // (offset ^ 0x61, times the prime 0x100000001b3).
        #expect(EntityTag.forContent([]) == "\"cbf29ce484222325\"")
        #expect(EntityTag.forContent(Array("a".utf8)) == "\"af63dc4c8601ec8c\"")
        #expect(EntityTag.forContent(Array("a".utf8), suffix: "-gz") == "\"af63dc4c8601ec8c-gz\"")
    }

    @Test func ifNoneMatchUsesWeakComparison() {
        #expect(EntityTag.ifNoneMatch("\"abc\"", matches: "\"abc\""))
        #expect(EntityTag.ifNoneMatch("\"x\", W/\"abc\"", matches: "\"abc\""))
        #expect(EntityTag.ifNoneMatch("*", matches: "\"abc\""))
        #expect(!EntityTag.ifNoneMatch("\"abd\"", matches: "\"abc\""))
    }
}

struct MIMETypeTests {
    @Test func knowsTheFrontEndTypes() {
        #expect(MIMEType.forPath("index.html") == "text/html; charset=utf-8")
        #expect(MIMEType.forPath("a/b/app.JS") == "text/javascript; charset=utf-8")
        #expect(MIMEType.forPath("DejaVuSans.ttf") == "font/ttf")
        #expect(MIMEType.forPath("noext") == "application/octet-stream")
        #expect(MIMEType.forPath("dir.d/file") == "application/octet-stream")
        #expect(MIMEType.isCompressible("text/css; charset=utf-8"))
        #expect(!MIMEType.isCompressible("image/png"))
    }

    @Test func namesJSONByTypeOrSuffixInAnyCase() {
        for json in [
            "application/json", "Application/JSON", " application/json ; charset=utf-8", "application/json;",
            "application/vnd.api+json", "APPLICATION/PROBLEM+JSON; q=1", "\tapplication/ld+json\t",
        ] {
            #expect(MIMEType.isJSON(json), "\(json)")
        }
        for other in [
            "text/plain", "application/jsonx", "application/xjson", "text/json", "application/+json", "",
            "application/json5", "json", "application/vnd.api+json5", "image/svg+xml", "application/ json",
        ] {
            #expect(!MIMEType.isJSON(other), "\(other)")
        }
    }
}

struct QueryParametersTests {
    @Test func decodesFormEncoding() {
        let query = QueryParameters("q=a+b%21&version=3&flag&q=2&bad=%zz")
        #expect(query["q"] == "a b!")
        #expect(query.values("q") == ["a b!", "2"])
        #expect(query["version"] == "3")
        #expect(query["flag"] == "")
        #expect(query["bad"] == "%zz")
        #expect(query["missing"] == nil)
    }

    @Test func requestExposesQueryHeadersAndAddress() {
        let request = Request(
            head: RequestHead(method: .get, target: "/p?x=1", headers: ["Last-Event-ID": "41"]),
            body: Array("héllo".utf8), remoteAddress: "[::1]:5000")
        #expect(request.path == "/p")
        #expect(request.queryParameters["x"] == "1")
        #expect(request.lastEventID == "41")
        #expect(request.header("last-event-id") == "41")
        #expect(request.bodyText == "héllo")
        #expect(request.remoteIP == "::1")
        #expect(
            Request(head: RequestHead(method: .get, target: "/"), remoteAddress: "10.0.0.1:80").remoteIP == "10.0.0.1")
        #expect(Request(head: RequestHead(method: .get, target: "/"), body: [0xff]).bodyText == nil)
    }
}

struct OptionalWhitespaceTests {
    @Test func trimsSpacesAndTabsOnlyAtTheEnds() {
        #expect(" \t a b \t".trimmingSpaces == "a b")
        #expect("abc".trimmingSpaces == "abc")
        #expect(" \t ".trimmingSpaces == "")
        #expect("".trimmingSpaces == "")
        // Other whitespace stays; multi-byte characters at either end are kept whole.
        #expect("\n x \r".trimmingSpaces == "\n x \r")
        #expect("  é́ ünï  ".trimmingSpaces == "é́ ünï")
        let field: Substring = "If-Match:  \"3\" "
        #expect(field.dropFirst(9).trimmingSpaces == "\"3\"")
    }
}
