import PagerEngine

/// The tab-item icons the schema lists (`ItemSchema.icons`), as outlines in a 24-point box, named after
/// the SF Symbols they imitate.
///
/// They are stroked with round caps and joins (``PagerRenderer/iconStroke``); `filled` ones are filled
/// too. The shapes are the front end's (`Public/scripts/logic/icons.js`), so the PNG and the canvas show
/// the same icon.
struct IconShape: Sendable {
    /// The side of the box the outlines are drawn in.
    static let box = 24.0

    var subpaths: [IconPath.Subpath]
    var filled = false

    /// The shape for `name`; a rounded square for nil or a name this build does not know.
    static func named(_ name: String?) -> IconShape {
        name.flatMap { all[$0] } ?? placeholder
    }

    static let placeholder = shape { $0.roundedRect(4, 4, 16, 16, 4) }

    static let all: [String: IconShape] = [
        "house": shape { path in
            path.move(3, 11.5)
            path.line(12, 3.5)
            path.line(21, 11.5)
            path.move(5.5, 9.5)
            for (x, y) in [(5.5, 20.5), (10, 20.5), (10, 15), (14, 15), (14, 20.5), (18.5, 20.5), (18.5, 9.5)] {
                path.line(x, y)
            }
        },
        "magnifyingglass": shape { path in
            path.circle(10.5, 10.5, 6.5)
            path.move(15.3, 15.3)
            path.line(21, 21)
        },
        "books": shape { path in
            path.roundedRect(3, 4, 5, 16, 0.8)
            path.roundedRect(9.5, 4, 5, 16, 0.8)
            polygon(&path, [(15.8, 6.2), (19.6, 5.2), (22.6, 19.4), (18.8, 20.4)])
        },
        "person": shape { path in
            path.circle(12, 8, 4)
            path.move(4, 21)
            path.cubic(4, 16.5, 7.6, 14, 12, 14)
            path.cubic(16.4, 14, 20, 16.5, 20, 21)
        },
        "gear": shape { path in
            path.radial(12, 12, outer: 10, inner: 7.6, points: 8, rotation: Double.pi / 8)
            path.circle(12, 12, 3.2)
        },
        "star": shape { path in path.radial(12, 12.6, outer: 10, inner: 4.2, points: 5) },
        "heart": shape { path in
            path.move(12, 20.5)
            path.cubic(5, 15.5, 2.5, 12, 2.5, 8.5)
            path.cubic(2.5, 5.5, 5, 3.5, 7.5, 3.5)
            path.cubic(9.5, 3.5, 11, 4.7, 12, 6.3)
            path.cubic(13, 4.7, 14.5, 3.5, 16.5, 3.5)
            path.cubic(19, 3.5, 21.5, 5.5, 21.5, 8.5)
            path.cubic(21.5, 12, 19, 15.5, 12, 20.5)
            path.close()
        },
        "bell": shape { path in
            path.move(6, 17)
            path.line(6, 11)
            path.cubic(6, 7.5, 8.5, 5, 12, 5)
            path.cubic(15.5, 5, 18, 7.5, 18, 11)
            for (x, y) in [(18.0, 17.0), (20, 19), (4, 19)] { path.line(x, y) }
            path.close()
            segment(&path, (10, 21.5), (14, 21.5))
            segment(&path, (12, 2.5), (12, 5))
        },
        "bookmark": shape { path in polygon(&path, [(6, 3), (18, 3), (18, 21), (12, 16.5), (6, 21)]) },
        "cart": shape { path in
            path.move(2, 4)
            for (x, y) in [(5.0, 4.0), (7.5, 15), (18.5, 15), (21, 7), (6, 7)] { path.line(x, y) }
            path.circle(9, 19.5, 1.5)
            path.circle(17, 19.5, 1.5)
        },
        "message": shape { path in
            path.move(4, 4.5)
            path.line(20, 4.5)
            path.quad(21, 4.5, 21, 5.5)
            path.line(21, 15)
            path.quad(21, 16, 20, 16)
            for (x, y) in [(10.0, 16.0), (6, 20), (6, 16), (4, 16)] { path.line(x, y) }
            path.quad(3, 16, 3, 15)
            path.line(3, 5.5)
            path.quad(3, 4.5, 4, 4.5)
            path.close()
        },
        "photo": shape { path in
            path.roundedRect(3, 5, 18, 14, 2)
            path.circle(8.5, 10, 1.6)
            path.move(3.5, 17.5)
            for (x, y) in [(9.0, 12.5), (13, 16.5), (16, 13.5), (20.5, 18)] { path.line(x, y) }
        },
        "music.note": shape { path in
            path.move(9, 18)
            for (x, y) in [(9.0, 5.5), (19, 3.5), (19, 16)] { path.line(x, y) }
            path.circle(6.5, 18, 2.5)
            path.circle(16.5, 16, 2.5)
        },
        "play": IconShape(subpaths: path { polygon(&$0, [(7, 4), (20, 12), (7, 20)]) }, filled: true),
        "calendar": shape { path in
            path.roundedRect(3, 5, 18, 16, 2)
            segment(&path, (3, 10), (21, 10))
            segment(&path, (8, 3), (8, 7))
            segment(&path, (16, 3), (16, 7))
        },
        "map": shape { path in
            polygon(&path, [(3, 6), (9, 4), (15, 6), (21, 4), (21, 18), (15, 20), (9, 18), (3, 20)])
            segment(&path, (9, 4), (9, 18))
            segment(&path, (15, 6), (15, 20))
        },
        "plus": shape { path in
            segment(&path, (12, 4.5), (12, 19.5))
            segment(&path, (4.5, 12), (19.5, 12))
        },
        "ellipsis": IconShape(
            subpaths: path { path in
                for x in [5.5, 12, 18.5] { path.circle(x, 12, 1.8) }
            }, filled: true),
    ]

    private static func shape(_ build: (inout IconPath) -> Void) -> IconShape {
        IconShape(subpaths: path(build))
    }

    private static func path(_ build: (inout IconPath) -> Void) -> [IconPath.Subpath] {
        var path = IconPath()
        build(&path)
        return path.finished()
    }

    private static func polygon(_ path: inout IconPath, _ points: [(Double, Double)]) {
        guard let first = points.first else { return }
        path.move(first.0, first.1)
        for point in points.dropFirst() { path.line(point.0, point.1) }
        path.close()
    }

    private static func segment(_ path: inout IconPath, _ from: (Double, Double), _ to: (Double, Double)) {
        path.move(from.0, from.1)
        path.line(to.0, to.1)
    }
}
