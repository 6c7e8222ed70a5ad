import LegibleSwiftSyntax

/// Type aliases of the platform color types (`typealias RSColor = NSColor`, `typealias PlatformColor = UIColor`),
/// declared in any file read: every use of the alias is read as the type it stands for (`RSColor(named: "Accent")`
/// is `NSColor(named:)`/`UIColor(named:)`), in palettes and in view code alike.
///
/// An alias declared once per platform (`#if os(macOS) typealias RSColor = NSColor #else typealias RSColor = UIColor
/// #endif`) is AppKit's type in macOS code (an `#if os(macOS)`/`canImport(AppKit)` branch, or a file that imports
/// AppKit or Cocoa and not UIKit) and UIKit's otherwise.
public enum SwiftColorTypeAliases {
    static let macOSConditions = ["os(macOS)", "os(OSX)", "canImport(AppKit)"]

    /// The aliases the files declare: alias → the color types it stands for.
    static func aliases(in files: [[SwiftToken]]) -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for tokens in files {
            for i in tokens.indices
            where tokens[i].kind == .identifier && tokens[i].text == "typealias" && i + 3 < tokens.count {
                guard tokens[i + 1].kind == .identifier, tokens[i + 2].is("=") else { continue }
                var target = tokens[i + 3].text
                // `SwiftUI.Color`, `UIKit.UIColor`
                if i + 5 < tokens.count, tokens[i + 4].is("."), tokens[i + 5].kind == .identifier {
                    target += "." + tokens[i + 5].text
                }
                guard let type = SwiftEvaluator.colorType(target) else { continue }
                out[tokens[i + 1].text, default: []].insert(type)
            }
        }
        return out
    }

    /// The files with each use of an alias replaced by its color type; files unchanged when none is declared.
    public static func resolve(_ files: [(path: String, tokens: [SwiftToken])]) -> [(
        path: String, tokens: [SwiftToken]
    )] {
        let aliases = aliases(in: files.map(\.tokens))
        guard !aliases.isEmpty else { return files }
        return files.map { file in
            var tokens = file.tokens
            let imports = Set(
                tokens.indices.filter { $0 > 0 && tokens[$0 - 1].text == "import" }.map { tokens[$0].text })
            let appKitFile = (imports.contains("AppKit") || imports.contains("Cocoa")) && !imports.contains("UIKit")
            for i in tokens.indices where tokens[i].kind == .identifier {
                guard let targets = aliases[tokens[i].text], !(i > 0 && tokens[i - 1].text == "typealias"),
                    !(i > 0 && tokens[i - 1].is("."))
                else { continue }
                let macOS = appKitFile || tokens[i].condition.contains { c in macOSConditions.contains(c.condition) }
                tokens[i].text =
                    targets.count == 1
                    ? targets.first!
                    : (macOS && targets.contains("NSColor")
                        ? "NSColor"
                        : targets.contains("UIColor") ? "UIColor" : targets.sorted()[0])
            }
            return (file.path, tokens)
        }
    }
}
