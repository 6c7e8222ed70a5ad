import Testing

/// Why a corpus test did not run, as the runner prints it beside the skip.
let corpusMissing: Comment = "shared corpus not found at ../shared/corpus (real projects' files, read in place)"

extension TestTrait where Self == ConditionTrait {
    /// Runs a test only when the shared corpus is beside the checkout (`TestPaths.corpusAvailable`); without it
    /// the runner reports the test as skipped, with the reason, never as passed.
    public static var corpus: Self { .enabled(if: TestPaths.corpusAvailable, corpusMissing) }
}

extension SuiteTrait where Self == ConditionTrait {
    /// `@Suite(.corpus)`: every test of the suite runs only when the shared corpus is beside the checkout.
    public static var corpus: Self { .enabled(if: TestPaths.corpusAvailable, corpusMissing) }
}
