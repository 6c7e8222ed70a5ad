import LegibleCore

/// Reads Android color resources (`res/values*/*.xml`) into a palette; PaletteFormats.md §3 has the facts and corpus
/// examples (Android developers, "More resource types → Color"; "Providing alternative resources").
///
/// - definitions: `<color name="x">` and `<item type="color" name="x">` directly inside `<resources>`, in any file of
///   a `values*` folder (`AndroidValuesFile`); values `#RGB`/`#ARGB`/`#RRGGBB`/`#AARRGGBB`, alpha first
///   (`AndroidColorValue`);
/// - origin: the `res` folder of the source set (`app/src/main/res`; build flavors such as `app/src/alpha/res` are
///   separate origins); `values-night*` → dark, `values` → light; other qualifiers form their own origin
///   (`AndroidResourceFolder`). A night folder that overrides only some names gives only those a dark variant: the
///   others fall back to light through `Appearance.fallbacks`, as on Android;
/// - references: `@color/x` across all files of the resource set, any order, chains, with night-mode semantics: a
///   light-only color whose reference chain reaches a color with a night override also gets a dark variant, at its
///   own line (`AndroidColorResolver`). `@android:color/x` → `.system` through `AndroidFrameworkColors`;
/// - not checkable → warning with the line: `?attr/…`, targets not in the files read (a library), unknown or
///   state-list framework colors; errors: malformed XML, bad values, empty or nameless colors, duplicates, cycles.
///
/// Theme files (`<style>` items pointing to `@color/…`) are not read: a theme maps attributes, not color names.
public enum AndroidResourceReader {
    public static func read(files: [String]) -> Palette {
        var diagnostics: [Diagnostic] = []
        var resolver = AndroidColorResolver()
        var seenFiles = Set<String>()
        for path in files.sorted() where seenFiles.insert(path).inserted {
            let folder = AndroidResourceFolder(file: path)
            let (definitions, problems) = AndroidValuesFile.read(path, folder: folder)
            diagnostics += problems
            if !folder.otherQualifiers.isEmpty, !definitions.isEmpty {
                diagnostics.append(
                    .warning(
                        SourceLocation(path: path, line: 0),
                        "qualifier '\(folder.otherQualifiers)' is not a light/dark appearance; its colors form the separate origin '\(folder.origin)'"
                    ))
            }
            for d in definitions {
                if let first = resolver.add(d) {
                    diagnostics.append(
                        .error(
                            d.location,
                            "duplicate color '\(d.name)': already defined at \(first.location) for the same configuration; Android's resource merger rejects this"
                        ))
                }
            }
        }
        resolver.dependencySets = dependencySets(
            of: Set(resolver.definitions.values.flatMap { $0.values.map(\.folder.resourceSet) }))
        var colors: [NamedColor] = []
        for (key, byAppearance) in resolver.definitions {
            var variants: [ColorVariant] = []
            var lightOutcome: AndroidColorResolver.Outcome?
            guard let context = byAppearance.values.first?.folder else { continue }
            for appearance in [Appearance.light, .dark] {
                let explicit = byAppearance[appearance]
                guard let definition = explicit ?? resolver.lookup(key.name, from: context, in: appearance) else {
                    continue
                }
                let outcome = resolver.evaluate(definition, in: appearance, context: context)
                if appearance == .light { lightOutcome = outcome }
                // Seen in dark mode without a night definition of its own, a color counts only where the lookup
                // (a night override in `main`, references reaching night colors) makes it differ from light.
                let borrowed = explicit == nil
                if borrowed && appearance == .dark && outcome == lightOutcome { continue }
                let foreign = definition.folder.origin != key.origin
                let suffix = borrowed ? " (in dark mode)" : ""
                switch outcome {
                case .value(let value):
                    variants.append(ColorVariant(appearance: appearance, value: value, source: definition.location))
                case .unchecked(let message) where !foreign:
                    // Named: the warning is about this color, not only the value it could not resolve.
                    diagnostics.append(.warning(definition.location, "\(key.name): " + message + suffix))
                case .failed(let message) where !foreign:
                    diagnostics.append(.error(definition.location, message + suffix))
                case .unchecked, .failed:
                    break // reported where that definition is read as its own origin's color
                }
            }
            if !variants.isEmpty { colors.append(NamedColor(name: key.name, origin: key.origin, variants: variants)) }
        }
        return Palette(colors: colors, diagnostics: diagnostics)
    }

    /// Resource set → the resource sets of the Gradle modules its module depends on, in merge order (breadth first,
    /// as written), each module's sets by path. Sets in no module (loose `res` folders) have none.
    static func dependencySets(of sets: Set<String>) -> [String: [String]] {
        let modules = AndroidGradleModules(files: sets.map { $0 + "/values" })
        var setsByModule: [String: [String]] = [:]
        for set in sets {
            if let module = modules.knownModule(of: set + "/values") { setsByModule[module, default: []].append(set) }
        }
        var result: [String: [String]] = [:]
        for (module, own) in setsByModule {
            let dependencies = modules.mergeOrder(app: module).dropFirst().flatMap { (setsByModule[$0] ?? []).sorted() }
            guard !dependencies.isEmpty else { continue }
            for set in own { result[set] = dependencies }
        }
        return result
    }
}
