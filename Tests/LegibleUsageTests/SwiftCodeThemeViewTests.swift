import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// View code that takes the theme (issue 21): `updateColors(for theme:)`, `apply(theme:)`, `ColorUpdatable`, an
/// `@Environment` theme, pairing roles of themes computed by code, so each pair is checked in every theme.
@Suite("Swift views: themes computed by code")
struct SwiftCodeThemeViewTests {
    static let seed004Folder = TestPaths.fixture("code-themes/Seed004")
    static let seed004 = UsageLoader().load([seed004Folder], palette: PaletteLoader().load([seed004Folder]))
    static let protocolFolder = TestPaths.fixture("code-themes/ProtocolThemes")
    static let protocols = UsageLoader().load([protocolFolder], palette: PaletteLoader().load([protocolFolder]))
    static let valuesFolder = TestPaths.fixture("code-themes/ValueThemes")
    static let values = UsageLoader().load([valuesFolder], palette: PaletteLoader().load([valuesFolder]))

    func pair(_ scan: UsageScan, _ line: Int, _ file: String) -> ObservedPair? {
        scan.pairs.first { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) }
    }

    @Test func seed004CaptionIsARolePairInUpdateColors() throws {
        let caption = try #require(pair(Self.seed004, 18, "CaptionCell.swift"))
        #expect(caption.foreground == .named("UIColor.textSecondary"))
        #expect(caption.background == .named("UIColor.backgroundContent"))
        #expect(caption.site.elementID == "CaptionCell.captionLabel")
        #expect(Self.seed004.diagnostics.isEmpty)
    }

    @Test func theBackgroundSetInTheSameFunctionIsUsed() throws {
        // HeaderView sets `backgroundColor = .white` in init and the theme's background in updateColors(for:).
        let title = try #require(pair(Self.seed004, 39, "CaptionCell.swift"))
        #expect(title.foreground == .named("UIColor.textPrimary"))
        #expect(title.background == .named("UIColor.backgroundContent"))
    }

    @Test func aLiteralThemeCaseIsThatThemesColorFixed() throws {
        let badge = try #require(pair(Self.seed004, 32, "CaptionCell.swift"))
        #expect(badge.foreground.lightHex == "#98989f")
        #expect(badge.background.lightHex == "#1c1c1e")
    }

    @Test func aThemesValueStructFieldsArePairedInEveryTheme() throws {
        // `theme.colors.primaryContent` on `theme.backgroundColor`, set in one function.
        let sender = try #require(pair(Self.values, 20, "RoomMessageCell.swift"))
        #expect(sender.foreground == .named("Theme.colors.primaryContent"))
        #expect(sender.background == .named("Theme.backgroundColor"))
        // Through the theme service's singleton, and a computed member of the color set.
        #expect(
            pair(Self.values, 21, "RoomMessageCell.swift")?.foreground == .named("Theme.colors.secondaryContent"))
        #expect(pair(Self.values, 22, "RoomMessageCell.swift")?.foreground == .named("Theme.colors.quinaryContent"))
        // `theme` is a `ThemeSwiftUI` in the SwiftUI view's file: that protocol's roles, not the UIKit theme's.
        let header = try #require(pair(Self.values, 9, "RoomHeader.swift"))
        #expect(header.foreground == .named("ThemeSwiftUI.colors.primaryContent"))
        #expect(header.background == .named("ThemeSwiftUI.colors.background"))
        #expect(Self.values.diagnostics.isEmpty, "\(Self.values.diagnostics)")
    }

    @Test func protocolThemeUsesAreRolePairs() throws {
        let name = try #require(pair(Self.protocols, 16, "ProfileViewController.swift"))
        #expect(name.foreground == .named("Theme.primaryText"))
        #expect(name.background == .named("Theme.background"))
        // Through the theme service's singleton.
        #expect(pair(Self.protocols, 17, "ProfileViewController.swift")?.foreground == .named("Theme.secondaryText"))
        // SwiftUI: an `@Environment(\.theme)` value.
        let row = try #require(pair(Self.protocols, 9, "SettingsRow.swift"))
        #expect(row.foreground == .named("Theme.primaryText"))
        #expect(row.background == .named("Theme.background"))
        #expect(Self.protocols.diagnostics.isEmpty)
    }

    /// The protocol fixture's `Theme.swift` with one view file of a test's own, read together.
    func scanWithTheme(_ view: String) throws -> UsageScan {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-codethemes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.protocolFolder + "/Theme.swift", toPath: dir.appendingPathComponent("Theme.swift").path)
        try view.write(to: dir.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
        return UsageLoader().load([dir.path], palette: PaletteLoader().load([dir.path]))
    }

    @Test func aPropertyOfTheProtocolsTypeAndTheProtocolsCurrentTheme() throws {
        let scan = try scanWithTheme(
            """
            extension Theme { static var current: Theme { ThemeService.shared.theme } }
            final class Card: UIView {
                let palette: Theme
                let label = UILabel()
                let title = UILabel()
                func render() {
                    addSubview(label)
                    addSubview(title)
                    label.textColor = palette.secondaryText
                    title.textColor = Theme.current.primaryText
                    backgroundColor = self.palette.background
                }
            }
            """)
        #expect(scan.pairs.map(\.foreground) == [.named("Theme.secondaryText"), .named("Theme.primaryText")])
        #expect(scan.pairs.allSatisfy { $0.background == .named("Theme.background") })
        #expect(scan.diagnostics.isEmpty)
    }

    /// One Swift file of a test's own, read alone.
    func scan(_ source: String) throws -> UsageScan {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-codethemes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try source.write(to: dir.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
        return UsageLoader().load([dir.path], palette: PaletteLoader().load([dir.path]))
    }

    @Test func structAndEnumThemesThroughAValueOfTheirType() throws {
        let scan = try scan(
            """
            struct ReaderTheme {
                let text: UIColor
                let background: UIColor
                static let light = ReaderTheme(text: .black, background: .white)
                static let sepia = ReaderTheme(text: UIColor(red: 0.37, green: 0.26, blue: 0.17, alpha: 1), background: UIColor(red: 0.98, green: 0.94, blue: 0.86, alpha: 1))
            }
            final class ArticleCell: UITableViewCell {
                let body = UILabel()
                func apply(theme: ReaderTheme) {
                    contentView.addSubview(body)
                    body.textColor = theme.text
                    contentView.backgroundColor = theme.background
                }
            }
            enum AppTheme {
                case paper, midnight
                var ink: Color { switch self { case .paper: return .black; case .midnight: return .white } }
                var page: Color { switch self { case .paper: return .white; case .midnight: return Color(red: 0.05, green: 0.05, blue: 0.2) } }
            }
            struct Page: View {
                @Environment(\\.appTheme) var theme: AppTheme
                var body: some View { Text("Hello").foregroundColor(theme.ink).background(theme.page) }
            }
            """)
        #expect(scan.pairs.map(\.foreground) == [.named("ReaderTheme.text"), .named("AppTheme.ink")])
        #expect(scan.pairs.map(\.background) == [.named("ReaderTheme.background"), .named("AppTheme.page")])
        #expect(scan.diagnostics.isEmpty)
    }

    @Test func aThemeColorThatCannotBeResolvedStaysAWarningWithItsReason() throws {
        let scan = try scanWithTheme(
            """
            final class Banner: UIView {
                let label = UILabel()
                func apply(theme: Theme) {
                    addSubview(label)
                    label.textColor = theme.accentText
                    backgroundColor = theme.background
                }
            }
            """)
        #expect(scan.pairs.isEmpty)
        let message = try #require(scan.diagnostics.first?.message)
        #expect(message.contains("Banner.label"))
        #expect(
            message.contains(
                "'accentText' is not a color of theme protocol Theme (its roles: background, primaryText, secondaryText, separator)"
            ))
    }
}
