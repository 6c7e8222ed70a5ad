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
