import Foundation
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A `.tint` on a `TabView` colors the selected tab in the tab bar, which is drawn on the bar's material over the
/// scrolled content (Liquid Glass on iOS 26), not on what is under the `TabView`: review, not a pair on the scene's
/// background. A tint on a button inside keeps its pair.
@Suite("SwiftUI: a TabView's tint is drawn in the tab bar")
struct SwiftUITabBarTintTests {
    @Test func aTabViewsTintNeedsReviewOnTheBarMaterial() throws {
        let root = TemporaryTree.write(
            [
                "Tabs.swift": """
                import SwiftUI

                struct RootTabs: View {
                    var body: some View {
                        TabView {
                            Text("Feed").tabItem { Label("Feed", systemImage: "list.bullet") }
                            Button("Follow") {}
                                .tint(Color.green)
                                .tabItem { Label("People", systemImage: "person") }
                        }
                        .tint(Color.indigo)
                    }
                }

                @main
                struct TabsApp: App {
                    var body: some Scene { WindowGroup { RootTabs() } }
                }
                """
            ], prefix: "tab-tint")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scan = UsageLoader().load([root], palette: Palette())
        let tabs = try #require(scan.pairs.first { $0.site.location.line == 11 }, "\(scan.pairs.map(\.site.location))")
        #expect(tabs.review?.kind == .blur, "\(tabs.review.map(\.detail) ?? "no review")")
        #expect(tabs.review?.detail.contains("tab bar") == true)
        let follow = try #require(scan.pairs.first { $0.site.location.line == 8 })
        #expect(follow.review?.detail.contains("tab bar") != true, "\(follow.review.map(\.detail) ?? "")")
    }
}
