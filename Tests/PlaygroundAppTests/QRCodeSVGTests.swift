import Testing

@testable import PlaygroundApp

/// The SVG writer on matrices drawn by hand: the document's frame, the quiet zone, one rectangle per run.
struct QRCodeSVGTests {
    /// A matrix from rows of `#` (dark) and `.` (light).
    static func matrix(_ rows: [String]) throws -> QRMatrix {
        let dark = rows.flatMap { $0.map { $0 == "#" } }
        return try #require(QRMatrix(version: 1, size: rows.count, dark: dark))
    }

    @Test func theDocumentIsDarkModulesOnALightSquareWithAFourModuleQuietZone() throws {
        let code = try Self.matrix(["##.", "...", "#.#"])
        // 3 modules and 4 on each side: 11. Row 0 has a run of two at x 0; row 2 two single modules.
        #expect(
            QRCodeSVG.document(code)
                == #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 11 11" shape-rendering="crispEdges">"#
                + ##"<rect width="11" height="11" fill="#fff"/>"##
                + ##"<path fill="#000" d="M4 4h2v1h-2zM4 6h1v1h-1zM6 6h1v1h-1z"/></svg>"## + "\n")
    }

    @Test func theQuietZoneMovesEveryRectangle() throws {
        let code = try Self.matrix(["##.", "...", "#.#"])
        #expect(QRCodeSVG.path(code, offset: 0) == "M0 0h2v1h-2zM0 2h1v1h-1zM2 2h1v1h-1z")
        #expect(QRCodeSVG.document(code, quietZone: 1).contains(#"viewBox="0 0 5 5""#))
    }

    @Test func aRunEndsAtTheRowsEndAndRowsDoNotJoin() throws {
        let code = try Self.matrix(["####", ".###", "#..#", "...."])
        #expect(QRCodeSVG.path(code, offset: 0) == "M0 0h4v1h-4zM1 1h3v1h-3zM0 2h1v1h-1zM3 2h1v1h-1z")
        #expect(QRCodeSVG.path(try Self.matrix(["..", ".."]), offset: 4) == "")
    }

    @Test func aMatrixOfTheWrongCountIsRefused() {
        #expect(QRMatrix(version: 1, size: 3, dark: Array(repeating: false, count: 8)) == nil)
        #expect(QRMatrix(version: 1, size: 0, dark: []) == nil)
    }

    /// Every dark module of a real code is covered by exactly one rectangle, and no light one is.
    @Test func thePathCoversExactlyTheDarkModulesOfARealCode() throws {
        let code = try QREncoder.encode("https://pp.example/embed/Ab3dE5fG7h/v/12?fit=screen")
        var covered = [Int](repeating: 0, count: code.size * code.size)
        for rectangle in QRCodeSVG.path(code, offset: 0).split(separator: "M") {
            // "x yhNv1h-Nz"
            let parts = rectangle.split(whereSeparator: { " hvz".contains($0) })
            let x = try #require(Int(parts[0]))
            let y = try #require(Int(parts[1]))
            let run = try #require(Int(parts[2]))
            #expect(parts[3] == "1" && parts[4] == "-\(run)")
            for column in x..<(x + run) { covered[y * code.size + column] += 1 }
        }
        for y in 0..<code.size {
            for x in 0..<code.size {
                #expect(covered[y * code.size + x] == (code[x, y] ? 1 : 0), "module \(x), \(y)")
            }
        }
    }
}
