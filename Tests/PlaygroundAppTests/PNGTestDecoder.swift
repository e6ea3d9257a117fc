import CZlib
import PagerEngine

/// A PNG and APNG decoder written for the tests, independent of the encoder under test.
///
/// It checks the signature and every chunk's CRC-32 (its own table, not zlib's), inflates with
/// zlib, undoes all five filter types (PNG §9), and for APNG plays the frames onto a canvas with
/// their dispose and blend ops (APNG specification). It supports what the encoder may write: 8-bit
/// RGB and RGBA, no interlacing.
struct PNGTestDecoder {
    struct DecodeError: Error, CustomStringConvertible {
        var description: String
    }

    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    /// One `fcTL` with its decoded region and the canvas after the frame is drawn.
    struct Frame {
        var sequence: UInt32
        var width: Int
        var height: Int
        var x: Int
        var y: Int
        var delayNumerator: UInt16
        var delayDenominator: UInt16
        var disposeOp: UInt8
        var blendOp: UInt8
        /// Sequence numbers of this frame's `fdAT` chunks (empty for an `IDAT` frame).
        var dataSequences: [UInt32]
        /// The canvas as shown while this frame is displayed, RGBA.
        var canvas: [UInt8]
    }

    var chunks: [Chunk] = []
    var width = 0
    var height = 0
    var colorType: UInt8 = 0
    /// Bytes per pixel in the file (3 or 4).
    var channels = 4
    /// The default image (IDAT) as RGBA.
    var pixels: [UInt8] = []
    var frameCountDeclared: UInt32?
    var loopCount: UInt32?
    var frames: [Frame] = []
    /// The filter type byte of each IDAT row, top to bottom.
    var rowFilters: [UInt8] = []

    init(_ bytes: [UInt8]) throws {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw DecodeError(description: "signature") }
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw DecodeError(description: "truncated chunk at \(offset)") }
            let length = Int(Self.uint32(bytes, offset))
            guard offset + 12 + length <= bytes.count else { throw DecodeError(description: "chunk overruns file") }
            let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
            let type = String(decoding: typeBytes, as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let stored = Self.uint32(bytes, offset + 8 + length)
            guard Self.crc32(typeBytes + data) == stored else { throw DecodeError(description: "bad CRC in \(type)") }
            chunks.append(Chunk(type: type, data: data))
            offset += 12 + length
        }
        guard chunks.first?.type == "IHDR", chunks.last?.type == "IEND" else {
            throw DecodeError(description: "chunk order: \(chunks.map(\.type))")
        }
        try readHeader(chunks[0].data)
        let idat = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        rowFilters = []
        pixels = try decodeImage(idat, width: width, height: height, recordFilters: true)
        try readAnimation()
    }

    func pixel(x: Int, y: Int) -> RGBAColor {
        Self.color(in: pixels, width: width, x: x, y: y)
    }

    static func color(in rgba: [UInt8], width: Int, x: Int, y: Int) -> RGBAColor {
        let offset = (y * width + x) * 4
        return RGBAColor(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2], alpha: rgba[offset + 3])
    }

    var chunkTypes: [String] { chunks.map(\.type) }

    private mutating func readHeader(_ data: [UInt8]) throws {
        guard data.count == 13 else { throw DecodeError(description: "IHDR length \(data.count)") }
        width = Int(Self.uint32(data, 0))
        height = Int(Self.uint32(data, 4))
        colorType = data[9]
        guard data[8] == 8, data[10] == 0, data[11] == 0, data[12] == 0 else {
            throw DecodeError(description: "unsupported IHDR \(data)")
        }
        switch colorType {
        case 6: channels = 4
        case 2: channels = 3
        default: throw DecodeError(description: "colour type \(colorType)")
        }
    }

    /// Inflates, unfilters and expands one image of `width × height` to RGBA.
    private mutating func decodeImage(_ compressed: [UInt8], width: Int, height: Int, recordFilters: Bool) throws
        -> [UInt8]
    {
        let rowLength = width * channels
        let raw = try Self.inflate(compressed, expected: height * (rowLength + 1))
        guard raw.count == height * (rowLength + 1) else {
            throw DecodeError(description: "inflated \(raw.count) bytes, expected \(height * (rowLength + 1))")
        }
        var previous = [UInt8](repeating: 0, count: rowLength)
        var output = [UInt8]()
        output.reserveCapacity(width * height * 4)
        for row in 0..<height {
            let start = row * (rowLength + 1)
            let filter = raw[start]
            if recordFilters { rowFilters.append(filter) }
            var line = Array(raw[(start + 1)..<(start + 1 + rowLength)])
            for index in 0..<rowLength {
                let a = index >= channels ? Int(line[index - channels]) : 0
                let b = Int(previous[index])
                let c = index >= channels ? Int(previous[index - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a)
                    let pb = abs(p - b)
                    let pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw DecodeError(description: "filter type \(filter) on row \(row)")
                }
                line[index] = UInt8((Int(line[index]) + predictor) & 0xFF)
            }
            for x in 0..<width {
                let pixel = line[(x * channels)..<(x * channels + channels)]
                output.append(contentsOf: pixel)
                if channels == 3 { output.append(255) }
            }
            previous = line
        }
        return output
    }

    private mutating func readAnimation() throws {
        guard let actl = chunks.first(where: { $0.type == "acTL" }) else { return }
        guard let acIndex = chunks.firstIndex(where: { $0.type == "acTL" }),
            let idatIndex = chunks.firstIndex(where: { $0.type == "IDAT" }), acIndex < idatIndex
        else { throw DecodeError(description: "acTL must precede IDAT") }
        frameCountDeclared = Self.uint32(actl.data, 0)
        loopCount = Self.uint32(actl.data, 4)
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var index = 0
        while index < chunks.count {
            guard chunks[index].type == "fcTL" else {
                index += 1
                continue
            }
            let control = chunks[index].data
            guard control.count == 26 else { throw DecodeError(description: "fcTL length \(control.count)") }
            var frame = Frame(
                sequence: Self.uint32(control, 0),
                width: Int(Self.uint32(control, 4)),
                height: Int(Self.uint32(control, 8)),
                x: Int(Self.uint32(control, 12)),
                y: Int(Self.uint32(control, 16)),
                delayNumerator: UInt16(control[20]) << 8 | UInt16(control[21]),
                delayDenominator: UInt16(control[22]) << 8 | UInt16(control[23]),
                disposeOp: control[24],
                blendOp: control[25],
                dataSequences: [],
                canvas: []
            )
            guard frame.x + frame.width <= width, frame.y + frame.height <= height, frame.width > 0, frame.height > 0
            else { throw DecodeError(description: "frame region outside canvas") }
            index += 1
            var data = [UInt8]()
            var usesIDAT = false
            while index < chunks.count, chunks[index].type == "IDAT" || chunks[index].type == "fdAT" {
                if chunks[index].type == "IDAT" {
                    usesIDAT = true
                    data += chunks[index].data
                } else {
                    frame.dataSequences.append(Self.uint32(chunks[index].data, 0))
                    data += chunks[index].data[4...]
                }
                index += 1
            }
            if usesIDAT && (frame.x != 0 || frame.y != 0 || frame.width != width || frame.height != height) {
                throw DecodeError(description: "the IDAT frame must cover the canvas")
            }
            let region = try decodeImage(data, width: frame.width, height: frame.height, recordFilters: false)
            let before = canvas
            Self.draw(region, frame: frame, onto: &canvas, canvasWidth: width)
            frame.canvas = canvas
            switch frame.disposeOp {
            case 0: break
            case 1: Self.clear(frame: frame, canvas: &canvas, canvasWidth: width)
            case 2: canvas = frames.isEmpty ? [UInt8](repeating: 0, count: canvas.count) : before
            default: throw DecodeError(description: "dispose op \(frame.disposeOp)")
            }
            frames.append(frame)
        }
    }

    private static func draw(_ region: [UInt8], frame: Frame, onto canvas: inout [UInt8], canvasWidth: Int) {
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let source = (y * frame.width + x) * 4
                let target = ((frame.y + y) * canvasWidth + frame.x + x) * 4
                if frame.blendOp == 0 {
                    for channel in 0..<4 { canvas[target + channel] = region[source + channel] }
                    continue
                }
                let sa = Double(region[source + 3]) / 255
                let da = Double(canvas[target + 3]) / 255
                let outA = sa + da * (1 - sa)
                guard outA > 0 else { continue }
                for channel in 0..<3 {
                    let value =
                        (Double(region[source + channel]) * sa + Double(canvas[target + channel]) * da * (1 - sa))
                        / outA
                    canvas[target + channel] = UInt8(value.rounded())
                }
                canvas[target + 3] = UInt8((outA * 255).rounded())
            }
        }
    }

    private static func clear(frame: Frame, canvas: inout [UInt8], canvasWidth: Int) {
        for y in frame.y..<(frame.y + frame.height) {
            for x in frame.x..<(frame.x + frame.width) {
                for channel in 0..<4 { canvas[(y * canvasWidth + x) * 4 + channel] = 0 }
            }
        }
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    /// CRC-32 as PNG Annex D gives it: reflected polynomial 0xEDB88320, initial and final XOR 0xFFFFFFFF.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// Inflates a complete zlib stream with zlib's `inflate`.
    static func inflate(_ input: [UInt8], expected: Int) throws -> [UInt8] {
        var stream = z_stream()
        guard czlib_inflate_init2(&stream, 15) == Z_OK else { throw DecodeError(description: "inflateInit2") }
        defer { inflateEnd(&stream) }
        var source = input
        var output = [UInt8](repeating: 0, count: expected + 1)
        let status = source.withUnsafeMutableBufferPointer { sourceBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.next_in = sourceBuffer.baseAddress
                stream.avail_in = uInt(sourceBuffer.count)
                stream.next_out = outputBuffer.baseAddress
                stream.avail_out = uInt(outputBuffer.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, stream.avail_in == 0 else {
            throw DecodeError(description: "inflate status \(status), \(stream.avail_in) bytes left over")
        }
        return Array(output[0..<Int(stream.total_out)])
    }
}

/// Where two pixel buffers first differ, as a short message (`nil` when equal), so a failing
/// comparison does not print megabytes of bytes.
func pixelMismatch(_ actual: [UInt8]?, _ expected: [UInt8]?) -> String? {
    guard let actual, let expected else { return actual == nil && expected == nil ? nil : "one side is missing" }
    guard actual.count == expected.count else { return "\(actual.count) bytes, expected \(expected.count)" }
    guard let index = actual.indices.first(where: { actual[$0] != expected[$0] }) else { return nil }
    return "byte \(index) (pixel \(index / 4), channel \(index % 4)): \(actual[index]), expected \(expected[index])"
}
