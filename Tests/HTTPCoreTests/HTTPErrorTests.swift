import Testing

@testable import HTTPCore

struct HTTPErrorTests {
    private struct Domain: HTTPErrorConvertible {
        var httpError: HTTPError { HTTPError(.conflict, code: "stale", message: "Version 3 is not the latest.") }
    }

    private struct Unknown: Error {}

    @Test func rendersTheProjectErrorBody() {
        let error = HTTPError(
            .unprocessableContent, code: "invalid-config", message: "Two \"problems\".",
            details: [
                .init(pointer: "/indicator/weight", message: "must be ≤ 40"), .init(pointer: "/a", message: "x\ny"),
            ])
        let response = error.response
        #expect(response.status.code == 422)
        #expect(response.headers["Content-Type"] == "application/json")
        let expected =
            #"{"error":{"code":"invalid-config","message":"Two \"problems\".","details":["#
            + #"{"pointer":"/indicator/weight","message":"must be ≤ 40"},{"pointer":"/a","message":"x\ny"}]}}"#
        #expect(String(decoding: response.body, as: UTF8.self) == expected)
    }

    @Test func convertsDomainAndUnknownErrors() {
        #expect(HTTPError(Domain()).status.code == 409)
        #expect(HTTPError(Domain()).code == "stale")
        let unknown = HTTPError(Unknown())
        #expect(unknown.status.code == 500)
        #expect(unknown.code == "internal-error")
    }

    @Test func methodNotAllowedCarriesAllow() {
        let response = HTTPError.methodNotAllowed(allowed: [.get, .head]).response
        #expect(response.status.code == 405)
        #expect(response.headers["Allow"] == "GET, HEAD")
    }

    @Test func controlCharactersAreEscaped() {
        var out: [UInt8] = []
        JSONText.appendString("a\u{1}\t\\", to: &out)
        #expect(String(decoding: out, as: UTF8.self) == #""a\u0001\t\\""#)
    }
}
