/// What the request parser found in the bytes fed to it, in order.
///
/// A request yields `.head`, zero or more `.body` chunks and `.end`. `.failure` is final: the parser
/// yields nothing after it.
public enum ParserEvent: Sendable, Equatable {
    case head(RequestHead)
    case body([UInt8])
    case end
    case failure(HTTPParseError)
}
