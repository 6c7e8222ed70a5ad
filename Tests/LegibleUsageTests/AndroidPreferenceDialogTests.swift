import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A preference's `app:dialogLayout` (`Fixtures/android-hosts/preference-dialog`, issue 29): androidx.preference
/// shows it in an AppCompat alert dialog, so its text is on that dialog's surface, not "inflated by no code".
@Suite("Android preference dialog layouts")
struct AndroidPreferenceDialogTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-hosts/preference-dialog")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// `EditTextPreference app:dialogLayout="@layout/pref_dialog_address"` and `ListPreference
    /// android:dialogLayout="@layout/pref_dialog_port"`: both on the alert dialog's `?attr/colorBackgroundFloating`
    /// (AppCompat: #FFFFFF by day, #424242 at night), named by the preference element, not on `@color/settings_page`.
    @Test func aPreferencesDialogLayoutIsOnAnAlertDialog() throws {
        for (id, line) in [("address_hint", 6), ("port_hint", 11)] {
            let pair = try #require(T.pair(Self.scan, id), "\(id)")
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(
                pair.evidence.contains("the surface of the alert dialog that shows this layout (settings.xml:\(line))"),
                "\(id): \(pair.evidence)")
            #expect(T.hex(pair.background, .light, Self.palette) == "#ffffff", "\(id): \(pair.evidence)")
            #expect(T.hex(pair.background, .dark, Self.palette) == "#424242", "\(id): \(pair.evidence)")
        }
    }
}
