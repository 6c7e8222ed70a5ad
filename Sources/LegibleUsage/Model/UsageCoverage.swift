/// How much of what the UI files show a run checked: the line a summary ends with, so that a run that checked few of
/// an app's text uses never reads as a clean bill ("212 pairs checked, 12 need review, 171 uses not checked").
public struct UsageCoverage: Sendable, Hashable {
    /// UI files read (storyboards, xibs, layouts, Swift views).
    public var filesRead: Int
    /// Elements that set a text color (`UsageScan.elementsWithTextColor`).
    public var textUses: Int
    /// The observed pairs and their sites, asserted and needing review.
    public var pairs: PairCounts
    /// Usage sites whose pair is asserted (checked, pass or fail).
    public var assertedSites: Int { pairs.sites }
    /// Usage sites whose pair needs review (`ReviewReason`).
    public var reviewSites: Int { pairs.reviewSites }
    /// Uses that ended as a warning naming the element and why (`UsageScan.usesNotChecked`).
    public var usesNotChecked: Int
    /// Of those, the text uses (`UsageScan.textUsesNotChecked`): over `textUses`, the share of text not checked.
    public var textUsesNotChecked: Int
    /// When no UI file showed a pair: the files of UI frameworks Legible does not read (`UnreadInterface`).
    public var unreadInterfaces: [UnreadInterfaceCount]

    public init(
        filesRead: Int = 0, textUses: Int = 0, pairs: PairCounts = PairCounts(), usesNotChecked: Int = 0,
        textUsesNotChecked: Int = 0, unreadInterfaces: [UnreadInterfaceCount] = []
    ) {
        self.pairs = pairs
        self.unreadInterfaces = unreadInterfaces
        self.filesRead = filesRead
        self.textUses = textUses
        self.usesNotChecked = usesNotChecked
        self.textUsesNotChecked = textUsesNotChecked
    }
}
