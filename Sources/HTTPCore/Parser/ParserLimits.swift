/// Bounds the request parser enforces, each answered with the status its field names.
///
/// Every limit is inclusive: a value equal to the limit is accepted, one more byte (or field) is not.
public struct ParserLimits: Sendable, Equatable {
    /// Request line, header fields and the empty line that ends them, in bytes. Default 16 KiB;
    /// beyond it the request is answered 431 Request Header Fields Too Large.
    public var maxHeadBytes: Int
    /// The request target in bytes. Default 8 KiB; beyond it 414 URI Too Long.
    public var maxTargetBytes: Int
    /// The number of header fields. Default 100; beyond it 431.
    public var maxHeaderCount: Int
    /// The content in bytes, declared (`Content-Length`) or received (chunked). Default 1 MiB;
    /// beyond it 413 Content Too Large, sent before any of the content is read.
    public var maxBodyBytes: Int
    /// One chunk-size line with its extensions, in bytes. Default 1 KiB; beyond it 400.
    public var maxChunkLineBytes: Int
    /// The trailer section of a chunked request, in bytes. Default 4 KiB; beyond it 431.
    public var maxTrailerBytes: Int

    public init(
        maxHeadBytes: Int = 16 * 1024, maxTargetBytes: Int = 8 * 1024, maxHeaderCount: Int = 100,
        maxBodyBytes: Int = 1024 * 1024, maxChunkLineBytes: Int = 1024, maxTrailerBytes: Int = 4 * 1024
    ) {
        self.maxHeadBytes = maxHeadBytes
        self.maxTargetBytes = maxTargetBytes
        self.maxHeaderCount = maxHeaderCount
        self.maxBodyBytes = maxBodyBytes
        self.maxChunkLineBytes = maxChunkLineBytes
        self.maxTrailerBytes = maxTrailerBytes
    }
}
