import Foundation
import LegiblePalette
import LegibleSwiftSyntax
import LegibleFiles

/// Reads the pairs SwiftUI and UIKit view code shows (best effort, each pair with its evidence): SwiftUI modifiers
/// (`SwiftUIColorUses`) and UIKit view properties (`UIKitColorUses`). Colors resolve with the Swift palette reader's
/// evaluator (`SwiftExpressionColors`) across all files read, so `Palette.ink`, `Color("Brand")`, `.label` and
/// `UIColor(red:…)` mean what the palette reader says. Every text color set in a view is a pair or a warning naming
/// the view and why (background unknown, color not static); `elementsWithTextColor` counts them.
public enum SwiftViewsReader {
    public static let fileExtensions: Set<String> = ["swift"]

    /// `outlets`: the storyboard and xib elements outlets point to, for views whose layer the document decides.
    /// `sources`: the run's Swift files, read and lexed once (the palette reader of the same run already did).
    /// `importedColors`: colors declared outside Swift that Swift names (`ObjCImportedColors`).
    /// `imageAssets`: the asset catalogs' image sets, which a foreground style tints or not (`SwiftUIBitmapImages`).
    /// `documentClasses`: the classes storyboards and xibs instantiate, whose colors on themselves are the documents'.
    public static func read(
        files: [String], palette: Palette, outlets: OutletLayers = OutletLayers(),
        sources: SwiftSourceStore = SwiftSourceStore(), targets: AppleTargets = AppleTargets(),
        importedColors: [SwiftImportedColor] = [], imageAssets: AppleImageAssets = AppleImageAssets(),
        documentClasses: Set<String> = []
    ) -> UsageScan {
        // Syntax errors: the palette reader reports them. Dependency files only declare names (not views).
        let all = sources.withDeclarationOnly(files)
        let read = sources.files(all)
        let colors = SwiftExpressionColors(files: read.files, sources: sources)
        colors.filePlatforms = { targets.platforms(of: $0) }
        colors.importedColors = importedColors
        let viewPalette = SwiftViewPalette(palette, targets: targets)
        colors.catalogColors = viewPalette.catalog
        let libraryPaths = Set(all.dropFirst(files.count))
        let lexed = colors.files.filter { !libraryPaths.contains($0.path) } // type aliases of color types resolved
        var scan = SwiftViewScan()
        // Flags no build file defines, and members false in every release build, leave code out.
        let falseProperties = SwiftDisabledCode.falseProperties(in: lexed.map(\.tokens), flags: targets.buildFlags)
        let files = lexed.map {
            SwiftViewFile(
                path: $0.path, tokens: $0.tokens, colors: colors, palette: viewPalette,
                targetPlatforms: targets.platforms(of: $0.path),
                appAccent: SwiftAppAccent(for: $0.path, targets: targets, inPalette: viewPalette.contains),
                buildFlags: targets.buildFlags, falseProperties: falseProperties)
        }
        var hosts = SwiftViewHosts(files: files)
        hosts.imageAssets = imageAssets
        // A test's file (`import XCTest` / `Testing`) builds views to check them; users never see them.
        let appFiles = files.filter { !$0.isTest }
        let units = sources.declarations(of: read.files).map { (declarations: $0.declarations, types: $0.types) }
        let stacks = StackViewInitializers(units: units)
        let facts = UIKitViewFacts(
            files: appFiles, stackInitializers: stacks, subviewHelpers: UIKitSubviewHelpers(units: units))
        hosts.hostingMaterials = SwiftUIHostingMaterials(facts: facts)
        for file in appFiles { SwiftUIColorUses(file: file, hosts: hosts).scan(into: &scan) }
        var uikit = UIKitColorUses(facts: facts, outlets: outlets, documentClasses: documentClasses)
        uikit.imageAssets = imageAssets
        uikit.scan(into: &scan)
        var result = UsageScan(
            pairs: scan.pairs,
            diagnostics: read.diagnostics.filter { !libraryPaths.contains($0.location.path) }
                + scan.diagnostics,
            elementsWithTextColor: scan.elementsWithTextColor,
            filesRead: lexed.count)
        result.textColorsNotDrawn = scan.textColorsNotDrawn
        result.codeBuiltClasses = codeBuiltClasses(facts)
        result.swiftFalseProperties = falseProperties
        SwiftThemedPairs.apply(&result.pairs, palette: palette, openThemes: colors.openThemes)
        result.pairs.sort { $0.site < $1.site }
        result.diagnostics.sort()
        return result
    }

    /// The UIKit and AppKit classes whose Swift code colors views, each with its subclasses: shown only when code
    /// creates one of them or a document names one (`AppleReachability`; their bodies are the Swift type bodies of
    /// those names). A type without a declared superclass (an extension of a framework class, a struct) is left out.
    static func codeBuiltClasses(_ facts: UIKitViewFacts) -> [AppleReachability.CodeBuiltClass] {
        func short(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }
        var subclasses: [String: Set<String>] = [:]
        for name in facts.order {
            if let superclass = facts.facts(name)?.superclass {
                subclasses[superclass, default: []].insert(short(name))
            }
        }
        return facts.order.compactMap { name in
            guard let own = facts.facts(name), own.superclass != nil, !own.uses.isEmpty else { return nil }
            var names: Set<String> = [short(name)]
            var queue = [short(name)]
            while let next = queue.popLast() {
                for sub in subclasses[next] ?? [] where names.insert(sub).inserted { queue.append(sub) }
            }
            return AppleReachability.CodeBuiltClass(names: names, bodies: [])
        }
    }
}
