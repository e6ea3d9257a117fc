/// A failure of a command-line command: what to print on stderr and the exit status.
public struct CLIError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var status: Int32

    public init(message: String, status: Int32) {
        self.message = message
        self.status = status
    }

    /// Wrong arguments (exit status 64, `EX_USAGE`).
    public static func usage(_ message: String) -> CLIError { CLIError(message: message, status: 64) }

    /// Bad input data, such as an invalid config (exit status 65, `EX_DATAERR`).
    public static func data(_ message: String) -> CLIError { CLIError(message: message, status: 65) }

    /// A file that could not be read or written (exit status 66, `EX_NOINPUT`).
    public static func io(_ message: String) -> CLIError { CLIError(message: message, status: 66) }

    public var description: String { message }
}
