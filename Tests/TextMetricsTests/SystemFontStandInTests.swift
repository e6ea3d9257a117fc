import PagerEngine
import Testing

@testable import TextMetrics

/// The default face against what iOS draws with its system font (decision 0052).
///
/// The expected totals are the widths of 60 common tab titles (`scripts/font-width-vs-sf.py`'s corpus) as
/// iOS sets them, computed from Apple's own files, which cannot be shipped (SF-Pro-Text-*.otf and
/// SF-Pro-Display-*.otf, version 17.0d11e1, shaped with HarfBuzz, optional ligatures off): SF Pro Text up
/// to 17 pt, SF Pro Display from 28 pt, the advances blended linearly between (iOS 14's continuous optical
/// size, WWDC20 10175), plus SF Pro's tracking from Apple's HIG table after each glyph.
struct SystemFontStandInTests {
    static let titles =
        ("Home Explore Library Profile Settings For You Following Trending Music Podcasts Videos Photos News "
        + "Sports Favourites Recents Contacts Keypad Voicemail Search Messages Saved Shop Live Latest Top Popular "
        + "Featured Categories Deals Orders Account Notifications Overview Details Reviews Activity Friends Groups "
        + "Events Watch Movies Shows Kids Downloads Playlists Artists Albums Songs Radio Browse Inbox Sent Drafts")
        .split(separator: " ").map(String.init)

    /// (CSS weight, size in pt, iOS's total in pt).
    static let iOS: [(weight: Int, size: Double, total: Double)] = [
        (400, 10, 1901.39), (400, 17, 3003.67), (400, 20, 3447.71), (400, 22.4, 3877.92), (400, 22.5, 3897.58),
        (400, 24, 4186.52), (400, 28, 4793.07), (400, 34, 5796.09),
        (600, 10, 1990.81), (600, 17, 3155.69), (600, 20, 3632.72), (600, 22.4, 4090.67), (600, 22.5, 4111.51),
        (600, 24, 4418.41), (600, 28, 5075.14), (600, 34, 6138.59),
        (700, 10, 2042.43), (700, 17, 3243.44), (700, 20, 3739.41), (700, 22.4, 4213.24), (700, 22.5, 4234.76),
        (700, 24, 4551.95), (700, 28, 5237.37), (700, 34, 6335.59),
    ]

    @Test func theDefaultFaceSetsTabTitlesAsWideAsIOSAtEverySize() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        for (weight, size, total) in Self.iOS {
            let font = FontSpec(size: size, face: FontFace(family: FontFace.defaultFamily, weight: weight))
            let drawn = Self.titles.reduce(0) { $0 + measurer.width(of: $1, font: font) }
            // Within 0.5 % on the whole corpus (Roboto untracked: 0–12 % narrower; Inter without the optical
            // sizes: up to 12 % wider from 28 pt).
            #expect(abs(drawn / total - 1) < 0.005, "weight \(weight) at \(size) pt: \(drawn) against \(total)")
        }
    }

    @Test func theDisplayDesignDrawsFromTheMiddleOfTheBlend() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        func rendition(_ size: Double) -> FontRendition {
            measurer.rendition(of: FontSpec(size: size, face: FontFace(family: FontFace.defaultFamily, weight: 600)))
        }
        #expect(!rendition(17).display && !rendition(22.4).display)
        #expect(rendition(22.5).display && rendition(40).display)
        // Only the default face has a display design; an uploaded or DejaVu face never asks for one.
        #expect(!measurer.rendition(of: FontSpec(size: 30, face: .dejaVuRegular)).display)
        // At 17 pt the spacing is SF Pro's tracking and Inter's own difference from SF Pro Text at 600.
        #expect(abs(rendition(17).letterSpacing - (-0.026 + 0.0050) * 17) < 1e-9)
    }

    @Test func weightsBetweenTheRowsAreInterpolated() {
        #expect(SystemFontStandIn.atWeight(SystemFontStandIn.textMinusDisplay, 400) == 0.0556)
        #expect(abs(SystemFontStandIn.atWeight(SystemFontStandIn.textMinusDisplay, 450) - 0.0547) < 1e-12)
        #expect(SystemFontStandIn.atWeight(SystemFontStandIn.textMinusDisplay, 50) == 0.0728)
        #expect(SystemFontStandIn.atWeight(SystemFontStandIn.textMinusDisplay, 1000) == 0.0457)
    }
}
