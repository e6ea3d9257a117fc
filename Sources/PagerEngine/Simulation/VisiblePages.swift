/// The pages a snapshot draws, in drawing order (later on top): none, one, or the two a scroll or a
/// transition shows, held inline.
///
/// A paging scroll shows at most the two pages around its position and a transition the outgoing and
/// the incoming page, so two places are enough. An array here was the only heap allocation of a live
/// session's frame, with the reference counting of every copy of the snapshot and the frame input
/// (the tuning diary, `git show b26ac1f:BENCHMARKS.md`, eleventh round).
public struct VisiblePages: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    /// Invariant: `top` is nil whenever `bottom` is. (Not `first` and `second`: those would hide the
    /// collection's own `first` inside the type.)
    private var bottom: PageState?
    private var top: PageState?

    public init() {}

    /// Two pages, `top` drawn over `bottom`.
    public init(_ bottom: PageState, _ top: PageState) {
        self.bottom = bottom
        self.top = top
    }

    /// Holds `pages`, which must be at most two (tests and tools; the simulation uses the allocation-free
    /// initialisers).
    public init(arrayLiteral pages: PageState...) {
        precondition(pages.count <= 2, "a snapshot draws at most two pages, not \(pages.count)")
        for page in pages { append(page) }
    }

    /// Adds `page` on top; there must be room for it.
    public mutating func append(_ page: PageState) {
        if bottom == nil {
            bottom = page
        } else {
            precondition(top == nil, "a snapshot draws at most two pages")
            top = page
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { bottom == nil ? 0 : top == nil ? 1 : 2 }

    public subscript(position: Int) -> PageState {
        precondition(position >= 0 && position < endIndex, "page \(position) of \(endIndex)")
        // The precondition leaves exactly the stored pages.
        return position == 0 ? bottom.unsafelyUnwrapped : top.unsafelyUnwrapped
    }
}
