import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// On macOS an indeterminate `ProgressView` is AppKit's spinner (`NSProgressIndicator`), which does not take `.tint`
/// (`Fixtures/swiftui-macos-spinner`, own code): its tint is not shown there; on iOS it is, and a determinate bar keeps
/// its pair.
@Suite("SwiftUI on macOS: a spinner ignores its tint")
struct SwiftUIMacOSSpinnerTests {
    static let scribe = TestPaths.fixture("swiftui-macos-spinner/Scribe")
    static let scan = UsageLoader().load([scribe], palette: Palette())

    static func pair(_ file: String, _ line: Int) throws -> ObservedPair {
        try #require(
            scan.pairs.first { $0.site.location.path.hasSuffix(file) && $0.site.location.line == line },
            "no pair at \(file):\(line)")
    }

    @Test func anIndeterminateSpinnersTintIsNotShownOnMacOS() throws {
        for line in [16, 19] {
            let spinner = try Self.pair("ExportView.swift", line)
            #expect(spinner.review?.kind == .notShown, "\(line): \(spinner.review.map(\.detail) ?? "")")
            #expect(spinner.review?.detail.contains("NSProgressIndicator") == true)
        }
    }

    @Test func aDeterminateBarAndAnIOSSpinnerKeepTheirTint() throws {
        #expect(try Self.pair("ExportView.swift", 21).review == nil)
        #expect(try Self.pair("UploadView.swift", 15).review == nil)
    }
}
