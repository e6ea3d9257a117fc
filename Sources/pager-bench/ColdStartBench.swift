import CLinux
import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// `pager-bench coldstart`: milliseconds from starting the server process to its first successful
/// `GET /healthz`, median of several starts (each on a free port, polled every 0.2 ms).
enum ColdStartBench {
    static let usage = "coldstart --binary PATH --db PATH [--runs 7] [--public DIR]"

    static func run(_ arguments: [String]) throws(BenchError) {
        let parsed = try BenchOptions(arguments, allowed: ["binary", "db", "runs", "public"])
        guard let binary = parsed.string("binary"), let db = parsed.string("db") else {
            throw BenchError(message: "--binary and --db are required")
        }
        let runs = try parsed.int("runs", default: 7)
        var samples: [Double] = []
        for _ in 0..<runs {
            let port = try freePort()
            var arguments = [binary, "serve", "--port", "\(port)", "--db", db, "--quiet"]
            if let directory = parsed.string("public") { arguments += ["--public", directory] }
            let start = Deadline.now()
            let pid = try spawn(arguments)
            defer {
                kill(pid, SIGTERM)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
            while !healthy(port: port) {
                if seconds(from: start, to: Deadline.now()) > 10 {
                    throw BenchError(message: "no /healthz answer within 10 s")
                }
                usleep(200)
            }
            samples.append(seconds(from: start, to: Deadline.now()) * 1000)
        }
        print("cold_start_runs_ms \(samples.map { format($0, 1) }.joined(separator: ","))")
        print("cold_start_ms \(format(median(samples), 1))")
    }

    /// A port the kernel says is free now.
    static func freePort() throws(BenchError) -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw BenchError(message: "socket: errno \(errno)") }
        defer { close(fd) }
        guard let port = ClientSocket.bindToAnyLoopbackPort(fd) else {
            throw BenchError(message: "bind: errno \(errno)")
        }
        return port
    }

    /// Starts `arguments[0]` with its output sent to /dev/null.
    static func spawn(_ arguments: [String]) throws(BenchError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        guard status == 0 else { throw BenchError(message: "posix_spawn \(arguments[0]): errno \(status)") }
        return pid
    }

    /// Whether `GET /healthz` on `port` answers 200 now (blocking loopback socket, 1 s timeouts).
    static func healthy(port: UInt16) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else { return false }
        let request = Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count
        else { return false }
        var reply = [UInt8](repeating: 0, count: 64)
        let count = reply.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count >= 12 else { return false }
        return reply[0..<12].elementsEqual("HTTP/1.1 200".utf8)
    }
}
