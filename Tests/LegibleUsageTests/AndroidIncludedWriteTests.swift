import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// A view of an included layout is in the view tree of the layout including it: code that finds it by id in the
/// including layout and colors it colors the included file's element.
@Suite("Android code writes on views of included layouts")
struct AndroidIncludedWriteTests {
    typealias T = AndroidTestSupport

    /// `MeterActivity` shows `activity_meter.xml`, which includes `gauge_status.xml`; it finds `R.id.gauge_state`
    /// and sets its text color to `@color/fix_text`: the pair is that color (not the layout's `@color/idle_text`)
    /// on the including layout's `@color/gauge_panel`.
    @Test func textColorWrittenThroughTheIncludingLayoutApplies() throws {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-included-writes")])
        let palette = AndroidResourceReader.read(files: files.values)
        let scan = AndroidLayoutReader.read(files, palette: palette)
        let pair = try #require(T.pair(scan, "gauge_state"))
        #expect(pair.foreground == .named("fix_text"))
        #expect(pair.background == .named("gauge_panel"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(pair.evidence.contains("MeterActivity.java:"), "\(pair.evidence)")
    }
}
