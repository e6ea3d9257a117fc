/// Writes JSON into room reserved ahead (``JSONWriter/withCursor(capacity:_:)``), with no bookkeeping
/// per write: no comma state, no capacity or uniqueness check, keys written with their punctuation as
/// one literal fragment.
///
/// For the frame, whose size is bounded before it is written (``PagerFrame/writeJSON(rev:seq:t:delta:markFull:into:)``
/// is the one frame serializer): written through the writer's general calls, a frame took three times
/// the instructions and time (docs/decisions/0003-frame-serializer.md). The caller must keep within the
/// capacity it reserved.
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

    /// Appends `value` as ``JSONWriter/number(_:)`` does, in at most ``maximumNumberLength`` bytes.
    @inline(__always)
    public mutating func number(_ value: Double) {
        guard let units = value.tenThousandths else { return unusualNumber(value) }
        position += DecimalText.write(
            negative: units < 0, magnitude: units.magnitude / 10_000, fraction: units.magnitude % 10_000, to: position)
    }

    /// The most bytes ``number(_:)`` writes: the shortest text of a `Double` (`-2.2250738585072014e-308`
    /// is the longest) for a value beyond four-decimal form.
    public static let maximumNumberLength = 24

    /// A value with no four-decimal form (not finite, or its ten-thousandths beyond ±9 × 10¹⁵), as the
    /// writer prints it: its shortest text, `0` when not finite.
    private mutating func unusualNumber(_ value: Double) {
        guard value.isFinite else { return byte(UInt8(ascii: "0")) }
        for unit in value.description.utf8.prefix(Self.maximumNumberLength) { byte(unit) }
    }

    /// `{"x","y","width","height"}` (at most 4 numbers and 33 bytes of keys).
    mutating func rect(_ value: Rect) {
        text(#"{"x":"#)
        number(value.x)
        text(#","y":"#)
        number(value.y)
        text(#","width":"#)
        number(value.width)
        text(#","height":"#)
        number(value.height)
        byte(UInt8(ascii: "}"))
    }

    /// `{"top","left","bottom","right"}` (at most 4 numbers and 36 bytes of keys).
    mutating func insets(_ value: EdgeInsets) {
        text(#"{"top":"#)
        number(value.top)
        text(#","left":"#)
        number(value.left)
        text(#","bottom":"#)
        number(value.bottom)
        text(#","right":"#)
        number(value.right)
        byte(UInt8(ascii: "}"))
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
