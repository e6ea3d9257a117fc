extension Double {
    /// This value in ten-thousandths, rounded half away from zero (as `rounded()` rounds), or nil when it
    /// is not finite or its ten-thousandths reach ±9 × 10¹⁵.
    ///
    /// Every number of every frame goes through this (`JSONWriter.number`, `FrameFingerprint`), and
    /// `rounded()` is a call into libm; this rounds with integer conversion and one exact subtraction.
    var tenThousandths: Int? {
        let scaled = self * 10_000
        guard scaled.isFinite, abs(scaled) < 9.0e15 else { return nil }
        let whole = Int(scaled)  // towards zero
        // Exact: `scaled` and `Double(whole)` are within 1 of each other and below 2⁵³.
        let rest = scaled - Double(whole)
        if rest >= 0.5 { return whole + 1 }
        if rest <= -0.5 { return whole - 1 }
        return whole
    }
}
