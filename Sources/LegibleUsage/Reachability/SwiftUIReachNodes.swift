import LegibleSwiftSyntax

/// What SwiftUI code is shown only when something applies it: the nodes of the reachability graph besides views.
///
/// - A type conforming to `View` or `ViewModifier`, or to a style protocol whose `makeBody(configuration:)` draws
///   the control (`ButtonStyle`, `LabelStyle`, `ProgressViewStyle`, `ToggleStyle`, …; Apple, "Styling views in
///   SwiftUI"): its body is drawn only where a shown view names it (`.buttonStyle(PrimaryStyle())`,
///   `.modifier(Card())`).
/// - A member of an extension of a SwiftUI view or style type (`extension Text { func bodyText() -> some View }`,
///   `extension View { func card() -> some View }`, `extension ButtonStyle where Self == PrimaryStyle { static var
///   primary: … }`): what it builds or names is drawn only where shown code calls it by name (`.bodyText()`,
///   `.buttonStyle(.primary)`). Its node is named `bodyText()`.
/// - `public` is a library's API only when no code read imports that library: a module of the repository's own
///   package (`Sources/UIComponents/…`, `import UIComponents` in the app) is the app's code, reached by name like any.
/// - A file importing `XCTest` or `Testing` is a test: what it names is not shown to users.
/// - A `Widget` is reached only from a `@main` declaration (`registeredProtocols`): its own, or a widget bundle's.
enum SwiftUIReachNodes {
    /// Protocols whose conformers draw UI only where something applies them.
    static let drawingProtocols: Set<String> = [
        "View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ProgressViewStyle",
        "ToggleStyle", "GroupBoxStyle", "MenuStyle", "LabeledContentStyle", "ControlGroupStyle",
        "DisclosureGroupStyle", "FormStyle", "GaugeStyle", "TextFieldStyle",
    ]

    /// Protocols whose conformers the system runs only when an extension registers them: a WidgetKit `Widget` (a
    /// widget, a Live Activity's `ActivityConfiguration`) is shown only as a widget extension's `@main`, or named by
    /// the body of a `@main` `WidgetBundle` (Apple, "Creating a widget extension"); an app target with none never
    /// shows its views.
    static let registeredProtocols: Set<String> = ["Widget"]

    /// SwiftUI types whose extensions' members are modifier-style helpers or style shorthands.
    static let extendedTypes: Set<String> = drawingProtocols.union([
        "Text", "Image", "Label", "Button", "Shape", "InsettableShape",
    ])

    /// The modules whose import marks a test file.
    static let testModules: Set<String> = ["XCTest", "Testing"]

    /// The node of a member of an extension of a SwiftUI type: `bodyText()`.
    static func memberNode(_ name: String) -> String { name + "()" }

    /// The name code uses to reach `node`: `bodyText` for `bodyText()`, the type's own name otherwise.
    static func calledName(_ node: String) -> String { node.hasSuffix("()") ? String(node.dropLast(2)) : node }

    /// The modules a Swift file imports (`import UIComponents`, `@testable import App`, `import struct Foo.Bar`).
    static func imports(_ tokens: [SwiftToken]) -> Set<String> {
        var modules = Set<String>()
        for (i, t) in tokens.enumerated() where t.kind == .identifier && t.text == "import" {
            var k = i + 1
            if k < tokens.count,
                ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(
                    tokens[k].text)
            {
                k += 1
            }
            if k < tokens.count, tokens[k].kind == .identifier, tokens[k].line == t.line {
                modules.insert(tokens[k].text)
            }
        }
        return modules
    }

    /// Whether a Swift file is a test (it imports `XCTest` or `Testing`): nothing it names is shown to users, and a
    /// view it embeds somewhere is not a place the app embeds it.
    static func isTest(_ tokens: [SwiftToken]) -> Bool {
        !imports(tokens).isDisjoint(with: testModules)
    }

    /// The Swift package module a file belongs to by SwiftPM's layout (`…/Sources/<Module>/…`), nil otherwise.
    static func module(ofPath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let k = parts.lastIndex(of: "Sources"), k + 2 < parts.count else { return nil }
        return String(parts[k + 1])
    }
}
