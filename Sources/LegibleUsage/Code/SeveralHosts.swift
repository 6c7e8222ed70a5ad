import LegiblePalette

/// One class shown at two user-interface levels (issue 29, "a layout with several hosts is a site per host"): code
/// presents it in an iOS sheet from one host (the elevated level: dark system backgrounds lighter,
/// `ApplePresentationLevel`) and shows it from other hosts that are on the base level (pushed on their navigation
/// stack, added as a child, presented full screen). Each host's level is known when no other host is a class whose own
/// showing the code read does not tell (`CodePresentations.unknownShowing`) or a factory whose value it does not
/// follow; then the pair is split into one pair per level, each saying which host it is for. Otherwise the pair needs
/// review (`CodeRecolor.severalHosts`).
struct SeveralHosts {
    /// The condition of the pair on the elevated level: `presented in a sheet (Chat.swift:12)`.
    var sheet: String
    /// Evidence of the sheet pair (what shows it there).
    var sheetEvidence: String
    /// The condition of the pair on the base level: `shown by ChatViewController, not in a sheet`.
    var base: String

    /// The hosts of `owner` shown as `how` says (`how.alsoCreatedBy` not empty), or nil when one host's level is not
    /// known.
    init?(_ owner: String, _ how: CodePresentations.Shown, shows: String, code: CodeColorAssignments) {
        let hosts = how.alsoCreatedBy
        guard !hosts.isEmpty,
            hosts.allSatisfy({ code.unknownShowing[$0] == nil && code.unfollowedFactory($0) == nil })
        else { return nil }
        let names = hosts.map(Self.name)
        let listed = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        sheet = "when presented in a sheet (\(how.at.fileAndLine))"
        sheetEvidence = shows
        base = "when shown by \(listed), not in a sheet"
    }

    /// A host as a reader knows it: the class (without its module), or the presentation a node stands for.
    static func name(_ host: String) -> String {
        host.split(separator: "/").last.map(String.init) ?? host
    }

    /// The pair on each level: elevated (`elevated`, `over` its elevated values) in the sheet, as read on the base
    /// level from the other hosts.
    func pairs(of pair: ObservedPair, elevated: ObservedColor, over: ObservedColor?) -> [ObservedPair] {
        var inSheet = pair
        inSheet.background = elevated
        if pair.over != nil { inSheet.over = over }
        inSheet.condition = [pair.condition, sheet].compactMap { $0 }.joined(separator: ", ")
        inSheet.evidence += "; \(sheetEvidence), so dark mode uses the elevated system backgrounds"
        var onBase = pair
        onBase.condition = [pair.condition, base].compactMap { $0 }.joined(separator: ", ")
        onBase.evidence += "; \(base.dropFirst("when ".count)) (the base level)"
        return [inSheet, onBase]
    }
}
