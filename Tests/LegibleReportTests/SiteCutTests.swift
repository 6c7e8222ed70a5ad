import Testing
@testable import LegibleReport

/// "Shown at" cells: a site too wide for its column keeps its file name and line; its folders are cut in their middle,
/// then its condition at its end (issue 30: the cell was cut from the left, hiding the file).
@Suite("a site cut to its column")
struct SiteCutTests {
    static let location = "Sources/Features/Timeline/Components/Cells/StatusRowContentView.swift:128:17"
    static let condition = " [when viewModel.mode == .followers, currentAccount.isLocked, theme.isCompact]"

    @Test("the folders are cut in their middle first, the file name and line stay whole", arguments: [40, 60, 90, 120])
    func foldersFirst(width: Int) {
        let cut = TextFit.cut(site: Self.location, detail: Self.condition, to: width)
        #expect(cut.count <= width, "\(cut)")
        #expect(cut.contains("/StatusRowContentView.swift:128:17"), "\(cut)")
        // What is kept of the folders is their start.
        let folders = cut.components(separatedBy: "…/").first ?? ""
        #expect(cut.hasPrefix(Self.location) || Self.location.hasPrefix(folders), "\(cut)")
    }

    @Test("with the folders at their shortest, the condition is cut at its end")
    func conditionAtItsEnd() {
        let cut = TextFit.cut(site: Self.location, detail: Self.condition, to: 60)
        #expect(cut.hasPrefix("…/StatusRowContentView.swift:128:17 [when viewModel.mode"), "\(cut)")
        #expect(cut.hasSuffix("…") && cut.count == 60, "\(cut)")
    }

    @Test("a site that fits, and a short condition after a long path, lose nothing of what fits")
    func fits() {
        #expect(
            TextFit.cut(site: "App/Main.storyboard:21", detail: " [iOS 26+]", to: 40)
                == "App/Main.storyboard:21 [iOS 26+]")
        let cut = TextFit.cut(site: Self.location, detail: " [iOS 26+]", to: 70)
        #expect(cut.count == 70 && cut.hasSuffix("/StatusRowContentView.swift:128:17 [iOS 26+]"), "\(cut)")
        #expect(cut.hasPrefix("Sources/Featu"), "the folders' start is kept as far as it fits: \(cut)")
    }

    @Test("a table narrowing its widest column keeps the site's file and line")
    func inATable() {
        var table = TextTable(header: ["Result", "Name", "Shown at"])
        table.maximumWidth = 80
        table.rows = [
            [TextCell("FAIL"), TextCell("secondaryText"), TextCell(site: Self.location, detail: Self.condition)]
        ]
        let lines = table.render().split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines)")
        #expect(lines.last?.contains("StatusRowContentView.swift:128:17") == true, "\(lines)")
    }
}
