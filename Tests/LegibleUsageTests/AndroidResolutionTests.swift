import Foundation
import Testing
import LegiblePalette
import LegibleUsage

/// One resolution shape per test, each on a small project written to a temporary folder.
@Suite("Android layouts: resolution shapes")
struct AndroidResolutionTests {
    typealias T = AndroidTestSupport

    func read(_ files: [String: String]) -> (UsageScan, Palette, AndroidProjectFiles) {
        let project = AndroidProjectFiles.discover([T.project(files)])
        let palette = AndroidResourceReader.read(files: project.values)
        return (AndroidLayoutReader.read(project, palette: palette), palette, project)
    }

    static let colors = T.values(
        """
        <color name="white">#FFFFFF</color><color name="black">#000000</color>
        <color name="light_bg">#FAFAFA</color><color name="dark_bg">#202020</color><color name="black_bg">#000000</color>
        """)

    @Test func withoutManifestTheProjectThemesAreNamedAndSaid() {
        let (scan, palette, project) = read([
            "res/values/colors.xml": Self.colors,
            "res/values/styles.xml": T.values(
                """
                <style name="Base" parent="Theme.AppCompat.DayNight.NoActionBar" />
                <style name="LightTheme" parent="Base"><item name="android:windowBackground">@color/light_bg</item></style>
                <style name="LightSettingsTheme" parent="LightTheme"><item name="colorAccent">@color/black</item></style>
                <style name="DarkTheme" parent="Base"><item name="android:windowBackground">@color/dark_bg</item></style>
                <style name="BlackTheme" parent="DarkTheme"><item name="android:windowBackground">@color/black_bg</item></style>
                <style name="LightDialogTheme" parent="Theme.AppCompat.DayNight.Dialog" />
                """),
            "res/layout/a.xml": T.layout(#"<TextView android:id="@+id/t" android:textColor="@color/white" />"#),
        ])
        let themes = AndroidLayoutReader.themes(project)
        #expect(themes.map(\.base) == ["LightTheme", "DarkTheme", "BlackTheme"])
        #expect(themes.map(\.appearance) == [.light, .dark, .theme("black", isDark: true)])
        #expect(themes[2].appearance.isDark)
        #expect(
            scan.diagnostics.contains {
                $0.message.hasPrefix(
                    "no AndroidManifest.xml theme read; layouts checked under the project's themes: LightTheme (light)")
            })
        let p = T.pair(scan, "t")
        #expect(p?.appearances == [.light, .dark, .theme("black")])
        #expect(
            [Appearance.light, .dark, .theme("black")].map { T.hex(p?.background, $0, palette) } == [
                "#fafafa", "#202020", "#000000",
            ])
    }

    @Test func frameworkAttributesShortFormsAndLibraryDefaults() {
        let (scan, palette, _) = read([
            "res/values/colors.xml": Self.colors,
            "AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/AppTheme" /></manifest>"#,
            "res/values/themes.xml": T.values(
                #"<style name="AppTheme" parent="Theme.AppCompat.Light"><item name="brandInk">@color/black</item></style>"#
            ),
            "res/layout/a.xml": T.layout(
                """
                <TextView android:id="@+id/primary" android:textColor="?android:attr/textColorPrimary" />
                <TextView android:id="@+id/short" android:textColor="?brandInk" android:background="@android:color/white" />
                """),
        ])
        let primary = T.pair(scan, "primary")
        #expect(T.hex(primary?.foreground, .light, palette) == "#000000de") // AppCompat primary text, 87 % black
        #expect(T.hex(primary?.background, .light, palette) == "#fafafa") // AppCompat light window background
        #expect(primary?.appearances == [.light])
        let short = T.pair(scan, "short")
        #expect(short?.foreground == .named("black"))
        #expect(T.hex(short?.background, .light, palette) == "#ffffff")
    }

    @Test func nightDefinitionOfTheAppThemeGivesLightAndDark() {
        let (scan, palette, project) = read([
            "res/values/colors.xml": Self.colors,
            "res/values/themes.xml": T.values(
                #"<style name="Theme.App" parent="Theme.MaterialComponents.Light"><item name="ink">@color/black</item></style>"#
            ),
            "res/values-night/themes.xml": T.values(
                #"<style name="Theme.App" parent="Theme.MaterialComponents"><item name="ink">@color/white</item></style>"#
            ),
            "res/layout/a.xml": T.layout(
                #"<TextView android:id="@+id/t" android:textColor="?attr/ink" android:background="?attr/colorSurface" />"#
            ),
        ])
        #expect(AndroidLayoutReader.themes(project).map(\.appearance) == [.light, .dark])
        let p = T.pair(scan, "t")
        #expect([Appearance.light, .dark].map { T.hex(p?.foreground, $0, palette) } == ["#000000", "#ffffff"])
        #expect([Appearance.light, .dark].map { T.hex(p?.background, $0, palette) } == ["#ffffff", "#121212"])
    }

    @Test func explicitParentChainsAndCyclesEnd() {
        let (scan, _, _) = read([
            "res/values/colors.xml": Self.colors,
            "res/values/styles.xml": T.values(
                """
                <style name="Grand"><item name="android:textColor">@color/black</item></style>
                <style name="Child" parent="@style/Grand"><item name="android:textSize">18sp</item></style>
                <style name="LoopA" parent="LoopB" /><style name="LoopB" parent="LoopA" />
                """),
            "res/layout/a.xml": T.layout(
                """
                <TextView android:id="@+id/inherited" style="@style/Child" android:background="@color/white" />
                <TextView android:id="@+id/looped" style="@style/LoopA" android:background="@color/white" />
                """),
        ])
        let p = T.pair(scan, "inherited")
        #expect(p?.foreground == .named("black"))
        #expect(p?.role == .text(large: true))
        // A cycle sets no text color: the element draws its widget's default, which needs a theme (none here): a
        // text use, not checked, and said.
        #expect(T.pair(scan, "looped") == nil)
        #expect(scan.elementsWithTextColor == 2)
        #expect(
            scan.diagnostics.contains {
                $0.message.contains("no text color set") && $0.message.contains("needs a theme")
            }, "\(scan.diagnostics.map(\.message))")
    }

    @Test(arguments: [
        ("17sp", false, false), ("18sp", false, true), ("14sp", true, true), ("13.5sp", true, false),
        ("20px", false, nil),
    ])
    func textSizeDecidesLargeText(size: String, bold: Bool, large: Bool?) {
        let style = bold ? #" android:textStyle="bold|italic""# : ""
        let (scan, _, _) = read([
            "res/values/colors.xml": Self.colors,
            "res/layout/a.xml": T.layout(
                #"<TextView android:id="@+id/t" android:textColor="@color/black" android:background="@color/white" android:textSize="\#(size)"\#(style) />"#
            ),
        ])
        #expect(T.pair(scan, "t")?.role == .text(large: large))
    }

    @Test func unknownThingsAreDiagnosticsNamingTheElement() {
        let (scan, _, _) = read([
            "res/values/colors.xml": Self.colors,
            "res/values/themes.xml": T.values(#"<style name="AppTheme" parent="Theme.MaterialComponents.Light" />"#),
            "res/layout/a.xml": T.layout(
                """
                <LinearLayout android:background="?attr/notDefined">
                    <TextView android:id="@+id/a" android:textColor="@color/black" />
                </LinearLayout>
                <TextView android:id="@+id/b" android:textColor="@color/selector_in_res_color" android:background="@color/white" />
                """),
        ])
        #expect(scan.pairs.isEmpty)
        #expect(scan.elementsWithTextColor == 2)
        let messages = scan.diagnostics.map(\.message)
        #expect(
            messages.contains {
                $0.contains("TextView @+id/a") && $0.contains("unknown background") && $0.contains("?attr/notDefined")
            })
        #expect(
            messages.contains {
                $0.contains("TextView @+id/b") && $0.contains("@color/selector_in_res_color is not in the palette")
            })
    }

    @Test func transparentBackgroundIsSkipped() {
        let (scan, _, _) = read([
            "res/values/colors.xml": Self.colors,
            "res/layout/a.xml": T.layout(
                """
                <FrameLayout android:id="@+id/card" android:background="@color/black">
                    <TextView android:id="@+id/t" android:textColor="@color/white" android:background="@android:color/transparent" />
                </FrameLayout>
                """),
        ])
        #expect(T.pair(scan, "t")?.background == .named("black"))
        #expect(T.pair(scan, "t")?.evidence.contains("ancestor FrameLayout @+id/card") == true)
    }

    @Test func malformedLayoutIsAnErrorWithItsLine() {
        let (scan, _, project) = read([
            "res/layout/bad.xml": "<FrameLayout>\n  <TextView android:textColor=\"#000\">\n</FrameLayout>\n"
        ])
        #expect(project.layouts.count == 1)
        #expect(scan.filesRead == 1)
        let d = scan.diagnostics.first { $0.severity == .error }
        #expect(d?.location.path.hasSuffix("res/layout/bad.xml") == true)
        // the open <TextView> or the mismatched close, as libxml2 reports it
        #expect((2...3).contains(d?.location.line ?? 0))
        #expect(d?.message.hasPrefix("malformed XML") == true)
    }

    @Test func discoveryTakesOnlyResourceFolders() {
        let root = T.project([
            "app/src/main/res/layout/a.xml": T.layout(""),
            "app/src/main/res/layout-land/a.xml": T.layout(""),
            "app/src/main/res/values-night-v31/s.xml": T.values(""),
            "app/src/main/res/drawable/d.xml": "<shape/>",
            "app/src/main/AndroidManifest.xml": "<manifest/>",
            "docs/layout/not-android.xml": "<x/>",
            "app/build/res/layout/generated.xml": "<x/>",
        ])
        let files = AndroidProjectFiles.discover([root])
        #expect(
            files.layouts.map { $0.replacingOccurrences(of: root + "/", with: "") }
                == ["app/src/main/res/layout-land/a.xml", "app/src/main/res/layout/a.xml"])
        #expect(files.values.count == 1)
        #expect(files.manifests.count == 1)
    }
}

extension AndroidResolutionTests {
    @Test func frameworkTextAppearanceTakesTheThemeTextColor() {
        let (scan, palette, _) = read([
            "res/values/colors.xml": Self.colors,
            "res/values/themes.xml": T.values(#"<style name="AppTheme" parent="Theme.AppCompat.Light" />"#),
            "res/layout/a.xml": T.layout(
                """
                <TextView android:id="@+id/large" android:textAppearance="?android:attr/textAppearanceLarge" android:background="@color/white" />
                <EditText android:id="@+id/small" style="?android:textAppearanceSmall" android:background="@color/white" />
                """),
        ])
        let large = T.pair(scan, "large")
        #expect(large?.role == .text(large: true)) // 22sp
        #expect(T.hex(large?.foreground, .light, palette) == "#000000de") // AppCompat light textColorPrimary
        let small = T.pair(scan, "small")
        #expect(small?.role == .text(large: false)) // 14sp, not bold
        #expect(T.hex(small?.foreground, .light, palette) == "#0000008a") // textColorSecondary
        #expect(scan.elementsWithTextColor == 2)
    }
}
