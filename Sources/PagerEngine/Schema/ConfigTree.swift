/// The nested shape of a config document, derived from the option paths: `bar.background.style` puts
/// `style` in `background` in `bar`.
///
/// Children keep the order of `OptionSchema.options`, which is the order normalised output writes them.
struct ConfigTree: Sendable {
    enum Node: Sendable {
        /// A leaf: the index of its option in `OptionSchema.options`.
        case option(Int)
        case object(ConfigTree)
    }

    struct Child: Sendable {
        let name: String
        var node: Node
    }

    private(set) var children: [Child] = []

    /// The tree of every option in `OptionSchema.options`.
    static let root: ConfigTree = ConfigTree(options: OptionSchema.options)

    init(options: [OptionSpec]) {
        for (index, option) in options.enumerated() {
            insert(option.components[...], index: index)
        }
    }

    private init() {}

    var names: [String] { children.map(\.name) }

    func child(named name: String) -> Node? { children.first { $0.name == name }?.node }

    private mutating func insert(_ components: ArraySlice<String>, index: Int) {
        guard let name = components.first else { return }
        let rest = components.dropFirst()
        let position = children.firstIndex { $0.name == name }
        if rest.isEmpty {
            if position == nil { children.append(Child(name: name, node: .option(index))) }
            return
        }
        var subtree = ConfigTree()
        if let position, case .object(let existing) = children[position].node { subtree = existing }
        subtree.insert(rest, index: index)
        if let position {
            children[position].node = .object(subtree)
        } else {
            children.append(Child(name: name, node: .object(subtree)))
        }
    }

    /// Every leaf name in the tree with its option's pointer, for suggesting where a misplaced key belongs.
    func leaves(under pointer: JSONPointer = JSONPointer()) -> [(name: String, pointer: JSONPointer)] {
        children.flatMap { child -> [(name: String, pointer: JSONPointer)] in
            switch child.node {
            case .option: [(child.name, pointer.appending(child.name))]
            case .object(let subtree): subtree.leaves(under: pointer.appending(child.name))
            }
        }
    }
}
