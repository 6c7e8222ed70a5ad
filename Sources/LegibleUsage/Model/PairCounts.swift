/// How many observed pairs a run has and where they are shown: the one count of pairs and sites that `lint`, `pairs`,
/// `compare`, `report` and every format print (issue 30: "137 pairs (288 sites)" in one command, "68 distinct pairs at
/// 144 sites" in another).
///
/// A pair is a group of identical observed pairs (`ObservedPairGroup`: colors, role, appearances). A site is a use
/// (`UsageSite` without its condition): a use shown in several states or OS releases counts once, as asserted when
/// any of its pairs is. Pairs that need review (`ReviewReason`) and their sites are counted apart.
public struct PairCounts: Sendable, Hashable {
    /// Distinct asserted pairs (checked, pass or fail).
    public var pairs = 0
    /// The uses those pairs are shown at.
    public var sites = 0
    /// Distinct pairs that need review.
    public var reviewPairs = 0
    /// The uses only pairs that need review are shown at.
    public var reviewSites = 0

    public init(pairs: Int = 0, sites: Int = 0, reviewPairs: Int = 0, reviewSites: Int = 0) {
        self.pairs = pairs
        self.sites = sites
        self.reviewPairs = reviewPairs
        self.reviewSites = reviewSites
    }

    public init(_ groups: [ObservedPairGroup]) {
        func use(_ s: UsageSite) -> UsageSite { var s = s; s.condition = nil; return s }
        let asserted = groups.filter { $0.review == nil }, review = groups.filter { $0.review != nil }
        let assertedUses = Set(asserted.flatMap(\.sites).map(use))
        self.init(
            pairs: asserted.count, sites: assertedUses.count, reviewPairs: review.count,
            reviewSites: Set(review.flatMap(\.sites).map(use)).subtracting(assertedUses).count)
    }

}
