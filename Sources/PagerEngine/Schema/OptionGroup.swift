/// A section of the config and of the controls: `bar`, `buttons`, `indicator`, `pager`, `text`.
///
/// The group of an option is the first component of its path.
public struct OptionGroup: Sendable, Hashable {
    public var id: String
    public var title: String
    public var help: String

    public init(id: String, title: String, help: String) {
        self.id = id
        self.title = title
        self.help = help
    }
}
