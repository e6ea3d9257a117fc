import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// CPU time and resident memory of a local process, read from `/proc` (proc(5)).
enum ProcessStats {
    /// User plus system CPU seconds of `pid` so far (`utime` + `stime`, fields 14 and 15 of
    /// `/proc/PID/stat`, in clock ticks), or nil when the process is gone.
    static func cpuSeconds(pid: Int32) -> Double? {
        cpuTimes(pid: pid).map { $0.user + $0.system }
    }

    /// User and system CPU seconds of `pid` so far (`utime`, `stime`).
    static func cpuTimes(pid: Int32) -> (user: Double, system: Double)? {
        guard let text = readFile("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else { return nil }
        // Fields after the command name (which may hold spaces) start with field 3, the state.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return (user / ticks, system / ticks)
    }

    /// The resident set size of `pid` in KiB (`VmRSS` of `/proc/PID/status`), or nil.
    static func residentKilobytes(pid: Int32) -> Int? {
        guard let text = readFile("/proc/\(pid)/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
        return nil
    }

    /// The whole of a small file, or nil when it cannot be read.
    static func readFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Seconds between two monotonic readings.
func seconds(from start: Deadline, to end: Deadline) -> Double {
    Double(Int64(bitPattern: end.nanoseconds &- start.nanoseconds)) / 1e9
}
