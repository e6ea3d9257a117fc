/// A least-recently-used cache bounded by the total size of its values in bytes.
///
/// A pure value type (the preview routes keep it behind a lock): ``value(for:)`` marks an entry as used,
/// ``insert(_:for:cost:)`` evicts the least recently used entries until the new one fits. An entry larger
/// than the whole capacity is not stored. Entries sit in a doubly linked list threaded through arrays,
/// so every operation is O(1) apart from dictionary hashing.
struct LRUByteCache<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value
        var cost: Int
        var newer: Int?
        var older: Int?
    }

    let capacity: Int
    private(set) var totalCost = 0
    private var index: [Key: Int] = [:]
    private var nodes: [Node?] = []
    private var free: [Int] = []
    private var newest: Int?
    private var oldest: Int?

    /// A cache holding at most `capacity` bytes of values.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    var count: Int { index.count }

    /// The value for `key`, now the most recently used; nil when absent.
    mutating func value(for key: Key) -> Value? {
        guard let slot = index[key], let node = nodes[slot] else { return nil }
        unlink(slot)
        pushNewest(slot)
        return node.value
    }

    /// Whether `key` is cached, without marking it used.
    func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Stores `value` costing `cost` bytes as the most recently used, evicting as needed.
    ///
    /// - Returns: whether it was stored (false when `cost` alone exceeds the capacity).
    @discardableResult
    mutating func insert(_ value: Value, for key: Key, cost: Int) -> Bool {
        remove(key)
        guard cost <= capacity else { return false }
        while totalCost + cost > capacity, let victim = oldest {
            removeSlot(victim)
        }
        let node = Node(key: key, value: value, cost: cost, newer: nil, older: nil)
        let slot: Int
        if let reused = free.popLast() {
            nodes[reused] = node
            slot = reused
        } else {
            nodes.append(node)
            slot = nodes.count - 1
        }
        index[key] = slot
        totalCost += cost
        pushNewest(slot)
        return true
    }

    /// Removes `key` if present.
    mutating func remove(_ key: Key) {
        if let slot = index[key] { removeSlot(slot) }
    }

    /// The keys from most to least recently used.
    var keysByRecency: [Key] {
        var keys: [Key] = []
        var cursor = newest
        while let slot = cursor, let node = nodes[slot] {
            keys.append(node.key)
            cursor = node.older
        }
        return keys
    }

    private mutating func removeSlot(_ slot: Int) {
        guard let node = nodes[slot] else { return }
        unlink(slot)
        index[node.key] = nil
        totalCost -= node.cost
        nodes[slot] = nil
        free.append(slot)
    }

    private mutating func unlink(_ slot: Int) {
        guard let node = nodes[slot] else { return }
        if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
        if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
        nodes[slot]?.newer = nil
        nodes[slot]?.older = nil
    }

    private mutating func pushNewest(_ slot: Int) {
        nodes[slot]?.older = newest
        nodes[slot]?.newer = nil
        if let previous = newest { nodes[previous]?.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }
}
