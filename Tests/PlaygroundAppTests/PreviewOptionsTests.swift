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

    @Test func pixelLimitsApplyToTheSnappedWidth() throws {
        // Stills: 16 Mi = 16 777 216 pixels. 931 snaps to 915: 915 × 852 / 393 = 1983.6 → 1984; at scale 3
        // 2745 × 5952 = 16 338 240 (fits). 932: 2020.5 → 2021; 2796 × 6063 = 16 952 148 (too many).
        #expect(try options(.png, "width=931&scale=3").pixelSize == (2745, 5952))
        #expect(throws: HTTPError.self) { try options(.png, "width=932&scale=3") }
        // Animation frames: 4 Mi = 4 194 304. 743 snaps to 667: 1446.0 → 1446; 1334 × 2892 = 3 857 928
        // (fits). 744: 1612.9 → 1613; 1488 × 3226 = 4 800 288 (too many).
        #expect(try options(.apng, "width=743&scale=2").pixelSize == (1334, 2892))
        #expect(throws: HTTPError.self) { try options(.apng, "width=744&scale=2") }
    }

    /// Every width from 320 to 1024 is accepted, but draws at one of a few steps (the cache keys).
    @Test func widthsSnapDownToAFewSteps() throws {
        #expect(try options(.png, "width=400").width == 393)
        #expect(try options(.png, "width=393").width == 393)
        #expect(try options(.png, "width=392").width == 375)
        #expect(try options(.png, "width=320").width == 320)
        #expect(try options(.apng, "width=695&scale=1").width == 667)
        #expect(try options(.png, "width=1024&scale=1").width == 1024)
        var drawn = Set<Int>()
        for width in 320...1024 {
            let snapped = try options(.png, "width=\(width)&scale=1").width
            #expect(snapped <= width && width - snapped < 200, "\(width) → \(snapped)")
            drawn.insert(snapped)
        }
        #expect(drawn.count == 13)
        // The device widths the front end offers never snap.
        for device in [375, 393, 412, 430, 744] {
            #expect(try options(.png, "width=\(device)&scale=1").width == device)
        }
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
