import Testing

@testable import PagerEngine

/// A layout is one reference to its laid-out values: the frame function and every session copy it
/// without copying (or touching) the kilobyte and a half behind it.
struct PagerLayoutStorageTests {
    @Test func aLayoutIsOneReferenceAndItsCopiesShareIt() {
        #expect(MemoryLayout<PagerLayout>.size == MemoryLayout<AnyObject>.size)
        let layout = PagerLayout(
            config: PagerConfig(), viewport: Viewport(width: 390, height: 844), measurer: FixedAdvanceMeasurer())
        let copy = layout
        #expect(copy.storage === layout.storage)
        #expect(copy.buttons.map(\.frame) == layout.buttons.map(\.frame))
        #expect(copy.itemCount == PagerConfig().items.count)
    }
}
