/// Why a text has no QR code, with what a person needs to shorten or fix it.
enum QREncodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing to encode.
    case empty
    /// A NUL byte at `offset` (UTF-8 bytes from the start): libqrencode reads C strings and would stop there.
    case containsNUL(offset: Int)
    /// More than the largest symbol (version 40) holds at level M: at most 2 331 bytes of 8-bit data,
    /// somewhat more when long runs are digits or capitals.
    case tooLong(byteCount: Int)
    /// libqrencode could not allocate its buffers.
    case outOfMemory
    /// libqrencode failed with another `errno` (`EINVAL` for an input it does not take).
    case library(errno: Int32)

    var description: String {
        switch self {
        case .empty: "There is no text to encode."
        case .containsNUL(let offset):
            "The text has a NUL character at byte \(offset), which a QR code here cannot carry."
        case .tooLong(let count):
            "The text is \(count) bytes of UTF-8, more than the largest QR code holds at level M (2331 bytes)."
        case .outOfMemory: "libqrencode ran out of memory."
        case .library(let code): "libqrencode failed with errno \(code)."
        }
    }
}
