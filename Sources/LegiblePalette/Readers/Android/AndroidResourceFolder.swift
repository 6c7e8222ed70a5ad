import Foundation
import LegibleFiles

/// Where an Android values file sits: its resource set (the `res` folder of one source set), its appearance and any
/// other configuration qualifiers of its `values-…` folder.
///
/// Android "Providing alternative resources": a folder is `values` plus dash-separated qualifiers
/// (`values-night`, `values-night-v35`, `values-land`, `values-de`, `values-b+sr+Latn`). Only the night-mode
/// qualifier is an appearance here: `night` → dark, `notnight` or none → light. A `notnight` definition is light
/// only: where a plain folder defines the same name, that one is what night mode shows (unless a `night` folder has
/// one), as `notnight` is a configuration of its own ("Providing alternative resources", table 2: UI mode night).
///
/// Decision: other qualifiers (`land`, `v21`, `de`, `sw600dp`, …) still hold color definitions, so they are read,
/// but as a separate origin `res [land]` (a `values-night-land` folder gives that origin its dark variants). Merging
/// them into the base origin would put two light values under one name; dropping them would hide colors. Each such
/// file gets a warning that says so.
struct AndroidResourceFolder: Hashable, Comparable {
    /// The `res` folder (`app/src/main/res`), or the file's own folder when it is not in a `values*` folder.
    var resourceSet: String
    /// Qualifiers other than night mode, as written and in order (`land`, `v35`, `de`), joined by `-`; empty for none.
    var otherQualifiers: String
    var appearance: Appearance
    /// The folder has the `notnight` qualifier: its definitions are for day mode only.
    var isNotNight = false
    /// `…/src/main/res` when `resourceSet` is another source set of the same module (`…/src/alpha/res`).
    var mainResourceSet: String?

    init(file path: String) {
        let folder = FilePath.parent(path)
        let folderName = (folder as NSString).lastPathComponent
        guard AndroidResourceFolderName.isValues(folderName) else {
            resourceSet = folder.isEmpty ? "." : folder
            otherQualifiers = ""
            appearance = .light
            mainResourceSet = Self.mainResourceSet(of: resourceSet)
            return
        }
        let parent = FilePath.parent(folder)
        resourceSet = parent.isEmpty ? "." : parent
        var others: [String] = []
        var appearance = Appearance.light
        var isNotNight = false
        for qualifier in folderName.split(separator: "-").dropFirst() {
            switch qualifier.lowercased() {
            case "night": appearance = .dark
            case "notnight": appearance = .light; isNotNight = true
            default: others.append(String(qualifier))
            }
        }
        self.appearance = appearance
        self.isNotNight = isNotNight
        otherQualifiers = others.joined(separator: "-")
        mainResourceSet = Self.mainResourceSet(of: resourceSet)
    }

    /// `NamedColor.origin`: the `res` folder, with the non-appearance qualifiers in brackets when there are any.
    var origin: String { otherQualifiers.isEmpty ? resourceSet : "\(resourceSet) [\(otherQualifiers)]" }

    /// The origins a `@color/` reference made in this origin is looked up in, as groups, best group first: within a
    /// group the night definition of any origin beats the plain one, as Android merges a build-flavor source set
    /// (`app/src/alpha/res`) with `main` per configuration. The groups are this folder's qualifiers, then none: a
    /// qualifier such as `land` outranks night mode in Android's qualifier precedence, so `values-land` beats
    /// `values-night` on a landscape device in night mode.
    var lookupGroups: [[String]] {
        func group(_ qualifiers: String) -> [String] {
            [resourceSet, mainResourceSet].compactMap { $0 }.map { qualifiers.isEmpty ? $0 : "\($0) [\(qualifiers)]" }
        }
        return otherQualifiers.isEmpty ? [group("")] : [group(otherQualifiers), group("")]
    }

    /// `…/src/main/res` for a resource set `…/src/<flavor>/res` other than main; nil otherwise.
    static func mainResourceSet(of resourceSet: String) -> String? {
        let components = (resourceSet as NSString).pathComponents
        guard components.count >= 3, components.last == "res",
            components[components.count - 3] == "src", components[components.count - 2] != "main"
        else { return nil }
        var main = components
        main[main.count - 2] = "main"
        return NSString.path(withComponents: main)
    }

    static func < (a: Self, b: Self) -> Bool {
        (a.resourceSet, a.otherQualifiers, a.appearance) < (b.resourceSet, b.otherQualifiers, b.appearance)
    }
}
