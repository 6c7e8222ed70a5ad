import Foundation
import LegiblePalette
import Testing

@testable import LegibleUsage

/// `#Preview { … }` is Xcode's canvas: the views built there are not shown to users (Pocket Casts'
/// `ReferralCardAnimatedGradientView`, judged NOT-SHOWN on 2026-11-28). The view itself, shown by the app, is read.
struct SwiftUIPreviewTests {
    @Test func textInAPreviewBlockIsNotAUse() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("InviteCard.swift").path
        try """
        import SwiftUI

        struct InviteCard: View {
            var body: some View {
                Text("Invite a friend")
                    .foregroundStyle(.blue)
            }
        }

        #Preview("dark card") {
            ZStack {
                Color.black
                Text("Preview only")
                    .foregroundStyle(.gray)
            }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let scan = SwiftViewsReader.read(files: [path], palette: Palette())
        #expect(scan.elementsWithTextColor == 1, "the preview's text is not a use")
        #expect(scan.pairs.allSatisfy { $0.site.location.line == 6 }, "\(scan.pairs.map(\.site))")
        #expect(!scan.pairs.isEmpty)
        #expect(!scan.diagnostics.contains { $0.location.line == 14 }, "\(scan.diagnostics)")
    }
}
