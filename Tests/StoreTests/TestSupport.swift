import Dispatch
import Foundation
import Store
import Synchronization

/// A fresh directory under the system temporary directory, removed when `body` returns.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("store-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}

/// A clock that the test sets; every reading is recorded.
final class TestClock: Sendable {
    private let now: Mutex<Int64>
    private let step: Int64

    /// Starts at `start` milliseconds and advances by `step` after every reading.
    init(start: Int64 = 1_700_000_000_000, step: Int64 = 1000) {
        now = Mutex(start)
        self.step = step
    }

    var clock: Timestamp.Clock {
        { [self] in
            now.withLock { value in
                defer { value += step }
                return Timestamp(millisecondsSince1970: value)
            }
        }
    }

    /// The next reading will be `milliseconds`.
    func set(_ milliseconds: Int64) {
        now.withLock { $0 = milliseconds }
    }
}

/// A one-shot signal between threads that fails instead of hanging.
final class Signal: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    func fire() {
        semaphore.signal()
    }

    /// Whether the signal fired within `seconds`.
    func wait(seconds: Double = 10) -> Bool {
        semaphore.wait(timeout: .now() + seconds) == .success
    }
}

/// Collects values from several threads.
final class Collector<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    func append(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    var all: [Value] { values.withLock { $0 } }
}

/// Every byte of the database file and its WAL and shared-memory side files, for "never stored" checks.
func databaseFileBytes(_ path: String) throws -> [UInt8] {
    var bytes: [UInt8] = []
    for suffix in ["", "-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
        bytes += [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + suffix)))
    }
    return bytes
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs anywhere in the bytes.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        for start in 0...(count - needle.count) where self[start] == needle[0] {
            if Array(self[start..<(start + needle.count)]) == needle {
                return true
            }
        }
        return false
    }
}
