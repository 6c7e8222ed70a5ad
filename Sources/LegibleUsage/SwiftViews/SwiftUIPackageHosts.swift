import LegibleSwiftSyntax

/// Content handed to a type that no file read declares and that is not Apple's: a window kit's clear panel over a
/// behind-window blur (`NSWindowController(window: GlassPanel { UpdateView() })` in a manager class), a package's
/// popover holder (`.background(HoverPopover(isPresented:) { Picker() })`) or its section with a fill of its own
/// (`GlassSection { Text(…) }`). That type, from a package not in the repository, decides what is drawn under its
/// content, so the text's layer cannot be proven and the pair needs review naming the type (issue 29: an unknown link
/// is a review, never a guessed default). Apple's own types are known: SwiftUI's views, scenes and containers
/// (`SwiftUISystemTypes`) and AppKit's and UIKit's classes, whose names carry the `NS` or `UI` prefix (Apple, "Cocoa
/// Coding Guidelines: Code Naming Basics", prefixes). A few package views are documented to draw nothing but their
/// content (`drawOnlyTheirContent`).
enum SwiftUIPackageHosts {
    /// Package views that draw only the content they are given, each from its package's documentation: The Composable
    /// Architecture's store and observation views (`WithViewStore`, `WithPerceptionTracking`, `IfLetStore`,
    /// `SwitchStore`, `ForEachStore`, `NavigationStackStore`, `CaseLet`: pointfreeco/swift-composable-architecture),
    /// NukeUI's `LazyImage` (its content closure draws the image or the app's placeholder: kean/Nuke) and the Flow
    /// layouts `HFlow`, `VFlow` (tevelee/SwiftUI-Flow: a `Layout`).
    static let drawOnlyTheirContent: Set<String> = [
        "WithViewStore", "WithPerceptionTracking", "IfLetStore", "SwitchStore", "ForEachStore", "NavigationStackStore",
        "CaseLet", "LazyImage", "HFlow", "VFlow",
    ]

    /// Keywords after which an uppercase name is a type written in a declaration or a cast (`var body: some View {`,
    /// `-> Panel {`, `as? Window`), not a call whose closure or arguments hold the content.
    static let typePositions: Set<String> = [":", "->", "as", "is", "some", "any", "?", "!", "<", "&"]
    /// Keywords that open a statement whose `{` is its own block, not a trailing closure of the last call in its
    /// condition (`if let url = URL(string: s) {`).
    static let conditionKeywords: Set<String> = [
        "if", "guard", "while", "for", "switch", "else", "case", "catch", "repeat", "where",
    ]

    /// The review for content inside the bracket `open` owned by the name at `owner`, when that name is a type the
    /// files read do not declare (`declaredTypes`) and Apple's frameworks do not either.
    static func review(owner: Int, open: Int, in file: SwiftViewFile, declaredTypes: Set<String>) -> ReviewReason? {
        let tokens = file.tokens
        let name = tokens[owner].text
        guard tokens[owner].kind == .identifier, let first = name.first, first.isUppercase,
            file.nesting.isPunctuation(open, "{") || file.nesting.isPunctuation(open, "("),
            !declaredTypes.contains(name), !drawOnlyTheirContent.contains(name), !isApples(name),
            !isTypeWritten(owner, in: file), !isQualifiedByApple(owner, in: file),
            !isCondition(owner, in: file)
        else { return nil }
        let written = file.nesting.isPunctuation(open, "{") ? "\(name) { … }" : "\(name)(…)"
        let place = "\(file.path.split(separator: "/").last.map(String.init) ?? file.path):\(tokens[owner].line)"
        let imports = packageImports(of: file)
        let from = imports.isEmpty ? "" : " (the file imports \(imports.joined(separator: ", ")))"
        return ReviewReason(
            .hostUnknown,
            "shown in \(written) (\(place)), a type no file read declares\(from): what it draws under its content "
                + "is not known")
    }

    /// A type of SwiftUI, of the Swift library, or of AppKit and UIKit (`NSPanel`, `UIHostingController`).
    static func isApples(_ name: String) -> Bool {
        if SwiftUISystemTypes.names.contains(name) { return true }
        guard name.hasPrefix("NS") || name.hasPrefix("UI") else { return false }
        return name.dropFirst(2).first?.isUppercase == true
    }

    /// A type written in a declaration or a cast (`var body: some View {`, `-> Panel {`), not a call; an argument
    /// label's colon (`NSWindowController(window: GlassPanel { … })`) is followed by a value.
    static func isTypeWritten(_ owner: Int, in file: SwiftViewFile) -> Bool {
        guard owner > 0, typePositions.contains(file.tokens[owner - 1].text) else { return false }
        let inArguments = file.nesting.enclosing[owner].map { file.nesting.isPunctuation($0, "(") } == true
        return !(file.nesting.isPunctuation(owner - 1, ":") && inArguments)
    }

    /// `SwiftUI.Form`, `AppKit.NSPanel`: a name an Apple module qualifies.
    static func isQualifiedByApple(_ owner: Int, in file: SwiftViewFile) -> Bool {
        owner >= 2 && file.nesting.isPunctuation(owner - 1, ".")
            && SwiftUISystemTypes.appleModules.contains(file.tokens[owner - 2].text)
    }

    /// Whether the call at `owner` ends the condition of an `if`, `guard`, `while`, `for` or `switch`: read back
    /// through the statement (over balanced `(…)` and `[…]`, and the commas of a condition list: `if let a = b, let url
    /// = URL(string: a) {`) to its start, a keyword or the end of the last block.
    static func isCondition(_ owner: Int, in file: SwiftViewFile) -> Bool {
        var k = owner - 1
        var read = 0
        while k >= 0, read < 40 {
            let token = file.tokens[k]
            if file.nesting.isPunctuation(k, ")") || file.nesting.isPunctuation(k, "]"),
                let partner = file.nesting.partner[k]
            {
                k = partner - 1
                read += 1
                continue
            }
            if file.nesting.isPunctuation(k, "{") || file.nesting.isPunctuation(k, "}")
                || file.nesting.isPunctuation(k, ";") || file.nesting.isPunctuation(k, "(")
                || file.nesting.isPunctuation(k, "[")
            {
                return false
            }
            if conditionKeywords.contains(token.text) { return true }
            k -= 1
            read += 1
        }
        return false
    }

    /// The modules a file imports that are not Apple's: the packages its unknown types may come from.
    static func packageImports(of file: SwiftViewFile) -> [String] {
        let tokens = file.tokens
        var modules: [String] = []
        for i in tokens.indices.dropFirst() where tokens[i - 1].text == "import" && tokens[i].kind == .identifier {
            // `import struct Kit.Panel` imports one declaration of the module `Kit`.
            let kind =
                SwiftTypeDeclaration.keywords.contains(tokens[i].text)
                || ["func", "var", "typealias"].contains(tokens[i].text)
            guard !kind || i + 1 < tokens.count else { continue }
            let module = kind ? tokens[i + 1].text : tokens[i].text
            if !SwiftUISystemTypes.appleModules.contains(module), !modules.contains(module) { modules.append(module) }
        }
        return modules
    }
}
