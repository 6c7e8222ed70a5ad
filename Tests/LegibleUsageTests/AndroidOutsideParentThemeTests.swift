import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A theme whose parent is a library's theme not in the repository (`Fixtures/android-themes/outside-parent`:
/// `Theme.Ledger.Dark` over `DrawerKitTheme.ActionBar`) is a full theme the code applies; what the app's styles set is
/// known; anything else is not known, naming that parent, never a library default or the manifest theme's value.
@Suite("Android themes: a parent theme outside the repository")
struct AndroidOutsideParentThemeTests {
    typealias T = AndroidTestSupport

    static let read = AndroidCodeThemeTests.read("outside-parent")

    static func pairs(_ id: String, _ appearance: Appearance) -> [ObservedPair] {
        read.scan.pairs.filter {
            $0.site.elementID == "@+id/\(id)" && $0.site.location.keyPath?.hasSuffix("/@android:textColor") == true
                && ($0.appearances ?? [.light]).contains(appearance)
        }
    }

    @Test func theDarkThemeIsAFullThemeInTheSystemsDarkAppearance() {
        let themes = AndroidLayoutReader.themes(Self.read.files)
        #expect(
            themes.map { "\($0.base)+\($0.overlays.joined()) \($0.appearance.rawValue)" }
                == ["Theme.Ledger.Light+ light", "Theme.Ledger.Dark+ dark"])
    }

    @Test func whatTheAppsStylesSetIsKnown() throws {
        let palette = Self.read.palette
        let dark = try #require(Self.pairs("balance_amount", .dark).first)
        #expect(dark.review == nil, "\(String(describing: dark.review))")
        #expect(T.hex(dark.foreground, .dark, palette) == "#6c983d")
        #expect(T.hex(dark.background, .dark, palette) == "#505050")
        let light = try #require(Self.pairs("balance_amount", .light).first)
        #expect(T.hex(light.background, .light, palette) == "#ffffff")
    }

    /// The window background is the parent's: not checked in the dark theme, naming the parent (no AppCompat
    /// `#303030`, no light `#FAFAFA`); the light theme's is AppCompat's.
    @Test func aWindowBackgroundTheParentGivesIsNotKnownNamingIt() throws {
        let palette = Self.read.palette
        #expect(Self.pairs("section_title", .dark).isEmpty)
        let reasons = Self.read.scan.diagnostics.map(\.message).filter {
            $0.contains("@+id/section_title") && $0.contains("(theme dark)")
        }
        #expect(reasons.count == 1)
        #expect(
            reasons.first?.contains(
                "not set by Theme.Ledger.Dark, whose parent theme DrawerKitTheme.ActionBar is not in the repository")
                == true, "\(reasons)")
        let light = try #require(Self.pairs("section_title", .light).first)
        #expect(light.review == nil, "\(String(describing: light.review))")
        #expect(T.hex(light.foreground, .light, palette) == "#212121")
        #expect(T.hex(light.background, .light, palette) == "#fafafa")
    }

    /// A text color attribute only the parent would set (`?android:attr/textColorSecondary`) is not known in the dark
    /// theme; in the light one it is AppCompat's `#8A000000`.
    @Test func aTextColorTheParentGivesIsNotKnownNamingIt() throws {
        let palette = Self.read.palette
        #expect(Self.pairs("balance_label", .dark).isEmpty)
        let reasons = Self.read.scan.diagnostics.map(\.message).filter {
            $0.contains("@+id/balance_label") && $0.contains("(theme dark)")
        }
        #expect(
            reasons == [
                "TextView @+id/balance_label: android:textColor=\"?android:attr/textColorSecondary\" not checked "
                    + "(theme dark): ?android:attr/textColorSecondary is not set by Theme.Ledger.Dark, whose parent "
                    + "theme DrawerKitTheme.ActionBar is not in the repository (a library's theme, whose values Legible "
                    + "does not know)"
            ])
        let light = try #require(Self.pairs("balance_label", .light).first)
        #expect(T.hex(light.foreground, .light, palette) == "#0000008a")
    }
}
