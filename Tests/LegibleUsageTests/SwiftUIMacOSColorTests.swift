import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// In macOS-only SwiftUI code, `Color.primary`, `.blue` and the like are AppKit's colors with their macOS values.
@Suite("SwiftUI on macOS: AppKit values")
struct SwiftUIMacOSColorTests {
    @Test func macOSOnlyViewsUseTheAppKitValues() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-macos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Panel.swift").path
        try """
        #if os(macOS)
        struct Panel: View {
            var body: some View {
                Text("a").foregroundStyle(.primary)
            }
        }
        #else
        struct Card: View {
            var body: some View {
                Text("b").foregroundStyle(.primary)
            }
        }
        #endif
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let scan = SwiftViewsReader.read(files: [path], palette: Palette())
        let mac = try #require(scan.pairs.first { $0.site.location.line == 4 })
        let iOS = try #require(scan.pairs.first { $0.site.location.line == 10 })
        guard case .inline(let macLabel) = mac.foreground, case .inline(let iOSLabel) = iOS.foreground else {
            Issue.record("inline colors expected")
            return
        }
        // AppKit's labelColor is black at 85 % (216/255) in light; UIKit's label is opaque black.
        let macLight = try #require(macLabel.variant(for: .light)?.color)
        #expect(abs(macLight.alpha - 216.0 / 255) < 0.01)
        #expect(iOSLabel.variant(for: .light)?.color?.alpha == 1)
        #expect(mac.background.displayName == "windowBackground")
    }
}

extension SwiftUIMacOSColorTests {
    /// A macOS view shown only in a `.sheet` is drawn on the sheet window's `windowBackgroundColor`; one in a
    /// `.popover` on the popover material (review) unless its content sets a background, which is asserted.
    @Test func aMacOSSheetIsOnItsWindowBackgroundAPopoverOnItsMaterial() throws {
        let folder = TemporaryTree.write(
            [
                "macOS/Editor.swift": """
                struct Editor: View {
                    @State var editing: Item?
                    var body: some View {
                        List { Text("items") }
                            .sheet(item: $editing) { item in
                                ItemForm(item: item)
                            }
                            .popover(isPresented: .constant(true)) {
                                ItemCard()
                                Text("Tip").foregroundStyle(.blue)
                            }
                    }
                }
                struct ItemForm: View {
                    var body: some View {
                        Text("Name").foregroundStyle(.blue)
                    }
                }
                struct ItemCard: View {
                    var body: some View {
                        Text("Card").foregroundStyle(.black).background(Color.white)
                    }
                }
                """
            ], prefix: "macos-sheet")
        let scan = UsageLoader().load([folder], palette: Palette())
        let form = try #require(scan.pairs.first { $0.site.location.line == 16 })
        #expect(form.review == nil)
        #expect(form.background.displayName == "windowBackground")
        let tip = try #require(scan.pairs.first { $0.site.location.line == 10 })
        #expect(tip.review?.kind == .blur)
        #expect(
            tip.review?.detail
                == "presented in a .popover (Editor.swift:8): macOS draws the popover material under its content, not a color"
        )
        let card = try #require(scan.pairs.first { $0.site.location.line == 21 })
        #expect(card.review == nil)
        #expect(card.background.displayName == "white")
    }
}

extension SwiftUIMacOSColorTests {
    /// A standard color in a view faded by `.opacity` keeps the fade when it takes its AppKit value (Swiftcord's
    /// join error: `.foregroundColor(.red)` in a group at `.opacity(0.75)`, measured opaque).
    @Test func aFadedStandardColorKeepsItsFadeOnMacOS() throws {
        let folder = TemporaryTree.write(
            [
                "macOS/JoinForm.swift": """
                struct JoinForm: View {
                    var body: some View {
                        Group {
                            Text("Invite expired").foregroundColor(.red)
                        }.opacity(0.75)
                    }
                }
                """
            ], prefix: "macos-faded")
        let scan = SwiftViewsReader.read(files: [folder + "/macOS/JoinForm.swift"], palette: Palette())
        let pair = try #require(scan.pairs.first { $0.site.location.line == 4 })
        guard case .inline(let red) = pair.foreground else {
            Issue.record("an inline color expected: \(pair.foreground)")
            return
        }
        let light = try #require(red.variant(exactly: .light)?.color)
        #expect(abs(light.alpha - 0.75) < 0.01, "\(light)")
    }
}
