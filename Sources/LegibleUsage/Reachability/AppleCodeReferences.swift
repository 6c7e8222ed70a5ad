import Foundation
import LegibleObjCSyntax
import LegiblePalette
import LegibleSwiftSyntax

/// The names an Apple app's live code uses, read from the tokens of its Swift and Objective-C files (the lexers drop
/// comments; Swift `#if` branches the release build compiles for no platform — `#if false`, `#if DEBUG`,
/// `#if targetEnvironment(simulator)`, `SwiftPlatformConditions` — and `#Preview` blocks / `PreviewProvider` types,
/// with the types declared inside them, are not the app; nor is a branch only platforms the file's Xcode targets do not
/// build compile, `SwiftReleaseBuild.Excluded.byTargets`; nor is a Swift or Objective-C file no Xcode target builds
/// beside built ones, `AppleTargets.notBuilt`):
/// identifiers outside declarations, the fixed text of string literals, resource names (`R.nib.x`), its entry point
/// (`@main`, `@UIApplicationMain`, `NSApplicationMain(…)`, a `main.swift`), and for SwiftUI which view types each
/// type's code names (`SwiftUIReachability`).
struct AppleCodeReferences {
    /// A Swift type declaration: where its body is, whether it is a view.
    struct TypeBody: Hashable {
        var name: String
        var path: String
        var lines: ClosedRange<Int>
    }

    /// Identifiers used outside a declaration of that name.
    var identifiers: Set<String> = []
    /// Identifiers used as code that may create an instance: a call or member (`X(…)`, `X.shared`, `X.self`), an
    /// Objective-C message (`[X alloc]`), a superclass; not a type annotation (`var x: X?`).
    var created: Set<String> = []
    /// The string literals, each as the name it can load (`Views/Day.xib` → `Day`).
    var literals: Set<String> = []
    /// The string literals built at run time, each as its fixed pieces: the text around its interpolations (Swift
    /// `\(…)`) or format specifiers (Objective-C `%@`), which a name built at run time may fill.
    var patterns: [[String]] = []
    /// `x` of `R.nib.x` / `R.storyboard.x` (R.swift).
    var resourceNames: Set<String> = []
    /// Where the app starts; nil when the code read has no entry point (a library, a part of an app).
    var entryPoint: SourceLocation?
    /// Every Swift type's and extension's body outside previews (by the type's own name).
    var typeBodies: [TypeBody] = []
    /// Types declared or extended as a SwiftUI `View`, `ViewModifier` or style (`SwiftUIReachNodes`), and the
    /// members of extensions of SwiftUI types (`bodyText()`).
    var viewTypes: Set<String> = []
    /// Types declared `@main` (an app, a widget extension's bundle or widget): where the system starts them.
    var mainTypes: Set<String> = []
    /// Types and extension members declared `public` or `open` outside a module of a Swift package (by file path).
    var publicTypes: Set<String> = []
    /// Types and extension members declared `public` or `open` in each Swift package module (`SwiftUIReachNodes`).
    var publicTypesByModule: [String: Set<String>] = [:]
    /// The modules the Swift code read imports.
    var importedModules: Set<String> = []
    /// For each outermost Swift type (nil: top-level code and Objective-C), the identifiers its live code uses.
    var usesByType: [String?: Set<String>] = [:]
    /// Code the release app does not hold: each outermost `PreviewProvider` type's body (with the types declared in
    /// it, a preview-only button style) and `#Preview` block, and each run of lines under a `#if` branch no release
    /// build compiles (`#if DEBUG`), named by what it is.
    var notReleased: [TypeBody] = []
    /// Runs of lines under a `#if` branch that only platforms the file's targets do not build compile
    /// (`#if os(macOS)` in a file only iOS targets build: `SwiftReleaseBuild.Excluded.byTargets`).
    var notBuiltForTargets: [TypeBody] = []
    /// The nibs each controller class loads as their File's Owner (`NibLoads`).
    var nibLoads = NibLoads()

    /// The public nodes that are a library's API, used by code not read: those outside package modules, and those
    /// of modules no code read imports.
    var libraryAPI: Set<String> {
        publicTypesByModule.filter { !importedModules.contains($0.key) }.values.reduce(publicTypes) { $0.union($1) }
    }

    /// The compilation conditions the build files name, and the members false in every release build
    /// (`SwiftDisabledCode.falseProperties`): code under them is not compiled or never runs.
    private var flags = SwiftBuildFlags()
    private var falseProperties: Set<String> = []
    /// Their member names.
    private var falseNames: Set<String> = []
    /// The Xcode targets building the Swift files: their platforms, and whether one builds for Mac Catalyst.
    private var targets = AppleTargets()

    /// `falseProperties`: the members false in every release build when the run already found them (the Swift
    /// views reader's, `UsageScan.swiftFalseProperties`); found here from `swift` otherwise.
    init(
        swift: [SwiftSourceFile], objc: [ObjCSourceFile], flags: SwiftBuildFlags = SwiftBuildFlags(),
        falseProperties known: Set<String>? = nil, targets: AppleTargets = AppleTargets()
    ) {
        self.flags = flags
        self.targets = targets
        falseProperties = known ?? SwiftDisabledCode.falseProperties(in: swift.map(\.tokens), flags: flags)
        falseNames = Set(falseProperties.compactMap { $0.split(separator: ".").last.map(String.init) })
        for file in swift where !Self.leftOut(file.path, by: targets) { read(file) }
        for file in objc where !Self.leftOut(file.path, by: targets) { read(file.syntax) }
    }

    /// Whether no Xcode target builds the source file though its project builds the folder's other files
    /// (`AppleTargets.notBuilt`): the compiler never sees it, so nothing it names or loads is the app's (a controller
    /// left in the repository, or kept out of the target by a membership exception, and the nib only it loads).
    /// Headers are never in a target's sources; a file no project describes is kept.
    static func leftOut(_ path: String, by targets: AppleTargets) -> Bool {
        ["swift", "m", "mm"].contains((path as NSString).pathExtension.lowercased()) && targets.notBuilt(path) != nil
    }

    // MARK: Swift

    /// One open brace: the type whose body it opens (nil for any other brace), the outermost type it is in, whether
    /// it is a preview, and the line it opens on. An extension of a SwiftUI type keeps its header's names (`where
    /// Self == PrimaryStyle`), which are uses of each member; a member of one names its node (`bodyText()`).
    private struct Scope {
        var type: String?
        var outer: String?
        var preview: Bool
        var line: Int
        var extensionHeader: Set<String>? = nil
        var member: String? = nil
    }

    /// Records a node's publicness by the module of the file declaring it.
    private mutating func notePublic(_ node: String, path: String) {
        if let module = SwiftUIReachNodes.module(ofPath: path) {
            publicTypesByModule[module, default: []].insert(node)
        } else {
            publicTypes.insert(node)
        }
    }

    private mutating func read(_ file: SwiftSourceFile) {
        let tokens = file.tokens
        if file.path.hasSuffix("/main.swift") || file.path == "main.swift", entryPoint == nil, !tokens.isEmpty {
            entryPoint = SourceLocation(path: file.path, line: tokens[0].line)
        }
        importedModules.formUnion(SwiftUIReachNodes.imports(tokens))
        // A test names what it checks; that shows nothing to users.
        guard !SwiftUIReachNodes.isTest(tokens) else { return }
        nibLoads.read(swift: tokens)
        var stack: [Scope] = []
        var pendingType: Scope?
        var pendingPreview = false
        // `@main` before the next type declaration.
        var pendingMain = false
        // A member of an extension of a SwiftUI type whose body is next: its node, the parentheses open before it.
        var pendingMember: (node: String, depth: Int)?
        let releaseCode = SwiftReleaseBuild(
            tokens, flags: flags, platforms: targets.platforms(of: file.path),
            macCatalyst: targets.buildsForMacCatalyst(file.path) ?? true)
        // `if Features.labs { … }` with a member false in every release build: never runs.
        let disabled =
            tokens.contains { falseNames.contains($0.text) }
            ? SwiftDisabledCode(SwiftTokenNesting(tokens), flags: flags, falseProperties: falseProperties) : nil
        for excluded in releaseCode.excludedLines {
            let body = TypeBody(name: excluded.name, path: file.path, lines: excluded.lines)
            if excluded.byTargets { notBuiltForTargets.append(body) } else { notReleased.append(body) }
        }
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            let compiledOut = !releaseCode.isCompiled(i) || disabled?.isUnderFalseTest(i) == true
            let inPreview = stack.last?.preview == true
            if t.kind == .identifier, SwiftTypeDeclaration.keywords.contains(t.text), i + 1 < tokens.count,
                tokens[i + 1].kind == .identifier,
                !["func", "var", "let", "subscript", "init", "case"].contains(tokens[i + 1].text),
                i == 0 || !tokens[i - 1].is(".")
            {
                let (name, inherits, next) = Self.declaration(tokens, from: i + 1)
                let outer = stack.last?.outer ?? name.first
                let preview =
                    inPreview || inherits.contains("PreviewProvider") || (name.last?.hasSuffix("_Previews") ?? false)
                let typeName = name.last ?? ""
                defer { pendingMain = false }
                let extendsSwiftUI = t.text == "extension" && SwiftUIReachNodes.extendedTypes.contains(typeName)
                if !preview, !compiledOut {
                    if !inherits.isDisjoint(
                        with: SwiftUIReachNodes.drawingProtocols.union(
                            SwiftUIReachNodes.registeredProtocols))
                    {
                        viewTypes.insert(typeName)
                    }
                    if pendingMain { mainTypes.insert(typeName) }
                    if Self.isPublic(tokens, keyword: i) { notePublic(typeName, path: file.path) }
                    // The inheritance clause names protocols and superclasses: uses, not declarations. Those of an
                    // extension of a SwiftUI type are uses of its members.
                    if !extendsSwiftUI { note(inherits, in: outer) }
                    created.formUnion(inherits)
                }
                pendingType =
                    next < tokens.count && tokens[next].is("{")
                    ? Scope(
                        type: typeName, outer: outer, preview: preview, line: t.line,
                        extensionHeader: extendsSwiftUI ? inherits : nil) : nil
                i = next
                continue
            }
            if t.kind == .pound, t.text == "#Preview" { pendingPreview = true }
            if let header = stack.last?.extensionHeader, t.kind == .identifier, ["func", "var"].contains(t.text),
                i + 1 < tokens.count, tokens[i + 1].kind == .identifier
            {
                let node = SwiftUIReachNodes.memberNode(tokens[i + 1].text)
                pendingMember = (node, 0)
                if !inPreview, !compiledOut {
                    viewTypes.insert(node)
                    if Self.isPublic(tokens, keyword: i) { notePublic(node, path: file.path) }
                    note(header, in: node)
                }
            } else if pendingMember != nil, t.is("(") {
                pendingMember?.depth += 1
            } else if pendingMember != nil, t.is(")") {
                pendingMember?.depth -= 1
            }
            if t.is("{"), let member = pendingMember, member.depth == 0 {
                stack.append(
                    Scope(type: nil, outer: member.node, preview: inPreview, line: t.line, member: member.node))
                pendingMember = nil
            } else if t.is("{") {
                stack.append(
                    pendingType
                        ?? Scope(
                            type: nil, outer: stack.last?.outer, preview: inPreview || pendingPreview, line: t.line))
                pendingType = nil
                pendingPreview = false
            } else if t.is("}") {
                if pendingMember?.depth == 0 { pendingMember = nil }
                if let closed = stack.popLast() {
                    if let name = closed.member ?? closed.type, !closed.preview {
                        typeBodies.append(TypeBody(name: name, path: file.path, lines: closed.line...t.line))
                    } else if closed.preview, stack.last?.preview != true {
                        notReleased.append(
                            TypeBody(name: closed.type ?? "#Preview", path: file.path, lines: closed.line...t.line))
                    }
                }
            } else if t.is("@"), i + 1 < tokens.count,
                ["main", "UIApplicationMain", "NSApplicationMain"].contains(tokens[i + 1].text)
            {
                if entryPoint == nil { entryPoint = SourceLocation(path: file.path, line: t.line) }
                pendingMain = tokens[i + 1].text == "main"
            } else if !compiledOut, !inPreview, !pendingPreview {
                // A declared name is not a use of it (`func bodyText()` does not call `bodyText()`).
                let declared = i > 0 && ["func", "var", "let"].contains(tokens[i - 1].text)
                if t.kind == .identifier, !declared {
                    // What a member's header names (`static var primary: PrimaryStyle`) is its own use.
                    note([t.text], in: pendingMember?.node ?? stack.last?.outer)
                    if i + 1 < tokens.count, tokens[i + 1].is("(") || tokens[i + 1].is(".") { created.insert(t.text) }
                    // `Picker { … }` (an initializer's trailing closure) and `Embedded<StatsCell>()` (a generic
                    // argument of a type made here) may create it too; `extension X {` does not.
                    if i + 1 < tokens.count, tokens[i + 1].is("{"), t.text.first?.isUppercase == true,
                        !(i > 0 && SwiftTypeDeclaration.keywords.contains(tokens[i - 1].text))
                    {
                        created.insert(t.text)
                    }
                    if i > 0, i + 2 < tokens.count, tokens[i - 1].text == "<", tokens[i + 1].text == ">",
                        tokens[i + 2].is("(")
                    {
                        created.insert(t.text)
                    }
                    if i >= 2, tokens[i - 1].is("."), ["nib", "storyboard"].contains(tokens[i - 2].text) {
                        resourceNames.insert(t.text)
                    }
                } else if t.kind == .string {
                    if t.isInterpolated { pattern(Self.fixedPieces(interpolated: t.text)) } else { literal(t.text) }
                }
            }
            i += 1
        }
    }

    private mutating func literal(_ text: String) {
        guard !text.isEmpty, text.count < 200 else { return }
        var name = text.split(separator: "/").last.map(String.init) ?? text
        for ext in [".xib", ".nib", ".storyboard", ".storyboardc"] where name.hasSuffix(ext) {
            name.removeLast(ext.count)
        }
        literals.insert(name)
    }

    /// Keeps a literal built at run time whose fixed text can still narrow the name (not `"\(a)\(b)"`).
    private mutating func pattern(_ pieces: [String]) {
        if pieces.contains(where: { !$0.isEmpty }) { patterns.append(pieces) }
    }

    private mutating func note(_ names: some Sequence<String>, in type: String?) {
        for name in names {
            identifiers.insert(name)
            usesByType[type, default: []].insert(name)
        }
    }

    /// The declared name (`A.B` → [A, B]), the inheritance clause's names, and the index of the token after the
    /// header (its `{`, `;` or the end).
    static func declaration(_ tokens: [SwiftToken], from start: Int) -> ([String], Set<String>, Int) {
        var name = [tokens[start].text]
        var i = start + 1
        while i + 1 < tokens.count, tokens[i].is("."), tokens[i + 1].kind == .identifier {
            name.append(tokens[i + 1].text)
            i += 2
        }
        var inherits = Set<String>()
        while i < tokens.count, !tokens[i].is("{"), !tokens[i].is(";") {
            if tokens[i].kind == .identifier, !(i + 1 < tokens.count && tokens[i + 1].is(".")) {
                inherits.insert(tokens[i].text)
            }
            i += 1
        }
        inherits.remove("where")
        return (name, inherits, i)
    }

    /// Whether the declaration whose keyword is at `keyword` is `public` or `open` (its modifiers on the same line).
    static func isPublic(_ tokens: [SwiftToken], keyword: Int) -> Bool {
        var i = keyword - 1
        while i >= 0, tokens[i].line == tokens[keyword].line, tokens[i].kind == .identifier || tokens[i].is("@") {
            if tokens[i].text == "public" || tokens[i].text == "open" { return true }
            i -= 1
        }
        return false
    }

    /// The text of an interpolated literal around its `\(…)` segments.
    static func fixedPieces(interpolated text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var chars = Array(text)[...]
        while let c = chars.popFirst() {
            if depth == 0, c == "\\", chars.first == "(" {
                chars.removeFirst()
                depth = 1
                pieces.append(current)
                current = ""
            } else if depth > 0 {
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            } else {
                current.append(c)
            }
        }
        pieces.append(current)
        return pieces
    }

    // MARK: Objective-C

    private mutating func read(_ file: ObjCFile) {
        let tokens = file.tokens
        nibLoads.read(objc: tokens)
        for (i, t) in tokens.enumerated() {
            switch t.kind {
            case .identifier:
                if i > 0, tokens[i - 1].kind == .atKeyword,
                    ["interface", "implementation", "class", "protocol"].contains(tokens[i - 1].text)
                {
                    continue
                }
                if ["UIApplicationMain", "NSApplicationMain"].contains(t.text), entryPoint == nil {
                    entryPoint = SourceLocation(path: file.path, line: t.line)
                }
                // Objective-C code can name Swift views (a hosting controller made in Objective-C): every use is live.
                note([t.text], in: nil)
                let next = i + 1 < tokens.count ? tokens[i + 1].text : ""
                if (i > 0 && tokens[i - 1].text == "[") || next == "(" || next == "."
                    || (i >= 3 && tokens[i - 1].text == ":" && tokens[i - 3].kind == .atKeyword
                        && tokens[i - 3].text == "interface")
                {
                    created.insert(t.text)
                }
            case .objcString, .cString:
                let pieces = t.text.components(separatedBy: "%@")
                if pieces.count == 1 { literal(t.text) } else { pattern(pieces) }
            default:
                break
            }
        }
    }

    // MARK: Questions

    /// Whether some literal can be `name`: it is that name (as a file name or path), or its fixed pieces fit `name`
    /// in order (a name built at run time: `"\(kind)Cell"` can be `FeedCell`).
    func literalCanBe(_ name: String) -> Bool {
        literals.contains(name) || patterns.contains { Self.fits(name, pieces: $0) }
    }

    static func fits(_ name: String, pieces: [String]) -> Bool {
        var rest = name[...]
        for (k, piece) in pieces.enumerated() where !piece.isEmpty {
            if k == 0 {
                guard rest.hasPrefix(piece) else { return false }
                rest = rest.dropFirst(piece.count)
            } else if k == pieces.count - 1 {
                guard rest.hasSuffix(piece) else { return false }
            } else {
                guard let r = rest.range(of: piece) else { return false }
                rest = rest[r.upperBound...]
            }
        }
        return true
    }
}
