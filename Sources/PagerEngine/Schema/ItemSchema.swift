/// The rules for `items`: how many tabs a config may have and what each tab's fields may hold.
public enum ItemSchema {
    public static let minCount = 1
    public static let maxCount = 200
    /// Ids match `^[A-Za-z0-9_-]{1,64}$`.
    public static let idPattern = "^[A-Za-z0-9_-]{1,64}$"
    public static let idMaxLength = 64
    /// Titles are at most this many characters (grapheme clusters).
    public static let titleMaxLength = 80
    /// Badges are at most this many characters.
    public static let badgeMaxLength = 8
    /// Accessibility labels are at most this many characters.
    public static let accessibilityLabelMaxLength = 120

    /// The icons the canvas can draw, named as the SF Symbols they look like.
    public static let icons = [
        "house", "magnifyingglass", "books", "person", "gear", "star", "heart", "bell", "bookmark", "cart",
        "message", "photo", "music.note", "play", "calendar", "map", "plus", "ellipsis",
    ]

    /// The filled SF Symbol of each icon that has one: the selected image with
    /// `buttons.selectedImageFilled` (the canvas draws the icon's own shape filled).
    public static let filledIcons: [String: String] = [
        "house": "house.fill", "books": "books.vertical.fill", "person": "person.fill", "gear": "gearshape.fill",
        "star": "star.fill", "heart": "heart.fill", "bell": "bell.fill", "bookmark": "bookmark.fill",
        "cart": "cart.fill", "message": "message.fill", "photo": "photo.fill", "play": "play.fill", "map": "map.fill",
    ]

    /// The selected image of an item's `icon` with `buttons.selectedImageFilled`: its filled SF Symbol,
    /// or nil when it has none.
    public static func filledIcon(of icon: String?) -> String? {
        icon.flatMap { filledIcons[$0] }
    }

    /// The keys an item object may have, in the order normalised output writes them.
    public static let fieldNames = ["id", "title", "badge", "icon", "accessibilityLabel", "style"]

    /// Whether `id` matches `idPattern`.
    public static func isValidID(_ id: String) -> Bool {
        let bytes = id.utf8
        return !bytes.isEmpty && bytes.count <= idMaxLength
            && bytes.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                    true
                default: false
                }
            }
    }
}
