import Testing
import LegibleUsage

/// A helper handed a binding another class inflates (`AndroidLayoutUse.fromParameter`), in
/// `Fixtures/android-helper-binding-parameter`.
@Suite("Android helpers taking a binding as a parameter")
struct AndroidHelperBindingParameterTests {
    static let run = AndroidTestSupport.FixtureRun("android-helper-binding-parameter")

    /// `ScoreFormatter.fill(ScoreAnswerBinding binding, int score)` names `score_answer` only as a parameter type:
    /// the layout is where `ScoreActivity` inflates it, on the window (#E8EAF6), not "host unknown" for the helper.
    @Test func aHelpersBindingParameterIsNotAnInflation() throws {
        let (foreground, background) = try Self.run.lightColors("score_value")
        #expect(foreground == "#311b92")
        #expect(background == "#e8eaf6")
        let pair = try #require(AndroidTestSupport.pair(Self.run.scan, "score_value"))
        #expect(!pair.evidence.contains("ScoreFormatter"), "\(pair.evidence)")
    }
}
