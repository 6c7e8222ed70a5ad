import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// The names of a Swift color expression are found as Swift finds them, and a color that cannot be named says why
/// at every use (issue 31): a bare name is a local, a parameter, a member of the type or of what it inherits, never
/// another type's property; a keyed-theme role that does not evaluate names its cause at each use.
@Suite("Swift colors: bare names in scope, keyed-theme causes at every use")
struct SwiftNameScopeTests {
    static let folder = TestPaths.fixture("swift-name-scope")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    func pairs(_ file: String, _ line: Int) -> [ObservedPair] {
        Self.scan.pairs.filter { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) }
    }

    /// A pair's color in light: written inline, or a color of the palette the fixture declares.
    static func hex(_ color: ObservedColor) -> String? {
        switch color {
        case .inline(let c): return c.variant(for: .light)?.color?.hexRGB
        case .named(let name): return palette.color(named: name)?.variant(for: .light)?.color?.hexRGB
        }
    }

    func warnings(_ file: String, _ line: Int) -> [String] {
        Self.scan.diagnostics.filter { $0.location.line == line && $0.location.path.hasSuffix(file) }.map(\.message)
    }

    @Test func aParameterIsNotAnotherTypesPropertyOfTheSameName() {
        // Before: `textColor` resolved to `AttachmentCard.textColor` (orange), a color this label never shows.
        #expect(pairs("AttachmentView.swift", 18).isEmpty, "\(pairs("AttachmentView.swift", 18).map(\.foreground))")
        let why = warnings("AttachmentView.swift", 18)
        #expect(why.count == 1 && why[0].contains("'textColor' is a parameter of"), "\(why)")
        #expect(why.first?.contains("MessageCell.swift calls AttachmentView") == true, "\(why)")
        #expect(why.first?.contains("AttachmentCard") == false, "\(why)")
    }

    @Test func aRoleParameterIsItsCallersRole() throws {
        // Before: `role` was an unknown name.
        let count = try #require(pairs("BadgeView.swift", 15).first, "\(warnings("BadgeView.swift", 15))")
        #expect(count.foreground.displayName == "ColorRole.textPrimary", "\(count.foreground)")
        #expect(count.background.displayName == "ColorRole.background", "\(count.background)")
    }

    @Test func theOtherTypesOwnPropertyStillResolves() throws {
        let card = try #require(pairs("AttachmentCard.swift", 10).first, "\(Self.scan.diagnostics.map(\.message))")
        #expect(card.foreground.displayName == "AttachmentCard.textColor", "\(card.foreground)")
    }

    @Test func aKeyedRoleThatDoesNotEvaluateNamesItsCauseAtEachUse() {
        for line in [12, 13] {
            let why = warnings("BannerView.swift", line)
            #expect(
                why.count == 1 && why[0].contains("ColorRole.highlight") && why[0].contains("nightPalette")
                    || why.count == 1 && why[0].contains("ColorRole.highlight") && why[0].contains("night"),
                "\(why)")
            #expect(why.first?.contains("PreferenceStore.loadHighlight") == true, "\(why)")
            #expect(why.first?.contains("Palette.swift:12") == true, "\(why)")
            #expect(why.first?.contains("see its warning") == false, "\(why)")
        }
    }

    @Test func aMemberOfAnOptionalChainNamesWhatStopsIt() {
        // Before: "'.colors' of a computed value".
        let why = warnings("StatusBarView.swift", 25)
        #expect(why.count == 1, "\(why)")
        #expect(why.first?.contains("'InstalledThemes.current?.colors'") == true, "\(why)")
        #expect(
            why.first?.contains(
                "'InstalledThemes.current' starts as nil and is set at run time (StatusBarView.swift:9)")
                == true, "\(why)")
    }

    @Test func aLocalAssignedInEachBranchIsAUsePerAssignment() {
        // Before: "unknown name 'nameColor'" at line 25.
        let colors = [18, 20, 23].map { line in
            pairs("SenderHeaderView.swift", line).map { Self.hex($0.foreground) ?? "?" }
        }
        #expect(colors == [["#555555"], ["#666673"], ["#000000"]], "\(Self.scan.diagnostics.map(\.message))")
        let conditions = [18, 20, 23].compactMap { pairs("SenderHeaderView.swift", $0).first?.condition }
        #expect(conditions.count == 3 && conditions[0].contains("isCompact"), "\(conditions)")
        #expect(pairs("SenderHeaderView.swift", 18).first.flatMap { Self.hex($0.background) } == "#ffffff")
        #expect(warnings("SenderHeaderView.swift", 25).isEmpty, "\(warnings("SenderHeaderView.swift", 25))")
    }
}
