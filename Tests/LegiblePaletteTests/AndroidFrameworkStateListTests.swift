import LegibleCore
import Testing
@testable import LegiblePalette

/// Android framework color state lists resolve to their default state's color and alpha. Expected values are read
/// off AOSP (aosp-mirror/platform_frameworks_base `core/res/res/color/NAME.xml`, its default item, and
/// `core/res/res/values/colors.xml` @ 00ac7e64 for the `@android:color/…` it names), written here as the files say.
@Suite struct AndroidFrameworkStateListTests {
    static let defaults: [(name: String, aosp: String)] = [
        ("primary_text_light", "#ff000000"), // bright_foreground_light
        ("primary_text_dark", "#ffffffff"), // bright_foreground_dark
        ("secondary_text_light", "#323232"), // dim_foreground_light
        ("secondary_text_dark", "#bebebe"), // dim_foreground_dark
        ("tertiary_text_light", "#808080"),
        ("tertiary_text_dark", "#808080"),
        ("secondary_text_light_nodisable", "#bebebe"), // names dim_foreground_dark, as AOSP ships it
        ("tab_indicator_text", "#FFF"),
        ("hint_foreground_light", "#808080"), // a plain color in values/colors.xml
        ("white", "#ffffffff"),
        ("black", "#ff000000"),
        ("transparent", "#00000000"),
    ]

    @Test(arguments: defaults)
    func stateListsTakeTheirDefaultState(_ row: (name: String, aosp: String)) throws {
        guard case .color(let color) = AndroidFrameworkColors.lookup(row.name) else {
            Issue.record("\(row.name) did not resolve")
            return
        }
        guard case .literal(let expected) = AndroidColorValue.parse(row.aosp) else {
            Issue.record("\(row.aosp) is not an Android color literal")
            return
        }
        #expect(color.hexRGBA == expected.hexRGBA, "\(row.name)")
    }

    @Test func dynamicColorsStayUnchecked() {
        if case .unresolvable(let why) = AndroidFrameworkColors.lookup("system_accent1_500") {
            #expect(why.contains("wallpaper"))
        } else {
            Issue.record("system_accent1_500 should not resolve")
        }
    }
}
