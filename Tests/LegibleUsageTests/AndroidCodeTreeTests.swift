import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Colors code sets on views are read on the Kotlin/Java syntax tree (issue 29, "no regular expression decides what
/// code means"), in the fixture app `Fixtures/android-code-tree`: a call the formatter wrapped over several lines
/// recolors its view, and a call a comment or a string only mentions recolors nothing.
@Suite("Android: view colors read on the Kotlin and Java tree")
struct AndroidCodeTreeTests {
    static let scan = AndroidLayoutReader.read(paths: [TestPaths.fixture("android-code-tree")])

    func pair(_ id: String) throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
    }

    /// `binding.logTitle\n.setTextColor(\nContextCompat.getColor(this, R.color.signal_red)\n)` (Kotlin): the receiver
    /// on one line, the call on the next, its argument on a third.
    @Test func aKotlinCallWrappedOverLinesRecolorsItsView() throws {
        let title = try pair("log_title")
        #expect(title.review == nil, "\(String(describing: title.review))")
        #expect(title.foreground == .named("signal_red"))
    }

    /// `heading.setTextColor(ContextCompat.getColor(this,\n R.color.harbor_blue));` (Java, `heading` found by id).
    @Test func aJavaArgumentWrappedOverLinesIsRead() throws {
        let heading = try pair("entry_heading")
        #expect(heading.review == nil, "\(String(describing: heading.review))")
        #expect(heading.foreground == .named("harbor_blue"))
    }

    /// `val signal: TextView = findViewById(R.id.log_signal)`: a local declared with its type holds the view found by
    /// id (the line scan took the type, `TextView`, for the name), so `signal.setTextColor(…)` recolors `log_signal`.
    @Test func aLocalDeclaredWithItsTypeIsTheViewFoundById() throws {
        let signal = try pair("log_signal")
        #expect(signal.review == nil, "\(String(describing: signal.review))")
        #expect(signal.foreground == .named("harbor_blue"))
    }

    /// `// … binding.logBody.setTextColor(Color.WHITE) …`, a log string naming `.setTextColor(Color.WHITE)` and
    /// `/* entryNote.setTextColor(Color.WHITE); */` are no code: the texts keep the layout's colors and verdicts.
    @Test func callsInCommentsAndStringsRecolorNothing() throws {
        for (id, color) in [("log_body", "slate"), ("log_stamp", "muted_slate"), ("entry_note", "slate")] {
            let text = try pair(id)
            #expect(text.review == nil, "\(id): \(String(describing: text.review))")
            #expect(text.foreground == .named(color), "\(id)")
        }
    }
}
