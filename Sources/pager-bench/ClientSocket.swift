import CLinux
import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// Non-blocking TCP client sockets to `127.0.0.1`.
enum ClientSocket {
    /// `IP_BIND_ADDRESS_NO_PORT` (Linux 4.2, ip(7)): choose the source port at `connect`, so many
    /// connections from one bound address can share ports across destinations.
    private static let bindAddressNoPort: Int32 = 24

    /// Starts connecting to `127.0.0.1:port` from `source` (network byte order; nil: the kernel picks,
    /// which is 127.0.0.1). The connection completes when epoll reports the socket writable.
    static func connect(port: UInt16, source: in_addr_t?) throws(SystemError) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw SystemError(function: "socket", errno: errno) }
        var one: Int32 = 1
        let size = socklen_t(MemoryLayout<Int32>.size)
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, size)
        if let source {
            _ = setsockopt(fd, Int32(IPPROTO_IP), bindAddressNoPort, &one, size)
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = source
            let status = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard status == 0 else {
                let code = errno
                close(fd)
                throw SystemError(function: "bind", errno: code, context: "source address")
            }
        }
        var remote = sockaddr_in()
        remote.sin_family = sa_family_t(AF_INET)
        remote.sin_port = port.bigEndian
        remote.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let status = withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if status != 0 && errno != EINPROGRESS && errno != EINTR {
            let code = errno
            close(fd)
            throw SystemError(function: "connect", errno: code, context: "127.0.0.1:\(port)")
        }
        return fd
    }

    /// Binds `fd` to 127.0.0.1 on a port the kernel picks and returns the port (nil: `errno` says why).
    static func bindToAnyLoopbackPort(_ fd: Int32) -> UInt16? {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        return bound ? UInt16(bigEndian: address.sin_port) : nil
    }

    /// The pending error of a connecting socket (`SO_ERROR`): 0 once connected.
    static func pendingError(_ fd: Int32) -> Int32 {
        var code: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        _ = getsockopt(fd, SOL_SOCKET, SO_ERROR, &code, &length)
        return code
    }

    /// Raises the descriptor limit and starts the one event loop a benchmark's client side runs on.
    static func startClientLoop(threads: Int = 1) throws(BenchError) -> EventLoopGroup {
        raiseDescriptorLimit()
        do {
            let group = try EventLoopGroup(threads: threads)
            try group.start()
            return group
        } catch {
            throw BenchError(message: "client loop: \(error)")
        }
    }

    /// Raises the soft limit on open descriptors to the hard limit (thousands of streams need it).
    static func raiseDescriptorLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}
