import Testing

@testable import HTTPCore

struct StaticPathTests {
    private func resolved(_ path: Substring) -> StaticPath.Resolved? {
        if case .success(let value) = StaticPath.resolve(path) { return value }
        return nil
    }

    @Test func resolvesOrdinaryPaths() {
        #expect(resolved("/")?.relativePath == "index.html")
        #expect(resolved("/app.js")?.relativePath == "app.js")
        #expect(resolved("/styles/main.css")?.relativePath == "styles/main.css")
        #expect(resolved("/docs/")?.relativePath == "docs/index.html")
        #expect(resolved("/my%20file.txt")?.relativePath == "my file.txt")
        #expect(resolved("/caf%C3%A9.txt")?.relativePath == "café.txt")
    }

    @Test(arguments: [
        "/..", "/../etc/passwd", "/a/../../b", "/%2e%2e/etc/passwd", "/%2E%2e/x", "/.%2e/x", "/a/%2e%2e%2f%2e%2e/x",
        "/..%2fetc%2fpasswd", "/a%2fb", "/a%5cb", "/a\\b", "/a%00.html", "/%00", "/a%0d%0a", "/.env", "/.git/config",
        "/a//b", "//etc/passwd", "/.", "/a/./b", "/%ff%fe", "relative",
    ])
    func refusesTraversalInEveryEncoding(_ path: String) {
        if case .success(let value) = StaticPath.resolve(path[...]) {
            Issue.record("\(path) resolved to \(value.relativePath)")
        }
    }

    @Test func malformedEscapesAreTheirOwnRejection() {
        #expect(StaticPath.resolve("/a%zz") == .failure(.malformedEscape))
        #expect(StaticPath.resolve("/a%2") == .failure(.malformedEscape))
    }
}
