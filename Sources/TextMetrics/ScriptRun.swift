/// A stretch of text in one script, shaped as one HarfBuzz buffer.
///
/// Chromium splits text into runs by script before shaping, and OpenType fonts keep kerning per script:
/// DejaVu Sans kerns the Latin "To" but not the Cyrillic "То", so "ТоTo" is only measured right when each
/// half is shaped with its own script.
struct ScriptRun: Sendable, Equatable {
    var range: Range<Int>
    /// The ISO 15924 tag as HarfBuzz spells it (`Latn` is 0x4C61_746E).
    var script: UInt32

    /// HarfBuzz's `Zyyy`: characters used by many scripts (digits, punctuation, spaces).
    static let common: UInt32 = 0x5A79_7979
    /// HarfBuzz's `Zinh`: combining marks that take the script of the character they follow.
    static let inherited: UInt32 = 0x5A69_6E68
    /// HarfBuzz's `Zzzz`: unassigned code points.
    static let unknown: UInt32 = 0x5A7A_7A7A

    /// Splits `range` of `scalars` into script runs, as Chromium's script run iterator does for plain text:
    /// common, inherited and unknown characters join the run before them, or the first run when they lead.
    /// Text with no script of its own is one common run.
    static func runs(
        of scalars: [UInt32], in range: Range<Int>, script: (UInt32) -> UInt32
    ) -> [ScriptRun] {
        var runs: [ScriptRun] = []
        var current = common
        var start = range.lowerBound
        for index in range {
            let value = script(scalars[index])
            if value == common || value == inherited || value == unknown || value == current { continue }
            if current == common {
                current = value
                continue
            }
            runs.append(ScriptRun(range: start..<index, script: current))
            start = index
            current = value
        }
        if start < range.upperBound {
            runs.append(ScriptRun(range: start..<range.upperBound, script: current))
        }
        return runs
    }
}
