import TestSupport
import Testing

@testable import HTTPCore

/// The gzip step for handlers' answers (docs/decisions/0046-gzip-for-api-answers.md): what is gzipped,
/// for whom, and what is left as it is. The compressed bodies are checked by inflating them with zlib's
/// inflate (`Inflater`), not against bytes made by the code under test.
struct ResponseCompressionTests {
    /// A what-if answer's shape: frames of a trajectory, about 8 KB.
    private static let frames = Array(
        ("{\"frameSeq\":41,\"trajectory\":{\"start\":2,\"frames\":["
            + (0..<60).map {
                #"{"t":\#(Double($0) / 60),"position":\#(2 + Double($0) / 60),"indicator":{"x":\#($0 * 3),"width":64}}"#
            }
            .joined(separator: ",") + "]}}").utf8)

    private let compression = ResponseCompression()

    private func answer(
        _ body: [UInt8] = frames, type: String = "application/json", status: HTTPStatus = .ok,
        headers extra: HTTPHeaders = [:], acceptEncoding: [String]
    ) -> Response {
        var response = Response(status: status, headers: ["Content-Type": type], body: body)
        for field in extra { response.headers.add(field.name, field.value) }
        var request = HTTPHeaders()
        for value in acceptEncoding { request.add("Accept-Encoding", value) }
        compression.apply(to: &response, requestHeaders: request)
        return response
    }

    @Test func aLargeJSONAnswerIsGzippedForAClientThatAcceptsGzip() throws {
        #expect(Self.frames.count > 4_000)
        for header in ["gzip", "gzip, deflate, br, zstd", "GZIP;q=0.5", "br, *", "deflate;q=1, gzip;q=0.001"] {
            let response = answer(acceptEncoding: [header])
            #expect(response.headers["Content-Encoding"] == "gzip", "\(header)")
            #expect(response.headers["Vary"] == "Accept-Encoding")
            #expect(response.body.count < Self.frames.count / 4)
            // RFC 1952 §2.3.1: ID1 = 0x1f, ID2 = 0x8b.
            #expect(Array(response.body.prefix(2)) == [0x1f, 0x8b])
            #expect(try Inflater(format: .gzip).decompress(response.body) == Self.frames)
        }
        // Accept-Encoding sent as two fields is one list (RFC 9110 §5.3).
        #expect(answer(acceptEncoding: ["br", "gzip"]).headers["Content-Encoding"] == "gzip")
    }

    @Test func identityWhenGzipIsNotAcceptedButTheAnswerStillVaries() {
        for header in [nil, "identity", "deflate, br", "gzip;q=0", "gzip; q=0.000, *", "*;q=0", "gzipped"] {
            let response = answer(acceptEncoding: header.map { [$0] } ?? [])
            #expect(response.headers["Content-Encoding"] == nil, "\(String(describing: header))")
            #expect(response.body == Self.frames)
            // A cache must not hand this identity body to a client that asks for gzip, nor the gzip to this one.
            #expect(response.headers["Vary"] == "Accept-Encoding")
        }
    }

    @Test func answersUnderTheThresholdGoAsTheyAre() throws {
        #expect(compression.minimumBytes == 1024)
        let small = Array(Self.frames.prefix(1023))
        let response = answer(small, acceptEncoding: ["gzip"])
        #expect(response.headers["Content-Encoding"] == nil)
        #expect(response.headers["Vary"] == nil)
        #expect(response.body == small)
        let atThreshold = answer(Array(Self.frames.prefix(1024)), acceptEncoding: ["gzip"])
        #expect(atThreshold.headers["Content-Encoding"] == "gzip")
        #expect(try Inflater(format: .gzip).decompress(atThreshold.body) == Array(Self.frames.prefix(1024)))
    }

    @Test func exportedCodeAndOtherTextIsGzippedButNotImagesOrFonts() {
        let swift = Array(String(repeating: "let bar = TMBar.ButtonBar()\n", count: 100).utf8)
        #expect(
            answer(swift, type: "text/x-swift; charset=utf-8", acceptEncoding: ["gzip"]).headers["Content-Encoding"]
                == "gzip")
        #expect(
            answer(swift, type: "application/problem+json", acceptEncoding: ["gzip"]).headers["Content-Encoding"]
                == "gzip")
        for type in ["image/png", "font/ttf", "application/octet-stream"] {
            let response = answer(swift, type: type, acceptEncoding: ["gzip"])
            #expect(response.headers["Content-Encoding"] == nil, "\(type)")
            #expect(response.headers["Vary"] == nil, "\(type)")
            #expect(response.body == swift)
        }
        var untyped = Response(body: swift)
        compression.apply(to: &untyped, requestHeaders: ["Accept-Encoding": "gzip"])
        #expect(untyped.headers["Content-Encoding"] == nil)
    }

    @Test func aStrongTagKeepsTheAnswerAsItIsAndAWeakTagIsKept() throws {
        // A config read's tag is its version, which clients send back in If-Match (strong comparison):
        // the body it names must be the one sent.
        let versioned = answer(headers: ["ETag": "\"3\""], acceptEncoding: ["gzip"])
        #expect(versioned.headers["Content-Encoding"] == nil)
        #expect(versioned.headers["ETag"] == "\"3\"")
        #expect(versioned.body == Self.frames)
        // A weak tag may name both codings (RFC 9110 §8.8.3).
        let weak = answer(headers: ["ETag": "W/\"a1\""], acceptEncoding: ["gzip"])
        #expect(weak.headers["Content-Encoding"] == "gzip")
        #expect(weak.headers["ETag"] == "W/\"a1\"")
        #expect(try Inflater(format: .gzip).decompress(weak.body) == Self.frames)
    }

    @Test func anAnswerAlreadyEncodedOrWithoutContentIsLeftAlone() {
        // A static file's cached gzip carries its own Content-Encoding.
        let encoded = answer(headers: ["Content-Encoding": "gzip"], acceptEncoding: ["gzip"])
        #expect(encoded.body == Self.frames)
        #expect(encoded.headers.values("Content-Encoding") == ["gzip"])
        for status in [HTTPStatus.notModified, .noContent, HTTPStatus(code: 206, reasonPhrase: "Partial Content")] {
            let response = answer(status: status, acceptEncoding: ["gzip"])
            #expect(response.headers["Content-Encoding"] == nil, "\(status.code)")
            #expect(response.body == Self.frames)
        }
        // An error's body is an answer too.
        #expect(answer(status: .badRequest, acceptEncoding: ["gzip"]).headers["Content-Encoding"] == "gzip")
    }

    @Test func anExistingVaryGainsAcceptEncodingOnce() {
        let other = answer(headers: ["Vary": "Origin"], acceptEncoding: ["gzip"])
        #expect(other.headers.values("Vary") == ["Origin", "Accept-Encoding"])
        let already = answer(headers: ["Vary": "Origin, accept-encoding"], acceptEncoding: ["gzip"])
        #expect(already.headers.values("Vary") == ["Origin, accept-encoding"])
        let star = answer(headers: ["Vary": "*"], acceptEncoding: [])
        #expect(star.headers.values("Vary") == ["*"])
    }

    @Test func offSendsEveryAnswerAsItIs() {
        var response = Response(headers: ["Content-Type": "application/json"], body: Self.frames)
        ResponseCompression.off.apply(to: &response, requestHeaders: ["Accept-Encoding": "gzip"])
        #expect(response.headers["Content-Encoding"] == nil)
        #expect(response.headers["Vary"] == nil)
        #expect(response.body == Self.frames)
    }
}
