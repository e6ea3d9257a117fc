/// The five PNG row filters (PNG §9.2, https://www.w3.org/TR/png/#9Filter-types).
public enum PNGFilter: UInt8, Sendable, Hashable, CaseIterable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4
}

/// How the encoder picks a filter for each row.
public enum PNGFilterStrategy: Sendable, Hashable {
    /// Per row, the filter whose output has the smallest sum of absolute values, each byte read as
    /// signed (the "minimum sum of absolute differences" heuristic of PNG §12.8).
    case adaptive
    /// The same filter on every row.
    case fixed(PNGFilter)
}
