import Foundation
import LegibleCore
import LegibleFiles
import LegiblePalette

/// Color resources that Android 12 and later take from the wallpaper: a values folder for API 31 or later
/// (`values-v31`, `values-night-v31`, `values-v34`) redefines the color as one of the framework's dynamic colors,
/// `@android:color/system_*` (`system_accent1_600`, `system_neutral1_10`, and from API 34 `system_on_surface_light` and
/// the other role colors: Android's `android.R.color` reference, "Added in API level 31"; their values are generated
/// from the wallpaper at run time), directly or through another color so redefined. A color of the plain folder that
/// references one (`<color name="accent">@color/m3_sys_light_primary</color>`) is the wallpaper's too where the device
/// reads the redefinition, unless a folder for API 31 or later redefines it with a fixed value.
///
/// On a device below Android 12 the plain value holds, so a pair through such a color is the app's fixed color there
/// (asserted when `minSdk` lets such a device install the app) and the wallpaper's from Android 12 (needs review):
/// `AndroidLayoutWalker.dynamicColorVariants`.
struct AndroidWallpaperColors {
    /// Where a color is redefined as (or through) a wallpaper color.
    struct Redefinition: Sendable, Equatable {
        /// The framework color it ends at (`@android:color/system_accent1_600`).
        var system: String
        /// The definition in the folder for API 31 or later that makes it so.
        var location: SourceLocation
    }

    /// By color name.
    var byName: [String: Redefinition] = [:]

    /// The first API level whose resources can name the framework's dynamic colors.
    static let firstAPI = 31

    init(valuesFiles: [String]) {
        var late: [String: (raw: String, location: SourceLocation)] = [:]
        var plain: [String: (raw: String, location: SourceLocation)] = [:]
        for path in valuesFiles {
            let folder = (FilePath.parent(path) as NSString).lastPathComponent
            let qualifiers = folder.split(separator: "-").dropFirst()
            let api = qualifiers.compactMap { $0.first == "v" ? Int($0.dropFirst()) : nil }.first ?? 0
            // Only the plain and night folders, and the API-level ones: a language or size folder is another device.
            guard qualifiers.allSatisfy({ $0 == "night" || ($0.first == "v" && Int($0.dropFirst()) != nil) }),
                case .success(let root) = AndroidXMLDocument.read(path)
            else { continue }
            for element in root.children
            where element.name == "color" || (element.name == "item" && element.attributes["type"] == "color") {
                guard let name = element.attributes["name"] else { continue }
                let entry = (AndroidThemeResolver.trimmed(element.text), SourceLocation(path: path, line: element.line))
                if api >= Self.firstAPI {
                    if late[name] == nil || entry.0.hasPrefix(Self.systemPrefix) { late[name] = entry }
                } else if plain[name] == nil {
                    plain[name] = entry
                }
            }
        }
        for (name, entry) in late where entry.raw.hasPrefix(Self.systemPrefix) {
            byName[name] = Redefinition(system: entry.raw, location: entry.location)
        }
        // Colors that reference one: in the late folders, then the plain ones the late folders leave alone.
        for _ in 0..<8 {
            var added = false
            for (name, entry) in late.merging(plain.filter { late[$0.key] == nil }, uniquingKeysWith: { a, _ in a })
            where byName[name] == nil && entry.raw.hasPrefix("@color/") {
                guard let target = byName[String(entry.raw.dropFirst(7))] else { continue }
                byName[name] = target
                added = true
            }
            if !added { break }
        }
    }

    static let systemPrefix = "@android:color/system_"

    /// The redefinition a resolved color goes through, if it is one of these resources.
    func redefinition(of color: AndroidThemedColor) -> (name: String, Redefinition)? {
        guard case .resource(let name) = color, let found = byName[name] else { return nil }
        return (name, found)
    }
}
