import HTTPCore
import Testing

@testable import PlaygroundApp

/// `?width=&scale=` for the preview routes.
struct PreviewOptionsTests {
    func options(_ kind: PreviewOptions.Kind, _ query: String) throws(HTTPError) -> PreviewOptions {
        try PreviewOptions(kind: kind, query: QueryParameters(Substring(query)))
    }

    @Test func defaultsAreTheIPhoneWidthAtScaleTwoForStillsAndOneForAnimations() throws {
        let still = try options(.png, "")
        #expect(still.width == 393 && still.scale == 2)
        #expect(still.pixelSize == (786, 1704))
        let animation = try options(.apng, "other=1")
        #expect(animation.width == 393 && animation.scale == 1)
    }

    @Test func pixelLimitsAreExactAtTheirEdges() throws {
        // Stills: 16 Mi = 16 777 216 pixels. 927 points: 927 × 852 / 393 = 2009.66 → 2010; at scale 3
        // 2781 × 6030 = 16 769 430 (fits). 928: 2011.83 → 2012; 2784 × 6036 = 16 804 224 (too many).
        #expect(try options(.png, "width=927&scale=3").pixelSize == (2781, 6030))
        #expect(throws: HTTPError.self) { try options(.png, "width=928&scale=3") }
        // Animation frames: 4 Mi = 4 194 304. 695: 1506.7 → 1507; 1390 × 3014 = 4 189 460 (fits).
        // 696: 1508.9 → 1509; 1392 × 3018 = 4 201 056 (too many).
        #expect(try options(.apng, "width=695&scale=2").pixelSize == (1390, 3014))
        #expect(throws: HTTPError.self) { try options(.apng, "width=696&scale=2") }
    }

    @Test func badValuesListEveryParameterWithItsPointer() {
        do {
            _ = try options(.png, "width=-5&scale=2.0")
            Issue.record("accepted")
        } catch {
            #expect(error.status == .badRequest)
            #expect(error.code == "invalid-parameter")
            #expect(error.details.map(\.pointer) == ["/width", "/scale"])
            #expect(error.details[0].message.contains("320 to 1024"))
        }
        for query in ["width=", "width=0393", "width=1e3", "scale=+1", "width=99999999"] {
            let accepted = (try? options(.png, query)) != nil
            #expect(accepted == (query == "width=0393"), "\(query)")
        }
    }
}
