import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// UIKit view code read across types (`Fixtures/uikit-views`, own files): where a view's background comes from when
/// its own type sets none, and a pair per state of a color chosen by a condition.
@Suite("UIKit view code across types")
struct UIKitViewCodeTests {
    static let scan = SwiftViewsReader.read(
        files: [
            TestPaths.fixture("uikit-views/FeedCell.swift"),
            TestPaths.fixture("uikit-views/SettingsViewController.swift"),
        ], palette: Palette())

    func pairs(_ line: Int, _ file: String) -> [ObservedPair] {
        Self.scan.pairs.filter { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) }
    }

    @Test func everyUseIsAPair() {
        #expect(Self.scan.elementsWithTextColor == 8)
        #expect(Self.scan.diagnostics.isEmpty)
        // A use with a pair per state counts once; `dateLabel.textColor = .white` under `if isSelected` needs review.
        #expect(Self.scan.coverage.assertedSites == 7)
        #expect(Self.scan.coverage.reviewSites == 1)
    }

    @Test func aCellRegisteredByAGroupedTableShowsTheGroupedCellDefault() throws {
        // The label is built in `titleLabel`'s initializer closure, so `label.textColor` is titleLabel's.
        let title = try #require(pairs(7, "FeedCell.swift").first)
        #expect(title.site.elementID == "FeedCell.titleLabel")
        #expect(title.background.displayName == "secondarySystemGroupedBackground")
        #expect(
            title.evidence.hasPrefix(
                "assumed: nothing above draws a background (a UITableViewCell in a grouped table, registered in SettingsViewController"
            ))
    }

    @Test func aTernaryIsAPairPerState() {
        // Added in `for view in [countLabel, dateLabel] { contentView.addSubview(view) }`.
        let count = pairs(16, "FeedCell.swift").sorted { ($0.condition ?? "") < ($1.condition ?? "") }
        #expect(count.map(\.condition) == ["otherwise (not isUnread)", "when isUnread"])
        #expect(count.map(\.foreground.displayName) == ["secondaryLabel", "systemBlue"])
        #expect(
            count.allSatisfy { $0.review == nil && $0.background.displayName == "secondarySystemGroupedBackground" })
    }

    @Test func aSelectedStateNeedsReviewItsOtherStateIsChecked() throws {
        let selected = try #require(pairs(18, "FeedCell.swift").first)
        #expect(selected.condition == "when isSelected")
        #expect(selected.review?.kind == .state)
        let normal = try #require(pairs(20, "FeedCell.swift").first)
        #expect(normal.condition == "otherwise (not isSelected)")
        #expect(normal.review == nil)
    }

    @Test func aViewControllersRootViewIsAssumedSystemBackground() throws {
        // `footnote` is in a `UIStackView(arrangedSubviews:)` added to `view`.
        let footnote = try #require(pairs(14, "SettingsViewController.swift").first)
        #expect(footnote.background.displayName == "systemBackground")
        #expect(
            footnote.evidence
                == "assumed: nothing above draws a background (a view controller's root view: systemBackground)")
    }

    @Test func aPlainViewTypeShowsWhatItsHostAddsItTo() throws {
        // SettingsHeaderView adds its label in an extension; the controller holds it as `header` and adds it to `view`.
        let title = try #require(pairs(27, "SettingsViewController.swift").first)
        #expect(title.site.elementID == "SettingsHeaderView.titleLabel")
        #expect(title.evidence.hasPrefix("SettingsHeaderView is added as SettingsViewController.header; assumed:"))
        #expect(title.background.displayName == "systemBackground")
    }

    @Test func aBackgroundChosenByTheSameConditionIsMatchedBranchByBranch() {
        // `badge: BadgeView` in a layout function: its views are BadgeView's.
        let badge = pairs(39, "SettingsViewController.swift").sorted { ($0.condition ?? "") < ($1.condition ?? "") }
        #expect(badge.map(\.site.elementID) == ["BadgeView.label", "BadgeView.label"])
        #expect(badge.map(\.condition) == ["otherwise (not isOn)", "when isOn"])
        #expect(
            badge.map { "\($0.foreground.displayName) on \($0.background.displayName)" } == [
                "label on systemGray6", "white on systemBlue",
            ])
    }

    @Test func aViewAddedNowhereStaysAWarningThatSaysSo() {
        let scan = SwiftViewsReader.read(files: [TestPaths.fixture("app/Swift/BadgeCell.swift")], palette: Palette())
        let detail = scan.diagnostics.first { $0.message.contains("BadgeCell.detailLabel") }
        #expect(
            detail?.message.contains(
                "background unknown (no backgroundColor on 'detailLabel' or the views it is added to in BadgeCell)")
                == true)
    }

    @Test func aContainersContentViewIsItsChild() throws {
        // `margin.contentView = note` in a local `MarginContainer`, added to the controller's view.
        let note = try #require(pairs(57, "SettingsViewController.swift").first)
        #expect(note.site.elementID == "AboutViewController.note")
        #expect(note.background.displayName == "secondarySystemBackground")
        #expect(note.evidence == "same view hierarchy in one type")
    }

    /// Locals named like view properties (`let textColor: UIColor` set in an if/else, then applied to a cell) are
    /// not the type's own colors: a branch's text color is never paired with another branch's background.
    @Test func localsNamedLikeViewPropertiesAreNotTheViewsColors() throws {
        let folder = TemporaryTree.write(
            [
                "Picker.swift": """
                import UIKit
                final class PickerSection {
                    func configure(cell: UICollectionViewCell, selected: Bool) {
                        let textColor: UIColor
                        let backgroundColor: UIColor
                        if selected {
                            textColor = .white
                            backgroundColor = .systemIndigo
                        } else {
                            textColor = .label
                            backgroundColor = .clear
                        }
                        cell.backgroundColor = backgroundColor
                    }
                }
                """
            ], prefix: "picker")
        let scan = UsageLoader().load([folder], palette: Palette())
        #expect(scan.pairs.isEmpty)
        #expect(!scan.pairs.contains { $0.foreground.displayName == "label" })
    }

    /// A local the function then applies to a view (`self.textColor = textColor`) gives that view each value it is
    /// assigned, in its branch.
    @Test func aLocalAppliedToTheViewIsThatViewsColorPerBranch() throws {
        let folder = TemporaryTree.write(
            [
                "Badge.swift": """
                import UIKit
                final class Badge: UILabel {
                    func apply(active: Bool) {
                        let textColor: UIColor
                        if active {
                            textColor = .label
                        } else {
                            textColor = .secondaryLabel
                        }
                        backgroundColor = .systemBackground
                        self.textColor = textColor
                    }
                }
                final class AppCoordinator {
                    let badge = Badge()
                }
                """
            ], prefix: "badge")
        let pairs = UsageLoader().load([folder], palette: Palette()).pairs
        #expect(pairs.map(\.foreground.displayName).sorted() == ["label", "secondaryLabel"])
        #expect(Set(pairs.compactMap(\.condition)) == ["when active", "otherwise (not active)"])
    }

    /// A plain view added to the same parent before the text's view, with a background of its own, may lie under
    /// the text (a backdrop added in `init`): the pair needs review. Views a stack lays out side by side do not.
    @Test func aPlainViewAddedBeforeTheTextMayLieUnderIt() throws {
        let folder = TemporaryTree.write(
            [
                "SearchBar.swift": """
                import UIKit
                final class SearchBar: UIStackView {
                    var backdrop: UIView!
                    let done = UIButton()
                    func setUp() {
                        layer.backgroundColor = UIColor.white.cgColor
                        backdrop = UIView(frame: bounds)
                        backdrop.backgroundColor = .systemGray5
                        addSubview(backdrop)
                        done.setTitleColor(.label, for: .normal)
                        addArrangedSubview(done)
                    }
                }
                final class AppCoordinator {
                    let bar = SearchBar()
                }
                """
            ], prefix: "backdrop")
        let pair = try #require(UsageLoader().load([folder], palette: Palette()).pairs.first)
        #expect(pair.review?.kind == .overlap)
        #expect(pair.review?.detail.hasPrefix("'backdrop' is added to 'self' before 'done'") == true)
    }

    /// A view that fills itself with a translucent system fill and sits on whatever adds it: the text's contrast
    /// depends on a layer no code read says, so the pair needs review instead of a guessed backdrop.
    @Test func aTranslucentFillOverAnUnknownLayerNeedsReview() throws {
        let folder = TemporaryTree.write(
            [
                "ChipView.swift": """
                import UIKit
                final class ChipView: UIView {
                    let titleLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = .tertiarySystemFill
                        titleLabel.textColor = .secondaryLabel
                        addSubview(titleLabel)
                    }
                }
                final class SceneDelegate: UIResponder { // shows it: its level is known
                    let chip = ChipView()
                }
                """
            ], prefix: "chip")
        let chip = try #require(UsageLoader().load([folder], palette: Palette()).pairs.first)
        #expect(chip.background.displayName == "tertiarySystemFill" && chip.over == nil)
        #expect(
            chip.review
                == ReviewReason(
                    .hostUnknown,
                    "its background tertiarySystemFill is translucent in light and what lies under it is not known"))
    }

    /// A control that paints a highlight only while pressed (`override var isHighlighted { set { … } }`): the normal
    /// state's text sits on what holds the control, not on the highlight color.
    @Test func aBackgroundSetOnlyWhileHighlightedIsNotTheNormalOne() throws {
        let folder = TemporaryTree.write(
            [
                "MetricRowView.swift": """
                import UIKit
                final class MetricRowView: UIControl {
                    let detailLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        detailLabel.textColor = .secondaryLabel
                        addSubview(detailLabel)
                    }
                    override var isHighlighted: Bool {
                        get { super.isHighlighted }
                        set {
                            super.isHighlighted = newValue
                            if newValue { backgroundColor = .systemGray4 } else { backgroundColor = .clear }
                        }
                    }
                }
                final class MetricsViewController: UIViewController {
                    let row = MetricRowView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .secondarySystemBackground
                        view.addSubview(row)
                    }
                }
                """
            ], prefix: "metric")
        let detail = try #require(
            UsageLoader().load([folder], palette: Palette()).pairs.first {
                $0.site.elementID == "MetricRowView.detailLabel"
            })
        #expect(detail.background.displayName == "secondarySystemBackground")
        #expect(detail.review == nil)
    }

    /// A view type that sets no background and that no code read adds anywhere: its text is listed for review on
    /// the platform's base background, saying the host is not known; a label the type adds to no view stays a
    /// warning (it may never be drawn).
    @Test func aViewTypeAddedNowhereIsListedForReview() throws {
        let folder = TemporaryTree.write(
            [
                "BannerView.swift": """
                import UIKit
                final class BannerView: UIView {
                    let titleLabel = UILabel()
                    let spareLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        titleLabel.textColor = .label
                        spareLabel.textColor = .secondaryLabel
                        addSubview(titleLabel)
                    }
                }
                """
            ], prefix: "banner")
        let scan = UsageLoader().load([folder], palette: Palette())
        let title = try #require(scan.pairs.first { $0.site.elementID == "BannerView.titleLabel" })
        #expect(title.background.displayName == "systemBackground")
        #expect(
            title.review
                == ReviewReason(
                    .hostUnknown,
                    "what is under it is not known (no backgroundColor on 'titleLabel' or the views it is added to in BannerView, "
                        + "and BannerView is added to no view in the files read)"))
        #expect(!scan.pairs.contains { $0.site.elementID == "BannerView.spareLabel" })
        #expect(
            scan.diagnostics.contains {
                $0.message.contains("BannerView.spareLabel") && $0.message.contains("background unknown")
            })
    }

    /// A nested type's extension lays out its host's views through a parameter of the host type
    /// (`extension StatusView.Style { func layout(statusView: StatusView) { statusView.header.addSubview(statusView.infoLabel) } }`):
    /// those are the host's views, so the label sits on the header's background.
    @Test func aLayoutFunctionOfANestedTypeAddsTheHostsViews() throws {
        let folder = TemporaryTree.write(
            [
                "StatusView.swift": """
                import UIKit
                final class StatusView: UIView {
                    let header = UIView()
                    let infoLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        header.backgroundColor = .secondarySystemBackground
                        infoLabel.textColor = .secondaryLabel
                        addSubview(header)
                        Style.plain.layout(statusView: self)
                    }
                    enum Style { case plain }
                }
                extension StatusView.Style {
                    func layout(statusView: StatusView) {
                        statusView.header.addSubview(statusView.infoLabel)
                    }
                }
                final class SceneDelegate: UIResponder { // shows it: its level is known
                    let status = StatusView()
                }
                """
            ], prefix: "status")
        let info = try #require(
            UsageLoader().load([folder], palette: Palette()).pairs.first { $0.site.elementID == "StatusView.infoLabel" }
        )
        #expect(info.background.displayName == "secondarySystemBackground")
        #expect(info.review == nil)
    }

    /// A controller presented as a page sheet from code draws at the elevated level: its systemBackground is #1C1C1E
    /// in dark, not #000000; one presented full screen keeps the base level.
    @Test func aControllerPresentedAsASheetInCodeUsesTheElevatedBackgrounds() throws {
        let folder = TemporaryTree.write(
            [
                "Welcome.swift": """
                import UIKit
                final class EducationViewController: UIViewController {
                    let explanation = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .systemBackground
                        explanation.textColor = .label
                        view.addSubview(explanation)
                    }
                }
                final class PlayerViewController: UIViewController {
                    let caption = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .systemBackground
                        caption.textColor = .label
                        view.addSubview(caption)
                    }
                }
                final class WelcomeViewController: UIViewController {
                    func learnMore() {
                        let education = EducationViewController()
                        education.modalPresentationStyle = .pageSheet
                        present(education, animated: true)
                    }
                    func play() {
                        let player = PlayerViewController()
                        player.modalPresentationStyle = .fullScreen
                        present(player, animated: true)
                    }
                }
                """
            ], prefix: "present")
        let scan = UsageLoader().load([folder], palette: Palette())
        func dark(_ id: String) throws -> String? {
            let pair = try #require(scan.pairs.first { $0.site.elementID == id })
            guard case .inline(let c) = pair.background else { return nil }
            return c.variant(for: .dark)?.color?.hexRGB
        }
        #expect(try dark("EducationViewController.explanation") == "#1c1c1e")
        #expect(try dark("PlayerViewController.caption") == "#000000")
        let explanation = try #require(scan.pairs.first { $0.site.elementID == "EducationViewController.explanation" })
        #expect(
            explanation.evidence.hasSuffix(
                "; code presents EducationViewController as .pageSheet (Welcome.swift:24), so dark mode uses the elevated system backgrounds"
            ))
    }

    /// A view whose background code sets to a color Legible cannot read: the text is listed for review on what lies
    /// under that view, naming the line, instead of left unchecked.
    @Test func aBackgroundLegibleCannotReadIsReviewedOnTheLayerBelow() throws {
        let folder = TemporaryTree.write(
            [
                "Card.swift": """
                import UIKit
                final class CardViewController: UIViewController {
                    let card = UIView()
                    let title = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .systemGroupedBackground
                        card.backgroundColor = theme.cardColor(for: traitCollection)
                        title.textColor = .label
                        card.addSubview(title)
                        view.addSubview(card)
                    }
                }
                """
            ], prefix: "card")
        let title = try #require(
            UsageLoader().load([folder], palette: Palette()).pairs.first {
                $0.site.elementID == "CardViewController.title"
            })
        #expect(title.background.displayName == "systemGroupedBackground")
        #expect(title.review?.kind == .setInCode)
        #expect(
            title.review?.detail.hasPrefix(
                "the background of 'card' is set in code to a color Legible cannot read (Card.swift:8:") == true)
    }

    /// An app-wide appearance proxy (`UITableViewCell.appearance().backgroundColor = …`) is every cell's default
    /// background: read, it replaces the assumed systemBackground; not read, the pair needs review naming it.
    @Test func anAppearanceProxySetsTheCellsDefaultBackground() throws {
        func cellLabel(proxy: String) throws -> ObservedPair {
            let folder = TemporaryTree.write(
                [
                    "Cell.swift": """
                    import UIKit
                    final class NoteCell: UITableViewCell {
                        let noteLabel = UILabel()
                        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                            super.init(style: style, reuseIdentifier: reuseIdentifier)
                            noteLabel.textColor = .secondaryLabel
                            contentView.addSubview(noteLabel)
                        }
                    }
                    enum ThemeService {
                        static func apply() {
                            UITableViewCell.appearance().backgroundColor = \(proxy)
                        }
                    }
                    """
                ], prefix: "proxy")
            return try #require(
                UsageLoader().load([folder], palette: Palette()).pairs.first {
                    $0.site.elementID == "NoteCell.noteLabel"
                })
        }
        let read = try cellLabel(proxy: ".secondarySystemBackground")
        #expect(read.background.displayName == "secondarySystemBackground")
        #expect(read.evidence.hasPrefix("UITableViewCell.appearance().backgroundColor, app-wide (Cell.swift:12)"))
        let unread = try cellLabel(proxy: "SystemTheme.cellBackground")
        #expect(unread.review?.kind == .setInCode)
        #expect(
            unread.review?.detail.hasPrefix(
                "UITableViewCell.appearance().backgroundColor is set app-wide to a color Legible cannot read (Cell.swift:12"
            ) == true)
    }
}
