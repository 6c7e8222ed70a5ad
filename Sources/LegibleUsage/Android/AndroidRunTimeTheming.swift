import Foundation
import LegibleJVMSyntax
import LegiblePalette

/// Libraries that recolor an app's views at run time, after inflation, with colors the app's code hands them:
/// - Aesthetic (`com.afollestad.aesthetic`): `AestheticActivity` installs a layout-inflater factory that swaps each
///   `TextView`, `Button`, `EditText`… for a view of its own taking the library's text, accent and background colors;
///   `AestheticDialog` paints dialogs with its primary color;
/// - App Theme Engine (`com.afollestad.appthemeengine`): `ATEActivity` and `ATE.apply(…)` process the inflated views;
/// - Cyanea (`com.jaredrummler.cyanea`): `CyaneaAppCompatActivity` decorates inflated views with the chosen colors;
/// - Colorful (`io.multimoon.colorful`): `CAppCompatActivity` applies a theme built from the colors chosen at run time.
///
/// What such a library draws is its own code's, which is not in the repository, with colors the app picks at run time
/// (a day / night / AMOLED palette set in `Application.onCreate`): no pair of a screen it may reach can be proven, so
/// each needs review naming the library and where the app uses it. A layout that only activities outside the
/// library's classes inflate (a plain `AppCompatActivity` of the manifest) keeps its pairs.
struct AndroidRunTimeTheming: Sendable {
    struct Library: Sendable {
        let package: String
        let name: String
    }

    /// The libraries, by the package their classes are imported from.
    static let libraries: [Library] = [
        Library(package: "com.afollestad.aesthetic", name: "Aesthetic"),
        Library(package: "com.afollestad.appthemeengine", name: "App Theme Engine"),
        Library(package: "com.jaredrummler.cyanea", name: "Cyanea"),
        Library(package: "io.multimoon.colorful", name: "Colorful"),
    ]

    /// The library the app's code uses and its first import there; nil when it uses none.
    private(set) var use: (library: Library, location: SourceLocation)?
    /// The app's classes built on one of the library's classes (`MainActivity : AestheticActivity`), and their
    /// subclasses.
    private(set) var themedClasses: Set<String> = []

    init() {}

    /// Reads the imports of the app's code (`AndroidProjectFiles` leaves test sources out: they are not the app).
    init(files: [JVMFile], index: JVMSymbolIndex) {
        for file in files.sorted(by: { $0.path < $1.path }) {
            for library in Self.libraries {
                let imported = file.imports.filter {
                    $0.path == library.package || $0.path.hasPrefix(library.package + ".")
                }
                guard let first = imported.first else { continue }
                if use == nil { use = (library, SourceLocation(path: file.path, line: first.line)) }
                let names = Set(imported.map(\.name))
                for (type, _) in file.allTypes where type.supertypes.contains(where: { names.contains($0) }) {
                    themedClasses.insert(type.name)
                    themedClasses.formUnion(index.subtypes(of: type.name))
                }
            }
        }
    }

    /// Why the pairs of `layout` need review, if the app uses a library: unless every class inflating it is an
    /// activity of the manifest that is not built on the library's classes.
    func review(of layout: String, inflaters: [String: Set<String>], activities: Set<String>) -> ReviewReason? {
        guard let use else { return nil }
        if let classes = inflaters[layout], !classes.isEmpty, classes.isSubset(of: activities),
            classes.isDisjoint(with: themedClasses)
        {
            return nil
        }
        let by =
            themedClasses.isEmpty ? "" : " (\(themedClasses.sorted().prefix(3).joined(separator: ", ")) built on it)"
        return ReviewReason(
            .themeInCode,
            "the app recolors its views at run time through \(use.library.name) (\(use.library.package), imported at "
                + "\(use.location.fileAndLine))\(by), a library whose code is not in the repository, with colors its "
                + "code picks: what \(layout).xml shows under it is not known")
    }
}
