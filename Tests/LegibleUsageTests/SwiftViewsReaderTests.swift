import Foundation
import Testing
import LegiblePalette
import LegibleUsage

/// Small Swift view sources written to a temporary folder and read by `SwiftViewsReader`.
@Suite("Swift views reader")
struct SwiftViewsReaderTests {
    func scan(_ source: String) -> UsageScan {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-swiftviews-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("View.swift").path
        try? source.write(toFile: path, atomically: true, encoding: .utf8)
        return SwiftViewsReader.read(files: [path], palette: Palette())
    }

    @Test func backgroundInAClosureAndAShapeFill() {
        let s = scan(
            """
            struct A: View {
                var body: some View {
                    Text("a").foregroundColor(.black).background { Color.white }
                    Text("b").foregroundColor(.black).background(RoundedRectangle(cornerRadius: 4).fill(Color.yellow))
                }
            }
            """)
        #expect(s.pairs.map { $0.background.lightHex } == ["#ffffff", "#ffcc00"]) // Color.yellow is systemYellow
        #expect(s.pairs.allSatisfy { $0.evidence == "same modifier chain" })
    }

    /// An inline color that is neither a plain name nor one written value is shown as written, not as its shape
    /// (`Color(…)`): two different conversions used to print as the same `Color(…)` pair.
    @Test func inlineColorsAreNamedAsWritten() {
        let s = scan(
            """
            struct N: View {
                var body: some View {
                    Text("a").foregroundColor(Color(.label))
                    Text("b").foregroundStyle(Color(UIColor.systemGray))
                    Text("c").foregroundColor(Color.gray.opacity(0.5)).background(Color.black)
                    Text("d").foregroundColor(.white).background(Color(white: -0.5 + 0.7 * (2 - 1), opacity: 1))
                }
            }
            """)
        #expect(
            s.pairs.map(\.foreground.displayName) == [
                "Color(.label)", "Color(UIColor.systemGray)", "Color.gray.opacity(0.5)", "white",
            ])
        #expect(s.pairs.last?.background.displayName == "#333333")
    }

    @Test func overlayTextUsesTheViewItOverlays() {
        let s = scan(
            """
            struct B: View {
                var body: some View {
                    Color.clear
                        .overlay(Text("x").foregroundColor(.white))
                        .background(Color.black)
                }
            }
            """)
        #expect(s.pairs.count == 1)
        #expect(s.pairs.first?.background.lightHex == "#000000")
        #expect(s.pairs.first?.evidence == "enclosing view's background")
    }

    @Test func fontInheritedFromTheEnclosingStack() {
        let s = scan(
            """
            struct C: View {
                var body: some View {
                    VStack { Text("big").foregroundColor(.black) }.font(.title)
                }
            }
            """)
        #expect(s.pairs.first?.role == .text(large: true))
        #expect(s.pairs.first?.evidence == "scene default")
    }

    /// A material blurs what is behind it, a gradient or an image is no one color: the pair needs review, measured
    /// against the layer found below (here the scene default), never asserted and never dropped.
    @Test func materialsGradientsAndImagesUnderTextNeedReview() {
        let s = scan(
            """
            struct D: View {
                var body: some View {
                    Text("m").foregroundColor(.primary).background(.ultraThinMaterial)
                    Text("g").foregroundColor(.white).background(LinearGradient(colors: [.black, .blue], startPoint: .top, endPoint: .bottom))
                    VStack { Text("e").foregroundColor(.white) }.background(Material.thick)
                    ZStack {
                        Image("poster")
                        Text("p").foregroundColor(.white)
                    }
                    Text("c").foregroundColor(.black).background(Color.white)
                }
            }
            """)
        #expect(s.elementsWithTextColor == 5)
        #expect(s.diagnostics.isEmpty)
        #expect(s.pairs.map { $0.review?.kind } == [.blur, .gradient, .blur, .image, nil])
        #expect(s.pairs[0].review?.detail == "same modifier chain is .background(.ultraThinMaterial) (line 3)")
        #expect(
            s.pairs[2].review?.detail.hasPrefix("enclosing view's background is .background(Material.thick)") == true)
        #expect(s.pairs[3].review?.detail == #"a ZStack draws an image under it: Image("poster") (line 7)"#)
        #expect(s.pairs.prefix(4).allSatisfy { $0.evidence == "scene default" })
    }

    /// SF Symbols and icons are non-text (WCAG SC 1.4.11, 3:1) whatever modifier colors them; a Label keeps its text.
    @Test func imagesColoredLikeTextAreNonText() {
        let s = scan(
            """
            struct I: View {
                var body: some View {
                    Image(systemName: "star.fill").foregroundColor(.orange).font(.largeTitle)
                    Label("Favorites", systemImage: "star").foregroundStyle(.orange)
                }
            }
            """)
        #expect(s.pairs.map(\.role) == [.nonText, .text(large: nil)])
        #expect(s.pairs.first?.evidence.hasSuffix("an image (SF Symbol or icon) is non-text (3:1)") == true)
    }

    /// Code under `#if false` is never compiled, so never drawn; macOS-only SwiftUI sits on AppKit's window, not on
    /// iOS's systemBackground (whose value AppKit's table does not have yet: a warning, never the iOS color).
    @Test func compiledOutAndMacOSOnlyCode() {
        let s = scan(
            """
            struct M: View {
                var body: some View {
                    #if false
                    Text("old").foregroundColor(.gray)
                    #endif
                    #if os(macOS)
                    Text("mac").foregroundColor(.secondary)
                    #else
                    Text("phone").foregroundColor(.secondary)
                    #endif
                }
            }
            """)
        #expect(s.elementsWithTextColor == 2)
        // macOS code sits on AppKit's window background (windowBackgroundColor), iOS code on the scene's.
        #expect(s.pairs.map(\.site.location.line) == [7, 9])
        #expect(s.pairs.map(\.evidence) == ["macOS window default", "scene default"])
        #expect(s.diagnostics.isEmpty)
    }

    /// A widget is drawn on its container background or over the lock-screen wallpaper, not on a scene: with no
    /// background of its own its pairs need review; one it draws itself is asserted.
    @Test func widgetViewsWithoutTheirOwnBackgroundNeedReview() {
        let s = scan(
            """
            import WidgetKit
            import SwiftUI
            struct W: View {
                @Environment(\\.widgetFamily) var family
                var body: some View {
                    Text("tag").foregroundColor(.secondary)
                    Text("count").foregroundColor(.white).background(Color.black)
                }
            }
            """)
        #expect(s.pairs.map { $0.review?.kind } == [.hostUnknown, nil])
    }

    /// `.preferredColorScheme(.dark)` on a view or an enclosing one: its pairs are checked in dark only.
    @Test func aForcedColorSchemeLimitsTheAppearances() {
        let s = scan(
            """
            struct P: View {
                var body: some View {
                    VStack {
                        Text("night").foregroundColor(.secondary)
                    }
                    .preferredColorScheme(.dark)
                    Text("both").foregroundColor(.secondary)
                }
            }
            """)
        #expect(s.pairs.map(\.appearances) == [[.dark], nil])
        #expect(s.pairs.first?.evidence.hasSuffix("shown only in dark (.preferredColorScheme(.dark), line 6)") == true)
    }

    /// A view with no background of its own sits on the view that embeds it, not on the scene: the search goes on
    /// where its type is used; a computed background there leaves it unknown.
    @Test func anEmbeddedViewSitsOnItsHostsBackground() {
        let s = scan(
            """
            struct Row: View {
                var body: some View { Text("row").foregroundColor(.white) }
            }
            struct Card: View {
                var body: some View {
                    VStack { Row() }
                        .background(Color.black)
                }
            }
            struct Badge: View {
                var body: some View { Text("badge").foregroundColor(.white) }
            }
            struct Report: View {
                let model: ReportModel
                var body: some View { Badge().background(Color(model.backgroundColor)) }
            }
            """)
        let row = s.pairs.first { $0.site.text == "row" }
        #expect(row?.background.lightHex == "#000000")
        #expect(row?.evidence == "enclosing view's background of the view that embeds Row (View.swift:6)")
        // Embedded on a background code computes: listed for review, naming it, on what lies under it.
        let badge = s.pairs.first { $0.site.text == "badge" }
        #expect(badge?.review?.kind == .setInCode)
        #expect(badge?.review?.detail.contains("Color(model.backgroundColor)") == true)
    }

    @Test func uikitClearViewsPassThroughToTheirParent() {
        let s = scan(
            """
            final class E: UIViewController {
                let stack = UIStackView()
                let label = UILabel()
                override func viewDidLoad() {
                    view.backgroundColor = .black
                    view.addSubview(stack)
                    stack.addArrangedSubview(label)
                    label.backgroundColor = .clear
                    label.font = UIFont.preferredFont(forTextStyle: .largeTitle)
                    label.textColor = UIColor(white: 1, alpha: 1)
                }
            }
            """)
        #expect(s.pairs.count == 1)
        #expect(s.pairs.first?.background.lightHex == "#000000")
        #expect(s.pairs.first?.role == .text(large: true))
        #expect(s.pairs.first?.site.elementID == "E.label")
    }

    @Test func declarationsNamedTextColorAreNotUses() {
        let s = scan(
            """
            struct F {
                let textColor = UIColor.red
                var backgroundColor: UIColor = .white
            }
            """)
        #expect(s.elementsWithTextColor == 0)
        #expect(s.pairs.isEmpty && s.diagnostics.isEmpty)
    }
}

@Suite("Swift views reader: pass-through and computed views")
struct SwiftViewsPassThroughTests {
    @Test func clearSwiftUIBackgroundShowsTheEnclosingOne() {
        let s = SwiftViewsReaderTests().scan(
            """
            struct G: View {
                var body: some View {
                    VStack { Text("g").foregroundColor(.white).background(Color.clear) }.background(Color.black)
                }
            }
            """)
        #expect(s.pairs.first?.background.lightHex == "#000000")
        #expect(s.pairs.first?.evidence == "enclosing view's background")
    }

    @Test func computedReceiversDoNotShareABackground() {
        let s = SwiftViewsReaderTests().scan(
            """
            final class H {
                func apply() {
                    UITableView.appearance().backgroundColor = .black
                    UINavigationBar.appearance().tintColor = .white
                }
            }
            """)
        #expect(s.pairs.isEmpty)
        #expect(s.diagnostics.count == 1)
        #expect(s.diagnostics.first?.message.contains("background unknown") == true)
    }

    /// `Color.clear` first in a ZStack paints nothing: the text sits on what is under the ZStack. A scene compiled
    /// out (`#if false … #endif`) shows nothing, so a view only it embeds is shown by nothing read.
    @Test func aClearZStackBackdropAndACompiledOutHost() throws {
        let s = SwiftViewsReaderTests().scan(
            """
            import SwiftUI
            @main struct ChatApp: App {
                var body: some Scene {
                    WindowGroup { DropZone() }
                    #if false
                    MenuBarExtra { MenuPanel() }
                    #endif
                }
            }
            struct DropZone: View {
                var body: some View {
                    ZStack {
                        Color.clear
                        Text("Drop here").foregroundColor(.primary)
                    }
                    .background(Color.blue)
                }
            }
            struct MenuPanel: View {
                var body: some View { Text("Online").foregroundColor(.secondary) }
            }
            """)
        let drop = try #require(s.pairs.first { $0.site.text == "Drop here" })
        #expect(drop.background.displayName == "blue")
        let online = try #require(s.pairs.first { $0.site.text == "Online" })
        #expect(online.review?.kind == .hostUnknown)
    }
}
