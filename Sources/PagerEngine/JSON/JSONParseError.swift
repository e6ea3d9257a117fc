/// Why a JSON text was rejected, and where: the byte offset and the line and column a person would look at.
///
/// Lines and columns count from 1; a column counts Unicode scalars, so a line with `é` in it keeps its
/// columns where an editor shows them. `offset` counts bytes from 0.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var offset: Int
    public var line: Int
    public var column: Int
    public var message: String

    public init(offset: Int, line: Int, column: Int, message: String) {
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
    }

    /// An error at `offset` in `bytes`, with the line and column worked out from the bytes before it.
    init(offset: Int, in bytes: [UInt8], message: String) {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(offset: offset, line: line, column: column, message: message)
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}
