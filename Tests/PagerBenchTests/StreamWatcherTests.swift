import HTTPServer
import Testing

@testable import pager_bench

/// A stream as the load generator reads it: arrival and read times, and an input's latency.
struct StreamWatcherTests {
    static let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
    static let willScroll = "event: event\ndata: {\"type\":\"event\",\"name\":\"willScrollToPage\",\"index\":1}\n\n"

    func frame(seq: Int, t: Double) -> String { "event: frame\ndata: {\"seq\":\(seq),\"t\":\(t)}\n\n" }

    func feed(_ watcher: StreamWatcher, _ text: String, arrival: UInt64, read: UInt64) {
        Array(text.utf8).withUnsafeBytes {
            watcher.receive(
                $0, at: Deadline(nanoseconds: arrival), readAt: Deadline(nanoseconds: read),
                epoch: Deadline(nanoseconds: 0))
        }
    }

    @Test func framesAreTimedAtArrivalAndAtRead() {
        let watcher = StreamWatcher(session: 0, id: "s")
        feed(watcher, Self.head, arrival: 0, read: 0)
        watcher.measuring = true
        // Due 16 ms apart; all arrive on time, but the second and third were read 40 ms late.
        let ms: UInt64 = 1_000_000
        feed(watcher, frame(seq: 1, t: 0), arrival: 1 * ms, read: 1 * ms)
        feed(watcher, frame(seq: 2, t: 0.016), arrival: 17 * ms, read: 57 * ms)
        feed(watcher, frame(seq: 3, t: 0.032), arrival: 33 * ms, read: 73 * ms)
        #expect(watcher.frames == 3)
        #expect(watcher.onTimeFrames(period: 1.0 / 60) == 3)
        #expect(watcher.onTimeFramesAtRead(period: 1.0 / 60) == 1)
        #expect(watcher.latenessAtRead.map { ($0 * 1_000).rounded() } == [0, 40, 40])
    }

    @Test func aFrameTheKernelGotBeforeTheInputWasTimedCountsZero() {
        let watcher = StreamWatcher(session: 0, id: "s")
        feed(watcher, Self.head, arrival: 0, read: 0)
        watcher.measuring = true
        watcher.inputSentAt = Deadline(nanoseconds: 10_000_000)
        feed(watcher, Self.willScroll + frame(seq: 1, t: 0.009), arrival: 9_900_000, read: 10_500_000)
        #expect(watcher.latencies == [0])
        watcher.inputSentAt = Deadline(nanoseconds: 20_000_000)
        feed(watcher, Self.willScroll + frame(seq: 2, t: 0.02), arrival: 20_500_000, read: 21_000_000)
        #expect(watcher.latencies.last.map { ($0 * 1_000).rounded() } == 500)
    }

    /// Bytes handed over by the connection (``ConnectionReader``) are timed on the watcher's epoch, and
    /// `onOpen` runs once, with the bytes that brought the stream's head.
    @Test func bytesFromTheConnectionOpenTheStreamOnce() {
        let watcher = StreamWatcher(session: 0, id: "s")
        watcher.epoch = Deadline(nanoseconds: 1_000_000_000)
        var opened = 0
        watcher.onOpen = { opened += 1 }
        let receive = { (text: String, at: UInt64) in
            Array(text.utf8).withUnsafeBytes {
                watcher.received($0, at: Deadline(nanoseconds: at), readAt: Deadline(nanoseconds: at))
            }
        }
        receive("HTTP/1.1 200 OK\r\n", 1_000_000_000)
        #expect(opened == 0)
        receive("Content-Type: text/event-stream\r\n\r\n", 1_000_000_000)
        #expect(opened == 1)
        watcher.measuring = true
        receive(frame(seq: 1, t: 0.5), 1_500_000_000)
        receive(frame(seq: 2, t: 0.516), 1_536_000_000)
        #expect(opened == 1)
        #expect(watcher.frames == 2)
        // Due at t + the smallest lag (0 s): the second frame came 20 ms late, past one period.
        #expect(watcher.onTimeFrames(period: 1.0 / 60) == 1)
    }
}
