import CLinux
import Glibc

/// Listening and accepted TCP sockets, non-blocking and close-on-exec.
enum Socket {
    /// Creates a socket listening on `host:port` with `SO_REUSEADDR` and, when `reusePort`,
    /// `SO_REUSEPORT` (so each event loop can bind its own socket to the same port).
    ///
    /// - Returns: The descriptor and the bound port (the kernel's choice when `port` is 0).
    static func listen(host: String, port: Int, reusePort: Bool, backlog: Int32) throws(SystemError) -> (
        fd: Int32, port: Int
    ) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw SystemError(function: "getaddrinfo", errno: EINVAL, context: "cannot resolve host \(host)")
        }
        defer { freeaddrinfo(list) }
        let info = first.pointee
        let fd = try syscallChecked("socket") {
            socket(info.ai_family, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
        }
        do throws(SystemError) {
            var one: Int32 = 1
            let size = socklen_t(MemoryLayout<Int32>.size)
            _ = try syscallChecked("setsockopt") { setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, size) }
            if reusePort {
                _ = try syscallChecked("setsockopt") { setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &one, size) }
            }
            do {
                _ = try syscallChecked("bind") { bind(fd, info.ai_addr, info.ai_addrlen) }
            } catch {
                throw SystemError(function: "bind", errno: error.errno, context: "\(host):\(port)")
            }
            _ = try syscallChecked("listen") { Glibc.listen(fd, backlog) }
            return (fd, try boundPort(fd))
        } catch {
            close(fd)
            throw error
        }
    }

    /// The local port a socket is bound to.
    static func boundPort(_ fd: Int32) throws(SystemError) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = try withUnsafeMutablePointer(to: &storage) { pointer throws(SystemError) in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address throws(SystemError) in
                try syscallChecked("getsockname") { getsockname(fd, address, &length) }
            }
        }
        return portAndHost(storage).port
    }

    /// Accepts one pending connection, non-blocking, with `TCP_NODELAY` set.
    ///
    /// - Returns: The descriptor and the peer as `ip:port`, or `.wouldBlock` when none is pending.
    static func accept(_ listener: Int32) throws(SystemError) -> IOResult<(fd: Int32, peer: String)> {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = try withUnsafeMutablePointer(to: &storage) { pointer throws(SystemError) in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address throws(SystemError) in
                try syscall("accept4") {
                    clinux_accept4(listener, address, &length, Int32(SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue))
                }
            }
        }
        switch result {
        case .wouldBlock:
            return .wouldBlock
        case .done(let fd):
            var one: Int32 = 1
            _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            let (host, port) = portAndHost(storage)
            let peer = storage.ss_family == sa_family_t(AF_INET6) ? "[\(host)]:\(port)" : "\(host):\(port)"
            return .done((fd, peer))
        }
    }

    private static func portAndHost(_ storage: sockaddr_storage) -> (host: String, port: Int) {
        var copy = storage
        return withUnsafePointer(to: &copy) { pointer in
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
            if storage.ss_family == sa_family_t(AF_INET6) {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { address in
                    var raw = address.pointee.sin6_addr
                    inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count))
                    return (cText(text), Int(UInt16(bigEndian: address.pointee.sin6_port)))
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { address in
                var raw = address.pointee.sin_addr
                inet_ntop(AF_INET, &raw, &text, socklen_t(text.count))
                return (cText(text), Int(UInt16(bigEndian: address.pointee.sin_port)))
            }
        }
    }

    private static func cText(_ text: [CChar]) -> String {
        String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
