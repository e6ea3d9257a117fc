/// A QR code as an SVG document: dark modules on a light square with the quiet zone the standard asks
/// for around the symbol (four modules, ISO/IEC 18004 §6.3.8), measured in modules, so the document
/// scales to any size and `shape-rendering="crispEdges"` keeps module borders sharp.
///
/// ```svg
/// <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges">
/// <rect width="29" height="29" fill="#fff"/><path fill="#000" d="M4 4h7v1h-7zM12 4h1v1h-1z…"/></svg>
/// ```
///
/// Black on white whatever the page's theme: phone cameras read dark modules on a light ground, and some
/// readers refuse the inverse. The document carries no text from the request (no title, no link), so it
/// needs no escaping.
enum QRCodeSVG {
    /// Light modules on each side of the symbol.
    static let quietZone = 4

    /// The SVG document of `matrix` with `quietZone` light modules around it.
    static func document(_ matrix: QRMatrix, quietZone: Int = QRCodeSVG.quietZone) -> String {
        let side = matrix.size + 2 * quietZone
        return #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \#(side) \#(side)" shape-rendering="crispEdges">"#
            + ##"<rect width="\##(side)" height="\##(side)" fill="#fff"/>"##
            + ##"<path fill="#000" d="\##(path(matrix, offset: quietZone))"/></svg>"## + "\n"
    }

    /// The dark modules as path data: one rectangle per horizontal run of dark modules, row by row,
    /// moved `offset` modules right and down.
    static func path(_ matrix: QRMatrix, offset: Int) -> String {
        var data = ""
        for y in 0..<matrix.size {
            var x = 0
            while x < matrix.size {
                guard matrix[x, y] else {
                    x += 1
                    continue
                }
                let start = x
                while x < matrix.size, matrix[x, y] { x += 1 }
                let run = x - start
                data += "M\(start + offset) \(y + offset)h\(run)v1h-\(run)z"
            }
        }
        return data
    }
}
