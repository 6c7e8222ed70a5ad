import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// A view disabled by a private helper that code calls on one branch only is drawn in both states (issue 29,
/// `JVMTreeWalk.branchOnlyFunctions`, `AndroidEnabledState`), in `Fixtures/android-host-cases/branch-helper`.
@Suite("Android views a helper called on one branch disables")
struct AndroidBranchHelperStateTests {
    typealias T = AndroidTestSupport
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-host-cases/branch-helper")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    static func pairs(_ id: String) -> [ObservedPair] {
        scan.pairs.filter { $0.site.elementID == "@+id/\(id)" }
    }

    /// Java `lockExistingVault()` (`binding.vaultPath.setEnabled(false)`) runs only in the `else` of
    /// `if (mIsCreateMode)`: the path is enabled when creating (#212121) and disabled when editing (#9E9E9E).
    @Test func aHelperCalledOnOneBranchGivesTwoStates() throws {
        let pairs = Self.pairs("vault_path")
        #expect(pairs.count == 2)
        let enabled = try #require(pairs.first { $0.condition?.hasPrefix("when enabled") == true })
        let disabled = try #require(pairs.first { $0.condition?.hasPrefix("when disabled") == true })
        #expect(T.hex(enabled.foreground, .light, Self.palette) == "#212121")
        #expect(T.hex(disabled.foreground, .light, Self.palette) == "#9e9e9e")
        #expect(T.hex(disabled.background, .light, Self.palette) == "#fafafa")
        #expect(disabled.condition?.contains("VaultActivity.java:26 on one branch") == true)
        #expect(enabled.review == nil)
        #expect(disabled.review == nil)
    }

    /// Kotlin `lockNotes()` is called on every path of `onCreate`: the label is drawn disabled only.
    @Test func aHelperCalledOnEveryPathDisablesOnly() throws {
        let pairs = Self.pairs("notes_label")
        #expect(pairs.count == 1)
        let pair = try #require(pairs.first)
        #expect(pair.condition == nil)
        #expect(T.hex(pair.foreground, .light, Self.palette) == "#9e9e9e")
        #expect(pair.evidence.contains("code disables it: VaultNotesActivity.kt:18"))
    }
}
