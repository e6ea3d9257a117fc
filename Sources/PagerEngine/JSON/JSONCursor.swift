/// Writes JSON into room reserved ahead (``JSONWriter/withCursor(capacity:_:)``), with no bookkeeping
/// per write: no comma state, no capacity or uniqueness check, keys written with their punctuation as
/// one literal fragment.
///
/// For the frame hot path, whose size is bounded before it is written (``PagerFrame`` writes through
/// it): the writer's checks around each of a frame's few dozen keys and numbers were a fifth of a live
/// session's instructions per frame. The caller must keep within the capacity it reserved.
public struct JSONCursor {
    private let start: UnsafeMutablePointer<UInt8>
    private var position: UnsafeMutablePointer<UInt8>

    init(_ start: UnsafeMutablePointer<UInt8>) {
        self.start = start
        position = start
    }

    /// Bytes written so far.
    var count: Int { position - start }

    /// Appends `fragment` as it is: literal JSON punctuation and keys (`,"x":`) that need no escaping.
    @inline(__always)
    public mutating func text(_ fragment: StaticString) {
        let count = fragment.utf8CodeUnitCount
        let source = UnsafeRawPointer(fragment.utf8Start)
        let target = UnsafeMutableRawPointer(position)
        if count >= 8 {
            // Whole words, the last one overlapping the one before it.
            var offset = 0
            while offset + 8 <= count {
                target.storeBytes(
                    of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
                    as: UInt64.self)
                offset += 8
            }
            if offset < count {
                target.storeBytes(
                    of: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8,
                    as: UInt64.self)
            }
        } else if count >= 4 {
            target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            target.storeBytes(
                of: source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self), toByteOffset: count - 4,
                as: UInt32.self)
        } else {
            for offset in 0..<count {
                target.storeBytes(
                    of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        }
        position += count
    }

    /// Appends one ASCII byte.
    @inline(__always)
    public mutating func byte(_ value: UInt8) {
        position.pointee = value
        position += 1
    }

    /// Appends `value` (at most 21 bytes).
    @inline(__always)
    public mutating func integer(_ value: Int) {
        position += DecimalText.write(negative: value < 0, magnitude: value.magnitude, fraction: 0, to: position)
    }

    /// Appends `value` as ``JSONWriter/number(_:)`` does (at most ``DecimalText/maximumNumberLength``
    /// bytes), or returns false, writing nothing, when it has no four-decimal form (not finite, or too
    /// large): the writer's slow path prints those.
    @inline(__always)
    public mutating func number(_ value: Double) -> Bool {
        guard let units = value.tenThousandths else { return false }
        position += DecimalText.write(
            negative: units < 0, magnitude: units.magnitude / 10_000, fraction: units.magnitude % 10_000, to: position)
        return true
    }

    /// Appends `true` or `false`.
    @inline(__always)
    public mutating func bool(_ value: Bool) {
        if value { text("true") } else { text("false") }
    }

    /// Appends the colour string `"#RRGGBBAA"` (11 bytes).
    @inline(__always)
    public mutating func color(_ value: RGBAColor) {
        position[0] = UInt8(ascii: "\"")
        position[1] = UInt8(ascii: "#")
        DecimalText.writeHex(value, to: position + 2)
        position[10] = UInt8(ascii: "\"")
        position += 11
    }
}
