import Foundation
import LegiblePalette
import Testing

@testable import LegibleUsage

/// A foreground color on a shape or a Swift Charts mark fills a graphic: non-text (3:1), and not checked at all when
/// it is the color under it (it shows nothing).
struct SwiftUIGraphicsTests {
    func read(_ source: String) throws -> UsageScan {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-graphics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("StatusView.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return SwiftViewsReader.read(files: [path], palette: Palette())
    }

    @Test func aStatusDotAndAChartBarAreNonText() throws {
        let scan = try read(
            """
            import SwiftUI
            import Charts
            struct StatusView: View {
                let counts: [Int]
                var body: some View {
                    VStack {
                        HStack {
                            Circle().foregroundColor(.green).frame(width: 10, height: 10)
                            Text("Online").foregroundColor(.secondary)
                        }
                        Chart(counts.indices, id: \\.self) { day in
                            BarMark(x: .value("Day", day), y: .value("Count", counts[day])).foregroundStyle(.blue)
                        }
                    }
                }
            }
            """)
        let byLine = Dictionary(grouping: scan.pairs, by: \.site.location.line)
        #expect(try #require(byLine[8]?.first).role == .nonText)
        #expect(try #require(byLine[9]?.first).role == .text(large: nil))
        #expect(try #require(byLine[12]?.first).role == .nonText)
        // Every text-color modifier is a use (paired as text or non-text, or diagnosed), as for images.
        #expect(scan.elementsWithTextColor == 3)
    }

    @Test func aShapeInTheColorUnderItIsNotChecked() throws {
        let scan = try read(
            """
            import SwiftUI
            struct Spacer2: View {
                var body: some View {
                    Rectangle().foregroundColor(.black).frame(height: 8).background(Color.black)
                }
            }
            """)
        #expect(scan.pairs.isEmpty)
        #expect(scan.diagnostics.contains { $0.message.contains("the same color as under it") })
    }
}

extension SwiftUIGraphicsTests {
    /// `.hidden()`, `.opacity(0)` and `.redacted(reason: .placeholder)` draw no text: not checked, saying why; a
    /// state (`.opacity(isLoading ? 0 : 1)`) is still a pair.
    @Test func aViewThatIsNeverDrawnIsNotChecked() throws {
        let scan = try read(
            """
            import SwiftUI
            struct Row: View {
                var isLoading: Bool
                var body: some View {
                    VStack {
                        Text("Sizing").foregroundColor(.secondary).hidden()
                        Text("Gone").foregroundColor(.secondary).opacity(0)
                        VStack { Text("Name").foregroundColor(.primary) }.redacted(reason: .placeholder)
                        Text("Shown").foregroundColor(.primary).opacity(isLoading ? 0 : 1)
                    }
                }
            }
            """)
        #expect(scan.pairs.map(\.site.location.line) == [9])
        let messages = scan.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("never drawn (.hidden(), line 6)") })
        #expect(messages.contains { $0.contains("never drawn (.opacity(0), line 7)") })
        #expect(messages.contains { $0.contains("(.redacted(reason: .placeholder), line 8)") })
    }
}
