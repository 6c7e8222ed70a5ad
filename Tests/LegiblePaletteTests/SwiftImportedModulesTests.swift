import Foundation
import Testing
import LegibleTestSupport
@testable import LegiblePalette

/// A color named from a module whose sources are not among the files read (issue 31: ProtonVPN's
/// `.normalTextColor()` from `import Theme`): the warning names the imported modules that are absent, never Apple's
/// or one whose folder was read.
@Suite struct SwiftImportedModulesTests {
    func read(_ files: [String: String]) -> Palette {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-imports-\(UUID().uuidString)")
        for (path, source) in files {
            let url = dir.appendingPathComponent(path)
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? source.write(to: url, atomically: true, encoding: .utf8)
        }
        return PaletteLoader().load([dir.path])
    }

    @Test func anUndeclaredMemberNamesTheAbsentModulesItsFileImports() {
        let p = read([
            "App/Banner.swift": """
            import UIKit
            import Strings
            import Theme
            import ProtonCoreUIFoundations

            enum Banner {
                static let text: UIColor = .normalTextColor()
                static let accent: UIColor = ColorProvider.TextNorm
                static let plain: UIColor = tint
                static let fill: UIColor = LinearGradient(colors: [])
            }
            """,
            "Strings/Sources/Strings/Localizable.swift": "public enum Localizable {}\n",
        ])
        let messages = p.diagnostics.map(\.message)
        #expect(
            messages.contains(
                "Banner.text: not read, unknown function '.normalTextColor()'; not declared in the files read: it is likely from one of Theme, ProtonCoreUIFoundations, not in the files read: "
                    + SwiftImportedModules.howToAdd
            ), "\(messages)")
        #expect(
            messages.contains {
                $0.hasPrefix("Banner.accent: not read, unknown name 'ColorProvider.TextNorm'; not declared")
            }, "\(messages)")
        // A lower-case name is more likely a local value than a module's: no module is named.
        #expect(messages.contains("Banner.plain: not read, unknown name 'tint'"), "\(messages)")
        // A bare type's initializer is more likely the SDK's (SwiftUI's `LinearGradient`).
        #expect(messages.contains("Banner.fill: not read, unknown function 'LinearGradient(colors:)'"), "\(messages)")
    }

    @Test func oneAbsentModuleIsNamedAlone() {
        #expect(
            SwiftImportedModules.note(absent: ["ProtonCore"])
                == "; not declared in the files read: it is likely from ProtonCore, not in the files read: resolve packages"
                + " into the repository (.build/checkouts, SourcePackages/checkouts, Pods, Carthage/Checkouts) and"
                + " Legible reads their colors")
        #expect(SwiftImportedModules.note(absent: []) == "")
        #expect(
            SwiftImportedModules.absent(
                imports: ["UIKit", "Theme", "Kit"], paths: ["Kit/Sources/Kit/A.swift", "App/B.swift"]) == ["Theme"])
    }
}
