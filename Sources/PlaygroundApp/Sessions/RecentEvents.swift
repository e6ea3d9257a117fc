import HTTPCore

/// The last pager events of a session (`event:` events, with their ids), so a stream that reconnects
/// with `Last-Event-ID` gets the ones it missed before the current layout and frame.
///
/// Layouts and frames need no replay (a resumed stream gets the current ones whole); the events a
/// client logs (`didScrollToPage`, …) would otherwise be lost while it was away. At most `capacity`
/// are kept: a client away for longer gets the newest ones.
struct RecentEvents {
    let capacity: Int
    private var events: [(id: Int, event: ServerSentEvent)] = []

    init(capacity: Int = 32) {
        self.capacity = capacity
    }

    /// Keeps `event`, sent with id `id` (ids increase), dropping the oldest beyond ``capacity``.
    mutating func append(_ event: ServerSentEvent, id: Int) {
        if events.count == capacity { events.removeFirst() }
        events.append((id, event))
    }

    /// The events after the one a client last received (its `Last-Event-ID`), oldest first; none when
    /// the header is absent, not a number, or names an id this session has not sent yet (`newest`, the
    /// session's last id: the header belongs to some other stream).
    func after(lastEventID: String?, newest: Int) -> [ServerSentEvent] {
        guard let text = lastEventID, let last = Int(text), last >= 0, last <= newest else { return [] }
        return events.lazy.filter { $0.id > last }.map(\.event)
    }
}
