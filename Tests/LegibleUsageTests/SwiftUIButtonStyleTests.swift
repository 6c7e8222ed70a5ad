import Foundation
import LegiblePalette
import Testing

@testable import LegibleUsage

/// A button style draws under its label: `.borderedProminent` the tint, `.bordered` a translucent tint and `.glass`
/// a blur (`SwiftUIButtonFill`).
struct SwiftUIButtonStyleTests {
    func pairs(_ source: String, palette: Palette = Palette()) throws -> [ObservedPair] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-buttons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Actions.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return SwiftViewsReader.read(files: [path], palette: palette).pairs
    }

    @Test func aProminentButtonsLabelSitsOnItsTint() throws {
        let found = try pairs(
            """
            import SwiftUI
            struct Actions: View {
                var body: some View {
                    VStack {
                        Button("Save") {}
                            .buttonStyle(.borderedProminent)
                            .foregroundColor(.white)
                        Button {
                        } label: {
                            Text("Delete").foregroundColor(.white)
                        }
                        .buttonStyle(BorderedProminentButtonStyle())
                    }
                    .tint(.red)
                }
            }
            """)
        let save = try #require(found.first { $0.site.location.line == 7 })
        #expect(save.background.displayName == "red")
        #expect(save.evidence.hasPrefix("button fill (.borderedProminent, line 6): its tint (line 14)"))
        let delete = try #require(found.first { $0.site.location.line == 10 })
        #expect(delete.background.displayName == "red")
    }

    @Test func withoutATintTheFillIsTheAccentColor() throws {
        let found = try pairs(
            """
            import SwiftUI
            struct Actions: View {
                var body: some View {
                    Button("Save") {}.buttonStyle(.borderedProminent).foregroundStyle(.white)
                }
            }
            """)
        let save = try #require(found.first)
        #expect(save.background.displayName == "systemBlue")
    }

    @Test func borderedAndGlassButtonsNeedReview() throws {
        for (style, kind) in [("bordered", ReviewReason.Kind.customDrawing), ("glass", .blur)] {
            let found = try pairs(
                """
                import SwiftUI
                struct Actions: View {
                    var body: some View {
                        Button("Save") {}.buttonStyle(.\(style)).foregroundStyle(.blue)
                    }
                }
                """)
            #expect(try #require(found.first).review?.kind == kind)
        }
    }
}
