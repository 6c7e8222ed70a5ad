import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A layout nothing names (no code, include, manifest, menu, navigation graph, preference or values file; not a
/// library's name) is never shown (`Fixtures/android-hosts/unnamed-layouts`, issue 29): "not shown", not "host
/// unknown". Layouts named any of those ways stay "host unknown".
@Suite("Android layouts nothing names")
struct AndroidUnnamedLayoutTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-hosts/unnamed-layouts")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// `dialog_rename_trip.xml` is named nowhere; `item_trip_preview.xml` only by `tools:listitem`.
    @Test func layoutsNothingNamesAreNotShown() throws {
        let rename = try #require(T.pair(Self.scan, "rename_label"))
        #expect(rename.review?.kind == .notShown, "\(String(describing: rename.review))")
        #expect(
            rename.review?.detail
                == "no code read names dialog_rename_trip.xml (R.layout.dialog_rename_trip, DialogRenameTripBinding, "
                + "\"dialog_rename_trip\"), no layout read includes it, no manifest, menu, navigation graph, preference "
                + "or values file names @layout/dialog_rename_trip (tools: previews are not the app), and no library "
                + "loads a layout of that name: never shown")
        let preview = try #require(T.pair(Self.scan, "preview_label"))
        #expect(preview.review?.kind == .notShown, "\(String(describing: preview.review))")
    }

    /// `legacy_trip_header.xml` is included, but only by `screen_legacy_trip.xml`, which nothing names: not shown,
    /// naming the layout that hides it (it was walked on that host and asserted before).
    @Test func includesOfLayoutsNothingNamesAreNotShown() throws {
        let header = try #require(T.pair(Self.scan, "legacy_header_label"))
        #expect(header.review?.kind == .notShown, "\(String(describing: header.review))")
        #expect(
            header.review?.detail.hasPrefix(
                "legacy_trip_header.xml is shown only inside screen_legacy_trip.xml, and no code read names "
                    + "screen_legacy_trip.xml") == true)
    }

    /// Named by a string in code (`getIdentifier`), a menu's `app:actionLayout`, a style's `android:layout` item, or
    /// a Material library layout name: host unknown, as before. A view binding class (`TripSummaryBinding`, Kotlin)
    /// names `trip_summary.xml`: it is not "not shown" either.
    @Test func layoutsNamedOtherWaysAreNotLeftOut() throws {
        for id in ["stream_label", "filter_label", "chip_label", "snackbar_label"] {
            let pair = try #require(T.pair(Self.scan, id))
            #expect(pair.review?.kind == .hostUnknown, "\(id): \(String(describing: pair.review))")
        }
        let summary = try #require(T.pair(Self.scan, "summary_label"))
        #expect(summary.review?.kind != .notShown, "\(String(describing: summary.review))")
    }
}
