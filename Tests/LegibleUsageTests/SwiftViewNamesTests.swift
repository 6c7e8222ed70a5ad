import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Names view code reaches colors by: color type aliases, Xcode's generated asset symbols as shape styles, SwiftUI's
/// hierarchical and link styles; and a view presented in a sheet (the elevated level).
@Suite("Swift views: names of colors")
struct SwiftViewNamesTests {
    static let palette = PaletteLoader().load([TestPaths.fixture("app/App/Assets.xcassets")])

    func scan(_ files: [String: String]) -> UsageScan {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-names-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let paths = files.sorted { $0.key < $1.key }.map { name, source in
            let path = dir.appendingPathComponent(name).path
            try? source.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        return SwiftViewsReader.read(files: paths, palette: Self.palette)
    }

    @Test func aColorTypeAliasIsTheTypeItStandsFor() throws {
        let scan = scan([
            "Assets.swift": """
            #if os(macOS)
            import AppKit
            typealias RSColor = NSColor
            #else
            import UIKit
            typealias RSColor = UIColor
            #endif
            """,
            "Cell.swift": """
            import UIKit
            final class Cell: UIView {
                let title = UILabel()
                func setUp() {
                    backgroundColor = RSColor(named: "CardBackground")
                    addSubview(title)
                    title.textColor = RSColor(named: "TitleText")
                }
            }
            """,
        ])
        #expect(scan.diagnostics.isEmpty)
        let pair = try #require(scan.pairs.first)
        #expect(pair.foreground == .named("TitleText"))
        #expect(pair.background == .named("CardBackground"))
    }

    /// `NSColor(named: .cardBackground)` names the catalog color an `NSColor.Name` constant declared in another file
    /// holds (`static let cardBackground = NSColor.Name("CardBackground")`, or `static let x: UIColor.Name = "…"`).
    @Test func colorNameConstantsAcrossFiles() throws {
        let scan = scan([
            "Names.swift": """
            import AppKit
            extension NSColor.Name {
                static let cardBackground = NSColor.Name("CardBackground")
                static let titleText: NSColor.Name = "TitleText"
            }
            """,
            "Banner.swift": """
            import AppKit
            final class Banner: NSView {
                let title = NSTextField()
                func setUp() {
                    layer?.backgroundColor = NSColor(named: .cardBackground)?.cgColor
                    addSubview(title)
                    title.textColor = NSColor(named: NSColor.Name.titleText)
                }
            }
            """,
        ])
        #expect(scan.diagnostics.isEmpty)
        let pair = try #require(scan.pairs.first)
        #expect(pair.foreground == .named("TitleText"))
        #expect(pair.background == .named("CardBackground"))
    }

    @Test func generatedAssetSymbolsAndShapeStyles() {
        let scan = scan([
            "Card.swift": """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("Title").foregroundStyle(.titleText)
                        Text("Caption").foregroundStyle(Color.subtleText)
                        Text("Footnote").foregroundStyle(.tertiary)
                        Text("Link").foregroundStyle(.link)
                        Text("Nothing").foregroundStyle(.noSuchColor)
                    }
                    .background(Color.cardBackground)
                }
            }
            """
        ])
        let foregrounds = scan.pairs.sorted { $0.site.location.line < $1.site.location.line }.map(
            \.foreground.displayName)
        #expect(foregrounds == ["TitleText", "SubtleText", "tertiary", "link"])
        // `.tertiary` is the tertiary label color, `.link` UIKit's link color (the values of Legible's one table).
        let values = scan.pairs.sorted { $0.site.location.line < $1.site.location.line }.dropFirst(2).map(
            \.foreground.lightHex)
        let table = ["tertiaryLabelColor", "linkColor"].map { name in
            AppleSystemColors.resolve(SystemColorReference(platform: "ios", name: name), in: .light).map {
                $0.alpha8 == 255 ? $0.hexRGB : $0.hexRGBA
            }
        }
        #expect(values == table)
        #expect(values.last == "#007aff")
        #expect(scan.pairs.allSatisfy { $0.background == .named("CardBackground") })
        // A name no catalog read has stays a warning with the evaluator's reason.
        #expect(scan.diagnostics.count == 1)
        #expect(scan.diagnostics.first?.message.contains("noSuchColor") == true)
    }

    @Test func theTintShapeStyleIsTheAccentColor() throws {
        let scan = scan([
            "Badge.swift": """
            import SwiftUI
            struct Badge: View {
                var body: some View {
                    VStack {
                        Text("Tinted").foregroundStyle(.tint)
                        Text("Accent").foregroundColor(.accentColor)
                    }
                    .background(Color.white)
                }
            }
            """
        ])
        let pairs = scan.pairs.sorted { $0.site.location.line < $1.site.location.line }
        #expect(pairs.count == 2, "\(scan.diagnostics)")
        guard pairs.count == 2 else { return }
        guard case .inline(let tint) = pairs[0].foreground, case .inline(let accent) = pairs[1].foreground else {
            Issue.record("not inline colors: \(pairs.map(\.foreground))")
            return
        }
        #expect(tint.variants.map(\.value) == accent.variants.map(\.value))
    }

    @Test func aTypeErasedStyleIsTheStyleItWraps() throws {
        let scan = scan([
            "Stats.swift": """
            import SwiftUI
            struct Stats: View {
                let isActive: Bool
                var body: some View {
                    VStack {
                        Text("Erased").foregroundStyle(AnyShapeStyle(.secondary))
                        Text("Plain").foregroundStyle(.secondary)
                    }
                    .background(Color.white)
                }
            }
            """
        ])
        let pairs = scan.pairs.sorted { $0.site.location.line < $1.site.location.line }
        #expect(pairs.count == 2, "\(scan.diagnostics)")
        guard pairs.count == 2, case .inline(let erased) = pairs[0].foreground,
            case .inline(let plain) = pairs[1].foreground
        else { return }
        #expect(erased.variants.map(\.value) == plain.variants.map(\.value))
    }

    @Test func aViewPresentedInASheetSitsOnTheElevatedBackground() throws {
        let scan = scan([
            "Root.swift": """
            import SwiftUI
            struct Root: View {
                @State var show = false
                var body: some View {
                    Button("Open") { show = true }
                        .sheet(isPresented: $show) { Details() }
                }
            }
            struct Details: View {
                var body: some View {
                    Text("Hi").foregroundColor(.secondary)
                }
            }
            """
        ])
        let pair = try #require(scan.pairs.first { $0.site.text == "Hi" })
        guard case .inline(let background) = pair.background else { Issue.record("not a system color"); return }
        #expect(background.variant(for: .dark)?.color.map { $0.hexRGB } == "#1c1c1e")
        #expect(background.variant(for: .light)?.color.map { $0.hexRGB } == "#ffffff")
        #expect(
            pair.evidence.contains(
                "presented in a .sheet (Root.swift:6), so dark mode uses the elevated system backgrounds"))
    }

    @Test func aLayerBackedViewsBackgroundIsItsLayers() throws {
        let scan = scan([
            "Header.swift": """
            import AppKit
            final class HeaderViewController: NSViewController {
                let title = NSTextField()
                override func viewDidLoad() {
                    view.wantsLayer = true
                    view.layer?.backgroundColor = NSColor.textBackgroundColor.cgColor
                    view.addSubview(title)
                    title.textColor = .secondaryLabelColor
                }
            }
            """
        ])
        let pair = try #require(scan.pairs.first)
        #expect(pair.background.displayName == "textBackgroundColor")
        #expect(pair.evidence == "same view hierarchy in one type")
    }

    @Test func aViewModelsColorIsReadWhenNothingReassignsIt() throws {
        func source(reassigned: Bool) -> String {
            """
            import SwiftUI
            struct Row: View {
                @StateObject var viewModel = ViewModel()
                var body: some View {
                    Text("Option").foregroundColor(.primary).background(viewModel.fill)
                }
            }
            extension Row {
                final class ViewModel: ObservableObject {
                    var fill = Color.orange
                    func highlight() { \(reassigned ? "fill = .red" : "") }
                }
            }
            """
        }
        let read = scan(["Row.swift": source(reassigned: false)])
        let background = try #require(read.pairs.first).background
        #expect(background.displayName == "fill")
        let orange = AppleSystemColors.resolve(
            SystemColorReference(platform: "ios", name: "systemOrangeColor"), in: .light)
        #expect(background.lightHex == orange.map { $0.hexRGB })
        // A `var` that code sets again is not known statically: the pair needs review, naming it.
        let reassigned = scan(["Row.swift": source(reassigned: true)])
        #expect(reassigned.pairs.first?.review?.kind == .setInCode)
        #expect(reassigned.pairs.first?.review?.detail.contains("viewModel.fill") == true)
    }

    /// `viewModel.fill` in `Toolbar` names `Toolbar.ViewModel` (not read here), never another type's nested
    /// `ViewModel` that happens to have a `fill`: Swift's lookup does not see it.
    @Test func anotherTypesNestedViewModelIsNotTheViewsViewModel() throws {
        let read = scan([
            "Toolbar.swift": """
            import SwiftUI
            struct Toolbar: View {
                @ObservedObject var viewModel: ViewModel
                var body: some View {
                    Text("Post").foregroundColor(.primary).background(viewModel.fill)
                }
            }
            """,
            "PollRow.swift": """
            import SwiftUI
            struct PollRow: View {
                var body: some View { EmptyView() }
                final class ViewModel: ObservableObject {
                    let fill = Color.orange
                }
            }
            """,
        ])
        let pair = try #require(read.pairs.first)
        #expect(pair.background.displayName != "fill")
        #expect(pair.review?.kind == .setInCode)
    }

    @Test func aTypeThatForcesItsAppearanceIsCheckedInItOnly() throws {
        let scan = scan([
            "Alt.swift": """
            import UIKit
            final class AltTextViewController: UIViewController {
                let caption = UILabel()
                override func viewDidLoad() {
                    overrideUserInterfaceStyle = .dark
                    view.backgroundColor = .systemBackground
                    view.addSubview(caption)
                    caption.textColor = .secondaryLabel
                }
            }
            """
        ])
        let pair = try #require(scan.pairs.first)
        #expect(pair.appearances == [.dark])
        #expect(pair.evidence.hasSuffix("; drawn only in dark (the type forces it, line 5)"))
    }

    @Test func anXcodePreviewIsNotWhereAViewIsShown() throws {
        let scan = scan([
            "Card.swift": """
            import SwiftUI
            struct Card: View {
                var body: some View { Text("Hi").foregroundColor(.secondary) }
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Card().background(Color.black) }
            }
            #Preview { Card().background(Color.black) }
            """
        ])
        let pair = try #require(scan.pairs.first)
        #expect(pair.evidence == "scene default")
        #expect(pair.background.displayName == "systemBackground")
    }

    @Test func aCellThatCodeMakesClearShowsWhatHoldsItNotItsDefault() throws {
        let scan = scan([
            "Cell.swift": """
            import UIKit
            final class ReasonCell: UITableViewCell {
                let title = UILabel()
                func setUp() {
                    backgroundColor = .clear
                    contentView.addSubview(title)
                    title.textColor = .label
                }
            }
            """
        ])
        let pair = try #require(scan.pairs.first)
        #expect(pair.review?.kind == .hostUnknown)
        #expect(pair.review?.detail.hasPrefix("ReasonCell sets its own background to clear") == true)
    }
}
