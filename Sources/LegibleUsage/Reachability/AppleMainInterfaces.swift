import Foundation
import LegibleFiles
import LegiblePalette

/// The interface documents an Apple app loads at launch, by name, from its Info.plist files and from the Info.plist
/// keys an Xcode project writes in its build settings (`INFOPLIST_KEY_UIMainStoryboardFile = Main;`): the main nib
/// (`NSMainNibFile`), the main storyboard (`NSMainStoryboardFile`, `UIMainStoryboardFile`), a scene's storyboard
/// (`UISceneStoryboardFile`) and the launch screen (`UILaunchStoryboardName`), each with its device variants
/// (`~ipad`).
struct AppleMainInterfaces {
    /// The one list of keys whose value names a document shown at launch.
    static let keys = [
        "NSMainNibFile", "NSMainStoryboardFile", "UIMainStoryboardFile", "UISceneStoryboardFile",
        "UILaunchStoryboardName", "NSExtensionMainStoryboard",
    ]

    /// Document names (without extension).
    var names: Set<String> = []
    /// The last dot-separated component of every string value of the Info.plist files: classes the system creates
    /// from them (`NSPrincipalClass`, `NSExtensionPrincipalClass`, `NSDocumentClass`: `$(PRODUCT_MODULE_NAME).X`).
    var plistClasses: Set<String> = []
    /// The first Info.plist naming a principal class the system creates (`NSPrincipalClass` of a screen saver or
    /// a plug-in, `NSExtensionPrincipalClass`): an entry point.
    var principalClass: SourceLocation?

    /// Whether any file read names one: without it, which storyboard is the main one is not known.
    var found: Bool { !names.isEmpty }

    /// The names in `files` (Info.plist and `project.pbxproj` files; one that cannot be read is passed over).
    init(files: [String]) {
        for file in files {
            guard case .success(let bytes) = SourceFile.read(file) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            names.formUnion(Self.values(in: text))
            guard !file.hasSuffix(".pbxproj") else { continue }
            plistClasses.formUnion(Self.strings(in: text))
            if principalClass == nil,
                Self.values(in: text, keys: ["NSPrincipalClass", "NSExtensionPrincipalClass"]).contains(where: {
                    $0 != "NSApplication" && $0 != "UIApplication"
                })
            {
                principalClass = SourceLocation(path: file, line: 0)
            }
        }
    }

    /// The last dot-separated component of each `<string>…</string>` of a plist.
    static func strings(in text: String) -> [String] {
        text.components(separatedBy: "<string>").dropFirst().compactMap { piece in
            piece.components(separatedBy: "</string>").first?.split(separator: ".").last.map(String.init)
        }
    }

    /// The value after each key of `keys` in `text`: a plist's `<key>K</key><string>V</string>`, or a build
    /// setting's `K = V;` / `K = "V";`.
    static func values(in text: String, keys: [String] = keys) -> [String] {
        var found: [String] = []
        for key in keys {
            var rest = text[...]
            while let hit = rest.range(of: key) {
                rest = rest[hit.upperBound...]
                // Skip a device or build-setting suffix (`~ipad`), then the plist's `</key>` or the `=`.
                let after = rest.drop { $0 != "<" && $0 != "=" && !$0.isNewline }
                if after.hasPrefix("</key>") {
                    let value = after.dropFirst("</key>".count).drop { $0.isWhitespace }
                    guard value.hasPrefix("<string>"), let end = value.range(of: "</string>") else { continue }
                    found.append(String(value[value.index(value.startIndex, offsetBy: 8)..<end.lowerBound]))
                } else if after.hasPrefix("=") {
                    let value = after.dropFirst().prefix { $0 != ";" && !$0.isNewline }
                    found.append(value.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"")))
                }
            }
        }
        return found.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
