import PagerEngine

#if canImport(Glibc)
    import Glibc
#endif

/// `pager-playground mcp`: a Model Context Protocol server on standard input and output, for agents
/// that design a pager (docs/mcp.md). Nothing but protocol messages goes to standard output.
enum MCPCommand: CLICommand {
    static let name = "mcp"
    static let usage =
        "mcp [--url http://HOST:PORT]   a Model Context Protocol server on stdin/stdout (docs/mcp.md)"

    static func run(_ arguments: [String]) throws(CLIError) -> Int32 {
        let parsed = try Arguments(arguments, allowed: ["url"])
        guard parsed.positional.isEmpty else { throw CLIError.usage("unexpected argument \(parsed.positional[0])") }
        var playground = PlaygroundAddress.standard
        if let text = parsed.value("url") {
            guard let address = PlaygroundAddress(text) else {
                throw CLIError.usage("--url must be the playground's address, such as http://127.0.0.1:8080")
            }
            playground = address
        }
        let server = MCPServer(tools: MCPTools(measurer: try CommandSupport.measurer(), playground: playground))
        var splitter = LineSplitter(maximum: MCPServer.maximumMessageBytes)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw CLIError.io("cannot read standard input: \(String(cString: strerror(errno)))")
            }
            let pieces = count == 0 ? splitter.finish().map { [$0] } ?? [] : splitter.feed(chunk[0..<count])
            for piece in pieces {
                try answer(piece, server: server)
            }
            if count == 0 { return 0 }
        }
    }

    private static func answer(_ piece: LineSplitter.Piece, server: MCPServer) throws(CLIError) {
        let reply: JSONValue?
        switch piece {
        case .line(let line): reply = server.reply(to: line)
        case .tooLong:
            reply = MCPServer.error(
                id: .null, .invalidRequest,
                "Invalid request: a message may be at most \(MCPServer.maximumMessageBytes >> 20) MiB; this one was skipped"
            )
        }
        if let reply { try CLIIO.writeStandardOutput(reply.jsonBytes + [UInt8(ascii: "\n")]) }
    }
}
