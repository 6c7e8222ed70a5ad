import Foundation
import LegibleFiles
import LegiblePalette

/// One `<style>` as written in one values folder: its items (attribute name as written, `android:textColor` or
/// `colorOnSurface`, → raw value) and its parent (`parent="…"` as written; nil when the attribute is absent, so the
/// implicit dotted-name parent applies; empty for `parent=""`, no parent).
struct AndroidStyle {
    var name: String
    var parent: String?
    var items: [String: String]
    var location: SourceLocation
    var configuration: AndroidConfiguration
    /// The file's merge priority in the app's build (`AndroidResourcePriority`): lower wins in one configuration.
    var priority: Int = 0
}

/// The configuration a values folder applies to. Only night mode and the API level are modeled: `values-night-v31`
/// → night, API 31. Folders with other qualifiers (`-land`, `-sw600dp`, `-de`) describe other devices or locales;
/// their styles and dimensions are not used (their colors are still read into the palette).
struct AndroidConfiguration: Hashable {
    var night: Bool
    /// `-notnight`: day mode only, and preferred there over a folder without a night-mode qualifier.
    var notNight = false
    var apiLevel: Int

    /// nil for a folder with a qualifier other than night mode or an API level.
    init?(valuesFolder name: String) {
        night = false
        apiLevel = 0
        for qualifier in name.split(separator: "-").dropFirst() {
            if qualifier == "night" { night = true; continue }
            if qualifier == "notnight" { notNight = true; continue }
            if qualifier.first == "v", let level = Int(qualifier.dropFirst()) { apiLevel = level; continue }
            return nil
        }
    }
}

/// The styles, theme attribute declarations and dimensions of all values files of a project, looked up the way a
/// current device in day or night mode does: a night folder's definition beats the plain one in night mode, and a
/// higher API-level folder beats a lower one (a current device matches every `-vNN`); in one configuration, the module
/// the app's build merges first wins (`AndroidResourcePriority`: the app over its libraries).
struct AndroidStyleSheet {
    private(set) var styles: [String: [AndroidStyle]] = [:]
    /// Names declared with `<attr name="…">` (theme attributes a project defines itself, e.g. `paper_color`).
    private(set) var declaredAttributes: Set<String> = []
    private(set) var dimensions: [String: [(AndroidConfiguration, String, priority: Int)]] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// Memo of `chain` and of the items a chain sets, per style and mode: layouts ask for the same styles again and again.
    private var memo = Memo()
    /// The API levels the sheet is read for end below this one (`below(apiLevel:)`): a device of an older release,
    /// which matches no `-vNN` folder at or above it. nil: a current device.
    private(set) var apiLevelsBelow: Int?

    final class Memo {
        var chains: [String: (styles: [AndroidStyle], external: String?)] = [:]
        var items: [String: [String: (value: String, style: AndroidStyle)]] = [:]
    }

    init(valuesFiles: [String], priority: AndroidResourcePriority = AndroidResourcePriority()) {
        for path in valuesFiles.sorted() {
            let folder = (FilePath.parent(path) as NSString).lastPathComponent
            guard let configuration = AndroidConfiguration(valuesFolder: folder) else { continue }
            switch AndroidXMLDocument.read(path) {
            case .failure(let d): diagnostics.append(d)
            case .success(let root): add(root, path: path, configuration: configuration, priority: priority.rank(path))
            }
        }
    }

    private mutating func add(
        _ root: AndroidXMLElement, path: String, configuration: AndroidConfiguration, priority: Int
    ) {
        guard root.name == "resources" else { return }
        for element in root.children {
            switch element.name {
            case "style":
                guard let name = element.attributes["name"], !name.isEmpty else {
                    diagnostics.append(
                        .warning(SourceLocation(path: path, line: element.line), "<style> has no name; not used"))
                    continue
                }
                var items: [String: String] = [:]
                for item in element.children where item.name == "item" {
                    if let key = item.attributes["name"] { items[key] = item.text }
                }
                let location = SourceLocation(
                    path: path, line: element.line, keyPath: "resources/style[@name='\(name)']")
                styles[name, default: []].append(
                    AndroidStyle(
                        name: name, parent: element.attributes["parent"], items: items,
                        location: location, configuration: configuration, priority: priority))
            case "attr":
                if let name = element.attributes["name"] { declaredAttributes.insert(name) }
            case "declare-styleable":
                for attr in element.children where attr.name == "attr" && attr.attributes["format"] != nil {
                    if let name = attr.attributes["name"] { declaredAttributes.insert(name) }
                }
            case "dimen":
                if let name = element.attributes["name"] {
                    dimensions[name, default: []].append((configuration, element.text, priority))
                }
            case "item" where element.attributes["type"] == "dimen":
                // `<item name="medium_emphasis" type="dimen" format="float">0.6</item>`: a dimension resource too.
                if let name = element.attributes["name"] {
                    dimensions[name, default: []].append((configuration, element.text, priority))
                }
            default:
                continue
            }
        }
    }

    /// The sheet as a device below API level `apiLevel` reads it (Android "Providing resources": a `-vNN` qualifier
    /// matches API level NN and higher only): libretorrent's `values-v31` `AppTheme` (a `DynamicColors` parent) is not
    /// what Android 11 shows; its `values` `AppTheme` is.
    func below(apiLevel: Int) -> AndroidStyleSheet {
        var sheet = self
        sheet.apiLevelsBelow = apiLevel
        sheet.memo = Memo()
        return sheet
    }

    /// Whether any style is defined in a folder for `apiLevel` or later.
    func definesStyles(fromAPILevel apiLevel: Int) -> Bool {
        styles.values.contains { $0.contains { $0.configuration.apiLevel >= apiLevel } }
    }

    /// Preference of a definition in a configuration: a night-mode qualifier matching the mode first (`-night` by
    /// night, `-notnight` by day: UI mode outranks the platform version in Android's qualifier precedence), then the
    /// highest API level, then the module merged first; nil when the device does not match it (night resources by
    /// day, notnight ones by night, an API level at or above `apiLevelsBelow`).
    private func rank(_ c: AndroidConfiguration, priority: Int, night: Bool) -> (Int, Int, Int)? {
        if c.night && !night || c.notNight && night { return nil }
        if let apiLevelsBelow, c.apiLevel >= apiLevelsBelow { return nil }
        return (c.night && night || c.notNight && !night ? 1 : 0, c.apiLevel, -priority)
    }

    /// The style `name` as seen in day (`night == false`) or night mode.
    func style(_ name: String, night: Bool) -> AndroidStyle? {
        styles[name]?.filter { rank($0.configuration, priority: $0.priority, night: night) != nil }
            .max {
                rank($0.configuration, priority: $0.priority, night: night)!
                    < rank($1.configuration, priority: $1.priority, night: night)!
            }
    }

    /// The dimension `name` as seen in day or night mode.
    func dimension(_ name: String, night: Bool) -> String? {
        dimensions[name]?.filter { rank($0.0, priority: $0.priority, night: night) != nil }
            .max {
                rank($0.0, priority: $0.priority, night: night)!
                    < rank($1.0, priority: $1.priority, night: night)!
            }?.1
    }

    /// A style reference as written (`@style/H1`, `@android:style/TextAppearance`, `Theme.Material3.Light`) → its name
    /// (`H1`, `android:TextAppearance`, `Theme.Material3.Light`).
    static func styleName(_ reference: String) -> String {
        var text = AndroidThemeResolver.trimmed(reference)
        if text.hasPrefix("@android:style/") { return "android:" + text.dropFirst("@android:style/".count) }
        if text.hasPrefix("@style/") {
            text.removeFirst("@style/".count)
        } else if text.hasPrefix("@*android:style/") {
            return "android:" + text.dropFirst("@*android:style/".count)
        }
        return text
    }

    /// The chain of styles from `name` up through its parents (explicit `parent=`, else the dotted-name prefix when the
    /// project defines it), and the name where the chain leaves the project (a framework or library style such as
    /// `Theme.Material3.DayNight.NoActionBar`), if it does. A cycle ends the chain.
    func chain(_ name: String, night: Bool) -> (styles: [AndroidStyle], external: String?) {
        let key = (night ? "n:" : "d:") + name
        if let known = memo.chains[key] { return known }
        let found = walkChain(name, night: night)
        memo.chains[key] = found
        return found
    }

    private func walkChain(_ name: String, night: Bool) -> (styles: [AndroidStyle], external: String?) {
        var result: [AndroidStyle] = []
        var visited = Set<String>()
        var next: String? = name
        while let current = next, visited.insert(current).inserted {
            guard let style = style(current, night: night) else { return (result, current) }
            result.append(style)
            if let parent = style.parent {
                next = parent.isEmpty ? nil : Self.styleName(parent)
            } else if let dot = current.lastIndex(of: ".") {
                next = String(current[..<dot])
            } else {
                next = nil
            }
        }
        return (result, nil)
    }

    /// The value of item `attribute` in style `name` or its parents, with the style that sets it.
    func item(_ attribute: String, inStyle name: String, night: Bool) -> (value: String, style: AndroidStyle)? {
        let key = (night ? "n:" : "d:") + name
        if let items = memo.items[key] { return items[attribute] }
        var items: [String: (value: String, style: AndroidStyle)] = [:]
        for style in chain(name, night: night).styles.reversed() {
            for (attribute, value) in style.items { items[attribute] = (value, style) }
        }
        memo.items[key] = items
        return items[attribute]
    }
}
