import Foundation
import LegibleJVMSyntax

/// The app's typed-array resources (Android "Typed array": `<array name="x">` with `<item>@style/…</item>`, and
/// `<integer-array>`, which holds resource ids the same way), from every values folder: code reads an item with
/// `resources.obtainTypedArray(R.array.x).getResourceId(index, default)` (`JVMResourceEvaluator.typedArrayItems`).
/// A theme picked from such an array by a setting (`ThemeHelper.getThemeResource`: the user's theme index into
/// `theme_category_playback`) is any style the array lists. Items are read as `R` writes them (`@style/Dark.Player` →
/// style `Dark_Player`); an array defined in several folders holds every item any of them lists.
enum AndroidTypedArrays {
    static let elements: Set<String> = ["array", "integer-array"]

    static func read(valuesFiles: [String]) -> [String: [JVMResourceEvaluator.ArrayItem]] {
        var result: [String: [JVMResourceEvaluator.ArrayItem]] = [:]
        for path in valuesFiles {
            guard case .success(let root) = AndroidXMLDocument.read(path), root.name == "resources" else { continue }
            for element in root.children where elements.contains(element.name) {
                guard let name = element.attributes["name"] else { continue }
                for child in element.children where child.name == "item" {
                    guard let item = Self.item(child.text, path: path, line: child.line) else { continue }
                    if result[name]?.contains(where: { $0.kind == item.kind && $0.name == item.name }) != true {
                        result[name, default: []].append(item)
                    }
                }
            }
        }
        return result
    }

    /// `@style/Dark.Player` → style `Dark_Player`; nil for a literal or a platform resource.
    static func item(_ text: String, path: String, line: Int) -> JVMResourceEvaluator.ArrayItem? {
        guard text.hasPrefix("@"), !text.hasPrefix("@android:"), let slash = text.firstIndex(of: "/") else {
            return nil
        }
        let kind = String(text[text.index(after: text.startIndex)..<slash])
        let name = String(text[text.index(after: slash)...]).replacingOccurrences(of: ".", with: "_")
        guard !kind.isEmpty, !name.isEmpty else { return nil }
        return JVMResourceEvaluator.ArrayItem(kind: kind, name: name, path: path, line: line)
    }
}
