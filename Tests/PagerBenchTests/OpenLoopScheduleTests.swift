import HTTPServer
import Testing

@testable import pager_bench

@Suite struct OpenLoopScheduleTests {
    let start = Deadline(nanoseconds: 5_000_000_000)

    /// 100 a second for 6 s: request k is due k × 10 ms after the start, 601 requests in all.
    @Test func requestsAreDueEveryPeriodFromTheStart() {
        let schedule = OpenLoopSchedule(start: start, rate: 100, seconds: 6)
        #expect(schedule.deadline(of: 0) == start)
        #expect(schedule.deadline(of: 1) == start + .milliseconds(10))
        #expect(schedule.deadline(of: 250) == start + .milliseconds(2_500))
        #expect(schedule.dueCount(at: start) == 1)
        #expect(schedule.dueCount(at: start + .microseconds(9_999)) == 1)
        #expect(schedule.dueCount(at: start + .milliseconds(10)) == 2)
        #expect(schedule.dueCount(at: start + .milliseconds(35)) == 4)
        #expect(schedule.dueCount(at: start + .seconds(6)) == 601)
        #expect(schedule.dueCount(at: start + .seconds(60)) == 601)
    }

    /// Sleeping until `deadline(of: n)` and then counting gives exactly request n: no polling delay.
    @Test func theNextDeadlineIsTheMomentTheNextRequestFallsDue() {
        let schedule = OpenLoopSchedule(start: start, rate: 30, seconds: 2)
        for sent in 1..<60 {
            #expect(schedule.dueCount(at: schedule.deadline(of: sent)) == sent + 1)
            #expect(schedule.dueCount(at: schedule.deadline(of: sent) + .nanoseconds(-2)) == sent)
        }
    }

    @Test func theWindowEndsAfterItsSeconds() {
        let schedule = OpenLoopSchedule(start: start, rate: 100, seconds: 6)
        #expect(!schedule.isOver(at: start + .milliseconds(5_999)))
        #expect(schedule.isOver(at: start + .seconds(6)))
    }
}
