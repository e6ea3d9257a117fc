import Testing

@testable import TextMetrics

struct ScriptRunTests {
    static let latin: UInt32 = 0x4C61_746E  // Latn
    static let cyrillic: UInt32 = 0x4379_726C  // Cyrl

    /// A small stand-in for HarfBuzz's script table: ASCII letters Latin, U+0400–U+04FF Cyrillic, combining
    /// marks inherited, everything else common.
    static func script(_ scalar: UInt32) -> UInt32 {
        switch scalar {
        case 0x41...0x5A, 0x61...0x7A: latin
        case 0x0400...0x04FF: cyrillic
        case 0x0300...0x036F: ScriptRun.inherited
        default: ScriptRun.common
        }
    }

    static func runs(_ text: String) -> [ScriptRun] {
        let scalars = text.unicodeScalars.map(\.value)
        return ScriptRun.runs(of: scalars, in: 0..<scalars.count, script: script)
    }

    @Test func oneScriptIsOneRun() {
        #expect(Self.runs("Tabs") == [ScriptRun(range: 0..<4, script: Self.latin)])
    }

    @Test func leadingCommonJoinsTheFirstScript() {
        #expect(Self.runs("12 Tabs") == [ScriptRun(range: 0..<7, script: Self.latin)])
    }

    @Test func commonAndInheritedJoinThePrecedingRun() {
        // "To 12 " is Latin up to the Cyrillic letter; the combining acute stays with the Cyrillic run.
        #expect(
            Self.runs("To 12 То\u{0301}!")
                == [
                    ScriptRun(range: 0..<6, script: Self.latin),
                    ScriptRun(range: 6..<10, script: Self.cyrillic),
                ])
    }

    @Test func scriptChangeStartsARun() {
        #expect(
            Self.runs("ТоTo")
                == [ScriptRun(range: 0..<2, script: Self.cyrillic), ScriptRun(range: 2..<4, script: Self.latin)])
    }

    @Test func textWithoutAScriptIsOneCommonRun() {
        #expect(Self.runs("12:45") == [ScriptRun(range: 0..<5, script: ScriptRun.common)])
        #expect(ScriptRun.runs(of: [0x41], in: 0..<0, script: Self.script).isEmpty)
    }

    @Test func runsStayInsideTheGivenRange() {
        let scalars = "ab\u{200B}Жд".unicodeScalars.map(\.value)
        #expect(
            ScriptRun.runs(of: scalars, in: 3..<5, script: Self.script) == [
                ScriptRun(range: 3..<5, script: Self.cyrillic)
            ])
    }
}
