import HTTPCore
import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// `pager-bench saves`: save latency at a fixed rate, optionally while N sessions animate and stream
/// (issue 6's figure: save p99 while 100 sessions stream), and what the server's store histograms
/// counted over the run (``StoreTimings``).
enum SaveBench {
    static let usage =
        "saves --url URL --rate R --seconds S [--sessions N] [--header 'Name: value'] [--prefix save]"

    static func run(_ arguments: [String]) throws(BenchError) {
        let parsed = try BenchOptions(
            arguments, allowed: ["url", "rate", "seconds", "sessions", "header", "prefix"])
        guard let url = parsed.string("url") else { throw BenchError(message: "--url is required") }
        let target = try BenchTarget(url: url)
        let rate = try parsed.double("rate", default: 100)
        let duration = try parsed.double("seconds", default: 10)
        let sessions = parsed.string("sessions").flatMap { Int($0) } ?? 0
        let prefix = parsed.string("prefix") ?? "save"
        var headers: [(String, String)] = []
        if let header = parsed.string("header"), let colon = header.firstIndex(of: ":") {
            headers.append((String(header[..<colon]), String(header[header.index(after: colon)...].trimmingSpaces)))
        }
        // The saves have a loop (a thread) of their own: on the streams' loop, a save's answer or its
        // timer waited behind each tick's burst of frames to read, and that wait counted as latency.
        let group = try ClientSocket.startClientLoop(threads: sessions > 0 ? 2 : 1)
        let loop = group.loops[0]
        let streamLoop = group.loops[group.loops.count - 1]
        let saves = SaveRun(
            target: target, rate: rate, seconds: duration, loop: loop, buffer: ReadBuffer(), headers: headers)
        let storeBefore = StoreTimings.fetch(target: target, loop: loop)
        var streaming: SSERun?
        if sessions > 0 {
            let options = SSERunOptions(
                target: target, sessions: sessions, seconds: duration + 1, fps: 60,
                inputInterval: 1, transitionDuration: 0.9, warmup: 1.5,
                setupTimeout: 60, sessionsPerAddress: 32)
            let run = SSERun(options: options, loop: streamLoop)
            run.onWindowStart = { loop.execute { saves.start() } }
            streaming = run
            streamLoop.execute { run.start() }
        } else {
            loop.execute { saves.start() }
        }
        let started = Deadline.now()
        while !saves.finished.load(ordering: .acquiring) && seconds(from: started, to: Deadline.now()) < duration + 90 {
            if let streaming, streaming.finished.load(ordering: .acquiring), streaming.windowStart == nil { break }
            usleep(20_000)
        }
        if let streaming {
            while !streaming.finished.load(ordering: .acquiring)
                && seconds(from: started, to: Deadline.now()) < duration + 90
            {
                usleep(20_000)
            }
        }
        let storeAfter = StoreTimings.fetch(target: target, loop: loop)
        group.stopAndJoin()
        print("\(prefix)_rate \(format(rate, 1))")
        for (name, value) in saves.lines { print("\(prefix)_\(name) \(value)") }
        if let storeBefore, let storeAfter {
            for (name, value) in storeAfter.since(storeBefore).lines { print("\(prefix)_\(name) \(value)") }
        }
        if let streaming {
            let result = SSEResult(run: streaming, cpuSeconds: nil)
            print("\(prefix)_background_sessions \(sessions)")
            print("\(prefix)_background_frames \(result.frames)")
            print("\(prefix)_background_on_time_share \(format(result.onTimeShare, 4))")
            if let failure = result.failure { throw BenchError(message: "background sessions: \(failure)") }
        }
        if saves.sent == 0 { throw BenchError(message: "no save was sent") }
    }
}
