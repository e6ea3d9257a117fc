import Glibc

/// A failed system call: the function that failed and its `errno`.
public struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
    public var function: String
    public var errno: Int32
    /// What the server was doing (`bind 127.0.0.1:8080`), when more than the function name helps.
    public var context: String

    public init(function: String, errno: Int32, context: String = "") {
        self.function = function
        self.errno = errno
        self.context = context
    }

    public var description: String {
        let message = String(cString: strerror(errno))
        return context.isEmpty
            ? "\(function) failed: \(message) (errno \(errno))"
            : "\(function) failed (\(context)): \(message) (errno \(errno))"
    }
}

/// The outcome of a non-blocking system call.
enum IOResult<Value> {
    case done(Value)
    /// `EAGAIN`/`EWOULDBLOCK`: try again when epoll reports readiness.
    case wouldBlock
}

/// Runs a system call that reports failure as -1 and `errno`: retries on `EINTR`, maps `EAGAIN` to
/// `.wouldBlock`, and throws every other error with the function's name.
///
/// `EBADF` and `EFAULT` mean the server itself is wrong (a closed descriptor or a bad pointer), so they
/// stop a debug build at once.
@inline(__always)
func syscall<T: FixedWidthInteger>(_ function: StaticString, _ body: () -> T) throws(SystemError) -> IOResult<T> {
    while true {
        let result = body()
        if result != -1 { return .done(result) }
        let code = errno
        switch code {
        case EINTR:
            continue
        case EAGAIN, EWOULDBLOCK:
            return .wouldBlock
        default:
            assert(code != EBADF && code != EFAULT, "\(function): errno \(code) is a programming error")
            throw SystemError(function: "\(function)", errno: code)
        }
    }
}

/// Runs a system call that must not block: `.wouldBlock` is reported as an error.
@inline(__always)
func syscallChecked<T: FixedWidthInteger>(_ function: StaticString, _ body: () -> T) throws(SystemError) -> T {
    switch try syscall(function, body) {
    case .done(let value): return value
    case .wouldBlock: throw SystemError(function: "\(function)", errno: EAGAIN)
    }
}
