/// A QR code's modules: a square of dark and light cells, row by row from the top left, without the
/// quiet zone around it (ISO/IEC 18004 §6.3).
struct QRMatrix: Sendable, Equatable {
    /// The symbol version, 1 … 40; the side is `17 + 4 × version` modules.
    let version: Int
    /// Modules per side.
    let size: Int
    /// `size × size` cells, row-major; true is dark.
    private let dark: [Bool]

    /// A matrix of `size × size` cells; nil when `dark` has another count or `size` is not positive.
    init?(version: Int, size: Int, dark: [Bool]) {
        guard size > 0, dark.count == size * size else { return nil }
        self.version = version
        self.size = size
        self.dark = dark
    }

    /// Whether the module in column `x`, row `y` is dark; false outside the symbol (the quiet zone).
    subscript(x: Int, y: Int) -> Bool {
        guard (0..<size).contains(x), (0..<size).contains(y) else { return false }
        return dark[y * size + x]
    }
}
