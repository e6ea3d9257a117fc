import HTTPCore

/// How hard zlib works on the filtered image data.
public struct PNGCompression: Sendable, Hashable {
    /// zlib's deflate strategies (zlib.h `deflateInit2`).
    public enum Strategy: Sendable, Hashable {
        /// `Z_DEFAULT_STRATEGY`: LZ77 matching plus Huffman coding.
        case `default`
        /// `Z_FILTERED`: favours Huffman coding for filtered image data (libpng's choice for filtered rows).
        case filtered
        /// `Z_RLE`: matches of distance one only; nearly as fast as Huffman-only, good on flat UI images.
        case runLength
    }

    /// zlib level, 0 (store) to 9 (smallest).
    public var level: Int32
    public var strategy: Strategy

    public init(level: Int32, strategy: Strategy) {
        self.level = max(0, min(9, level))
        self.strategy = strategy
    }

    /// Level 6, default strategy: zlib's usual balance.
    public static let balanced = PNGCompression(level: 6, strategy: .default)
    /// Level 1: fastest, larger files.
    public static let fast = PNGCompression(level: 1, strategy: .default)
    /// Level 9: smallest files, slowest.
    public static let smallest = PNGCompression(level: 9, strategy: .default)
}

extension PNGCompression.Strategy {
    var deflaterStrategy: Deflater.Strategy {
        switch self {
        case .default: .default
        case .filtered: .filtered
        case .runLength: .runLength
        }
    }
}
