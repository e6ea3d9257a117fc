import Testing

@testable import PagerEngine

/// The addresses the server's cache hints load ahead of a tick (CacheHints.swift): each must be where
/// the memory a frame reads actually is, or the hint loads the wrong lines and the tick still waits.
struct CacheHintsTests {
    private let layout = PagerLayout(
        config: PagerConfig(), viewport: Viewport(width: 390, height: 844), measurer: FixedAdvanceMeasurer())

    /// Where an array's header starts: 32 bytes before its first element.
    private func header<Element>(of array: [Element]) -> UnsafeRawPointer? {
        array.withUnsafeBytes { $0.baseAddress.map { $0 - 32 } }
    }

    private func regions(_ visit: ((UnsafeRawPointer, Int) -> Void) -> Void) -> [(UnsafeRawPointer, Int)] {
        var found: [(UnsafeRawPointer, Int)] = []
        visit { found.append(($0, $1)) }
        return found
    }

    @Test func theStorageAddressIsTheLayoutsSharedBox() {
        let copy = layout
        #expect(copy.storageAddress == UnsafeRawPointer(Unmanaged.passUnretained(layout.storage).toOpaque()))
    }

    @Test func theFrameArraysAreTheButtonsAndTheRowsStartsAndLengths() {
        let found = regions { layout.forEachFrameArray($0) }
        let storage = layout.storage
        let expected = [
            header(of: storage.buttons), header(of: storage.row.starts), header(of: storage.row.lengths),
            header(of: storage.row.targetStarts), header(of: storage.row.targetLengths),
        ]
        #expect(found.map(\.0) == expected.compactMap { $0 })
        #expect(found.allSatisfy { $0.1 == arrayHeadBytes })
        // A five-tab bar: the buttons' array is not the static empty one.
        #expect(storage.buttons.count == 5)
    }

    @Test func aTrackerHintsTwoFingerprintsAfterAWrittenFrameAndThreeOtherwise() {
        var tracker = FrameDeltaTracker()
        #expect(regions { tracker.forEachFingerprintArray($0) }.count == 6)
        let first = layout.frame(FrameInput(position: 0))
        _ = tracker.queue(frame: first) { _ in .written }
        let afterWritten = regions { tracker.forEachFingerprintArray($0) }
        #expect(afterWritten.count == 4)
        // The frame just queued fills one fingerprint: its buttons' array is among the hints.
        #expect(Set(afterWritten.map { UInt(bitPattern: $0.0) }).count > 1)
        _ = tracker.queue(frame: layout.frame(FrameInput(position: 0.5))) { _ in .queued }
        #expect(regions { tracker.forEachFingerprintArray($0) }.count == 6)
    }
}
