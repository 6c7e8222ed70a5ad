import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A write on a name that is no id lands on the views the name is bound to (issue 29), in the fixture app
/// `Fixtures/android-receiver-views`: a listener's parameter is the view it is set on (the decor view, which is the
/// window, not a view of the layout), a loop's variable and `forEach`'s `it` each element of a list the code fills with
/// views of its layout. A loop over children the code does not list keeps the texts it may reach in review.
@Suite("Android: receivers bound to known views")
struct AndroidReceiverViewTests {
    static let scan = AndroidLayoutReader.read(
        AndroidProjectFiles.discover([TestPaths.fixture("android-receiver-views")]))

    func pair(_ id: String) throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
    }

    /// `decorView.setOnApplyWindowInsetsListener { view, insets -> view.setBackgroundColor(…) }` paints the window,
    /// and `for (v in rules)` paints the two 1dp rules of `listOf(…)`: the title stays ink on the window's paper.
    @Test func aKotlinListenerParameterAndLoopVariableAreTheViewsTheyAreBoundTo() throws {
        for id in ["watch_title", "watch_note"] {
            let text = try pair(id)
            #expect(text.review == nil, "\(id): \(String(describing: text.review))")
            #expect(text.foreground == .named("ink"), "\(id)")
            #expect(text.background == .named("paper"), "\(id): \(text.evidence)")
        }
    }

    /// `bands.forEach { it.setBackgroundColor(foam) }`, `bands` filled by `add(findViewById(R.id.watch_band))`: the
    /// band's label is on foam.
    @Test func forEachOverAListFilledByAddPaintsItsElements() throws {
        let label = try pair("watch_band_label")
        #expect(label.review == nil, "\(String(describing: label.review))")
        #expect(label.background == .named("foam"), "\(label.evidence)")
    }

    /// Java: `(v, insets) -> v.setBackgroundColor(…)` on a local holding `getWindow().getDecorView()`, and
    /// `for (View band : Arrays.asList(…))`: the title on the window's paper, the band's label on kelp.
    @Test func aJavaLambdaParameterAndForEachVariableAreTheirViews() throws {
        let title = try pair("harbour_title")
        #expect(title.review == nil, "\(String(describing: title.review))")
        #expect(title.background == .named("paper"), "\(title.evidence)")
        let label = try pair("harbour_band_label")
        #expect(label.review == nil, "\(String(describing: label.review))")
        #expect(label.background == .named("kelp"), "\(label.evidence)")
    }

    /// `rows.getChildAt(i).setBackgroundColor(…)` in a counting loop: the child is not known, so the texts it may be
    /// under need review, naming the call.
    @Test func aLoopOverChildrenTheCodeDoesNotListStaysUnknown() throws {
        let label = try pair("chart_band_label")
        #expect(label.review?.kind == .setInCode, "\(String(describing: label.review))")
        #expect(label.review?.detail.contains("ChartActivity.kt:15") == true, "\(String(describing: label.review))")
    }
}
