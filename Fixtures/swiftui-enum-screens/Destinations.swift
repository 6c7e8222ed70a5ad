enum ReaderTab: String, CaseIterable {
    case feed, settings
}

enum InfoPanel {
    case about
}
