import Foundation
import Testing
import LegiblePalette
import LegibleUsage

/// A SwiftUI view built in a helper member of its type (`var statusSection: some View`, `func row(_:)`) is drawn
/// where the helper is used: inside a `List` it sits on the row fill, not on the scene background.
@Suite("SwiftUI helper members")
struct SwiftUIHelperMemberTests {
    func scan(_ source: String) -> UsageScan {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-helpers-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("StatsView.swift").path
        try? source.write(toFile: path, atomically: true, encoding: .utf8)
        return SwiftViewsReader.read(files: [path], palette: Palette())
    }

    @Test func aHelperUsedInAListIsOnTheRow() {
        let s = scan(
            """
            struct StatsView: View {
                var body: some View {
                    List {
                        if loading { ProgressView() } else { statusSection }
                        ForEach(items) { item in row(item) }
                    }
                }
                var statusSection: some View {
                    Section {
                        switch status {
                        case .done: Text("Done").foregroundStyle(.secondary)
                        default: EmptyView()
                        }
                    }
                }
                func row(_ item: Item) -> some View {
                    HStack { Text(item.name).foregroundStyle(.red) }
                }
            }
            """)
        #expect(s.pairs.count == 2)
        #expect(
            s.pairs.map(\.background.displayName) == [
                "secondarySystemGroupedBackground", "secondarySystemGroupedBackground",
            ])
        #expect(s.pairs.allSatisfy { $0.evidence.hasPrefix("List row default where ") })
    }

    @Test func helperUsesThatDisagreeNeedReview() {
        let s = scan(
            """
            struct Card: View {
                var body: some View {
                    VStack {
                        caption.background(Color.black)
                        List { caption }
                    }
                }
                var caption: some View { Text("c").foregroundColor(.white) }
            }
            """)
        #expect(s.pairs.count == 1)
        #expect(s.pairs.first?.review?.kind == .hostUnknown)
        #expect(s.pairs.first?.review?.detail.contains("caption is used at lines 4, 5") == true)
    }

    @Test func aHelperUsedOnlyInBodyKeepsTheSceneDefault() {
        let s = scan(
            """
            struct Plain: View {
                var body: some View { VStack { header } }
                @ViewBuilder private var header: some View { Text("h").foregroundColor(.primary) }
            }
            """)
        #expect(s.pairs.first?.background.displayName == "systemBackground")
        #expect(s.pairs.first?.evidence == "scene default")
    }

    /// A `ViewModifier`'s content is drawn where `.modifier(X())` is used: the layer there is under its text.
    @Test func aViewModifiersTextSitsWhereTheModifierIsUsed() {
        let s = scan(
            """
            struct Form: View {
                var body: some View {
                    VStack {
                        Text("Error").modifier(Footnote())
                    }
                    .background(Color.black)
                }
                struct Footnote: ViewModifier {
                    func body(content: Content) -> some View {
                        content.foregroundColor(.white)
                    }
                }
            }
            """)
        #expect(s.pairs.first?.background.displayName == "black")
    }

    /// A `fileprivate` modifier-style function of `extension View` that no code in its file calls with its first
    /// argument label builds nothing that is shown; an overload of the same name that is called does not count.
    @Test func anUncalledPrivateModifierIsNotShown() {
        let s = scan(
            """
            struct Card: View {
                var body: some View { Color.black.placeholder(when: true) { Text("a") } }
            }
            extension View {
                fileprivate func placeholder<C: View>(when show: Bool, @ViewBuilder placeholder: () -> C) -> some View {
                    ZStack { placeholder(); self }
                }
                fileprivate func placeholder(_ text: String, when show: Bool) -> some View {
                    placeholder(when: show) { Text(text).foregroundColor(.white) }
                }
            }
            """)
        #expect(s.pairs.first?.review?.kind == .notShown)
        #expect(
            s.pairs.first?.review?.detail.hasPrefix("placeholder(_:…) is fileprivate and no code in its file calls it")
                == true)
    }
}
