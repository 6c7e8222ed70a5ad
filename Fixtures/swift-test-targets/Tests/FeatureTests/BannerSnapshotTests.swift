import SwiftUI
import XCTest
@testable import Feature

/// Wraps a view in the stub for a snapshot.
func assertFramedSnapshot<Content: View>(of content: Content) {
    _ = StatusBarStub()
    _ = content
}

final class BannerSnapshotTests: XCTestCase {
    func testBanner() {
        assertFramedSnapshot(of: BannerView())
    }
}
