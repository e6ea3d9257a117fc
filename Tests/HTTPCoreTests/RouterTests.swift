import Testing

@testable import HTTPCore

struct RouterTests {
    private var router: Router<String> {
        var router = Router<String>()
        router.add(.get, "/", "root")
        router.add(.get, "/api/configs", "list")
        router.add(.post, "/api/configs", "create")
        router.add(.get, "/api/configs/{slug}", "show")
        router.add(.put, "/api/configs/{slug}", "update")
        router.add(.get, "/api/configs/{slug}/versions", "versions")
        router.add(.get, "/api/configs/latest", "latest")
        router.add(.get, "/c/{slug}/v/{n}", "version page")
        router.add(.get, "/files/{path...}", "files")
        router.add(.get, "/dir/", "dir")
        return router
    }

    private func found(_ method: HTTPMethod, _ path: Substring) -> (String, PathParameters, String)? {
        if case .found(let handler, let parameters, let pattern) = router.match(method, path: path) {
            return (handler, parameters, pattern)
        }
        return nil
    }

    @Test func matchesLiteralsAndParameters() throws {
        #expect(found(.get, "/")?.0 == "root")
        #expect(found(.get, "/api/configs")?.0 == "list")
        #expect(found(.post, "/api/configs")?.0 == "create")
        let show = try #require(found(.get, "/api/configs/abc-1"))
        #expect(show.0 == "show")
        #expect(show.1["slug"] == "abc-1")
        #expect(show.2 == "/api/configs/{slug}")
        #expect(found(.get, "/api/configs/abc/versions")?.1["slug"] == "abc")
        let page = try #require(found(.get, "/c/s1/v/3"))
        #expect(page.1["slug"] == "s1")
        #expect(page.1["n"] == "3")
    }

    @Test func aLaterRegistrationReplacesTheEarlierOne() {
        var router = self.router
        router.add(.get, "/api/configs/{slug}", "show again")
        router.add(.get, "/files/{path...}", "files again")
        guard case .found(let handler, let parameters, let pattern) = router.match(.get, path: "/api/configs/a") else {
            Issue.record("not found")
            return
        }
        #expect(handler == "show again")
        #expect(parameters["slug"] == "a")
        #expect(pattern == "/api/configs/{slug}")
        if case .found(let files, _, _) = router.match(.get, path: "/files/x/y") { #expect(files == "files again") }
        // Other methods on the same pattern keep their handlers.
        if case .found(let update, _, _) = router.match(.put, path: "/api/configs/a") { #expect(update == "update") }
    }

    @Test func literalWinsOverParameter() {
        #expect(found(.get, "/api/configs/latest")?.0 == "latest")
    }

    @Test func restParameterTakesTheRemainder() {
        #expect(found(.get, "/files/a/b/c.txt")?.1.raw("path") == "a/b/c.txt")
        #expect(found(.get, "/files/")?.1.raw("path") == "")
        #expect(found(.get, "/files/a%20b")?.1["path"] == "a b")
    }

    @Test func trailingSlashIsItsOwnPath() {
        #expect(found(.get, "/dir/")?.0 == "dir")
        if case .notFound = router.match(.get, path: "/dir") {} else { Issue.record("/dir should not match /dir/") }
        if case .notFound = router.match(.get, path: "/api/configs/") {
        } else {
            Issue.record("an empty segment is not a parameter value")
        }
    }

    @Test func unknownPathIsNotFound() {
        if case .notFound = router.match(.get, path: "/nope") {} else { Issue.record("expected notFound") }
        if case .notFound = router.match(.get, path: "/api/configs/a/b/c") {} else { Issue.record("expected notFound") }
    }

    @Test func wrongMethodListsTheAllowedOnes() {
        guard case .methodNotAllowed(let allowed) = router.match(.delete, path: "/api/configs/x") else {
            Issue.record("expected 405")
            return
        }
        // GET and PUT are registered; HEAD comes with GET. Order follows HTTPMethod.allCases.
        #expect(allowed == [.get, .head, .put])
    }

    @Test func headFallsBackToGet() {
        #expect(found(.head, "/api/configs/x")?.0 == "show")
    }

    @Test func catchAllAtRootMatchesEverythingElse() {
        var router = Router<String>()
        router.add(.get, "/healthz", "health")
        router.add(.get, "/{path...}", "static")
        if case .found(let handler, let parameters, _) = router.match(.get, path: "/") {
            #expect(handler == "static")
            #expect(parameters.raw("path") == "")
        } else {
            Issue.record("/ should reach the catch-all")
        }
        if case .found(let handler, _, _) = router.match(.get, path: "/healthz") {
            #expect(handler == "health")
        } else {
            Issue.record("literal route lost")
        }
        if case .found(_, let parameters, _) = router.match(.get, path: "/js/app.js") {
            #expect(parameters.raw("path") == "js/app.js")
        } else {
            Issue.record("nested path should reach the catch-all")
        }
        guard case .methodNotAllowed(let allowed) = router.match(.post, path: "/x") else {
            Issue.record("POST to a GET-only catch-all is 405")
            return
        }
        #expect(allowed == [.get, .head])
    }
}
