import LegibleSwiftSyntax
import LegiblePalette

/// Where each SwiftUI view type is embedded in another view's body, across the files read: `ReportReasonView(…)`
/// inside `ReportView`'s body. A `ViewModifier` counts as a view: its `content` is drawn where `.modifier(X())` is
/// used. A view whose own code sets no background sits on what the view embedding it draws,
/// not on the scene, so the background search goes on at each place it is embedded (`SwiftUIColorUses`).
struct SwiftViewHosts {
    let files: [SwiftViewFile]
    /// View type name → (file index, token index of the name at the place it is embedded).
    private(set) var uses: [String: [(file: Int, index: Int)]] = [:]
    /// View type name → (file index, `{` of its body), for each declaration read.
    private(set) var declarations: [String: [(file: Int, open: Int)]] = [:]
    /// The name of every type the files read declare (not one they only extend), views or not, and every type alias:
    /// a type outside this set that hosts content is a package's (`SwiftUIPackageHosts`).
    private(set) var declaredTypes: Set<String> = []
    /// The presentation level of each view type, computed on first ask over `uses`.
    let levels = SwiftUIPresentationLevels()
    /// Where the app's SwiftUI code sets a tint or accent for the views under it (`.tint(x)`, `.accentColor(x)`), in
    /// file order: the `.tint` shape style and `Color.accentColor` below such a modifier are that value, not the
    /// system accent.
    private(set) var tintSetters: [SourceLocation] = []
    /// Where the app's SwiftUI code hides scroll content backgrounds for the views under it
    /// (`.scrollContentBackground(.hidden)` on a container or in an app modifier, not on a list or text editor itself):
    /// an environment value, so a list below any of them may not draw its own background (`SwiftUIListLayers`).
    private(set) var scrollBackgroundHiders: [SourceLocation] = []
    /// The app's modifiers that draw under the view they modify (`SwiftUIAppModifiers`).
    let appModifiers: SwiftUIAppModifiers
    /// The app's modifiers that set a list's style or hide its background (`SwiftUIAppListStyles`).
    let appListStyles: SwiftUIAppListStyles
    /// The app's button styles that color their label (`SwiftUIAppButtonStyles`).
    let buttonStyles: SwiftUIAppButtonStyles
    /// The app's modifiers that stand for a SwiftUI color modifier (`SwiftUIModifierAliases`).
    let modifierAliases: SwiftUIModifierAliases
    /// The app's modifiers that present their content as a sheet or popover (`SwiftUIPresentationHelpers`).
    let presentationHelpers: SwiftUIPresentationHelpers
    /// The app's functions that place view content passed in a closure (`SwiftUIContentFunctions`).
    let contentFunctions: SwiftUIContentFunctions
    /// The app's image sets, by name: whether a foreground style tints them (`SwiftUIBitmapImages`).
    var imageAssets = AppleImageAssets()
    /// Hosting views AppKit or UIKit code adds to a material (`SwiftUIHostingMaterials`).
    var hostingMaterials: SwiftUIHostingMaterials?

    init(files: [SwiftViewFile]) {
        self.files = files
        appModifiers = SwiftUIAppModifiers(files: files)
        appListStyles = SwiftUIAppListStyles(files: files)
        contentFunctions = SwiftUIContentFunctions(files: files)
        buttonStyles = SwiftUIAppButtonStyles(files: files)
        modifierAliases = SwiftUIModifierAliases(files: files)
        presentationHelpers = SwiftUIPresentationHelpers(files: files)
        var viewTypes = Set<String>()
        for file in files {
            declaredTypes.formUnion(Self.declaredTypes(in: file))
        }
        for (f, file) in files.enumerated() {
            for (open, name) in file.typeBodiesInOrder where Self.isView(file, body: open) {
                if let last = name.last {
                    viewTypes.insert(last)
                    declarations[last, default: []].append((f, open))
                }
            }
        }
        for file in files where !file.isTest {
            let tokens = file.tokens
            for i in tokens.indices.dropFirst()
            where (tokens[i].text == "tint" || tokens[i].text == "accentColor") && tokens[i - 1].is(".")
                && file.nesting.isPunctuation(i + 1, "(") && file.nesting.argument(i + 1) != nil
                && !file.isCompiledOut(i) && !Self.inPreviewMacro(i, file)
            {
                tintSetters.append(SourceLocation(path: file.path, line: tokens[i].line))
            }
            // `.scrollContentBackground(.hidden)`, or an app modifier applying it (`SwiftUIAppListStyles`: it acts
            // where it is applied, not in its own body), on a view that is not itself a list.
            for i in tokens.indices.dropFirst()
            where tokens[i - 1].is(".") && file.nesting.isPunctuation(i + 1, "(")
                && (tokens[i].text == "scrollContentBackground" || appListStyles.hidesBackground(at: i, in: file))
                && !file.isCompiledOut(i) && !Self.inPreviewMacro(i, file)
            {
                if tokens[i].text == "scrollContentBackground" {
                    guard case .implicitMember("hidden", _)? = file.nesting.argument(i + 1) else { continue }
                }
                guard !appListStyles.isInHidingBody(i, path: file.path),
                    !Self.scrollingViews.contains(tokens[SwiftModifierChain(around: i, in: file.nesting).head].text)
                else { continue }
                scrollBackgroundHiders.append(SourceLocation(path: file.path, line: tokens[i].line))
            }
        }
        // A test's file (`import XCTest` / `Testing`) embeds views to check them: not a place the app shows them.
        for (f, file) in files.enumerated() where !file.isTest {
            let tokens = file.tokens
            // Code compiled out (`#if false`) shows nothing.
            for i in tokens.indices
            where tokens[i].kind == .identifier && viewTypes.contains(tokens[i].text) && !file.isCompiledOut(i) {
                // A call `Name(…)` or `Name { … }` inside another type's body, not a declaration or `Name.self`.
                guard file.nesting.isPunctuation(i + 1, "(") || file.nesting.isPunctuation(i + 1, "{"),
                    i == 0 || !["struct", "class", "enum", "extension", "."].contains(tokens[i - 1].text),
                    let owner = file.enclosingType(i)?.name.last, owner != tokens[i].text,
                    // Xcode previews are not the app: a view shown only there is embedded nowhere.
                    !owner.hasSuffix("_Previews"), !Self.inPreviewMacro(i, file)
                else { continue }
                uses[tokens[i].text, default: []].append((f, i))
            }
        }
    }

    /// Whether the files read declare a SwiftUI view type of this name.
    func isViewType(_ name: String) -> Bool { declarations[name] != nil }

    /// The types a file declares (`struct`, `class`, `enum`, `actor`, `protocol`, `typealias`), not those it extends.
    static func declaredTypes(in file: SwiftViewFile) -> Set<String> {
        var names = Set<String>()
        for (open, name) in file.typeBodiesInOrder {
            var k = open - 1
            while k >= 0, !SwiftTypeDeclaration.keywords.contains(file.tokens[k].text) { k -= 1 }
            if k >= 0, file.tokens[k].text != "extension", let last = name.last { names.insert(last) }
        }
        for i in file.tokens.indices.dropFirst()
        where file.tokens[i - 1].text == "typealias" && file.tokens[i].kind == .identifier {
            names.insert(file.tokens[i].text)
        }
        return names
    }

    /// Views that scroll their own content: `.scrollContentBackground(.hidden)` on one of them is for that view.
    static let scrollingViews: Set<String> = ["List", "Form", "TextEditor", "ScrollView", "Table"]

    /// Inside a `#Preview { … }` block.
    static func inPreviewMacro(_ index: Int, _ file: SwiftViewFile) -> Bool {
        var o = file.nesting.enclosing[index]
        while let open = o {
            if open > 0,
                file.tokens[open - 1].text == "#Preview"
                    || (open > 1 && file.tokens[open - 1].is(")")
                        && file.nesting.partner[open - 1].map { $0 > 0 && file.tokens[$0 - 1].text == "#Preview" }
                            == true)
            {
                return true
            }
            o = file.nesting.enclosing[open]
        }
        return false
    }

    /// A type whose declaration conforms to `View` (`struct Card: View {`).
    static func isView(_ file: SwiftViewFile, body open: Int) -> Bool {
        conforms(file, body: open, to: ["View", "ViewModifier"])
    }

    /// A type whose declaration lists one of `protocols` after its `:` (`struct Reader: App {`).
    static func conforms(_ file: SwiftViewFile, body open: Int, to protocols: Set<String>) -> Bool {
        var k = open - 1
        while k >= 0, !file.tokens[k].is(":"), !SwiftTypeDeclaration.keywords.contains(file.tokens[k].text) { k -= 1 }
        guard k >= 0, file.tokens[k].is(":") else { return false }
        return (k + 1..<open).contains { protocols.contains(file.tokens[$0].text) }
    }
}
